import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_PAYMENT_METHODS as PM } from '../support/fake-stripe.ts';
import { LIVE_KEY, useLiveStripeStore, WEBHOOK_SECRET } from '../support/live-stripe-store.ts';
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

const shop = useLiveStripeStore();
const { call, address, stripePath, cart, newCheckout, complete, stock, order, stripeWebhook } = shop;

describe('live payments through Stripe (npm run dev + fake Stripe API)', () => {
  let checkoutId: string;
  let paidOrderId: string;

  it('live mode without Stripe answers 409 before reserving; connecting checks the key and never shows it', async () => {
    checkoutId = await newCheckout();
    const refused = await complete(checkoutId, PM.visa);
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'PAYMENTS_NOT_CONFIGURED']);
    expect(await stock()).toBe(10);

    const wrongMode = await call('PUT', stripePath(), {
      token: shop.ownerToken,
      body: { secretKey: 'sk_test_notLive1234', webhookSecret: WEBHOOK_SECRET },
    });
    expect([wrongMode.status, wrongMode.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    const revoked = await call('PUT', stripePath(), {
      token: shop.ownerToken,
      body: { secretKey: 'sk_live_revoked1234', webhookSecret: WEBHOOK_SECRET },
    });
    expect(revoked.status).toBe(400);
    const connected = await call('PUT', stripePath(), {
      token: shop.ownerToken,
      body: { secretKey: LIVE_KEY, webhookSecret: WEBHOOK_SECRET },
    });
    expect(connected.status).toBe(200);
    expect(connected.body.data).toMatchObject({
      connected: true,
      accountId: 'acct_1FakeStoreAccount',
      last4: '9876',
    });
    const shown = await call('GET', stripePath(), { token: shop.ownerToken });
    expect(shown.body.data).toMatchObject({ connected: true, last4: '9876' });
    expect(JSON.stringify(shown.body)).not.toContain(LIVE_KEY);
    expect(shop.dev.output()).not.toContain(LIVE_KEY);
    expect(shop.dev.output()).not.toContain(WEBHOOK_SECRET);
    const audit = await call('GET', `/api/v1/admin/stores/${shop.storeId}/audit-log`, {
      token: shop.ownerToken,
    });
    expect(audit.body.data.map((e: Json) => e.action)).toContain('payments.stripe.connected');
  });

  it('3-D Secure: 402 with the client secret, stock held; completing again after authentication confirms', async () => {
    const attempt = randomUUID();
    const held = await complete(checkoutId, PM.threeDSecure, attempt);
    expect([held.status, held.body.errorCode]).toEqual([402, 'PAYMENT_ACTION_REQUIRED']);
    const { orderId, paymentIntentId, clientSecret } = held.body.data;
    expect(clientSecret).toMatch(/^pi_.+_secret_/);
    expect(await stock()).toBe(9);
    const pending = await order(orderId);
    expect(pending.orderStatus).toBe('Pending');
    // Nothing taken yet: the PaymentIntent waits for the customer (docs/decisions.md §5.8).
    expect(pending.payment).toEqual({
      provider: 'stripe',
      status: 'ActionRequired',
      chargeId: paymentIntentId,
      amount: 0,
    });
    expect(shop.fake.intents.get(paymentIntentId)!.metadata).toMatchObject({
      storeId: shop.storeId,
      orderId,
      orderNumber: '1001',
      checkoutId,
    });

    shop.fake.authenticate(paymentIntentId); // Stripe.js ran the challenge in the browser
    // The same Idempotency-Key, as the SDK and the storefront send it (docs/decisions.md §8.6).
    const confirmed = await complete(checkoutId, PM.threeDSecure, attempt);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data).toMatchObject({ orderId, orderStatus: 'Confirmed' });
    expect(await stock()).toBe(9);
    // The server's order view shows what Stripe's PaymentIntent took (its amount, in cents).
    const paid = await order(orderId);
    expect(paid.payment).toEqual({
      provider: 'stripe',
      status: 'Captured',
      chargeId: paymentIntentId,
      amount: shop.fake.intents.get(paymentIntentId)!.amount / 100,
    });
    expect(paid.payment.amount).toBe(paid.totals.totalAmount);
  });

  it('a decline answers 402 with the decline code and gives the stock back', async () => {
    checkoutId = await newCheckout();
    const declined = await complete(checkoutId, PM.insufficientFunds);
    expect([declined.status, declined.body.errorCode]).toEqual([402, 'PAYMENT_DECLINED']);
    expect(declined.body.details[0].message).toBe('insufficient_funds');
    // The PaymentIntent's idempotency key is the attempt's order id: no such order (docs/decisions.md §15.4).
    const attemptId = shop.fake.idempotencyKeys.at(-1)!;
    expect((await call('GET', `/api/v1/orders/${attemptId}`, { key: shop.keys.secret })).status).toBe(404);
    const listed = await call('GET', `/api/v1/admin/stores/${shop.storeId}/orders?mode=live&limit=100`, {
      token: shop.ownerToken,
    });
    expect(listed.body.data.map((o: { orderId: string }) => o.orderId)).not.toContain(attemptId);
    const invalid = await complete(checkoutId, 'pm_unknown');
    expect([invalid.status, invalid.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    expect(await stock()).toBe(9);
  });

  it('a Stripe timeout answers 503 with nothing confirmed; the retry with the same key charges once', async () => {
    const key = randomUUID();
    shop.fake.failNext('timeout');
    const timedOut = await complete(checkoutId, PM.visa, key);
    expect([timedOut.status, timedOut.body.errorCode]).toEqual([503, 'PAYMENT_PROVIDER_UNAVAILABLE']);
    const retried = await complete(checkoutId, PM.visa, key);
    expect(retried.status).toBe(201);
    paidOrderId = retried.body.data.orderId;
    expect(shop.fake.charges().filter((i) => i.metadata?.orderId === paidOrderId)).toHaveLength(1);
    expect(shop.fake.idempotencyKeys.filter((k) => k === paidOrderId).length).toBe(2);
  });

  it('cancel with a partial refund: Stripe refund created, completed by the signed webhook; bad signatures and replays change nothing', async () => {
    const cancelled = await call('PUT', `/api/v1/orders/${paidOrderId}/cancel`, {
      key: shop.keys.secret,
      body: { refundAmount: 5, reason: 'Customer asked' },
    });
    expect(cancelled.status).toBe(200);
    const refund = await waitFor(
      async () => [...shop.fake.refunds.values()].find((r) => r.payment_intent === fakeIntentOf(paidOrderId)),
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    expect(refund.amount).toBe(500);
    expect((await order(paidOrderId)).refund.status).toBe('Scheduled');

    const succeeded = shop.fake.signedEvent(
      WEBHOOK_SECRET,
      'refund.updated',
      { ...refund, status: 'succeeded' },
      { livemode: true },
    );
    const forged = shop.fake.signedEvent(
      'whsec_wrongSecret',
      'refund.updated',
      { ...refund, status: 'succeeded' },
      { livemode: true },
    );
    const stale = shop.fake.signedEvent(
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
        const current = await call('GET', `/api/v1/orders/${held.body.data.orderId}`, {
          key: shop.keys.secret,
        });
        return current.status === 404 ? true : undefined;
      },
      { timeoutMs: 20_000, intervalMs: 250 },
    );
    expect(await stock()).toBe(before);
    expect(shop.fake.intents.get(held.body.data.paymentIntentId)!.status).toBe('canceled');
  });
});

describe('tax by region, shipping zones and Stripe Tax (npm run dev + fake Stripe API)', () => {
  const eventOf = async (type: string, orderId: string) =>
    waitFor(
      async () => {
        const listed = await call(
          'GET',
          `/api/v1/admin/stores/${shop.storeId}/events?mode=live&type=${type}`,
          {
            token: shop.ownerToken,
          },
        );
        for (const entry of listed.body.data as Json[]) {
          const event = await call(
            'GET',
            `/api/v1/admin/stores/${shop.storeId}/events/${entry.eventId}?mode=live`,
            {
              token: shop.ownerToken,
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
    call('POST', `/api/v1/sdk/checkout/store/${shop.storeId}/${checkoutId}/complete`, {
      key: shop.keys.publishable,
      token: shop.customerToken,
      idempotencyKey: randomUUID(),
      body: {
        paymentToken: PM.visa,
        shippingAddress: address,
        billingAddress: address,
        ...(shippingOptionId ? { shippingOptionId } : {}),
      },
    });

  it('the owner sets Stripe Tax, regional rates and zones; the order is taxed by Stripe for its address and ships with its option', async () => {
    const saved = await call('PUT', `/api/v1/admin/stores/${shop.storeId}`, {
      token: shop.ownerToken,
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
    const listed = await call('GET', `/api/v1/sdk/cart/store/${shop.storeId}/shipping-options?country=GB`, {
      key: shop.keys.publishable,
      token: shop.customerToken,
    });
    expect(listed.body.data).toMatchObject({ zone: 'UK', options: [{ id: 'uk-post', price: 6 }] });
    const abroad = await call('GET', `/api/v1/sdk/cart/store/${shop.storeId}/shipping-options?country=JP`, {
      key: shop.keys.publishable,
      token: shop.customerToken,
    });
    expect([abroad.status, abroad.body.errorCode]).toEqual([400, 'SHIPPING_NOT_AVAILABLE']);
    const missing = await completeWith(checkoutId);
    expect([missing.status, missing.body.errorCode]).toEqual([400, 'SHIPPING_OPTION_REQUIRED']);

    const requests = shop.fake.tax.requests.length;
    const placed = await completeWith(checkoutId, 'uk-post');
    expect(placed.status).toBe(201);
    expect(shop.fake.tax.requests.length).toBe(requests + 1);
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
    expect(shop.fake.charges().find((i) => i.metadata?.orderId === placedOrder.orderId)!.amount).toBe(3000);
    const created = await eventOf('order.created', placedOrder.orderId);
    expect(created).toMatchObject({
      shippingOption: { id: 'uk-post' },
      tax: { items: [{ itemId: placedOrder.items[0].id, amount: 4 }], shipping: 0, estimated: false },
      totals: { taxTotal: 4 },
    });

    const shipped = await call('PUT', `/api/v1/orders/${placedOrder.orderId}/status`, {
      key: shop.keys.secret,
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
    shop.fake.tax.down = true;
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
      shop.fake.tax.down = false;
    }
  });
});

const fakeIntentOf = (orderId: string) =>
  [...shop.fake.intents.values()].find((i) => i.metadata?.orderId === orderId && i.status === 'succeeded')
    ?.id;
