import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../../shared/db/dynamo-client.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { eventually } from '../support/wait.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * `npm run dev` keeps its queue and schedules in the local table: a receiver answers 500, the
 * dev process is killed (-9) while attempt 2 waits in the queue's delay, and a new process on
 * the same data dir and table delivers attempt 2 (same delivery id) exactly once. Every step
 * waits on a condition: the kill once attempt 2 is in the queue's journal (its delay, the
 * queue's longest, cannot run out first), and the second process once the test has brought
 * that message's due time forward in the table, as time passing would.
 */
let server: DevServer | undefined;
let receiver: WebhookReceiver;
let dataDir: string;
let env: Record<string, string>;
let db: DynamoDBDocumentClient;
const QUEUE_PARTITION = 'LOCAL_QUEUE#webhook-deliveries';

/** The local queue's journal (docs/data-model.md, "Local runtime items"). */
const journal = async () =>
  (
    await db.send(
      new QueryCommand({
        TableName: env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': QUEUE_PARTITION },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];
const attemptOf = (body: unknown) => (JSON.parse(String(body)) as { attempt?: number }).attempt;

const startDev = async () => {
  server = await startDevServer({ dynamoEndpoint: runDynamoEndpoint(), dataDir, env });
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
    // The queue's longest delay: attempt 2 is never due before the test makes it due.
    WEBHOOK_RETRY_DELAYS_SECONDS: '900',
    WEBHOOK_TIMEOUT_MS: '1500',
  };
  db = createDocumentClient(runDynamoEndpoint());
}, 120_000);
afterAll(async () => {
  db?.destroy();
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
    // Attempt 1 is recorded and attempt 2 waits in the journal, with its delay, before the crash.
    await eventually(async () => (await journal()).map((item) => attemptOf(item.body)), {
      timeoutMs: 30_000,
    }).toEqual([2]);
    await first.kill();
    expect(receiver.requests).toHaveLength(1);
    const [waiting] = await journal();
    expect(waiting!.visibleAt).toBeGreaterThan(Date.now() + 60_000);
    // Its delay has passed (as far as the next process can tell).
    await db.send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: { pk: waiting!.pk, sk: waiting!.sk },
        UpdateExpression: 'SET visibleAt = :now',
        ExpressionAttributeValues: { ':now': Date.now() },
      }),
    );

    const second = await startDev();
    const [, retried] = await receiver.waitForRequests(2, 30_000);
    expect(retried!.answeredWith).toBe(200);
    expect(retried!.headers['x-service-attempt']).toBe('2');
    expect(retried!.headers['x-service-delivery-id']).toBe(failed!.headers['x-service-delivery-id']);
    expect(retried!.rawBody).toBe(failed!.rawBody);

    // Attempt 2 is recorded and its message deleted: nothing is left to send, no duplicate came.
    await eventually(async () => (await call(second, 'GET', `/${endpointId}`)).data.deliveryStats, {
      timeoutMs: 30_000,
    }).toEqual({
      total: 2,
      successful: 1,
      failed: 1,
    });
    await eventually(journal, { timeoutMs: 30_000 }).toEqual([]);
    expect(receiver.requests).toHaveLength(2);
  }, 90_000);
});
