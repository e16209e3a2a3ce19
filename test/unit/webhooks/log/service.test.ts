import { describe, expect, it, vi } from 'vitest';
import type { DeliveryDetail } from '../../../../shared/webhooks/log/ports.ts';
import {
  createDeliveryLogService,
  type DeliveryLogServiceDeps,
} from '../../../../shared/webhooks/log/service.ts';
import { endpointRecord, outboxRecord } from '../../../support/webhook-fixtures.ts';

const endpoint = endpointRecord();
/** An EventBridge endpoint: the delivery views name it by its bus. */
const other = endpointRecord({
  storeId: endpoint.storeId,
  type: 'eventbridge',
  eventBusArn: 'arn:aws:events:us-east-1:123456789012:event-bus/other',
  roleArn: 'arn:aws:iam::123456789012:role/other',
  url: undefined,
  secret: undefined,
});
const scope = {
  storeId: endpoint.storeId,
  mode: endpoint.mode,
  actor: { ownerId: 'o-1', email: 'a@example.com' },
};
const delivery: DeliveryDetail = {
  deliveryId: '11111111-1111-4111-8111-111111111111',
  eventId: 'evt_1',
  eventType: 'cart.created',
  webhookId: endpoint.id,
  storeId: endpoint.storeId,
  mode: 'test',
  status: 'failed',
  lastAttempt: 6,
  lastResponseCode: 500,
  nextAttemptAt: null,
  claimedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  payload: '{"id":"evt_1","type":"cart.created"}',
  attempts: [],
};

const fakes = (overrides: Partial<DeliveryLogServiceDeps> = {}) => {
  const deps = {
    endpoints: {
      get: async (_s: string, _m: string, id: string) => [endpoint, other].find((e) => e.id === id),
      list: async () => [endpoint, other],
    },
    log: { get: async () => delivery } as unknown as DeliveryLogServiceDeps['log'],
    replays: {
      claimManualAttempt: vi.fn(async () => ({ claimToken: 't', attempt: 7 })),
      reopenForRecovery: vi.fn(),
    },
    jobs: { create: vi.fn(), get: vi.fn(), save: vi.fn() },
    events: {} as DeliveryLogServiceDeps['events'],
    records: { recordAttempt: vi.fn(async () => 'recorded' as const) },
    send: vi.fn(async () => ({
      success: false,
      responseCode: null,
      durationMs: 3,
      error: 'timeout after 5000 ms',
      errorClass: 'timeout' as const,
    })),
    queue: { send: vi.fn(async () => ({ failedIds: [] })) },
    staleClaimMs: 60_000,
    ...overrides,
  } satisfies DeliveryLogServiceDeps;
  return { deps, service: createDeliveryLogService(deps) };
};

describe('delivery log service', () => {
  it('retry sends the stored payload as the next attempt, audited, and records it as one final attempt', async () => {
    const { deps, service } = fakes();
    const result = await service.retry(scope, endpoint.id, delivery.deliveryId);
    expect(result).toEqual({
      deliveryId: delivery.deliveryId,
      attempt: 7,
      resend: false,
      success: false,
      responseCode: null,
      durationMs: 3,
      error: 'timeout',
      errorMessage: 'timeout after 5000 ms',
    });
    expect(deps.send).toHaveBeenCalledWith(
      expect.objectContaining({ rawBody: delivery.payload, attempt: 7 }),
    );
    const claim = vi.mocked(deps.replays.claimManualAttempt);
    const audit = claim.mock.calls[0]![3];
    expect(audit).toMatchObject({
      action: 'webhookDelivery.retried',
      target: { type: 'webhookDelivery', id: delivery.deliveryId },
    });
    expect(deps.records.recordAttempt).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'failed', nextAttemptAt: null, claimToken: 't' }),
    );
  });

  it('retry of a pending delivery is 409; a delivery of another endpoint is 404', async () => {
    const pending = fakes({
      replays: { claimManualAttempt: vi.fn(async () => undefined), reopenForRecovery: vi.fn() },
    });
    await expect(pending.service.retry(scope, endpoint.id, delivery.deliveryId)).rejects.toMatchObject({
      errorCode: 'CONFLICT',
    });
    expect(pending.deps.send).not.toHaveBeenCalled();
    const { service } = fakes();
    await expect(service.getDelivery(scope, other.id, delivery.deliveryId)).rejects.toMatchObject({
      errorCode: 'DELIVERY_NOT_FOUND',
    });
    await expect(service.getDelivery(scope, endpoint.id, 'not-a-uuid')).rejects.toMatchObject({
      errorCode: 'DELIVERY_NOT_FOUND',
    });
  });

  it('recover refuses a time in the future', async () => {
    const { service } = fakes();
    await expect(
      service.recover(scope, endpoint.id, new Date(Date.now() + 60_000).toISOString()),
    ).rejects.toMatchObject({ errorCode: 'INVALID_REQUEST' });
  });

  it("an event's deliveries name their endpoint by id and URL (an EventBridge one by its bus)", async () => {
    const event = outboxRecord({ eventId: 'evt_1', storeId: endpoint.storeId, mode: 'test' });
    const { service } = fakes({
      events: { get: async () => event } as unknown as DeliveryLogServiceDeps['events'],
      log: {
        ofEvent: async () => [delivery, { ...delivery, deliveryId: 'd-2', webhookId: other.id }],
      } as unknown as DeliveryLogServiceDeps['log'],
    });
    const view = await service.getEvent(scope, 'evt_1');
    expect(view.deliveries.map((d) => [d.webhookId, d.webhookUrl])).toEqual([
      [endpoint.id, endpoint.url],
      [other.id, other.eventBusArn],
    ]);
  });
});
