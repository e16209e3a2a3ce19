import { createHash } from 'node:crypto';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import { isConditionalCheckFailed } from '../db/transactions.ts';
import { WINDOW_SECONDS, type CounterStore } from './limiter.ts';

/**
 * A share's attribute on the subject's window item: `s` + 12 base64url characters of its
 * name's SHA-256 (72 bits), so an item holding many clients stays small (§2.6: the item's size
 * is what a write costs).
 */
export const shareAttribute = (name: string): string =>
  `s${createHash('sha256').update(name).digest('base64url').slice(0, 12)}`;

/** A count from a refused write's old item (raw attribute values on the error). */
const countOf = (item: Record<string, unknown> | undefined, attribute: string): number => {
  const value = item?.[attribute] as number | { N?: string } | undefined;
  if (typeof value === 'number') return value;
  return value?.N === undefined ? 0 : Number(value.N);
};

/**
 * One conditional UpdateItem per request on `RATELIMIT#<subject>#<windowStart>`: ADD one to
 * the subject's `count` and to each share's attribute, only if every one is under its limit
 * (docs/decisions.md §2.6). A refused write counts nothing and returns the stored counts.
 */
export const dynamoCounterStore = (db: DynamoDBDocumentClient, tableName: string): CounterStore => ({
  async take({ subject, windowStart, limit, shares }) {
    const names: Record<string, string> = {
      '#count': 'count',
      '#entity': ENTITY_ATTRIBUTE,
      '#ttl': TTL_ATTRIBUTE,
    };
    const values: Record<string, unknown> = {
      ':one': 1,
      ':limit': limit,
      ':entity': 'RateLimitCounter',
      ':ttl': windowStart + 2 * WINDOW_SECONDS,
    };
    const adds = ['#count :one'];
    const conditions = ['(attribute_not_exists(#count) OR #count < :limit)'];
    const attributes = shares.map((share) => shareAttribute(share.name));
    shares.forEach((share, index) => {
      names[`#s${index}`] = attributes[index]!;
      values[`:l${index}`] = share.limit;
      adds.push(`#s${index} :one`);
      conditions.push(`(attribute_not_exists(#s${index}) OR #s${index} < :l${index})`);
    });
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.rateLimit(subject, windowStart),
          UpdateExpression: `ADD ${adds.join(', ')} SET #entity = :entity, #ttl = :ttl`,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
          ReturnValues: 'UPDATED_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return {
        admitted: true,
        count: countOf(Attributes, 'count') || 1,
        shares: attributes.map((attribute) => countOf(Attributes, attribute) || 1),
      };
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
      return {
        admitted: false,
        count: countOf(error.Item, 'count'),
        shares: attributes.map((attribute) => countOf(error.Item, attribute)),
      };
    }
  },
});
