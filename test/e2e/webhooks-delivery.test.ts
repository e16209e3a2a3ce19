import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../shared/webhooks/delivery/signing.ts';
import { verifyWebhookSignature } from '../../shared/webhooks/verify.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import {
  startWebhookReceiver,
  type ReceivedRequest,
  type WebhookReceiver,
} from '../support/webhook-receiver.ts';
import { sleep } from '../support/wait.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * The delivery pipeline through `npm run dev` (stream poller -> router -> in-process queue ->
 * consumer) to real HTTPS receivers on 127.0.0.1, whose self-signed CA the dev process trusts
 * through NODE_EXTRA_CA_CERTS only. Retries are shortened with WEBHOOK_RETRY_DELAYS_SECONDS.
 */
let server: DevServer;
const receivers: WebhookReceiver[] = [];

const receiver = async () => {
  const started = await startWebhookReceiver();
  receivers.push(started);
  return started;
};

beforeAll(async () => {
  const first = await receiver();
  server = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    env: {
      NODE_EXTRA_CA_CERTS: first.caPemPath,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_RETRY_DELAYS_SECONDS: '1,1,1,1,1',
      WEBHOOK_TIMEOUT_MS: '1500',
    },
  });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await Promise.all(receivers.map((r) => r.close()));
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON replies; each test asserts what it reads
const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; data: any }> => {
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

const createEndpoint = async (url: string, events: string[], extra: Record<string, unknown> = {}) => {
  const created = await call('POST', '', { url, events, ...extra });
  expect(created.status).toBe(201);
  return created.data as { id: string; secret: string };
};

const standardHeaders = (request: ReceivedRequest) => ({
  'webhook-id': request.headers['webhook-id'] as string,
  'webhook-timestamp': request.headers['webhook-timestamp'] as string,
  'webhook-signature': request.headers['webhook-signature'] as string,
});

/** Polls GET until `until` holds (the attempt is recorded just after the receiver answered). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON reply
const getUntil = async (id: string, until: (data: any) => boolean) => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { data } = await call('GET', `/${id}`);
    if (until(data) || Date.now() > deadline) return data;
    await sleep(100);
  }
};

describe('npm run dev: webhook delivery', () => {
  it('test sends one recorded probe, even to a disabled endpoint, and records failures', async () => {
    const failing = await receiver();
    failing.setDefault(500);
    const endpoint = await createEndpoint(failing.url, ['cart.created'], { isEnabled: false });
    const probe = await call('POST', `/${endpoint.id}/test`, { eventType: 'order.created' });
    expect(probe.status).toBe(200);
    expect(probe.data).toMatchObject({
      deliveryId: expect.any(String),
      eventId: expect.stringMatching(/^evt_/),
      success: false,
      responseCode: 500,
      durationMs: expect.any(Number),
    });
    const withoutBody = await call('POST', `/${endpoint.id}/test`);
    expect(withoutBody.status).toBe(200);
    expect(failing.requests.map((r) => r.body.type)).toEqual(['order.created', 'webhook.test']);
    expect(failing.requests[0]!.body.data.test).toBe(true);
    const got = (await call('GET', `/${endpoint.id}`)).data;
    expect(got.deliveryStats).toEqual({ total: 2, successful: 0, failed: 2 });
    expect(got.recentDeliveries.map((d: { deliveryId: string }) => d.deliveryId)).toEqual([
      withoutBody.data.deliveryId,
      probe.data.deliveryId,
    ]);
    expect(got.recentDeliveries[0]).toMatchObject({
      eventType: 'webhook.test',
      attempt: 1,
      success: false,
      responseCode: 500,
    });
    expect(got.recentDeliveries[1]).toMatchObject({
      eventType: 'order.created',
      eventId: probe.data.eventId,
    });
  });

  it('create -> test: the event arrives signed with both header sets, and standardwebhooks verifies it', async () => {
    const hooks = await receiver();
    const endpoint = await createEndpoint(`${hooks.url}?case=test`, ['cart.created']);
    const reply = await call('POST', `/${endpoint.id}/test`, {});
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({
      success: true,
      responseCode: 200,
      eventId: expect.stringMatching(/^evt_/),
    });

    const [request] = await hooks.waitForRequests(1);
    const raw = request!.rawBody;
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      'x-webhook-event': 'webhook.test',
      'x-service-webhook-hmac-sha256': signBody(endpoint.secret, raw),
      'x-service-signature': signBody(endpoint.secret, raw),
      'x-service-event-id': reply.data.eventId,
      'x-service-delivery-id': reply.data.deliveryId,
      'x-service-webhook-id': endpoint.id,
      'x-service-attempt': '1',
      'webhook-id': reply.data.eventId,
    });
    expect(request!.headers['user-agent']).toMatch(/Webhooks/);
    expect(
      verifyWebhookSignature(raw, request!.headers['x-service-signature'] as string, endpoint.secret),
    ).toBe(true);
    expect(new Webhook(endpoint.secret).verify(raw, standardHeaders(request!))).toMatchObject({
      id: reply.data.eventId,
      type: 'webhook.test',
      apiVersion: '1.0',
      livemode: false,
      data: { storeId: server.storeId, test: true },
    });
  });

  it('a receiver answering 500 then 200 gets attempt 2 with the same delivery id; stats count one failure, one success', async () => {
    const hooks = await receiver();
    const endpoint = await createEndpoint(`${hooks.url}?case=retry`, ['webhook.endpoint_updated']);
    hooks.script(500, 200);
    expect((await call('PUT', `/${endpoint.id}`, { description: 'changed' })).status).toBe(200);

    const [first, second] = await hooks.waitForRequests(2);
    expect([first!.answeredWith, second!.answeredWith]).toEqual([500, 200]);
    expect([first!.headers['x-service-attempt'], second!.headers['x-service-attempt']]).toEqual(['1', '2']);
    expect(second!.headers['x-service-delivery-id']).toBe(first!.headers['x-service-delivery-id']);
    expect(second!.rawBody).toBe(first!.rawBody);
    expect(first!.body).toMatchObject({
      type: 'webhook.endpoint_updated',
      data: { storeId: server.storeId },
    });

    const detail = await getUntil(endpoint.id, (d) => d.deliveryStats.total >= 2);
    expect(detail.deliveryStats).toEqual({ total: 2, successful: 1, failed: 1 });
    expect(
      detail.recentDeliveries.map((d: { attempt: number; success: boolean; responseCode: number }) => [
        d.attempt,
        d.success,
        d.responseCode,
      ]),
    ).toEqual([
      [2, true, 200],
      [1, false, 500],
    ]);
  });

  it('a receiver that hangs past WEBHOOK_TIMEOUT_MS counts as a failure', async () => {
    const hooks = await receiver();
    const endpoint = await createEndpoint(`${hooks.url}?case=hang`, ['cart.created']);
    hooks.setDefault('hang');
    const reply = await call('POST', `/${endpoint.id}/test`, {});
    expect(reply.status).toBe(200);
    expect(reply.data).toMatchObject({ success: false, responseCode: null });
    expect(hooks.requests).toHaveLength(1);
    const detail = await getUntil(endpoint.id, (d) => d.deliveryStats.total >= 1);
    expect(detail.deliveryStats).toEqual({ total: 1, successful: 0, failed: 1 });
    expect(detail.recentDeliveries[0]).toMatchObject({
      success: false,
      responseCode: null,
      error: expect.stringMatching(/timeout/),
    });
  });

  it('a disabled endpoint gets nothing while an enabled one gets the same events', async () => {
    const hooks = await receiver();
    const disabled = await createEndpoint(`${hooks.url}?case=disabled`, ['webhook.endpoint_updated'], {
      isEnabled: false,
    });
    const witness = await createEndpoint(`${hooks.url}?case=witness`, ['webhook.endpoint_updated']);
    // Two events, each routed to every subscribed endpoint at once; the witness receiving both
    // means a (wrong) delivery to the disabled endpoint would have been routed and sent by now.
    await call('PUT', `/${witness.id}`, { description: 'one' });
    await hooks.waitForRequests(1);
    await call('PUT', `/${witness.id}`, { description: 'two' });
    await hooks.waitForRequests(2);
    expect(hooks.requests.map((r) => r.path)).toEqual(['/webhook?case=witness', '/webhook?case=witness']);
    expect((await call('GET', `/${disabled.id}`)).data.deliveryStats.total).toBe(0);
  });

  it('after rotate-secret the next delivery verifies with the new secret only', async () => {
    const hooks = await receiver();
    const endpoint = await createEndpoint(`${hooks.url}?case=rotate`, ['webhook.endpoint_updated']);
    const rotated = await call('POST', `/${endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const newSecret = rotated.data.secret as string;
    expect(newSecret).not.toBe(endpoint.secret);
    // Rotation itself emits webhook.endpoint_updated to this endpoint.
    const [request] = await hooks.waitForRequests(1);
    const raw = request!.rawBody;
    const signature = request!.headers['x-service-signature'] as string;
    expect(verifyWebhookSignature(raw, signature, newSecret)).toBe(true);
    expect(verifyWebhookSignature(raw, signature, endpoint.secret)).toBe(false);
    expect(new Webhook(newSecret).verify(raw, standardHeaders(request!))).toMatchObject({
      type: 'webhook.endpoint_updated',
    });
    expect(() => new Webhook(endpoint.secret).verify(raw, standardHeaders(request!))).toThrow();
  });
});
