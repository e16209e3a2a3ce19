import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

let server: DevServer;

beforeAll(async () => {
  server = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    env: {
      RATE_LIMIT_PUBLISHABLE_PER_MINUTE: '5',
      RATE_LIMIT_SECRET_PER_MINUTE: '50',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '3',
    },
  });
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

const get = (path: string, key?: string) =>
  fetch(`${server.baseUrl}${path}`, { headers: key ? { 'X-API-Key': key } : {} });

describe('rate limiting through npm run dev', () => {
  it('puts X-RateLimit-* on every response and answers 429 with Retry-After past the per-key quota', async () => {
    const path = `/api/v1/sdk/store/${server.storeId}/branding`;
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 7; i++) {
      last = await get(path, server.publishableKey);
      statuses.push(last.status);
      expect(last.headers.get('x-ratelimit-limit')).toBe('5');
      expect(Number(last.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000 - 1);
    }
    // The window may roll over mid-loop; what matters is that 429s appear once 5 were used.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(7);
    expect(statuses).toContain(429);
    const body = await last!.json();
    if (last!.status === 429) {
      expect(body).toMatchObject({ success: false, errorCode: 'RATE_LIMIT_EXCEEDED' });
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The secret key has its own counter and limit.
    const secret = await get(path, server.secretKey);
    expect(secret.status).toBe(200);
    expect(secret.headers.get('x-ratelimit-limit')).toBe('50');
  });

  it('throttles key guessing per source address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await get(
        `/api/v1/sdk/store/${server.storeId}/branding`,
        `pk_test_${String(i).repeat(32)}`,
      );
      statuses.push(res.status);
      expect(res.headers.get('x-ratelimit-limit')).toBe('3');
    }
    expect(statuses).toContain(401);
    expect(statuses).toContain(429);
  });
});
