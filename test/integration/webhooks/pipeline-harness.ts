import { randomUUID } from 'node:crypto';
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { SendMessageBatchCommand, SQSClient, type SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createDeliveryHandler } from '../../../functions/webhook-delivery/handler.ts';
import { createRouterHandler } from '../../../functions/webhook-router/handler.ts';
import {
  awsPipelinePorts,
  createDeliveryPipeline,
  type DeliveryPipeline,
} from '../../../functions/compose/delivery-pipeline.ts';
import { config, resetConfig } from '../../../shared/config.ts';
import { keys } from '../../../shared/db/keys.ts';
import { outboxPut, type DomainEvent } from '../../../shared/events/outbox.ts';
import { createWebhookSender, type WebhookSender } from '../../../shared/webhooks/delivery/sender.ts';
import type { WebhookEndpointRecord } from '../../../shared/webhooks/types.ts';
import type { TestTable } from '../../support/dynamo.ts';
import { streamReader } from '../../support/stream-reader.ts';
import { endpointItem, endpointRecord } from '../../support/webhook-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';

// The deployed wiring (SQS + EventBridge Scheduler adapters) with both clients mocked.
process.env.WEBHOOK_QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/webhooks';
process.env.WEBHOOK_QUEUE_ARN = 'arn:aws:sqs:us-east-1:123456789012:webhooks';
process.env.SCHEDULER_GROUP_NAME = 'webhook-retries';
process.env.WEBHOOK_SCHEDULER_ROLE_ARN = 'arn:aws:iam::123456789012:role/webhook-scheduler';
process.env.WEBHOOK_RETRY_DELAYS_SECONDS = '60,300,900,3600,86400';

/**
 * The deployed webhook pipeline on DynamoDB Local (pipeline.test.ts): outbox writes, the real table
 * stream read by the router handler, the mocked SQS and Scheduler, the consumer handler sending to a
 * real HTTPS receiver; a fresh store per test.
 */
export const usePipelineHarness = (table: TestTable) => {
  const sqs = mockClient(SQSClient);
  const scheduler = mockClient(SchedulerClient);
  let receiver: WebhookReceiver;
  let sender: WebhookSender;
  let stream: ReturnType<typeof streamReader>;
  let pipeline: DeliveryPipeline;
  /** The deployed handlers' code on the deployed adapters, with a sender that trusts the receiver. */
  const pipelineWith = (webhookSender: WebhookSender): DeliveryPipeline =>
    createDeliveryPipeline({
      db: table.db,
      tableName: table.tableName,
      ports: { ...awsPipelinePorts(config()), sender: webhookSender },
      settings: config(),
    });
  const deliveryHandler = createDeliveryHandler(() => pipeline);
  const routerHandler = createRouterHandler(() => pipeline);
  let sent: SendMessageBatchRequestEntry[] = [];

  // A fresh store per test: endpoints of earlier tests must not receive later events.
  let STORE = '';
  const SECRET_A = 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYX';
  const SECRET_B = 'whsec_GBkaGxwdHh8gISIjJCUmJygpKissLS4v';

  beforeAll(async () => {
    resetConfig();
    receiver = await startWebhookReceiver();
    sender = createWebhookSender({
      // The receiver answers at once, but 25 concurrent TLS handshakes on a busy machine took over
      // 2 s: a send bounded by 2 s then became a failed attempt (docs/decisions.md §11.9). Only the
      // timeout test wants a timeout, with its own sender.
      timeoutMs: 15_000,
      allowPrivateTargets: true,
      extraCaCertificates: [receiver.caPem],
    });
    pipeline = pipelineWith(sender);
    stream = streamReader(table.endpoint, table.streamArn);
  });
  afterAll(async () => {
    stream.close();
    await sender.close();
    await receiver.close();
  });
  beforeEach(async () => {
    STORE = randomUUID();
    receiver.reset();
    sent = [];
    sqs.reset();
    scheduler.reset();
    sqs.on(SendMessageBatchCommand).callsFake((input: { Entries: SendMessageBatchRequestEntry[] }) => {
      sent.push(...input.Entries);
      return {
        Successful: input.Entries.map((e) => ({ Id: e.Id, MessageId: 'm', MD5OfMessageBody: 'x' })),
        Failed: [],
      };
    });
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:aws:scheduler:::schedule/x' });
    await stream.newRecords(); // skip what earlier tests wrote
  });

  const putEndpoint = async (overrides: Partial<WebhookEndpointRecord> = {}) => {
    const endpoint = endpointRecord({ storeId: STORE, url: receiver.url, secret: SECRET_A, ...overrides });
    await table.db.send(new PutCommand({ TableName: table.tableName, Item: endpointItem(endpoint) }));
    return endpoint;
  };

  /** The change + its event in one transaction, as domain services do. */
  const emit = async (event: Partial<DomainEvent> = {}) => {
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
              storeId: STORE,
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
  };

  /** Real stream records -> router handler (the batch includes the non-outbox insert: it must be ignored). */
  const runRouter = async () => {
    const records = await stream.newRecords();
    return routerHandler({ Records: records });
  };

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

  /** Takes the messages the mocked SQS got so far and runs them through the consumer. */
  const runConsumer = async () => {
    const batch = sent;
    sent = [];
    return deliveryHandler(sqsEvent(batch));
  };

  const getEndpoint = async (endpoint: WebhookEndpointRecord) =>
    (
      await table.db.send(
        new GetCommand({ TableName: table.tableName, Key: keys.webhookEndpoint(STORE, 'test', endpoint.id) }),
      )
    ).Item as WebhookEndpointRecord;

  const attemptsOf = async (endpoint: WebhookEndpointRecord) =>
    (
      await table.db.send(
        new QueryCommand({
          TableName: table.tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.deliveryAttempts(endpoint.id) },
        }),
      )
    ).Items ?? [];

  const deliveryState = async (deliveryId: string) =>
    (await table.db.send(new GetCommand({ TableName: table.tableName, Key: keys.delivery(deliveryId) })))
      .Item;

  return {
    sqs,
    scheduler,
    SECRET_A,
    SECRET_B,
    pipelineWith,
    deliveryHandler,
    routerHandler,
    putEndpoint,
    emit,
    runRouter,
    sqsEvent,
    runConsumer,
    getEndpoint,
    attemptsOf,
    deliveryState,
    get receiver() {
      return receiver;
    },
    get sender() {
      return sender;
    },
    get stream() {
      return stream;
    },
    get pipeline() {
      return pipeline;
    },
    set pipeline(next: DeliveryPipeline) {
      pipeline = next;
    },
    /** The messages the mocked SQS got and no consumer has run yet. */
    get sent() {
      return sent;
    },
    set sent(next: SendMessageBatchRequestEntry[]) {
      sent = next;
    },
    get STORE() {
      return STORE;
    },
  };
};
