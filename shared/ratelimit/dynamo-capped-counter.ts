import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface CappedCount {
  tableName: string;
  key: { pk: string; sk: string };
  entity: string;
  /** The attribute holding the count (`sends`, `failures`). */
  attribute: string;
  cap: number;
  /** TTL of the counter item (epoch seconds): some time after its window closes. */
  expiresAt: number;
}

/**
 * Adds one to a counter unless it already holds `cap`; refused as ConditionalCheckFailed, so
 * inside a transaction a capped counter refuses the whole write and counts nowhere. The OTP
 * send caps and the local sign-in lockout count this way.
 */
export const countUnderCap = ({
  tableName,
  key,
  entity,
  attribute,
  cap,
  expiresAt,
}: CappedCount): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: key,
    UpdateExpression: 'ADD #count :one SET #entity = :entity, #ttl = :ttl',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :cap',
    ExpressionAttributeNames: { '#count': attribute, '#entity': ENTITY_ATTRIBUTE, '#ttl': TTL_ATTRIBUTE },
    ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':entity': entity, ':ttl': expiresAt },
  },
});

/** Takes back one count made by `countUnderCap` (a try that turned out not to count). */
export const uncount = ({
  tableName,
  key,
  attribute,
}: Pick<CappedCount, 'tableName' | 'key' | 'attribute'>): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: key,
    UpdateExpression: 'ADD #count :minusOne',
    ConditionExpression: 'attribute_exists(#count)',
    ExpressionAttributeNames: { '#count': attribute },
    ExpressionAttributeValues: { ':minusOne': -1 },
  },
});
