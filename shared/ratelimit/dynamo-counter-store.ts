import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import { WINDOW_SECONDS, type CounterStore } from './limiter.ts';

export const dynamoCounterStore = (db: DynamoDBDocumentClient, tableName: string): CounterStore => ({
  async increment(subject, windowStart) {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.rateLimit(subject, windowStart),
        UpdateExpression: 'ADD #count :one SET #entity = :entity, #ttl = :ttl',
        ExpressionAttributeNames: { '#count': 'count', '#entity': ENTITY_ATTRIBUTE, '#ttl': TTL_ATTRIBUTE },
        ExpressionAttributeValues: {
          ':one': 1,
          ':entity': 'RateLimitCounter',
          ':ttl': windowStart + 2 * WINDOW_SECONDS,
        },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.count ?? 1);
  },
  async decrement(subject, windowStart) {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.rateLimit(subject, windowStart),
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1 },
      }),
    );
  },
});
