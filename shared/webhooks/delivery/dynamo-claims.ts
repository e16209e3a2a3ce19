import { randomUUID } from 'node:crypto';
import {
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { keys } from '../../db/keys.ts';
import { contentionBackoff, isConditionalCheckFailed, isTransactionCanceled } from '../../db/transactions.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import { epochSeconds } from '../../util/time.ts';
import { groupCommit, type GroupOutcome } from './group-commit.ts';
import { claimLogIndex } from './log-index.ts';
import {
  DELIVERY_RETENTION_SECONDS,
  type ClaimResult,
  type DeliveryRef,
  type DeliveryState,
  type DeliveryStatus,
  type EventClaim,
  type EventClaimResult,
} from './types.ts';

/**
 * The per-attempt claim: a conditional write on keys.delivery(deliveryId) that succeeds only
 * if no attempt this far has been claimed (`attribute_not_exists(pk) OR lastAttempt < :attempt`)
 * and the delivery is not final. Whoever wins may send; everyone else learns the state.
 */
export const DELIVERY_ENTITY = 'WebhookDelivery';

export const claimUpdate = (tableName: string, ref: DeliveryRef, now: Date, claimToken: string) => ({
  TableName: tableName,
  Key: keys.delivery(ref.deliveryId),
  UpdateExpression:
    'SET #status = :sending, lastAttempt = :attempt, claimToken = :token, claimedAt = :now, updatedAt = :now, ' +
    '#entity = if_not_exists(#entity, :entity), deliveryId = :deliveryId, eventId = :eventId, ' +
    'eventType = :eventType, webhookId = :webhookId, storeId = :storeId, #mode = :mode, ' +
    'createdAt = if_not_exists(createdAt, :now), #ttl = if_not_exists(#ttl, :ttl), ' +
    claimLogIndex(ref.webhookId).set +
    (ref.customerId ? ', gsi5pk = :byCustomer, gsi5sk = :deliveryId' : ''),
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
    ...claimLogIndex(ref.webhookId).values,
    // The customer's deliveries, for their erasure (docs/decisions.md §3.16).
    ...(ref.customerId
      ? { ':byCustomer': keys.deliveriesOfCustomer(ref.storeId, ref.mode, ref.customerId) }
      : {}),
  },
  ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
});

/** Items returned on a failed condition may be in wire format even through the document client. */
export const toDeliveryState = (item: Record<string, unknown>): DeliveryState => {
  const value = (attribute: unknown): unknown => {
    if (typeof attribute === 'string' || typeof attribute === 'number' || attribute === null)
      return attribute;
    const av = attribute as { S?: string; N?: string; NULL?: boolean } | undefined;
    if (av?.NULL) return null;
    return av?.S ?? (av?.N !== undefined ? Number(av.N) : undefined);
  };
  return {
    deliveryId: value(item.deliveryId) as string,
    status: value(item.status) as DeliveryStatus,
    lastAttempt: value(item.lastAttempt) as number,
    claimToken: value(item.claimToken) as string | undefined,
    claimedAt: value(item.claimedAt) as string | undefined,
    nextAttemptAt: (value(item.nextAttemptAt) as string | null | undefined) ?? null,
  };
};

export const claimAlone = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  ref: DeliveryRef,
  now: Date,
): Promise<ClaimResult> => {
  const claimToken = randomUUID();
  try {
    await db.send(new UpdateCommand(claimUpdate(tableName, ref, now, claimToken)));
    return { claimed: true, claimToken };
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    return { claimed: false, state: error.Item ? toDeliveryState(error.Item) : undefined };
  }
};

interface ClaimRequest {
  ref: DeliveryRef;
  now: Date;
  /** Groups this claim was put back from (conflicts); after a few it goes alone. */
  rounds: number;
}

/**
 * Claims by group commit: the claims of concurrent deliveries share one transaction. A
 * refused claim cancels the transaction; its reason (with the item's old state) answers that
 * claim, and the others go into the next group. Persistent conflicts end in single claims.
 */
export const groupCommitClaims = (
  db: DynamoDBDocumentClient,
  tableName: string,
): ((ref: DeliveryRef, now: Date) => Promise<ClaimResult>) => {
  const alone = (request: ClaimRequest): Promise<GroupOutcome<ClaimResult>> =>
    claimAlone(db, tableName, request.ref, request.now).then(
      (done) => ({ done }),
      (error: unknown) => ({ error }),
    );

  const commit = async (group: ClaimRequest[]): Promise<Array<GroupOutcome<ClaimResult>>> => {
    if (group.length === 1 || group.some((request) => request.rounds >= 3))
      return Promise.all(group.map(alone));
    const tokens = group.map(() => randomUUID());
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: group.map((request, i) => ({
            Update: claimUpdate(tableName, request.ref, request.now, tokens[i]!),
          })),
        }),
      );
      return tokens.map((claimToken) => ({ done: { claimed: true, claimToken } }));
    } catch (error) {
      if (!isTransactionCanceled(error)) throw error;
      const reasons = error.CancellationReasons ?? [];
      if (reasons.length !== group.length) return Promise.all(group.map(alone));
      if (!reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) await conflictBackoff(1);
      return Promise.all(
        group.map(async (request, i): Promise<GroupOutcome<ClaimResult>> => {
          const reason = reasons[i]!;
          if (reason.Code !== 'ConditionalCheckFailed') {
            request.rounds += 1;
            return { again: true };
          }
          // Without the old item we cannot tell why: ask again alone (it returns the item).
          if (!reason.Item) return alone(request);
          return { done: { claimed: false, state: toDeliveryState(reason.Item as Record<string, unknown>) } };
        }),
      );
    }
  };

  const submit = groupCommit<ClaimRequest, ClaimResult>({
    maxGroup: 25,
    keyOf: (request) => request.ref.deliveryId,
    commit,
  });
  return (ref, now) => submit({ ref, now, rounds: 0 });
};

/**
 * The event claim (docs/decisions.md §6.21): one item per event, written once, naming the
 * endpoints whose first attempts the writer may send. Refused when the event was claimed
 * before; the old item then says when and for whom. It holds no outcome: each first attempt's
 * outcome creates its delivery item (attempt-items.ts firstAttemptPut).
 */
export const EVENT_CLAIM_ENTITY = 'WebhookEventClaim';

const eventClaimPut = (tableName: string, claim: EventClaim, now: Date) => ({
  TableName: tableName,
  Item: {
    ...keys.eventDeliveryClaim(claim.eventId),
    [ENTITY_ATTRIBUTE]: EVENT_CLAIM_ENTITY,
    eventId: claim.eventId,
    webhookIds: claim.webhookIds,
    claimedAt: now.toISOString(),
    [TTL_ATTRIBUTE]: epochSeconds(now) + DELIVERY_RETENTION_SECONDS,
  },
  ConditionExpression: 'attribute_not_exists(pk)',
  ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
});

const refusedEventClaim = (item: Record<string, unknown>): EventClaimResult => {
  const plain = (item.claimedAt as { S?: string } | string | undefined) ?? '';
  const claimedAt = typeof plain === 'string' ? plain : (plain.S ?? '');
  const ids = item.webhookIds as Array<string | { S: string }> | { L: Array<{ S: string }> } | undefined;
  const list = Array.isArray(ids) ? ids : (ids?.L ?? []);
  return {
    claimed: false,
    claimedAt,
    webhookIds: list.map((id) => (typeof id === 'string' ? id : id.S)),
  };
};

const claimEventAlone = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  claim: EventClaim,
  now: Date,
): Promise<EventClaimResult> => {
  try {
    await db.send(new PutCommand(eventClaimPut(tableName, claim, now)));
    return { claimed: true };
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
    return error.Item
      ? refusedEventClaim(error.Item as Record<string, unknown>)
      : { claimed: false, claimedAt: '', webhookIds: [] };
  }
};

interface EventClaimRequest {
  claim: EventClaim;
  now: Date;
  rounds: number;
}

/** Event claims by group commit, as groupCommitClaims does for attempt claims. */
export const groupCommitEventClaims = (
  db: DynamoDBDocumentClient,
  tableName: string,
): ((claim: EventClaim, now: Date) => Promise<EventClaimResult>) => {
  const alone = (request: EventClaimRequest): Promise<GroupOutcome<EventClaimResult>> =>
    claimEventAlone(db, tableName, request.claim, request.now).then(
      (done) => ({ done }),
      (error: unknown) => ({ error }),
    );

  const commit = async (group: EventClaimRequest[]): Promise<Array<GroupOutcome<EventClaimResult>>> => {
    if (group.length === 1 || group.some((request) => request.rounds >= 3))
      return Promise.all(group.map(alone));
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: group.map((request) => ({
            Put: eventClaimPut(tableName, request.claim, request.now),
          })),
        }),
      );
      return group.map(() => ({ done: { claimed: true } }));
    } catch (error) {
      if (!isTransactionCanceled(error)) throw error;
      const reasons = error.CancellationReasons ?? [];
      if (reasons.length !== group.length) return Promise.all(group.map(alone));
      if (!reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) await conflictBackoff(1);
      return Promise.all(
        group.map(async (request, i): Promise<GroupOutcome<EventClaimResult>> => {
          const reason = reasons[i]!;
          if (reason.Code !== 'ConditionalCheckFailed') {
            request.rounds += 1;
            return { again: true };
          }
          if (!reason.Item) return alone(request);
          return { done: refusedEventClaim(reason.Item as Record<string, unknown>) };
        }),
      );
    }
  };

  const submit = groupCommit<EventClaimRequest, EventClaimResult>({
    maxGroup: 25,
    keyOf: (request) => request.claim.eventId,
    commit,
  });
  return (claim, now) => submit({ claim, now, rounds: 0 });
};

/**
 * Wait between tries of a delivery transaction that met a conflict: longer than the default,
 * since many deliveries to one endpoint ADD to the same stats item.
 */
export const conflictBackoff = (tries: number): Promise<void> =>
  contentionBackoff(tries, { baseDelayMs: 20, maxDelayMs: 20 * 2 ** 8 });
