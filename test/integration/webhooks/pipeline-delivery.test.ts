import { randomUUID } from 'node:crypto';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { newEventId } from '../../../shared/util/ids.ts';
import { dynamoDeliveryRecords } from '../../../shared/webhooks/delivery/dynamo-deliveries.ts';
import { deliveryIdFor } from '../../../shared/webhooks/delivery/messages.ts';
import { dynamoDeliveryLog } from '../../../shared/webhooks/log/dynamo-delivery-log.ts';
import { verifyWebhookSignature } from '../../../shared/webhooks/verify.ts';
import { SECRET_A, useDeployedWebhookPipeline } from '../../support/deployed-webhook-pipeline.ts';

/**
 * The deployed webhook pipeline end to end (outbox -> stream -> router -> SQS -> consumer ->
 * HTTPS, on DynamoDB Local with SQS and EventBridge Scheduler mocked): first attempts, signed,
 * claimed once per event and recorded once on the event's claim. Retries and endpoint changes:
 * pipeline-retries.test.ts.
 */
const h = useDeployedWebhookPipeline();
const {
  table,
  sqs,
  sqsEvent,
  deliveryHandler,
  routerHandler,
  putEndpoint,
  emit,
  runRouter,
  runConsumer,
  getEndpoint,
  attemptsOf,
  deliveryState,
  deliveryItem,
  claimItem,
} = h;

describe('outbox -> stream -> router -> SQS -> consumer -> HTTPS: first attempts', () => {
  it('delivers a signed event to each subscribed enabled endpoint and records the attempt', async () => {
    const subscribed = await putEndpoint();
    const disabled = await putEndpoint({ isEnabled: false });
    const otherType = await putEndpoint({ events: ['order.created'] });
    const liveMode = await putEndpoint({ mode: 'live' });
    const eventId = await emit();

    expect(await runRouter()).toEqual({ batchItemFailures: [] });
    expect(h.sent).toHaveLength(1);
    expect(sqs.commandCalls(SendMessageBatchCommand)[0]!.args[0].input.QueueUrl).toBe(
      process.env.WEBHOOK_QUEUE_URL,
    );
    expect(await runConsumer()).toEqual({ batchItemFailures: [] });

    const [request] = await h.receiver.waitForRequests(1);
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
      data: { storeId: h.store, customerId: 'c-1', cartId: 'cart-9' },
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
    expect(h.sent).toHaveLength(1);
    expect(JSON.parse(h.sent[0]!.MessageBody!)).toMatchObject({
      kind: 'event',
      eventId,
      webhookIds: expect.arrayContaining(endpoints.map((endpoint) => endpoint.id)),
    });
    expect(await runConsumer()).toEqual({ batchItemFailures: [] });
    await h.receiver.waitForRequests(3);
    const claim = await claimItem(eventId);
    expect([...(claim.webhookIds as string[])].sort()).toEqual(endpoints.map((e) => e.id).sort());
    expect(claim).toMatchObject({ gsi1pk: keys.firstDeliveriesOfScope(h.store, 'test') });
    // Lean: no payload (the log rebuilds it from the event), no customer, no updatedAt.
    for (const absent of ['payload', 'customerId', 'gsi5pk', 'updatedAt'])
      expect(claim).not.toHaveProperty(absent);
    const sentBody = h.receiver.requests.find((request) => request.body.id === eventId)!.rawBody;
    for (const endpoint of endpoints) {
      const deliveryId = deliveryIdFor(eventId, endpoint.id);
      expect(claim[`outcome_${endpoint.id}`]).toEqual({
        status: 'succeeded',
        token: expect.any(String),
        at: expect.any(String),
        code: 200,
        ms: expect.any(Number),
        body: 'ok', // the receiver's answer, kept as the log shows it
      });
      expect(await deliveryItem(deliveryId)).toBeUndefined();
      // The delivery log reads it from the claim: by id, and in the endpoint's list (all, succeeded).
      expect(await deliveryState(deliveryId, endpoint.id)).toMatchObject({
        deliveryId,
        eventId,
        status: 'succeeded',
        lastAttempt: 1,
        payload: sentBody,
        attempts: [{ attempt: 1, success: true, responseCode: 200, error: null, responseBody: 'ok' }],
      });
      const log = dynamoDeliveryLog(table.db, table.tableName);
      const scope = { webhookId: endpoint.id, storeId: h.store, mode: 'test' as const };
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
      storeId: h.store,
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
        storeId: h.store,
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
          storeId: h.store,
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
        storeId: h.store,
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
        { eventId, webhookIds: [endpoint.id], storeId: h.store, mode: 'test', eventType: 'cart.created' },
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
          storeId: h.store,
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
    await h.receiver.waitForRequests(1);
    expect(h.receiver.requests.map((r) => r.headers['x-service-webhook-id'])).toEqual([loud.id]);
    expect((await getEndpoint(quiet)).deliveryStats.total).toBe(0);
  });

  it('sends once when the stream batch and the queue message are both delivered twice', async () => {
    const endpoint = await putEndpoint();
    await emit();
    const records = await h.stream.newRecords();
    await routerHandler({ Records: records });
    await routerHandler({ Records: records }); // stream redelivery: the same message
    expect(h.sent).toHaveLength(2);
    expect(new Set(h.sent.map((e) => JSON.parse(e.MessageBody!).eventId)).size).toBe(1);
    const duplicate = h.sent[0]!;
    h.sent = [duplicate, duplicate, ...h.sent];
    // Four copies of the same attempt processed concurrently: one claims and sends; a copy
    // that arrives while that send is in flight is handed back to the queue (reported failed),
    // and when it comes back it is recognised as a duplicate.
    const event = sqsEvent(h.sent);
    h.sent = [];
    const { batchItemFailures } = await deliveryHandler(event);
    expect(batchItemFailures.length).toBeLessThan(4);
    const redelivered = event.Records.filter((r) =>
      batchItemFailures.some((f) => f.itemIdentifier === r.messageId),
    );
    expect(await deliveryHandler({ Records: redelivered })).toEqual({ batchItemFailures: [] });
    expect(await deliveryHandler(sqsEvent([duplicate]))).toEqual({ batchItemFailures: [] });
    await h.receiver.waitForRequests(1);
    expect(h.receiver.requests).toHaveLength(1);
    expect((await getEndpoint(endpoint)).deliveryStats).toEqual({ total: 1, successful: 1, failed: 0 });
  });
});
