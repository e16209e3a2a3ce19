import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../db/keys.ts';
import { TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import { epochSeconds } from '../../util/time.ts';
import { ATTEMPT_SK_PREFIX } from '../delivery/attempt-items.ts';
import type { DeliveryAttemptRecord } from '../types.ts';
import type { DeliveryHistory } from './service.ts';

/**
 * Reads the attempt items the delivery consumer writes under keys.deliveryAttempts(webhookId).
 * Their sort keys are `ATTEMPT#<iso time>#...` (delivery/attempt-items.ts attemptSortKey), so a
 * descending query returns the newest first. Items past their TTL may still be returned by DynamoDB for a while: dropped.
 */
export const dynamoDeliveryHistory = (
  db: DynamoDBDocumentClient,
  tableName: string,
  now: () => Date = () => new Date(),
): DeliveryHistory => ({
  async recentAttempts(webhookId, limit) {
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.deliveryAttempts(webhookId), ':prefix': ATTEMPT_SK_PREFIX },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    const nowSeconds = epochSeconds(now());
    return Items.filter(
      (item) => typeof item[TTL_ATTRIBUTE] !== 'number' || item[TTL_ATTRIBUTE] > nowSeconds,
    ).map((item): DeliveryAttemptRecord => ({
      deliveryId: item.deliveryId,
      eventId: item.eventId,
      eventType: item.eventType,
      attempt: item.attempt,
      timestamp: item.timestamp,
      responseCode: item.responseCode ?? null,
      success: item.success,
      durationMs: item.durationMs,
      error: item.error ?? null,
    }));
  },
});
