import { keys } from '../../db/keys.ts';
import type { AttemptOutcome, DeliveryStatus } from './types.ts';

/**
 * What the delivery log adds to the pipeline's delivery items (docs/data-model.md "Webhook
 * delivery"): index keys so "deliveries of an endpoint, newest first, optionally by status"
 * is one Query (gsi1: all; gsi2: by API status, moved at every status change), the exact
 * payload sent, and the attempts with their response bodies. Kept here so the claim and
 * outcome writes only gain a few SET clauses.
 */
export type ApiDeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** sending/retrying are pending; a delivery dropped for a deleted/disabled endpoint counts as failed. */
export const apiStatusOf = (status: DeliveryStatus): ApiDeliveryStatus =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'cancelled' ? 'failed' : 'pending';

/** SET clauses for the claim (a pending delivery); `:now` is the claim time, kept as the sort key. */
export const claimLogIndex = (webhookId: string) => ({
  set: 'gsi1pk = :byEndpoint, gsi1sk = if_not_exists(gsi1sk, :now), gsi2pk = :byStatus, gsi2sk = if_not_exists(gsi2sk, :now)',
  values: {
    ':byEndpoint': keys.deliveriesOfEndpoint(webhookId),
    ':byStatus': keys.deliveriesOfEndpointByStatus(webhookId, 'pending'),
  },
});

/**
 * Attempts up to this number keep their response body (up to 4 KiB) in the delivery item's
 * list; later ones keep it only while they are the latest (`lastResponseBody`). A delivery sent
 * again and again (retries, manual retries, recoveries) thus stays far below DynamoDB's 400 KB
 * item limit, where writing its next attempt would fail and leave it stuck.
 */
export const ATTEMPTS_WITH_BODY = 25;

/** The attempt as the delivery item lists it (with the response body, which the attempt item omits). */
export const loggedAttempt = (outcome: AttemptOutcome) => ({
  attempt: outcome.record.attempt,
  timestamp: outcome.record.timestamp,
  responseCode: outcome.record.responseCode,
  success: outcome.record.success,
  durationMs: outcome.record.durationMs,
  error: outcome.record.error,
  errorClass: outcome.record.errorClass ?? null,
  responseBody: outcome.record.attempt <= ATTEMPTS_WITH_BODY ? (outcome.record.responseBody ?? null) : null,
  ...(outcome.record.resend ? { resend: true } : {}),
});

/** SET clauses for the outcome: status index, the attempt appended, the payload kept once. */
export const outcomeLogFields = (outcome: AttemptOutcome) => ({
  set:
    'gsi2pk = :byStatus, attempts = list_append(if_not_exists(attempts, :noAttempts), :thisAttempt)' +
    (outcome.payload === undefined ? '' : ', payload = if_not_exists(payload, :payload)') +
    (outcome.record.attempt > ATTEMPTS_WITH_BODY ? ', lastResponseBody = :lastResponseBody' : ''),
  values: {
    ':byStatus': keys.deliveriesOfEndpointByStatus(outcome.ref.webhookId, apiStatusOf(outcome.status)),
    ':noAttempts': [],
    ':thisAttempt': [loggedAttempt(outcome)],
    ...(outcome.payload === undefined ? {} : { ':payload': outcome.payload }),
    ...(outcome.record.attempt > ATTEMPTS_WITH_BODY
      ? { ':lastResponseBody': outcome.record.responseBody ?? null }
      : {}),
  },
});
