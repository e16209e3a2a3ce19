import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { startDynamoProxy, type DynamoProxy } from '../support/dynamo-proxy.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * `npm run dev` with DynamoDB stalled (the proxy accepts connections and never answers, as a
 * SIGSTOPped DynamoDB Local does): concurrent reads and writes answer 503 SERVICE_UNAVAILABLE
 * with Retry-After within about 3 s instead of hanging; once DynamoDB answers again the same
 * requests succeed (the write, retried, is applied once).
 */
let proxy: DynamoProxy;
let server: DevServer;

beforeAll(async () => {
  proxy = await startDynamoProxy(runDynamoEndpoint());
  server = await startDevServer({
    dynamoEndpoint: proxy.endpoint,
    env: { AWS_REQUEST_TIMEOUT_MS: '2500' }, // the deployed bound (the test project raises it)
  });
}, 120_000);
afterAll(async () => {
  proxy?.clear();
  await server?.stop();
  await proxy?.stop();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { success: boolean; errorCode?: string; data?: unknown };
  ms: number;
}

const send = async (method: string, path: string, key: string, body?: unknown): Promise<Answer> => {
  const started = Date.now();
  const response = await fetch(new URL(path, server.baseUrl), {
    method,
    headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(20_000),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Answer['body'],
    ms: Date.now() - started,
  };
};

const syncBody = (externalId: string) => ({
  products: [
    {
      externalId,
      title: 'Stalled sync',
      variants: [{ externalVariantId: `${externalId}-v0`, title: 'One', price: 5, inventoryQuantity: 3 }],
    },
  ],
});

describe('DynamoDB stalled under npm run dev', () => {
  it('answers 503 + Retry-After within ~3 s to concurrent requests, and retries succeed once it answers', async () => {
    const settings = `/api/v1/sdk/store/${server.storeId}/checkout-settings`;
    expect((await send('GET', settings, server.publishableKey)).status).toBe(200);

    const hang = proxy.inject({ command: '*', action: { kind: 'hang' } });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, () => send('GET', settings, server.publishableKey)),
      ...Array.from({ length: 3 }, (_, i) =>
        send('POST', '/api/v1/products/sync', server.secretKey, syncBody(`stalled-${i}`)),
      ),
    ]);
    hang.remove();
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'SERVICE_UNAVAILABLE' });
      expect(answer.retryAfter).toBe('2');
      // One 2.5 s timeout, not a hang (the proxy never answers); loose for a busy machine.
      expect(answer.ms).toBeLessThan(7000);
    }

    expect((await send('GET', settings, server.publishableKey)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const retried = await send('POST', '/api/v1/products/sync', server.secretKey, syncBody(`stalled-${i}`));
      expect(retried.status).toBe(200);
    }
  }, 60_000);
});
