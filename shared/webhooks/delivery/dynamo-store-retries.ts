import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../db/keys.ts';
import { queryAll } from '../../db/query.ts';
import { TABLE_INDEXES } from '../../db/table-definition.ts';
import type { RetryingDelivery, StoreRetryingDeliveries } from './clock-retries.ts';

/**
 * A store's retrying deliveries by index: one Query of the store's endpoints (at most 10, one
 * partition), then one Query per endpoint of its pending deliveries (gsi2
 * `WEBHOOK#<id>#DELIVERIES#pending`), filtered to those retrying and due. Pending is the short list
 * (a delivery leaves it when it succeeds or fails), so no new index was needed. EventBridge
 * endpoints are left out: the function running the clock holds no grant to assume stores' roles,
 * so their retries keep real time.
 */
export const dynamoStoreRetryingDeliveries = (
  db: DynamoDBDocumentClient,
  tableName: string,
): StoreRetryingDeliveries => ({
  async due(storeId, mode, until) {
    const endpoints = await queryAll(db, {
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.webhooks(storeId, mode), ':prefix': 'ENDPOINT#' },
      ProjectionExpression: 'id, #type',
      ExpressionAttributeNames: { '#type': 'type' },
    });
    const https = endpoints.filter((endpoint) => endpoint.type !== 'eventbridge');
    const pages = await Promise.all(
      https.map((endpoint) =>
        queryAll(db, {
          TableName: tableName,
          IndexName: TABLE_INDEXES.gsi2.indexName,
          KeyConditionExpression: 'gsi2pk = :pending',
          FilterExpression: '#status = :retrying AND nextAttemptAt <= :until',
          ProjectionExpression: 'deliveryId, eventId, webhookId, storeId, #mode, lastAttempt, nextAttemptAt',
          ExpressionAttributeNames: { '#status': 'status', '#mode': 'mode' },
          ExpressionAttributeValues: {
            ':pending': keys.deliveriesOfEndpointByStatus(endpoint.id as string, 'pending'),
            ':retrying': 'retrying',
            ':until': until,
          },
        }),
      ),
    );
    return pages
      .flat()
      .map((item): RetryingDelivery => ({
        deliveryId: item.deliveryId as string,
        eventId: item.eventId as string,
        webhookId: item.webhookId as string,
        storeId: item.storeId as string,
        mode: item.mode as RetryingDelivery['mode'],
        lastAttempt: Number(item.lastAttempt ?? 0),
        nextAttemptAt: item.nextAttemptAt as string,
      }))
      .filter((delivery) => delivery.storeId === storeId && delivery.mode === mode)
      .sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt));
  },
});
