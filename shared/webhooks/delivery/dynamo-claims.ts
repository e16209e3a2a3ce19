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
import type { TransactItem } from '../../db/transact.ts';
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
 * Conditional writes by group commit: the writes of concurrent requests share one transaction.
 * A refused write cancels the transaction; its reason (with the item's old state) answers that
 * request, and the others go into the next group. Persistent conflicts end in single writes.
 * Attempt claims and event claims both go this way; they differ only in their items and answers.
 */
const groupCommitConditional = <R extends { rounds: number }, T>(
  db: DynamoDBDocumentClient,
  spec: {
    keyOf: (request: R) => string;
    /** The group's transaction items, and each request's answer if it commits. */
    prepare: (group: R[]) => { items: TransactItem[]; committed: T[] };
    /** The request written on its own (it learns the old item when refused). */
    alone: (request: R) => Promise<T>;
    /** The answer of a request refused in a group, from the old item its reason carries. */
    refused: (oldItem: Record<string, unknown>) => T;
  },
): ((request: R) => Promise<T>) => {
  const alone = (request: R): Promise<GroupOutcome<T>> =>
    spec.alone(request).then(
      (done) => ({ done }),
      (error: unknown) => ({ error }),
    );

  const commit = async (group: R[]): Promise<Array<GroupOutcome<T>>> => {
    if (group.length === 1 || group.some((request) => request.rounds >= 3))
      return Promise.all(group.map(alone));
    const { items, committed } = spec.prepare(group);
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
      return committed.map((done) => ({ done }));
    } catch (error) {
      if (!isTransactionCanceled(error)) throw error;
      const reasons = error.CancellationReasons ?? [];
      if (reasons.length !== group.length) return Promise.all(group.map(alone));
      if (!reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) await conflictBackoff(1);
      return Promise.all(
        group.map(async (request, i): Promise<GroupOutcome<T>> => {
          const reason = reasons[i]!;
          if (reason.Code !== 'ConditionalCheckFailed') {
            request.rounds += 1;
            return { again: true };
          }
          // Without the old item we cannot tell why: ask again alone (it returns the item).
          if (!reason.Item) return alone(request);
          return { done: spec.refused(reason.Item as Record<string, unknown>) };
        }),
      );
    }
  };

  return groupCommit<R, T>({ maxGroup: 25, keyOf: spec.keyOf, commit });
};

/** Attempt claims by group commit: the claims of concurrent deliveries share one transaction. */
export const groupCommitClaims = (
  db: DynamoDBDocumentClient,
  tableName: string,
): ((ref: DeliveryRef, now: Date) => Promise<ClaimResult>) => {
  const submit = groupCommitConditional<ClaimRequest, ClaimResult>(db, {
    keyOf: (request) => request.ref.deliveryId,
    prepare: (group) => {
      const tokens = group.map(() => randomUUID());
      return {
        items: group.map((request, i) => ({
          Update: claimUpdate(tableName, request.ref, request.now, tokens[i]!),
        })),
        committed: tokens.map((claimToken) => ({ claimed: true, claimToken })),
      };
    },
    alone: (request) => claimAlone(db, tableName, request.ref, request.now),
    refused: (oldItem) => ({ claimed: false, state: toDeliveryState(oldItem) }),
  });
  return (ref, now) => submit({ ref, now, rounds: 0 });
};

/**
 * The event claim (docs/decisions.md §6.21): one item per event, written once, naming the
 * endpoints whose first attempts the writer may send. Refused when the event was claimed
 * before; the old item then says when and for whom. The outcomes of its first attempts are
 * written back onto it (dynamo-first-attempts.ts, docs/decisions.md §6.27), so it is listed in
 * the delivery log (gsi1, by store and mode). It keeps no payload and no personal data (the log
 * rebuilds the payload from the outbox event, which erasure redacts: §6.28), so erasure has
 * nothing to find on it.
 */
export const EVENT_CLAIM_ENTITY = 'WebhookEventClaim';

const eventClaimPut = (tableName: string, claim: EventClaim, now: Date) => ({
  TableName: tableName,
  Item: {
    ...keys.eventDeliveryClaim(claim.eventId),
    [ENTITY_ATTRIBUTE]: EVENT_CLAIM_ENTITY,
    eventId: claim.eventId,
    eventType: claim.eventType,
    storeId: claim.storeId,
    mode: claim.mode,
    webhookIds: claim.webhookIds,
    claimedAt: now.toISOString(),
    gsi1pk: keys.firstDeliveriesOfScope(claim.storeId, claim.mode),
    gsi1sk: now.toISOString(),
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

/** Event claims by group commit, as attempt claims are. */
export const groupCommitEventClaims = (
  db: DynamoDBDocumentClient,
  tableName: string,
): ((claim: EventClaim, now: Date) => Promise<EventClaimResult>) => {
  const submit = groupCommitConditional<EventClaimRequest, EventClaimResult>(db, {
    keyOf: (request) => request.claim.eventId,
    prepare: (group) => ({
      items: group.map((request) => ({ Put: eventClaimPut(tableName, request.claim, request.now) })),
      committed: group.map(() => ({ claimed: true })),
    }),
    alone: (request) => claimEventAlone(db, tableName, request.claim, request.now),
    refused: refusedEventClaim,
  });
  return (claim, now) => submit({ claim, now, rounds: 0 });
};

/**
 * Wait between tries of a delivery transaction that met a conflict: longer than the default,
 * since many deliveries to one endpoint ADD to the same stats item.
 */
export const conflictBackoff = (tries: number): Promise<void> =>
  contentionBackoff(tries, { baseDelayMs: 20, maxDelayMs: 20 * 2 ** 8 });
