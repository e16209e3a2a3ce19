import { describe, expect, it, vi } from 'vitest';
import {
  processDeliveryMessage,
  type DeliveryConsumerDeps,
} from '../../../shared/webhooks/delivery/consumer.ts';
import type { DeliveryRateLimiter } from '../../../shared/webhooks/delivery/rate-limit.ts';
import { deliveryIdFor, parseDeliveryMessage } from '../../../shared/webhooks/delivery/messages.ts';
import { createWebhookSchema, updateWebhookSchema } from '../../../shared/webhooks/endpoints/schemas.ts';
import { toEndpointView } from '../../../shared/webhooks/endpoints/views.ts';
import type { QueueMessage } from '../../../shared/queue/ports.ts';
import { endpointRecord, outboxRecord } from '../../support/webhook-fixtures.ts';

const base = { url: 'https://hooks.example.com/in', events: ['cart.created'] };
const RANGE = 'rateLimit must be an integer from 1 to 1000, or null';

describe('rateLimit on create and update', () => {
  it('accepts 1..1000 and null, refuses anything else with a clear message', () => {
    expect(createWebhookSchema.parse({ ...base, rateLimit: 1 }).rateLimit).toBe(1);
    expect(createWebhookSchema.parse({ ...base, rateLimit: 1000 }).rateLimit).toBe(1000);
    expect(updateWebhookSchema.parse({ rateLimit: null })).toEqual({ rateLimit: null });
    for (const bad of [0, 1001, 2.5, '10', -1]) {
      const result = createWebhookSchema.safeParse({ ...base, rateLimit: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([RANGE]);
    }
  });

  it('views show rateLimit, null when unset, and the disable fields', () => {
    expect(toEndpointView(endpointRecord())).toMatchObject({
      rateLimit: null,
      disabledReason: null,
      disabledAt: null,
    });
    expect(toEndpointView(endpointRecord({ rateLimit: 25 })).rateLimit).toBe(25);
  });
});

const consumerDeps = (endpoint: ReturnType<typeof endpointRecord>, rateLimiter: DeliveryRateLimiter) => {
  const steps: string[] = [];
  const queued: QueueMessage[] = [];
  const deps: DeliveryConsumerDeps = {
    records: {
      listRoutingEndpoints: async () => [],
      getEndpoint: async () => endpoint,
      claimEventAttempts: vi.fn(),
      firstAttemptStates: vi.fn(),
      recordFirstAttempts: vi.fn(async (outcomes: unknown[]) => {
        steps.push('record');
        return outcomes.map(() => 'recorded' as const);
      }),
      claimAttempt: vi.fn(async () => {
        steps.push('claim');
        return { claimed: true as const, claimToken: 'token' };
      }),
      takeOverClaim: vi.fn(),
      recordAttempt: vi.fn(async () => {
        steps.push('record');
        return 'recorded' as const;
      }),
      markCancelled: async () => undefined,
    },
    sender: {
      send: vi.fn(async () => {
        steps.push('send');
        return { success: true, responseCode: 200, durationMs: 1, error: null };
      }),
    },
    queue: {
      send: async (messages) => {
        queued.push(...messages);
        return { failedIds: [] };
      },
    },
    scheduler: { scheduleAt: async () => undefined },
    retryDelaysSeconds: [60, 60, 60],
    staleClaimMs: 65_000,
    rateLimiter,
    autoDisable: { afterSeconds: 432000, disable: async () => true },
    clock: { now: () => new Date(NOW) },
  };
  return { deps, steps, queued };
};

const NOW = Date.parse('2025-03-01T12:00:00.000Z');

const messageTo = (endpoint: ReturnType<typeof endpointRecord>, attempt: number) => {
  const event = outboxRecord({ storeId: endpoint.storeId });
  return {
    deliveryId: deliveryIdFor(event.eventId, endpoint.id),
    eventId: event.eventId,
    webhookId: endpoint.id,
    storeId: endpoint.storeId,
    mode: endpoint.mode,
    attempt,
    event,
  };
};

describe('consumer with a rate-limited endpoint', () => {
  it('puts the same attempt back until a slot may be free when the endpoint is full: nothing claimed, sent or recorded', async () => {
    const endpoint = endpointRecord({ rateLimit: 2 });
    const book = vi.fn(async () => ({ kind: 'full' as const, retryAt: NOW + 2300 }));
    const { deps, steps, queued } = consumerDeps(endpoint, { book, waitForSlot: vi.fn() });
    expect(await processDeliveryMessage(messageTo(endpoint, 3), deps)).toBe('rate-limited');
    expect(book).toHaveBeenCalledWith(endpoint.id, 2);
    expect(steps).toEqual([]);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.delaySeconds).toBe(3);
    expect(parseDeliveryMessage(queued[0]!.body).attempt).toBe(3);
  });

  it('books before the claim and sends only once its slot came, after the claim', async () => {
    const endpoint = endpointRecord({ rateLimit: 5 });
    const limiter: DeliveryRateLimiter = {
      book: async () => ({ kind: 'booked', slotAt: NOW + 40 }),
      waitForSlot: async (_webhookId, perSecond, slotAt) => {
        steps.push(`wait ${perSecond}/s until +${slotAt - NOW} ms`);
      },
    };
    const { deps, steps } = consumerDeps(endpoint, limiter);
    expect(await processDeliveryMessage(messageTo(endpoint, 1), deps)).toBe('succeeded');
    expect(steps).toEqual(['claim', 'wait 5/s until +40 ms', 'send', 'record']);
  });

  it('leaves an endpoint without a rateLimit alone', async () => {
    const endpoint = endpointRecord({ rateLimit: null });
    const book = vi.fn();
    const { deps, steps } = consumerDeps(endpoint, { book, waitForSlot: vi.fn() });
    expect(await processDeliveryMessage(messageTo(endpoint, 1), deps)).toBe('succeeded');
    expect(book).not.toHaveBeenCalled();
    expect(steps).toEqual(['claim', 'send', 'record']);
  });
});
