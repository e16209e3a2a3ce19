import { randomUUID } from 'node:crypto';
import { newEventId } from '../../../shared/util/ids.ts';
import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { SendMessageBatchCommand, SQSClient, type SendMessageBatchRequestEntry } from '@aws-sdk/client-sqs';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeliveryHandler } from '../../../functions/webhook-delivery/handler.ts';
import { createRouterHandler } from '../../../functions/webhook-router/handler.ts';
import { config, resetConfig } from '../../../shared/config.ts';
import { keys } from '../../../shared/db/keys.ts';
import { outboxPut, type DomainEvent } from '../../../shared/events/outbox.ts';
import { dynamoDeliveryRecords } from '../../../shared/webhooks/delivery/dynamo-deliveries.ts';
import { deliveryIdFor } from '../../../shared/webhooks/delivery/messages.ts';
import { dynamoDeliveryLog } from '../../../shared/webhooks/log/dynamo-delivery-log.ts';
import { createWebhookSender, type WebhookSender } from '../../../shared/webhooks/delivery/sender.ts';
import { verifyWebhookSignature } from '../../../shared/webhooks/verify.ts';
import {
  awsPipelinePorts,
  createDeliveryPipeline,
  type DeliveryPipeline,
} from '../../../functions/compose/delivery-pipeline.ts';
import type { WebhookEndpointRecord } from '../../../shared/webhooks/types.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { streamReader } from '../../support/stream-reader.ts';
import { endpointItem, endpointRecord } from '../../support/webhook-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';

// The deployed wiring (SQS + EventBridge Scheduler adapters) with both clients mocked.
process.env.WEBHOOK_QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/webhooks';
process.env.WEBHOOK_QUEUE_ARN = 'arn:aws:sqs:us-east-1:123456789012:webhooks';
process.env.SCHEDULER_GROUP_NAME = 'webhook-retries';
process.env.WEBHOOK_SCHEDULER_ROLE_ARN = 'arn:aws:iam::123456789012:role/webhook-scheduler';
process.env.WEBHOOK_RETRY_DELAYS_SECONDS = '60,300,900,3600,86400';

const table = useTestTable();
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

/**
 * The endpoint's attempts as the delivery log lists them (delivery items, and first attempts that
 * succeeded, kept on their event's claim item): the only record of an attempt.
 */
const attemptsOf = async (endpoint: WebhookEndpointRecord) => {
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
};

/** The delivery as the log reads it (its own item, or its first attempt on the event's claim). */
const deliveryState = async (deliveryId: string, webhookId: string) =>
  dynamoDeliveryLog(table.db, table.tableName).get(deliveryId, webhookId);

/** A delivery's own item, if it has one. */
const deliveryItem = async (deliveryId: string) =>
  (await table.db.send(new GetCommand({ TableName: table.tableName, Key: keys.delivery(deliveryId) }))).Item;

const claimItem = async (eventId: string) =>
  (await table.db.send(new GetCommand({ TableName: table.tableName, Key: keys.eventDeliveryClaim(eventId) })))
    .Item!;

describe('outbox -> stream -> router -> SQS -> consumer -> HTTPS', () => {
  it('delivers a signed event to each subscribed enabled endpoint and records the attempt', async () => {
    const subscribed = await putEndpoint();
    const disabled = await putEndpoint({ isEnabled: false });
    const otherType = await putEndpoint({ events: ['order.created'] });
    const liveMode = await putEndpoint({ mode: 'live' });
    const eventId = await emit();

    expect(await runRouter()).toEqual({ batchItemFailures: [] });
    expect(sent).toHaveLength(1);
    expect(sqs.commandCalls(SendMessageBatchCommand)[0]!.args[0].input.QueueUrl).toBe(
      process.env.WEBHOOK_QUEUE_URL,
    );
    expect(await runConsumer()).toEqual({ batchItemFailures: [] });

    const [request] = await receiver.waitForRequests(1);
    const deliveryId = deliveryIdFor(eventId, subscribed.id);
    expect(request!.headers['x-service-webhook-id']).toBe(subscribed.id);
    expect(request!.headers['x-service-delivery-id']).toBe(deliveryId);
    expect(request!.headers['x-service-attempt']).toBe('1');
    expect(
      verifyWebhookSignature(request!.rawBody, request!.headers['x-service-signature'] as string, SECRET_A),
    ).toBe(true);
    expect(
      new Webhook(SECRET_A).verify(request!.rawBody, {
        'webhook-id': request!.headers['webhook-id'] as string,
        'webhook-timestamp': request!.headers['webhook-timestamp'] as string,
        'webhook-signature': request!.headers['webhook-signature'] as string,
      }),
    ).toMatchObject({ id: eventId, type: 'cart.created', apiVersion: '1.0', livemode: false });
    expect(request!.body).toMatchObject({
      id: eventId,
      created_at: expect.any(String),
      createdAt: expect.any(String),
      data: { storeId: STORE, customerId: 'c-1', cartId: 'cart-9' },
    });

    expect((await getEndpoint(subscribed)).deliveryStats).toEqual({ total: 1, successful: 1, failed: 0 });
    for (const other of [disabled, otherType]) expect((await getEndpoint(other)).deliveryStats.total).toBe(0);
    expect(liveMode.mode).toBe('live');
    const attempts = await attemptsOf(subscribed);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      deliveryId,
      eventId,
      eventType: 'cart.created',
      attempt: 1,
      success: true,
      responseCode: 200,
      error: null,
    });
    // Kept on the event's claim item, with its 30-day TTL.
    expect((await claimItem(eventId)).expiresAt).toBeGreaterThan(Date.now() / 1000 + 29 * 86400);
    expect(await deliveryState(deliveryId, subscribed.id)).toMatchObject({
      status: 'succeeded',
      lastAttempt: 1,
    });
  });

  it('claims an event once for all its endpoints and records their first attempts on the claim: no item per delivery', async () => {
    const endpoints = [await putEndpoint(), await putEndpoint(), await putEndpoint()];
    const eventId = await emit();
    await runRouter();
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.MessageBody!)).toMatchObject({
      kind: 'event',
      eventId,
      webhookIds: expect.arrayContaining(endpoints.map((endpoint) => endpoint.id)),
    });
    expect(await runConsumer()).toEqual({ batchItemFailures: [] });
    await receiver.waitForRequests(3);
    const claim = await claimItem(eventId);
    expect([...(claim.webhookIds as string[])].sort()).toEqual(endpoints.map((e) => e.id).sort());
    expect(claim).toMatchObject({
      gsi1pk: keys.firstDeliveriesOfScope(STORE, 'test'),
      payload: expect.any(String),
    });
    for (const endpoint of endpoints) {
      const deliveryId = deliveryIdFor(eventId, endpoint.id);
      expect(claim[`outcome_${endpoint.id}`]).toMatchObject({
        status: 'succeeded',
        attempt: { attempt: 1, success: true, responseCode: 200 },
      });
      expect(await deliveryItem(deliveryId)).toBeUndefined();
      // The delivery log reads it from the claim: by id, and in the endpoint's list (all, succeeded).
      expect(await deliveryState(deliveryId, endpoint.id)).toMatchObject({
        deliveryId,
        eventId,
        status: 'succeeded',
        lastAttempt: 1,
        payload: claim.payload,
        attempts: [{ attempt: 1, success: true, responseCode: 200 }],
      });
      const log = dynamoDeliveryLog(table.db, table.tableName);
      const scope = { webhookId: endpoint.id, storeId: STORE, mode: 'test' as const };
      for (const status of [undefined, 'succeeded' as const]) {
        const { items } = await log.listByEndpoint(scope, { status, limit: 10, cursor: undefined });
        expect(items.map((item) => item.deliveryId)).toEqual([deliveryId]);
      }
      expect((await getEndpoint(endpoint)).deliveryStats).toEqual({ total: 1, successful: 1, failed: 0 });
    }
    // Everything the pipeline wrote for this event: the claim item alone.
    const { Items = [] } = await table.db.send(
      new ScanCommand({
        TableName: table.tableName,
        FilterExpression: 'eventId = :eventId AND NOT begins_with(pk, :outbox)',
        ExpressionAttributeValues: { ':eventId': eventId, ':outbox': 'OUTBOX#' },
      }),
    );
    expect(Items.map((item) => item.entity)).toEqual(['WebhookEventClaim']);

    // A second claim of the event is refused with what the first claimed, alone or in a group
    // commit's transaction (whose cancellation reasons carry the old item in wire format).
    const records = dynamoDeliveryRecords(table.db, table.tableName);
    const refused = { claimed: false, claimedAt: claim.claimedAt, webhookIds: claim.webhookIds };
    const claimOf = (id: string) => ({
      eventId: id,
      webhookIds: ['other'],
      storeId: STORE,
      mode: 'test' as const,
      eventType: 'cart.created' as const,
    });
    expect(await records.claimEventAttempts(claimOf(eventId), new Date())).toEqual(refused);
    const [again, fresh] = await Promise.all([
      records.claimEventAttempts(claimOf(eventId), new Date()),
      records.claimEventAttempts(claimOf(`evt_${randomUUID()}`), new Date()),
    ]);
    expect(again).toEqual(refused);
    expect(fresh).toEqual({ claimed: true });
  });

  it.each([
    ['kept on the event claim', () => newEventId(), false],
    ['an event id the delivery id cannot carry: on a delivery item', () => `evt_${randomUUID()}`, true],
  ])(
    "a first attempt is recorded once (%s): a repeated write is recorded, another worker's record loses",
    async (_, eventIdOf, onItem) => {
      const endpoint = await putEndpoint();
      const records = dynamoDeliveryRecords(table.db, table.tableName);
      const eventId = eventIdOf();
      const deliveryId = deliveryIdFor(eventId, endpoint.id);
      const claim = {
        eventId,
        webhookIds: [endpoint.id],
        storeId: STORE,
        mode: 'test' as const,
        eventType: 'cart.created' as const,
      };
      expect(await records.claimEventAttempts(claim, new Date())).toEqual({ claimed: true });
      const outcome = (claimToken: string, success: boolean) => ({
        ref: {
          deliveryId,
          eventId,
          eventType: 'cart.created' as const,
          webhookId: endpoint.id,
          storeId: STORE,
          mode: 'test' as const,
          attempt: 1,
        },
        claim: 'event' as const,
        claimToken,
        record: {
          deliveryId,
          eventId,
          eventType: 'cart.created' as const,
          attempt: 1,
          timestamp: new Date().toISOString(),
          responseCode: success ? 200 : null,
          success,
          durationMs: 1,
          error: success ? null : 'interrupted',
        },
        status: success ? ('succeeded' as const) : ('retrying' as const),
        nextAttemptAt: success ? null : new Date(Date.now() + 60_000).toISOString(),
        payload: '{}',
      });
      const sent = outcome('sender', true);
      expect(await records.recordAttempt(sent)).toBe('recorded');
      expect(await records.recordFirstAttempts([sent])).toEqual(['recorded']); // the same write again: counted once
      expect(await records.recordAttempt(outcome('taker', false))).toBe('lost-claim');
      expect(await deliveryState(deliveryId, endpoint.id)).toMatchObject({
        status: 'succeeded',
        lastAttempt: 1,
      });
      expect(Boolean(await deliveryItem(deliveryId))).toBe(onItem);
      expect((await claimItem(eventId))[`outcome_${endpoint.id}`]).toMatchObject({
        status: onItem ? 'item' : 'succeeded',
        token: 'sender',
      });
      expect(await records.firstAttemptStates(eventId, [endpoint.id])).toEqual(
        new Map([
          [
            endpoint.id,
            expect.objectContaining({ status: 'succeeded', lastAttempt: 1, claimToken: 'sender' }),
          ],
        ]),
      );
      expect((await getEndpoint(endpoint)).deliveryStats).toEqual({ total: 1, successful: 1, failed: 0 });
      expect(await attemptsOf(endpoint)).toHaveLength(1);
    },
  );

  it('records the outcomes of concurrent events in one group; one another worker recorded first loses alone', async () => {
    const endpoint = await putEndpoint();
    const records = dynamoDeliveryRecords(table.db, table.tableName);
    const eventIds = [newEventId(), newEventId(), newEventId(), newEventId()];
    const outcomeOf = (eventId: string, claimToken: string) => {
      const deliveryId = deliveryIdFor(eventId, endpoint.id);
      const ref = {
        deliveryId,
        eventId,
        eventType: 'cart.created' as const,
        webhookId: endpoint.id,
        storeId: STORE,
        mode: 'test' as const,
        attempt: 1,
      };
      return {
        ref,
        claim: 'event' as const,
        claimToken,
        record: {
          ...ref,
          timestamp: new Date().toISOString(),
          responseCode: 200,
          success: true,
          durationMs: 1,
          error: null,
        },
        status: 'succeeded' as const,
        nextAttemptAt: null,
        payload: `{"id":"${eventId}"}`,
      };
    };
    for (const eventId of eventIds)
      await records.claimEventAttempts(
        { eventId, webhookIds: [endpoint.id], storeId: STORE, mode: 'test', eventType: 'cart.created' },
        new Date(),
      );
    expect(await records.recordFirstAttempts([outcomeOf(eventIds[1]!, 'other')])).toEqual(['recorded']);
    // The first goes alone at once; the other three meet in one group, where the second is refused.
    const results = await Promise.all(
      eventIds.map((eventId) => records.recordFirstAttempts([outcomeOf(eventId, 'mine')])),
    );
    expect(results).toEqual([['recorded'], ['lost-claim'], ['recorded'], ['recorded']]);
    expect((await getEndpoint(endpoint)).deliveryStats).toEqual({ total: 4, successful: 4, failed: 0 });
    expect((await claimItem(eventIds[1]!))[`outcome_${endpoint.id}`]).toMatchObject({ token: 'other' });
  });

  it('records nothing against an event nobody claimed', async () => {
    const endpoint = await putEndpoint();
    const eventId = newEventId();
    const deliveryId = deliveryIdFor(eventId, endpoint.id);
    const result = await dynamoDeliveryRecords(table.db, table.tableName).recordFirstAttempts([
      {
        ref: {
          deliveryId,
          eventId,
          eventType: 'cart.created',
          webhookId: endpoint.id,
          storeId: STORE,
          mode: 'test',
          attempt: 1,
        },
        claim: 'event',
        claimToken: 't',
        record: {
          deliveryId,
          eventId,
          eventType: 'cart.created',
          attempt: 1,
          timestamp: new Date().toISOString(),
          responseCode: 200,
          success: true,
          durationMs: 1,
          error: null,
        },
        status: 'succeeded',
        nextAttemptAt: null,
      },
    ]);
    expect(result).toEqual(['lost-claim']);
    expect((await getEndpoint(endpoint)).deliveryStats.total).toBe(0);
  });

  it('routes api-originated events only to endpoints with includeApiOriginated', async () => {
    const quiet = await putEndpoint({ events: ['order.created'] });
    const loud = await putEndpoint({ events: ['order.created'], includeApiOriginated: true });
    await emit({ type: 'order.created', origin: 'api' });
    await runRouter();
    await runConsumer();
    await receiver.waitForRequests(1);
    expect(receiver.requests.map((r) => r.headers['x-service-webhook-id'])).toEqual([loud.id]);
    expect((await getEndpoint(quiet)).deliveryStats.total).toBe(0);
  });

  it('sends once when the stream batch and the queue message are both delivered twice', async () => {
    const endpoint = await putEndpoint();
    await emit();
    const records = await stream.newRecords();
    await routerHandler({ Records: records });
    await routerHandler({ Records: records }); // stream redelivery: the same message
    expect(sent).toHaveLength(2);
    expect(new Set(sent.map((e) => JSON.parse(e.MessageBody!).eventId)).size).toBe(1);
    const duplicate = sent[0]!;
    sent = [duplicate, duplicate, ...sent];
    // Four copies of the same attempt processed concurrently: one claims and sends; a copy
    // that arrives while that send is in flight is handed back to the queue (reported failed),
    // and when it comes back it is recognised as a duplicate.
    const event = sqsEvent(sent);
    sent = [];
    const { batchItemFailures } = await deliveryHandler(event);
    expect(batchItemFailures.length).toBeLessThan(4);
    const redelivered = event.Records.filter((r) =>
      batchItemFailures.some((f) => f.itemIdentifier === r.messageId),
    );
    expect(await deliveryHandler({ Records: redelivered })).toEqual({ batchItemFailures: [] });
    expect(await deliveryHandler(sqsEvent([duplicate]))).toEqual({ batchItemFailures: [] });
    await receiver.waitForRequests(1);
    expect(receiver.requests).toHaveLength(1);
    expect((await getEndpoint(endpoint)).deliveryStats).toEqual({ total: 1, successful: 1, failed: 0 });
  });

  it('retries a failed attempt with the same delivery id: 500 then 200 -> one failure, one success', async () => {
    const endpoint = await putEndpoint();
    receiver.script(500);
    const eventId = await emit();
    await runRouter();
    await runConsumer();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.DelaySeconds).toBe(60);
    expect(JSON.parse(sent[0]!.MessageBody!)).toMatchObject({
      attempt: 2,
      deliveryId: deliveryIdFor(eventId, endpoint.id),
    });
    const deliveryId = deliveryIdFor(eventId, endpoint.id);
    expect(await deliveryState(deliveryId, endpoint.id)).toMatchObject({
      status: 'retrying',
      lastAttempt: 1,
      lastResponseCode: 500,
    });

    await runConsumer();
    const requests = await receiver.waitForRequests(2);
    expect(requests.map((r) => r.headers['x-service-attempt'])).toEqual(['1', '2']);
    expect(new Set(requests.map((r) => r.headers['x-service-delivery-id']))).toEqual(new Set([deliveryId]));
    expect(requests[0]!.rawBody).toBe(requests[1]!.rawBody);
    expect((await getEndpoint(endpoint)).deliveryStats).toEqual({ total: 2, successful: 1, failed: 1 });
    const attempts = (await attemptsOf(endpoint)).sort((a, b) => a.attempt - b.attempt);
    expect(attempts.map((a) => [a.attempt, a.success, a.responseCode])).toEqual([
      [1, false, 500],
      [2, true, 200],
    ]);
    expect(await deliveryState(deliveryId, endpoint.id)).toMatchObject({
      status: 'succeeded',
      lastAttempt: 2,
    });
    expect(sent).toEqual([]);
  });

  it('counts a hanging receiver as a failed attempt (timeout) and plans a retry', async () => {
    const quick = createWebhookSender({
      timeoutMs: 300,
      allowPrivateTargets: true,
      extraCaCertificates: [receiver.caPem],
    });
    pipeline = pipelineWith(quick);
    try {
      const endpoint = await putEndpoint();
      receiver.script('hang');
      await emit();
      await runRouter();
      await runConsumer();
      const [attempt] = await attemptsOf(endpoint);
      expect(attempt).toMatchObject({ success: false, responseCode: null, error: 'timeout after 300 ms' });
      expect(sent).toHaveLength(1);
    } finally {
      pipeline = pipelineWith(sender);
      await quick.close();
    }
  });

  it('schedules attempts after 15 min through EventBridge Scheduler and marks the delivery failed after attempt 6', async () => {
    const endpoint = await putEndpoint();
    receiver.setDefault(503);
    const eventId = await emit();
    const deliveryId = deliveryIdFor(eventId, endpoint.id);
    await runRouter();
    const delays: Array<number | undefined> = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await runConsumer();
      delays.push(sent[0]?.DelaySeconds);
    }
    expect(delays).toEqual([60, 300, 900]);
    // Attempt 4 fails: the 1 h wait goes to the scheduler, not to SQS.
    await runConsumer();
    expect(sent).toEqual([]);
    const schedule = scheduler.commandCalls(CreateScheduleCommand)[0]!.args[0].input;
    expect(schedule).toMatchObject({
      Name: `webhook-${deliveryId}-a5`,
      GroupName: 'webhook-retries',
      ActionAfterCompletion: 'DELETE',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: { Arn: process.env.WEBHOOK_QUEUE_ARN, RoleArn: process.env.WEBHOOK_SCHEDULER_ROLE_ARN },
    });
    expect(schedule.ScheduleExpression).toMatch(/^at\(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\)$/);
    const dueAt = Date.parse(`${schedule.ScheduleExpression!.slice(3, -1)}Z`);
    expect(Math.abs(dueAt - (Date.now() + 3600_000))).toBeLessThan(60_000);

    // The schedule fires: its Input lands on the queue as the message body.
    await deliveryHandler(sqsEvent([{ Id: 's5', MessageBody: schedule.Target!.Input! }]));
    const last = scheduler.commandCalls(CreateScheduleCommand)[1]!.args[0].input;
    expect(last.Name).toBe(`webhook-${deliveryId}-a6`);
    await deliveryHandler(sqsEvent([{ Id: 's6', MessageBody: last.Target!.Input! }]));

    expect(receiver.requests.map((r) => r.headers['x-service-attempt'])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(scheduler.commandCalls(CreateScheduleCommand)).toHaveLength(2);
    expect(sent).toEqual([]);
    expect(await deliveryState(deliveryId, endpoint.id)).toMatchObject({
      status: 'failed',
      lastAttempt: 6,
      nextAttemptAt: null,
    });
    expect((await getEndpoint(endpoint)).deliveryStats).toEqual({ total: 6, successful: 0, failed: 6 });
  });

  it('sends nothing more to an endpoint disabled or deleted after its event was routed', async () => {
    const toDisable = await putEndpoint();
    const toDelete = await putEndpoint();
    await emit();
    await runRouter();
    expect(sent).toHaveLength(1); // one message for the event, naming both endpoints
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keys.webhookEndpoint(STORE, 'test', toDisable.id),
        UpdateExpression: 'SET isEnabled = :false',
        ExpressionAttributeValues: { ':false': false },
      }),
    );
    await table.db.send(
      new DeleteCommand({
        TableName: table.tableName,
        Key: keys.webhookEndpoint(STORE, 'test', toDelete.id),
      }),
    );
    expect(await runConsumer()).toEqual({ batchItemFailures: [] });
    expect(receiver.requests).toEqual([]);
    expect((await getEndpoint(toDisable)).deliveryStats.total).toBe(0);
    // The deleted endpoint was not re-created by a stats update.
    expect(
      await table.db.send(
        new GetCommand({ TableName: table.tableName, Key: keys.webhookEndpoint(STORE, 'test', toDelete.id) }),
      ),
    ).not.toHaveProperty('Item');
  });

  it('after rotation the next attempt is signed with the new secret only', async () => {
    const endpoint = await putEndpoint({ secret: SECRET_A });
    receiver.setSecrets(SECRET_A, SECRET_B);
    receiver.script(500);
    await emit();
    await runRouter();
    await runConsumer();
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keys.webhookEndpoint(STORE, 'test', endpoint.id),
        UpdateExpression: 'SET secret = :secret',
        ExpressionAttributeValues: { ':secret': SECRET_B },
      }),
    );
    await runConsumer();
    const [before, after] = await receiver.waitForRequests(2);
    expect(before!.signedWith).toBe(SECRET_A);
    expect(after!.signedWith).toBe(SECRET_B);
    expect(
      verifyWebhookSignature(after!.rawBody, after!.headers['x-service-signature'] as string, SECRET_A),
    ).toBe(false);
    expect(() =>
      new Webhook(SECRET_A).verify(after!.rawBody, {
        'webhook-id': after!.headers['webhook-id'] as string,
        'webhook-timestamp': after!.headers['webhook-timestamp'] as string,
        'webhook-signature': after!.headers['webhook-signature'] as string,
      }),
    ).toThrow();
  });

  it('keeps the stats exact when many attempts to one endpoint finish at once (transaction conflicts retried)', async () => {
    const endpoint = await putEndpoint();
    for (let i = 0; i < 25; i++) await emit();
    await runRouter();
    expect(sent).toHaveLength(25);
    expect(await runConsumer()).toEqual({ batchItemFailures: [] });
    // The stats count exactly the attempts recorded (written in the same transactions), whatever the
    // sends' outcomes: checked first, so a slow send cannot hide a miscount behind another failure.
    const stats = (await getEndpoint(endpoint)).deliveryStats;
    const attempts = await attemptsOf(endpoint);
    expect(stats).toEqual({
      total: attempts.length,
      successful: attempts.filter((attempt) => attempt.success === true).length,
      failed: attempts.filter((attempt) => attempt.success !== true).length,
    });
    expect(stats).toEqual({ total: 25, successful: 25, failed: 0 });
    expect(receiver.requests).toHaveLength(25);
  });

  it('records attempts of an endpoint deleted while they were in flight without re-creating it, other stats exact', async () => {
    const kept = await putEndpoint();
    const deleted = await putEndpoint();
    for (let i = 0; i < 5; i++) await emit();
    await runRouter();
    expect(sent).toHaveLength(5);
    let deleting: Promise<unknown> | undefined;
    receiver.onRequest((request) => {
      if (request.headers['x-service-webhook-id'] === deleted.id && !deleting) {
        deleting = table.db.send(
          new DeleteCommand({
            TableName: table.tableName,
            Key: keys.webhookEndpoint(STORE, 'test', deleted.id),
          }),
        );
      }
    });
    expect(await runConsumer()).toEqual({ batchItemFailures: [] });
    await deleting;
    expect((await getEndpoint(kept)).deliveryStats).toEqual({ total: 5, successful: 5, failed: 0 });
    expect(await getEndpoint(deleted)).toBeUndefined();
    expect(await attemptsOf(deleted)).toHaveLength(5);
    expect(await attemptsOf(kept)).toHaveLength(5);
  });

  it('reports a malformed queue message as a batch item failure (and still processes the rest)', async () => {
    await putEndpoint();
    await emit();
    await runRouter();
    const event = sqsEvent([...sent, { Id: 'bad', MessageBody: '{"not":"a delivery"}' }]);
    sent = [];
    const response = await deliveryHandler(event);
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: event.Records[1]!.messageId }]);
    expect(receiver.requests).toHaveLength(1);
  });
});
