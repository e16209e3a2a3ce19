import { describe, expect, it, vi } from 'vitest';
import type { QueueMessage } from '../../../../shared/queue/ports.ts';
import {
  DeliveryInFlightError,
  INTERRUPTED_ATTEMPT_ERROR,
  processDeliveryMessage,
  processEventMessage,
  type DeliveryConsumerDeps,
} from '../../../../shared/webhooks/delivery/consumer.ts';
import {
  deliveryIdFor,
  parseDeliveryMessage,
  type DeliveryMessage,
  type EventDeliveryMessage,
} from '../../../../shared/webhooks/delivery/messages.ts';
import type {
  AttemptOutcome,
  ClaimResult,
  DeliveryRecords,
  DeliveryState,
  EventClaim,
} from '../../../../shared/webhooks/delivery/ports.ts';
import {
  doneThrough,
  orderWaitSeconds,
  type OrderingCursors,
  type OrderingKey,
} from '../../../../shared/webhooks/delivery/ordering.ts';
import type {
  WebhookAttemptInput,
  WebhookAttemptResult,
} from '../../../../shared/webhooks/delivery/sender.ts';
import type { WebhookEndpointRecord } from '../../../../shared/webhooks/types.ts';
import { endpointRecord, outboxRecord, unlimitedRateLimiter } from '../../../support/webhook-fixtures.ts';

const NOW = new Date('2025-03-01T12:00:00.000Z');
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

const setup = (
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

const messageFor = (endpoint: WebhookEndpointRecord | undefined, attempt = 1): DeliveryMessage => {
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

const FAIL_500: WebhookAttemptResult = {
  success: false,
  responseCode: 500,
  durationMs: 7,
  error: 'HTTP 500',
};

describe('processDeliveryMessage', () => {
  it('sends once with the endpoint, rebuilt envelope and attempt number, and records success', async () => {
    const t = setup();
    const message = messageFor(t.endpoint);
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('succeeded');
    expect(t.sends).toHaveLength(1);
    expect(t.sends[0]).toMatchObject({
      deliveryId: message.deliveryId,
      attempt: 1,
      endpoint: t.endpoint,
      now: NOW,
    });
    expect(t.sends[0]!.envelope).toMatchObject({
      id: message.eventId,
      type: 'cart.created',
      apiVersion: '1.0',
    });
    expect(t.recorded[0]).toMatchObject({
      status: 'succeeded',
      nextAttemptAt: null,
      record: {
        deliveryId: message.deliveryId,
        attempt: 1,
        success: true,
        responseCode: 200,
        eventType: 'cart.created',
      },
    });
    expect(t.queued).toEqual([]);
  });

  it('never sends the same attempt twice when the message arrives again', async () => {
    const t = setup();
    const message = messageFor(t.endpoint);
    await processDeliveryMessage(message, t.deps);
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('duplicate');
    expect(t.sends).toHaveLength(1);
    expect(t.recorded).toHaveLength(1);
  });

  it.each([
    ['deleted', null, 'dropped-endpoint-deleted'],
    ['disabled', endpointRecord({ isEnabled: false }), 'dropped-endpoint-disabled'],
    ['unsubscribed', endpointRecord({ events: ['order.created'] }), 'dropped-not-subscribed'],
  ] as const)(
    'drops the message for a %s endpoint without sending or claiming',
    async (_label, endpoint, outcome) => {
      const t = setup({ endpoint });
      const message = messageFor(t.endpoint);
      await expect(processDeliveryMessage(message, t.deps)).resolves.toBe(outcome);
      expect(t.sends).toEqual([]);
      expect(t.records.claimAttempt).not.toHaveBeenCalled();
      expect(t.cancelled).toEqual([`${message.deliveryId}:${outcome}`]);
    },
  );

  it('signs with the secret the endpoint has now (read fresh for every attempt)', async () => {
    const t = setup();
    const message = messageFor(t.endpoint);
    t.endpoint!.secret = 'whsec_rotatedrotatedrotatedrotatedrot';
    await processDeliveryMessage(message, t.deps);
    expect(t.sends[0]!.endpoint.secret).toBe('whsec_rotatedrotatedrotatedrotatedrot');
    expect(t.records.getEndpoint).toHaveBeenCalledWith(message.storeId, message.mode, message.webhookId);
  });

  it('after a failure queues the next attempt with the SQS delay of the schedule', async () => {
    const t = setup({ results: [FAIL_500] });
    const message = messageFor(t.endpoint);
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('retry-scheduled');
    expect(t.recorded[0]).toMatchObject({
      status: 'retrying',
      nextAttemptAt: '2025-03-01T12:01:00.000Z',
      record: { success: false, responseCode: 500, error: 'HTTP 500' },
    });
    expect(t.queued).toHaveLength(1);
    expect(t.queued[0]!.delaySeconds).toBe(60);
    expect(parseDeliveryMessage(t.queued[0]!.body)).toEqual({ ...message, attempt: 2 });
    expect(t.scheduled).toEqual([]);
  });

  it.each([
    [2, 300],
    [3, 900],
  ])('attempt %i failing waits %i s on the queue', async (attempt, delay) => {
    const t = setup({ results: [FAIL_500] });
    await processDeliveryMessage(messageFor(t.endpoint, attempt), t.deps);
    expect(t.queued[0]!.delaySeconds).toBe(delay);
  });

  it.each([
    [4, 3600, 5],
    [5, 86400, 6],
  ])(
    'attempt %i failing schedules attempt %i after %i s through the scheduler',
    async (attempt, delay, next) => {
      const t = setup({ results: [FAIL_500] });
      const message = messageFor(t.endpoint, attempt);
      await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('retry-scheduled');
      expect(t.queued).toEqual([]);
      expect(t.scheduled).toHaveLength(1);
      expect(t.scheduled[0]!.name).toBe(`webhook-${message.deliveryId}-a${next}`);
      expect(t.scheduled[0]!.at.getTime()).toBe(NOW.getTime() + delay * 1000);
      expect(parseDeliveryMessage(t.scheduled[0]!.body).attempt).toBe(next);
    },
  );

  it('marks the delivery failed after the 6th attempt and plans nothing more', async () => {
    const t = setup({
      results: [{ success: false, responseCode: null, durationMs: 5000, error: 'timeout after 5000 ms' }],
    });
    await expect(processDeliveryMessage(messageFor(t.endpoint, 6), t.deps)).resolves.toBe('failed');
    expect(t.recorded[0]).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(t.queued).toEqual([]);
    expect(t.scheduled).toEqual([]);
  });

  it('re-enqueues the next attempt when a message arrives again after its attempt was recorded (lost enqueue)', async () => {
    const t = setup({ results: [FAIL_500] });
    const message = messageFor(t.endpoint);
    t.deps.queue.send = vi
      .fn()
      .mockRejectedValueOnce(new Error('SQS down'))
      .mockImplementation(async (m: QueueMessage[]) => {
        t.queued.push(...m);
        return { failedIds: [] };
      });
    await expect(processDeliveryMessage(message, t.deps)).rejects.toThrow('SQS down');
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('next-attempt-rescheduled');
    expect(t.sends).toHaveLength(1);
    expect(parseDeliveryMessage(t.queued[0]!.body).attempt).toBe(2);
    expect(t.queued[0]!.delaySeconds).toBe(60);
  });

  it('asks the queue to come back later while another worker holds a fresh claim', async () => {
    const t = setup();
    const message = messageFor(t.endpoint);
    t.states.set(message.deliveryId, {
      deliveryId: message.deliveryId,
      status: 'sending',
      lastAttempt: 1,
      claimToken: 'other',
      claimedAt: new Date(NOW.getTime() - 1000).toISOString(),
    });
    await expect(processDeliveryMessage(message, t.deps)).rejects.toBeInstanceOf(DeliveryInFlightError);
    expect(t.sends).toEqual([]);
  });

  it('takes over a stale claim: records the attempt as failed WITHOUT resending, then plans the next', async () => {
    const t = setup();
    const message = messageFor(t.endpoint);
    t.states.set(message.deliveryId, {
      deliveryId: message.deliveryId,
      status: 'sending',
      lastAttempt: 1,
      claimToken: 'dead-worker',
      claimedAt: new Date(NOW.getTime() - 10 * 60_000).toISOString(),
    });
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('retry-scheduled');
    expect(t.sends).toEqual([]);
    expect(t.recorded[0]!.record).toMatchObject({
      success: false,
      error: INTERRUPTED_ATTEMPT_ERROR,
      attempt: 1,
    });
    expect(parseDeliveryMessage(t.queued[0]!.body).attempt).toBe(2);
  });

  it('drops messages of attempts older than the last claimed one and of final deliveries', async () => {
    const t = setup();
    const message = messageFor(t.endpoint, 2);
    t.states.set(message.deliveryId, { deliveryId: message.deliveryId, status: 'retrying', lastAttempt: 3 });
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('duplicate');
    t.states.set(message.deliveryId, { deliveryId: message.deliveryId, status: 'succeeded', lastAttempt: 1 });
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('duplicate');
    expect(t.sends).toEqual([]);
  });

  it('does not plan a next attempt when its claim was taken over meanwhile', async () => {
    const t = setup({ results: [FAIL_500] });
    t.records.recordAttempt = vi.fn(async () => 'lost-claim' as const);
    await expect(processDeliveryMessage(messageFor(t.endpoint), t.deps)).resolves.toBe('lost-claim');
    expect(t.queued).toEqual([]);
  });

  it('lets unexpected store errors propagate (the SQS record fails and is redelivered)', async () => {
    const t = setup();
    t.records.getEndpoint = vi.fn().mockRejectedValue(new Error('ProvisionedThroughputExceeded'));
    await expect(processDeliveryMessage(messageFor(t.endpoint), t.deps)).rejects.toThrow(
      'ProvisionedThroughputExceeded',
    );
  });
});

describe('an erased customer (docs/decisions.md §3.16)', () => {
  const personal = (endpoint: WebhookEndpointRecord | undefined): DeliveryMessage => {
    const message = messageFor(endpoint, 2);
    return {
      ...message,
      event: {
        ...message.event,
        type: 'cart.checkout_started',
        data: {
          cartId: 'cart-1',
          customer: {
            customerId: message.event.customerId,
            email: 'e@example.com',
            phone: '+15550100',
            firstName: 'Eve',
            lastName: null,
          },
        },
      },
    };
  };

  it('a retry of their event sends, keeps and re-queues the redacted body', async () => {
    const t = setup({
      endpoint: endpointRecord({ url: 'https://hooks.example/x', events: ['cart.checkout_started'] }),
      results: [FAIL_500],
    });
    const erased = vi.fn(async () => true);
    t.deps.erasedCustomers = { isErased: erased };
    const message = personal(t.endpoint);
    await processDeliveryMessage(message, t.deps);
    expect(erased).toHaveBeenCalledWith(message.storeId, message.mode, message.event.customerId);
    const sent = t.sends[0]!.rawBody ?? JSON.stringify(t.sends[0]!.envelope);
    expect(sent).not.toMatch(/e@example\.com|\+15550100|Eve/);
    expect(t.sends[0]!.envelope.data.customer).toEqual({
      customerId: message.event.customerId,
      email: '[erased]',
      phone: '[erased]',
      firstName: '[erased]',
      lastName: null,
    });
    expect(t.recorded[0]!.payload).not.toMatch(/e@example\.com/);
    expect(t.queued.map((q) => q.body).join()).not.toMatch(/e@example\.com/);
  });

  it('a customer not erased: the event goes as written', async () => {
    const t = setup({
      endpoint: endpointRecord({ url: 'https://hooks.example/x', events: ['cart.checkout_started'] }),
    });
    t.deps.erasedCustomers = { isErased: async () => false };
    await processDeliveryMessage(personal(t.endpoint), t.deps);
    expect(t.sends[0]!.envelope.data.customer).toMatchObject({ email: 'e@example.com' });
  });
});

describe('processEventMessage: first attempts claimed per event (docs/decisions.md §6.21)', () => {
  const A = '11111111-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
  const B = '22222222-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
  const C = '33333333-cccc-4ccc-8ccc-cccccccccccc';

  /** Endpoints A, B (and C) of one store; `overrides` per endpoint id. */
  const eventSetup = (
    options: {
      results?: WebhookAttemptResult[];
      overrides?: Record<string, Partial<WebhookEndpointRecord> | null>;
    } = {},
  ) => {
    const t = setup({ results: options.results });
    const endpoints = new Map<string, WebhookEndpointRecord | undefined>(
      [A, B, C].map((id) => {
        const override = options.overrides?.[id];
        return [
          id,
          override === null
            ? undefined
            : endpointRecord({ id, url: `https://hooks.example/${id}`, ...override }),
        ];
      }),
    );
    t.records.getEndpoint = vi.fn(async (_s: string, _m: string, id: string) => endpoints.get(id));
    const event = outboxRecord();
    const message: EventDeliveryMessage = {
      kind: 'event',
      eventId: event.eventId,
      storeId: event.storeId,
      mode: event.mode,
      webhookIds: [A, B],
      event,
    };
    return { ...t, message, event, endpoints };
  };

  it('claims once for all endpoints, sends to each and records each outcome as a new delivery', async () => {
    const t = eventSetup();
    await expect(processEventMessage(t.message, t.deps)).resolves.toEqual({
      [A]: 'succeeded',
      [B]: 'succeeded',
    });
    expect(t.records.claimEventAttempts).toHaveBeenCalledTimes(1);
    expect(t.records.claimEventAttempts).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: t.event.eventId, webhookIds: [A, B], storeId: t.event.storeId }),
      NOW,
    );
    expect(t.records.claimAttempt).not.toHaveBeenCalled();
    expect(t.sends.map((send) => [send.endpoint.id, send.deliveryId, send.attempt])).toEqual([
      [A, deliveryIdFor(t.event.eventId, A), 1],
      [B, deliveryIdFor(t.event.eventId, B), 1],
    ]);
    expect(t.recorded.map((outcome) => [outcome.claim, outcome.ref.webhookId, outcome.status])).toEqual([
      ['event', A, 'succeeded'],
      ['event', B, 'succeeded'],
    ]);
    // One write for the event's outcomes, after all its sends (docs/decisions.md §6.27).
    expect(t.records.recordFirstAttempts).toHaveBeenCalledTimes(1);
    expect(vi.mocked(t.records.recordFirstAttempts).mock.calls[0]![0]).toHaveLength(2);
  });

  it('plans nothing for an outcome another worker recorded first (lost claim), and the rest as usual', async () => {
    const t = eventSetup({ results: [FAIL_500, FAIL_500] });
    vi.mocked(t.records.recordFirstAttempts).mockImplementationOnce(async (outcomes) =>
      outcomes.map((outcome) => (outcome.ref.webhookId === A ? 'lost-claim' : 'recorded')),
    );
    await expect(processEventMessage(t.message, t.deps)).resolves.toEqual({
      [A]: 'lost-claim',
      [B]: 'retry-scheduled',
    });
    expect(t.queued.map((message) => parseDeliveryMessage(message.body).webhookId)).toEqual([B]);
  });

  it('a second copy of the message sends nothing once the outcomes are recorded', async () => {
    const t = eventSetup();
    await processEventMessage(t.message, t.deps);
    await expect(processEventMessage(t.message, t.deps)).resolves.toEqual({
      [A]: 'duplicate',
      [B]: 'duplicate',
    });
    expect(t.sends).toHaveLength(2);
    expect(t.recorded).toHaveLength(2);
  });

  it('a failed first attempt continues as a per-delivery message of attempt 2', async () => {
    const t = eventSetup({ results: [FAIL_500] });
    const outcomes = await processEventMessage(t.message, t.deps);
    expect(Object.values(outcomes).sort()).toEqual(['retry-scheduled', 'succeeded']);
    expect(t.queued).toHaveLength(1);
    const next = parseDeliveryMessage(t.queued[0]!.body);
    expect(next).toMatchObject({ attempt: 2, eventId: t.event.eventId });
    expect(next.deliveryId).toBe(deliveryIdFor(t.event.eventId, next.webhookId));
    expect(t.queued[0]!.delaySeconds).toBe(60);
  });

  it('while the claim is fresh and an outcome unrecorded, a copy is put back (in flight) without sending', async () => {
    const t = eventSetup();
    t.eventClaims.set(t.event.eventId, {
      claimedAt: new Date(NOW.getTime() - 1000).toISOString(),
      webhookIds: [A, B],
    });
    t.states.set(deliveryIdFor(t.event.eventId, A), {
      deliveryId: deliveryIdFor(t.event.eventId, A),
      status: 'succeeded',
      lastAttempt: 1,
    });
    await expect(processEventMessage(t.message, t.deps)).rejects.toBeInstanceOf(DeliveryInFlightError);
    expect(t.sends).toEqual([]);
    expect(t.recorded).toEqual([]);
  });

  it('a stale claim with no outcome: attempt 1 is recorded as interrupted, never resent, and attempt 2 planned', async () => {
    const t = eventSetup();
    t.eventClaims.set(t.event.eventId, {
      claimedAt: new Date(NOW.getTime() - 10 * 60_000).toISOString(),
      webhookIds: [A, B],
    });
    const outcomes = await processEventMessage(t.message, t.deps);
    expect(outcomes).toEqual({ [A]: 'retry-scheduled', [B]: 'retry-scheduled' });
    expect(t.sends).toEqual([]);
    expect(t.recorded.map((outcome) => [outcome.claim, outcome.record.error])).toEqual([
      ['event', INTERRUPTED_ATTEMPT_ERROR],
      ['event', INTERRUPTED_ATTEMPT_ERROR],
    ]);
    expect(t.queued.map((q) => parseDeliveryMessage(q.body).attempt)).toEqual([2, 2]);
  });

  it('the late outcome of the dead worker loses to the interrupted record (first write owns attempt 1)', async () => {
    const t = eventSetup();
    const deliveryId = deliveryIdFor(t.event.eventId, A);
    t.states.set(deliveryId, { deliveryId, status: 'retrying', lastAttempt: 1, claimToken: 'taker' });
    const late = await t.records.recordAttempt({
      ref: {
        deliveryId,
        eventId: t.event.eventId,
        eventType: t.event.type,
        webhookId: A,
        storeId: t.event.storeId,
        mode: t.event.mode,
        attempt: 1,
      },
      claim: 'event',
      claimToken: 'late',
      record: {
        deliveryId,
        eventId: t.event.eventId,
        eventType: t.event.type,
        attempt: 1,
        timestamp: NOW.toISOString(),
        responseCode: 200,
        success: true,
        durationMs: 1,
        error: null,
      },
      status: 'succeeded',
      nextAttemptAt: null,
    });
    expect(late).toBe('lost-claim');
  });

  it('drops a deleted or disabled endpoint without claiming it; the others go', async () => {
    const t = eventSetup({ overrides: { [A]: { isEnabled: false } } });
    await expect(processEventMessage(t.message, t.deps)).resolves.toEqual({
      [A]: 'dropped-endpoint-disabled',
      [B]: 'succeeded',
    });
    expect(t.eventClaims.get(t.event.eventId)!.webhookIds).toEqual([B]);
    expect(t.sends.map((send) => send.endpoint.id)).toEqual([B]);
  });

  it('an endpoint whose rate limit is full is left out of the claim and continues as its own attempt-1 message', async () => {
    const t = eventSetup({ overrides: { [B]: { rateLimit: 1 } } });
    t.deps.rateLimiter = {
      book: vi.fn(async () => ({ kind: 'full' as const, retryAt: NOW.getTime() + 3000 })),
      waitForSlot: vi.fn(async () => undefined),
    } as unknown as DeliveryConsumerDeps['rateLimiter'];
    await expect(processEventMessage(t.message, t.deps)).resolves.toEqual({
      [A]: 'succeeded',
      [B]: 'deferred',
    });
    expect(t.eventClaims.get(t.event.eventId)!.webhookIds).toEqual([A]);
    expect(t.queued).toHaveLength(1);
    expect(parseDeliveryMessage(t.queued[0]!.body)).toMatchObject({ webhookId: B, attempt: 1 });
    expect(t.queued[0]!.delaySeconds).toBe(3);
    // A second copy never sends B through the event: it queues B's own attempt 1 again (its claim dedupes).
    await expect(processEventMessage(t.message, t.deps)).resolves.toEqual({
      [A]: 'duplicate',
      [B]: 'deferred',
    });
    expect(t.sends.map((send) => send.endpoint.id)).toEqual([A]);
    expect(parseDeliveryMessage(t.queued[1]!.body)).toMatchObject({ webhookId: B, attempt: 1 });
  });
});

/** OrderingCursors in memory, with the DynamoDB adapter's rules (open just below the first sequence told). */
const memoryCursors = () => {
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

describe('ordered endpoints: the gate (docs/decisions.md §6.26)', () => {
  const orderEvent = (sequence: number) =>
    outboxRecord({ type: 'order.created', data: { orderId: 'order-1' }, sequence });
  const orderedSetup = (results: WebhookAttemptResult[] = []) => {
    const endpoint = endpointRecord({
      url: 'https://hooks.example/x',
      events: ['order.created'],
      ordering: 'resource',
    });
    const t = setup({ endpoint, results });
    const memory = memoryCursors();
    t.deps.ordering = memory.ordering;
    t.deps.orderWaitMaxSeconds = 30;
    const messageOf = (sequence: number, attempt = 1): DeliveryMessage => {
      const event = orderEvent(sequence);
      return {
        deliveryId: deliveryIdFor(event.eventId, endpoint.id),
        eventId: event.eventId,
        webhookId: endpoint.id,
        storeId: event.storeId,
        mode: event.mode,
        attempt,
        event,
      };
    };
    const key = { webhookId: endpoint.id, orderedSince: endpoint.createdAt, resource: 'order:order-1' };
    return { ...t, ...memory, endpoint, messageOf, key };
  };

  it('puts back a first attempt whose predecessor is not done, sending and claiming nothing, with a doubling wait', async () => {
    const t = orderedSetup();
    await t.ordering.noteRouted(t.key, 1, true);
    await t.ordering.noteRouted(t.key, 2, true);
    await expect(processDeliveryMessage(t.messageOf(2), t.deps)).resolves.toBe('waiting-for-earlier');
    expect(t.sends).toEqual([]);
    expect(t.records.claimAttempt).not.toHaveBeenCalled();
    expect(t.queued).toHaveLength(1);
    expect(t.queued[0]!.delaySeconds).toBe(1);
    const requeued = parseDeliveryMessage(t.queued[0]!.body);
    expect(requeued).toMatchObject({ attempt: 1, orderedSince: t.endpoint.createdAt, orderWaits: 1 });
    await processDeliveryMessage(requeued, t.deps);
    expect(t.queued[1]!.delaySeconds).toBe(2);

    // Sequence 1 succeeds: 2 goes on its next try.
    await expect(processDeliveryMessage(t.messageOf(1), t.deps)).resolves.toBe('succeeded');
    await expect(processDeliveryMessage(requeued, t.deps)).resolves.toBe('succeeded');
    expect(t.sends.map((send) => send.envelope.sequence)).toEqual([1, 2]);
  });

  it('asks again after 1 s whenever its resource moved since its last wait', async () => {
    const t = orderedSetup();
    for (const sequence of [1, 2, 3]) await t.ordering.noteRouted(t.key, sequence, true);
    await processDeliveryMessage(t.messageOf(3), t.deps);
    await processDeliveryMessage(parseDeliveryMessage(t.queued[0]!.body), t.deps);
    expect(t.queued.map((m) => m.delaySeconds)).toEqual([1, 2]);
    await processDeliveryMessage(t.messageOf(1), t.deps);
    await processDeliveryMessage(parseDeliveryMessage(t.queued[1]!.body), t.deps);
    expect(t.queued.map((m) => m.delaySeconds)).toEqual([1, 2, 1]);
    expect(parseDeliveryMessage(t.queued[2]!.body)).toMatchObject({ orderWaits: 1, orderSeenThrough: 1 });
  });

  it('keeps the resource waiting while a delivery retries, and lets it go once it is given up', async () => {
    const t = orderedSetup([FAIL_500, FAIL_500]);
    t.deps.retryDelaysSeconds = [1];
    await t.ordering.noteRouted(t.key, 1, true);
    await t.ordering.noteRouted(t.key, 2, true);
    await expect(processDeliveryMessage(t.messageOf(1), t.deps)).resolves.toBe('retry-scheduled');
    await expect(t.ordering.isNext(t.key, 2)).resolves.toEqual({ next: false, doneThrough: 0 });
    // A retry is never gated: its first attempt passed the gate.
    await expect(processDeliveryMessage(t.messageOf(1, 2), t.deps)).resolves.toBe('failed');
    await expect(t.ordering.isNext(t.key, 2)).resolves.toEqual({ next: true, doneThrough: 1 });
  });

  it('does not wait for sequences the router did not route to the endpoint, nor for a cancelled delivery', async () => {
    const t = orderedSetup();
    await t.ordering.noteRouted(t.key, 1, true);
    await t.ordering.noteRouted(t.key, 2, false);
    await t.ordering.noteRouted(t.key, 3, true);
    t.endpoint.isEnabled = false;
    await expect(processDeliveryMessage(t.messageOf(1), t.deps)).resolves.toBe('dropped-endpoint-disabled');
    t.endpoint.isEnabled = true;
    await expect(processDeliveryMessage(t.messageOf(3), t.deps)).resolves.toBe('succeeded');
  });

  it('leaves a waiting endpoint out of the event claim and queues its first attempt on its own', async () => {
    const t = orderedSetup();
    await t.ordering.noteRouted(t.key, 1, true);
    await t.ordering.noteRouted(t.key, 2, true);
    const event = orderEvent(2);
    const outcomes = await processEventMessage(
      {
        kind: 'event',
        eventId: event.eventId,
        storeId: event.storeId,
        mode: event.mode,
        webhookIds: [t.endpoint.id],
        event,
      },
      t.deps,
    );
    expect(outcomes).toEqual({ [t.endpoint.id]: 'waiting-for-earlier' });
    expect(t.sends).toEqual([]);
    expect(t.records.claimEventAttempts).toHaveBeenCalledWith(
      expect.objectContaining({ eventId: event.eventId, webhookIds: [] }),
      expect.anything(),
    );
    expect(parseDeliveryMessage(t.queued[0]!.body)).toMatchObject({
      attempt: 1,
      orderedSince: t.endpoint.createdAt,
      orderWaits: 1,
    });
  });
});

describe('doneThrough and orderWaitSeconds', () => {
  it('folds the done sequences that follow through, and stops at the first gap', () => {
    expect(doneThrough(0, [])).toBe(0);
    expect(doneThrough(0, [1, 2, 4])).toBe(2);
    expect(doneThrough(3, [1, 2])).toBe(3);
  });
  it('doubles the wait up to the maximum', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((waits) => orderWaitSeconds(waits, 30))).toEqual([
      1, 2, 4, 8, 16, 30, 30,
    ]);
  });
});

describe('ordered endpoints: a new spell of ordering', () => {
  it('keys the cursor by when the endpoint last became ordered, so a spell of none leaves nothing to wait for', async () => {
    const endpoint = endpointRecord({
      url: 'https://hooks.example/x',
      events: ['order.created'],
      ordering: 'resource',
      orderedSince: '2025-03-02T00:00:00.000Z',
    });
    const t = setup({ endpoint });
    const memory = memoryCursors();
    t.deps.ordering = memory.ordering;
    // The earlier spell's cursor still waits for sequence 1; the new spell never saw it.
    await memory.ordering.noteRouted(
      { webhookId: endpoint.id, orderedSince: endpoint.createdAt, resource: 'order:order-1' },
      1,
      true,
    );
    const event = outboxRecord({ type: 'order.created', data: { orderId: 'order-1' }, sequence: 5 });
    const message: DeliveryMessage = {
      deliveryId: deliveryIdFor(event.eventId, endpoint.id),
      eventId: event.eventId,
      webhookId: endpoint.id,
      storeId: event.storeId,
      mode: event.mode,
      attempt: 1,
      event,
    };
    await expect(processDeliveryMessage(message, t.deps)).resolves.toBe('succeeded');
    expect([...memory.cursors.keys()]).toContain(`${endpoint.id}|2025-03-02T00:00:00.000Z|order:order-1`);
  });
});
