import { afterEach, expect, it, vi } from 'vitest';
import { logger } from '../../../../shared/logger.ts';
import {
  processDeliveryMessage,
  type DeliveryConsumerDeps,
} from '../../../../shared/webhooks/delivery/consumer.ts';
import { deliveryIdFor } from '../../../../shared/webhooks/delivery/messages.ts';
import type { DeliveryRecords } from '../../../../shared/webhooks/delivery/ports.ts';
import { endpointRecord, outboxRecord, unlimitedRateLimiter } from '../../../support/webhook-fixtures.ts';

/** Each attempt is one log record (npm run dev prints it as one line): type, endpoint, status, attempt, time. */
afterEach(() => {
  vi.restoreAllMocks();
});

it('logs every delivery attempt with its event type, endpoint (no query), status, attempt and duration', async () => {
  const info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
  const endpoint = endpointRecord({ url: 'https://hooks.example/x?token=secret' });
  const event = outboxRecord();
  const records = {
    getEndpoint: async () => endpoint,
    claimAttempt: async () => ({ claimed: true, claimToken: 't1' }),
    recordAttempt: async () => 'recorded',
  } as unknown as DeliveryRecords;
  const deps = {
    records,
    sender: { send: async () => ({ success: false, responseCode: 503, durationMs: 9, error: 'HTTP 503' }) },
    queue: { send: async () => ({ failedIds: [] }) },
    scheduler: { scheduleAt: async () => undefined },
    retryDelaysSeconds: [60],
    staleClaimMs: 65_000,
    rateLimiter: unlimitedRateLimiter(),
    autoDisable: { afterSeconds: 432_000, disable: async () => false },
    clock: { now: () => new Date('2025-03-01T12:00:00.000Z') },
  } as unknown as DeliveryConsumerDeps;

  await processDeliveryMessage(
    {
      deliveryId: deliveryIdFor(event.eventId, endpoint.id),
      eventId: event.eventId,
      webhookId: endpoint.id,
      storeId: event.storeId,
      mode: event.mode,
      attempt: 1,
      event,
    },
    deps,
  );

  expect(info).toHaveBeenCalledWith('webhook delivery', {
    eventType: event.type,
    webhookId: endpoint.id,
    url: 'https://hooks.example/x',
    deliveryId: deliveryIdFor(event.eventId, endpoint.id),
    attempt: 1,
    responseCode: 503,
    outcome: 'retrying',
    durationMs: 9,
    error: 'HTTP 503',
  });
});
