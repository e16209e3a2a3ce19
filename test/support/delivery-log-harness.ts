import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll } from 'vitest';
import { outboxPut, type OutboxRecord } from '../../shared/events/outbox.ts';
import type { QueueMessage, WebhookQueue } from '../../shared/queue/ports.ts';
import { systemClock } from '../../shared/util/time.ts';
import {
  processDeliveryMessage,
  type DeliveryConsumerDeps,
} from '../../shared/webhooks/delivery/consumer.ts';
import { deliveryIdFor, parseDeliveryMessage } from '../../shared/webhooks/delivery/messages.ts';
import { dynamoDeliveryRecords } from '../../shared/webhooks/delivery/dynamo-deliveries.ts';
import { createWebhookSender, type WebhookSender } from '../../shared/webhooks/delivery/sender.ts';
import { dynamoWebhookEndpointRepository } from '../../shared/webhooks/endpoints/dynamo-endpoints.ts';
import { dynamoDeliveryLog, dynamoDeliveryReplays } from '../../shared/webhooks/log/dynamo-delivery-log.ts';
import { dynamoEventLog } from '../../shared/webhooks/log/dynamo-event-log.ts';
import { dynamoRecoveryJobs } from '../../shared/webhooks/log/dynamo-recovery-jobs.ts';
import { recoveryIdOf, runRecoveryPage, type RecoveryRunDeps } from '../../shared/webhooks/log/recovery.ts';
import { createDeliveryLogService, type DeliveryLogService } from '../../shared/webhooks/log/service.ts';
import type { WebhookEndpointRecord } from '../../shared/webhooks/types.ts';
import { useTestTable } from './dynamo.ts';
import { endpointItem, endpointRecord, outboxRecord, unlimitedRateLimiter } from './webhook-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

/**
 * The delivery log's integration harness: a table, an HTTPS receiver, the log service, a consumer
 * whose failures are final at once, recovery, and an in-memory queue that `drain` works off.
 */
export const useDeliveryLogHarness = () => {
  const table = useTestTable();
  const h = { table, queued: [] as QueueMessage[] } as {
    table: typeof table;
    queued: QueueMessage[];
    receiver: WebhookReceiver;
    sender: WebhookSender;
    service: DeliveryLogService;
    consumer: DeliveryConsumerDeps;
    recovery: RecoveryRunDeps;
  };
  const { queued } = h;
  const queue: WebhookQueue = {
    send: async (messages) => {
      queued.push(...messages);
      return { failedIds: [] };
    },
  };

  beforeAll(async () => {
    const receiver = (h.receiver = await startWebhookReceiver());
    const sender = (h.sender = createWebhookSender({
      timeoutMs: 2000,
      allowPrivateTargets: true,
      extraCaCertificates: [receiver.caPem],
    }));
    const { db, tableName } = table;
    const records = dynamoDeliveryRecords(db, tableName);
    const parts = {
      log: dynamoDeliveryLog(db, tableName),
      replays: dynamoDeliveryReplays(db, tableName),
      jobs: dynamoRecoveryJobs(db, tableName),
      events: dynamoEventLog(db, tableName),
      endpoints: dynamoWebhookEndpointRepository(db, tableName),
    };
    h.service = createDeliveryLogService({
      ...parts,
      records,
      send: sender.send,
      queue,
      staleClaimMs: 60_000,
    });
    // One attempt per delivery: a failure is final at once (the schedule is the consumer's own business).
    h.consumer = {
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
    h.recovery = { ...parts, queue, clock: systemClock, pace: { pageSize: 3, ratePerSecond: 1000 } };
  });
  afterAll(async () => {
    await h.sender.close();
    await h.receiver.close();
  });

  const newEndpoint = async (overrides: Partial<WebhookEndpointRecord> = {}) => {
    const endpoint = endpointRecord({ storeId: randomUUID(), url: h.receiver.url, ...overrides });
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
    await processDeliveryMessage(message, h.consumer);
    return message.deliveryId;
  };

  /** Runs what the queue holds: recovery pages and delivery attempts, until nothing is left. */
  const drain = async () => {
    while (queued.length > 0) {
      const message = queued.shift()!;
      const recoveryId = recoveryIdOf(message.body);
      if (recoveryId) await runRecoveryPage(recoveryId, h.recovery);
      else await processDeliveryMessage(parseDeliveryMessage(message.body), h.consumer);
    }
  };

  const scope = (endpoint: WebhookEndpointRecord) => ({ storeId: endpoint.storeId, mode: endpoint.mode });

  return { h, newEndpoint, deliver, drain, scope };
};
