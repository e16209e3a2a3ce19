import { vi } from 'vitest';
import type { QueueMessage } from '../../shared/queue/ports.ts';
import type { DeliveryConsumerDeps } from '../../shared/webhooks/delivery/consumer.ts';
import { deliveryIdFor, type DeliveryMessage } from '../../shared/webhooks/delivery/messages.ts';
import type {
  AttemptOutcome,
  ClaimResult,
  DeliveryRecords,
  DeliveryState,
  EventClaim,
} from '../../shared/webhooks/delivery/ports.ts';
import {
  doneThrough,
  type OrderingCursors,
  type OrderingKey,
} from '../../shared/webhooks/delivery/ordering.ts';
import type { WebhookAttemptInput, WebhookAttemptResult } from '../../shared/webhooks/delivery/sender.ts';
import type { WebhookEndpointRecord } from '../../shared/webhooks/types.ts';
import { endpointRecord, outboxRecord, unlimitedRateLimiter } from './webhook-fixtures.ts';

/**
 * The webhook delivery consumer's unit tests' fakes (test/unit/webhooks/delivery/consumer*.test.ts):
 * its ports in memory with the DynamoDB adapters' rules, a message per endpoint, a clock at NOW.
 */
export const NOW = new Date('2025-03-01T12:00:00.000Z');
const DELAYS = [60, 300, 900, 3600, 86400];

/** A DeliveryRecords fake with the claim semantics of the DynamoDB one (one claim per attempt). */
const fakeRecords = (endpoint: WebhookEndpointRecord | undefined) => {
  const states = new Map<string, DeliveryState>();
  const eventClaims = new Map<string, { claimedAt: string; webhookIds: string[] }>();
  const recorded: AttemptOutcome[] = [];
  const cancelled: string[] = [];
  let token = 0;
  const records: DeliveryRecords = {
    listRoutingEndpoints: async () => [],
    getEndpoint: vi.fn(async () => endpoint),
    claimEventAttempts: vi.fn(async (claim: EventClaim) => {
      const before = eventClaims.get(claim.eventId);
      if (before) return { claimed: false as const, ...before };
      eventClaims.set(claim.eventId, { claimedAt: NOW.toISOString(), webhookIds: claim.webhookIds });
      return { claimed: true as const };
    }),
    firstAttemptStates: vi.fn(async (eventId: string, webhookIds: string[]) => {
      const found = new Map<string, DeliveryState>();
      for (const webhookId of webhookIds) {
        const state = states.get(deliveryIdFor(eventId, webhookId));
        if (state) found.set(webhookId, { ...state });
      }
      return found;
    }),
    // As the DynamoDB adapter does, one result per outcome; each as recordAttempt records it.
    recordFirstAttempts: vi.fn(async (outcomes: AttemptOutcome[]) =>
      Promise.all(outcomes.map((outcome) => records.recordAttempt(outcome))),
    ),
    claimAttempt: vi.fn(async (ref): Promise<ClaimResult> => {
      const state = states.get(ref.deliveryId);
      if (
        state &&
        (state.lastAttempt >= ref.attempt || ['succeeded', 'failed', 'cancelled'].includes(state.status))
      ) {
        return { claimed: false, state: { ...state } };
      }
      const claimToken = `t${++token}`;
      states.set(ref.deliveryId, {
        deliveryId: ref.deliveryId,
        status: 'sending',
        lastAttempt: ref.attempt,
        claimToken,
        claimedAt: NOW.toISOString(),
      });
      return { claimed: true, claimToken };
    }),
    takeOverClaim: vi.fn(async (ref, stale) => {
      const state = states.get(ref.deliveryId)!;
      if (state.claimToken !== stale) return undefined;
      state.claimToken = `t${++token}`;
      return state.claimToken;
    }),
    recordAttempt: vi.fn(async (outcome: AttemptOutcome) => {
      if (outcome.claim === 'event') {
        // Creates the delivery's state, only if none exists.
        if (states.has(outcome.ref.deliveryId)) return 'lost-claim' as const;
        states.set(outcome.ref.deliveryId, {
          deliveryId: outcome.ref.deliveryId,
          status: 'sending',
          lastAttempt: 1,
          claimToken: outcome.claimToken,
        });
      }
      const state = states.get(outcome.ref.deliveryId)!;
      if (state.claimToken !== outcome.claimToken) return 'lost-claim' as const;
      recorded.push(outcome);
      state.status = outcome.status;
      state.nextAttemptAt = outcome.nextAttemptAt;
      return 'recorded' as const;
    }),
    markCancelled: vi.fn(async (ref, reason) => {
      cancelled.push(`${ref.deliveryId}:${reason}`);
    }),
  };
  return { records, states, eventClaims, recorded, cancelled };
};

/** The consumer's dependencies on fakes: one endpoint (null: none), the sender answering `results` in turn. */
export const consumerSetup = (
  options: { endpoint?: WebhookEndpointRecord | null; results?: WebhookAttemptResult[] } = {},
) => {
  const endpoint =
    options.endpoint === null
      ? undefined
      : (options.endpoint ?? endpointRecord({ url: 'https://hooks.example/x' }));
  const fake = fakeRecords(endpoint);
  const results = [...(options.results ?? [])];
  const sends: WebhookAttemptInput[] = [];
  const queued: QueueMessage[] = [];
  const scheduled: Array<{ name: string; at: Date; body: string }> = [];
  const deps: DeliveryConsumerDeps = {
    records: fake.records,
    sender: {
      send: vi.fn(async (input: WebhookAttemptInput) => {
        sends.push(input);
        return results.shift() ?? { success: true, responseCode: 200, durationMs: 5, error: null };
      }),
    },
    queue: {
      send: vi.fn(async (messages: QueueMessage[]) => {
        queued.push(...messages);
        return { failedIds: [] };
      }),
    },
    scheduler: {
      scheduleAt: vi.fn(async (name: string, at: Date, body: string) => {
        scheduled.push({ name, at, body });
      }),
    },
    retryDelaysSeconds: DELAYS,
    staleClaimMs: 65_000,
    rateLimiter: unlimitedRateLimiter(),
    autoDisable: { afterSeconds: 432000, disable: vi.fn(async () => true) },
    clock: { now: () => NOW },
  };
  return { deps, endpoint, sends, queued, scheduled, ...fake };
};

export const messageFor = (endpoint: WebhookEndpointRecord | undefined, attempt = 1): DeliveryMessage => {
  const event = outboxRecord();
  const webhookId = endpoint?.id ?? 'gone';
  return {
    deliveryId: deliveryIdFor(event.eventId, webhookId),
    eventId: event.eventId,
    webhookId,
    storeId: event.storeId,
    mode: event.mode,
    attempt,
    event,
  };
};

export const FAIL_500: WebhookAttemptResult = {
  success: false,
  responseCode: 500,
  durationMs: 7,
  error: 'HTTP 500',
};

/** OrderingCursors in memory, with the DynamoDB adapter's rules (open just below the first sequence told). */
export const memoryCursors = () => {
  const cursors = new Map<string, { through: number; done: Set<number> }>();
  const open = (key: OrderingKey, sequence: number) => {
    const id = `${key.webhookId}|${key.orderedSince}|${key.resource}`;
    if (!cursors.has(id)) cursors.set(id, { through: sequence - 1, done: new Set() });
    return cursors.get(id)!;
  };
  const ordering: OrderingCursors = {
    noteRouted: async (key, sequence, owed) => {
      const cursor = open(key, sequence);
      if (!owed) cursor.done.add(sequence);
    },
    isNext: async (key, sequence) => {
      const cursor = open(key, sequence);
      const through = doneThrough(cursor.through, cursor.done);
      return { next: sequence <= through + 1, doneThrough: through };
    },
    markDone: async (key, sequence) => {
      open(key, sequence).done.add(sequence);
    },
  };
  return { ordering, cursors };
};
