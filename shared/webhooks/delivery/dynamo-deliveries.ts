import { randomUUID } from 'node:crypto';
import {
  BatchGetCommand,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { keys, type Mode } from '../../db/keys.ts';
import { queryAll } from '../../db/query.ts';
import { isConditionalCheckFailed, isTransactionCanceled } from '../../db/transactions.ts';
import type { EventType } from '../../events/catalog.ts';
import type { WebhookEndpointRecord } from '../types.ts';
import {
  endpointStatsUpdate,
  holdsOutcome,
  MAX_TRANSACTION_TRIES,
  recordItem,
  statsDelta,
} from './attempt-items.ts';
import { groupCommitRecorder } from './dynamo-attempt-recorder.ts';
import { endDeliveryUpdate } from './due-index.ts';
import { conflictBackoff, groupCommitClaims, groupCommitEventClaims } from './dynamo-claims.ts';
import { firstAttemptStates, groupCommitFirstAttempts } from './dynamo-first-attempts.ts';
import type { DeliveryRecords, RoutingEndpoint } from './ports.ts';
import type { AttemptOutcome, RecordResult } from './types.ts';

/*
 * DynamoDB side of the pipeline. Items it owns:
 * - delivery state, keys.delivery(deliveryId): status + the attempt claim (the idempotency
 *   guard: one conditional write per attempt decides who may send it);
 * - event claims, keys.eventDeliveryClaim(eventId): the first attempts of an event to all its
 *   endpoints, claimed with one write (dynamo-claims.ts); their outcomes are written back onto
 *   it, one write per event, and only those that are not a success create a delivery item
 *   (dynamo-first-attempts.ts);
 * - every outcome is written with the endpoint's deliveryStats ADD in one transaction
 *   (attempt-items.ts); all these items carry a 30-day TTL.
 */

/**
 * The DynamoDB adapter. Claims and attempt records of concurrent deliveries share
 * transactions by group commit (dynamo-claims.ts, dynamo-attempt-recorder.ts): one instance per process,
 * as the wiring keeps, so that they can meet. The bench measured it against one write per
 * claim and attempt: about 5x fewer DynamoDB writes and far fewer conflicts on the endpoint's stats
 * item (docs/decisions.md §6.10). A lone item still goes out at once, alone.
 */
export const dynamoDeliveryRecords = (db: DynamoDBDocumentClient, tableName: string): DeliveryRecords => {
  const record = groupCommitRecorder(db, tableName, (outcome) => recordAttemptAlone(db, tableName, outcome));
  const claim = groupCommitClaims(db, tableName);
  const claimEvent = groupCommitEventClaims(db, tableName);
  const recordFirst = groupCommitFirstAttempts(db, tableName);
  return {
    async listRoutingEndpoints(storeId, mode) {
      const items = await queryAll(db, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.webhooks(storeId, mode), ':prefix': 'ENDPOINT#' },
        ProjectionExpression: '#id, #events, #enabled, #api, #ordering, #orderedSince, #createdAt',
        ExpressionAttributeNames: {
          '#id': 'id',
          '#events': 'events',
          '#enabled': 'isEnabled',
          '#api': 'includeApiOriginated',
          '#ordering': 'ordering',
          '#orderedSince': 'orderedSince',
          '#createdAt': 'createdAt',
        },
      });
      return items.map((item): RoutingEndpoint => ({
        id: String(item.id),
        events: (item.events ?? []) as EventType[],
        isEnabled: item.isEnabled === true,
        includeApiOriginated: item.includeApiOriginated === true,
        ordering: item.ordering === 'resource' ? 'resource' : 'none',
        ...(typeof item.orderedSince === 'string' ? { orderedSince: item.orderedSince } : {}),
        ...(typeof item.createdAt === 'string' ? { createdAt: item.createdAt } : {}),
      }));
    },

    async getEndpoint(storeId, mode, webhookId) {
      const { Item } = await db.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.webhookEndpoint(storeId, mode, webhookId),
          ConsistentRead: true,
        }),
      );
      return Item as WebhookEndpointRecord | undefined;
    },

    claimEventAttempts: claimEvent,

    firstAttemptStates: (eventId, webhookIds) => firstAttemptStates(db, tableName, eventId, webhookIds),

    claimAttempt: claim,

    async takeOverClaim(ref, staleToken, now) {
      const claimToken = randomUUID();
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.delivery(ref.deliveryId),
            UpdateExpression: 'SET claimToken = :token, claimedAt = :now, updatedAt = :now',
            ConditionExpression: 'claimToken = :stale AND lastAttempt = :attempt AND #status = :sending',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':token': claimToken,
              ':stale': staleToken,
              ':attempt': ref.attempt,
              ':sending': 'sending',
              ':now': now.toISOString(),
            },
          }),
        );
        return claimToken;
      } catch (error) {
        if (isConditionalCheckFailed(error)) return undefined;
        throw error;
      }
    },

    // A first attempt claimed by its event is recorded on the event's claim item.
    recordAttempt: async (outcome) =>
      outcome.claim === 'event' ? (await recordFirst([outcome]))[0]! : record(outcome),

    recordFirstAttempts: recordFirst,

    async markCancelled(ref, reason, now) {
      const condition = {
        expression: 'attribute_exists(pk) AND NOT (#status IN (:succeeded, :failed))',
        values: { ':succeeded': 'succeeded', ':failed': 'failed' },
      };
      try {
        await db.send(
          new UpdateCommand(
            endDeliveryUpdate(tableName, ref, { status: 'cancelled', reason, now }, condition),
          ),
        );
      } catch (error) {
        if (!isConditionalCheckFailed(error)) throw error;
      }
    },
  };
};

/**
 * Records one attempt: the delivery item (created or updated, attempt-items.ts recordItem) and
 * the endpoint stats in one transaction. Its cancellation reasons tell the cases apart: the
 * delivery item already holds this outcome (an earlier try committed), another worker owns the
 * attempt (claim lost), endpoint deleted (record without stats), or a conflict with a concurrent
 * transaction on the endpoint item (retry with jitter).
 */
export const recordAttemptAlone = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  outcome: AttemptOutcome,
): Promise<RecordResult> => {
  const state = recordItem(tableName, outcome);
  const stats = endpointStatsUpdate(tableName, outcome.ref, statsDelta([outcome]));
  let withStats = true;
  for (let tries = 1; ; tries++) {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: withStats ? [state, stats] : [state] }));
      return withStats ? 'recorded' : 'endpoint-gone';
    } catch (error) {
      if (!isTransactionCanceled(error)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const [stateReason, statsReason] = reasons;
      if (stateReason?.Code === 'ConditionalCheckFailed') {
        const old = stateReason.Item as Record<string, unknown> | undefined;
        return holdsOutcome(old, outcome) ? (withStats ? 'recorded' : 'endpoint-gone') : 'lost-claim';
      }
      if (statsReason?.Code === 'ConditionalCheckFailed') {
        withStats = false;
        continue;
      }
      if (tries >= MAX_TRANSACTION_TRIES) throw error;
      await conflictBackoff(tries);
    }
  }
};

export interface EndpointKey {
  storeId: string;
  mode: Mode;
  webhookId: string;
}

const endpointKeyString = (key: EndpointKey) => `${key.storeId}#${key.mode}#${key.webhookId}`;

/**
 * Consistent reads of several endpoints in one BatchGetItem (at most 100 keys; unprocessed
 * keys are asked again). Returns the records by `storeId#mode#webhookId`.
 */
export const batchGetEndpoints = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  endpointKeys: EndpointKey[],
): Promise<Map<string, WebhookEndpointRecord>> => {
  const found = new Map<string, WebhookEndpointRecord>();
  const unique = [...new Map(endpointKeys.map((key) => [endpointKeyString(key), key])).values()];
  for (let i = 0; i < unique.length; i += 100) {
    let request:
      Record<string, { Keys: Array<Record<string, unknown>>; ConsistentRead: boolean }> | undefined = {
      [tableName]: {
        Keys: unique
          .slice(i, i + 100)
          .map((key) => keys.webhookEndpoint(key.storeId, key.mode, key.webhookId)),
        ConsistentRead: true,
      },
    };
    for (let round = 0; request && Object.keys(request).length > 0; round++) {
      if (round > 0) await conflictBackoff(round);
      const output = await db.send(new BatchGetCommand({ RequestItems: request }));
      for (const item of output.Responses?.[tableName] ?? []) {
        const record = item as WebhookEndpointRecord;
        found.set(
          endpointKeyString({ storeId: record.storeId, mode: record.mode, webhookId: record.id }),
          record,
        );
      }
      request = output.UnprocessedKeys as typeof request;
    }
  }
  return found;
};

/**
 * getEndpoint for ONE consumer invocation: the reads its messages start in the same turn
 * of the event loop go out as one BatchGetItem, and each endpoint is read once per batch.
 * A new invocation reads afresh, so updates, disabling and rotation apply to every batch
 * received after them.
 */
export const batchedEndpointReads = (
  read: (endpointKeys: EndpointKey[]) => Promise<Map<string, WebhookEndpointRecord>>,
): DeliveryRecords['getEndpoint'] => {
  const results = new Map<string, Promise<WebhookEndpointRecord | undefined>>();
  let waiting: Array<{
    key: EndpointKey;
    resolve: (r: WebhookEndpointRecord | undefined) => void;
    reject: (e: unknown) => void;
  }> = [];
  const flush = () => {
    const batch = waiting;
    waiting = [];
    read(batch.map((entry) => entry.key)).then(
      (found) => batch.forEach((entry) => entry.resolve(found.get(endpointKeyString(entry.key)))),
      (error: unknown) => batch.forEach((entry) => entry.reject(error)),
    );
  };
  return (storeId, mode, webhookId) => {
    const key = { storeId, mode, webhookId };
    const id = endpointKeyString(key);
    if (!results.has(id)) {
      results.set(
        id,
        new Promise((resolve, reject) => {
          if (waiting.length === 0) setImmediate(flush);
          waiting.push({ key, resolve, reject });
        }),
      );
    }
    return results.get(id)!;
  };
};
