import { buildEnvelope, serializeEnvelope } from '../../events/envelope.ts';
import { logger } from '../../logger.ts';
import {
  recordDeliveryAttempt,
  recordDeliveryExhausted,
  recordEndpointAutoDisabled,
} from '../../observability.ts';
import { sendAllOrThrow, type WebhookQueue } from '../../queue/ports.ts';
import { scheduleNameFor, type OneTimeScheduler } from '../../scheduler/ports.ts';
import type { Clock } from '../../util/time.ts';
import { erasedOutboxRecord, type ErasedCustomers } from '../erasure.ts';
import { destinationOf, type DeliveryAttemptRecord } from '../types.ts';
import { errorClassFromMessage } from './attempt-errors.ts';
import { serializeDeliveryMessage, type DeliveryMessage } from './messages.ts';
import { shouldAutoDisable, type EndpointAutoDisabler } from './auto-disable.ts';
import type { DeliveryRateLimiter } from './rate-limit.ts';
import type { DeliveryRecords, DeliveryRef, DeliveryState } from './ports.ts';
import { MAX_SQS_DELAY_SECONDS, nextAttemptAfterFailure } from './retry-policy.ts';
import type { WebhookAttemptInput, WebhookAttemptResult } from './sender.ts';

/**
 * One delivery attempt from a queue message (the use case behind functions/webhook-delivery):
 * 1. load the endpoint fresh: deleted, disabled or no longer subscribed -> drop, nothing sent;
 * 2. claim the attempt with a conditional write (a message received twice sends once);
 *    an endpoint with a `rateLimit` first books its send slot (full: the message comes back later);
 * 3. send (at the booked slot), signed with the endpoint's CURRENT secret (rotation applies to the next send);
 * 4. record the attempt + ADD the endpoint's stats in one transaction;
 * 5. on failure plan the next attempt (SQS delay <= 15 min, else a one-time schedule), or
 *    mark the delivery failed after the last one.
 * An HTTP failure is a normal outcome; only unexpected errors throw (the SQS message then
 * fails and is retried by the queue, and every step above is safe to repeat).
 */
export interface DeliveryConsumerDeps {
  records: DeliveryRecords;
  sender: { send(input: WebhookAttemptInput): Promise<WebhookAttemptResult> };
  queue: WebhookQueue;
  scheduler: OneTimeScheduler;
  retryDelaysSeconds: readonly number[];
  /** A claim older than this whose worker never recorded is taken over (see below). */
  staleClaimMs: number;
  /** Spaces the sends of an endpoint with a `rateLimit` across all processes (rate-limit.ts). */
  rateLimiter: DeliveryRateLimiter;
  /** Disables an endpoint whose failures met the auto-disable rule (auto-disable.ts). */
  autoDisable: EndpointAutoDisabler;
  /** Whether the customer an event names was erased: then its redacted body is sent (docs/decisions.md §3.16). */
  erasedCustomers?: ErasedCustomers;
  clock: Clock;
}

export type DeliveryOutcome =
  | 'succeeded'
  | 'retry-scheduled'
  | 'failed'
  | 'dropped-endpoint-deleted'
  | 'dropped-endpoint-disabled'
  | 'dropped-not-subscribed'
  | 'duplicate'
  | 'next-attempt-rescheduled'
  | 'lost-claim'
  | 'rate-limited';

/** Another worker holds a fresh claim on this attempt: let the queue bring the message back later. */
export class DeliveryInFlightError extends Error {
  override readonly name = 'DeliveryInFlightError';
}

/** Recorded for an attempt whose worker died between claim and record: it is never resent. */
export const INTERRUPTED_ATTEMPT_ERROR = 'attempt interrupted before its outcome was recorded; not resent';

const refOf = (message: DeliveryMessage): DeliveryRef => ({
  deliveryId: message.deliveryId,
  eventId: message.eventId,
  eventType: message.event.type,
  webhookId: message.webhookId,
  storeId: message.storeId,
  mode: message.mode,
  attempt: message.attempt,
  customerId: message.event.customerId,
});

/**
 * The message as it may be sent now: a message carries its event as written, so a retry (or a
 * first attempt still queued) of an erased customer's event is redacted here, and so are the
 * payload the delivery keeps and the messages of its later attempts.
 */
const asSendable = async (message: DeliveryMessage, deps: DeliveryConsumerDeps): Promise<DeliveryMessage> => {
  const customerId = message.event.customerId;
  if (!customerId || !deps.erasedCustomers) return message;
  if (!(await deps.erasedCustomers.isErased(message.storeId, message.mode, customerId))) return message;
  return { ...message, event: erasedOutboxRecord(message.event) };
};

export const processDeliveryMessage = async (
  message: DeliveryMessage,
  deps: DeliveryConsumerDeps,
): Promise<DeliveryOutcome> => {
  const ref = refOf(message);
  const endpoint = await deps.records.getEndpoint(message.storeId, message.mode, message.webhookId);
  const dropped: DeliveryOutcome | undefined = !endpoint
    ? 'dropped-endpoint-deleted'
    : !endpoint.isEnabled
      ? 'dropped-endpoint-disabled'
      : !endpoint.events.includes(message.event.type)
        ? 'dropped-not-subscribed'
        : undefined;
  if (dropped || !endpoint) {
    await deps.records.markCancelled(ref, dropped!, deps.clock.now());
    return dropped!;
  }

  // Booked before the claim: a full endpoint leaves no trace (no claim, no attempt) and the
  // same attempt comes back when a slot may be free. A duplicate message may book a slot it
  // does not use, which only widens the spacing.
  const rateLimit = endpoint.rateLimit ?? undefined;
  const booking = rateLimit ? await deps.rateLimiter.book(endpoint.id, rateLimit) : undefined;
  if (booking?.kind === 'full') {
    const notBefore = deps.clock.now().getTime() + 1000; // SQS delays are whole seconds
    await enqueueAttempt(message, message.attempt, new Date(Math.max(booking.retryAt, notBefore)), deps);
    return 'rate-limited';
  }
  // Before the claim: a failed read leaves no claim behind to wait for.
  const sendable = await asSendable(message, deps);
  const claim = await deps.records.claimAttempt(ref, deps.clock.now());
  if (!claim.claimed) return handleUnclaimed(message, claim.state, deps);
  if (booking && rateLimit) await deps.rateLimiter.waitForSlot(endpoint.id, rateLimit, booking.slotAt);

  const sentAt = deps.clock.now();
  // Built and serialised once: the bytes signed and sent are the payload the log keeps.
  const envelope = buildEnvelope(sendable.event);
  const rawBody = serializeEnvelope(envelope);
  const result = await deps.sender.send({
    endpoint,
    envelope,
    rawBody,
    deliveryId: message.deliveryId,
    attempt: message.attempt,
    now: sentAt,
  });
  const outcome = await finishAttempt(sendable, claim.claimToken, result, sentAt, deps, {
    url: destinationOf(endpoint),
    payload: rawBody,
  });
  // Only a failure this worker recorded counts (a lost claim's outcome belongs to another worker).
  if (
    !result.success &&
    outcome !== 'lost-claim' &&
    shouldAutoDisable(endpoint, deps.clock.now(), deps.autoDisable.afterSeconds) &&
    (await deps.autoDisable.disable(endpoint, deps.clock.now()))
  ) {
    recordEndpointAutoDisabled();
    logger.warn('Webhook endpoint disabled after days of failed deliveries', {
      webhookId: endpoint.id,
      storeId: endpoint.storeId,
    });
  }
  return outcome;
};

/**
 * The claim was refused. Either a duplicate (drop), or a state an interrupted worker left:
 * - `retrying` at this attempt: the attempt was recorded but the next one may not have been
 *   enqueued; enqueue it again (duplicates of it are refused by its own claim);
 * - `sending` at this attempt with a stale claim: the worker died after claiming. Whether
 *   the receiver got it is unknown; sending again could duplicate the attempt, so record it
 *   as failed (without sending) and move on to the next attempt.
 */
const handleUnclaimed = async (
  message: DeliveryMessage,
  state: DeliveryState | undefined,
  deps: DeliveryConsumerDeps,
): Promise<DeliveryOutcome> => {
  if (!state || state.lastAttempt !== message.attempt) return 'duplicate';
  const now = deps.clock.now();
  if (state.status === 'retrying') {
    const dueAt = state.nextAttemptAt ? new Date(state.nextAttemptAt) : now;
    await enqueueAttempt(message, message.attempt + 1, dueAt, deps);
    return 'next-attempt-rescheduled';
  }
  if (state.status !== 'sending') return 'duplicate';
  const claimedAt = state.claimedAt ? Date.parse(state.claimedAt) : 0;
  if (now.getTime() - claimedAt < deps.staleClaimMs || !state.claimToken) {
    throw new DeliveryInFlightError(
      `delivery ${message.deliveryId} attempt ${message.attempt} is being sent`,
    );
  }
  const token = await deps.records.takeOverClaim(refOf(message), state.claimToken, now);
  if (!token)
    throw new DeliveryInFlightError(
      `delivery ${message.deliveryId} attempt ${message.attempt} was taken over`,
    );
  const unknown: WebhookAttemptResult = {
    success: false,
    responseCode: null,
    durationMs: 0,
    error: INTERRUPTED_ATTEMPT_ERROR,
  };
  return finishAttempt(message, token, unknown, now, deps);
};

const finishAttempt = async (
  message: DeliveryMessage,
  claimToken: string,
  result: WebhookAttemptResult,
  sentAt: Date,
  deps: DeliveryConsumerDeps,
  sent?: { url: string; payload: string },
): Promise<DeliveryOutcome> => {
  const next = result.success ? undefined : nextAttemptAfterFailure(message.attempt, deps.retryDelaysSeconds);
  const retry = next && next.kind !== 'none' ? next : undefined;
  const finishedAt = deps.clock.now();
  const dueAt = retry ? new Date(finishedAt.getTime() + retry.delaySeconds * 1000) : undefined;
  const record: DeliveryAttemptRecord = {
    deliveryId: message.deliveryId,
    eventId: message.eventId,
    eventType: message.event.type,
    attempt: message.attempt,
    timestamp: sentAt.toISOString(),
    responseCode: result.responseCode,
    success: result.success,
    durationMs: result.durationMs,
    error: result.error,
    errorClass: result.errorClass ?? errorClassFromMessage(result.error),
    responseBody: result.responseBody ?? null,
  };
  const status = result.success ? 'succeeded' : retry ? 'retrying' : 'failed';
  const recorded = await deps.records.recordAttempt({
    ref: refOf(message),
    claimToken,
    record,
    status,
    nextAttemptAt: dueAt?.toISOString() ?? null,
    payload: sent?.payload ?? serializeEnvelope(buildEnvelope(message.event)),
  });
  // Someone took the claim over (we were presumed dead): the next step is theirs.
  if (recorded === 'lost-claim') return 'lost-claim';
  recordDeliveryAttempt(result.success ? 'success' : 'failure', message.attempt, result.durationMs);
  // One line per attempt (npm run dev prints it as `webhook <type> -> <url> ...`).
  logger.info('webhook delivery', {
    eventType: message.event.type,
    webhookId: message.webhookId,
    // Without the query string: receivers sometimes put tokens there.
    url: sent?.url.split('?')[0],
    deliveryId: message.deliveryId,
    attempt: message.attempt,
    responseCode: result.responseCode,
    outcome: status,
    durationMs: result.durationMs,
    ...(result.error ? { error: result.error } : {}),
  });
  if (status === 'failed') recordDeliveryExhausted();
  if (!retry) return status === 'succeeded' ? 'succeeded' : 'failed';
  await enqueueAttempt(message, retry.attempt, dueAt!, deps);
  return 'retry-scheduled';
};

/** Puts `attempt` on the queue for `dueAt`: SQS DelaySeconds when <= 15 min away, else a one-time schedule. */
const enqueueAttempt = async (
  message: DeliveryMessage,
  attempt: number,
  dueAt: Date,
  deps: DeliveryConsumerDeps,
): Promise<void> => {
  const body = serializeDeliveryMessage({ ...message, attempt });
  const waitSeconds = Math.max(0, Math.ceil((dueAt.getTime() - deps.clock.now().getTime()) / 1000));
  if (waitSeconds <= MAX_SQS_DELAY_SECONDS) {
    await sendAllOrThrow(deps.queue, [{ id: message.deliveryId, body, delaySeconds: waitSeconds }]);
  } else {
    await deps.scheduler.scheduleAt(scheduleNameFor(message.deliveryId, attempt), dueAt, body);
  }
};
