import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { testAddress } from './address.ts';
import { apiCaller } from './dev-api.ts';
import { startDevServer, type DevServer } from './dev-server.ts';
import { startFakeStripe, type FakeStripe } from './fake-stripe.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many shapes; each test asserts what it reads
type Json = any;

export const WEBHOOK_SECRET = 'whsec_e2eStripeSigningSecret';
export const LIVE_KEY = 'sk_live_e2eStoreKey9876';

/**
 * `npm run dev` with the official Stripe client pointed at the fake Stripe API (STRIPE_API_URL), a
 * store made through the admin API with live-mode keys, one product and a live customer (code
 * read from the local SMS outbox); the calls the live-payment tests make (test/e2e/stripe-payments.test.ts).
 */
export const useLiveStripeStore = () => {
  let fake: FakeStripe;
  let dev: DevServer;
  let ownerToken: string;
  let storeId: string;
  let keys: { secret: string; publishable: string };
  let customerToken: string;
  let productId: string;
  let variantId: string;

  const call = apiCaller(() => dev.baseUrl);

  const address = testAddress();
  const stripePath = (mode = 'live') => `/api/v1/admin/stores/${storeId}/payments/stripe?mode=${mode}`;
  const cart = (method: string, suffix: string, body?: unknown) =>
    call(method, `/api/v1/sdk/cart/store/${storeId}${suffix}`, {
      key: keys.publishable,
      token: customerToken,
      body,
    });
  const newCheckout = async (quantity = 1): Promise<string> => {
    expect((await cart('POST', '/item', { productVariantId: variantId, quantity })).status).toBe(200);
    const started = await cart('POST', '/checkout');
    expect(started.status).toBe(200);
    return started.body.data.checkoutId;
  };
  const complete = (checkoutId: string, paymentToken: string, idempotencyKey = randomUUID()) =>
    call('POST', `/api/v1/sdk/checkout/store/${storeId}/${checkoutId}/complete`, {
      key: keys.publishable,
      token: customerToken,
      idempotencyKey,
      body: { paymentToken, shippingAddress: address, billingAddress: address },
    });
  const stock = async (): Promise<number> => {
    const product = await call('GET', `/api/v1/products/${productId}`, { key: keys.secret });
    return product.body.data.variants[0].inventoryQuantity;
  };
  const order = async (orderId: string) =>
    (await call('GET', `/api/v1/orders/${orderId}`, { key: keys.secret })).body.data;
  const stripeWebhook = (signed: { body: string; signature: string }) =>
    call('POST', `/api/v1/payments/stripe/${storeId}/live`, {
      raw: signed.body,
      headers: { 'Stripe-Signature': signed.signature },
    });
  beforeAll(async () => {
    fake = await startFakeStripe({ hangMs: 2500 });
    dev = await startDevServer({
      env: {
        STRIPE_API_URL: fake.url,
        STRIPE_TIMEOUT_MS: '1000',
        PAYMENT_HOLD_SECONDS: '4',
        CHECKOUT_RECOVERY_SWEEP_SECONDS: '1',
        REFUND_DELAY_SECONDS: '0',
      },
    });
    await dev.admin(
      'owner',
      'create',
      '--email',
      'stripe-e2e@example.com',
      '--password',
      'correct horse battery',
    );
    ({ accessToken: ownerToken } = (await dev.admin(
      'owner',
      'token',
      '--email',
      'stripe-e2e@example.com',
    )) as {
      accessToken: string;
    });
    const store = await call('POST', '/api/v1/admin/stores', {
      token: ownerToken,
      body: { name: 'Live Shop' },
    });
    expect(store.status).toBe(201);
    storeId = store.body.data.storeId;
    const key = async (type: string) =>
      (
        await call('POST', `/api/v1/admin/stores/${storeId}/api-keys`, {
          token: ownerToken,
          body: { type, mode: 'live' },
        })
      ).body.data.key as string;
    keys = { secret: await key('secret'), publishable: await key('publishable') };
    const synced = await call('POST', '/api/v1/products/sync', {
      key: keys.secret,
      body: {
        products: [
          {
            externalId: 'live-tee',
            title: 'Tee',
            variants: [{ externalVariantId: 'live-tee-m', title: 'M', price: 20, inventoryQuantity: 10 }],
          },
        ],
      },
    });
    expect(synced.status).toBe(200);
    productId = synced.body.data.products[0].productId;
    variantId = synced.body.data.products[0].variants[0].variantId;
    // Live mode texts the code: locally it lands in DATA_DIR/sms-outbox.jsonl.
    const phone = '+14155550177';
    expect(
      (
        await call('POST', `/api/v1/sdk/auth/store/${storeId}/otp`, {
          key: keys.publishable,
          body: { phone },
        })
      ).status,
    ).toBe(202);
    const sent = readFileSync(join(dev.dataDir, 'sms-outbox.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Json);
    const code = /\d{6}/.exec(sent.filter((m) => m.to === phone).at(-1).body)![0];
    const verified = await call('POST', `/api/v1/sdk/auth/store/${storeId}/verify`, {
      key: keys.publishable,
      body: { phone, code },
    });
    expect(verified.status).toBe(200);
    customerToken = verified.body.data.token;
  }, 180_000);

  afterAll(async () => {
    await dev?.stop();
    await fake?.close();
  });

  return {
    call,
    address,
    stripePath,
    cart,
    newCheckout,
    complete,
    stock,
    order,
    stripeWebhook,
    get fake() {
      return fake;
    },
    get dev() {
      return dev;
    },
    get ownerToken() {
      return ownerToken;
    },
    get storeId() {
      return storeId;
    },
    get keys() {
      return keys;
    },
    get customerToken() {
      return customerToken;
    },
    get productId() {
      return productId;
    },
    get variantId() {
      return variantId;
    },
  };
};
