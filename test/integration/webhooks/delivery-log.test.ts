import { randomUUID } from 'node:crypto';
import { createServer } from 'node:https';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { outboxPut, type OutboxRecord } from '../../../shared/events/outbox.ts';
import type { QueueMessage, WebhookQueue } from '../../../shared/queue/ports.ts';
import { systemClock } from '../../../shared/util/time.ts';
import {
  processDeliveryMessage,
  processEventMessage,
  type DeliveryConsumerDeps,
} from '../../../shared/webhooks/delivery/consumer.ts';
import { deliveryIdFor, parseDeliveryMessage } from '../../../shared/webhooks/delivery/messages.ts';
import { dynamoDeliveryRecords } from '../../../shared/webhooks/delivery/dynamo-deliveries.ts';
import {
  createWebhookSender,
  MAX_RESPONSE_BYTES,
  type WebhookSender,
} from '../../../shared/webhooks/delivery/sender.ts';
import { dynamoWebhookEndpointRepository } from '../../../shared/webhooks/endpoints/dynamo-endpoints.ts';
import {
  dynamoDeliveryLog,
  dynamoDeliveryReplays,
} from '../../../shared/webhooks/log/dynamo-delivery-log.ts';
import { dynamoEventLog } from '../../../shared/webhooks/log/dynamo-event-log.ts';
import { dynamoRecoveryJobs } from '../../../shared/webhooks/log/dynamo-recovery-jobs.ts';
import {
  recoveryIdOf,
  runRecoveryPage,
  type RecoveryRunDeps,
} from '../../../shared/webhooks/log/recovery.ts';
import { createDeliveryLogService, type DeliveryLogService } from '../../../shared/webhooks/log/service.ts';
import type { WebhookEndpointRecord } from '../../../shared/webhooks/types.ts';
import { useTestTable } from '../../support/dynamo.ts';
import {
  endpointItem,
  endpointRecord,
  outboxRecord,
  unlimitedRateLimiter,
} from '../../support/webhook-fixtures.ts';
import {
  startWebhookReceiver,
  testCertificates,
  type WebhookReceiver,
} from '../../support/webhook-receiver.ts';

const table = useTestTable();
let receiver: WebhookReceiver;
let sender: WebhookSender;
let service: DeliveryLogService;
let consumer: DeliveryConsumerDeps;
let recovery: RecoveryRunDeps;
const queued: QueueMessage[] = [];
const queue: WebhookQueue = {
  send: async (messages) => {
    queued.push(...messages);
    return { failedIds: [] };
  },
};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sender = createWebhookSender({
    timeoutMs: 2000,
    allowPrivateTargets: true,
    extraCaCertificates: [receiver.caPem],
  });
  const { db, tableName } = table;
  const records = dynamoDeliveryRecords(db, tableName);
  const parts = {
    log: dynamoDeliveryLog(db, tableName),
    replays: dynamoDeliveryReplays(db, tableName),
    jobs: dynamoRecoveryJobs(db, tableName),
    events: dynamoEventLog(db, tableName),
    endpoints: dynamoWebhookEndpointRepository(db, tableName),
  };
  service = createDeliveryLogService({ ...parts, records, send: sender.send, queue, staleClaimMs: 60_000 });
  // One attempt per delivery: a failure is final at once (the schedule is the consumer's own business).
  consumer = {
    records,
    sender,
    queue,
    scheduler: { scheduleAt: async () => undefined },
    retryDelaysSeconds: [],
    staleClaimMs: 60_000,
    rateLimiter: unlimitedRateLimiter(),
    autoDisable: { afterSeconds: 86_400, disable: async () => false },
    clock: systemClock,
  };
  recovery = { ...parts, queue, clock: systemClock, pace: { pageSize: 3, ratePerSecond: 1000 } };
});
afterAll(async () => {
  await sender.close();
  await receiver.close();
});

const newEndpoint = async (overrides: Partial<WebhookEndpointRecord> = {}) => {
  const endpoint = endpointRecord({ storeId: randomUUID(), url: receiver.url, ...overrides });
  await table.db.send(new PutCommand({ TableName: table.tableName, Item: endpointItem(endpoint) }));
  return endpoint;
};

/** An event in the outbox and its first attempt to `endpoint`, as the router and consumer make them. */
const deliver = async (
  endpoint: WebhookEndpointRecord,
  event: OutboxRecord = outboxRecord({ storeId: endpoint.storeId, occurredAt: new Date().toISOString() }),
) => {
  const put = outboxPut(
    table.tableName,
    { ...event, data: event.data },
    new Date(event.occurredAt),
    event.eventId,
  );
  await table.db.send(new PutCommand(put.Put));
  const message = {
    deliveryId: deliveryIdFor(event.eventId, endpoint.id),
    eventId: event.eventId,
    webhookId: endpoint.id,
    storeId: endpoint.storeId,
    mode: endpoint.mode,
    attempt: 1,
    event,
  };
  await processDeliveryMessage(message, consumer);
  return message.deliveryId;
};

/** Runs what the queue holds: recovery pages and delivery attempts, until nothing is left. */
const drain = async () => {
  while (queued.length > 0) {
    const message = queued.shift()!;
    const recoveryId = recoveryIdOf(message.body);
    if (recoveryId) await runRecoveryPage(recoveryId, recovery);
    else await processDeliveryMessage(parseDeliveryMessage(message.body), consumer);
  }
};

const scope = (endpoint: WebhookEndpointRecord) => ({ storeId: endpoint.storeId, mode: endpoint.mode });

describe('delivery records', () => {
  it('keep the payload sent and each attempt with its code, error class and response body', async () => {
    const endpoint = await newEndpoint();
    receiver.script({ status: 503, body: 'maintenance until 10:00' });
    const deliveryId = await deliver(endpoint);
    const detail = await service.getDelivery(scope(endpoint), endpoint.id, deliveryId);
    const received = receiver.requests.at(-1)!;
    expect(detail).toMatchObject({ deliveryId, status: 'failed', lastResponseCode: 503 });
    expect(detail.payload).toBe(received.rawBody);
    expect(detail.attempts).toEqual([
      {
        attempt: 1,
        timestamp: expect.any(String),
        responseCode: 503,
        durationMs: expect.any(Number),
        error: 'non_2xx',
        errorMessage: 'HTTP 503',
        responseBody: 'maintenance until 10:00',
        resend: false,
      },
    ]);
    // Port 9 breaks the port rule (the SSRF guard); a closed high port refuses the connection.
    const blocked = await newEndpoint({ url: 'https://127.0.0.1:9/webhook' });
    const blockedDetail = await service.getDelivery(scope(blocked), blocked.id, await deliver(blocked));
    expect(blockedDetail.attempts[0]).toMatchObject({ responseCode: null, error: 'ssrf_blocked' });
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createNetServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const refused = await newEndpoint({ url: `https://127.0.0.1:${closedPort}/webhook` });
    const refusedDetail = await service.getDelivery(scope(refused), refused.id, await deliver(refused));
    expect(refusedDetail.attempts[0]).toMatchObject({ responseCode: null, error: 'refused' });
  });

  it('a 10 MB response is cut at 4 KiB without being read whole', async () => {
    const certs = testCertificates();
    const total = 10 * 1024 * 1024;
    let written = 0;
    let finished = false;
    let bigUrl!: (url: string) => void;
    const big = new Promise<string>((resolve) => (bigUrl = resolve));
    const closed = new Promise<void>((resolve) => {
      const server = createServer({ key: certs.serverKey, cert: certs.serverCert }, (req, res) => {
        req.resume();
        res.writeHead(500, { 'content-type': 'text/plain', 'content-length': String(total) });
        const chunk = Buffer.alloc(16 * 1024, 'x');
        const pump = () => {
          while (written < total) {
            written += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end(() => (finished = true));
        };
        res.on('close', () => {
          server.close();
          resolve();
        });
        pump();
      });
      server.listen(0, '127.0.0.1', () => {
        bigUrl(`https://127.0.0.1:${(server.address() as AddressInfo).port}/big`);
      });
    });

    const endpoint = await newEndpoint({ url: await big });
    const deliveryId = await deliver(endpoint);
    await closed;
    const detail = await service.getDelivery(scope(endpoint), endpoint.id, deliveryId);
    expect(detail.attempts[0]!.responseBody).toHaveLength(MAX_RESPONSE_BYTES);
    expect(detail.attempts[0]!.error).toBe('non_2xx');
    // The sender hung up after its 4 KiB: the server could not hand over the rest.
    expect(finished).toBe(false);
    expect(written).toBeLessThan(total);
  });

  it("lists an endpoint's deliveries newest first, by status, a page at a time", async () => {
    const endpoint = await newEndpoint();
    receiver.script(500, 200, 500);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await deliver(endpoint));
    const all = await service.listDeliveries(scope(endpoint), endpoint.id, { limit: 2 });
    expect(all.items.map((d) => d.deliveryId)).toEqual([ids[2], ids[1]]);
    const rest = await service.listDeliveries(scope(endpoint), endpoint.id, {
      limit: 2,
      cursor: all.nextCursor!,
    });
    expect(rest.items.map((d) => d.deliveryId)).toEqual([ids[0]]);
    const failed = await service.listDeliveries(scope(endpoint), endpoint.id, {
      limit: 25,
      status: 'failed',
    });
    expect(failed.items.map((d) => [d.deliveryId, d.status])).toEqual([
      [ids[2], 'failed'],
      [ids[0], 'failed'],
    ]);
    const other = await newEndpoint();
    await expect(
      service.listDeliveries(scope(other), other.id, { limit: 2, cursor: all.nextCursor! }),
    ).rejects.toMatchObject({ errorCode: 'INVALID_REQUEST' });
  });
});

describe('retry', () => {
  it('sends again now: same delivery id, next attempt, current secret, even when disabled', async () => {
    const endpoint = await newEndpoint();
    receiver.script(500);
    const deliveryId = await deliver(endpoint);
    const rotated = 'whsec_GBkaGxwdHh8gISIjJCUmJygpKissLS4v';
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keys.webhookEndpoint(endpoint.storeId, endpoint.mode, endpoint.id),
        UpdateExpression: 'SET secret = :secret, isEnabled = :off',
        ExpressionAttributeValues: { ':secret': rotated, ':off': false },
      }),
    );
    receiver.setSecrets(rotated);
    receiver.script(200);
    const first = receiver.requests.length;
    const result = await service.retry(scope(endpoint), endpoint.id, deliveryId);
    expect(result).toMatchObject({ deliveryId, attempt: 2, success: true, responseCode: 200, error: null });
    const sent = receiver.requests[first]!;
    expect(sent.headers['x-service-delivery-id']).toBe(deliveryId);
    expect(sent.headers['x-service-attempt']).toBe('2');
    expect(sent.signedWith).toBe(rotated);
    const detail = await service.getDelivery(scope(endpoint), endpoint.id, deliveryId);
    expect(detail).toMatchObject({ status: 'succeeded', lastResponseCode: 200 });
    expect(sent.rawBody).toBe(detail.payload);
    expect(detail.attempts.map((a) => [a.attempt, a.responseCode])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    await expect(service.retry(scope(endpoint), endpoint.id, randomUUID())).rejects.toMatchObject({
      errorCode: 'DELIVERY_NOT_FOUND',
    });
  });

  it('sends a succeeded delivery again, as Stripe allows: a new attempt, marked as a resend in the log', async () => {
    const endpoint = await newEndpoint();
    receiver.script(200);
    const deliveryId = await deliver(endpoint);
    const before = await service.getDelivery(scope(endpoint), endpoint.id, deliveryId);
    expect(before).toMatchObject({ status: 'succeeded', attempts: [{ attempt: 1, resend: false }] });
    const first = receiver.requests.length;
    const result = await service.retry(scope(endpoint), endpoint.id, deliveryId);
    expect(result).toMatchObject({ deliveryId, attempt: 2, resend: true, success: true, responseCode: 200 });
    const sent = receiver.requests[first]!;
    expect(sent.headers['x-service-delivery-id']).toBe(deliveryId);
    expect(sent.rawBody).toBe(before.payload);
    const after = await service.getDelivery(scope(endpoint), endpoint.id, deliveryId);
    expect(after.status).toBe('succeeded');
    expect(after.attempts.map((a) => [a.attempt, a.resend])).toEqual([
      [1, false],
      [2, true],
    ]);
    // A failed delivery sent again by hand is a retry, not a resend.
    const other = await newEndpoint();
    receiver.script(500);
    const failing = await deliver(other);
    receiver.script(200);
    expect(await service.retry(scope(other), other.id, failing)).toMatchObject({ attempt: 2, resend: false });
  });
});

describe('first attempts kept on their event claim', () => {
  /** An event's first attempts as the router's message makes them: claimed and recorded per event. */
  const deliverEvent = async (endpoints: WebhookEndpointRecord[]) => {
    const event = outboxRecord({ storeId: endpoints[0]!.storeId, occurredAt: new Date().toISOString() });
    await table.db.send(
      new PutCommand(outboxPut(table.tableName, event, new Date(event.occurredAt), event.eventId).Put),
    );
    await processEventMessage(
      {
        kind: 'event',
        eventId: event.eventId,
        storeId: event.storeId,
        mode: event.mode,
        webhookIds: endpoints.map((endpoint) => endpoint.id),
        event,
      },
      consumer,
    );
    return event.eventId;
  };

  it('are listed, read and resent like any delivery, merged newest first with delivery items', async () => {
    const endpoint = await newEndpoint();
    const neighbour = await newEndpoint({ storeId: endpoint.storeId });
    receiver.script(200, 200, 500, 200, 200);
    const ids: string[] = [];
    const shared = await deliverEvent([endpoint, neighbour]); // 200 x2
    ids.push(deliveryIdFor(shared, endpoint.id));
    ids.push(await deliver(endpoint)); // 500: its own item
    ids.push(deliveryIdFor(await deliverEvent([endpoint]), endpoint.id)); // 200
    ids.push(await deliver(endpoint)); // 200, per delivery: its own item
    const { items: own } = await table.db
      .send(
        new ScanCommand({
          TableName: table.tableName,
          FilterExpression: 'webhookId = :id',
          ExpressionAttributeValues: { ':id': endpoint.id },
        }),
      )
      .then((output) => ({ items: output.Items ?? [] }));
    expect(own.map((item) => item.deliveryId).sort()).toEqual([ids[1], ids[3]].sort());

    // Pages of 1 and of 3 walk both sources newest first, each delivery once.
    for (const limit of [1, 3]) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await service.listDeliveries(scope(endpoint), endpoint.id, { limit, cursor });
        seen.push(...page.items.map((item) => item.deliveryId));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(seen).toEqual([...ids].reverse());
    }
    const succeeded = await service.listDeliveries(scope(endpoint), endpoint.id, {
      limit: 25,
      status: 'succeeded',
    });
    expect(succeeded.items.map((item) => item.deliveryId)).toEqual([ids[3], ids[2], ids[0]]);
    const failed = await service.listDeliveries(scope(endpoint), endpoint.id, {
      limit: 25,
      status: 'failed',
    });
    expect(failed.items.map((item) => item.deliveryId)).toEqual([ids[1]]);
    // The neighbour's list holds its own delivery of the shared event only.
    const theirs = await service.listDeliveries(scope(neighbour), neighbour.id, { limit: 25 });
    expect(theirs.items.map((item) => item.deliveryId)).toEqual([deliveryIdFor(shared, neighbour.id)]);

    // Read by id; another endpoint's id for it is not found.
    const detail = await service.getDelivery(scope(endpoint), endpoint.id, ids[0]!);
    expect(detail).toMatchObject({
      status: 'succeeded',
      attempts: [{ attempt: 1, responseCode: 200, resend: false }],
    });
    expect(detail.payload).toContain(detail.eventId);
    await expect(service.getDelivery(scope(neighbour), neighbour.id, ids[0]!)).rejects.toMatchObject({
      errorCode: 'DELIVERY_NOT_FOUND',
    });
    const view = await service.getEvent(scope(endpoint), detail.eventId);
    expect(view.deliveries.map((d) => d.deliveryId).sort()).toEqual(
      [ids[0], deliveryIdFor(detail.eventId, neighbour.id)].sort(),
    );

    // A resend gives it its own item first (once: a second resend at the same time is refused).
    receiver.script(200);
    const [resent, racing] = await Promise.allSettled([
      service.retry(scope(endpoint), endpoint.id, ids[0]!),
      service.retry(scope(endpoint), endpoint.id, ids[0]!),
    ]);
    const results = [resent, racing];
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'fulfilled')).toMatchObject({
      value: { deliveryId: ids[0], attempt: 2, resend: true, success: true },
    });
    const after = await service.getDelivery(scope(endpoint), endpoint.id, ids[0]!);
    expect(after.attempts.map((a) => [a.attempt, a.resend])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(after.payload).toBe(detail.payload);
    const all = await service.listDeliveries(scope(endpoint), endpoint.id, { limit: 25 });
    expect(all.items.map((item) => item.deliveryId).sort()).toEqual([...ids].sort());
  });

  it('reads a claim written before entries were lean: its own payload and whole logged attempt', async () => {
    const endpoint = await newEndpoint();
    const eventId = await deliverEvent([endpoint]);
    const deliveryId = deliveryIdFor(eventId, endpoint.id);
    const at = new Date().toISOString();
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keys.eventDeliveryClaim(eventId),
        UpdateExpression: 'SET #entry = :entry, payload = :payload',
        ExpressionAttributeNames: { '#entry': `outcome_${endpoint.id}` },
        ExpressionAttributeValues: {
          ':entry': {
            status: 'succeeded',
            token: 'old',
            attempt: {
              attempt: 1,
              timestamp: at,
              responseCode: 202,
              success: true,
              durationMs: 7,
              error: null,
              errorClass: null,
              responseBody: 'accepted',
            },
          },
          ':payload': '{"id":"kept"}',
        },
      }),
    );
    expect(await service.getDelivery(scope(endpoint), endpoint.id, deliveryId)).toMatchObject({
      status: 'succeeded',
      payload: '{"id":"kept"}',
      attempts: [{ attempt: 1, timestamp: at, responseCode: 202, durationMs: 7, responseBody: 'accepted' }],
    });
  });
});

describe('recover', () => {
  it('sends every failed delivery since a time once, even with two recoveries at the same time', async () => {
    const endpoint = await newEndpoint();
    receiver.script(500);
    const before = await deliver(endpoint);
    const since = new Date().toISOString();
    receiver.script(500, 500, 200, 500, 500, 500, 500);
    const ids = [];
    for (let i = 0; i < 7; i++) ids.push(await deliver(endpoint));
    const failed = ids.filter((_, i) => i !== 2);
    receiver.setDefault(200);
    const start = receiver.requests.length;
    const [a, b] = await Promise.all([
      service.recover(scope(endpoint), endpoint.id, since),
      service.recover(scope(endpoint), endpoint.id, since),
    ]);
    expect([a.queued, b.queued]).toEqual([6, 6]);
    // Both jobs' first pages race; then the queue is worked off.
    const jobs = queued.splice(0);
    await Promise.all(jobs.map((job) => runRecoveryPage(recoveryIdOf(job.body)!, recovery)));
    await drain();
    const resent = receiver.requests.slice(start).map((r) => r.headers['x-service-delivery-id']);
    expect([...resent].sort()).toEqual([...failed].sort());
    expect(resent).not.toContain(before);
    const after = await service.listDeliveries(scope(endpoint), endpoint.id, { limit: 25, status: 'failed' });
    expect(after.items.map((d) => d.deliveryId)).toEqual([before]);
    receiver.setDefault(200);
  });

  it('is refused for a disabled endpoint', async () => {
    const endpoint = await newEndpoint({ isEnabled: false });
    await expect(
      service.recover(scope(endpoint), endpoint.id, new Date(0).toISOString()),
    ).rejects.toMatchObject({
      errorCode: 'WEBHOOK_DISABLED',
    });
  });
});
