import { randomUUID } from 'node:crypto';
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { SendMessageBatchCommand, SQSClient, type SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { awsPipelinePorts } from '../../functions/compose/aws-pipeline-ports.ts';
import { createDeliveryPipeline, type DeliveryPipeline } from '../../functions/compose/delivery-pipeline.ts';
import { createDeliveryHandler } from '../../functions/webhook-delivery/handler.ts';
import { createRouterHandler } from '../../functions/webhook-router/handler.ts';
import { config, resetConfig } from '../../shared/config.ts';
import { keys } from '../../shared/db/keys.ts';
import { outboxPut, type DomainEvent } from '../../shared/events/outbox.ts';
import { createWebhookSender, type WebhookSender } from '../../shared/webhooks/delivery/sender.ts';
import { dynamoDeliveryLog } from '../../shared/webhooks/log/dynamo-delivery-log.ts';
import type { WebhookEndpointRecord } from '../../shared/webhooks/types.ts';
import { useTestTable } from './dynamo.ts';
import { streamReader } from './stream-reader.ts';
import { endpointItem, endpointRecord } from './webhook-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

export const SECRET_A = 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYX';
export const SECRET_B = 'whsec_GBkaGxwdHh8gISIjJCUmJygpKissLS4v';

/**
 * The webhook pipeline as deployed, for a test file on DynamoDB Local: the router and delivery
 * handlers on the deployed adapters (SQS and EventBridge Scheduler, both clients mocked: what SQS
 * was sent collects in `sent`), the table's real stream, and an HTTPS receiver the sender trusts.
 * A fresh store per test (`store`): endpoints of earlier tests never receive later events. Call at
 * the top of the file.
 */
export const useDeployedWebhookPipeline = () => {
  process.env.WEBHOOK_QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/webhooks';
  process.env.WEBHOOK_QUEUE_ARN = 'arn:aws:sqs:us-east-1:123456789012:webhooks';
  process.env.SCHEDULER_GROUP_NAME = 'webhook-retries';
  process.env.WEBHOOK_SCHEDULER_ROLE_ARN = 'arn:aws:iam::123456789012:role/webhook-scheduler';
  process.env.WEBHOOK_RETRY_DELAYS_SECONDS = '60,300,900,3600,86400';

  const table = useTestTable();
  const sqs = mockClient(SQSClient);
  const scheduler = mockClient(SchedulerClient);

  /** The deployed handlers' code on the deployed adapters, with a sender that trusts the receiver. */
  const pipelineWith = (webhookSender: WebhookSender): DeliveryPipeline =>
    createDeliveryPipeline({
      db: table.db,
      tableName: table.tableName,
      ports: { ...awsPipelinePorts(config()), sender: webhookSender },
      settings: config(),
    });

  const sqsEvent = (entries: SendMessageBatchRequestEntry[]): SQSEvent => ({
    Records: entries.map((entry, index) => ({
      messageId: `msg-${index}-${Math.random()}`,
      receiptHandle: 'r',
      body: entry.MessageBody!,
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: '0',
        SenderId: 'x',
        ApproximateFirstReceiveTimestamp: '0',
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: process.env.WEBHOOK_QUEUE_ARN!,
      awsRegion: 'us-east-1',
    })),
  });

  const deliveryHandler = createDeliveryHandler(() => state.pipeline);
  const routerHandler = createRouterHandler(() => state.pipeline);
  /** What changes per file and per test; tests read it, and set `sent` and `pipeline`. */
  const state = {
    table,
    sqs,
    scheduler,
    receiver: undefined as unknown as WebhookReceiver,
    /** The sender every test's pipeline uses unless it swaps `pipeline` (then it puts it back). */
    sender: undefined as unknown as WebhookSender,
    stream: undefined as unknown as ReturnType<typeof streamReader>,
    pipeline: undefined as unknown as DeliveryPipeline,
    /** What the mocked SQS was sent since the last runConsumer (tests may rearrange it). */
    sent: [] as SendMessageBatchRequestEntry[],
    /** This test's store. */
    store: '',
  };
  const harness = Object.assign(state, {
    pipelineWith,
    sqsEvent,
    deliveryHandler,
    routerHandler,

    putEndpoint: async (overrides: Partial<WebhookEndpointRecord> = {}) => {
      const endpoint = endpointRecord({
        storeId: harness.store,
        url: harness.receiver.url,
        secret: SECRET_A,
        ...overrides,
      });
      await table.db.send(new PutCommand({ TableName: table.tableName, Item: endpointItem(endpoint) }));
      return endpoint;
    },

    /** The change + its event in one transaction, as domain services do. */
    emit: async (event: Partial<DomainEvent> = {}) => {
      const eventId = `evt_${Math.random().toString(16).slice(2).padEnd(24, '0')}`;
      await table.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table.tableName,
                Item: { pk: `TEST#${eventId}`, sk: 'CHANGE', entity: 'Change' },
              },
            },
            outboxPut(
              table.tableName,
              {
                type: 'cart.created',
                storeId: harness.store,
                mode: 'test',
                origin: 'customer',
                customerId: 'c-1',
                data: { cartId: 'cart-9' },
                ...event,
              },
              new Date(),
              eventId,
            ),
          ],
        }),
      );
      return eventId;
    },

    /** Real stream records -> router handler (the batch includes the non-outbox insert: it must be ignored). */
    runRouter: async () => routerHandler({ Records: await state.stream.newRecords() }),

    /** Takes the messages the mocked SQS got so far and runs them through the consumer. */
    runConsumer: async () => {
      const batch = harness.sent;
      harness.sent = [];
      return deliveryHandler(sqsEvent(batch));
    },

    getEndpoint: async (endpoint: WebhookEndpointRecord) =>
      (
        await table.db.send(
          new GetCommand({
            TableName: table.tableName,
            Key: keys.webhookEndpoint(harness.store, 'test', endpoint.id),
          }),
        )
      ).Item as WebhookEndpointRecord,

    /**
     * The endpoint's attempts as the delivery log lists them (delivery items, and first attempts
     * that succeeded, kept on their event's claim item): the only record of an attempt.
     */
    attemptsOf: async (endpoint: WebhookEndpointRecord) => {
      const log = dynamoDeliveryLog(table.db, table.tableName);
      const { items } = await log.listByEndpoint(
        { webhookId: endpoint.id, storeId: endpoint.storeId, mode: endpoint.mode },
        { limit: 100, cursor: undefined },
      );
      const details = await Promise.all(items.map((item) => log.get(item.deliveryId, endpoint.id)));
      return details.flatMap((detail) =>
        detail!.attempts.map((attempt) => ({
          deliveryId: detail!.deliveryId,
          eventId: detail!.eventId,
          eventType: detail!.eventType,
          ...attempt,
        })),
      );
    },

    /** The delivery as the log reads it (its own item, or its first attempt on the event's claim). */
    deliveryState: async (deliveryId: string, webhookId: string) =>
      dynamoDeliveryLog(table.db, table.tableName).get(deliveryId, webhookId),

    /** A delivery's own item, if it has one. */
    deliveryItem: async (deliveryId: string) =>
      (await table.db.send(new GetCommand({ TableName: table.tableName, Key: keys.delivery(deliveryId) })))
        .Item,

    /** The event's claim item (the endpoints it was claimed for, and their first attempts). */
    claimItem: async (eventId: string) =>
      (
        await table.db.send(
          new GetCommand({ TableName: table.tableName, Key: keys.eventDeliveryClaim(eventId) }),
        )
      ).Item!,
  });

  beforeAll(async () => {
    resetConfig();
    harness.receiver = await startWebhookReceiver();
    harness.sender = createWebhookSender({
      // The receiver answers at once, but 25 concurrent TLS handshakes on a busy machine took over
      // 2 s: a send bounded by 2 s then became a failed attempt (docs/decisions.md §11.9). Only the
      // timeout test wants a timeout, with its own sender.
      timeoutMs: 15_000,
      allowPrivateTargets: true,
      extraCaCertificates: [harness.receiver.caPem],
    });
    harness.pipeline = pipelineWith(harness.sender);
    harness.stream = streamReader(table.endpoint, table.streamArn);
  });
  afterAll(async () => {
    harness.stream.close();
    await harness.sender.close();
    await harness.receiver.close();
  });
  beforeEach(async () => {
    harness.store = randomUUID();
    harness.receiver.reset();
    harness.sent = [];
    sqs.reset();
    scheduler.reset();
    sqs.on(SendMessageBatchCommand).callsFake((input: { Entries: SendMessageBatchRequestEntry[] }) => {
      harness.sent.push(...input.Entries);
      return {
        Successful: input.Entries.map((e) => ({ Id: e.Id, MessageId: 'm', MD5OfMessageBody: 'x' })),
        Failed: [],
      };
    });
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:aws:scheduler:::schedule/x' });
    await harness.stream.newRecords(); // skip what earlier tests wrote
  });

  return harness;
};
