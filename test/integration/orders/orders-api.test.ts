import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoCustomerRepository } from '../../../shared/customers/dynamo-customers.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import {
  address,
  seedMerchStore,
  call,
  createOrder,
  getOrder,
  login,
  orderOf,
  variantStock,
  type Order,
  type TestStore,
} from './helpers.ts';

/** POST /api/v1/orders and GET /api/v1/orders/{orderId} through the orders function (DynamoDB Local). */
const table = useTestTable();

const SPEC_ORDER_FIELDS = [
  'orderId',
  'orderNumber',
  'checkoutId',
  'placedAt',
  'orderStatus',
  'customer',
  'items',
  'shippingAddress',
  'billingAddress',
  'totals',
  'paymentMethod',
  'deliveryInstructions',
];
const SPEC_ITEM_FIELDS = [
  'id',
  'productVariantId',
  'externalProductId',
  'externalVariantId',
  'productTitle',
  'productImageUrl',
  'variantTitle',
  'sku',
  'quantity',
  'unitPrice',
  'totalPrice',
  'itemStatus',
  'trackingNumber',
].sort();

let store: TestStore;
let other: TestStore;
let tee: string; // 20.00 (compare-at 25.00), 10 in stock
let mug: string; // 7.50, 3 in stock
let sticker: string; // 1.00, inventory not tracked
let draft: string;
let customerId: string;

beforeAll(async () => {
  ({ store, other, tee, mug, sticker, draft, customerId } = await seedMerchStore(table));
});

const errorOf = (result: { status: number; body: { errorCode?: string } }) => [
  result.status,
  result.body.errorCode,
];

describe('POST /api/v1/orders', () => {
  let first: Order;

  it('creates a Pending order with number 1001, priced by the store rules, and takes the stock', async () => {
    const result = await createOrder(store, customerId, [
      { productVariantId: tee, quantity: 2 },
      { productVariantId: mug, quantity: 1 },
      { productVariantId: sticker, quantity: 5 },
    ]);
    expect(result.status).toBe(201);
    first = orderOf(result);
    for (const field of SPEC_ORDER_FIELDS) expect(first).toHaveProperty(field);
    expect(first).toMatchObject({
      orderNumber: '1001',
      orderStatus: 'Pending',
      checkoutId: null,
      customer: { customerId, firstName: 'Ada', email: 'ada@example.com' },
      shippingAddress: address(),
      billingAddress: { ...address(), address2: '' },
      paymentMethod: { method: 'card', display: 'Visa ending in 1111', last4: '1111', brand: 'visa' },
      deliveryInstructions: 'Leave at the door',
      // 2 x 20 + 7.50 + 5 x 1 = 52.50; tax 10 %; flat shipping below 100; the 2 x 5 saved on the tee is
      // in its price, not in discountTotal, which is a code's amount (docs/decisions.md §12.7)
      totals: { subtotal: 52.5, taxTotal: 5.25, shippingTotal: 5, discountTotal: 0, totalAmount: 62.75 },
      statusHistory: [{ status: 'Pending', previousStatus: null, source: 'api' }],
      trackingInfo: [],
      refund: null,
    });
    expect(Object.keys(first.items[0]!).sort()).toEqual(SPEC_ITEM_FIELDS);
    expect(first.items[0]).toMatchObject({
      productVariantId: tee,
      externalProductId: 'merch',
      externalVariantId: 'merch-v0',
      productTitle: 'Merch',
      productImageUrl: 'https://cdn.example.com/merch.png',
      sku: 'TEE',
      quantity: 2,
      unitPrice: 20,
      totalPrice: 40,
      itemStatus: 'Pending',
      trackingNumber: null,
    });
    expect(await variantStock(table, store, tee)).toBe(8);
    expect(await variantStock(table, store, mug)).toBe(2);
    expect(await variantStock(table, store, sticker)).toBe(0); // untracked: untouched

    const [created] = await outboxEvents(table, store.storeId, 'order.created');
    expect(created).toMatchObject({ origin: 'api', customerId, mode: 'test' });
    for (const field of SPEC_ORDER_FIELDS) expect(created!.data).toHaveProperty(field);
    expect(created!.data).toMatchObject({
      orderId: first.orderId,
      orderNumber: '1001',
      orderStatus: 'Pending',
    });
  });

  it('GET returns the same order', async () => {
    const result = await getOrder(store, first.orderId);
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual(first);
  });

  it('refuses a shortage with 409 and writes nothing (stock, number and events unchanged)', async () => {
    const before = (await outboxEvents(table, store.storeId)).length;
    const result = await createOrder(store, customerId, [
      { productVariantId: tee, quantity: 1 },
      { productVariantId: mug, quantity: 3 },
    ]);
    expect(errorOf(result)).toEqual([409, 'INSUFFICIENT_INVENTORY']);
    expect(await variantStock(table, store, tee)).toBe(8);
    expect(await variantStock(table, store, mug)).toBe(2);
    expect(await outboxEvents(table, store.storeId)).toHaveLength(before);
    const next = await createOrder(store, customerId, [{ productVariantId: mug, quantity: 1 }]);
    expect(orderOf(next).orderNumber).toBe('1002'); // no gap
  });

  it('adds the quantities of repeated lines of one variant against the stock', async () => {
    const result = await createOrder(store, customerId, [
      { productVariantId: mug, quantity: 1 },
      { productVariantId: mug, quantity: 1 },
    ]);
    expect(errorOf(result)).toEqual([409, 'INSUFFICIENT_INVENTORY']); // 1 left
  });

  it.each([
    ['a publishable key', { key: 'pk' }, 403, 'ACCESS_DENIED'],
    ['an unknown customer', { customerId: randomUUID() }, 404, 'CUSTOMER_NOT_FOUND'],
    ['an unknown variant', { variant: randomUUID() }, 404, 'PRODUCT_NOT_FOUND'],
    ['a draft variant', { variant: 'draft' }, 404, 'PRODUCT_NOT_FOUND'],
  ])('refuses %s', async (_label, change: Record<string, string>, status, code) => {
    const variant = change.variant === 'draft' ? draft : (change.variant ?? tee);
    const result = await createOrder(
      store,
      change.customerId ?? customerId,
      [{ productVariantId: variant, quantity: 1 }],
      {
        key: change.key === 'pk' ? store.keys.pk_test : store.keys.sk_test,
      },
    );
    expect(errorOf(result)).toEqual([status, code]);
  });

  it("refuses another store's customer with 403 NO_STORE_ACCESS, and the other mode's as unknown", async () => {
    const stranger = (await login(other)).customerId;
    expect(errorOf(await createOrder(store, stranger, [{ productVariantId: tee, quantity: 1 }]))).toEqual([
      403,
      'NO_STORE_ACCESS',
    ]);
    // Live mode sends real codes: create the live customer directly.
    const liveCustomer = randomUUID();
    const now = new Date().toISOString();
    await dynamoCustomerRepository(table.db, table.tableName).create(
      {
        customerId: liveCustomer,
        storeId: store.storeId,
        mode: 'live',
        phone: '+15550001111',
        email: null,
        firstName: null,
        lastName: null,
        createdAt: now,
        updatedAt: now,
      },
      { events: [], now: new Date() },
    );
    expect(errorOf(await createOrder(store, liveCustomer, [{ productVariantId: tee, quantity: 1 }]))).toEqual(
      [404, 'CUSTOMER_NOT_FOUND'],
    );
  });

  it.each([
    ['no items', { items: [] }],
    ['quantity 0', { items: [{ productVariantId: randomUUID(), quantity: 0 }] }],
    ['a fractional quantity', { items: [{ productVariantId: randomUUID(), quantity: 1.5 }] }],
    ['a malformed customerId', { customerId: 'abc' }],
    ['a bad country code', { shippingAddress: address({ countryIsoCode: 'GBR' }) }],
    ['an address without a city', { billingAddress: address({ city: undefined }) }],
    ['a payment method without method', { paymentMethod: { brand: 'visa' } }],
    ['an unknown field', { coupon: 'FREE' }],
  ])('answers 400 INVALID_REQUEST for %s', async (_label, extra) => {
    const result = await createOrder(store, customerId, [{ productVariantId: tee, quantity: 1 }], { extra });
    expect(errorOf(result)).toEqual([400, 'INVALID_REQUEST']);
    expect(result.body.details).toBeDefined();
  });

  it('answers 400 INVALID_REQUEST for malformed JSON and a missing body', async () => {
    expect(
      errorOf(await call('POST', '/api/v1/orders', { key: store.keys.sk_test, rawBody: '{"customerId":' })),
    ).toEqual([400, 'INVALID_REQUEST']);
    expect(errorOf(await call('POST', '/api/v1/orders', { key: store.keys.sk_test }))).toEqual([
      400,
      'INVALID_REQUEST',
    ]);
  });
});

describe('GET /api/v1/orders/{orderId}', () => {
  let orderId: string;
  beforeAll(async () => {
    orderId = orderOf(
      await createOrder(store, customerId, [{ productVariantId: sticker, quantity: 1 }]),
    ).orderId;
  });

  it('is 404 ORDER_NOT_FOUND for a malformed or unknown id, and for the other mode', async () => {
    expect(errorOf(await getOrder(store, 'not-a-uuid'))).toEqual([404, 'ORDER_NOT_FOUND']);
    expect(errorOf(await getOrder(store, randomUUID()))).toEqual([404, 'ORDER_NOT_FOUND']);
    expect(errorOf(await getOrder(store, orderId, store.keys.sk_live))).toEqual([404, 'ORDER_NOT_FOUND']);
  });

  it("is 403 NO_STORE_ACCESS for another store's order, on every order route", async () => {
    const key = other.keys.sk_test;
    expect(errorOf(await getOrder(store, orderId, key))).toEqual([403, 'NO_STORE_ACCESS']);
    expect(
      errorOf(await call('PUT', `/api/v1/orders/${orderId}/status`, { key, body: { status: 'confirmed' } })),
    ).toEqual([403, 'NO_STORE_ACCESS']);
    expect(errorOf(await call('PUT', `/api/v1/orders/${orderId}/cancel`, { key }))).toEqual([
      403,
      'NO_STORE_ACCESS',
    ]);
    expect(orderOf(await getOrder(store, orderId)).orderStatus).toBe('Pending'); // untouched
  });

  it('needs a secret key', async () => {
    expect(errorOf(await getOrder(store, orderId, store.keys.pk_test))).toEqual([403, 'ACCESS_DENIED']);
    expect(errorOf(await call('GET', `/api/v1/orders/${orderId}`))).toEqual([401, 'INVALID_API_KEY']);
    expect(
      errorOf(await call('PUT', `/api/v1/orders/${orderId}/cancel`, { key: store.keys.pk_test })),
    ).toEqual([403, 'ACCESS_DENIED']);
  });
});
