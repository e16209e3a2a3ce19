import { createHash } from 'node:crypto';
import { TABLE_INDEXES } from '../../db/table-definition.ts';

/**
 * The due-delivery index: while a delivery waits for a planned attempt (`retrying`, set by a
 * failed attempt or a recovery) its item carries gsi3pk = DELIVERIES_DUE#<shard> and gsi3sk = its
 * `nextAttemptAt` (ISO). A claim leaves the keys alone (a worker that dies mid-attempt leaves the
 * delivery on the index); the attempt's outcome moves gsi3sk to the next due time or, once the
 * delivery is final (succeeded, failed, cancelled), removes both. So "pending deliveries whose
 * next attempt is overdue" is one range query per shard on the sparse gsi3 (beside the orders
 * of a customer, which use other partitions), never a scan. The same sharded due-time pattern
 * as ACTIVE_CARTS#, COMPLETIONS# and REFUNDS_DUE# on gsi2, which delivery items already use.
 */
export const DELIVERY_DUE_INDEX = TABLE_INDEXES.gsi3;
export const DELIVERY_DUE_SHARDS = 4;
export const deliveryDueShardKey = (shard: number) => `DELIVERIES_DUE#${shard}`;
export const deliveryDueShard = (deliveryId: string): number =>
  createHash('sha256').update(deliveryId).digest().readUInt32BE(0) % DELIVERY_DUE_SHARDS;

/** `SET` clauses putting a delivery on the index, due at the caller's `dueAt` placeholder. */
export const dueIndexSet = (deliveryId: string, dueAt: `:${string}`) => ({
  set: `gsi3pk = :dueShard, gsi3sk = ${dueAt}`,
  values: { ':dueShard': deliveryDueShardKey(deliveryDueShard(deliveryId)) },
});

/** `REMOVE` clause taking a final delivery off the index. */
export const DUE_INDEX_REMOVE = 'gsi3pk, gsi3sk';
