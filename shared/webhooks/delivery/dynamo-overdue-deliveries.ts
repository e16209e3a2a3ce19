import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../db/keys.ts';
import { queryPages } from '../../db/query.ts';
import { isConditionalCheckFailed } from '../../db/transactions.ts';
import {
  DELIVERY_DUE_INDEX,
  DELIVERY_DUE_SHARDS,
  DUE_INDEX_REMOVE,
  deliveryDueShardKey,
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
    const pages = queryPages(db, {
      TableName: tableName,
      IndexName: DELIVERY_DUE_INDEX.indexName,
      KeyConditionExpression: '#pk = :shard AND #sk <= :before',
      ExpressionAttributeNames: {
        '#pk': DELIVERY_DUE_INDEX.partitionKey,
        '#sk': DELIVERY_DUE_INDEX.sortKey,
        '#status': 'status',
        '#mode': 'mode',
      },
      ExpressionAttributeValues: { ':shard': deliveryDueShardKey(shard), ':before': before },
      ProjectionExpression:
        'deliveryId, eventId, webhookId, storeId, #mode, #status, lastAttempt, nextAttemptAt, claimedAt',
      Limit: pageSize,
    });
    for await (const items of pages)
      yield items.map((item): OverdueDelivery => ({
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
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.delivery(delivery.deliveryId),
          UpdateExpression: `SET #status = :failed, lastError = :reason, nextAttemptAt = :null, updatedAt = :now, gsi2pk = :failedIndex REMOVE ${DUE_INDEX_REMOVE}`,
          ConditionExpression: '#status = :read AND lastAttempt = :attempt',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':failed': 'failed',
            ':reason': reason,
            ':null': null,
            ':now': now.toISOString(),
            ':failedIndex': keys.deliveriesOfEndpointByStatus(delivery.webhookId, 'failed'),
            ':read': delivery.status,
            ':attempt': delivery.lastAttempt,
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  },
});
