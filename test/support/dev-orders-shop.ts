import { afterAll, beforeAll, expect } from 'vitest';
import { startDevServer, type DevServer } from './dev-server.ts';
import { apiCaller, deliveredTo } from './dev-api.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';
import { runDynamoEndpoint } from './dynamo.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many shapes; each test asserts what it reads
type Json = any;

/**
 * `npm run dev` for the orders e2e (test/e2e/orders.test.ts): a synced tee in two sizes, a signed-in
 * customer, a second store, and two HTTPS webhook receivers subscribed to the order events:
 * `quiet` (includeApiOriginated false) and `all` (true); the calls the tests make.
 */
export const useDevOrdersShop = () => {
  let server: DevServer;
  let quiet: WebhookReceiver;
  let all: WebhookReceiver;
  let otherStore: { storeId: string; secretKey: string };

  const ORDER_EVENTS = [
    'order.created',
    'order.status_updated',
    'order.confirmed',
    'order.shipped',
    'order.delivered',
    'order.cancelled',
    'order.refunded',
    'order.partially_shipped',
    'order.partially_delivered',
  ];

  const call = apiCaller(() => server.baseUrl);
  const errorOf = (reply: { status: number; body: Json }) => [reply.status, reply.body.errorCode];

  const delivered = deliveredTo;

  const address = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    company: 'Engines Ltd',
    address1: '1 Analytical Way',
    address2: '',
    city: 'London',
    province: 'London',
    country: 'United Kingdom',
    countryIsoCode: 'GB',
    postalCode: 'N1 9GU',
    phone: '+442071234567',
  };

  let variants: string[];
  let customer: { token: string; customerId: string };

  beforeAll(async () => {
    [quiet, all] = await Promise.all([startWebhookReceiver(), startWebhookReceiver()]);
    server = await startDevServer({
      dynamoEndpoint: runDynamoEndpoint(),
      env: {
        REFUND_DELAY_SECONDS: '1',
        NODE_EXTRA_CA_CERTS: quiet.caPemPath,
        WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      },
    });
    for (const [receiver, includeApiOriginated] of [
      [quiet, false],
      [all, true],
    ] as const) {
      const created = await call('POST', `/api/v1/sdk/stores/${server.storeId}/webhooks`, {
        key: server.secretKey,
        body: { url: receiver.url, events: ORDER_EVENTS, includeApiOriginated },
      });
      expect(created.status).toBe(201);
      receiver.setSecrets(created.body.data.secret);
    }
    const b = (await server.admin('store', 'create', '--name', 'Other')) as { storeId: string };
    const bKey = (await server.admin(
      'key',
      'create',
      '--store',
      b.storeId,
      '--type',
      'secret',
      '--mode',
      'test',
    )) as {
      key: string;
    };
    otherStore = { storeId: b.storeId, secretKey: bKey.key };

    const synced = await call('POST', '/api/v1/products/sync', {
      key: server.secretKey,
      body: {
        products: [
          {
            externalId: 'e2e-tee',
            title: 'Tee',
            variants: [
              { externalVariantId: 'e2e-tee-m', title: 'M', price: 20, inventoryQuantity: 5 },
              { externalVariantId: 'e2e-tee-l', title: 'L', price: 22.5, inventoryQuantity: 1 },
            ],
          },
        ],
      },
    });
    expect(synced.status).toBe(200);
    variants = synced.body.data.products[0].variants.map((v: Json) => v.variantId);

    const phone = '+14155550199';
    expect(
      (
        await call('POST', `/api/v1/sdk/auth/store/${server.storeId}/otp`, {
          key: server.publishableKey,
          body: { phone },
        })
      ).status,
    ).toBe(202);
    const verified = await call('POST', `/api/v1/sdk/auth/store/${server.storeId}/verify`, {
      key: server.publishableKey,
      body: { phone, code: '000000', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    });
    expect(verified.status).toBe(200);
    customer = { token: verified.body.data.token, customerId: verified.body.data.customer.customerId };
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await Promise.all([quiet?.close(), all?.close()]);
  });

  const cartCall = (method: string, suffix: string, body?: unknown) =>
    call(method, `/api/v1/sdk/cart/store/${server.storeId}${suffix}`, {
      key: server.publishableKey,
      token: customer.token,
      body,
    });
  const completePath = (checkoutId: string) =>
    `/api/v1/sdk/checkout/store/${server.storeId}/${checkoutId}/complete`;
  const completion = (paymentToken: string) => ({
    paymentToken,
    shippingAddress: address,
    billingAddress: address,
    deliveryInstructions: 'Back door',
  });

  return {
    call,
    errorOf,
    delivered,
    address,
    cartCall,
    completePath,
    completion,
    get server() {
      return server;
    },
    get quiet() {
      return quiet;
    },
    get all() {
      return all;
    },
    get otherStore() {
      return otherStore;
    },
    get variants() {
      return variants;
    },
    get customer() {
      return customer;
    },
  };
};
