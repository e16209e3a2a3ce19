import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { outboxPut, type OutboxRecord } from '../../../shared/events/outbox.ts';
import type { QueueMessage, WebhookQueue } from '../../../shared/queue/ports.ts';
import { systemClock, type Clock } from '../../../shared/util/time.ts';
import {
  processDeliveryMessage,
  type DeliveryConsumerDeps,
} from '../../../shared/webhooks/delivery/consumer.ts';
import { dynamoOverdueDeliveryIndex } from '../../../shared/webhooks/delivery/dynamo-overdue-deliveries.ts';
import { deliveryIdFor, parseDeliveryMessage } from '../../../shared/webhooks/delivery/messages.ts';
import {
  createOverdueDeliverySweep,
  EVENT_GONE_REASON,
} from '../../../shared/webhooks/delivery/overdue-sweep.ts';
import { dynamoDeliveryRecords } from '../../../shared/webhooks/delivery/dynamo-deliveries.ts';
import { createWebhookSender, type WebhookSender } from '../../../shared/webhooks/delivery/sender.ts';
import { deliveryPipelineProbe } from '../../../shared/webhooks/endpoints/probe.ts';
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
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';

/**
 * No delivery stays pending past its next attempt: recovery leaves a delivery whose event is not
 * in the outbox (a test event) failed instead of re-opening it, and the overdue sweep re-sends a
 * pending delivery whose queue message was lost, or fails it when its event is gone.
 */
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
const GRACE_SECONDS = 600;
const RETRY_DELAY_SECONDS = 60;

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
  // Two attempts: a failed first one plans the second RETRY_DELAY_SECONDS later.
  consumer = {
    records,
    sender,
    queue,
    scheduler: { scheduleAt: async () => undefined },
    retryDelaysSeconds: [RETRY_DELAY_SECONDS],
    staleClaimMs: 60_000,
    rateLimiter: unlimitedRateLimiter(),
    autoDisable: { afterSeconds: 86_400, disable: async () => false },
    clock: systemClock,
  };
  recovery = { ...parts, queue, clock: systemClock, pace: { pageSize: 10, ratePerSecond: 1000 } };
});
afterAll(async () => {
  await sender.close();
  await receiver.close();
});

const newEndpoint = async () => {
  const endpoint = endpointRecord({ storeId: randomUUID(), url: receiver.url });
  await table.db.send(new PutCommand({ TableName: table.tableName, Item: endpointItem(endpoint) }));
  return endpoint;
};
const scope = (endpoint: WebhookEndpointRecord) => ({ storeId: endpoint.storeId, mode: endpoint.mode });

/** A first attempt as the consumer makes it; the event goes into the outbox unless `inOutbox` is false. */
const deliver = async (endpoint: WebhookEndpointRecord, inOutbox = true) => {
  const event: OutboxRecord = outboxRecord({
    storeId: endpoint.storeId,
    occurredAt: new Date().toISOString(),
  });
  if (inOutbox)
    await table.db.send(
      new PutCommand(outboxPut(table.tableName, event, new Date(event.occurredAt), event.eventId).Put),
    );
  const deliveryId = deliveryIdFor(event.eventId, endpoint.id);
  await processDeliveryMessage(
    {
      deliveryId,
      eventId: event.eventId,
      webhookId: endpoint.id,
      storeId: endpoint.storeId,
      mode: endpoint.mode,
      attempt: 1,
      event,
    },
    consumer,
  );
  return deliveryId;
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

/** A queue message that never arrives (a crash between the write and the send). */
const loseQueuedMessages = () => queued.splice(0);

const later = (seconds: number): Clock => ({ now: () => new Date(Date.now() + seconds * 1000) });
const sweep = (options: { clock: Clock; staleClaimMs?: number }) =>
  createOverdueDeliverySweep({
    index: dynamoOverdueDeliveryIndex(table.db, table.tableName),
    events: dynamoEventLog(table.db, table.tableName),
    queue,
    graceSeconds: GRACE_SECONDS,
    staleClaimMs: options.staleClaimMs ?? 60_000,
    clock: options.clock,
  }).run();
const pastGrace = () => later(RETRY_DELAY_SECONDS + GRACE_SECONDS + 1);
const queuedFor = (deliveryId: string) =>
  queued
    .filter((m) => !recoveryIdOf(m.body))
    .map((m) => parseDeliveryMessage(m.body))
    .filter((m) => m.deliveryId === deliveryId);

describe('recover', () => {
  it('leaves a failed delivery of a test event failed (never pending), and a retry still sends it', async () => {
    const endpoint = await newEndpoint();
    const since = new Date().toISOString();
    const probe = deliveryPipelineProbe({ records: consumer.records, send: sender.send });
    receiver.script(500);
    const probed = await probe.send(endpoint, outboxRecord({ storeId: endpoint.storeId, occurredAt: since }));
    expect(probed.success).toBe(false);

    await service.recover(scope(endpoint), endpoint.id, since);
    await drain();
    const after = await service.getDelivery(scope(endpoint), endpoint.id, probed.deliveryId);
    expect(after.status).toBe('failed');
    expect(after.nextAttemptAt).toBeNull();
    // Nothing of it is left for the overdue sweep either.
    await sweep({ clock: later(GRACE_SECONDS + 3600) });
    expect(queuedFor(probed.deliveryId)).toEqual([]);

    receiver.script(200);
    const retried = await service.retry(scope(endpoint), endpoint.id, probed.deliveryId);
    expect(retried).toMatchObject({ attempt: 2, success: true });
  });
});

describe('overdue delivery sweep', () => {
  it('puts the next attempt of a pending delivery whose message was lost back on the queue; it is delivered', async () => {
    const endpoint = await newEndpoint();
    receiver.script(500);
    const deliveryId = await deliver(endpoint);
    expect(loseQueuedMessages()).toHaveLength(1);
    const pending = await service.getDelivery(scope(endpoint), endpoint.id, deliveryId);
    expect(pending).toMatchObject({ status: 'pending', nextAttemptAt: expect.any(String) });

    // Not yet: within its grace period the delivery is left to its own message.
    expect(queuedFor(deliveryId)).toEqual([]);
    await sweep({ clock: later(RETRY_DELAY_SECONDS) });
    expect(queuedFor(deliveryId)).toEqual([]);

    const result = await sweep({ clock: pastGrace() });
    expect(result.requeued).toBeGreaterThanOrEqual(1);
    expect(queuedFor(deliveryId).map((m) => m.attempt)).toEqual([2]);
    receiver.script(200);
    await drain();
    const delivered = await service.getDelivery(scope(endpoint), endpoint.id, deliveryId);
    expect(delivered).toMatchObject({ status: 'succeeded', nextAttemptAt: null });
    expect(delivered.attempts.map((a) => [a.attempt, a.responseCode])).toEqual([
      [1, 500],
      [2, 200],
    ]);
    // Delivered: off the index, the next sweep has nothing of it.
    await sweep({ clock: pastGrace() });
    expect(queuedFor(deliveryId)).toEqual([]);
  });

  it('marks a pending delivery whose event is gone failed, with the reason', async () => {
    const endpoint = await newEndpoint();
    receiver.script(500);
    const deliveryId = await deliver(endpoint, false);
    loseQueuedMessages();

    const result = await sweep({ clock: pastGrace() });
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(queuedFor(deliveryId)).toEqual([]);
    const after = await service.getDelivery(scope(endpoint), endpoint.id, deliveryId);
    expect(after).toMatchObject({ status: 'failed', nextAttemptAt: null });
    const { Item } = await table.db.send(
      new GetCommand({ TableName: table.tableName, Key: keys.delivery(deliveryId), ConsistentRead: true }),
    );
    expect(Item).toMatchObject({ lastError: EVENT_GONE_REASON });
    expect(Item!.gsi3pk).toBeUndefined();
    const failed = await service.listDeliveries(scope(endpoint), endpoint.id, {
      limit: 10,
      status: 'failed',
    });
    expect(failed.items.map((d) => d.deliveryId)).toEqual([deliveryId]);
  });

  it('leaves an attempt a live worker has claimed alone, and re-queues it once the claim is stale', async () => {
    const endpoint = await newEndpoint();
    receiver.script(500);
    const deliveryId = await deliver(endpoint);
    const [lost] = loseQueuedMessages();
    // A worker claims attempt 2 and has not recorded it yet.
    const message = parseDeliveryMessage(lost!.body);
    const claim = await consumer.records.claimAttempt(
      { ...message, eventType: message.event.type },
      new Date(),
    );
    expect(claim.claimed).toBe(true);

    await sweep({ clock: pastGrace(), staleClaimMs: 3600_000 });
    expect(queuedFor(deliveryId)).toEqual([]);
    await sweep({ clock: pastGrace(), staleClaimMs: 60_000 });
    expect(queuedFor(deliveryId).map((m) => m.attempt)).toEqual([2]);
    loseQueuedMessages();
  });
});
