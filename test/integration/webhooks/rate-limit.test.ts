import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { buildEnvelope } from '../../../shared/events/envelope.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import type { QueueMessage } from '../../../shared/queue/ports.ts';
import {
  processDeliveryMessage,
  type DeliveryConsumerDeps,
} from '../../../shared/webhooks/delivery/consumer.ts';
import { dynamoRateLimiter } from '../../../shared/webhooks/delivery/dynamo-rate-limiter.ts';
import { deliveryIdFor, parseDeliveryMessage } from '../../../shared/webhooks/delivery/messages.ts';
import { dynamoDeliveryRecords } from '../../../shared/webhooks/delivery/dynamo-deliveries.ts';
import { createWebhookSender, type WebhookSender } from '../../../shared/webhooks/delivery/sender.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { endpointItem, endpointRecord, outboxRecord } from '../../support/webhook-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';

const table = useTestTable();
let receiver: WebhookReceiver;
let sender: WebhookSender;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sender = createWebhookSender({
    timeoutMs: 4000,
    allowPrivateTargets: true,
    extraCaCertificates: [receiver.caPem],
  });
});
afterAll(async () => {
  await sender.close();
  await receiver.close();
});

describe('per-endpoint rateLimit', () => {
  it('two consumers together never exceed it; deliveries over it wait without burning an attempt', async () => {
    const LIMIT = 4;
    const EVENTS = 14;
    const db = table.db;
    const endpoint = endpointRecord({ url: `${receiver.url}/limited`, rateLimit: LIMIT });
    await db.send(new PutCommand({ TableName: table.tableName, Item: endpointItem(endpoint) }));

    // A shared queue honouring delays; two consumers (own adapters, own in-flight maps) take from it.
    const queue: Array<{ body: string; dueAt: number }> = [];
    for (let i = 0; i < EVENTS; i++) {
      const event = outboxRecord({ storeId: endpoint.storeId });
      queue.push({
        dueAt: 0,
        body: JSON.stringify({
          deliveryId: deliveryIdFor(event.eventId, endpoint.id),
          eventId: event.eventId,
          webhookId: endpoint.id,
          storeId: endpoint.storeId,
          mode: endpoint.mode,
          attempt: 1,
          event,
        }),
      });
    }
    const outcomes: string[] = [];
    const pending: Array<Promise<unknown>> = [];
    const consumer = (): DeliveryConsumerDeps => ({
      records: dynamoDeliveryRecords(db, table.tableName),
      sender,
      queue: {
        send: async (messages: QueueMessage[]) => {
          for (const m of messages)
            queue.push({ body: m.body, dueAt: Date.now() + (m.delaySeconds ?? 0) * 1000 });
          return { failedIds: [] };
        },
      },
      scheduler: { scheduleAt: async () => undefined },
      retryDelaysSeconds: [60],
      staleClaimMs: 60_000,
      rateLimiter: dynamoRateLimiter(db, table.tableName),
      autoDisable: { afterSeconds: 432000, disable: async () => false },
      clock: { now: () => new Date() },
    });
    const run = async (deps: DeliveryConsumerDeps) => {
      const deadline = Date.now() + 30_000;
      while (receiver.requests.length < EVENTS && Date.now() < deadline) {
        const index = queue.findIndex((m) => m.dueAt <= Date.now());
        if (index < 0) {
          await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        const [taken] = queue.splice(index, 1);
        // Several in flight per consumer, as a batch would have.
        pending.push(
          processDeliveryMessage(parseDeliveryMessage(taken!.body), deps).then((o) => outcomes.push(o)),
        );
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    // Warm connections first (as a running consumer has them): a TLS handshake under load
    // can delay one request past the second its token belongs to.
    await Promise.all(
      Array.from({ length: LIMIT }, () =>
        sender.send({
          endpoint,
          envelope: buildEnvelope(outboxRecord()),
          deliveryId: 'warm-up',
          attempt: 1,
        }),
      ),
    );
    await new Promise((r) => setTimeout(r, 1000));
    receiver.reset();
    const perSecond = new Map<number, number>();
    receiver.onRequest(() => {
      const second = Math.floor(Date.now() / 1000);
      perSecond.set(second, (perSecond.get(second) ?? 0) + 1);
    });
    await Promise.all([run(consumer()), run(consumer())]);
    // The last attempts' records (group commit) land after their requests: wait for them.
    await Promise.all(pending);

    expect(receiver.requests).toHaveLength(EVENTS);
    expect(Math.max(...perSecond.values())).toBeLessThanOrEqual(LIMIT);
    expect(outcomes.filter((o) => o === 'rate-limited').length).toBeGreaterThan(0);
    expect(receiver.requests.every((r) => r.headers['x-service-attempt'] === '1')).toBe(true);
    const { Item } = await db.send(
      new GetCommand({
        TableName: table.tableName,
        Key: keys.webhookEndpoint(endpoint.storeId, endpoint.mode, endpoint.id),
      }),
    );
    expect(Item?.deliveryStats).toEqual({ total: EVENTS, successful: EVENTS, failed: 0 });
  });
});
