import { contentionBackoff } from '../../db/transactions.ts';
import { keys } from '../../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import { epochSeconds } from '../../util/time.ts';
import type { DeliveryAttemptRecord } from '../types.ts';
import { DUE_INDEX_REMOVE, dueIndexSet } from './due-index.ts';
import { outcomeLogFields } from './log-index.ts';
import { DELIVERY_RETENTION_SECONDS, type AttemptOutcome, type DeliveryRef } from './types.ts';

/**
 * The TransactItems that record one attempt: the attempt item (under
 * keys.deliveryAttempts(webhookId), sk `ATTEMPT#<iso time>#<deliveryId>#<attempt>`, so
 * "recent deliveries" is a Query with ScanIndexForward=false), the delivery-state update
 * guarded by the attempt's claim token, and the endpoint's deliveryStats ADD.
 */
export const DELIVERY_ATTEMPT_ENTITY = 'WebhookDeliveryAttempt';
export const ATTEMPT_SK_PREFIX = 'ATTEMPT#';

export const attemptSortKey = (
  record: Pick<DeliveryAttemptRecord, 'timestamp' | 'deliveryId' | 'attempt'>,
): string =>
  `${ATTEMPT_SK_PREFIX}${record.timestamp}#${record.deliveryId}#${String(record.attempt).padStart(2, '0')}`;

/** The attempt item: conditional, so re-sending the same record after an unclear commit is detected. */
export const attemptPut = (tableName: string, outcome: AttemptOutcome) => ({
  Put: {
    TableName: tableName,
    Item: {
      pk: keys.deliveryAttempts(outcome.ref.webhookId),
      sk: attemptSortKey(outcome.record),
      [ENTITY_ATTRIBUTE]: DELIVERY_ATTEMPT_ENTITY,
      webhookId: outcome.ref.webhookId,
      ...outcome.record,
      // The response body lives on the delivery item only (its attempt list).
      responseBody: undefined,
      [TTL_ATTRIBUTE]: epochSeconds(new Date(outcome.record.timestamp)) + DELIVERY_RETENTION_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

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
      ConditionExpression: 'claimToken = :token AND lastAttempt = :attempt',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': outcome.status,
        ':now': outcome.record.timestamp,
        ':code': outcome.record.responseCode,
        ':error': outcome.record.error,
        ':next': outcome.nextAttemptAt,
        ':token': outcome.claimToken,
        ':attempt': outcome.ref.attempt,
        ...outcomeLogFields(outcome).values,
        ...due?.values,
      },
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

/**
 * Wait between tries of a delivery transaction that met a conflict: longer than the default,
 * since many deliveries to one endpoint ADD to the same stats item.
 */
export const conflictBackoff = (tries: number): Promise<void> =>
  contentionBackoff(tries, { baseDelayMs: 20, maxDelayMs: 20 * 2 ** 8 });
