import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { startFakeStripe, TEST_PAYMENT_METHODS as PM, type FakeStripe } from '../support/fake-stripe.ts';
import { testAddress } from '../support/address.ts';
import { waitFor } from '../support/wait.ts';

/**
 * Live payments through Stripe, end to end: `npm run dev` with the official client pointed at
 * the fake Stripe API (STRIPE_API_URL), a store made through the admin API with live-mode keys,
 * a live customer (code read from the local SMS outbox). One flow: live checkout before Stripe is
 * connected (409), connect, 3-D Secure, decline, timeout then retry (one charge), cancel with a
 * partial refund completed by Stripe's signed webhook, a bad signature, a replayed event, and a
 * 3-D Secure hold that expires (PAYMENT_HOLD_SECONDS=4) giving its stock back. Then tax by region
 * and shipping zones: the order taxed by Stripe Tax for its address with the chosen option, and a
 * Stripe Tax outage falling back to the store's rates (docs/decisions.md §12.10).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many shapes; each test asserts what it reads
type Json = any;

const WEBHOOK_SECRET = 'whsec_e2eStripeSigningSecret';
const LIVE_KEY = 'sk_live_e2eStoreKey9876';
let fake: FakeStripe;
let dev: DevServer;
let ownerToken: string;
let storeId: string;
let keys: { secret: string; publishable: string };
let customerToken: string;
let productId: string;
let variantId: string;

const call = async (
  method: string,
  path: string,
  options: {
    key?: string;
    token?: string;
    body?: unknown;
    idempotencyKey?: string;
    raw?: string;
    headers?: Record<string, string>;
  } = {},
) => {
  const response = await fetch(`${dev.baseUrl}${path}`, {
    method,
    headers: {
      ...(options.key ? { 'X-API-Key': options.key } : {}),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
      ...(options.body !== undefined || options.raw ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  return { status: response.status, body: JSON.parse((await response.text()) || '{}') as Json };
};

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
  ({ accessToken: ownerToken } = (await dev.admin('owner', 'token', '--email', 'stripe-e2e@example.com')) as {
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
    (await call('POST', `/api/v1/sdk/auth/store/${storeId}/otp`, { key: keys.publishable, body: { phone } }))
      .status,
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

describe('live payments through Stripe (npm run dev + fake Stripe API)', () => {
  let checkoutId: string;
  let paidOrderId: string;

  it('live mode without Stripe answers 409 before reserving; connecting checks the key and never shows it', async () => {
    checkoutId = await newCheckout();
    const refused = await complete(checkoutId, PM.visa);
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'PAYMENTS_NOT_CONFIGURED']);
    expect(await stock()).toBe(10);

    const wrongMode = await call('PUT', stripePath(), {
      token: ownerToken,
      body: { secretKey: 'sk_test_notLive1234', webhookSecret: WEBHOOK_SECRET },
    });
    expect([wrongMode.status, wrongMode.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    const revoked = await call('PUT', stripePath(), {
      token: ownerToken,
      body: { secretKey: 'sk_live_revoked1234', webhookSecret: WEBHOOK_SECRET },
    });
    expect(revoked.status).toBe(400);
    const connected = await call('PUT', stripePath(), {
      token: ownerToken,
      body: { secretKey: LIVE_KEY, webhookSecret: WEBHOOK_SECRET },
    });
    expect(connected.status).toBe(200);
    expect(connected.body.data).toMatchObject({
      connected: true,
      accountId: 'acct_1FakeStoreAccount',
      last4: '9876',
    });
    const shown = await call('GET', stripePath(), { token: ownerToken });
    expect(shown.body.data).toMatchObject({ connected: true, last4: '9876' });
    expect(JSON.stringify(shown.body)).not.toContain(LIVE_KEY);
    expect(dev.output()).not.toContain(LIVE_KEY);
    expect(dev.output()).not.toContain(WEBHOOK_SECRET);
    const audit = await call('GET', `/api/v1/admin/stores/${storeId}/audit-log`, { token: ownerToken });
    expect(audit.body.data.map((e: Json) => e.action)).toContain('payments.stripe.connected');
  });

  it('3-D Secure: 402 with the client secret, stock held; completing again after authentication confirms', async () => {
    const attempt = randomUUID();
    const held = await complete(checkoutId, PM.threeDSecure, attempt);
    expect([held.status, held.body.errorCode]).toEqual([402, 'PAYMENT_ACTION_REQUIRED']);
    const { orderId, paymentIntentId, clientSecret } = held.body.data;
    expect(clientSecret).toMatch(/^pi_.+_secret_/);
    expect(await stock()).toBe(9);
    expect((await order(orderId)).orderStatus).toBe('Pending');
    expect(fake.intents.get(paymentIntentId)!.metadata).toMatchObject({
      storeId,
      orderId,
      orderNumber: '1001',
      checkoutId,
    });

    fake.authenticate(paymentIntentId); // Stripe.js ran the challenge in the browser
    // The same Idempotency-Key, as the SDK and the storefront send it (docs/decisions.md §8.6).
    const confirmed = await complete(checkoutId, PM.threeDSecure, attempt);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data).toMatchObject({ orderId, orderStatus: 'Confirmed' });
    expect(await stock()).toBe(9);
  });

  it('a decline answers 402 with the decline code and gives the stock back', async () => {
    checkoutId = await newCheckout();
    const declined = await complete(checkoutId, PM.insufficientFunds);
    expect([declined.status, declined.body.errorCode]).toEqual([402, 'PAYMENT_DECLINED']);
    expect(declined.body.details[0].message).toBe('insufficient_funds');
    // The PaymentIntent's idempotency key is the attempt's order id: no such order (docs/decisions.md §15.4).
    const attemptId = fake.idempotencyKeys.at(-1)!;
    expect((await call('GET', `/api/v1/orders/${attemptId}`, { key: keys.secret })).status).toBe(404);
    const listed = await call('GET', `/api/v1/admin/stores/${storeId}/orders?mode=live&limit=100`, {
      token: ownerToken,
    });
    expect(listed.body.data.map((o: { orderId: string }) => o.orderId)).not.toContain(attemptId);
    const invalid = await complete(checkoutId, 'pm_unknown');
    expect([invalid.status, invalid.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    expect(await stock()).toBe(9);
  });

  it('a Stripe timeout answers 503 with nothing confirmed; the retry with the same key charges once', async () => {
    const key = randomUUID();
    fake.failNext('timeout');
    const timedOut = await complete(checkoutId, PM.visa, key);
    expect([timedOut.status, timedOut.body.errorCode]).toEqual([503, 'PAYMENT_PROVIDER_UNAVAILABLE']);
    const retried = await complete(checkoutId, PM.visa, key);
    expect(retried.status).toBe(201);
    paidOrderId = retried.body.data.orderId;
    expect(fake.charges().filter((i) => i.metadata?.orderId === paidOrderId)).toHaveLength(1);
    expect(fake.idempotencyKeys.filter((k) => k === paidOrderId).length).toBe(2);
  });

  it('cancel with a partial refund: Stripe refund created, completed by the signed webhook; bad signatures and replays change nothing', async () => {
    const cancelled = await call('PUT', `/api/v1/orders/${paidOrderId}/cancel`, {
      key: keys.secret,
      body: { refundAmount: 5, reason: 'Customer asked' },
    });
    expect(cancelled.status).toBe(200);
    const refund = await waitFor(
      async () => [...fake.refunds.values()].find((r) => r.payment_intent === fakeIntentOf(paidOrderId)),
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    expect(refund.amount).toBe(500);
    expect((await order(paidOrderId)).refund.status).toBe('Scheduled');

    const succeeded = fake.signedEvent(
      WEBHOOK_SECRET,
      'refund.updated',
      { ...refund, status: 'succeeded' },
      { livemode: true },
    );
    const forged = fake.signedEvent(
      'whsec_wrongSecret',
      'refund.updated',
      { ...refund, status: 'succeeded' },
      { livemode: true },
    );
    const stale = fake.signedEvent(
      WEBHOOK_SECRET,
      'refund.updated',
      { ...refund, status: 'succeeded' },
      {
        livemode: true,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      },
    );
    for (const bad of [forged, stale, { body: succeeded.body, signature: 't=1,v1=deadbeef' }]) {
      expect((await stripeWebhook(bad)).status).toBe(400);
    }
    expect((await order(paidOrderId)).orderStatus).toBe('Cancelled');

    const first = await stripeWebhook(succeeded);
    expect([first.status, first.body.handled]).toEqual([200, 'refunded']);
    const after = await order(paidOrderId);
    // The refund the cancellation started completed: Refunded, though it is a part (docs/decisions.md §4.7).
    expect(after.orderStatus).toBe('Refunded');
    expect(after.refund).toMatchObject({ status: 'Completed', amount: 5 });
    expect(after).toMatchObject({ refundedTotal: 5, refunds: [{ amount: 5, status: 'Succeeded' }] });
    const replay = await stripeWebhook(succeeded);
    expect([replay.status, replay.body.duplicate]).toEqual([200, true]);
    expect((await order(paidOrderId)).version).toBe(after.version);
  });

  it('a 3-D Secure hold that is never completed is released when it ends (no order) and its stock comes back', async () => {
    const before = await stock();
    const heldCheckout = await newCheckout(2);
    const held = await complete(heldCheckout, PM.threeDSecure);
    expect(held.status).toBe(402);
    expect(await stock()).toBe(before - 2);
    // Unpaid when the hold ends: no order any more (docs/decisions.md §15.4).
    await waitFor(
      async () => {
        const current = await call('GET', `/api/v1/orders/${held.body.data.orderId}`, { key: keys.secret });
        return current.status === 404 ? true : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    expect(await stock()).toBe(before);
    expect(fake.intents.get(held.body.data.paymentIntentId)!.status).toBe('canceled');
  });
});

describe('tax by region, shipping zones and Stripe Tax (npm run dev + fake Stripe API)', () => {
  const eventOf = async (type: string, orderId: string) =>
    waitFor(
      async () => {
        const listed = await call('GET', `/api/v1/admin/stores/${storeId}/events?mode=live&type=${type}`, {
          token: ownerToken,
        });
        for (const entry of listed.body.data as Json[]) {
          const event = await call(
            'GET',
            `/api/v1/admin/stores/${storeId}/events/${entry.eventId}?mode=live`,
            {
              token: ownerToken,
            },
          );
          if (event.body.data.envelope.data.orderId === orderId) return event.body.data.envelope.data as Json;
        }
        return undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250 },
    );
  const zonedCheckout = async () => {
    expect((await cart('DELETE', '')).status).toBe(200);
    return newCheckout();
  };
  const completeWith = (checkoutId: string, shippingOptionId?: string) =>
    call('POST', `/api/v1/sdk/checkout/store/${storeId}/${checkoutId}/complete`, {
      key: keys.publishable,
      token: customerToken,
      idempotencyKey: randomUUID(),
      body: {
        paymentToken: PM.visa,
        shippingAddress: address,
        billingAddress: address,
        ...(shippingOptionId ? { shippingOptionId } : {}),
      },
    });

  it('the owner sets Stripe Tax, regional rates and zones; the order is taxed by Stripe for its address and ships with its option', async () => {
    const saved = await call('PUT', `/api/v1/admin/stores/${storeId}`, {
      token: ownerToken,
      body: {
        checkoutSettings: {
          defaultCountry: 'GB',
          // The table says 10 % for the UK, Stripe 20 %: the order's figures say who answered.
          tax: {
            pricesIncludeTax: false,
            defaultRate: 0,
            rates: [{ country: 'GB', rate: 0.1 }],
            taxShipping: false,
            provider: 'stripe_tax',
          },
          shipping: {
            zones: [
              {
                name: 'UK',
                countries: ['GB'],
                options: [{ id: 'uk-post', name: 'Royal Mail', price: 6, maxDeliveryDays: 3 }],
              },
            ],
          },
        },
      },
    });
    expect(saved.status).toBe(200);
    const checkoutId = await zonedCheckout();
    const listed = await call('GET', `/api/v1/sdk/cart/store/${storeId}/shipping-options?country=GB`, {
      key: keys.publishable,
      token: customerToken,
    });
    expect(listed.body.data).toMatchObject({ zone: 'UK', options: [{ id: 'uk-post', price: 6 }] });
    const abroad = await call('GET', `/api/v1/sdk/cart/store/${storeId}/shipping-options?country=JP`, {
      key: keys.publishable,
      token: customerToken,
    });
    expect([abroad.status, abroad.body.errorCode]).toEqual([400, 'SHIPPING_NOT_AVAILABLE']);
    const missing = await completeWith(checkoutId);
    expect([missing.status, missing.body.errorCode]).toEqual([400, 'SHIPPING_OPTION_REQUIRED']);

    const requests = fake.tax.requests.length;
    const placed = await completeWith(checkoutId, 'uk-post');
    expect(placed.status).toBe(201);
    expect(fake.tax.requests.length).toBe(requests + 1);
    const placedOrder = placed.body.data;
    expect(placedOrder.totals).toEqual({
      subtotal: 20,
      discountTotal: 0,
      shippingTotal: 6,
      taxTotal: 4,
      totalAmount: 30,
    });
    expect(placedOrder).toMatchObject({
      taxEstimated: false,
      shippingOption: { id: 'uk-post', name: 'Royal Mail', price: 6, maxDeliveryDays: 3 },
    });
    expect(fake.charges().find((i) => i.metadata?.orderId === placedOrder.orderId)!.amount).toBe(3000);
    const created = await eventOf('order.created', placedOrder.orderId);
    expect(created).toMatchObject({
      shippingOption: { id: 'uk-post' },
      tax: { items: [{ itemId: placedOrder.items[0].id, amount: 4 }], shipping: 0, estimated: false },
      totals: { taxTotal: 4 },
    });

    const shipped = await call('PUT', `/api/v1/orders/${placedOrder.orderId}/status`, {
      key: keys.secret,
      body: { status: 'shipped', trackingNumber: 'RM123' },
    });
    expect(shipped.status).toBe(200);
    const shippedEvent = await eventOf('order.shipped', placedOrder.orderId);
    expect(Date.parse(shippedEvent.estimatedDeliveryAt) - Date.parse(shippedEvent.shippedAt)).toBe(
      3 * 24 * 3600 * 1000,
    );
  });

  it("a Stripe Tax outage places the order with the table's tax, marked taxEstimated", async () => {
    const checkoutId = await zonedCheckout();
    fake.tax.down = true;
    try {
      const placed = await completeWith(checkoutId, 'uk-post');
      expect(placed.status).toBe(201);
      expect(placed.body.data).toMatchObject({
        taxEstimated: true,
        totals: { taxTotal: 2, totalAmount: 28 },
        tax: { estimated: true },
      });
      const created = await eventOf('order.created', placed.body.data.orderId);
      expect(created.taxEstimated).toBe(true);
    } finally {
      fake.tax.down = false;
    }
  });
});

const fakeIntentOf = (orderId: string) =>
  [...fake.intents.values()].find((i) => i.metadata?.orderId === orderId && i.status === 'succeeded')?.id;
