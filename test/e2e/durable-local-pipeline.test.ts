import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';

/**
 * `npm run dev` keeps its queue and schedules in the local table: a receiver answers 500, the
 * dev process is killed (-9) while attempt 2 waits in the queue's delay, and a new process on
 * the same data dir and table delivers attempt 2 (same delivery id) exactly once.
 */
let server: DevServer | undefined;
let receiver: WebhookReceiver;
let dataDir: string;
let env: Record<string, string>;

const startDev = async () => {
  server = await startDevServer({ dynamoEndpoint: inject('dynamoEndpoint'), dataDir, env });
  return server;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON replies; the test asserts what it reads
const call = async (dev: DevServer, method: string, path: string, body?: unknown): Promise<any> => {
  const response = await fetch(`${dev.baseUrl}/api/v1/sdk/stores/${dev.storeId}/webhooks${path}`, {
    method,
    headers: {
      'X-API-Key': dev.secretKey,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, ...(JSON.parse((await response.text()) || '{}') as object) };
};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  dataDir = mkdtempSync(join(tmpdir(), 'commerce-durable-'));
  env = {
    TABLE_NAME: `durable-${randomUUID().slice(0, 8)}`,
    NODE_EXTRA_CA_CERTS: receiver.caPemPath,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    // Long enough for the kill to land before attempt 2 is due, short enough to keep the test quick.
    WEBHOOK_RETRY_DELAYS_SECONDS: '3',
    WEBHOOK_TIMEOUT_MS: '1500',
  };
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await receiver?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev: durable local queue', () => {
  it('a retry queued when the process is killed (-9) is delivered by the next process, once, as attempt 2', async () => {
    const first = await startDev();
    const created = await call(first, 'POST', '', {
      url: receiver.url,
      events: ['webhook.endpoint_updated'],
    });
    expect(created.status).toBe(201);
    const endpointId = created.data.id as string;
    receiver.script(500, 200);
    expect((await call(first, 'PUT', `/${endpointId}`, { description: 'changed' })).status).toBe(200);

    const [failed] = await receiver.waitForRequests(1, 15_000);
    expect(failed!.headers['x-service-attempt']).toBe('1');
    // Attempt 1 is recorded (and attempt 2 queued with its delay) before the crash.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const detail = await call(first, 'GET', `/${endpointId}`);
      if (detail.data.deliveryStats.failed >= 1) break;
      if (Date.now() > deadline) throw new Error('attempt 1 was never recorded');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await first.kill();
    expect(receiver.requests).toHaveLength(1);

    const second = await startDev();
    const [, retried] = await receiver.waitForRequests(2, 20_000);
    expect(retried!.answeredWith).toBe(200);
    expect(retried!.headers['x-service-attempt']).toBe('2');
    expect(retried!.headers['x-service-delivery-id']).toBe(failed!.headers['x-service-delivery-id']);
    expect(retried!.rawBody).toBe(failed!.rawBody);

    // Nothing else is left to send: no duplicate of either attempt shows up.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(receiver.requests).toHaveLength(2);
    const detail = await call(second, 'GET', `/${endpointId}`);
    expect(detail.data.deliveryStats).toEqual({ total: 2, successful: 1, failed: 1 });
  }, 90_000);
});
