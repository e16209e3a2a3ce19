import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryDueShard } from '../../db/due-index.ts';
import { isConditionalCheckFailed } from '../../db/transactions.ts';
import {
  DELIVERY_DUE_INDEX,
  DELIVERY_DUE_SHARDS,
  deliveryDueShardKey,
  endDeliveryUpdate,
} from './due-index.ts';
import type { DeliveryStatus } from './types.ts';
import type { OverdueDelivery, OverdueDeliveryIndex } from './overdue-sweep.ts';

/** The overdue-delivery sweep's index on the delivery items (due-index.ts): one Query per shard. */
export const dynamoOverdueDeliveryIndex = (
  db: DynamoDBDocumentClient,
  tableName: string,
  shards = DELIVERY_DUE_SHARDS,
): OverdueDeliveryIndex => ({
  shards,
  async *overdue(shard, before, pageSize) {
    const query = {
      tableName,
      index: DELIVERY_DUE_INDEX,
      shardKey: deliveryDueShardKey(shard),
      before,
      pageSize,
      projection:
        'deliveryId, eventId, webhookId, storeId, #mode, #status, lastAttempt, nextAttemptAt, claimedAt',
      names: { '#status': 'status', '#mode': 'mode' },
    };
    yield* queryDueShard(db, query, (item): OverdueDelivery => ({
      deliveryId: item.deliveryId as string,
      eventId: item.eventId as string,
      webhookId: item.webhookId as string,
      storeId: item.storeId as string,
      mode: item.mode as OverdueDelivery['mode'],
      status: item.status as DeliveryStatus,
      lastAttempt: Number(item.lastAttempt ?? 0),
      nextAttemptAt: (item.nextAttemptAt as string | null | undefined) ?? null,
      claimedAt: (item.claimedAt as string | undefined) ?? null,
    }));
  },

  async markFailed(delivery, reason, now) {
    const condition = {
      expression: '#status = :read AND lastAttempt = :attempt',
      values: { ':read': delivery.status, ':attempt': delivery.lastAttempt },
    };
    try {
      await db.send(
        new UpdateCommand(
          endDeliveryUpdate(tableName, delivery, { status: 'failed', reason, now }, condition),
        ),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  },
});
