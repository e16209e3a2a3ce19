/* eslint-disable @typescript-eslint/no-explicit-any -- reads of the documented response shapes */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToken, startDevServer, type DevServer } from '../support/dev-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { sleep } from '../support/wait.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * Admin orders through `npm run dev` with a token from `npm run -s admin -- owner token`: list
 * the orders, ship one, cancel another with a refund, and see the owner's events reach an
 * endpoint that does not take API-originated events (owners are not the store's server).
 */
let dev: DevServer;
let receiver: WebhookReceiver;
let token: string;

const send = async (
  method: string,
  path: string,
  options: { key?: string; bearer?: string; body?: unknown } = {},
) => {
  const response = await fetch(new URL(path, dev.baseUrl), {
    method,
    headers: {
      ...(options.key ? { 'x-api-key': options.key } : {}),
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; nextCursor?: unknown } };
};

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  address1: '1 Analytical Way',
  address2: '',
  city: 'London',
  province: 'London',
  country: 'United Kingdom',
  countryIsoCode: 'GB',
  postalCode: 'N1 9GU',
  phone: '+442071234567',
};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  dev = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    env: { NODE_EXTRA_CA_CERTS: receiver.caPemPath, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' },
  });
  token = await memberToken(dev, 'e2e-commerce@example.com', 'admin');
}, 180_000);
afterAll(async () => {
  await dev?.stop();
  await receiver?.close();
});

describe('admin orders through npm run dev', () => {
  it('lists orders, ships one, cancels another with a refund; the events reach a quiet endpoint', async () => {
    const hook = await send('POST', `/api/v1/sdk/stores/${dev.storeId}/webhooks`, {
      key: dev.secretKey,
      body: { url: receiver.url, events: ['order.shipped', 'order.cancelled'], includeApiOriginated: false },
    });
    expect(hook.status).toBe(201);
    receiver.setSecrets(hook.body.data.secret);
    const synced = await send('POST', '/api/v1/products/sync', {
      key: dev.secretKey,
      body: {
        products: [
          {
            externalId: 'e2e-admin-tee',
            title: 'Tee',
            variants: [{ externalVariantId: 'e2e-admin-tee-m', title: 'M', price: 20, inventoryQuantity: 5 }],
          },
        ],
      },
    });
    const variantId = synced.body.data.products[0].variants[0].variantId as string;
    const phone = '+14155550177';
    await send('POST', `/api/v1/sdk/auth/store/${dev.storeId}/otp`, {
      key: dev.publishableKey,
      body: { phone },
    });
    const verified = await send('POST', `/api/v1/sdk/auth/store/${dev.storeId}/verify`, {
      key: dev.publishableKey,
      body: { phone, code: '000000' },
    });
    const customerId = verified.body.data.customer.customerId as string;
    const orderIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await send('POST', '/api/v1/orders', {
        key: dev.secretKey,
        body: {
          customerId,
          items: [{ productVariantId: variantId, quantity: 1 }],
          shippingAddress: address,
          billingAddress: address,
          paymentMethod: { method: 'card', display: 'Visa ending in 1111', last4: '1111', brand: 'visa' },
        },
      });
      expect(created.status).toBe(201);
      orderIds.push(created.body.data.orderId);
    }

    const base = `/api/v1/admin/stores/${dev.storeId}`;
    const list = await send('GET', `${base}/orders?limit=1`, { bearer: token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((o: any) => o.orderId)).toEqual([orderIds[1]]);
    const rest = await send('GET', `${base}/orders?limit=1&cursor=${String(list.body.nextCursor)}`, {
      bearer: token,
    });
    expect(rest.body.data.map((o: any) => o.orderId)).toEqual([orderIds[0]]);

    for (const status of ['confirmed', 'shipped'])
      expect(
        (await send('PUT', `${base}/orders/${orderIds[0]}/status`, { bearer: token, body: { status } }))
          .status,
      ).toBe(200);
    // Paid elsewhere: the store's server confirms it, so its cancellation may refund.
    expect(
      (
        await send('PUT', `/api/v1/orders/${orderIds[1]}/status`, {
          key: dev.secretKey,
          body: { status: 'confirmed' },
        })
      ).status,
    ).toBe(200);
    const cancelled = await send('PUT', `${base}/orders/${orderIds[1]}/cancel?mode=test`, {
      bearer: token,
      body: { refundAmount: 5, reason: 'Changed mind' },
    });
    expect(cancelled.body.data).toMatchObject({ orderStatus: 'Cancelled', refund: { amount: 5 } });

    const deadline = Date.now() + 30_000;
    const types = () => new Set(receiver.requests.map((r) => r.body?.type));
    while (!(types().has('order.shipped') && types().has('order.cancelled')) && Date.now() < deadline)
      await sleep(100);
    expect(types()).toEqual(new Set(['order.shipped', 'order.cancelled']));

    const audit = await send('GET', `${base}/audit-log?limit=3`, { bearer: token });
    expect(audit.body.data.map((e: any) => e.action)).toEqual([
      'order.cancelled',
      'order.status_updated',
      'order.status_updated',
    ]);
    const products = await send('GET', `${base}/products`, { bearer: token });
    expect(products.body.data[0].variants[0]).toMatchObject({ id: variantId, inventoryQuantity: 4 });
  }, 120_000);
});
