import { randomUUID } from 'node:crypto';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  startLocalWebhookPipeline,
  type LocalWebhookPipeline,
} from '../../../infra/local/webhook-pipeline.ts';
import { resetConfig } from '../../../shared/config.ts';
import type { EventType } from '../../../shared/events/catalog.ts';
import { outboxPut } from '../../../shared/events/outbox.ts';
import { createWebhookSender, type WebhookSender } from '../../../shared/webhooks/delivery/sender.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { endpointItem, endpointRecord } from '../../support/webhook-fixtures.ts';
import {
  startWebhookReceiver,
  type ReceivedRequest,
  type WebhookReceiver,
} from '../../support/webhook-receiver.ts';

// Short retry delays and waits (local knobs, docs/decisions.md §8.1): a retry and a waiting
// first attempt come back through the in-process queue's delay after a second.
process.env.WEBHOOK_RETRY_DELAYS_SECONDS = '1,1,1';
process.env.WEBHOOK_ORDER_WAIT_MAX_SECONDS = '1';
process.env.WEBHOOK_QUEUE_URL = '';

/** Ordered endpoints (docs/decisions.md §6.26) through the whole local pipeline on DynamoDB Local. */
const table = useTestTable();
let receiver: WebhookReceiver;
let sender: WebhookSender;
let pipeline: LocalWebhookPipeline | undefined;

beforeAll(async () => {
  resetConfig();
  receiver = await startWebhookReceiver();
  sender = createWebhookSender({
    timeoutMs: 2000,
    allowPrivateTargets: true,
    extraCaCertificates: [receiver.caPem],
  });
});
afterEach(async () => {
  await pipeline?.stop();
  pipeline = undefined;
  receiver.reset();
});
afterAll(async () => {
  await sender.close();
  await receiver.close();
});

const ORDER_TYPES: EventType[] = ['order.created', 'order.confirmed', 'order.shipped'];

const start = async () => {
  pipeline = await startLocalWebhookPipeline({
    streamArn: table.streamArn,
    dynamoEndpoint: table.endpoint,
    sender,
  });
};

const putEndpoint = async (storeId: string, fields: Record<string, unknown>) => {
  const endpoint = endpointRecord({ storeId, url: receiver.url, ...fields });
  await table.db.send(new PutCommand({ TableName: table.tableName, Item: endpointItem(endpoint) }));
  return endpoint;
};

/** One event of `orderId` with its sequence, written as its own change. */
const emit = async (storeId: string, orderId: string, type: EventType, sequence: number) => {
  await table.db.send(
    new TransactWriteCommand({
      TransactItems: [
        outboxPut(
          table.tableName,
          { type, storeId, mode: 'test', origin: 'customer', customerId: null, data: { orderId }, sequence },
          new Date(),
        ),
      ],
    }),
  );
};

const of = (orderId: string, requests: ReceivedRequest[]) =>
  requests.filter((request) => request.body?.data?.orderId === orderId);
const sequencesOf = (requests: ReceivedRequest[]) =>
  requests.map((request) => request.body.sequence as number);

describe('ordered endpoints: one resource at a time', () => {
  it('delivers an order 1,1,2,2,3,3 when every first attempt fails, without holding another order back', async () => {
    const storeId = randomUUID();
    await putEndpoint(storeId, { events: ORDER_TYPES, ordering: 'resource' });
    // Every delivery fails its first attempt and succeeds on its second.
    receiver.setResponder((request) => (request.headers['x-service-attempt'] === '1' ? 500 : 200));
    await start();
    const held = randomUUID();
    const other = randomUUID();
    for (const [i, type] of ORDER_TYPES.entries()) await emit(storeId, held, type, i + 1);
    await emit(storeId, other, 'order.created', 1);

    await expect.poll(() => of(held, receiver.requests).length, { timeout: 20_000, interval: 200 }).toBe(6);
    await pipeline!.queue.whenIdle();
    const heldRequests = of(held, receiver.requests);
    expect(sequencesOf(heldRequests)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(heldRequests.map((request) => request.body.type)).toEqual(ORDER_TYPES.flatMap((t) => [t, t]));
    expect(heldRequests.map((request) => request.answeredWith)).toEqual([500, 200, 500, 200, 500, 200]);
    // The other order went its own way: both its attempts arrived before the held order's third event.
    const otherRequests = of(other, receiver.requests);
    expect(sequencesOf(otherRequests)).toEqual([1, 1]);
    const third = receiver.requests.indexOf(heldRequests[4]!);
    expect(receiver.requests.indexOf(otherRequests[1]!)).toBeLessThan(third);
  });

  it('does not wait for events of types the endpoint is not subscribed to', async () => {
    const storeId = randomUUID();
    // Subscribed to the first and last of three: sequence 2 is never sent, so 3 must not wait for it.
    await putEndpoint(storeId, { events: ['order.created', 'order.shipped'], ordering: 'resource' });
    receiver.setResponder(() => 200);
    await start();
    const orderId = randomUUID();
    for (const [i, type] of ORDER_TYPES.entries()) await emit(storeId, orderId, type, i + 1);
    await expect
      .poll(() => of(orderId, receiver.requests).length, { timeout: 10_000, interval: 100 })
      .toBe(2);
    expect(sequencesOf(of(orderId, receiver.requests))).toEqual([1, 3]);
  });
});
