import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import { isConditionalCheckFailed } from '../../db/transactions.ts';

/**
 * An endpoint's `rateLimit` across every consumer process: one counter item per (endpoint,
 * second) under keys.rateLimit, taken with a conditional ADD (`count < limit`). A refused
 * take means "this second is full": the consumer puts the message back with a delay; it
 * is not an attempt. One UpdateItem per send, only for endpoints that have a limit.
 *
 * Tokens are taken only in the first half of a second (a caller in the second half waits
 * for the next one, at most 500 ms): a request sent at 0.99 s would reach the receiver in
 * the next second and, counted there, exceed the limit. Measured: without this a receiver
 * counting per second saw limit + 1. Likewise a token whose write returns after 0.7 s of its
 * second is given up (wasted, never exceeding the limit) and another is taken.
 */
export interface DeliveryRateLimiter {
  /** True if a delivery to `webhookId` may be sent now without exceeding `perSecond`. */
  take(webhookId: string, perSecond: number): Promise<boolean>;
}

const RATE_LIMIT_ENTITY = 'WebhookRateWindow';
/** Windows are kept a little longer than they matter (TTL deletion is lazy anyway). */
const WINDOW_TTL_SECONDS = 120;
const SENDING_PART_OF_SECOND_MS = 500;
const LATEST_SEND_MS = 700;
const MAX_LATE_TOKENS = 3;

/** The conditional ADD on the window's counter; false when the window is full. */
const takeInWindow = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  webhookId: string,
  perSecond: number,
  second: number,
): Promise<boolean> => {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.rateLimit(`webhook-endpoint#${webhookId}`, second),
        UpdateExpression: 'SET #entity = :entity, #ttl = :ttl ADD #count :one',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#entity': ENTITY_ATTRIBUTE, '#ttl': TTL_ATTRIBUTE, '#count': 'count' },
        ExpressionAttributeValues: {
          ':entity': RATE_LIMIT_ENTITY,
          ':ttl': second + WINDOW_TTL_SECONDS,
          ':one': 1,
          ':limit': perSecond,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
};

export const dynamoRateLimiter = (db: DynamoDBDocumentClient, tableName: string): DeliveryRateLimiter => ({
  async take(webhookId, perSecond) {
    for (let tries = 0; tries < MAX_LATE_TOKENS; tries++) {
      const intoSecond = Date.now() % 1000;
      if (intoSecond >= SENDING_PART_OF_SECOND_MS)
        await new Promise((resolve) => setTimeout(resolve, 1000 - intoSecond));
      const second = Math.floor(Date.now() / 1000);
      if (!(await takeInWindow(db, tableName, webhookId, perSecond, second))) return false;
      // A slow write can return after its second is (nearly) over: that token is given up.
      if (Date.now() < second * 1000 + LATEST_SEND_MS) return true;
    }
    return false;
  },
});
