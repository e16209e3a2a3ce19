import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../../../../shared/errors.ts';
import type { DomainEvent, OutboxRecord } from '../../../../shared/events/outbox.ts';
import type {
  StoredWebhookEndpoint,
  WebhookEndpointRepository,
  WriteOutcome,
} from '../../../../shared/webhooks/endpoints/ports.ts';
import { createWebhookSchema } from '../../../../shared/webhooks/endpoints/schemas.ts';
import { createWebhookService, type WebhookProbe } from '../../../../shared/webhooks/endpoints/service.ts';
import { TransactionContentionError } from '../../../../shared/db/transactions.ts';
import type { DeliveryAttemptRecord, WebhookEndpointRecord } from '../../../../shared/webhooks/types.ts';

const SCOPE = { storeId: '11111111-1111-4111-8111-111111111111', mode: 'test' as const };
const T0 = new Date('2030-01-01T00:00:00.000Z');

/** An in-memory repository that records every write and can be told to refuse the next ones. */
const fakeRepository = () => {
  const items = new Map<string, StoredWebhookEndpoint>();
  const events: DomainEvent[] = [];
  const refusals: WriteOutcome[] = [];
  const writes = { create: 0, update: 0, delete: 0, get: 0 };
  const next = (): WriteOutcome => refusals.shift() ?? { ok: true };
  const repository: WebhookEndpointRepository = {
    async get(_storeId, _mode, id) {
      writes.get++;
      const item = items.get(id);
      return item && structuredClone(item);
    },
    async list() {
      return [...items.values()].map((item) => structuredClone(item));
    },
    async create(endpoint, event) {
      writes.create++;
      const outcome = next();
      if (outcome.ok) {
        items.set(endpoint.id, structuredClone(endpoint));
        events.push(event);
      }
      return outcome;
    },
    async update(previous, updated, event) {
      writes.update++;
      const outcome = next();
      if (outcome.ok) {
        expect(items.get(previous.id)?.revision).toBe(previous.revision);
        items.set(updated.id, structuredClone(updated));
        events.push(event);
      }
      return outcome;
    },
    async delete(endpoint, event) {
      writes.delete++;
      const outcome = next();
      if (outcome.ok) {
        items.delete(endpoint.id);
        events.push(event);
      }
      return outcome;
    },
  };
  return { repository, items, events, refusals, writes };
};

const setup = (options: { refuseTarget?: string; attempts?: DeliveryAttemptRecord[] } = {}) => {
  const fake = fakeRepository();
  const sent: Array<{ endpoint: WebhookEndpointRecord; event: OutboxRecord }> = [];
  const probe: WebhookProbe = {
    async send(endpoint, event) {
      sent.push({ endpoint, event });
      return { deliveryId: 'd-1', success: false, responseCode: 500, durationMs: 12, error: 'HTTP 500' };
    },
  };
  const checkTarget = vi.fn(async (url: string) =>
    url === options.refuseTarget ? 'url host is not a public address' : undefined,
  );
  const recentAttempts = vi.fn(async () => options.attempts ?? []);
  let now = T0;
  const service = createWebhookService({
    repository: fake.repository,
    history: { recentAttempts },
    probe,
    checkTarget,
    clock: { now: () => now },
  });
  const tick = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return { ...fake, service, sent, checkTarget, recentAttempts, tick };
};

const input = (overrides: Record<string, unknown> = {}) =>
  createWebhookSchema.parse({ url: 'https://hooks.example.com/in', events: ['cart.created'], ...overrides });

const errorOf = async (promise: Promise<unknown>) =>
  (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as ApiError;

describe('webhook service: create', () => {
  it('returns the endpoint with its secret once, and writes a system-origin event without it', async () => {
    const { service, events, items } = setup();
    const created = await service.create(SCOPE, input({ description: 'orders', includeApiOriginated: true }));
    expect(created).toMatchObject({
      storeId: SCOPE.storeId,
      url: 'https://hooks.example.com/in',
      events: ['cart.created'],
      description: 'orders',
      isEnabled: true,
      apiVersion: '1.0',
      includeApiOriginated: true,
      deliveryStats: { total: 0, successful: 0, failed: 0 },
      createdAt: T0.toISOString(),
      updatedAt: T0.toISOString(),
    });
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.secretMask).toBe(`whsec_****${created.secret!.slice(-4)}`);
    expect(items.get(created.id)!.secret).toBe(created.secret);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'webhook.endpoint_created',
      storeId: SCOPE.storeId,
      mode: 'test',
      origin: 'system',
      data: {
        webhookId: created.id,
        url: created.url,
        events: ['cart.created'],
        createdAt: T0.toISOString(),
      },
    });
    expect(JSON.stringify(events)).not.toContain(created.secret);
  });

  it('refuses a target the SSRF guard refuses, before writing anything', async () => {
    const { service, writes } = setup({ refuseTarget: 'https://hooks.example.com/in' });
    const error = await errorOf(service.create(SCOPE, input()));
    expect(error.errorCode).toBe('INVALID_REQUEST');
    expect(error.details).toEqual([{ path: 'body.url', message: 'url host is not a public address' }]);
    expect(writes.create).toBe(0);
  });

  it.each([
    ['limit-reached', 'TOO_MANY_WEBHOOKS', 409],
    ['duplicate-url', 'DUPLICATE_URL', 409],
  ] as const)('maps a %s refusal to %s', async (reason, code, status) => {
    const { service, refusals } = setup();
    refusals.push({ ok: false, reason });
    const error = await errorOf(service.create(SCOPE, input()));
    expect([error.errorCode, error.status]).toEqual([code, status]);
  });

  it('answers 409 CONFLICT when the transaction keeps colliding', async () => {
    const { service, repository } = setup();
    repository.create = async () => {
      throw new TransactionContentionError(new Error('conflict'));
    };
    expect((await errorOf(service.create(SCOPE, input()))).errorCode).toBe('CONFLICT');
  });
});

describe('webhook service: read', () => {
  it('lists newest first without secrets, filtered by isEnabled', async () => {
    const { service, tick } = setup();
    const first = await service.create(SCOPE, input({ url: 'https://a.example/' }));
    tick(1000);
    const second = await service.create(SCOPE, input({ url: 'https://b.example/', isEnabled: false }));
    const all = await service.list(SCOPE, {});
    expect(all.map((e) => e.id)).toEqual([second.id, first.id]);
    expect(JSON.stringify(all)).not.toContain(first.secret);
    expect(all.every((e) => !('secret' in e))).toBe(true);
    expect((await service.list(SCOPE, { isEnabled: true })).map((e) => e.id)).toEqual([first.id]);
    expect((await service.list(SCOPE, { isEnabled: false })).map((e) => e.id)).toEqual([second.id]);
  });

  it('gets one endpoint with its recent deliveries and never the secret', async () => {
    const attempt: DeliveryAttemptRecord = {
      deliveryId: 'd',
      eventId: 'evt_1',
      eventType: 'cart.created',
      attempt: 2,
      timestamp: T0.toISOString(),
      responseCode: null,
      success: false,
      durationMs: 5000,
      error: 'timeout',
    };
    const { service, recentAttempts } = setup({ attempts: [attempt] });
    const created = await service.create(SCOPE, input());
    const got = await service.get(SCOPE, created.id.toUpperCase());
    expect(got.recentDeliveries).toEqual([attempt]);
    expect(recentAttempts).toHaveBeenCalledWith(
      { webhookId: created.id, storeId: created.storeId, mode: SCOPE.mode },
      20,
    );
    expect(JSON.stringify(got)).not.toContain(created.secret);
  });

  it('answers 404 for ids that are not UUIDs without reading', async () => {
    const { service, writes } = setup();
    for (const id of ['nope', '123', '../x', '11111111-1111-4111-8111-11111111111']) {
      expect((await errorOf(service.get(SCOPE, id))).errorCode).toBe('WEBHOOK_NOT_FOUND');
    }
    expect(writes.get).toBe(0);
    expect((await errorOf(service.get(SCOPE, '22222222-2222-4222-8222-222222222222'))).errorCode).toBe(
      'WEBHOOK_NOT_FOUND',
    );
    expect(writes.get).toBe(1);
  });
});

describe('webhook service: update', () => {
  it('changes only the given fields and reports changes and previous values', async () => {
    const { service, events, tick, checkTarget } = setup();
    const created = await service.create(SCOPE, input());
    tick(5000);
    const updated = await service.update(SCOPE, created.id, {
      isEnabled: false,
      events: ['order.created', 'cart.created'],
    });
    expect(updated).toMatchObject({
      isEnabled: false,
      events: ['order.created', 'cart.created'],
      url: created.url,
    });
    expect(updated.updatedAt).toBe(new Date(T0.getTime() + 5000).toISOString());
    expect(updated.createdAt).toBe(created.createdAt);
    expect(checkTarget).toHaveBeenCalledTimes(1); // only at create: the URL did not change
    expect(events[1]).toMatchObject({
      type: 'webhook.endpoint_updated',
      origin: 'system',
      data: {
        webhookId: created.id,
        isEnabled: false,
        changes: { isEnabled: false, events: ['order.created', 'cart.created'] },
        previousValues: { isEnabled: true, events: ['cart.created'] },
      },
    });
  });

  it('writes nothing and emits nothing when nothing changes', async () => {
    const { service, events, writes } = setup();
    const created = await service.create(SCOPE, input({ events: ['cart.created', 'order.created'] }));
    const same = await service.update(SCOPE, created.id, {
      isEnabled: true,
      url: created.url,
      events: ['order.created', 'cart.created'],
    });
    expect(same.updatedAt).toBe(created.updatedAt);
    expect(writes.update).toBe(0);
    expect(events).toHaveLength(1);
  });

  it('checks a new URL with the SSRF guard and moves the guard hash', async () => {
    const { service, items, checkTarget } = setup({ refuseTarget: 'https://10.0.0.1/' });
    const created = await service.create(SCOPE, input());
    const before = items.get(created.id)!.urlHash;
    const error = await errorOf(service.update(SCOPE, created.id, { url: 'https://10.0.0.1/' }));
    expect(error.errorCode).toBe('INVALID_REQUEST');
    await service.update(SCOPE, created.id, { url: 'https://other.example/' });
    expect(checkTarget).toHaveBeenLastCalledWith('https://other.example/');
    expect(items.get(created.id)!.urlHash).not.toBe(before);
    expect(items.get(created.id)!.revision).toBe(2);
  });

  it('maps a URL clash to DUPLICATE_URL', async () => {
    const { service, refusals } = setup();
    const created = await service.create(SCOPE, input());
    refusals.push({ ok: false, reason: 'duplicate-url' });
    expect(
      (await errorOf(service.update(SCOPE, created.id, { url: 'https://taken.example/' }))).errorCode,
    ).toBe('DUPLICATE_URL');
  });

  it('re-reads and retries after a concurrent change, then gives up with CONFLICT', async () => {
    const { service, refusals, writes } = setup();
    const created = await service.create(SCOPE, input());
    refusals.push({ ok: false, reason: 'changed' }, { ok: false, reason: 'changed' });
    await service.update(SCOPE, created.id, { description: 'after two retries' });
    expect(writes.update).toBe(3);
    refusals.push(...Array.from({ length: 5 }, () => ({ ok: false as const, reason: 'changed' as const })));
    expect((await errorOf(service.update(SCOPE, created.id, { description: 'never' }))).errorCode).toBe(
      'CONFLICT',
    );
  });

  it('answers 404 for an unknown id', async () => {
    const { service } = setup();
    const error = await errorOf(
      service.update(SCOPE, '22222222-2222-4222-8222-222222222222', { isEnabled: false }),
    );
    expect(error.errorCode).toBe('WEBHOOK_NOT_FOUND');
  });
});

describe('webhook service: delete and rotate', () => {
  it('deletes and emits webhook.endpoint_deleted', async () => {
    const { service, events, items } = setup();
    const created = await service.create(SCOPE, input());
    expect(await service.remove(SCOPE, created.id)).toEqual({ id: created.id, deleted: true });
    expect(items.size).toBe(0);
    expect(events[1]).toMatchObject({
      type: 'webhook.endpoint_deleted',
      data: { webhookId: created.id, url: created.url },
    });
    expect((await errorOf(service.remove(SCOPE, created.id))).errorCode).toBe('WEBHOOK_NOT_FOUND');
  });

  it('rotates to a new secret at once and says so in an event without any secret', async () => {
    const { service, events, items, tick } = setup();
    const created = await service.create(SCOPE, input());
    tick(1000);
    const rotated = await service.rotateSecret(SCOPE, created.id);
    const at = new Date(T0.getTime() + 1000).toISOString();
    expect(rotated).toEqual({
      id: created.id,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
      secretMask: `whsec_****${rotated.secret.slice(-4)}`,
      rotatedAt: at,
    });
    expect(rotated.secret).not.toBe(created.secret);
    expect(items.get(created.id)!.secret).toBe(rotated.secret);
    expect(events[1]).toMatchObject({
      type: 'webhook.endpoint_updated',
      data: { changes: { secretRotatedAt: at } },
    });
    expect(JSON.stringify(events)).not.toContain(rotated.secret);
    expect(JSON.stringify(events)).not.toContain(created.secret);
  });
});

describe('webhook service: test event', () => {
  it('probes the endpoint with webhook.test by default, even when disabled, without the outbox', async () => {
    const { service, sent, events } = setup();
    const created = await service.create(SCOPE, input({ isEnabled: false }));
    const result = await service.sendTest(SCOPE, created.id, 'webhook.test');
    expect(result).toEqual({
      deliveryId: 'd-1',
      eventId: expect.stringMatching(/^evt_/),
      success: false,
      responseCode: 500,
      durationMs: 12,
      error: 'HTTP 500',
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.endpoint.secret).toBe(created.secret);
    expect(sent[0]!.event).toMatchObject({
      eventId: result.eventId,
      type: 'webhook.test',
      storeId: SCOPE.storeId,
      mode: 'test',
      customerId: null,
      data: { webhookId: created.id, test: true },
    });
    expect(events).toHaveLength(1); // only the creation event: probes never enter the outbox
  });

  it('sends sample data of the requested type, marked as a test', async () => {
    const { service, sent } = setup();
    const created = await service.create(SCOPE, input());
    await service.sendTest(SCOPE, created.id, 'order.shipped');
    expect(sent[0]!.event.type).toBe('order.shipped');
    expect(sent[0]!.event.data).toMatchObject({
      orderId: expect.any(String),
      trackingInfo: expect.any(Array),
      test: true,
    });
    expect(sent[0]!.event.customerId).toEqual(expect.any(String));
  });
});
