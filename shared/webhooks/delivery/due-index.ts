import { dueShardOf } from '../../db/due-index.ts';
import { keys } from '../../db/keys.ts';
import { TABLE_INDEXES } from '../../db/table-definition.ts';
import { apiStatusOf } from './log-index.ts';

/**
 * The due-delivery index: while a delivery waits for a planned attempt (`retrying`, set by a
 * failed attempt or a recovery) its item carries gsi3pk = DELIVERIES_DUE#<shard> and gsi3sk = its
 * `nextAttemptAt` (ISO). A claim leaves the keys alone (a worker that dies mid-attempt leaves the
 * delivery on the index); the attempt's outcome moves gsi3sk to the next due time or, once the
 * delivery is final (succeeded, failed, cancelled), removes both. So "pending deliveries whose
 * next attempt is overdue" is one range query per shard on the sparse gsi3 (beside the orders
 * of a customer, which use other partitions), never a scan. The same sharded due-time pattern
 * as ACTIVE_CARTS#, COMPLETIONS# and REFUNDS_DUE# on gsi2, which delivery items already use
 * (shared/db/due-index.ts).
 */
export const DELIVERY_DUE_INDEX = TABLE_INDEXES.gsi3;
export const DELIVERY_DUE_SHARDS = 4;
export const deliveryDueShardKey = (shard: number) => `DELIVERIES_DUE#${shard}`;
export const deliveryDueShard = (deliveryId: string): number => dueShardOf(deliveryId, DELIVERY_DUE_SHARDS);

/** `SET` clauses putting a delivery on the index, due at the caller's `dueAt` placeholder. */
export const dueIndexSet = (deliveryId: string, dueAt: `:${string}`) => ({
  set: `gsi3pk = :dueShard, gsi3sk = ${dueAt}`,
  values: { ':dueShard': deliveryDueShardKey(deliveryDueShard(deliveryId)) },
});

/** `REMOVE` clause taking a final delivery off the index. */
export const DUE_INDEX_REMOVE = 'gsi3pk, gsi3sk';

/**
 * The update that ends a delivery without another attempt (the overdue sweep fails it, a gone
 * endpoint cancels it): final status and reason, listed by the log under its API status
 * (log-index.ts: both are `failed`) and off the due index. `condition` says from which state the
 * caller may end it; its placeholders are its own (none of those set here).
 */
export const endDeliveryUpdate = (
  tableName: string,
  delivery: { deliveryId: string; webhookId: string },
  end: { status: 'failed' | 'cancelled'; reason: string; now: Date },
  condition: { expression: string; values: Record<string, unknown> },
) => ({
  TableName: tableName,
  Key: keys.delivery(delivery.deliveryId),
  UpdateExpression: `SET #status = :final, lastError = :reason, nextAttemptAt = :null, updatedAt = :now, gsi2pk = :byStatus REMOVE ${DUE_INDEX_REMOVE}`,
  ConditionExpression: condition.expression,
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: {
    ':final': end.status,
    ':reason': end.reason,
    ':null': null,
    ':now': end.now.toISOString(),
    ':byStatus': keys.deliveriesOfEndpointByStatus(delivery.webhookId, apiStatusOf(end.status)),
    ...condition.values,
  },
});
