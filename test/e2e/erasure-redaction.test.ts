/* eslint-disable @typescript-eslint/no-explicit-any -- reads of the documented response shapes */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../shared/events/catalog.ts';
import { deliveryIdFor } from '../../shared/webhooks/delivery/messages.ts';
import { memberToken, startDevServer, type DevServer } from '../support/dev-server.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * Erasing a customer reaches what the webhook pipeline keeps (docs/decisions.md §3.16): through
 * `npm run dev` on DynamoDB Local, a customer's events (customer.created/updated,
 * cart.checkout_started, order.created, order.shipped...) are stored and delivered; after
 * `DELETE .../customers/{id}` the stored events and the kept delivery payloads hold none of
 * their personal fields within 60 s, a manual retry resends the redacted body, and the retries
 * of a failing endpoint send it too.
 */
let dev: DevServer;
let receiver: WebhookReceiver;
let failing: WebhookReceiver;
let ownerToken: string;

const send = async (
  method: string,
  path: string,
  options: { key?: string; bearer?: string; body?: unknown } = {},
): Promise<{ status: number; body: { data?: any; errorCode?: string } }> => {
  const response = await fetch(new URL(path, dev.baseUrl), {
    method,
    headers: {
      ...(options.key ? { 'x-api-key': options.key } : {}),
      ...(options.bearer ? { authorization: `Bearer ${options.bearer}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
};
const ok = async (reply: Promise<{ status: number; body: { data?: any } }>, status = 200): Promise<any> => {
  const { status: actual, body } = await reply;
  expect(actual, JSON.stringify(body)).toBe(status);
  return body.data;
};

/** Every personal value of the customer: none may be readable after the erasure. */
const PERSONAL = [
  '+14155550177',
  'erin.private@example.com',
  'Erin',
  'Rasmussen',
  '9 Private Lane',
  'Secretville',
  'SV-4417',
  '+14155550178',
];
const personalIn = (value: unknown): string[] => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return PERSONAL.filter((p) => text.includes(p));
};
const address = {
  firstName: 'Erin',
  lastName: 'Rasmussen',
  company: null,
  address1: '9 Private Lane',
  address2: '',
  city: 'Secretville',
  province: 'VA',
  country: 'United States',
  countryIsoCode: 'US',
  postalCode: 'SV-4417',
  phone: '+14155550178',
};

const poll = async <T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  failing = await startWebhookReceiver();
  failing.setDefault(500);
  dev = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    env: {
      NODE_EXTRA_CA_CERTS: receiver.caPemPath,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      // The failing endpoint keeps retrying through the erasure.
      WEBHOOK_RETRY_DELAYS_SECONDS: '3,3,3,3,3,3,3,3,3,3,3,3',
    },
  });
  ownerToken = await memberToken(dev, 'erasure-owner@example.com', 'owner');
}, 180_000);
afterAll(async () => {
  await dev?.stop();
  await receiver?.close();
  await failing?.close();
});

describe('erasure redacts stored events and webhook payloads', () => {
  it('after DELETE .../customers/{id}: events, kept payloads, manual retries and scheduled retries hold no personal field', async () => {
    const sk = dev.secretKey;
    const pk = dev.publishableKey;
    const hooks = `/api/v1/sdk/stores/${dev.storeId}/webhooks`;
    const admin = `/api/v1/admin/stores/${dev.storeId}`;
    const bearer = ownerToken;
    const customerTypes = EVENT_TYPES.filter((t) => !t.startsWith('product.') && !t.startsWith('webhook.'));

    const watcher = await ok(
      send('POST', hooks, {
        key: sk,
        body: { url: receiver.url, events: customerTypes, includeApiOriginated: true },
      }),
      201,
    );
    receiver.setSecrets(watcher.secret);
    const failingHook = await ok(
      send('POST', hooks, {
        key: sk,
        body: { url: failing.url, events: ['order.created', 'customer.updated'], includeApiOriginated: true },
      }),
      201,
    );
    const product = await ok(
      send('POST', `${admin}/products`, {
        bearer,
        body: {
          title: 'Private Tee',
          variants: [{ title: 'S', sku: 'PRIV-S', price: 20, inventoryQuantity: 20 }],
        },
      }),
      201,
    );
    const variantId = product.variants[0].id as string;

    // The customer: login, profile, a checkout, an order shipped to their address.
    const phone = '+14155550177';
    await ok(send('POST', `/api/v1/sdk/auth/store/${dev.storeId}/otp`, { key: pk, body: { phone } }), 202);
    const login = await ok(
      send('POST', `/api/v1/sdk/auth/store/${dev.storeId}/verify`, {
        key: pk,
        body: { phone, code: '000000' },
      }),
    );
    const customerId = login.customer.customerId as string;
    const token = login.token as string;
    await ok(
      send('PUT', `/api/v1/sdk/customers/store/${dev.storeId}/me`, {
        key: pk,
        bearer: token,
        body: { firstName: 'Erin', lastName: 'Rasmussen', email: 'erin.private@example.com' },
      }),
      202,
    );
    // A new email takes effect with the code sent to it (test mode: 000000).
    await ok(
      send('PUT', `/api/v1/sdk/customers/store/${dev.storeId}/me`, {
        key: pk,
        bearer: token,
        body: { email: 'erin.private@example.com', code: '000000' },
      }),
    );
    const cart = `/api/v1/sdk/cart/store/${dev.storeId}`;
    await ok(
      send('POST', `${cart}/item`, {
        key: pk,
        bearer: token,
        body: { productVariantId: variantId, quantity: 1 },
      }),
    );
    await ok(send('POST', `${cart}/checkout`, { key: pk, bearer: token }));
    const order = await ok(
      send('POST', '/api/v1/orders', {
        key: sk,
        body: {
          customerId,
          items: [{ productVariantId: variantId, quantity: 1 }],
          shippingAddress: address,
          billingAddress: address,
          paymentMethod: { method: 'card', last4: '4242', brand: 'visa' },
        },
      }),
      201,
    );
    await ok(
      send('PUT', `/api/v1/orders/${order.orderId}/status`, { key: sk, body: { status: 'confirmed' } }),
    );
    await ok(
      send('PUT', `/api/v1/orders/${order.orderId}/status`, {
        key: sk,
        body: { status: 'shipped', trackingNumber: 'TRK-P', carrier: 'UPS' },
      }),
    );

    const personalTypes = [
      'customer.created',
      'customer.updated',
      'cart.checkout_started',
      'order.created',
      'order.shipped',
    ];
    const received = () => receiver.requests.filter((r) => r.body?.data?.customerId === customerId);
    await poll(
      async () => new Set(received().map((r) => r.body.type)),
      (types) => personalTypes.every((t) => types.has(t)),
      30_000,
    );
    // Before: the personal fields are there, in the events as delivered.
    const events = new Map(received().map((r) => [r.body.type as string, r.body.id as string]));
    for (const type of personalTypes)
      expect(personalIn(received().find((r) => r.body.type === type)!.body), type).not.toEqual([]);
    await poll(
      async () => failing.requests.length,
      (n) => n >= 2,
      20_000,
    );

    const erasedAt = Date.now();
    await ok(send('DELETE', `${admin}/customers/${customerId}`, { bearer }));

    // Stored events: GET .../events/{id} shows the redacted envelope within 60 s.
    for (const type of personalTypes) {
      const eventId = events.get(type)!;
      const detail = await poll(
        () => ok(send('GET', `${admin}/events/${eventId}?mode=test`, { bearer })),
        (d) => personalIn(d.envelope).length === 0,
        60_000 - (Date.now() - erasedAt),
      );
      expect(personalIn(detail.envelope), `${type} event`).toEqual([]);
      expect(detail.envelope.data.customerId).toBe(customerId);
    }
    const created = await ok(
      send('GET', `${admin}/events/${events.get('order.created')}?mode=test`, { bearer }),
    );
    expect(created.envelope.data.shippingAddress).toMatchObject({
      address1: '[erased]',
      countryIsoCode: 'US',
    });
    expect(created.envelope.data.customer).toMatchObject({
      customerId,
      phone: '[erased]',
      email: '[erased]',
    });
    expect(created.envelope.data.totals.totalAmount).toBe(order.totals.totalAmount);

    // Kept payloads of the deliveries, on both endpoints.
    for (const [webhookId, types] of [
      [watcher.id as string, personalTypes],
      [failingHook.id as string, ['order.created', 'customer.updated']],
    ] as const) {
      for (const type of types) {
        const deliveryId = deliveryIdFor(events.get(type)!, webhookId);
        const delivery = await poll(
          () =>
            ok(send('GET', `${admin}/webhooks/${webhookId}/deliveries/${deliveryId}?mode=test`, { bearer })),
          (d) => d.payload !== null && personalIn(d.payload).length === 0,
          60_000 - (Date.now() - erasedAt),
        );
        expect(personalIn(delivery.payload), `${type} payload to ${webhookId}`).toEqual([]);
      }
    }

    // A manual retry resends the kept (redacted) body.
    const before = receiver.requests.length;
    const orderDelivery = deliveryIdFor(events.get('order.created')!, watcher.id);
    await ok(
      send('POST', `${admin}/webhooks/${watcher.id}/deliveries/${orderDelivery}/retry?mode=test`, { bearer }),
      202,
    );
    const resent = receiver.requests.slice(before).find((r) => r.body?.id === events.get('order.created'));
    expect(resent, 'the manual retry').toBeDefined();
    expect(personalIn(resent!.rawBody)).toEqual([]);

    // Scheduled retries of the failing endpoint carry the redacted body once the erasure is known.
    const later = await poll(
      async () => failing.requests.filter((r) => r.receivedAt > erasedAt + 7_000),
      (requests) => new Set(requests.map((r) => r.body?.type)).size >= 2,
      30_000,
    );
    expect(new Set(later.map((r) => r.body?.type))).toEqual(new Set(['order.created', 'customer.updated']));
    for (const request of later)
      expect(personalIn(request.rawBody), `retry of ${request.body?.type}`).toEqual([]);
  }, 240_000);
});
