import { CreateScheduleCommand } from '@aws-sdk/client-scheduler';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { Webhook } from 'standardwebhooks';
import { deliveryIdFor } from '../../../shared/webhooks/delivery/messages.ts';
import { createWebhookSender } from '../../../shared/webhooks/delivery/sender.ts';
import { verifyWebhookSignature } from '../../../shared/webhooks/verify.ts';
import { keys } from '../../../shared/db/keys.ts';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { useTestTable } from '../../support/dynamo.ts';
import { usePipelineHarness } from './pipeline-harness.ts';

/** The deployed webhook pipeline end to end on DynamoDB Local, one store per test (set-up: pipeline-harness.ts). */
const table = useTestTable();
const hub = usePipelineHarness(table);
const {
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
} = hub;

describe('outbox -> stream -> router -> SQS -> consumer -> HTTPS', () => {
  it('delivers a signed event to each subscribed enabled endpoint and records the attempt', async () => {
    const subscribed = await putEndpoint();
    const disabled = await putEndpoint({ isEnabled: false });
    const otherType = await putEndpoint({ events: ['order.created'] });
    const liveMode = await putEndpoint({ mode: 'live' });
    const eventId = await emit();

    expect(await runRouter()).toEqual({ batchItemFailures: [] });
    expect(hub.sent).toHaveLength(1);
    expect(sqs.commandCalls(SendMessageBatchCommand)[0]!.args[0].input.QueueUrl).toBe(
      process.env.WEBHOOK_QUEUE_URL,
    );
    expect(await runConsumer()).toEqual({ batchItemFailures: [] });

    const [request] = await hub.receiver.waitForRequests(1);
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
      data: { storeId: hub.STORE, customerId: 'c-1', cartId: 'cart-9' },
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
    expect(attempts[0]!.expiresAt).toBeGreaterThan(Date.now() / 1000 + 29 * 86400);
    expect(await deliveryState(deliveryId)).toMatchObject({ status: 'succeeded', lastAttempt: 1 });
  });

  it('routes api-originated events only to endpoints with includeApiOriginated', async () => {
    const quiet = await putEndpoint({ events: ['order.created'] });
    const loud = await putEndpoint({ events: ['order.created'], includeApiOriginated: true });
    await emit({ type: 'order.created', origin: 'api' });
    await runRouter();
    await runConsumer();
    await hub.receiver.waitForRequests(1);
    expect(hub.receiver.requests.map((r) => r.headers['x-service-webhook-id'])).toEqual([loud.id]);
    expect((await getEndpoint(quiet)).deliveryStats.total).toBe(0);
  });

  it('sends once when the stream batch and the queue message are both delivered twice', async () => {
    const endpoint = await putEndpoint();
    await emit();
    const records = await hub.stream.newRecords();
    await routerHandler({ Records: records });
    await routerHandler({ Records: records }); // stream redelivery: same delivery ids
    expect(hub.sent).toHaveLength(2);
    expect(new Set(hub.sent.map((e) => JSON.parse(e.MessageBody!).deliveryId)).size).toBe(1);
    const duplicate = hub.sent[0]!;
    hub.sent = [duplicate, duplicate, ...hub.sent];
    // Four copies of the same attempt processed concurrently: one claims and sends; a copy
    // that arrives while that send is in flight is handed back to the queue (reported failed),
    // and when it comes back it is recognised as a duplicate.
    const event = sqsEvent(hub.sent);
    hub.sent = [];
    const { batchItemFailures } = await deliveryHandler(event);
    expect(batchItemFailures.length).toBeLessThan(4);
    const redelivered = event.Records.filter((r) =>
      batchItemFailures.some((f) => f.itemIdentifier === r.messageId),
    );
    expect(await deliveryHandler({ Records: redelivered })).toEqual({ batchItemFailures: [] });
    expect(await deliveryHandler(sqsEvent([duplicate]))).toEqual({ batchItemFailures: [] });
    await hub.receiver.waitForRequests(1);
    expect(hub.receiver.requests).toHaveLength(1);
    expect((await getEndpoint(endpoint)).deliveryStats).toEqual({ total: 1, successful: 1, failed: 0 });
  });

  it('retries a failed attempt with the same delivery id: 500 then 200 -> one failure, one success', async () => {
    const endpoint = await putEndpoint();
    hub.receiver.script(500);
    const eventId = await emit();
    await runRouter();
    await runConsumer();
    expect(hub.sent).toHaveLength(1);
    expect(hub.sent[0]!.DelaySeconds).toBe(60);
    expect(JSON.parse(hub.sent[0]!.MessageBody!)).toMatchObject({
      attempt: 2,
      deliveryId: deliveryIdFor(eventId, endpoint.id),
    });
    const deliveryId = deliveryIdFor(eventId, endpoint.id);
    expect(await deliveryState(deliveryId)).toMatchObject({
      status: 'retrying',
      lastAttempt: 1,
      lastResponseCode: 500,
    });

    await runConsumer();
    const requests = await hub.receiver.waitForRequests(2);
    expect(requests.map((r) => r.headers['x-service-attempt'])).toEqual(['1', '2']);
    expect(new Set(requests.map((r) => r.headers['x-service-delivery-id']))).toEqual(new Set([deliveryId]));
    expect(requests[0]!.rawBody).toBe(requests[1]!.rawBody);
    expect((await getEndpoint(endpoint)).deliveryStats).toEqual({ total: 2, successful: 1, failed: 1 });
    const attempts = (await attemptsOf(endpoint)).sort((a, b) => a.attempt - b.attempt);
    expect(attempts.map((a) => [a.attempt, a.success, a.responseCode])).toEqual([
      [1, false, 500],
      [2, true, 200],
    ]);
    expect(await deliveryState(deliveryId)).toMatchObject({ status: 'succeeded', lastAttempt: 2 });
    expect(hub.sent).toEqual([]);
  });

  it('counts a hanging receiver as a failed attempt (timeout) and plans a retry', async () => {
    const quick = createWebhookSender({
      timeoutMs: 300,
      allowPrivateTargets: true,
      extraCaCertificates: [hub.receiver.caPem],
    });
    hub.pipeline = pipelineWith(quick);
    try {
      const endpoint = await putEndpoint();
      hub.receiver.script('hang');
      await emit();
      await runRouter();
      await runConsumer();
      const [attempt] = await attemptsOf(endpoint);
      expect(attempt).toMatchObject({ success: false, responseCode: null, error: 'timeout after 300 ms' });
      expect(hub.sent).toHaveLength(1);
    } finally {
      hub.pipeline = pipelineWith(hub.sender);
      await quick.close();
    }
  });

  it('schedules attempts after 15 min through EventBridge Scheduler and marks the delivery failed after attempt 6', async () => {
    const endpoint = await putEndpoint();
    hub.receiver.setDefault(503);
    const eventId = await emit();
    const deliveryId = deliveryIdFor(eventId, endpoint.id);
    await runRouter();
    const delays: Array<number | undefined> = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await runConsumer();
      delays.push(hub.sent[0]?.DelaySeconds);
    }
    expect(delays).toEqual([60, 300, 900]);
    // Attempt 4 fails: the 1 h wait goes to the scheduler, not to SQS.
    await runConsumer();
    expect(hub.sent).toEqual([]);
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

    expect(hub.receiver.requests.map((r) => r.headers['x-service-attempt'])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(scheduler.commandCalls(CreateScheduleCommand)).toHaveLength(2);
    expect(hub.sent).toEqual([]);
    expect(await deliveryState(deliveryId)).toMatchObject({
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
    expect(hub.sent).toHaveLength(2);
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keys.webhookEndpoint(hub.STORE, 'test', toDisable.id),
        UpdateExpression: 'SET isEnabled = :false',
        ExpressionAttributeValues: { ':false': false },
      }),
    );
    await table.db.send(
      new DeleteCommand({
        TableName: table.tableName,
        Key: keys.webhookEndpoint(hub.STORE, 'test', toDelete.id),
      }),
    );
    expect(await runConsumer()).toEqual({ batchItemFailures: [] });
    expect(hub.receiver.requests).toEqual([]);
    expect((await getEndpoint(toDisable)).deliveryStats.total).toBe(0);
    // The deleted endpoint was not re-created by a stats update.
    expect(
      await table.db.send(
        new GetCommand({
          TableName: table.tableName,
          Key: keys.webhookEndpoint(hub.STORE, 'test', toDelete.id),
        }),
      ),
    ).not.toHaveProperty('Item');
  });

  it('after rotation the next attempt is signed with the new secret only', async () => {
    const endpoint = await putEndpoint({ secret: SECRET_A });
    hub.receiver.setSecrets(SECRET_A, SECRET_B);
    hub.receiver.script(500);
    await emit();
    await runRouter();
    await runConsumer();
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keys.webhookEndpoint(hub.STORE, 'test', endpoint.id),
        UpdateExpression: 'SET secret = :secret',
        ExpressionAttributeValues: { ':secret': SECRET_B },
      }),
    );
    await runConsumer();
    const [before, after] = await hub.receiver.waitForRequests(2);
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
    expect(hub.sent).toHaveLength(25);
    expect(await runConsumer()).toEqual({ batchItemFailures: [] });
    // The stats count exactly the attempt items (written in the same transactions), whatever the
    // sends' outcomes: checked first, so a slow send cannot hide a miscount behind another failure.
    const stats = (await getEndpoint(endpoint)).deliveryStats;
    const attempts = await attemptsOf(endpoint);
    expect(stats).toEqual({
      total: attempts.length,
      successful: attempts.filter((attempt) => attempt.success === true).length,
      failed: attempts.filter((attempt) => attempt.success !== true).length,
    });
    expect(stats).toEqual({ total: 25, successful: 25, failed: 0 });
    expect(hub.receiver.requests).toHaveLength(25);
  });

  it('records attempts of an endpoint deleted while they were in flight without re-creating it, other stats exact', async () => {
    const kept = await putEndpoint();
    const deleted = await putEndpoint();
    for (let i = 0; i < 5; i++) await emit();
    await runRouter();
    expect(hub.sent).toHaveLength(10);
    let deleting: Promise<unknown> | undefined;
    hub.receiver.onRequest((request) => {
      if (request.headers['x-service-webhook-id'] === deleted.id && !deleting) {
        deleting = table.db.send(
          new DeleteCommand({
            TableName: table.tableName,
            Key: keys.webhookEndpoint(hub.STORE, 'test', deleted.id),
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
    const event = sqsEvent([...hub.sent, { Id: 'bad', MessageBody: '{"not":"a delivery"}' }]);
    hub.sent = [];
    const response = await deliveryHandler(event);
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: event.Records[1]!.messageId }]);
    expect(hub.receiver.requests).toHaveLength(1);
  });
});
