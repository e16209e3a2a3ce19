import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../infra/local/dynamodb-local.ts';
import { dynamoDeliveryRecords } from '../../../shared/webhooks/delivery/dynamo-deliveries.ts';
import { createWebhookSender, type WebhookSender } from '../../../shared/webhooks/delivery/sender.ts';
import { verifyWebhookSignature } from '../../../shared/webhooks/verify.ts';
import { dynamoDeliveryHistory } from '../../../shared/webhooks/endpoints/dynamo-delivery-history.ts';
import { deliveryPipelineProbe } from '../../../shared/webhooks/endpoints/probe.ts';
import { dynamoWebhookEndpointRepository } from '../../../shared/webhooks/endpoints/dynamo-endpoints.ts';
import { createWebhookSchema } from '../../../shared/webhooks/endpoints/schemas.ts';
import { createWebhookService, type WebhookService } from '../../../shared/webhooks/endpoints/service.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { startHttpsReceiver, type HttpsReceiver } from './https-receiver.ts';

/**
 * The test endpoint's probe through the delivery pipeline's real sender, to a real HTTPS
 * receiver on 127.0.0.1 (private targets allowed, its self-signed certificate trusted), with
 * attempts and counters recorded on DynamoDB Local.
 */
const table = useTestTable();
const scope = { storeId: '33333333-3333-4333-8333-333333333333', mode: 'live' as const };

let receiver: HttpsReceiver;
let sender: WebhookSender;
let service: WebhookService;

beforeAll(async () => {
  receiver = await startHttpsReceiver();
  sender = createWebhookSender({
    timeoutMs: 5000,
    allowPrivateTargets: true,
    extraCaCertificates: [receiver.certificate],
  });
  service = createWebhookService({
    repository: dynamoWebhookEndpointRepository(table.db, table.tableName),
    history: dynamoDeliveryHistory(table.db, table.tableName),
    probe: deliveryPipelineProbe({
      records: dynamoDeliveryRecords(table.db, table.tableName),
      send: sender.send,
    }),
    checkTarget: async () => undefined,
  });
});
afterAll(async () => {
  await sender?.close();
  await receiver?.close();
});

let endpoints = 0;
/** URLs are unique per (store, mode): each endpoint gets its own path on the receiver. */
const createEndpoint = (overrides: Record<string, unknown> = {}) =>
  service.create(
    scope,
    createWebhookSchema.parse({
      url: `${receiver.url}/${++endpoints}`,
      events: ['order.created'],
      ...overrides,
    }),
  );

describe('POST /webhooks/{id}/test', () => {
  it('sends a signed webhook.test event, records it, and never touches the outbox', async () => {
    const endpoint = await createEndpoint({ isEnabled: false });
    receiver.respondWith(200);
    const before = receiver.received.length;
    const result = await service.sendTest(scope, endpoint.id, 'webhook.test');
    expect(result).toMatchObject({
      success: true,
      responseCode: 200,
      error: null,
      eventId: expect.stringMatching(/^evt_/),
    });
    expect(receiver.received).toHaveLength(before + 1);

    const { headers, body } = receiver.received.at(-1)!;
    expect(verifyWebhookSignature(body, headers['x-service-signature'] as string, endpoint.secret!)).toBe(
      true,
    );
    expect(headers['x-service-webhook-hmac-sha256']).toBe(headers['x-service-signature']);
    expect(headers).toMatchObject({
      'x-webhook-event': 'webhook.test',
      'x-service-event-id': result.eventId,
      'x-service-delivery-id': result.deliveryId,
      'x-service-webhook-id': endpoint.id,
      'x-service-attempt': '1',
      'webhook-id': result.eventId,
    });
    const envelope = JSON.parse(body);
    expect(envelope).toMatchObject({
      id: result.eventId,
      type: 'webhook.test',
      apiVersion: '1.0',
      livemode: true,
      data: {
        storeId: scope.storeId,
        customerId: null,
        webhookId: endpoint.id,
        url: endpoint.url,
        test: true,
      },
    });
    expect(envelope.created_at).toBe(envelope.createdAt);

    const got = await service.get(scope, endpoint.id);
    expect(got.deliveryStats).toEqual({ total: 1, successful: 1, failed: 0 });
    expect(got.recentDeliveries).toEqual([
      {
        deliveryId: result.deliveryId,
        eventId: result.eventId,
        eventType: 'webhook.test',
        attempt: 1,
        timestamp: expect.any(String),
        responseCode: 200,
        success: true,
        durationMs: result.durationMs,
        error: null,
      },
    ]);
    const { Items = [] } = await table.db.send(
      new ScanCommand({
        TableName: table.tableName,
        FilterExpression: 'entity = :e AND #type = :t',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':e': 'OutboxEvent', ':t': 'webhook.test' },
      }),
    );
    expect(Items).toHaveLength(0);
  });

  it('records a failed probe as a failed delivery, newest first in recentDeliveries', async () => {
    const endpoint = await createEndpoint();
    receiver.respondWith(200);
    const ok = await service.sendTest(scope, endpoint.id, 'cart.created');
    receiver.respondWith(500);
    const failed = await service.sendTest(scope, endpoint.id, 'order.shipped');
    receiver.respondWith(200);
    expect(failed).toMatchObject({ success: false, responseCode: 500, error: 'HTTP 500' });
    expect(JSON.parse(receiver.received.at(-1)!.body)).toMatchObject({
      type: 'order.shipped',
      data: { test: true, orderId: expect.any(String) },
    });

    const got = await service.get(scope, endpoint.id);
    expect(got.deliveryStats).toEqual({ total: 2, successful: 1, failed: 1 });
    expect(got.recentDeliveries.map((d) => [d.eventId, d.success, d.responseCode])).toEqual([
      [failed.eventId, false, 500],
      [ok.eventId, true, 200],
    ]);
  });

  it('signs with the new secret only after rotation', async () => {
    const endpoint = await createEndpoint();
    const rotated = await service.rotateSecret(scope, endpoint.id);
    await service.sendTest(scope, endpoint.id, 'webhook.test');
    const { headers, body } = receiver.received.at(-1)!;
    expect(verifyWebhookSignature(body, headers['x-service-signature'] as string, rotated.secret)).toBe(true);
    expect(verifyWebhookSignature(body, headers['x-service-signature'] as string, endpoint.secret!)).toBe(
      false,
    );
  });

  it('reports an unreachable endpoint as a failure, not an error of the API', async () => {
    const unreachable = await createEndpoint({ url: `https://127.0.0.1:${await freePort()}/closed` });
    const result = await service.sendTest(scope, unreachable.id, 'webhook.test');
    expect(result).toMatchObject({
      success: false,
      responseCode: null,
      error: 'connection failed',
    });
    expect((await service.get(scope, unreachable.id)).deliveryStats).toEqual({
      total: 1,
      successful: 0,
      failed: 1,
    });
  });
});
