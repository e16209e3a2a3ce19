import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { createTestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import {
  address,
  call,
  complete,
  getOrder,
  login,
  orderOf,
  startCheckout,
  syncProduct,
  variantStock,
  type TestStore,
} from './helpers.ts';

const table = useTestTable();

let store: TestStore;
let tee: string; // 20.00 (compare-at 25.00), 10 in stock
let poster: string; // 12.50, inventory not tracked

beforeAll(async () => {
  store = await createTestStore(table, {
    taxRate: 0.1,
    shipping: { flatRate: 5, freeShippingThreshold: 100 },
  });
  [tee, poster] = (
    await syncProduct(store, [
      { price: 20, compareAtPrice: 25, inventoryQuantity: 10 },
      { price: 12.5, inventoryQuantity: 0, inventoryTracking: false },
    ])
  ).variantIds as [string, string];
});

const errorOf = (result: { status: number; body: { errorCode?: string } }) => [
  result.status,
  result.body.errorCode,
];
const checkoutItem = (checkoutId: string) =>
  table.db
    .send(
      new GetCommand({
        TableName: table.tableName,
        Key: keys.checkout(store.storeId, 'test', checkoutId),
        ConsistentRead: true,
      }),
    )
    .then((r) => r.Item!);

describe('checkout completion', () => {
  it('charges, creates and confirms the order, takes the stock, closes the cart and emits the three events', async () => {
    const stock = await variantStock(table, store, tee);
    const { customer, checkoutId, cartId } = await startCheckout(store, [
      { variantId: tee, quantity: 2 },
      { variantId: poster, quantity: 1 },
    ]);
    const result = await complete(store, customer.token, checkoutId);
    expect(result.status).toBe(201);
    const order = orderOf(result);
    expect(order).toMatchObject({
      orderStatus: 'Confirmed',
      checkoutId,
      customer: { customerId: customer.customerId, firstName: 'Grace', lastName: 'Hopper' },
      paymentMethod: { method: 'card', brand: 'visa', last4: '4242', display: 'Visa ending in 4242' },
      shippingAddress: address(),
      deliveryInstructions: 'Ring twice',
      // 40 + 12.50 = 52.50; tax 5.25; shipping 5
      // discountTotal is a code's amount; compare-at savings are in the prices (docs/decisions.md §12.7).
      totals: { subtotal: 52.5, taxTotal: 5.25, shippingTotal: 5, discountTotal: 0, totalAmount: 62.75 },
    });
    expect(order.orderNumber).toMatch(/^\d+$/);
    expect(order.statusHistory.map((h) => [h.status, h.source])).toEqual([
      ['Pending', 'customer'],
      ['Confirmed', 'customer'],
    ]);
    expect(await variantStock(table, store, tee)).toBe(stock - 2);
    expect((await getOrder(store, order.orderId)).body.data).toEqual(order);

    const events = (await outboxEvents(table, store.storeId)).filter((e) => e.data.orderId === order.orderId);
    expect(events.map((e) => e.type).sort()).toEqual([
      'order.confirmed',
      'order.created',
      'order.status_updated',
    ]);
    expect(events.every((e) => e.origin === 'customer' && e.customerId === customer.customerId)).toBe(true);
    const created = events.find((e) => e.type === 'order.created')!.data;
    expect(created).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      checkoutId,
      orderStatus: 'Pending',
      customer: order.customer,
      items: order.items.map((item) => ({ ...item, itemStatus: 'Pending' })),
      shippingAddress: order.shippingAddress,
      billingAddress: order.billingAddress,
      totals: order.totals,
      paymentMethod: order.paymentMethod,
      deliveryInstructions: 'Ring twice',
    });
    expect(created.placedAt).toEqual(expect.any(String));
    expect(events.find((e) => e.type === 'order.confirmed')!.data).toMatchObject({
      previousStatus: 'Pending',
      newStatus: 'Confirmed',
      statusChangeReason: 'Payment verified',
    });

    // The cart is closed: the next cart call starts a new, empty one.
    const cart = await call('GET', `/api/v1/sdk/cart/${store.storeId}`, {
      key: store.keys.pk_test,
      token: customer.token,
    });
    expect(cart.body.data).toMatchObject({ items: [], status: 'Active' });
    expect((cart.body.data as { cartId: string }).cartId).not.toBe(cartId);
    expect((await checkoutItem(checkoutId)).completionStatus).toBe('Completed');

    // Completing it again is a conflict, not a second order.
    expect(errorOf(await complete(store, customer.token, checkoutId))).toEqual([409, 'CONFLICT']);
  });

  it("the server's order view shows the payment: the test provider, captured, its charge and the amount it charged", async () => {
    const { customer, checkoutId } = await startCheckout(store, [{ variantId: tee, quantity: 1 }]);
    const result = await complete(store, customer.token, checkoutId);
    expect(result.status).toBe(201);
    const { orderId } = orderOf(result);
    const viewed = await getOrder(store, orderId, store.keys.sk_test);
    expect(viewed.status).toBe(200);
    const order = viewed.body.data as { totals: { totalAmount: number }; payment: Record<string, unknown> };
    // The test provider's ledger: what it actually charged for this order (keyed by the order id).
    const { Item: charge } = await table.db.send(
      new GetCommand({
        TableName: table.tableName,
        Key: { pk: `TEST_CHARGE#${orderId}`, sk: 'CHARGE' },
        ConsistentRead: true,
      }),
    );
    expect(charge).toMatchObject({ amountMinor: 2700, chargeId: expect.stringMatching(/^ch_test_/) });
    // 20 + tax 2 + shipping 5 = 27.00, charged and shown.
    expect(order.payment).toEqual({
      provider: 'test',
      status: 'Captured',
      chargeId: charge!.chargeId,
      amount: charge!.amountMinor / 100,
    });
    expect(order.payment.amount).toBe(order.totals.totalAmount);
  });

  it('works with a secret key too', async () => {
    const { customer, checkoutId } = await startCheckout(store, [{ variantId: poster, quantity: 1 }]);
    const result = await complete(store, customer.token, checkoutId, { key: store.keys.sk_test });
    expect(result.status).toBe(201);
  });

  it('on a decline charges nothing, gives the stock back, keeps the cart and lets the customer pay again', async () => {
    const stock = await variantStock(table, store, tee);
    const { customer, checkoutId, cartId } = await startCheckout(store, [{ variantId: tee, quantity: 3 }]);
    const before = (await outboxEvents(table, store.storeId)).filter((e) =>
      e.type.startsWith('order.'),
    ).length;

    const declined = await complete(store, customer.token, checkoutId, {
      paymentToken: 'tok_chargeDeclined',
    });
    expect(errorOf(declined)).toEqual([402, 'PAYMENT_DECLINED']);
    expect(await variantStock(table, store, tee)).toBe(stock);
    expect(
      (await outboxEvents(table, store.storeId)).filter((e) => e.type.startsWith('order.')),
    ).toHaveLength(before);
    expect((await checkoutItem(checkoutId)).completionStatus).toBeUndefined();

    const unknownToken = await complete(store, customer.token, checkoutId, { paymentToken: 'tok_bogus' });
    expect(errorOf(unknownToken)).toEqual([400, 'INVALID_REQUEST']);
    expect(await variantStock(table, store, tee)).toBe(stock);

    const paid = await complete(store, customer.token, checkoutId);
    expect(paid.status).toBe(201);
    expect(orderOf(paid).orderStatus).toBe('Confirmed');
    expect(await variantStock(table, store, tee)).toBe(stock - 3);
    const cart = await call('GET', `/api/v1/sdk/cart/${store.storeId}`, {
      key: store.keys.pk_test,
      token: customer.token,
    });
    expect((cart.body.data as { cartId: string }).cartId).not.toBe(cartId);
  });

  it('answers 409 INSUFFICIENT_INVENTORY when the stock went meanwhile, and charges nothing', async () => {
    const { customer, checkoutId } = await startCheckout(store, [{ variantId: tee, quantity: 2 }]);
    // Another shopper buys the rest first.
    const left = await variantStock(table, store, tee);
    const rival = await startCheckout(store, [{ variantId: tee, quantity: left - 1 }]);
    expect((await complete(store, rival.customer.token, rival.checkoutId)).status).toBe(201);

    const result = await complete(store, customer.token, checkoutId);
    expect(errorOf(result)).toEqual([409, 'INSUFFICIENT_INVENTORY']);
    expect(await variantStock(table, store, tee)).toBe(1);
    expect((await checkoutItem(checkoutId)).completionStatus).toBeUndefined();
  });

  it('refuses a checkout whose cart changed after it started', async () => {
    const { customer, checkoutId } = await startCheckout(store, [{ variantId: poster, quantity: 1 }]);
    await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
      key: store.keys.pk_test,
      token: customer.token,
      body: { productVariantId: poster, quantity: 1 },
    });
    expect(errorOf(await complete(store, customer.token, checkoutId))).toEqual([409, 'CONFLICT']);
  });

  it("hides other customers' and unknown checkouts", async () => {
    const { checkoutId } = await startCheckout(store, [{ variantId: poster, quantity: 1 }]);
    const stranger = await login(store);
    expect(errorOf(await complete(store, stranger.token, checkoutId))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await complete(store, stranger.token, randomUUID()))).toEqual([404, 'NOT_FOUND']);
    expect(errorOf(await complete(store, stranger.token, 'not-a-uuid'))).toEqual([404, 'NOT_FOUND']);
  });

  it('needs a valid customer token and a valid body', async () => {
    const { customer, checkoutId } = await startCheckout(store, [{ variantId: poster, quantity: 1 }]);
    expect(errorOf(await complete(store, 'garbage', checkoutId))).toEqual([401, 'INVALID_TOKEN']);
    const path = `/api/v1/sdk/checkout/store/${store.storeId}/${checkoutId}/complete`;
    expect(errorOf(await call('POST', path, { key: store.keys.pk_test, body: {} }))).toEqual([
      401,
      'INVALID_TOKEN',
    ]);
    for (const body of [
      {},
      { paymentToken: 'tok_visa', shippingAddress: address() },
      { paymentToken: '', shippingAddress: address(), billingAddress: address() },
      { paymentToken: 'tok_visa', shippingAddress: address({ postalCode: '' }), billingAddress: address() },
      { paymentToken: 'tok_visa', shippingAddress: address(), billingAddress: address(), tip: 5 },
    ]) {
      expect(errorOf(await complete(store, customer.token, checkoutId, { body }))).toEqual([
        400,
        'INVALID_REQUEST',
      ]);
    }
    expect(
      errorOf(await call('POST', path, { key: store.keys.pk_test, token: customer.token, rawBody: '{' })),
    ).toEqual([400, 'INVALID_REQUEST']);
    expect(
      errorOf(
        await call('POST', `/api/v1/sdk/checkout/store/${randomUUID()}/${checkoutId}/complete`, {
          key: store.keys.pk_test,
          token: customer.token,
          body: {},
        }),
      ),
    ).toEqual([404, 'STORE_NOT_FOUND']);
    // Nothing above reserved anything: the checkout still completes.
    expect((await complete(store, customer.token, checkoutId)).status).toBe(201);
  });
});
