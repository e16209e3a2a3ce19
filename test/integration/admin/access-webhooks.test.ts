import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminHandler } from '../../../functions/admin/handler.ts';
import {
  createAdminWebhooksHandler,
  type AdminWebhookServices,
} from '../../../functions/admin-webhooks/handler.ts';
import { dynamoAuditLog } from '../../../shared/audit/dynamo-audit-log.ts';
import { routesOfGroup, type RouteDefinition } from '../../../shared/routes.ts';
import { newId } from '../../../shared/util/ids.ts';
import { adminWebhookServices } from '../../../functions/admin-webhooks/wiring.ts';
import { config } from '../../../shared/config.ts';
import type { WebhookQueue } from '../../../shared/queue/ports.ts';
import { staleClaimMsFor } from '../../../functions/compose/delivery-pipeline.ts';
import { webhookSenderFor } from '../../../shared/webhooks/delivery/sender.ts';
import type { WebhookService } from '../../../shared/webhooks/endpoints/service.ts';
import type { DeliveryLogService } from '../../../shared/webhooks/log/service.ts';
import { useAdminHarness, walkRoutesWithRoles } from '../../support/admin-harness.ts';
import { useTestTable } from '../../support/dynamo.ts';

const table = useTestTable();
const harness = useAdminHarness(table);
const { owners } = harness;
let storeId: string;
const webhookId = newId();
const deliveryId = newId();
const queued: string[] = [];

const recordingQueue: WebhookQueue = {
  send: async (messages) => {
    queued.push(...messages.map((m) => m.body));
    return { failedIds: [] };
  },
};
const pipeline = {
  queue: recordingQueue,
  sender: webhookSenderFor(config()),
  staleClaimMs: staleClaimMsFor(config().webhookTimeoutMs),
};

beforeAll(async () => {
  const admin = createAdminHandler(undefined, { ownerAccess: () => harness.access });
  storeId = await harness.createStore('Hooks Shop', async (token) => {
    const created = await harness.call(admin, 'POST', '/api/v1/admin/stores', token, { name: 'Hooks Shop' });
    return (created.body.data as { storeId: string }).storeId;
  });
});
afterAll(() => pipeline.sender.close());

/** The role walk checks routing and roles only: services answering canned views stand in. */
const endpointView = {
  id: webhookId,
  storeId: newId(),
  url: 'https://example.com/hook',
  events: ['cart.created'],
  description: '',
  isEnabled: true,
  apiVersion: '1.0' as const,
  includeApiOriginated: false,
  secretMask: 'whsec_****abcd',
  deliveryStats: { total: 0, successful: 0, failed: 0 },
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
};
const canned: AdminWebhookServices = {
  endpoints: () =>
    ({
      create: async () => ({ ...endpointView, secret: 'whsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx' }),
      list: async () => [endpointView],
      get: async () => ({ ...endpointView, recentDeliveries: [] }),
      update: async () => endpointView,
      remove: async () => ({ id: webhookId, deleted: true as const }),
      rotateSecret: async () => ({
        id: webhookId,
        secret: 'whsec_x',
        secretMask: 'whsec_****',
        rotatedAt: '',
      }),
      sendTest: async () => ({
        deliveryId,
        eventId: 'evt_1',
        success: true,
        responseCode: 200,
        durationMs: 1,
        error: null,
      }),
    }) as unknown as WebhookService,
  log: () =>
    ({
      listDeliveries: async () => ({ items: [], nextCursor: null }),
      getDelivery: async () => ({}),
      retry: async () => ({}),
      recover: async () => ({ recoveryId: newId(), queued: 0 }),
      listEvents: async () => ({ items: [], nextCursor: null }),
      getEvent: async () => ({}),
    }) as unknown as DeliveryLogService,
};

const BODIES: Record<string, unknown> = {
  adminCreateWebhook: { url: 'https://example.com/hook', events: ['cart.created'] },
  adminUpdateWebhook: { description: 'changed' },
  adminRecoverWebhook: { since: new Date(0).toISOString() },
};

describe('every admin webhook route with each role and with no token (table-driven)', () => {
  const handler = createAdminWebhooksHandler(() => canned, { ownerAccess: () => harness.access });
  walkRoutesWithRoles({
    harness,
    routes: routesOfGroup('adminWebhooks'),
    handler,
    pathOf: (route: RouteDefinition) =>
      route.path
        .replace('{storeId}', storeId)
        .replace('{webhookId}', webhookId)
        .replace('{deliveryId}', deliveryId)
        .replace('{eventId}', 'evt_1'),
    bodyOf: (route) => BODIES[route.operationId],
    okStatus: (route) =>
      route.operationId === 'adminCreateWebhook'
        ? 201
        : ['adminRetryWebhookDelivery', 'adminRecoverWebhook'].includes(route.operationId)
          ? 202
          : 200,
  });
});

describe('admin webhooks on the real services', () => {
  const testPipeline = () => pipeline;
  const handler = createAdminWebhooksHandler(() => adminWebhookServices(config(), testPipeline), {
    ownerAccess: () => harness.access,
  });
  const path = (rest = '') => `/api/v1/admin/stores/${storeId}${rest}`;

  it('a change writes its audit entry; viewers never see the secret; lists are mode-scoped', async () => {
    const created = await harness.call(handler, 'POST', path('/webhooks'), owners.admin.token, {
      url: 'https://hooks.example.com/shop',
      events: ['cart.created', 'webhook.endpoint_created'],
    });
    expect(created.status).toBe(201);
    const { id, secret } = created.body.data as { id: string; secret: string };
    expect(secret).toMatch(/^whsec_/);
    const log = await dynamoAuditLog(table.db, table.tableName).page(storeId, { limit: 5 });
    expect(log.entries[0]).toMatchObject({
      actor: { ownerId: owners.admin.ownerId, email: 'admin@example.com' },
      action: 'webhook.created',
      target: { type: 'webhook', id },
      mode: 'test',
    });
    for (const rest of ['/webhooks', `/webhooks/${id}`]) {
      const read = await harness.call(handler, 'GET', path(rest), owners.viewer.token);
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.body)).not.toContain(secret);
    }
    const live = await harness.call(handler, 'GET', path('/webhooks'), owners.viewer.token, undefined, {
      query: { mode: 'live' },
    });
    expect(live.body.data).toEqual([]);

    const events = await harness.call(handler, 'GET', path('/events'), owners.viewer.token, undefined, {
      query: { type: 'webhook.endpoint_created' },
    });
    const [event] = events.body.data as Array<{ eventId: string; type: string }>;
    expect(event).toMatchObject({ type: 'webhook.endpoint_created' });
    const one = await harness.call(handler, 'GET', path(`/events/${event!.eventId}`), owners.viewer.token);
    expect(one.body.data).toMatchObject({
      eventId: event!.eventId,
      envelope: { id: event!.eventId, type: 'webhook.endpoint_created', data: { webhookId: id } },
      deliveries: [],
    });
    const other = await harness.call(
      handler,
      'GET',
      path(`/events/${event!.eventId}`),
      owners.viewer.token,
      undefined,
      {
        query: { mode: 'live' },
      },
    );
    expect([other.status, other.body.errorCode]).toEqual([404, 'EVENT_NOT_FOUND']);

    const badSince = await harness.call(
      handler,
      'POST',
      path(`/webhooks/${id}/recover`),
      owners.admin.token,
      {
        since: 'yesterday',
      },
    );
    expect([badSince.status, badSince.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    const recovered = await harness.call(
      handler,
      'POST',
      path(`/webhooks/${id}/recover`),
      owners.admin.token,
      {
        since: new Date(Date.now() - 3600_000).toISOString(),
      },
    );
    expect([recovered.status, (recovered.body.data as { queued: number }).queued]).toEqual([202, 0]);
    expect(queued.some((body) => body.includes('webhook-recovery'))).toBe(true);
    await harness.call(handler, 'PUT', path(`/webhooks/${id}`), owners.admin.token, { isEnabled: false });
    const disabled = await harness.call(
      handler,
      'POST',
      path(`/webhooks/${id}/recover`),
      owners.admin.token,
      {
        since: new Date(0).toISOString(),
      },
    );
    expect([disabled.status, disabled.body.errorCode]).toEqual([409, 'WEBHOOK_DISABLED']);
    const actions = (await dynamoAuditLog(table.db, table.tableName).page(storeId, { limit: 5 })).entries.map(
      (entry) => entry.action,
    );
    expect(actions.slice(0, 2)).toEqual(['webhook.updated', 'webhook.recovered']);
    const missing = await harness.call(
      handler,
      'GET',
      path(`/webhooks/${id}/deliveries/${newId()}`),
      owners.viewer.token,
    );
    expect([missing.status, missing.body.errorCode]).toEqual([404, 'DELIVERY_NOT_FOUND']);
  });
});
