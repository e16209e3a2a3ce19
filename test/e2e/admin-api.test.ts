/* eslint-disable @typescript-eslint/no-explicit-any -- reads of the documented response shapes */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';

/**
 * The admin API through `npm run dev` with a token from `npm run -s admin -- owner token`:
 * create a store, a key pair, revoke a key and see it refused by a store endpoint at once.
 * The dev server checks every response against docs/openapi.json (stop() fails otherwise).
 */
let dev: DevServer;
let token: string;

const admin = async (method: string, path: string, body?: unknown, bearer = token) => {
  const response = await fetch(new URL(path, dev.baseUrl), {
    method,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: response.status,
    requestId: response.headers.get('x-request-id'),
    body: (await response.json()) as {
      success: boolean;
      data?: any;
      errorCode?: string;
      nextCursor?: unknown;
    },
  };
};

beforeAll(async () => {
  dev = await startDevServer();
  await dev.admin(
    'owner',
    'create',
    '--email',
    'e2e-admin@example.com',
    '--password',
    'correct horse battery',
  );
  ({ accessToken: token } = (await dev.admin('owner', 'token', '--email', 'e2e-admin@example.com')) as {
    accessToken: string;
  });
}, 120_000);
afterAll(async () => {
  await dev?.stop();
});

describe('admin API through npm run dev', () => {
  it('creates a store and a key pair, revokes a key, and the revoked key is refused by a store endpoint at once', async () => {
    const anonymous = await admin('GET', '/api/v1/admin/me', undefined, '');
    expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'INVALID_TOKEN']);

    const created = await admin('POST', '/api/v1/admin/stores', { name: 'E2E Shop' });
    expect(created.status).toBe(201);
    expect(created.requestId).toBeTruthy();
    const storeId = created.body.data.storeId as string;
    expect(created.body.data.role).toBe('owner');

    const me = await admin('GET', '/api/v1/admin/me');
    expect(me.body.data.stores).toContainEqual({ storeId, name: 'E2E Shop', role: 'owner' });

    const updated = await admin('PUT', `/api/v1/admin/stores/${storeId}`, {
      checkoutSettings: { taxRate: 0.1 },
    });
    expect(updated.status).toBe(200);

    const pk = await admin('POST', `/api/v1/admin/stores/${storeId}/api-keys`, {
      type: 'publishable',
      mode: 'test',
    });
    const sk = await admin('POST', `/api/v1/admin/stores/${storeId}/api-keys`, {
      type: 'secret',
      mode: 'test',
      name: 'server',
    });
    expect([pk.status, sk.status]).toEqual([201, 201]);
    const publishableKey = pk.body.data.key as string;
    expect(sk.body.data.key).toMatch(/^sk_test_/);

    const branding = `/api/v1/sdk/store/${storeId}/branding`;
    const before = await fetch(new URL(branding, dev.baseUrl), { headers: { 'x-api-key': publishableKey } });
    expect(before.status).toBe(200);

    const revoked = await admin(
      'POST',
      `/api/v1/admin/stores/${storeId}/api-keys/${pk.body.data.keyId}/revoke`,
    );
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status).toBe('Revoked');
    // The key was used just before: no positive key cache may outlive the revocation.
    const response = await fetch(new URL(branding, dev.baseUrl), {
      headers: { 'x-api-key': publishableKey },
    });
    const after = { status: response.status, ...((await response.json()) as { errorCode?: string }) };
    expect([after.status, after.errorCode]).toEqual([401, 'API_KEY_INACTIVE']);

    const list = await admin('GET', `/api/v1/admin/stores/${storeId}/api-keys`);
    expect(JSON.stringify(list.body)).not.toContain(sk.body.data.key);

    const log = await admin('GET', `/api/v1/admin/stores/${storeId}/audit-log`);
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual([
      'apiKey.revoked',
      'apiKey.created',
      'apiKey.created',
      'store.updated',
      'store.created',
    ]);
    expect(log.body.nextCursor).toBeNull();
    expect(dev.contractViolations()).toEqual([]);
  }, 60_000);
});
