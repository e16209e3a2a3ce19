/* eslint-disable @typescript-eslint/no-explicit-any -- reads of the documented response shapes */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { retryUnavailable, waitFor } from '../support/wait.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * The delivery log through `npm run dev` and the admin API, with a real HTTPS receiver: a
 * receiver that fails, the failure in the log with its code and body, a retry to success,
 * and a recovery of what failed since a time. Two attempts one second apart (knobs).
 */
let dev: DevServer;
let receiver: WebhookReceiver;
let token: string;

const send = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(new URL(path, dev.baseUrl), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errorCode?: string } };
};
/** A read is sent again on a 503 (a busy machine); writes are not idempotent here, so they are not. */
const admin = (method: string, path: string, body?: unknown) =>
  method === 'GET' ? retryUnavailable(() => send(method, path, body)) : send(method, path, body);

/** Reads `path` until `until` holds; the pipeline's attempts are a second apart, more when busy. */
const waitForList = (path: string, until: (data: any[] | undefined) => boolean) =>
  waitFor(
    async () => {
      const read = await admin('GET', path);
      return until(read.body.data) ? read : undefined;
    },
    { timeoutMs: 60_000, intervalMs: 200, what: path },
  );

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  dev = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    env: {
      NODE_EXTRA_CA_CERTS: receiver.caPemPath,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_DELAYS_SECONDS: '1',
      // The receiver answers at once; a tight send timeout only turned slow sends on a busy machine
      // into timeouts where the test expects the receiver's 500.
      WEBHOOK_TIMEOUT_MS: '10000',
    },
  });
  await dev.admin(
    'owner',
    'create',
    '--email',
    'e2e-hooks@example.com',
    '--password',
    'correct horse battery',
  );
  ({ accessToken: token } = (await dev.admin('owner', 'token', '--email', 'e2e-hooks@example.com')) as {
    accessToken: string;
  });
}, 120_000);
afterAll(async () => {
  await dev?.stop();
  await receiver?.close();
});

describe('webhook delivery log through npm run dev', () => {
  it('shows a failure with its code and body, retries it to success, recovers failures since a time', async () => {
    const store = await admin('POST', '/api/v1/admin/stores', { name: 'Hooks E2E' });
    const base = `/api/v1/admin/stores/${store.body.data.storeId}`;
    receiver.setDefault({ status: 500, body: 'receiver down' });
    // A listens to endpoint creations; B and C are created to cause them.
    const a = await admin('POST', `${base}/webhooks`, {
      url: receiver.url,
      events: ['webhook.endpoint_created'],
    });
    expect(a.status).toBe(201);
    const hook = `${base}/webhooks/${a.body.data.id}`;
    receiver.setSecrets(a.body.data.secret);
    const b = await admin('POST', `${base}/webhooks`, { url: `${receiver.url}/b`, events: ['cart.created'] });
    expect(b.status).toBe(201);

    const failed = await waitForList(`${hook}/deliveries?status=failed`, (data) => data?.length === 1);
    const [delivery] = failed.body.data;
    expect(delivery).toMatchObject({ eventType: 'webhook.endpoint_created', status: 'failed', attempts: 2 });
    expect(receiver.requests.map((r) => r.body?.data?.webhookId)).toEqual([b.body.data.id, b.body.data.id]);
    const detail = await admin('GET', `${hook}/deliveries/${delivery.deliveryId}`);
    expect(detail.body.data.payload).toBe(receiver.requests[0]!.rawBody);
    expect(detail.body.data.attempts).toEqual([
      expect.objectContaining({
        attempt: 1,
        responseCode: 500,
        error: 'non_2xx',
        responseBody: 'receiver down',
      }),
      expect.objectContaining({
        attempt: 2,
        responseCode: 500,
        error: 'non_2xx',
        responseBody: 'receiver down',
      }),
    ]);

    receiver.setDefault(200);
    const retried = await admin('POST', `${hook}/deliveries/${delivery.deliveryId}/retry`);
    expect([retried.status, retried.body.data]).toEqual([
      202,
      expect.objectContaining({ attempt: 3, success: true, responseCode: 200 }),
    ]);
    expect(receiver.requests.at(-1)!.headers['x-service-attempt']).toBe('3');
    expect(receiver.requests.at(-1)!.signedWith).toBe(a.body.data.secret);

    const since = new Date().toISOString();
    receiver.setDefault({ status: 502, body: 'still down' });
    const c = await admin('POST', `${base}/webhooks`, { url: `${receiver.url}/c`, events: ['cart.created'] });
    const second = await waitForList(`${hook}/deliveries?status=failed`, (data) => data?.length === 1);
    expect(second.body.data[0].lastResponseCode).toBe(502);
    receiver.setDefault(200);
    const before = receiver.requests.length;
    const recovered = await admin('POST', `${hook}/recover`, { since });
    expect([recovered.status, recovered.body.data.queued]).toEqual([202, 1]);
    await waitForList(`${hook}/deliveries?status=succeeded`, (data) => data?.length === 2);
    const resent = receiver.requests.slice(before);
    expect(resent.map((r) => [r.body?.data?.webhookId, r.headers['x-service-attempt']])).toEqual([
      [c.body.data.id, '3'],
    ]);

    const events = await admin('GET', `${base}/events?type=webhook.endpoint_created`);
    expect(events.body.data.map((e: any) => e.type)).toEqual([
      'webhook.endpoint_created',
      'webhook.endpoint_created',
      'webhook.endpoint_created',
    ]);
    const event = await admin('GET', `${base}/events/${delivery.eventId}`);
    expect(event.body.data.deliveries).toEqual([
      expect.objectContaining({
        deliveryId: delivery.deliveryId,
        status: 'succeeded',
        webhookId: a.body.data.id,
      }),
    ]);
  }, 180_000);
});
