import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import { newId } from '../util/ids.ts';
import { epochSeconds } from '../util/time.ts';
import {
  IDEMPOTENCY_ENTITY,
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_TTL_SECONDS,
  type ClaimResult,
  type IdempotencyRecord,
  type StoredOutcome,
} from './types.ts';
import type { IdempotencyScope, IdempotencyStore } from './ports.ts';

const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

const MAX_CLAIM_ROUNDS = 5;

/**
 * Claims are conditional writes, so of two concurrent requests with the same key exactly one
 * does the work; the other sees the record and is answered from it.
 */
export const dynamoIdempotencyStore = (db: DynamoDBDocumentClient, tableName: string): IdempotencyStore => {
  const keyOf = (scope: IdempotencyScope) =>
    keys.idempotency(scope.storeId, scope.mode, `${scope.principal}#${scope.key}`);

  const read = async (scope: IdempotencyScope): Promise<IdempotencyRecord | undefined> => {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: keyOf(scope), ConsistentRead: true }),
    );
    return Item as IdempotencyRecord | undefined;
  };

  return {
    read,

    async claim(scope: IdempotencyScope, fingerprint: string, now: Date): Promise<ClaimResult> {
      for (let round = 0; round < MAX_CLAIM_ROUNDS; round++) {
        const record: IdempotencyRecord = {
          fingerprint,
          state: 'InProgress',
          lockedUntil: now.getTime() + IDEMPOTENCY_LEASE_MS,
          resourceId: newId(),
          createdAt: now.toISOString(),
          expiresAt: epochSeconds(now) + IDEMPOTENCY_TTL_SECONDS,
        };
        try {
          await db.send(
            new PutCommand({
              TableName: tableName,
              Item: { ...keyOf(scope), [ENTITY_ATTRIBUTE]: IDEMPOTENCY_ENTITY, ...record },
              // An expired record may linger after its TTL: it counts as absent.
              ConditionExpression: 'attribute_not_exists(pk) OR #ttl < :now',
              ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
              ExpressionAttributeValues: { ':now': epochSeconds(now) },
            }),
          );
          return { kind: 'claimed', resourceId: record.resourceId };
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
        const existing = await read(scope);
        if (!existing || existing.expiresAt < epochSeconds(now)) continue;
        if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
        if (existing.state === 'Completed' && existing.outcome)
          return { kind: 'replay', outcome: existing.outcome };
        if (existing.state === 'InProgress' && existing.lockedUntil > now.getTime())
          return { kind: 'in-progress' };
        // Failed, or a claim whose request died: take it over, keeping its resource id.
        try {
          await db.send(
            new UpdateCommand({
              TableName: tableName,
              Key: keyOf(scope),
              UpdateExpression: 'SET #state = :inProgress, lockedUntil = :until',
              ConditionExpression: '#state = :seenState AND lockedUntil = :seenLock',
              ExpressionAttributeNames: { '#state': 'state' },
              ExpressionAttributeValues: {
                ':inProgress': 'InProgress',
                ':until': now.getTime() + IDEMPOTENCY_LEASE_MS,
                ':seenState': existing.state,
                ':seenLock': existing.lockedUntil,
              },
            }),
          );
          return { kind: 'claimed', resourceId: existing.resourceId };
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      // Only reachable while other requests keep flipping the record: treat as in progress.
      return { kind: 'in-progress' };
    },

    async complete(scope: IdempotencyScope, outcome: StoredOutcome): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keyOf(scope),
          UpdateExpression: 'SET #state = :completed, outcome = :outcome',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':completed': 'Completed', ':outcome': outcome },
        }),
      );
    },

    /** The work failed unexpectedly: a retry with the same key may run it again (same resource id). */
    async release(scope: IdempotencyScope): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keyOf(scope),
          UpdateExpression: 'SET #state = :failed, lockedUntil = :zero',
          ConditionExpression: '#state = :inProgress',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':failed': 'Failed', ':zero': 0, ':inProgress': 'InProgress' },
        }),
      );
    },
  };
};
