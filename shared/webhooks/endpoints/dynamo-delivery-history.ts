import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../db/keys.ts';
import { queryNewestFirst } from '../../db/query.ts';
import { TABLE_INDEXES, TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import { epochSeconds } from '../../util/time.ts';
import type { DeliveryAttemptRecord } from '../types.ts';
import type { DeliveryHistory } from './service.ts';

/**
 * An endpoint's recent attempts, read from the delivery log: its newest `limit` delivery items
 * (gsi1, delivery/log-index.ts) and the attempts each lists, newest first. There is no item per
 * attempt (docs/decisions.md §6.21). Items past their TTL may still be returned for a while: dropped.
 */
export const dynamoDeliveryHistory = (
  db: DynamoDBDocumentClient,
  tableName: string,
  now: () => Date = () => new Date(),
): DeliveryHistory => ({
  async recentAttempts(webhookId, limit) {
    const { items } = await queryNewestFirst(db, {
      tableName,
      index: TABLE_INDEXES.gsi1,
      partition: keys.deliveriesOfEndpoint(webhookId),
      cursor: undefined,
      limit,
    });
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
