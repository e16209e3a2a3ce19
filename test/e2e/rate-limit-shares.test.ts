import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * One client must not lock every shopper of a store out: publishable-key traffic is limited
 * per source address below the key's quota. The dev server listens on 127.0.0.1; the clients
 * bind their local address to 127.0.0.1 and 127.0.0.2 to be two addresses.
 */
let server: DevServer;

beforeAll(async () => {
  server = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    env: {
      RATE_LIMIT_PUBLISHABLE_PER_MINUTE: '40',
      RATE_LIMIT_PUBLISHABLE_PER_ADDRESS_PER_MINUTE: '6',
    },
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { success: boolean; errorCode?: string; message?: string };
}

const send = (localAddress: string, method: string, path: string, body?: unknown): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const url = new URL(path, server.baseUrl);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        localAddress,
        headers: {
          'X-API-Key': server.publishableKey,
          ...(payload
            ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text) }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });

describe('publishable-key shares per source address', () => {
  it('one address exhausts only its share; another address and its OTP login still work', async () => {
    const branding = `/api/v1/sdk/store/${server.storeId}/branding`;
    const first: Answer[] = [];
    // ~10 requests/s from one address, well past its share of 6 (the window may roll over once).
    for (let i = 0; i < 15; i++) first.push(await send('127.0.0.1', 'GET', branding));
    const refused = first.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ success: false, errorCode: 'RATE_LIMIT_EXCEEDED' });
      expect(answer.body.message).toMatch(/source address used its share of 6 requests per minute/);
      // X-RateLimit-* keep describing the key's quota.
      expect(answer.headers['x-ratelimit-limit']).toBe('40');
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }

    const other = await send('127.0.0.2', 'GET', branding);
    expect(other.status).toBe(200);
    expect(other.headers['x-ratelimit-limit']).toBe('40');
    const otp = await send('127.0.0.2', 'POST', `/api/v1/sdk/auth/store/${server.storeId}/otp`, {
      phone: '+15557770002',
    });
    expect(otp.status).toBe(202);
  });
});
