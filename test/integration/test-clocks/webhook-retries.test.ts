import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveryPipeline } from '../../../functions/compose/delivery-pipeline.ts';
import { testClockService } from '../../../functions/compose/test-clocks.ts';
import { config, resetConfig } from '../../../shared/config.ts';
import { keys, type Mode } from '../../../shared/db/keys.ts';
import type { AdvanceJobs } from '../../../shared/test-clocks/ports.ts';
import { processDeliveryMessage } from '../../../shared/webhooks/delivery/consumer.ts';
import { deliveryIdFor } from '../../../shared/webhooks/delivery/messages.ts';
import type { WebhookAttemptInput, WebhookSender } from '../../../shared/webhooks/delivery/sender.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { endpointItem, endpointRecord, outboxItem, outboxRecord } from '../../support/webhook-fixtures.ts';

// The default ladder (6 attempts over about 25 h 21 m) and a 1-day auto-disable window, so the
// last attempt both ends the delivery and disables its endpoint.
process.env.WEBHOOK_RETRY_DELAYS_SECONDS = '60,300,900,3600,86400';
process.env.WEBHOOK_AUTO_DISABLE_AFTER_SECONDS = '86400';

const table = useTestTable();
const HOUR = 3600;

/** A receiver that always answers 500, noting the time each attempt was sent at. */
const sent: WebhookAttemptInput[] = [];
/** A receiver that answers only once another endpoint's attempt was sent. */
let slow: { webhookId: string; until: Promise<void>; release: () => void } | undefined;
const failing: WebhookSender = {
  send: async (input) => {
    if (slow && input.endpoint.id !== slow.webhookId) slow.release();
    if (slow && input.endpoint.id === slow.webhookId && input.attempt > 1) await slow.until;
    sent.push(input);
    return { success: false, responseCode: 500, durationMs: 2, error: 'HTTP 500' };
  },
  close: async () => undefined,
};

const started: Promise<void>[] = [];
const jobs: AdvanceJobs = {
  start: async (storeId) => {
    started.push(testClockService(config(), jobs, { webhookSender: failing }).runAdvance(storeId));
  },
};

const putItem = (Item: Record<string, unknown>) =>
  table.db.send(new PutCommand({ TableName: table.tableName, Item }));
const getItem = async (Key: Record<string, string>) =>
  (await table.db.send(new GetCommand({ TableName: table.tableName, Key, ConsistentRead: true }))).Item!;

/** An endpoint of the store in `mode` with one event whose first attempt failed (in real time). */
const failedOnce = async (
  storeId: string,
  mode: Mode,
  overrides: Parameters<typeof endpointRecord>[0] = {},
) => {
  const endpoint = endpointRecord({ storeId, mode, createdAt: new Date().toISOString(), ...overrides });
  await putItem(endpointItem(endpoint));
  const event = outboxRecord({ storeId, mode, occurredAt: new Date().toISOString() });
  await putItem(outboxItem(event));
  const deliveryId = deliveryIdFor(event.eventId, endpoint.id);
  const message = { deliveryId, eventId: event.eventId, webhookId: endpoint.id, storeId, mode, event };
  expect(await processDeliveryMessage({ ...message, attempt: 1 }, realTimeConsumer())).toBe(
    'retry-scheduled',
  );
  return { endpoint, deliveryId, message };
};

/** The delivery consumer as the queue runs it: real time. */
const realTimeConsumer = () =>
  createDeliveryPipeline({
    db: table.db,
    tableName: table.tableName,
    ports: {
      sender: failing,
      queue: { send: async () => ({ failedIds: [] }) },
      scheduler: { scheduleAt: async () => undefined },
    },
    settings: config(),
  }).consumerDeps();

const createStores = async (...ids: string[]) => {
  for (const id of ids) await putItem({ ...keys.store(id), storeId: id });
};

beforeAll(() => resetConfig());
afterAll(() => {
  delete process.env.WEBHOOK_RETRY_DELAYS_SECONDS;
  delete process.env.WEBHOOK_AUTO_DISABLE_AFTER_SECONDS;
  resetConfig();
});

describe('webhook retries on a test clock', () => {
  it('walks a failing delivery through its retry ladder in clock time and auto-disables the endpoint', async () => {
    const storeId = randomUUID();
    const otherStoreId = randomUUID();
    await createStores(storeId, otherStoreId);
    const test = await failedOnce(storeId, 'test');
    const live = await failedOnce(storeId, 'live');
    const otherStore = await failedOnce(otherStoreId, 'test');
    // Its sender runs in the delivery function only (the role it assumes): its retries keep real time.
    const eventBridge = await failedOnce(storeId, 'test', {
      type: 'eventbridge',
      eventBusArn: 'arn:aws:events:us-east-1:123456789012:event-bus/shop',
      roleArn: 'arn:aws:iam::123456789012:role/shop-events',
      url: undefined,
      secret: undefined,
    });
    const firstSentAt = sent[0]!.now!.getTime();
    sent.length = 0;

    await testClockService(config(), jobs, { webhookSender: failing }).advance(storeId, 26 * HOUR);
    await Promise.all(started.splice(0));

    // Attempts 2-6, each at its due time on the clock (the delays after each failure).
    expect(sent.map((input) => [input.deliveryId, input.attempt])).toEqual(
      [2, 3, 4, 5, 6].map((attempt) => [test.deliveryId, attempt]),
    );
    const afterFirst = sent.map((input) => Math.round((input.now!.getTime() - firstSentAt) / 1000));
    [60, 360, 1260, 4860, 91260].forEach((due, i) => {
      expect(afterFirst[i]).toBeGreaterThanOrEqual(due);
      expect(afterFirst[i]).toBeLessThan(due + 30);
    });

    const delivery = await getItem(keys.delivery(test.deliveryId));
    expect(delivery).toMatchObject({ status: 'failed', lastAttempt: 6, nextAttemptAt: null });
    expect((delivery.attempts as Array<{ attempt: number }>).map((attempt) => attempt.attempt)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    // Failing for over a day of clock time: disabled (in real time it has failed for seconds).
    expect(await getItem(keys.webhookEndpoint(storeId, 'test', test.endpoint.id))).toMatchObject({
      isEnabled: false,
      disabledReason: 'failing',
    });
    expect(await getItem(keys.store(storeId))).toMatchObject({
      testClockOffset: 26 * HOUR,
    });

    // Live mode, another store and EventBridge endpoints keep their real-time retries.
    for (const untouched of [live, otherStore, eventBridge]) {
      expect(await getItem(keys.delivery(untouched.deliveryId))).toMatchObject({
        status: 'retrying',
        lastAttempt: 1,
      });
    }
    expect(await getItem(keys.webhookEndpoint(storeId, 'live', live.endpoint.id))).toMatchObject({
      isEnabled: true,
    });

    // A late real message of an attempt the clock ran sends nothing and leaves the delivery failed.
    expect(await processDeliveryMessage({ ...test.message, attempt: 6 }, realTimeConsumer())).toBe(
      'dropped-endpoint-disabled',
    );
    expect(sent).toHaveLength(5);
    expect(await getItem(keys.delivery(test.deliveryId))).toMatchObject({ status: 'failed' });
  });

  it('makes the real delayed message of an attempt the clock already ran a refused claim', async () => {
    const storeId = randomUUID();
    await createStores(storeId);
    // Due first, but its receiver answers only after the other endpoint's: endpoints run side by side.
    const slowEndpoint = await failedOnce(storeId, 'test');
    const test = await failedOnce(storeId, 'test');
    let release = () => undefined as void;
    const until = new Promise<void>((resolve) => (release = resolve));
    slow = { webhookId: slowEndpoint.endpoint.id, until, release };
    sent.length = 0;

    // Ten minutes: attempts 2 (after 1 min) and 3 (after 5 more) run; attempt 4 is due at 21 min.
    await testClockService(config(), jobs, { webhookSender: failing }).advance(storeId, 600);
    await Promise.all(started.splice(0));
    slow = undefined;
    const attemptsOf = (webhookId: string) =>
      sent.filter((input) => input.endpoint.id === webhookId).map((input) => input.attempt);
    expect(attemptsOf(test.endpoint.id)).toEqual([2, 3]);
    expect(attemptsOf(slowEndpoint.endpoint.id)).toEqual([2, 3]);
    expect(await getItem(keys.delivery(test.deliveryId))).toMatchObject({
      status: 'retrying',
      lastAttempt: 3,
    });

    // The queue's attempt-2 message, delayed a real minute, arrives: nothing is sent.
    expect(await processDeliveryMessage({ ...test.message, attempt: 2 }, realTimeConsumer())).toBe(
      'duplicate',
    );
    expect(sent).toHaveLength(4);
    expect(await getItem(keys.delivery(test.deliveryId))).toMatchObject({
      status: 'retrying',
      lastAttempt: 3,
    });
  });
});
