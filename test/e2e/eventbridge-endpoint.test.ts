/* eslint-disable @typescript-eslint/no-explicit-any -- reads of the documented response shapes */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToken, startDevServer, type DevServer } from '../support/dev-server.ts';
import { retryUnavailable, waitFor } from '../support/wait.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * An EventBridge endpoint through `npm run dev`: created with the secret key, its test put and a
 * real event (another endpoint's creation) appended to DATA_DIR/eventbridge.jsonl by the local
 * EventBridge sender, and both attempts in the delivery log the dashboard reads.
 */
let dev: DevServer;
let token: string;

const BUS = 'arn:aws:events:us-east-1:123456789012:event-bus/e2e-store-events';
const ROLE = 'arn:aws:iam::123456789012:role/store-commerce-events';

const call = async (method: string, path: string, auth: Record<string, string>, body?: unknown) => {
  const response = await fetch(new URL(path, dev.baseUrl), {
    method,
    headers: { ...auth, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errorCode?: string } };
};
const webhooks = (method: string, path: string, body?: unknown) =>
  call(method, `/api/v1/sdk/stores/${dev.storeId}/webhooks${path}`, { 'X-API-Key': dev.secretKey }, body);
const adminRead = (path: string) =>
  retryUnavailable(() =>
    call('GET', `/api/v1/admin/stores/${dev.storeId}${path}`, { authorization: `Bearer ${token}` }),
  );

const busLines = async (): Promise<any[]> => {
  const text = await readFile(join(dev.dataDir, 'eventbridge.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
};

beforeAll(async () => {
  dev = await startDevServer({ dynamoEndpoint: runDynamoEndpoint() });
  token = await memberToken(dev, 'e2e-eventbridge@example.com', 'viewer');
}, 120_000);
afterAll(async () => {
  await dev?.stop();
});

describe('EventBridge endpoint through npm run dev', () => {
  it('puts its test event and a real event in eventbridge.jsonl, and logs both deliveries', async () => {
    const created = await webhooks('POST', '', {
      type: 'eventbridge',
      eventBusArn: BUS,
      roleArn: ROLE,
      events: ['webhook.endpoint_created'],
    });
    expect(created.status).toBe(201);
    const endpoint = created.body.data;
    expect(endpoint).toMatchObject({ type: 'eventbridge', eventBusArn: BUS, roleArn: ROLE });
    expect(endpoint).not.toHaveProperty('secret');
    expect(endpoint).not.toHaveProperty('url');

    const duplicate = await webhooks('POST', '', {
      type: 'eventbridge',
      eventBusArn: BUS,
      roleArn: ROLE,
      events: ['cart.created'],
    });
    expect([duplicate.status, duplicate.body.errorCode]).toEqual([409, 'DUPLICATE_URL']);
    const rotate = await webhooks('POST', `/${endpoint.id}/rotate-secret`);
    expect([rotate.status, rotate.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);

    const probe = await webhooks('POST', `/${endpoint.id}/test`, {});
    expect(probe.body.data).toMatchObject({ success: true, responseCode: 200 });

    // A real event: another endpoint's creation reaches this one through the pipeline.
    const other = await webhooks('POST', '', {
      url: 'https://hooks.example.com/e2e-eventbridge',
      events: ['cart.created'],
    });
    expect(other.status).toBe(201);

    const lines = await waitFor(
      async () => {
        const found = await busLines();
        return found.some((line) => line.detailType === 'webhook.endpoint_created') && found;
      },
      { timeoutMs: 60_000, intervalMs: 200, what: 'the put of webhook.endpoint_created' },
    );
    expect(lines.find((line) => line.test)).toMatchObject({
      eventBusArn: BUS,
      roleArn: ROLE,
      externalId: dev.storeId,
      source: 'store-commerce',
      detailType: 'webhook.test',
      detail: { type: 'webhook.test', data: { webhookId: endpoint.id, test: true } },
    });
    const real = lines.find((line) => line.detailType === 'webhook.endpoint_created');
    expect(real).toMatchObject({
      eventBusArn: BUS,
      externalId: dev.storeId,
      webhookId: endpoint.id,
      attempt: 1,
      detail: { type: 'webhook.endpoint_created', data: { webhookId: other.body.data.id } },
    });

    const log = await waitFor(
      async () => {
        const read = await adminRead(`/webhooks/${endpoint.id}/deliveries?mode=test`);
        return read.body.data?.length === 2 && read.body.data;
      },
      { timeoutMs: 30_000, intervalMs: 200, what: 'two deliveries in the log' },
    );
    expect(log.map((delivery: any) => [delivery.eventType, delivery.status]).sort()).toEqual([
      ['webhook.endpoint_created', 'succeeded'],
      ['webhook.test', 'succeeded'],
    ]);
    const delivery = log.find((d: any) => d.eventType === 'webhook.endpoint_created');
    const detail = await adminRead(`/webhooks/${endpoint.id}/deliveries/${delivery.deliveryId}?mode=test`);
    expect(JSON.parse(detail.body.data.payload)).toEqual(real.detail);
    expect(detail.body.data.attempts).toEqual([expect.objectContaining({ attempt: 1, responseCode: 200 })]);

    const got = await webhooks('GET', `/${endpoint.id}`);
    expect(got.body.data.deliveryStats).toMatchObject({ successful: 2, failed: 0 });
  });
});
