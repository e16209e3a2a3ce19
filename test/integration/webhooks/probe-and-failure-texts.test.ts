import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../../../infra/local/dynamodb-local.ts';
import { buildEnvelope } from '../../../shared/events/envelope.ts';
import { dynamoDeliveryRecords } from '../../../shared/webhooks/delivery/dynamo-deliveries.ts';
import { createWebhookSender, type WebhookSender } from '../../../shared/webhooks/delivery/sender.ts';
import { deliveryPipelineProbe } from '../../../shared/webhooks/endpoints/probe.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { endpointRecord, outboxRecord } from '../../support/webhook-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';

/**
 * The test probe over real HTTPS: marked with X-Service-Test while livemode stays true to the
 * mode, and failures described by class only (no address, no port detail).
 */
const table = useTestTable();
const SECRET = 'whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYX';
let receiver: WebhookReceiver;
let sender: WebhookSender;

beforeAll(async () => {
  receiver = await startWebhookReceiver({ secrets: [SECRET] });
  sender = createWebhookSender({
    timeoutMs: 2000,
    allowPrivateTargets: true,
    extraCaCertificates: [receiver.caPem],
  });
});
afterAll(async () => {
  await sender?.close();
  await receiver?.close();
});
afterEach(() => receiver.reset());

const probe = () =>
  deliveryPipelineProbe({ records: dynamoDeliveryRecords(table.db, table.tableName), send: sender.send });

describe('test probe', () => {
  it('a live endpoint gets livemode: true and X-Service-Test: true; a real delivery has no such header', async () => {
    const endpoint = endpointRecord({ url: receiver.url, secret: SECRET, mode: 'live' });
    const result = await probe().send(
      endpoint,
      outboxRecord({ type: 'webhook.test', mode: 'live', storeId: endpoint.storeId }),
    );
    expect(result).toMatchObject({ success: true, responseCode: 200 });
    const [request] = await receiver.waitForRequests(1);
    expect(request!.headers['x-service-test']).toBe('true');
    expect(request!.body).toMatchObject({ livemode: true, type: 'webhook.test' });

    const event = outboxRecord({ mode: 'live' });
    await sender.send({ endpoint, envelope: buildEnvelope(event), deliveryId: 'd-1', attempt: 1 });
    const [, delivery] = await receiver.waitForRequests(2);
    expect(delivery!.headers['x-service-test']).toBeUndefined();
  });

  it('a test-mode probe says livemode: false', async () => {
    const endpoint = endpointRecord({ url: receiver.url, secret: SECRET, mode: 'test' });
    await probe().send(endpoint, outboxRecord({ type: 'webhook.test', mode: 'test' }));
    const [request] = await receiver.waitForRequests(1);
    expect(request!.body).toMatchObject({ livemode: false });
    expect(request!.headers['x-service-test']).toBe('true');
  });
});

describe('failure texts at delivery', () => {
  it('an endpoint stored with a port below 1024 is refused before connecting, even with private targets allowed', async () => {
    const endpoint = endpointRecord({ url: `https://127.0.0.1:22/in`, secret: SECRET });
    const result = await probe().send(endpoint, outboxRecord({ type: 'webhook.test' }));
    expect(result).toMatchObject({ success: false, responseCode: null, error: 'target not allowed' });
  });

  it('a name resolving to a private address: "target not allowed", the address is not shown', async () => {
    const resolver = vi.fn(async () => [{ address: '10.1.2.3', family: 4 }]);
    const strict = createWebhookSender({ timeoutMs: 2000, allowPrivateTargets: false, resolver });
    try {
      const endpoint = endpointRecord({ url: 'https://hooks.example.com/in', secret: SECRET });
      const result = await strict.send({
        endpoint,
        envelope: buildEnvelope(outboxRecord()),
        deliveryId: 'd-2',
        attempt: 1,
      });
      expect(result.error).toBe('target not allowed');
      expect(resolver).toHaveBeenCalled();
    } finally {
      await strict.close();
    }
  });

  it('a closed port is "connection failed", without the errno or the address', async () => {
    const closed = receiver.url.replace(`:${receiver.port}/`, `:${await freePort()}/`);
    const result = await sender.send({
      endpoint: endpointRecord({ url: closed, secret: SECRET }),
      envelope: buildEnvelope(outboxRecord()),
      deliveryId: 'd-3',
      attempt: 1,
    });
    expect(result).toMatchObject({ success: false, responseCode: null, error: 'connection failed' });
  });
});
