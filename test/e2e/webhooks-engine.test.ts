import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { retryUnavailable, waitFor } from '../support/wait.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * Per-endpoint rate limits and auto-disable through `npm run dev` with real HTTPS receivers.
 * The auto-disable window is scaled down to 10 s (failures spread over >= 1 s); retries come
 * every 3 s, so the failing endpoint's 5th attempt (12 s after the first) disables it.
 */
let server: DevServer;
let healthy: WebhookReceiver;
let failing: WebhookReceiver;

beforeAll(async () => {
  healthy = await startWebhookReceiver();
  failing = await startWebhookReceiver();
  failing.setDefault(500);
  server = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    env: {
      NODE_EXTRA_CA_CERTS: healthy.caPemPath,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_DELAYS_SECONDS: '3,3,3,3,3,3,3',
      WEBHOOK_AUTO_DISABLE_AFTER_SECONDS: '10',
      // The receivers answer at once: a send timing out on a busy machine would be a second attempt
      // where the test expects only first ones.
      WEBHOOK_TIMEOUT_MS: '15000',
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await healthy?.close();
  await failing?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON replies; each test asserts what it reads
const send = async (method: string, path: string, body?: unknown): Promise<{ status: number; data: any }> => {
  const response = await fetch(`${server.baseUrl}/api/v1/sdk/stores/${server.storeId}/webhooks${path}`, {
    method,
    headers: {
      'X-API-Key': server.secretKey,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = JSON.parse((await response.text()) || '{}');
  return { status: response.status, data: json.data };
};
/**
 * Reads and updates are sent again on a 503 (a busy machine), as a client would; a create is not
 * (it is not idempotent). A repeated update at most adds an event, and the test counts "at least".
 */
const call = (method: string, path: string, body?: unknown) =>
  method === 'POST' ? send(method, path, body) : retryUnavailable(() => send(method, path, body));

describe('webhook engine through npm run dev', () => {
  it('keeps a rate-limited endpoint at its limit and auto-disables a failing one', async () => {
    const limited = await call('POST', '', {
      url: healthy.url,
      events: ['webhook.endpoint_updated', 'webhook.endpoint_created'],
      rateLimit: 2,
    });
    expect(limited.status).toBe(201);
    expect(limited.data.rateLimit).toBe(2);
    healthy.setSecrets(limited.data.secret);
    const broken = await call('POST', '', { url: failing.url, events: ['webhook.endpoint_updated'] });
    expect(broken.status).toBe(201);
    expect(
      (await call('POST', '', { url: healthy.url, events: ['cart.created'], rateLimit: 0 })).status,
    ).toBe(400);

    // 8 updates of the broken endpoint: 8 events to the limited one; the broken one is
    // subscribed to them too and fails each: its failure streak.
    for (let i = 0; i < 8; i++) {
      expect((await call('PUT', `/${broken.data.id}`, { description: `update ${i}` })).status).toBe(200);
    }
    const perSecond = new Map<number, number>();
    const received = await healthy.waitForRequests(9, 60_000); // at least the 8 updates and a create
    for (const request of received) {
      const second = Math.floor(request.receivedAt / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    }
    expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(2);
    expect(received.every((r) => r.signedWith === limited.data.secret)).toBe(true);
    expect(received.every((r) => r.headers['x-service-attempt'] === '1')).toBe(true);

    // The broken endpoint: every attempt fails; after 10 s without success it is disabled.
    const view = await waitFor(
      async () => {
        const read = (await call('GET', `/${broken.data.id}`)).data;
        return !read.isEnabled && read;
      },
      { timeoutMs: 60_000, intervalMs: 500, what: 'the failing endpoint disabled' },
    );
    expect(view).toMatchObject({ isEnabled: false, disabledReason: 'failing' });
    expect(typeof view.disabledAt).toBe('string');
    // The store's other endpoints hear of it (received in any order among the updates).
    const isNotice = (r: (typeof healthy.requests)[number]) =>
      r.body?.type === 'webhook.endpoint_updated' &&
      r.body.data.webhookId === broken.data.id &&
      r.body.data.changes?.disabledReason === 'failing';
    await waitFor(() => healthy.requests.some(isNotice), {
      timeoutMs: 60_000,
      intervalMs: 200,
      what: 'the disabled notice',
    });

    const enabled = await call('PUT', `/${broken.data.id}`, { isEnabled: true });
    expect(enabled.data).toMatchObject({ isEnabled: true, disabledReason: null, disabledAt: null });
    // Each wait above has its own deadline; this bound only covers them all on a busy machine.
  }, 240_000);
});
