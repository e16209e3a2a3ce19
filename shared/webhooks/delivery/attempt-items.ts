import { keys } from '../../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import { epochSeconds } from '../../util/time.ts';
import { DELIVERY_ENTITY, toDeliveryState } from './dynamo-claims.ts';
import { DUE_INDEX_REMOVE, deliveryDueShard, deliveryDueShardKey, dueIndexSet } from './due-index.ts';
import { apiStatusOf, loggedAttempt, outcomeLogFields } from './log-index.ts';
import { DELIVERY_RETENTION_SECONDS, type AttemptOutcome, type DeliveryRef } from './types.ts';

/**
 * The TransactItems that record one attempt: the delivery item's state (created by a first
 * attempt its event claimed, else updated under the attempt's claim token) with its delivery-log
 * fields, and the endpoint's deliveryStats ADD. The delivery item is the only record of an
 * attempt: the endpoint's recent attempts are read from the delivery log (docs/decisions.md §6.21).
 */
export const recordItem = (tableName: string, outcome: AttemptOutcome) =>
  outcome.claim === 'event' ? firstAttemptPut(tableName, outcome) : deliveryStateUpdate(tableName, outcome);

/**
 * Whether `old` (the delivery item a refused record write found) holds this very outcome: an
 * earlier try of the same write committed (a timed-out call the SDK sent again).
 */
export const holdsOutcome = (old: Record<string, unknown> | undefined, outcome: AttemptOutcome): boolean => {
  if (!old) return false;
  const state = toDeliveryState(old);
  return (
    state.claimToken === outcome.claimToken &&
    state.lastAttempt === outcome.ref.attempt &&
    state.status !== 'sending'
  );
};

/**
 * A first attempt claimed by its event: its outcome creates the delivery item, only if there is
 * none. Whoever writes it first owns attempt 1 (a worker that took over a stale event claim and
 * records "interrupted", or the late original sender): the other learns `lost-claim`.
 */
export const firstAttemptPut = (tableName: string, outcome: AttemptOutcome) => {
  const { ref, record } = outcome;
  const at = record.timestamp;
  const retrying = outcome.status === 'retrying' && outcome.nextAttemptAt;
  return {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.delivery(ref.deliveryId),
        [ENTITY_ATTRIBUTE]: DELIVERY_ENTITY,
        deliveryId: ref.deliveryId,
        eventId: ref.eventId,
        eventType: ref.eventType,
        webhookId: ref.webhookId,
        storeId: ref.storeId,
        mode: ref.mode,
        status: outcome.status,
        lastAttempt: ref.attempt,
        claimToken: outcome.claimToken,
        claimedAt: at,
        createdAt: at,
        updatedAt: at,
        lastResponseCode: record.responseCode,
        lastError: record.error,
        nextAttemptAt: outcome.nextAttemptAt,
        attempts: [loggedAttempt(outcome)],
        ...(outcome.payload === undefined ? {} : { payload: outcome.payload }),
        gsi1pk: keys.deliveriesOfEndpoint(ref.webhookId),
        gsi1sk: at,
        gsi2pk: keys.deliveriesOfEndpointByStatus(ref.webhookId, apiStatusOf(outcome.status)),
        gsi2sk: at,
        ...(retrying
          ? { gsi3pk: deliveryDueShardKey(deliveryDueShard(ref.deliveryId)), gsi3sk: outcome.nextAttemptAt }
          : {}),
        // The customer's deliveries, for their erasure (docs/decisions.md §3.16).
        ...(ref.customerId
          ? {
              gsi5pk: keys.deliveriesOfCustomer(ref.storeId, ref.mode, ref.customerId),
              gsi5sk: ref.deliveryId,
            }
          : {}),
        [TTL_ATTRIBUTE]: epochSeconds(new Date(at)) + DELIVERY_RETENTION_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
};

/**
 * The delivery state after the attempt; only the holder of the attempt's claim may write it.
 * A planned next attempt puts the delivery on the due index at its time; a final outcome takes
 * it off (due-index.ts).
 */
export const deliveryStateUpdate = (tableName: string, outcome: AttemptOutcome) => {
  const due =
    outcome.status === 'retrying' && outcome.nextAttemptAt
      ? dueIndexSet(outcome.ref.deliveryId, ':next')
      : undefined;
  return {
    Update: {
      TableName: tableName,
      Key: keys.delivery(outcome.ref.deliveryId),
      UpdateExpression:
        'SET #status = :status, updatedAt = :now, lastResponseCode = :code, lastError = :error, nextAttemptAt = :next, ' +
        outcomeLogFields(outcome).set +
        (due ? `, ${due.set}` : ` REMOVE ${DUE_INDEX_REMOVE}`),
      // Still `sending`: a second try of a write that committed is refused (holdsOutcome tells it).
      ConditionExpression: 'claimToken = :token AND lastAttempt = :attempt AND #status = :sending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':now': outcome.record.timestamp,
        ':code': outcome.record.responseCode,
        ':error': outcome.record.error,
        ':next': outcome.nextAttemptAt,
        ':token': outcome.claimToken,
        ':attempt': outcome.ref.attempt,
        ':sending': 'sending',
        ...outcomeLogFields(outcome).values,
        ...due?.values,
      },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
};

export interface StatsDelta {
  total: number;
  successful: number;
  failed: number;
  /** The latest success among the outcomes, else the earliest failure (auto-disable bookkeeping). */
  lastSuccessAt?: string;
  firstFailureAt?: string;
}

export const statsDelta = (outcomes: AttemptOutcome[]): StatsDelta => {
  const times = (success: boolean) =>
    outcomes
      .filter((o) => o.record.success === success)
      .map((o) => o.record.timestamp)
      .sort();
  const successes = times(true);
  const failures = times(false);
  return {
    total: outcomes.length,
    successful: successes.length,
    failed: failures.length,
    ...(successes.length > 0 ? { lastSuccessAt: successes.at(-1)! } : { firstFailureAt: failures[0]! }),
  };
};

/** ADD to the endpoint's counters; ADD on a missing item would create a stub endpoint, so require it. */
export const endpointStatsUpdate = (
  tableName: string,
  ref: Pick<DeliveryRef, 'storeId' | 'mode' | 'webhookId'>,
  delta: StatsDelta,
) => ({
  Update: {
    TableName: tableName,
    Key: keys.webhookEndpoint(ref.storeId, ref.mode, ref.webhookId),
    // A success ends a failing streak; a failure starts one unless one is running.
    UpdateExpression:
      (delta.lastSuccessAt
        ? 'SET lastSuccessAt = :at REMOVE failingSince '
        : 'SET failingSince = if_not_exists(failingSince, :at) ') +
      'ADD deliveryStats.#total :total, deliveryStats.#ok :ok, deliveryStats.#failed :failed',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#total': 'total', '#ok': 'successful', '#failed': 'failed' },
    ExpressionAttributeValues: {
      ':total': delta.total,
      ':ok': delta.successful,
      ':failed': delta.failed,
      ':at': delta.lastSuccessAt ?? delta.firstFailureAt,
    },
  },
});

export const MAX_TRANSACTION_TRIES = 8;
