import { describe, expect, it, vi } from 'vitest';
import {
  DeliveryInFlightError,
  INTERRUPTED_ATTEMPT_ERROR,
  processEventMessage,
  type DeliveryConsumerDeps,
} from '../../../../shared/webhooks/delivery/consumer.ts';
import {
  deliveryIdFor,
  parseDeliveryMessage,
  type EventDeliveryMessage,
} from '../../../../shared/webhooks/delivery/messages.ts';
import type { WebhookAttemptResult } from '../../../../shared/webhooks/delivery/sender.ts';
import type { WebhookEndpointRecord } from '../../../../shared/webhooks/types.ts';
import { endpointRecord, outboxRecord } from '../../../support/webhook-fixtures.ts';
import { NOW, FAIL_500, consumerSetup } from '../../../support/delivery-consumer-fakes.ts';

/** The delivery consumer's event messages: an event's first attempts to its endpoints, claimed once per event. */
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
    const t = consumerSetup({ results: options.results });
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
