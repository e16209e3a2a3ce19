import { randomUUID } from 'node:crypto';
import { buildEnvelope, serializeEnvelope } from '../../events/envelope.ts';
import { holdsPersonalData } from '../../events/personal-data.ts';
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
import { destinationOf, type DeliveryAttemptRecord, type WebhookEndpointRecord } from '../types.ts';
import { errorClassFromMessage } from './attempt-errors.ts';
import {
  deliveryMessageOf,
  serializeDeliveryMessage,
  type DeliveryMessage,
  type EventDeliveryMessage,
} from './messages.ts';
import { shouldAutoDisable, type EndpointAutoDisabler } from './auto-disable.ts';
import type { DeliveryRateLimiter } from './rate-limit.ts';
import { orderedSinceOf, orderingPlaceOf, orderWaitSeconds, type OrderingCursors } from './ordering.ts';
import type { AttemptOutcome, DeliveryRecords, DeliveryRef, DeliveryState, RecordResult } from './ports.ts';
import { MAX_SQS_DELAY_SECONDS, nextAttemptAfterFailure } from './retry-policy.ts';
import type { WebhookAttemptInput, WebhookAttemptResult } from './sender.ts';

/**
 * The use case behind functions/webhook-delivery. The router's message carries the FIRST
 * attempts of one event to all its endpoints, claimed together (processEventMessage, below);
 * every later attempt is a message of one delivery (processDeliveryMessage):
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
  /** The cursors of ordered endpoints (ordering.ts); without it, ordered endpoints are not gated. */
  ordering?: OrderingCursors;
  /** The longest a first attempt waiting for an earlier event of its resource stays away (default 30 s). */
  orderWaitMaxSeconds?: number;
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
  | 'rate-limited'
  /** Of an event message: this endpoint's first attempt continues as its own message. */
  | 'deferred'
  /** An ordered endpoint owes an earlier event of this resource first: the attempt comes back later. */
  | 'waiting-for-earlier';

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
 * payload the delivery keeps and the messages of its later attempts. An event without personal
 * data (most: a cart's item changes) reads no erasure marker: redacting it would change nothing.
 */
const asSendable = async (message: DeliveryMessage, deps: DeliveryConsumerDeps): Promise<DeliveryMessage> => {
  const customerId = message.event.customerId;
  if (!customerId || !deps.erasedCustomers || !holdsPersonalData(message.event.data)) return message;
  if (!(await deps.erasedCustomers.isErased(message.storeId, message.mode, customerId))) return message;
  return { ...message, event: erasedOutboxRecord(message.event) };
};

/** Why a delivery is not sent to this endpoint now (deleted, disabled, no longer subscribed), if it is not. */
const dropReason = (
  endpoint: WebhookEndpointRecord | undefined,
  message: DeliveryMessage,
): DeliveryOutcome | undefined =>
  !endpoint
    ? 'dropped-endpoint-deleted'
    : !endpoint.isEnabled
      ? 'dropped-endpoint-disabled'
      : !endpoint.events.includes(message.event.type)
        ? 'dropped-not-subscribed'
        : undefined;

/** The message as this endpoint takes it: whether its resource's events go out in order. */
const withOrdering = (
  message: DeliveryMessage,
  endpoint: WebhookEndpointRecord | undefined,
): DeliveryMessage => {
  const { orderedSince: _queued, ...unordered } = message;
  const orderedSince = endpoint ? orderedSinceOf(endpoint) : undefined;
  return orderedSince ? { ...unordered, orderedSince } : unordered;
};

/**
 * Whether a first attempt to an ordered endpoint must wait for an earlier event of its resource
 * (docs/decisions.md §6.26). Later attempts never wait: their first attempt passed the gate, and
 * the events behind them wait for them instead.
 */
const mustWait = async (
  message: DeliveryMessage,
  deps: DeliveryConsumerDeps,
): Promise<DeliveryMessage | undefined> => {
  if (!message.orderedSince || message.attempt !== 1 || !deps.ordering) return undefined;
  const place = orderingPlaceOf(message.event, message.webhookId, message.orderedSince);
  if (!place) return undefined;
  const gate = await deps.ordering.isNext(place.key, place.sequence);
  if (gate.next) return undefined;
  // The waiting message as it goes back: its wait doubles only while its resource does not move.
  const moved = message.orderSeenThrough === undefined || gate.doneThrough > message.orderSeenThrough;
  return {
    ...message,
    orderWaits: moved ? 0 : (message.orderWaits ?? 0),
    orderSeenThrough: gate.doneThrough,
  };
};

/** When a waiting first attempt asks again. */
const waitUntil = (message: DeliveryMessage, deps: DeliveryConsumerDeps): Date =>
  new Date(
    deps.clock.now().getTime() +
      orderWaitSeconds(message.orderWaits ?? 0, deps.orderWaitMaxSeconds ?? DEFAULT_ORDER_WAIT_MAX_SECONDS) *
        1000,
  );
const DEFAULT_ORDER_WAIT_MAX_SECONDS = 30;

/** Puts a waiting first attempt back on the queue. */
const enqueueWaiting = (message: DeliveryMessage, deps: DeliveryConsumerDeps): Promise<void> =>
  enqueueAttempt(
    { ...message, orderWaits: (message.orderWaits ?? 0) + 1 },
    1,
    waitUntil(message, deps),
    deps,
  );

/** A delivery of an ordered endpoint is over (delivered, given up or cancelled): the next event of its resource may go. */
const markDoneInOrder = async (message: DeliveryMessage, deps: DeliveryConsumerDeps): Promise<void> => {
  if (!message.orderedSince || !deps.ordering) return;
  const place = orderingPlaceOf(message.event, message.webhookId, message.orderedSince);
  if (place) await deps.ordering.markDone(place.key, place.sequence);
};

export const processDeliveryMessage = async (
  received: DeliveryMessage,
  deps: DeliveryConsumerDeps,
): Promise<DeliveryOutcome> => {
  const ref = refOf(received);
  const endpoint = await deps.records.getEndpoint(received.storeId, received.mode, received.webhookId);
  const message = withOrdering(received, endpoint);
  const dropped = dropReason(endpoint, message);
  if (dropped || !endpoint) {
    await deps.records.markCancelled(ref, dropped!, deps.clock.now());
    await markDoneInOrder(message, deps);
    return dropped!;
  }
  const waiting = await mustWait(message, deps);
  if (waiting) {
    await enqueueWaiting(waiting, deps);
    return 'waiting-for-earlier';
  }

  // Booked before the claim: a full endpoint leaves no trace (no claim, no attempt) and the
  // same attempt comes back when a slot may be free. A duplicate message may book a slot it
  // does not use, which only widens the spacing.
  const rateLimit = endpoint.rateLimit ?? undefined;
  const booking = rateLimit ? await deps.rateLimiter.book(endpoint.id, rateLimit) : undefined;
  if (booking?.kind === 'full') {
    await enqueueAttempt(message, message.attempt, slotRetryAt(booking.retryAt, deps), deps);
    return 'rate-limited';
  }
  // Before the claim: a failed read leaves no claim behind to wait for.
  const sendable = await asSendable(message, deps);
  const claim = await deps.records.claimAttempt(ref, deps.clock.now());
  if (!claim.claimed) return handleUnclaimed(message, claim.state, deps);
  if (booking && rateLimit) await deps.rateLimiter.waitForSlot(endpoint.id, rateLimit, booking.slotAt);
  return sendClaimed(sendable, endpoint, { kind: 'attempt', token: claim.claimToken }, deps);
};

/** SQS delays are whole seconds: a message put back for a rate-limit slot waits at least one. */
const slotRetryAt = (retryAt: number, deps: DeliveryConsumerDeps): Date =>
  new Date(Math.max(retryAt, deps.clock.now().getTime() + 1000));

/** Sends a claimed attempt, records its outcome and applies the auto-disable rule after a failure. */
const sendClaimed = async (
  sendable: DeliveryMessage,
  endpoint: WebhookEndpointRecord,
  claim: { kind: 'attempt' | 'event'; token: string },
  deps: DeliveryConsumerDeps,
): Promise<DeliveryOutcome> => {
  const sentAt = deps.clock.now();
  // Built and serialised once: the bytes signed and sent are the payload the log keeps.
  const envelope = buildEnvelope(sendable.event);
  const rawBody = serializeEnvelope(envelope);
  const result = await deps.sender.send({
    endpoint,
    envelope,
    rawBody,
    deliveryId: sendable.deliveryId,
    attempt: sendable.attempt,
    now: sentAt,
  });
  const outcome = await finishAttempt(sendable, claim, result, sentAt, deps, {
    url: destinationOf(endpoint),
    payload: rawBody,
  });
  await autoDisableAfter(endpoint, result, outcome, deps);
  return outcome;
};

/** Applies the auto-disable rule after a failed attempt this worker recorded. */
const autoDisableAfter = async (
  endpoint: WebhookEndpointRecord,
  result: WebhookAttemptResult,
  outcome: DeliveryOutcome,
  deps: DeliveryConsumerDeps,
): Promise<void> => {
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
};

/**
 * The first attempts of one event to all its endpoints (the router's message), with ONE claim
 * for all of them (docs/decisions.md §6.21):
 * 1. read the endpoints (batched per invocation); a deleted, disabled or unsubscribed one is
 *    dropped without a trace (it has no delivery item yet);
 * 2. book rate-limit slots; an endpoint that is full is left out of the claim;
 * 3. claim the event for the others in one conditional write; then send to each at once and
 *    record each outcome, which creates its delivery item (only if none exists);
 * 4. the full ones continue as per-delivery messages of attempt 1 (their own claim), queued
 *    only by the claim's winner, as no event claim covers them.
 * A copy of a message whose event was claimed before handles each endpoint from what it finds:
 * recorded -> as a refused per-delivery claim; not recorded and the claim fresh -> in flight
 * (the message comes back later); not recorded and stale -> the worker died mid-send: attempt 1
 * is recorded as interrupted, never resent; not in the claim -> queued as attempt 1 on its own.
 */
export const processEventMessage = async (
  message: EventDeliveryMessage,
  deps: DeliveryConsumerDeps,
): Promise<Record<string, DeliveryOutcome>> => {
  const outcomes: Record<string, DeliveryOutcome> = {};
  const endpoints = await Promise.all(
    message.webhookIds.map((webhookId) => deps.records.getEndpoint(message.storeId, message.mode, webhookId)),
  );
  const deliveries = message.webhookIds.map((webhookId, i) =>
    withOrdering(deliveryMessageOf(message, webhookId), endpoints[i]),
  );
  const live: Array<{ delivery: DeliveryMessage; endpoint: WebhookEndpointRecord; slotAt?: number }> = [];
  // Left out of the claim and queued as attempt 1 on their own: rate limit full, or an ordered
  // endpoint still owed an earlier event of this resource.
  const full: Array<{ delivery: DeliveryMessage; retryAt: number; outcome: DeliveryOutcome }> = [];
  await Promise.all(
    deliveries.map(async (delivery, i) => {
      const endpoint = endpoints[i];
      const dropped = dropReason(endpoint, delivery);
      if (dropped || !endpoint) {
        outcomes[delivery.webhookId] = dropped!;
        await markDoneInOrder(delivery, deps);
        return;
      }
      const waiting = await mustWait(delivery, deps);
      if (waiting) {
        full.push({
          delivery: { ...waiting, orderWaits: (waiting.orderWaits ?? 0) + 1 },
          retryAt: waitUntil(waiting, deps).getTime(),
          outcome: 'waiting-for-earlier',
        });
        return;
      }
      const rateLimit = endpoint.rateLimit ?? undefined;
      const booking = rateLimit ? await deps.rateLimiter.book(endpoint.id, rateLimit) : undefined;
      if (booking?.kind === 'full') full.push({ delivery, retryAt: booking.retryAt, outcome: 'deferred' });
      else live.push({ delivery, endpoint, ...(booking ? { slotAt: booking.slotAt } : {}) });
    }),
  );
  if (live.length + full.length === 0) return outcomes;
  // Before the claim: a failed read leaves no claim behind to wait for.
  const sendableEvent = (await asSendable(deliveries[0]!, deps)).event;
  const claim = await deps.records.claimEventAttempts(
    {
      eventId: message.eventId,
      webhookIds: live.map(({ delivery }) => delivery.webhookId),
      storeId: message.storeId,
      mode: message.mode,
      eventType: message.event.type,
    },
    deps.clock.now(),
  );
  if (!claim.claimed) {
    return handleClaimedEvent(
      [...live.map(({ delivery }) => delivery), ...full.map(({ delivery }) => delivery)],
      claim,
      outcomes,
      deps,
    );
  }
  await Promise.all([
    ...full.map(async ({ delivery, retryAt, outcome }) => {
      await enqueueAttempt(delivery, 1, slotRetryAt(retryAt, deps), deps);
      outcomes[delivery.webhookId] = outcome;
    }),
    sendFirstAttempts(
      live.map(({ delivery, endpoint, slotAt }) => ({
        sendable: { ...delivery, event: sendableEvent },
        endpoint,
        ...(slotAt === undefined ? {} : { slotAt }),
      })),
      deps,
    ).then((sent) => Object.assign(outcomes, sent)),
  ]);
  return outcomes;
};

/**
 * The claimed first attempts of one event: all sent at once, then all outcomes recorded in ONE
 * write on the event's claim (docs/decisions.md §6.27), then each one's follow-up (next attempt,
 * ordering cursor, auto-disable). A worker that dies before that write leaves every one of them
 * to the copy of its message, which records them as interrupted (never resent).
 */
const sendFirstAttempts = async (
  claimed: Array<{ sendable: DeliveryMessage; endpoint: WebhookEndpointRecord; slotAt?: number }>,
  deps: DeliveryConsumerDeps,
): Promise<Record<string, DeliveryOutcome>> => {
  if (claimed.length === 0) return {};
  const sent = await Promise.all(
    claimed.map(async ({ sendable, endpoint, slotAt }) => {
      if (slotAt !== undefined && endpoint.rateLimit)
        await deps.rateLimiter.waitForSlot(endpoint.id, endpoint.rateLimit, slotAt);
      const sentAt = deps.clock.now();
      const envelope = buildEnvelope(sendable.event);
      const rawBody = serializeEnvelope(envelope);
      const result = await deps.sender.send({
        endpoint,
        envelope,
        rawBody,
        deliveryId: sendable.deliveryId,
        attempt: sendable.attempt,
        now: sentAt,
      });
      const planned = planOutcome(
        sendable,
        { kind: 'event', token: randomUUID() },
        result,
        sentAt,
        deps,
        rawBody,
      );
      return { sendable, endpoint, result, planned };
    }),
  );
  const recorded = await deps.records.recordFirstAttempts(sent.map(({ planned }) => planned.outcome));
  const outcomes: Record<string, DeliveryOutcome> = {};
  await Promise.all(
    sent.map(async ({ sendable, endpoint, result, planned }, i) => {
      const outcome = await followRecord(
        sendable,
        planned,
        recorded[i]!,
        result,
        deps,
        destinationOf(endpoint),
      );
      await autoDisableAfter(endpoint, result, outcome, deps);
      outcomes[sendable.webhookId] = outcome;
    }),
  );
  return outcomes;
};

/** A copy of an event message whose event was claimed before (see processEventMessage). */
const handleClaimedEvent = async (
  deliveries: DeliveryMessage[],
  claim: { claimedAt: string; webhookIds: string[] },
  outcomes: Record<string, DeliveryOutcome>,
  deps: DeliveryConsumerDeps,
): Promise<Record<string, DeliveryOutcome>> => {
  const claimed = deliveries.filter((delivery) => claim.webhookIds.includes(delivery.webhookId));
  const states = await deps.records.firstAttemptStates(
    deliveries[0]!.eventId,
    claimed.map((delivery) => delivery.webhookId),
  );
  const now = deps.clock.now();
  const stale = now.getTime() - (Date.parse(claim.claimedAt) || 0) >= deps.staleClaimMs;
  let inFlight = 0;
  await Promise.all(
    deliveries.map(async (delivery) => {
      if (!claim.webhookIds.includes(delivery.webhookId)) {
        // Left out by the claim's winner (rate limit, or not deliverable then): never sent by
        // the event; its own claim turns a second copy of this message into a duplicate.
        await enqueueAttempt(delivery, 1, now, deps);
        outcomes[delivery.webhookId] = 'deferred';
        return;
      }
      const state = states.get(delivery.webhookId);
      if (state) {
        outcomes[delivery.webhookId] = await handleUnclaimed(delivery, state, deps);
      } else if (!stale) {
        inFlight += 1;
      } else {
        outcomes[delivery.webhookId] = await finishAttempt(
          delivery,
          { kind: 'event', token: randomUUID() },
          INTERRUPTED_RESULT,
          now,
          deps,
        );
      }
    }),
  );
  if (inFlight > 0)
    throw new DeliveryInFlightError(
      `event ${deliveries[0]!.eventId}: ${inFlight} first attempt(s) are being sent`,
    );
  return outcomes;
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
  // Over already: a worker that recorded the end but died before moving the cursor leaves it to
  // the copy of its message (repeating the mark is harmless).
  if (state && (state.status === 'succeeded' || state.status === 'failed' || state.status === 'cancelled'))
    await markDoneInOrder(message, deps);
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
  return finishAttempt(message, { kind: 'attempt', token }, INTERRUPTED_RESULT, now, deps);
};

const INTERRUPTED_RESULT: WebhookAttemptResult = {
  success: false,
  responseCode: null,
  durationMs: 0,
  error: INTERRUPTED_ATTEMPT_ERROR,
};

interface PlannedOutcome {
  outcome: AttemptOutcome;
  retry: { attempt: number; delaySeconds: number } | undefined;
  dueAt: Date | undefined;
}

/** The record of an attempt's result, and the attempt it plans next. */
const planOutcome = (
  message: DeliveryMessage,
  claim: { kind: 'attempt' | 'event'; token: string },
  result: WebhookAttemptResult,
  sentAt: Date,
  deps: DeliveryConsumerDeps,
  payload?: string,
): PlannedOutcome => {
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
  return {
    outcome: {
      ref: refOf(message),
      ...(claim.kind === 'event' ? { claim: 'event' as const } : {}),
      claimToken: claim.token,
      record,
      status,
      nextAttemptAt: dueAt?.toISOString() ?? null,
      payload: payload ?? serializeEnvelope(buildEnvelope(message.event)),
    },
    retry,
    dueAt,
  };
};

const finishAttempt = async (
  message: DeliveryMessage,
  claim: { kind: 'attempt' | 'event'; token: string },
  result: WebhookAttemptResult,
  sentAt: Date,
  deps: DeliveryConsumerDeps,
  sent?: { url: string; payload: string },
): Promise<DeliveryOutcome> => {
  const planned = planOutcome(message, claim, result, sentAt, deps, sent?.payload);
  const recorded = await deps.records.recordAttempt(planned.outcome);
  return followRecord(message, planned, recorded, result, deps, sent?.url);
};

/** After the record: log line, metrics, and the next attempt or the ordering cursor. */
const followRecord = async (
  message: DeliveryMessage,
  { outcome, retry, dueAt }: PlannedOutcome,
  recorded: RecordResult,
  result: WebhookAttemptResult,
  deps: DeliveryConsumerDeps,
  url: string | undefined,
): Promise<DeliveryOutcome> => {
  const status = outcome.status;
  // Someone took the claim over (we were presumed dead): the next step is theirs.
  if (recorded === 'lost-claim') return 'lost-claim';
  recordDeliveryAttempt(result.success ? 'success' : 'failure', message.attempt, result.durationMs);
  // One line per attempt (npm run dev prints it as `webhook <type> -> <url> ...`).
  logger.info('webhook delivery', {
    eventType: message.event.type,
    webhookId: message.webhookId,
    // Without the query string: receivers sometimes put tokens there.
    url: url?.split('?')[0],
    deliveryId: message.deliveryId,
    attempt: message.attempt,
    responseCode: result.responseCode,
    outcome: status,
    durationMs: result.durationMs,
    ...(result.error ? { error: result.error } : {}),
  });
  if (status === 'failed') recordDeliveryExhausted();
  if (!retry) {
    await markDoneInOrder(message, deps);
    return status === 'succeeded' ? 'succeeded' : 'failed';
  }
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
