import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { keys, type Mode } from '../../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import type { EventType } from '../../events/catalog.ts';
import { epochSeconds } from '../../util/time.ts';
import type { DeliveryAttemptRecord, WebhookEndpointRecord } from '../types.ts';

/**
 * DynamoDB side of the pipeline. Items it owns:
 * - delivery state, keys.delivery(deliveryId): status + the attempt claim (the idempotency
 *   guard: one conditional write per attempt decides who may send it);
 * - attempt records under keys.deliveryAttempts(webhookId), sk `ATTEMPT#<iso time>#<deliveryId>#<attempt>`
 *   so "recent deliveries" is a Query with ScanIndexForward=false; both with a 30-day TTL.
 * It also ADDs to the endpoint's deliveryStats (in the same transaction as the attempt record).
 */
export const DELIVERY_ENTITY = 'WebhookDelivery';
export const DELIVERY_ATTEMPT_ENTITY = 'WebhookDeliveryAttempt';
export const DELIVERY_RETENTION_SECONDS = 30 * 24 * 3600;
export const ATTEMPT_SK_PREFIX = 'ATTEMPT#';

export type DeliveryStatus = 'sending' | 'retrying' | 'succeeded' | 'failed' | 'cancelled';

export interface DeliveryState {
  deliveryId: string;
  status: DeliveryStatus;
  lastAttempt: number;
  claimToken?: string;
  claimedAt?: string;
  nextAttemptAt?: string | null;
}

/** What the router needs of an endpoint (no secret is read for routing). */
export interface RoutingEndpoint {
  id: string;
  events: EventType[];
  isEnabled: boolean;
  includeApiOriginated: boolean;
}

export interface DeliveryRef {
  deliveryId: string;
  eventId: string;
  eventType: EventType;
  webhookId: string;
  storeId: string;
  mode: Mode;
  attempt: number;
}

export type ClaimResult =
  { claimed: true; claimToken: string } | { claimed: false; state: DeliveryState | undefined };

export interface AttemptOutcome {
  ref: DeliveryRef;
  claimToken: string;
  record: DeliveryAttemptRecord;
  /** Status after this attempt: succeeded, retrying (next attempt planned) or failed (last one). */
  status: 'succeeded' | 'retrying' | 'failed';
  nextAttemptAt: string | null;
}

/** recorded: all written; endpoint-gone: attempt + state written, stats skipped; lost-claim: nothing written. */
export type RecordResult = 'recorded' | 'endpoint-gone' | 'lost-claim';

export interface DeliveryRecords {
  listRoutingEndpoints(storeId: string, mode: Mode): Promise<RoutingEndpoint[]>;
  getEndpoint(storeId: string, mode: Mode, webhookId: string): Promise<WebhookEndpointRecord | undefined>;
  /** Claims `ref.attempt` unless it (or a later one) was claimed or the delivery is final. */
  claimAttempt(ref: DeliveryRef, now: Date): Promise<ClaimResult>;
  /** Takes over a claim whose worker vanished (the attempt's outcome is unknown). */
  takeOverClaim(ref: DeliveryRef, staleToken: string, now: Date): Promise<string | undefined>;
  recordAttempt(outcome: AttemptOutcome): Promise<RecordResult>;
  /** Best effort: the endpoint was deleted/disabled before this attempt (kept for investigation). */
  markCancelled(ref: DeliveryRef, reason: string, now: Date): Promise<void>;
}

export const attemptSortKey = (
  record: Pick<DeliveryAttemptRecord, 'timestamp' | 'deliveryId' | 'attempt'>,
): string =>
  `${ATTEMPT_SK_PREFIX}${record.timestamp}#${record.deliveryId}#${String(record.attempt).padStart(2, '0')}`;

const MAX_TRANSACTION_TRIES = 8;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cancellationCodes = (error: TransactionCanceledException): string[] =>
  (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');

export const dynamoDeliveryRecords = (db: DynamoDBDocumentClient, tableName: string): DeliveryRecords => ({
  async listRoutingEndpoints(storeId, mode) {
    const endpoints: RoutingEndpoint[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': keys.webhooks(storeId, mode), ':prefix': 'ENDPOINT#' },
          ProjectionExpression: '#id, #events, #enabled, #api',
          ExpressionAttributeNames: {
            '#id': 'id',
            '#events': 'events',
            '#enabled': 'isEnabled',
            '#api': 'includeApiOriginated',
          },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) {
        endpoints.push({
          id: String(item.id),
          events: (item.events ?? []) as EventType[],
          isEnabled: item.isEnabled === true,
          includeApiOriginated: item.includeApiOriginated === true,
        });
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return endpoints;
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

  async claimAttempt(ref, now) {
    const claimToken = randomUUID();
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.delivery(ref.deliveryId),
          UpdateExpression:
            'SET #status = :sending, lastAttempt = :attempt, claimToken = :token, claimedAt = :now, updatedAt = :now, ' +
            '#entity = if_not_exists(#entity, :entity), deliveryId = :deliveryId, eventId = :eventId, ' +
            'eventType = :eventType, webhookId = :webhookId, storeId = :storeId, #mode = :mode, ' +
            'createdAt = if_not_exists(createdAt, :now), #ttl = if_not_exists(#ttl, :ttl)',
          ConditionExpression:
            'attribute_not_exists(pk) OR (lastAttempt < :attempt AND NOT (#status IN (:succeeded, :failed, :cancelled)))',
          ExpressionAttributeNames: {
            '#status': 'status',
            '#entity': ENTITY_ATTRIBUTE,
            '#mode': 'mode',
            '#ttl': TTL_ATTRIBUTE,
          },
          ExpressionAttributeValues: {
            ':sending': 'sending',
            ':succeeded': 'succeeded',
            ':failed': 'failed',
            ':cancelled': 'cancelled',
            ':attempt': ref.attempt,
            ':token': claimToken,
            ':now': now.toISOString(),
            ':entity': DELIVERY_ENTITY,
            ':deliveryId': ref.deliveryId,
            ':eventId': ref.eventId,
            ':eventType': ref.eventType,
            ':webhookId': ref.webhookId,
            ':storeId': ref.storeId,
            ':mode': ref.mode,
            ':ttl': epochSeconds(now) + DELIVERY_RETENTION_SECONDS,
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return { claimed: true, claimToken };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      return {
        claimed: false,
        state: error.Item ? (unmarshallState(error.Item) as DeliveryState) : undefined,
      };
    }
  },

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
      if (error instanceof ConditionalCheckFailedException) return undefined;
      throw error;
    }
  },

  async recordAttempt(outcome) {
    const { ref, record } = outcome;
    const expiresAt = epochSeconds(new Date(record.timestamp)) + DELIVERY_RETENTION_SECONDS;
    const attemptPut = {
      Put: {
        TableName: tableName,
        Item: {
          pk: keys.deliveryAttempts(ref.webhookId),
          sk: attemptSortKey(record),
          [ENTITY_ATTRIBUTE]: DELIVERY_ATTEMPT_ENTITY,
          webhookId: ref.webhookId,
          ...record,
          [TTL_ATTRIBUTE]: expiresAt,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
    const stateUpdate = {
      Update: {
        TableName: tableName,
        Key: keys.delivery(ref.deliveryId),
        UpdateExpression:
          'SET #status = :status, updatedAt = :now, lastResponseCode = :code, lastError = :error, nextAttemptAt = :next',
        ConditionExpression: 'claimToken = :token AND lastAttempt = :attempt',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': outcome.status,
          ':now': record.timestamp,
          ':code': record.responseCode,
          ':error': record.error,
          ':next': outcome.nextAttemptAt,
          ':token': outcome.claimToken,
          ':attempt': ref.attempt,
        },
      },
    };
    // ADD on a missing item would create a stub endpoint: require it to exist.
    const statsUpdate = {
      Update: {
        TableName: tableName,
        Key: keys.webhookEndpoint(ref.storeId, ref.mode, ref.webhookId),
        UpdateExpression:
          'ADD deliveryStats.#total :one, deliveryStats.#ok :ok, deliveryStats.#failed :failed',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#total': 'total', '#ok': 'successful', '#failed': 'failed' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':ok': record.success ? 1 : 0,
          ':failed': record.success ? 0 : 1,
        },
      },
    };
    let withStats = true;
    for (let tries = 1; ; tries++) {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: withStats ? [attemptPut, stateUpdate, statsUpdate] : [attemptPut, stateUpdate],
          }),
        );
        return withStats ? 'recorded' : 'endpoint-gone';
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const [attemptCode, stateCode, statsCode] = cancellationCodes(error);
        // A retry after an ambiguous commit finds its own attempt item: it was recorded.
        if (attemptCode === 'ConditionalCheckFailed') return withStats ? 'recorded' : 'endpoint-gone';
        if (stateCode === 'ConditionalCheckFailed') return 'lost-claim';
        if (statsCode === 'ConditionalCheckFailed') {
          withStats = false;
          continue;
        }
        // TransactionConflict: concurrent attempts of the same endpoint update its stats item.
        if (tries >= MAX_TRANSACTION_TRIES) throw error;
        await pause(Math.random() * 20 * 2 ** tries);
      }
    }
  },

  async markCancelled(ref, reason, now) {
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.delivery(ref.deliveryId),
          UpdateExpression:
            'SET #status = :cancelled, lastError = :reason, updatedAt = :now, nextAttemptAt = :null',
          ConditionExpression: 'attribute_exists(pk) AND NOT (#status IN (:succeeded, :failed))',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':cancelled': 'cancelled',
            ':reason': reason,
            ':now': now.toISOString(),
            ':null': null,
            ':succeeded': 'succeeded',
            ':failed': 'failed',
          },
        }),
      );
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  },
});

/** ReturnValuesOnConditionCheckFailure's item may come back in wire format even through the document client. */
const unmarshallState = (item: Record<string, unknown>): Partial<DeliveryState> => {
  const value = (attribute: unknown): unknown => {
    if (typeof attribute === 'string' || typeof attribute === 'number') return attribute;
    const av = attribute as { S?: string; N?: string } | undefined;
    return av?.S ?? (av?.N !== undefined ? Number(av.N) : undefined);
  };
  return {
    deliveryId: value(item.deliveryId) as string,
    status: value(item.status) as DeliveryStatus,
    lastAttempt: value(item.lastAttempt) as number,
    claimToken: value(item.claimToken) as string | undefined,
    claimedAt: value(item.claimedAt) as string | undefined,
    nextAttemptAt: (value(item.nextAttemptAt) as string | undefined) ?? null,
  };
};
