import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import type { StripeEventLog } from './ports.ts';

/** One item per handled Stripe event, kept 30 days (Stripe retries a webhook for 3 days). */
export const STRIPE_EVENT_ENTITY = 'StripeEvent';
export const STRIPE_EVENT_RETENTION_SECONDS = 30 * 24 * 3600;

const eventKey = (storeId: string, mode: string, eventId: string) => ({
  pk: `STRIPE_EVENT#${storeId}#${mode}#${eventId}`,
  sk: 'EVENT',
});

export const dynamoStripeEventLog = (db: DynamoDBDocumentClient, tableName: string): StripeEventLog => ({
  async seen(storeId, mode, eventId) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: eventKey(storeId, mode, eventId), ConsistentRead: true }),
    );
    return Item !== undefined;
  },
  async record(storeId, mode, eventId, type) {
    try {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...eventKey(storeId, mode, eventId),
            [ENTITY_ATTRIBUTE]: STRIPE_EVENT_ENTITY,
            type,
            handledAt: new Date().toISOString(),
            [TTL_ATTRIBUTE]: Math.floor(Date.now() / 1000) + STRIPE_EVENT_RETENTION_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
  },
});
