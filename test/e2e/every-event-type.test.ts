/* eslint-disable @typescript-eslint/no-explicit-any -- reads of the documented response shapes */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../shared/events/catalog.ts';
import { memberToken, startDevServer, type DevServer } from '../support/dev-server.ts';
import { createEventSchemaChecker, shapeDifferences } from '../support/event-shapes.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.ts';
import { waitFor } from '../support/wait.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * Every subscribable event type is sent by some operation: one endpoint subscribed to all of them
 * (API-originated included) watches the store while the public, secret-key and admin APIs do what
 * a store does in a day, through `npm run dev`. The test fails naming each type never received.
 */
let dev: DevServer;
let receiver: WebhookReceiver;
let ownerToken: string;
/** The endpoint subscribed to every type; the first test makes it. */
let watcherId: string;

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

/** Fails with the reply when the status is not the expected one. */
const expectStatus = async (
  reply: Promise<{ status: number; body: { data?: any } }>,
  status: number,
): Promise<any> => {
  const { status: actual, body } = await reply;
  expect(actual, JSON.stringify(body)).toBe(status);
  return body.data;
};

const address = {
  firstName: 'Grace',
  lastName: 'Hopper',
  company: null,
  address1: '1 Harbor Way',
  address2: '',
  city: 'Arlington',
  province: 'VA',
  country: 'United States',
  countryIsoCode: 'US',
  postalCode: '22201',
  phone: '+17035550100',
};

const receivedTypes = () => new Set(receiver.requests.map((r) => r.body?.type as string));

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  dev = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    env: {
      NODE_EXTRA_CA_CERTS: receiver.caPemPath,
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      CART_ABANDON_AFTER_SECONDS: '2',
      CART_ABANDON_SWEEP_SECONDS: '1',
      REFUND_DELAY_SECONDS: '1',
    },
  });
  ownerToken = await memberToken(dev, 'every-event@example.com', 'owner');
}, 180_000);
afterAll(async () => {
  await dev?.stop();
  await receiver?.close();
});

describe('every event type of the spec is sent', () => {
  it('one endpoint subscribed to all types receives each of them', async () => {
    const sk = dev.secretKey;
    const pk = dev.publishableKey;
    const hooks = `/api/v1/sdk/stores/${dev.storeId}/webhooks`;
    const admin = `/api/v1/admin/stores/${dev.storeId}`;
    const bearer = ownerToken;

    // System: the watching endpoint, then another one created, updated, tested and deleted.
    const watcher = await expectStatus(
      send('POST', hooks, {
        key: sk,
        body: { url: receiver.url, events: [...EVENT_TYPES], includeApiOriginated: true },
      }),
      201,
    );
    receiver.setSecrets(watcher.secret);
    watcherId = watcher.id;
    const other = await expectStatus(
      send('POST', hooks, { key: sk, body: { url: `${receiver.url}/other`, events: ['order.created'] } }),
      201,
    );
    await expectStatus(
      send('PUT', `${hooks}/${other.id}`, { key: sk, body: { description: 'renamed' } }),
      200,
    );
    await expectStatus(send('POST', `${hooks}/${watcher.id}/test`, { key: sk }), 200);
    await expectStatus(send('DELETE', `${hooks}/${other.id}`, { key: sk }), 200);

    // Products through the admin API: created, updated, variants, stock, deleted.
    const product = await expectStatus(
      send('POST', `${admin}/products`, {
        bearer,
        body: {
          title: 'Every Tee',
          category: 'Shirts',
          variants: [
            { title: 'S', sku: 'EVERY-S', price: 20, inventoryQuantity: 20 },
            { title: 'M', sku: 'EVERY-M', price: 20, inventoryQuantity: 20 },
          ],
        },
      }),
      201,
    );
    const [small, medium] = product.variants.map((v: any) => v.id as string);
    await expectStatus(
      send('PUT', `${admin}/products/${product.productId}`, { bearer, body: { title: 'Every Tee 2' } }),
      200,
    );
    const large = await expectStatus(
      send('POST', `${admin}/products/${product.productId}/variants`, {
        bearer,
        body: { title: 'L', sku: 'EVERY-L', price: 22, inventoryQuantity: 3 },
      }),
      201,
    );
    await expectStatus(
      send('PUT', `${admin}/products/${product.productId}/variants/${large.id}`, {
        bearer,
        body: { price: 23 },
      }),
      200,
    );
    await expectStatus(
      send('POST', `${admin}/products/${product.productId}/variants/${small}/inventory`, {
        bearer,
        body: { adjust: 5, reason: 'Recount' },
      }),
      200,
    );
    await expectStatus(
      send('DELETE', `${admin}/products/${product.productId}/variants/${large.id}`, { bearer }),
      200,
    );
    const doomed = await expectStatus(
      send('POST', `${admin}/products`, {
        bearer,
        body: { title: 'Doomed', variants: [{ title: 'One', price: 1, inventoryQuantity: 1 }] },
      }),
      201,
    );
    await expectStatus(send('DELETE', `${admin}/products/${doomed.productId}`, { bearer }), 200);

    // Customers: created by login, updated by themselves, a second one erased by the owner.
    const login = async (phone: string) => {
      await expectStatus(
        send('POST', `/api/v1/sdk/auth/store/${dev.storeId}/otp`, { key: pk, body: { phone } }),
        202,
      );
      return expectStatus(
        send('POST', `/api/v1/sdk/auth/store/${dev.storeId}/verify`, {
          key: pk,
          body: { phone, code: '000000' },
        }),
        200,
      );
    };
    const shopper = await login('+14155550191');
    const token = shopper.token as string;
    await expectStatus(
      send('PUT', `/api/v1/sdk/customers/store/${dev.storeId}/me`, {
        key: pk,
        bearer: token,
        body: { firstName: 'Grace', email: 'grace@example.com' },
      }),
      202, // the name changes now; the new email waits for its code
    );
    await expectStatus(
      send('PUT', `/api/v1/sdk/customers/store/${dev.storeId}/me`, {
        key: pk,
        bearer: token,
        body: { email: 'grace@example.com', code: '000000' },
      }),
      200,
    );
    const leaving = await login('+14155550192');
    await expectStatus(send('DELETE', `${admin}/customers/${leaving.customer.customerId}`, { bearer }), 200);

    // Carts: every cart event, ending in a checkout.
    const cartCall = (method: string, path: string, body?: unknown) =>
      send(method, `/api/v1/sdk/cart/store/${dev.storeId}${path}`, { key: pk, bearer: token, body });
    const firstAdd = await expectStatus(
      cartCall('POST', '/item', { productVariantId: small, quantity: 1 }),
      200,
    );
    await expectStatus(cartCall('PUT', `/item/${firstAdd.items[0].id}`, { quantity: 2 }), 200);
    const cart = await expectStatus(
      cartCall('POST', '/item', { productVariantId: medium, quantity: 1 }),
      200,
    );
    const mediumLine = cart.items.find((i: any) => i.productVariantId === medium);
    await expectStatus(cartCall('DELETE', `/item/${mediumLine.id}`), 200);
    await expectStatus(cartCall('DELETE', ''), 200);
    await expectStatus(cartCall('POST', '/item', { productVariantId: small, quantity: 1 }), 200);
    await waitFor(() => receivedTypes().has('cart.abandoned'), { timeoutMs: 60_000, what: 'cart.abandoned' });
    await expectStatus(cartCall('POST', '/item', { productVariantId: medium, quantity: 1 }), 200);
    await expectStatus(cartCall('POST', '/checkout'), 200);

    // Orders by the store's server: two lines shipped and delivered in parts; another cancelled and refunded.
    const order = await expectStatus(
      send('POST', '/api/v1/orders', {
        key: sk,
        body: {
          customerId: shopper.customer.customerId,
          items: [
            { productVariantId: small, quantity: 1 },
            { productVariantId: medium, quantity: 1 },
          ],
          shippingAddress: address,
          billingAddress: address,
          paymentMethod: { method: 'card', last4: '4242', brand: 'visa' },
        },
      }),
      201,
    );
    const status = (body: unknown) =>
      expectStatus(send('PUT', `/api/v1/orders/${order.orderId}/status`, { key: sk, body }), 200);
    const [first, second] = order.items.map((i: any) => i.id as string);
    await status({ status: 'confirmed' });
    await status({ status: 'processing' });
    await status({ status: 'partially_shipped', itemIds: [first], trackingNumber: 'TRK-A', carrier: 'UPS' });
    await status({ status: 'shipped', itemIds: [second], trackingNumber: 'TRK-B', carrier: 'UPS' });
    await status({ status: 'partially_delivered', itemIds: [first] });
    await status({ status: 'delivered' });
    const refunded = await expectStatus(
      send('POST', '/api/v1/orders', {
        key: sk,
        body: {
          customerId: shopper.customer.customerId,
          items: [{ productVariantId: small, quantity: 1 }],
          shippingAddress: address,
          billingAddress: address,
          paymentMethod: { method: 'card', last4: '4242', brand: 'visa' },
        },
      }),
      201,
    );
    // Paid elsewhere and confirmed: a cancellation may refund only a paid order.
    await expectStatus(
      send('PUT', `/api/v1/orders/${refunded.orderId}/status`, { key: sk, body: { status: 'confirmed' } }),
      200,
    );
    await expectStatus(
      send('PUT', `/api/v1/orders/${refunded.orderId}/cancel`, {
        key: sk,
        body: { refundAmount: 5, reason: 'Too late' },
      }),
      200,
    );

    // No throw on timeout: the assertion below names the types never received.
    await waitFor(() => EVENT_TYPES.every((type) => receivedTypes().has(type)), { timeoutMs: 90_000 }).catch(
      () => undefined,
    );
    const missing = EVENT_TYPES.filter((type) => !receivedTypes().has(type));
    expect(missing, 'event types never received').toEqual([]);
    expect(EVENT_TYPES).toHaveLength(31);
  }, 240_000);

  it('a test delivery of each type has the documented schema and the fields and JSON types of the real event', async () => {
    const isTest = (r: (typeof receiver.requests)[number]) => r.headers['x-service-test'] === 'true';
    const real = receiver.requests.filter((r) => !isTest(r)).map((r) => r.body);
    const checkSchema = createEventSchemaChecker();
    const problems: string[] = [];
    for (const [index, type] of EVENT_TYPES.entries()) {
      // Both routes build the probe with the same service: half the types through each.
      const path =
        index % 2 === 0
          ? `/api/v1/sdk/stores/${dev.storeId}/webhooks/${watcherId}/test`
          : `/api/v1/admin/stores/${dev.storeId}/webhooks/${watcherId}/test?mode=test`;
      const probe = await expectStatus(
        send('POST', path, {
          ...(index % 2 === 0 ? { key: dev.secretKey } : { bearer: ownerToken }),
          body: { eventType: type },
        }),
        200,
      );
      const sample = receiver.requests.find((r) => isTest(r) && r.body?.id === probe.eventId)?.body;
      if (!sample) {
        problems.push(`${type}: no test delivery received`);
        continue;
      }
      expect(sample.data.test).toBe(true);
      expect(sample).not.toHaveProperty('sequence');
      problems.push(...checkSchema(sample).map((p) => `${type} sample: ${p}`));
      if (type === 'webhook.test') continue; // a probe is its only cause
      const models = real.filter((event) => event?.type === type);
      if (models.length === 0) {
        problems.push(`${type}: no real event to compare with`);
        continue;
      }
      for (const model of models) problems.push(...checkSchema(model).map((p) => `${type} real: ${p}`));
      // The real events of a type may differ among themselves (an owner's stock change has a `note`):
      // the sample must match one of them.
      const { test: _marker, ...sampleData } = sample.data;
      const differences = models.map((model) => shapeDifferences(sampleData, model.data));
      if (differences.every((d) => d.length > 0))
        problems.push(
          ...differences.reduce((a, b) => (a.length <= b.length ? a : b)).map((d) => `${type}: ${d}`),
        );
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
