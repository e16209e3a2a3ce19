import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import { listDeliveryItems } from '../delivery/dynamo-delivery-listing.ts';
import { epochSeconds } from '../../util/time.ts';
import type { DeliveryAttemptRecord } from '../types.ts';
import type { DeliveryHistory } from './service.ts';

/**
 * An endpoint's recent attempts, read from the delivery log: its newest `limit` deliveries
 * (delivery items and first attempts kept on their event's claim, delivery/dynamo-delivery-listing.ts)
 * and the attempts each lists, newest first. There is no item per
 * attempt (docs/decisions.md §6.21). Items past their TTL may still be returned for a while: dropped.
 */
export const dynamoDeliveryHistory = (
  db: DynamoDBDocumentClient,
  tableName: string,
  now: () => Date = () => new Date(),
): DeliveryHistory => ({
  async recentAttempts(endpoint, limit) {
    const { items } = await listDeliveryItems(db, tableName, endpoint, { limit, cursor: undefined });
    const nowSeconds = epochSeconds(now());
    return items
      .filter((item) => typeof item[TTL_ATTRIBUTE] !== 'number' || item[TTL_ATTRIBUTE] > nowSeconds)
      .flatMap((item) =>
        ((item.attempts as Array<Record<string, unknown>> | undefined) ?? []).map(
          (attempt): DeliveryAttemptRecord => ({
            deliveryId: item.deliveryId as string,
            eventId: item.eventId as string,
            eventType: item.eventType as DeliveryAttemptRecord['eventType'],
            attempt: Number(attempt.attempt),
            timestamp: attempt.timestamp as string,
            responseCode: (attempt.responseCode as number | null | undefined) ?? null,
            success: attempt.success === true,
            durationMs: Number(attempt.durationMs ?? 0),
            error: (attempt.error as string | null | undefined) ?? null,
          }),
        ),
      )
      .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
      .slice(0, limit);
  },
});
