import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { unknownEventTypeMessage } from '../../shared/webhooks/endpoints/schemas.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * Webhook management through `npm run dev` with the SSRF check on
 * (WEBHOOK_ALLOW_PRIVATE_TARGETS=false, as deployed): every endpoint and every documented error.
 */
let server: DevServer;
let storeB: { storeId: string; secretKey: string };
let liveKey: string;

beforeAll(async () => {
  server = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false', WEBHOOK_TIMEOUT_MS: '2000' },
  });
  const b = (await server.admin('store', 'create', '--name', 'B')) as { storeId: string };
  const [bKey, live] = (await Promise.all([
    server.admin('key', 'create', '--store', b.storeId, '--type', 'secret', '--mode', 'test'),
    server.admin('key', 'create', '--store', server.storeId, '--type', 'secret', '--mode', 'live'),
  ])) as Array<{ key: string }>;
  storeB = { storeId: b.storeId, secretKey: bKey!.key };
  liveKey = live!.key;
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

interface Reply {
  status: number;
  body: {
    success: boolean;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of several shapes; each test asserts what it reads
    data?: any;
    errorCode?: string;
    message?: string;
    details?: Array<{ path: string; message: string }>;
  };
}

const call = async (
  method: string,
  path: string,
  options: { key?: string; body?: unknown } = {},
): Promise<Reply> => {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.key !== undefined ? { 'X-API-Key': options.key } : {}),
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: JSON.parse((await response.text()) || '{}') };
};

const hooks = (storeId = server.storeId) => `/api/v1/sdk/stores/${storeId}/webhooks`;
const create = (body: Record<string, unknown>, key = server.secretKey) =>
  call('POST', hooks(), { key, body: { events: ['cart.created'], ...body } });
const expectError = (reply: Reply, status: number, errorCode: string) => {
  expect({ status: reply.status, success: reply.body.success, errorCode: reply.body.errorCode }).toEqual({
    status,
    success: false,
    errorCode,
  });
};

describe('npm run dev: webhook endpoints', () => {
  it('create -> list -> get -> update -> rotate -> delete', async () => {
    const created = await create({
      url: 'https://hooks.example.com/e2e',
      description: 'e2e',
      events: ['cart.created', 'order.created'],
    });
    expect(created.status).toBe(201);
    const endpoint = created.body.data;
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint.secretMask).toBe(`whsec_****${endpoint.secret.slice(-4)}`);
    expect(endpoint).toMatchObject({
      isEnabled: true,
      apiVersion: '1.0',
      includeApiOriginated: false,
      description: 'e2e',
    });
    const path = `${hooks()}/${endpoint.id}`;

    const listed = await call('GET', hooks(), { key: server.secretKey });
    expect(listed.status).toBe(200);
    expect(Array.isArray(listed.body.data)).toBe(true);
    expect(listed.body.data.find((e: { id: string }) => e.id === endpoint.id)).toMatchObject({
      url: 'https://hooks.example.com/e2e',
      secretMask: endpoint.secretMask,
      deliveryStats: { total: 0, successful: 0, failed: 0 },
    });
    expect(JSON.stringify(listed.body)).not.toContain(endpoint.secret);

    const got = await call('GET', path, { key: server.secretKey });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({
      id: endpoint.id,
      deliveryStats: { total: 0, successful: 0, failed: 0 },
      recentDeliveries: [],
    });
    expect(JSON.stringify(got.body)).not.toContain(endpoint.secret);

    const updated = await call('PUT', path, {
      key: server.secretKey,
      body: { isEnabled: false, events: ['cart.cleared'] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ isEnabled: false, events: ['cart.cleared'] });
    expect(updated.body.data).not.toHaveProperty('secret');
    const disabledOnly = await call('GET', `${hooks()}?isEnabled=false`, { key: server.secretKey });
    expect(disabledOnly.body.data.map((e: { id: string }) => e.id)).toContain(endpoint.id);
    const enabledOnly = await call('GET', `${hooks()}?isEnabled=true`, { key: server.secretKey });
    expect(enabledOnly.body.data.map((e: { id: string }) => e.id)).not.toContain(endpoint.id);
    expectError(
      await call('GET', `${hooks()}?isEnabled=yes`, { key: server.secretKey }),
      400,
      'INVALID_REQUEST',
    );

    const rotated = await call('POST', `${path}/rotate-secret`, { key: server.secretKey });
    expect(rotated.status).toBe(200);
    expect(rotated.body.data).toEqual({
      id: endpoint.id,
      secret: expect.stringMatching(/^whsec_/),
      secretMask: expect.stringMatching(/^whsec_\*{4}/),
      rotatedAt: expect.any(String),
    });
    expect(rotated.body.data.secret).not.toBe(endpoint.secret);
    const afterRotate = await call('GET', path, { key: server.secretKey });
    expect(afterRotate.body.data.secretMask).toBe(rotated.body.data.secretMask);
    expect(JSON.stringify(afterRotate.body)).not.toContain(rotated.body.data.secret);

    const deleted = await call('DELETE', path, { key: server.secretKey });
    expect(deleted.body).toEqual({ success: true, data: { id: endpoint.id, deleted: true } });
    expectError(await call('GET', path, { key: server.secretKey }), 404, 'WEBHOOK_NOT_FOUND');
  });

  it('test validates the event type (the probe itself is sent in webhooks-delivery.test.ts)', async () => {
    const endpoint = (await create({ url: 'https://hooks.example.com/probe-type', isEnabled: false })).body
      .data;
    expectError(
      await call('POST', `${hooks()}/${endpoint.id}/test`, {
        key: server.secretKey,
        body: { eventType: 'order.lost' },
      }),
      400,
      'INVALID_REQUEST',
    );
  });
});

describe('npm run dev: webhook errors', () => {
  it.each([
    ['http://', { url: 'http://hooks.example.com/x' }, 'body.url'],
    ['credentials', { url: 'https://admin:hunter2@hooks.example.com/x' }, 'body.url'],
    ['a loopback host', { url: 'https://127.0.0.1:8443/x' }, 'body.url'],
    ['localhost', { url: 'https://localhost/x' }, 'body.url'],
    ['a private host', { url: 'https://10.0.0.8/x' }, 'body.url'],
    ['the metadata host', { url: 'https://169.254.169.254/latest/meta-data' }, 'body.url'],
    [
      'unknown events',
      { url: 'https://hooks.example.com/x', events: ['cart.created', 'cart.exploded'] },
      'body.events.1',
    ],
    ['empty events', { url: 'https://hooks.example.com/x', events: [] }, 'body.events'],
    ['a bad apiVersion', { url: 'https://hooks.example.com/x', apiVersion: '2.0' }, 'body.apiVersion'],
  ])('create with %s -> 400 INVALID_REQUEST', async (_name, body, detailPath) => {
    const reply = await create(body);
    expectError(reply, 400, 'INVALID_REQUEST');
    expect(reply.body.details!.map((d) => d.path)).toContain(detailPath);
  });

  it('names the unknown event type', async () => {
    const reply = await create({ url: 'https://hooks.example.com/x', events: ['cart.exploded'] });
    expect(reply.body.details).toEqual([
      { path: 'body.events.0', message: unknownEventTypeMessage('cart.exploded') },
    ]);
  });

  it('refuses a private URL on update too', async () => {
    const endpoint = (await create({ url: 'https://hooks.example.com/update-ssrf' })).body.data;
    const reply = await call('PUT', `${hooks()}/${endpoint.id}`, {
      key: server.secretKey,
      body: { url: 'https://192.168.1.1/x' },
    });
    expectError(reply, 400, 'INVALID_REQUEST');
    expectError(
      await call('PUT', `${hooks()}/${endpoint.id}`, { key: server.secretKey, body: {} }),
      400,
      'INVALID_REQUEST',
    );
  });

  it('TOO_MANY_WEBHOOKS at the 11th endpoint of a (store, mode)', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await create({ url: `https://limit.example.com/${i}` }, liveKey)).status).toBe(201);
    }
    expectError(await create({ url: 'https://limit.example.com/10' }, liveKey), 409, 'TOO_MANY_WEBHOOKS');
  });

  it('DUPLICATE_URL for the same URL in the same (store, mode), however it is spelled', async () => {
    expect((await create({ url: 'https://dup.example.com/hook' })).status).toBe(201);
    expectError(await create({ url: 'HTTPS://DUP.example.com:443/hook' }), 409, 'DUPLICATE_URL');
    // Uniqueness is per (store, mode): another store may register the same URL.
    const inB = await call('POST', hooks(storeB.storeId), {
      key: storeB.secretKey,
      body: { url: 'https://dup.example.com/hook', events: ['cart.created'] },
    });
    expect(inB.status).toBe(201);
  });

  it('WEBHOOK_NOT_FOUND for unknown, malformed and other-mode ids', async () => {
    const testEndpoint = (await create({ url: 'https://mode.example.com/x' })).body.data;
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expectError(await call('GET', `${hooks()}/${id}`, { key: server.secretKey }), 404, 'WEBHOOK_NOT_FOUND');
      expectError(
        await call('POST', `${hooks()}/${id}/rotate-secret`, { key: server.secretKey }),
        404,
        'WEBHOOK_NOT_FOUND',
      );
    }
    expectError(
      await call('GET', `${hooks()}/${testEndpoint.id}`, { key: liveKey }),
      404,
      'WEBHOOK_NOT_FOUND',
    );
  });

  it('STORE_NOT_FOUND, NO_STORE_ACCESS, INSUFFICIENT_PERMISSIONS and INVALID_API_KEY', async () => {
    expectError(await call('GET', hooks(randomUUID()), { key: server.secretKey }), 404, 'STORE_NOT_FOUND');
    expectError(await call('GET', hooks(storeB.storeId), { key: server.secretKey }), 403, 'NO_STORE_ACCESS');
    // Store B's key on the demo store's endpoints (create, and an existing endpoint's id).
    expectError(await create({ url: 'https://x.example.com/b' }, storeB.secretKey), 403, 'NO_STORE_ACCESS');
    const demoEndpoint = (await create({ url: 'https://hooks.example.com/owned-by-demo' })).body.data;
    expectError(
      await call('GET', `${hooks()}/${demoEndpoint.id}`, { key: storeB.secretKey }),
      403,
      'NO_STORE_ACCESS',
    );
    expectError(
      await call('DELETE', `${hooks()}/${demoEndpoint.id}`, { key: storeB.secretKey }),
      403,
      'NO_STORE_ACCESS',
    );
    expectError(await call('GET', hooks(), { key: server.publishableKey }), 403, 'INSUFFICIENT_PERMISSIONS');
    expectError(
      await call('POST', hooks(), {
        key: server.publishableKey,
        body: { url: 'https://x.example.com/', events: ['cart.created'] },
      }),
      403,
      'INSUFFICIENT_PERMISSIONS',
    );
    expectError(await call('GET', hooks()), 401, 'INVALID_API_KEY');
  });
});
