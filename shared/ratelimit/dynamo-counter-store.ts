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
 * One conditional UpdateItem per write on `RATELIMIT#<subject>#<windowStart>`: ADD each
 * counter's amount (a lease of tokens, docs/decisions.md §2.6) to the subject's `count` and to
 * each share's attribute, only if every one stays within its limit. A counter asked for 0 is
 * left out of the write. A refused write counts nothing and returns the stored counts.
 */
export const dynamoCounterStore = (db: DynamoDBDocumentClient, tableName: string): CounterStore => ({
  async take({ subject, windowStart, limit, amount = 1, shares }) {
    const names: Record<string, string> = { '#entity': ENTITY_ATTRIBUTE, '#ttl': TTL_ATTRIBUTE };
    const values: Record<string, unknown> = {
      ':entity': 'RateLimitCounter',
      ':ttl': windowStart + 2 * WINDOW_SECONDS,
    };
    const adds: string[] = [];
    const conditions: string[] = [];
    // Adding n keeps a counter within its limit when it holds at most limit - n before.
    const count = (name: string, attribute: string, by: number, max: number) => {
      names[name] = attribute;
      values[`:${name.slice(1)}By`] = by;
      values[`:${name.slice(1)}Max`] = max;
      adds.push(`${name} :${name.slice(1)}By`);
      conditions.push(`(attribute_not_exists(${name}) OR ${name} <= :${name.slice(1)}Max)`);
    };
    if (amount > 0) count('#count', 'count', amount, limit - amount);
    const attributes = shares.map((share) => shareAttribute(share.name));
    shares.forEach((share, index) => {
      const by = share.amount ?? 1;
      if (by > 0) count(`#s${index}`, attributes[index]!, by, share.limit - by);
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
        count: countOf(Attributes, 'count') || amount,
        shares: attributes.map(
          (attribute, index) => countOf(Attributes, attribute) || (shares[index]!.amount ?? 1),
        ),
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
