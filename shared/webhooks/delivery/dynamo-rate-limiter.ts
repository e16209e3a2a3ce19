import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import { isConditionalCheckFailed } from '../../db/transactions.ts';
import { systemClock, type Clock } from '../../util/time.ts';
import {
  pacedRateLimiter,
  type DeliveryRateLimiter,
  type SendSlotStore,
  type StoreBooking,
} from './rate-limit.ts';

/**
 * The endpoint's next send time (rate-limit.ts) as one item per endpoint under
 * keys.webhookSendSlot, moved only by conditional UpdateItems: one write per group of bookings
 * when this process guessed right whether the endpoint is idle, none for an endpoint it already
 * knows is full. A refused write returns the stored time (ReturnValuesOnConditionCheckFailure).
 */
const SEND_SLOT_ENTITY = 'WebhookSendSlot';
/** The item matters for a second or so after its last send; TTL deletion is lazy anyway. */
const SEND_SLOT_TTL_SECONDS = 3600;
const NEXT = 'nextSendAt';

/** The stored time from a refused write's old item (raw attribute values on the error). */
const nextSendAtOf = (item: Record<string, unknown> | undefined): number | undefined => {
  const value = item?.[NEXT] as number | { N?: string } | undefined;
  if (typeof value === 'number') return value;
  return value?.N === undefined ? undefined : Number(value.N);
};

export const dynamoSendSlotStore = (db: DynamoDBDocumentClient, tableName: string): SendSlotStore => {
  const update = async (
    webhookId: string,
    expression: string,
    condition: string,
    values: Record<string, number>,
  ): Promise<StoreBooking> => {
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.webhookSendSlot(webhookId),
          UpdateExpression: `SET #entity = :entity, #ttl = :ttl, ${expression}`,
          ConditionExpression: condition,
          ExpressionAttributeNames: { '#entity': ENTITY_ATTRIBUTE, '#ttl': TTL_ATTRIBUTE, '#next': NEXT },
          ExpressionAttributeValues: {
            ':entity': SEND_SLOT_ENTITY,
            ':ttl': Math.floor(Date.now() / 1000) + SEND_SLOT_TTL_SECONDS,
            ...values,
          },
          ReturnValues: 'UPDATED_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { booked: true, slotAt: Number(Attributes?.[NEXT]) - values[':span']! };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      return { booked: false, nextSendAt: nextSendAtOf(error.Item) };
    }
  };

  return {
    bookAt: (webhookId, slotAt, spanMs) =>
      update(webhookId, '#next = :slot + :span', 'attribute_not_exists(#next) OR #next <= :slot', {
        ':slot': slotAt,
        ':span': spanMs,
      }),
    bookNext: (webhookId, earliest, latest, spanMs) =>
      update(webhookId, '#next = #next + :span', '#next BETWEEN :earliest AND :latest', {
        ':earliest': earliest,
        ':latest': latest,
        ':span': spanMs,
      }),
  };
};

export const dynamoRateLimiter = (
  db: DynamoDBDocumentClient,
  tableName: string,
  clock: Clock = systemClock,
): DeliveryRateLimiter =>
  pacedRateLimiter(dynamoSendSlotStore(db, tableName), {
    clock,
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
