import { CreateScheduleCommand } from '@aws-sdk/client-scheduler';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { deliveryIdFor } from '../../../shared/webhooks/delivery/messages.ts';
import { createWebhookSender } from '../../../shared/webhooks/delivery/sender.ts';
import { verifyWebhookSignature } from '../../../shared/webhooks/verify.ts';
import { SECRET_A, SECRET_B, useDeployedWebhookPipeline } from '../../support/deployed-webhook-pipeline.ts';

/**
 * The deployed webhook pipeline end to end (as pipeline-delivery.test.ts): failed attempts and
 * their retries (SQS delays, then EventBridge Scheduler), endpoints disabled, deleted or rotated
 * while events are in flight, exact stats under concurrent attempts, malformed messages.
 */
const h = useDeployedWebhookPipeline();
const {
  table,
  scheduler,
  pipelineWith,
  sqsEvent,
  deliveryHandler,
  putEndpoint,
  emit,
  runRouter,
  runConsumer,
  getEndpoint,
  attemptsOf,
  deliveryState,
} = h;

describe('outbox -> stream -> router -> SQS -> consumer -> HTTPS: retries and endpoint changes', () => {
  it('retries a failed attempt with the same delivery id: 500 then 200 -> one failure, one success', async () => {
    const endpoint = await putEndpoint();
    h.receiver.script(500);
    const eventId = await emit();
    await runRouter();
    await runConsumer();
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]!.DelaySeconds).toBe(60);
    expect(JSON.parse(h.sent[0]!.MessageBody!)).toMatchObject({
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
    const requests = await h.receiver.waitForRequests(2);
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
    expect(h.sent).toEqual([]);
  });

  it('counts a hanging receiver as a failed attempt (timeout) and plans a retry', async () => {
    const quick = createWebhookSender({
      timeoutMs: 300,
      allowPrivateTargets: true,
      extraCaCertificates: [h.receiver.caPem],
    });
    h.pipeline = pipelineWith(quick);
    try {
      const endpoint = await putEndpoint();
      h.receiver.script('hang');
      await emit();
      await runRouter();
      await runConsumer();
      const [attempt] = await attemptsOf(endpoint);
      expect(attempt).toMatchObject({ success: false, responseCode: null, error: 'timeout after 300 ms' });
      expect(h.sent).toHaveLength(1);
    } finally {
      h.pipeline = pipelineWith(h.sender);
      await quick.close();
    }
  });

  it('schedules attempts after 15 min through EventBridge Scheduler and marks the delivery failed after attempt 6', async () => {
    const endpoint = await putEndpoint();
    h.receiver.setDefault(503);
    const eventId = await emit();
    const deliveryId = deliveryIdFor(eventId, endpoint.id);
    await runRouter();
    const delays: Array<number | undefined> = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await runConsumer();
      delays.push(h.sent[0]?.DelaySeconds);
    }
    expect(delays).toEqual([60, 300, 900]);
    // Attempt 4 fails: the 1 h wait goes to the scheduler, not to SQS.
    await runConsumer();
    expect(h.sent).toEqual([]);
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

    expect(h.receiver.requests.map((r) => r.headers['x-service-attempt'])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    expect(scheduler.commandCalls(CreateScheduleCommand)).toHaveLength(2);
    expect(h.sent).toEqual([]);
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
    expect(h.sent).toHaveLength(1); // one message for the event, naming both endpoints
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keys.webhookEndpoint(h.store, 'test', toDisable.id),
        UpdateExpression: 'SET isEnabled = :false',
        ExpressionAttributeValues: { ':false': false },
      }),
    );
    await table.db.send(
      new DeleteCommand({
        TableName: table.tableName,
        Key: keys.webhookEndpoint(h.store, 'test', toDelete.id),
      }),
    );
    expect(await runConsumer()).toEqual({ batchItemFailures: [] });
    expect(h.receiver.requests).toEqual([]);
    expect((await getEndpoint(toDisable)).deliveryStats.total).toBe(0);
    // The deleted endpoint was not re-created by a stats update.
    expect(
      await table.db.send(
        new GetCommand({
          TableName: table.tableName,
          Key: keys.webhookEndpoint(h.store, 'test', toDelete.id),
        }),
      ),
    ).not.toHaveProperty('Item');
  });

  it('after rotation the next attempt is signed with the new secret only', async () => {
    const endpoint = await putEndpoint({ secret: SECRET_A });
    h.receiver.setSecrets(SECRET_A, SECRET_B);
    h.receiver.script(500);
    await emit();
    await runRouter();
    await runConsumer();
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keys.webhookEndpoint(h.store, 'test', endpoint.id),
        UpdateExpression: 'SET secret = :secret',
        ExpressionAttributeValues: { ':secret': SECRET_B },
      }),
    );
    await runConsumer();
    const [before, after] = await h.receiver.waitForRequests(2);
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
    expect(h.sent).toHaveLength(25);
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
    expect(h.receiver.requests).toHaveLength(25);
  });

  it('records attempts of an endpoint deleted while they were in flight without re-creating it, other stats exact', async () => {
    const kept = await putEndpoint();
    const deleted = await putEndpoint();
    for (let i = 0; i < 5; i++) await emit();
    await runRouter();
    expect(h.sent).toHaveLength(5);
    let deleting: Promise<unknown> | undefined;
    h.receiver.onRequest((request) => {
      if (request.headers['x-service-webhook-id'] === deleted.id && !deleting) {
        deleting = table.db.send(
          new DeleteCommand({
            TableName: table.tableName,
            Key: keys.webhookEndpoint(h.store, 'test', deleted.id),
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
    const event = sqsEvent([...h.sent, { Id: 'bad', MessageBody: '{"not":"a delivery"}' }]);
    h.sent = [];
    const response = await deliveryHandler(event);
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: event.Records[1]!.messageId }]);
    expect(h.receiver.requests).toHaveLength(1);
  });
});
