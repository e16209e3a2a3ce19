import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * `npm run dev` with private targets allowed (the local default): the port rule still holds,
 * URL spellings with a trailing host dot or an empty query are the same endpoint, a test probe
 * is marked with X-Service-Test, and a failed probe names a class, not an address.
 */
let server: DevServer;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  server = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    env: {
      NODE_EXTRA_CA_CERTS: receiver.caPemPath,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_TIMEOUT_MS: '2000',
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON replies; each test asserts what it reads
const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => {
  const response = await fetch(`${server.baseUrl}/api/v1/sdk/stores/${server.storeId}/webhooks${path}`, {
    method,
    headers: {
      'X-API-Key': server.secretKey,
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: JSON.parse((await response.text()) || '{}') };
};

describe('npm run dev: webhook probe and failure texts', () => {
  it('refuses ports below 1024 (but 443) even with private targets allowed', async () => {
    for (const url of ['https://127.0.0.1:22/in', 'https://hooks.example.com:80/in']) {
      const reply = await call('POST', '', { url, events: ['cart.created'] });
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        errorCode: 'INVALID_REQUEST',
        details: [{ path: 'body.url', message: 'url port must be 443 or between 1024 and 65535' }],
      });
    }
    const ok = await call('POST', '', { url: 'https://hooks.example.com:8443/ok', events: ['cart.created'] });
    expect(ok.status).toBe(201);
  });

  it('a trailing host dot and an empty query name the same URL', async () => {
    const first = await call('POST', '', { url: 'https://dots.example.com./in', events: ['cart.created'] });
    expect(first.status).toBe(201);
    expect(first.body.data.url).toBe('https://dots.example.com/in');
    for (const url of [
      'https://dots.example.com/in?',
      'https://dots.example.com/in',
      'https://DOTS.example.com.:443/in?',
    ]) {
      const again = await call('POST', '', { url, events: ['cart.created'] });
      expect(again.status, url).toBe(409);
      expect(again.body.errorCode).toBe('DUPLICATE_URL');
    }
  });

  it('the probe carries X-Service-Test: true; a failure reads as a class', async () => {
    const created = await call('POST', '', { url: `${receiver.url}?probe=1`, events: ['cart.created'] });
    expect(created.status).toBe(201);
    const probe = await call('POST', `/${created.body.data.id}/test`, {});
    expect(probe.body.data).toMatchObject({ success: true, responseCode: 200 });
    const [request] = await receiver.waitForRequests(1);
    expect(request!.headers['x-service-test']).toBe('true');
    expect(request!.body).toMatchObject({ type: 'webhook.test', livemode: false, data: { test: true } });

    await receiver.close();
    const failed = await call('POST', `/${created.body.data.id}/test`, {});
    expect(failed.body.data).toMatchObject({
      success: false,
      responseCode: null,
      error: 'connection failed',
    });
  });
});
