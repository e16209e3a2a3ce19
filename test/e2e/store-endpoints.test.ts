import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { sleep } from '../support/wait.ts';

/**
 * `npm run dev` exactly as a user starts it: it spawns its own DynamoDB Local, creates the
 * table, seeds the demo store and prints the keys.
 */
let server: DevServer;

beforeAll(async () => {
  server = await startDevServer({ env: { API_KEY_CACHE_MS: '1000' } });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

const call = async (method: string, path: string, headers: Record<string, string> = {}, body?: string) => {
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: JSON.parse(text || '{}') };
};

const settingsPath = () => `/api/v1/sdk/store/${server.storeId}/checkout-settings`;

describe('npm run dev: store endpoints', () => {
  it('prints a demo store with one key of each type', () => {
    expect(server.publishableKey).toMatch(/^pk_test_[A-Za-z0-9]{32}$/);
    expect(server.secretKey).toMatch(/^sk_test_[A-Za-z0-9]{32}$/);
  });

  it('signs a shopper of the demo store in with a national phone number, as typed', async () => {
    const auth = `/api/v1/sdk/auth/store/${server.storeId}`;
    const headers = { 'X-API-Key': server.publishableKey, 'content-type': 'application/json' };
    const sent = await call('POST', `${auth}/otp`, headers, JSON.stringify({ phone: '(415) 555-0142' }));
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(sent.body.data.phone).toBe('+14155550142');
    const verified = await call(
      'POST',
      `${auth}/verify`,
      headers,
      JSON.stringify({ phone: '415 555 0142', code: '000000' }),
    );
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.data.customer).toMatchObject({ phone: '+14155550142' });
  });

  it.each(['publishable', 'secret'] as const)(
    'serves checkout settings and branding to a %s key',
    async (type) => {
      const key = type === 'publishable' ? server.publishableKey : server.secretKey;
      const settings = await call('GET', settingsPath(), { 'X-API-Key': key });
      expect(settings.status).toBe(200);
      expect(settings.body).toEqual({
        success: true,
        data: {
          storeId: server.storeId,
          currency: 'USD',
          taxRate: 0,
          // The old flat fields, and the same settings in the regional shapes (docs/decisions.md §12.8).
          tax: { defaultRate: 0, pricesIncludeTax: false, provider: 'table', rates: [], taxShipping: false },
          // The demo store sells from the US (docs/decisions.md §3.20).
          defaultCountry: 'US',
          shipping: {
            flatRate: 0,
            freeShippingThreshold: null,
            zones: [
              {
                name: 'Everywhere',
                countries: ['*'],
                options: [{ id: 'standard', name: 'Standard shipping', price: 0, freeOverSubtotal: null }],
              },
            ],
          },
          cartAbandonmentMinutes: 60,
        },
      });
      expect(settings.headers.get('x-request-id')).toBeTruthy();
      const branding = await call('GET', `/api/v1/sdk/store/${server.storeId}/branding`, {
        'x-api-key': key,
      });
      expect(branding.status).toBe(200);
      expect(branding.body.data).toMatchObject({
        storeId: server.storeId,
        name: 'Demo Store',
        logoUrl: null,
      });
    },
  );

  it('reflects settings changed through the admin CLI', async () => {
    await server.admin(
      'store',
      'settings',
      '--store',
      server.storeId,
      '--json',
      JSON.stringify({ checkoutSettings: { currency: 'EUR', taxRate: 0.2 }, branding: { name: 'Renamed' } }),
    );
    const settings = await call('GET', settingsPath(), { 'X-API-Key': server.publishableKey });
    expect(settings.body.data).toMatchObject({ currency: 'EUR', taxRate: 0.2 });
    const branding = await call('GET', `/api/v1/sdk/store/${server.storeId}/branding`, {
      'X-API-Key': server.publishableKey,
    });
    expect(branding.body.data.name).toBe('Renamed');
  });

  it('answers CORS preflight on /api/v1/sdk/*', async () => {
    const response = await fetch(`${server.baseUrl}${settingsPath()}`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-api-key');
  });
});

describe('npm run dev: error paths', () => {
  it.each([
    ['no key', {}, 'INVALID_API_KEY'],
    ['a malformed key', { 'X-API-Key': 'pk_test_123' }, 'INVALID_API_KEY'],
    ['an unknown key', { 'X-API-Key': `pk_test_${'Q'.repeat(32)}` }, 'INVALID_API_KEY'],
  ])('401 for %s', async (_name, headers, code) => {
    const res = await call('GET', settingsPath(), headers as Record<string, string>);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: expect.any(String), errorCode: code });
  });

  it('404 STORE_NOT_FOUND for an unknown or malformed store id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await call('GET', `/api/v1/sdk/store/${id}/branding`, { 'X-API-Key': server.secretKey });
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('STORE_NOT_FOUND');
    }
  });

  it('403 NO_STORE_ACCESS for another store', async () => {
    const other = (await server.admin('store', 'create', '--name', 'Other')) as { storeId: string };
    const res = await call('GET', `/api/v1/sdk/store/${other.storeId}/branding`, {
      'X-API-Key': server.secretKey,
    });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('NO_STORE_ACCESS');
  });

  it('404 NOT_FOUND for an unknown route and 405 for a wrong method', async () => {
    const unknown = await call('GET', '/api/v1/nope', { 'X-API-Key': server.secretKey });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    const wrong = await call('DELETE', settingsPath(), { 'X-API-Key': server.secretKey });
    expect(wrong.status).toBe(405);
    expect(wrong.body.errorCode).toBe('METHOD_NOT_ALLOWED');
  });

  it('400 INVALID_REQUEST for a malformed JSON body', async () => {
    // fetch refuses a body on GET; send the raw request instead.
    const status = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${server.baseUrl}${settingsPath()}`);
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'GET',
          headers: {
            'x-api-key': server.secretKey,
            'content-type': 'application/json',
            // Node sends a GET body unframed unless told its length.
            'content-length': '10',
          },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end('{"broken":');
    });
    expect(status.status).toBe(400);
    expect(JSON.parse(status.body).errorCode).toBe('INVALID_REQUEST');
  });

  it('401 API_KEY_INACTIVE once a revoked key leaves the (1 s) cache', async () => {
    const store = server.storeId;
    const created = (await server.admin(
      'key',
      'create',
      '--store',
      store,
      '--type',
      'secret',
      '--mode',
      'test',
    )) as {
      keyId: string;
      key: string;
    };
    expect((await call('GET', settingsPath(), { 'X-API-Key': created.key })).status).toBe(200);
    await server.admin('key', 'revoke', '--store', store, '--key-id', created.keyId);
    await sleep(1100);
    const res = await call('GET', settingsPath(), { 'X-API-Key': created.key });
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe('API_KEY_INACTIVE');
  });

  it('never logs a full API key', () => {
    expect(server.output()).toContain('"routeKey"');
    const logLines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"requestId"'));
    expect(logLines.length).toBeGreaterThan(0);
    for (const line of logLines) {
      expect(line).not.toContain(server.secretKey);
      expect(line).not.toContain(server.publishableKey);
    }
  });
});
