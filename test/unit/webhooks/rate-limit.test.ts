import { describe, expect, it, vi } from 'vitest';
import { processDeliveryMessage } from '../../../shared/webhooks/delivery/consumer.ts';
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

describe('consumer with a rate-limited endpoint', () => {
  it('puts the same attempt back with a 1 s delay when the second is full: nothing claimed, sent or recorded', async () => {
    const endpoint = endpointRecord({ rateLimit: 2 });
    const event = outboxRecord({ storeId: endpoint.storeId });
    const queued: QueueMessage[] = [];
    const send = vi.fn();
    const recordAttempt = vi.fn();
    const claimAttempt = vi.fn();
    const outcome = await processDeliveryMessage(
      {
        deliveryId: deliveryIdFor(event.eventId, endpoint.id),
        eventId: event.eventId,
        webhookId: endpoint.id,
        storeId: endpoint.storeId,
        mode: endpoint.mode,
        attempt: 3,
        event,
      },
      {
        records: {
          listRoutingEndpoints: async () => [],
          getEndpoint: async () => endpoint,
          claimAttempt,
          takeOverClaim: vi.fn(),
          recordAttempt,
          markCancelled: async () => undefined,
        },
        sender: { send },
        queue: {
          send: async (messages) => {
            queued.push(...messages);
            return { failedIds: [] };
          },
        },
        scheduler: { scheduleAt: async () => undefined },
        retryDelaysSeconds: [60, 60, 60],
        staleClaimMs: 65_000,
        rateLimiter: { take: async (_id, perSecond) => perSecond !== 2 },
        autoDisable: { afterSeconds: 432000, disable: async () => true },
        clock: { now: () => new Date() },
      },
    );
    expect(outcome).toBe('rate-limited');
    expect(send).not.toHaveBeenCalled();
    expect(claimAttempt).not.toHaveBeenCalled();
    expect(recordAttempt).not.toHaveBeenCalled();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.delaySeconds).toBe(1);
    expect(parseDeliveryMessage(queued[0]!.body).attempt).toBe(3);
  });
});
