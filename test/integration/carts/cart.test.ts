import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { call, createTestStore, login, syncProduct, type TestStore } from '../../support/commerce.ts';
import { outboxEvents } from '../../support/outbox.ts';
import { CART_ITEM_FIELDS, CART_SUMMARY_FIELDS } from '../../support/cart-shapes.ts';

const table = useTestTable();

type Item = Record<string, unknown> & { id: string; quantity: number };
type Cart = Record<string, unknown> & { cartId: string; items: Item[]; checkoutId?: string };

let store: TestStore;
let variants: string[];

beforeAll(async () => {
  store = await createTestStore(table, {
    taxRate: 0.08,
    shipping: { flatRate: 4.99, freeShippingThreshold: 100 },
  });
  ({ variantIds: variants } = await syncProduct(
    store,
    [
      { price: 19.99, compareAtPrice: 24.99, sku: 'TEE-M', inventoryQuantity: 50 },
      { price: 5, inventoryQuantity: 5 },
      { price: 2.5, inventoryQuantity: 0, inventoryTracking: false },
      { price: 1, status: 'Draft' },
    ],
    { externalId: 'tee', title: 'Tee' },
  ));
});

const cartApi = (token: string, key = store.keys.pk_test, storeId = store.storeId) => {
  const base = `/api/v1/sdk/cart/store/${storeId}`;
  const send = async (method: string, path: string, body?: unknown) => {
    const r = await call(method, path, { key, token, ...(body !== undefined ? { body } : {}) });
    return { ...r, cart: r.body.data as Cart };
  };
  return {
    get: () => send('GET', `/api/v1/sdk/cart/${storeId}`),
    add: (productVariantId: unknown, quantity: unknown) =>
      send('POST', `${base}/item`, { productVariantId, quantity }),
    update: (itemId: string, quantity: unknown) => send('PUT', `${base}/item/${itemId}`, { quantity }),
    remove: (itemId: string) => send('DELETE', `${base}/item/${itemId}`),
    clear: () => send('DELETE', base),
    checkout: () => send('POST', `${base}/checkout`),
  };
};

describe('cart operations and their events', () => {
  it('get-or-create, add, raise, update, remove, clear and start checkout', async () => {
    const customer = await login(store, { profile: { firstName: 'Lin', email: 'lin@example.com' } });
    const api = cartApi(customer.token);

    const created = await api.get();
    expect(created.status).toBe(200);
    expect(created.cart).toMatchObject({
      status: 'Active',
      items: [],
      itemCount: 0,
      subtotal: 0,
      estimatedShipping: 0,
    });
    const again = await api.get();
    expect(again.cart.cartId).toBe(created.cart.cartId);
    expect(again.cart.updatedAt).toBe(created.cart.updatedAt); // viewing is not a change

    const added = await api.add(variants[0], 2);
    expect(added.status).toBe(200);
    expect(Object.keys(added.cart.items[0]!).sort()).toEqual(CART_ITEM_FIELDS);
    expect(added.cart.items[0]).toMatchObject({
      productVariantId: variants[0],
      externalId: 'tee',
      externalVariantId: 'tee-v0',
      productTitle: 'Tee',
      sku: 'TEE-M',
      quantity: 2,
      unitPrice: 19.99,
      originalUnitPrice: 24.99,
      totalPrice: 39.98,
      originalTotalPrice: 49.98,
      hasDiscount: true,
      discountAmount: 10,
      discountPercentage: 20.01,
      updatedAt: null,
    });
    expect(added.cart).toMatchObject({
      itemCount: 1,
      totalQuantity: 2,
      subtotal: 39.98,
      estimatedTax: 3.2,
      estimatedShipping: 4.99,
      estimatedTotal: 48.17,
    });

    const raised = await api.add(variants[0], 3);
    expect(raised.cart.items).toHaveLength(1);
    expect(raised.cart.items[0]).toMatchObject({ quantity: 5, updatedAt: expect.any(String) });
    const second = await api.add(variants[1], 1);
    const lineB = second.cart.items[1]!;
    expect(lineB).toMatchObject({
      hasDiscount: false,
      discountAmount: null,
      discountPercentage: null,
      originalUnitPrice: 5,
    });

    const updated = await api.update(lineB.id, 4);
    expect(updated.cart.items[1]!.quantity).toBe(4);
    // 5 x 19.99 + 4 x 5 = 119.95: free shipping above 100; tax 8 % = 9.596 -> 9.60
    expect(updated.cart).toMatchObject({
      subtotal: 119.95,
      estimatedTax: 9.6,
      estimatedShipping: 0,
      estimatedTotal: 129.55,
    });

    const zero = await api.update(lineB.id, 0);
    expect(zero.cart.items).toHaveLength(1);
    const lineA = zero.cart.items[0]!;
    const removed = await api.remove(lineA.id);
    expect(removed.cart.items).toHaveLength(0);

    await api.add(variants[0], 1);
    const before = (await api.add(variants[1], 2)).cart;
    const cleared = await api.clear();
    expect(cleared.cart).toMatchObject({ items: [], subtotal: 0, itemCount: 0 });
    const clearedAgain = await api.clear(); // nothing to clear: no event
    expect(clearedAgain.status).toBe(200);

    await api.add(variants[0], 1);
    const checkout = await api.checkout();
    expect(checkout.status).toBe(200);
    const data = checkout.body.data as Cart & {
      checkoutStartedAt: string;
      totals: Record<string, number>;
      customer: Record<string, unknown>;
    };
    expect(data.checkoutId).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.totals).toEqual({
      subtotal: 19.99,
      shippingTotal: 4.99,
      taxTotal: 1.6,
      // No code: the compare-at saving is in the unit price and the item's fields (docs/decisions.md §12.7).
      discountTotal: 0,
      totalAmount: 26.58,
    });
    expect(data.customer).toEqual({
      customerId: customer.customerId,
      email: 'lin@example.com',
      phone: customer.phone,
      firstName: 'Lin',
      lastName: null,
    });
    expect((await api.get()).cart.checkoutId).toBe(data.checkoutId);

    // The checkout record the completion step reads.
    const { Item: record } = await table.db.send(
      new GetCommand({
        TableName: table.tableName,
        Key: keys.checkout(store.storeId, 'test', data.checkoutId!),
      }),
    );
    expect(record).toMatchObject({
      checkoutId: data.checkoutId,
      cartId: created.cart.cartId,
      customerId: customer.customerId,
      status: 'Open',
      currency: 'USD',
      totals: {
        subtotalMinor: 1999,
        shippingTotalMinor: 499,
        taxTotalMinor: 160,
        discountTotalMinor: 0,
        totalAmountMinor: 2658,
      },
    });
    expect(record!.items).toHaveLength(1);

    // Changing the cart afterwards drops the checkout.
    expect((await api.add(variants[1], 1)).cart.checkoutId).toBeUndefined();

    const events = await outboxEvents(table, store.storeId);
    const mine = events.filter((e) => e.customerId === customer.customerId);
    expect(mine.map((e) => e.type)).toEqual([
      'customer.created',
      'cart.created',
      'cart.item_added',
      'cart.item_updated',
      'cart.item_added',
      'cart.item_updated',
      'cart.item_removed',
      'cart.item_removed',
      'cart.item_added',
      'cart.item_added',
      'cart.cleared',
      'cart.item_added',
      'cart.checkout_started',
      'cart.item_added',
    ]);
    for (const e of mine.slice(1)) {
      expect(e).toMatchObject({ storeId: store.storeId, mode: 'test', origin: 'customer' });
      expect(e.data.cartId).toBe(created.cart.cartId);
    }
    expect(mine[1]!.data).toEqual({ cartId: created.cart.cartId, status: 'Active', items: [] });
    const addedEvent = mine[2]!.data as { item: Item; cartSummary: Record<string, unknown> };
    expect(Object.keys(addedEvent.item).sort()).toEqual(CART_ITEM_FIELDS);
    expect(Object.keys(addedEvent.cartSummary).sort()).toEqual(CART_SUMMARY_FIELDS);
    expect(addedEvent.cartSummary).toMatchObject({ subtotal: 39.98, status: 'Active', totalQuantity: 2 });
    expect(mine[3]!.data).toMatchObject({
      previousQuantity: 2,
      item: { quantity: 5 },
      cartSummary: { totalQuantity: 5 },
    });
    expect(mine[5]!.data).toMatchObject({ previousQuantity: 1, item: { quantity: 4 } });
    expect(mine[6]!.data).toMatchObject({ item: { id: lineB.id }, cartSummary: { itemCount: 1 } });
    expect(mine[10]!.data).toEqual({
      cartId: created.cart.cartId,
      previousItems: before.items,
      previousTotal: before.subtotal,
    });
    expect(mine[12]!.data).toMatchObject({
      checkoutId: data.checkoutId,
      checkoutStartedAt: data.checkoutStartedAt,
      totals: data.totals,
      customer: data.customer,
      items: [expect.objectContaining({ productVariantId: variants[0], quantity: 1 })],
    });
  });

  it('works with a secret key too, and availability needs no JWT', async () => {
    const customer = await login(store);
    expect((await cartApi(customer.token, store.keys.sk_test).add(variants[0], 1)).status).toBe(200);
    const availability = await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/availability`, {
      key: store.keys.pk_test,
      body: {
        items: [
          { productVariantId: variants[1], quantity: 5 },
          { productVariantId: variants[1], quantity: 6 },
          { productVariantId: variants[2], quantity: 500 },
          { productVariantId: variants[3], quantity: 1 },
          { productVariantId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
        ],
      },
    });
    expect(availability.status).toBe(200);
    expect(availability.body.data).toEqual({
      items: [
        { productVariantId: variants[1], quantity: 5, available: true, availableQuantity: 5 },
        { productVariantId: variants[1], quantity: 6, available: false, availableQuantity: 5 },
        { productVariantId: variants[2], quantity: 500, available: true, availableQuantity: null },
        { productVariantId: variants[3], quantity: 1, available: false, availableQuantity: 0 },
        {
          productVariantId: '00000000-0000-4000-8000-000000000000',
          quantity: 1,
          available: false,
          availableQuantity: 0,
        },
      ],
      allAvailable: false,
    });
  });
});

describe('cart error paths', () => {
  let token: string;
  beforeAll(async () => {
    token = (await login(store)).token;
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['non-integer', 1.5],
    ['huge', 10_000],
    ['a string', '2'],
    ['missing', undefined],
  ])('quantity %s -> 400 INVALID_REQUEST', async (_name, quantity) => {
    const r = await cartApi(token).add(variants[0], quantity);
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('INVALID_REQUEST');
  });

  it('PUT quantity negative/non-integer/huge -> 400', async () => {
    const line = (await cartApi(token).add(variants[0], 1)).cart.items[0]!;
    for (const q of [-1, 0.5, 10_000, null])
      expect((await cartApi(token).update(line.id, q)).body.errorCode).toBe('INVALID_REQUEST');
  });

  it.each([
    ['unknown', '00000000-0000-4000-8000-000000000000'],
    ['malformed', 'not-a-variant'],
  ])('%s variant -> 404 PRODUCT_NOT_FOUND', async (_name, id) => {
    const r = await cartApi(token).add(id, 1);
    expect(r.status).toBe(404);
    expect(r.body.errorCode).toBe('PRODUCT_NOT_FOUND');
  });

  it('a Draft variant or one of another store -> 404 PRODUCT_NOT_FOUND', async () => {
    expect((await cartApi(token).add(variants[3], 1)).body.errorCode).toBe('PRODUCT_NOT_FOUND');
    const other = await createTestStore(table);
    const { variantIds } = await syncProduct(other, [{ price: 1 }]);
    expect((await cartApi(token).add(variantIds[0], 1)).body.errorCode).toBe('PRODUCT_NOT_FOUND');
  });

  it('more than in stock -> 409 INSUFFICIENT_INVENTORY, counting what the cart already holds', async () => {
    const customer = await login(store);
    const api = cartApi(customer.token);
    expect((await api.add(variants[1], 6)).body.errorCode).toBe('INSUFFICIENT_INVENTORY');
    const line = (await api.add(variants[1], 3)).cart.items[0]!;
    const over = await api.add(variants[1], 3);
    expect(over.status).toBe(409);
    expect(over.body.errorCode).toBe('INSUFFICIENT_INVENTORY');
    expect((await api.update(line.id, 6)).body.errorCode).toBe('INSUFFICIENT_INVENTORY');
    expect((await api.update(line.id, 5)).status).toBe(200);
    // Untracked inventory has no limit.
    expect((await api.add(variants[2], 9999)).status).toBe(200);
  });

  it('stock that dropped after adding: lowering is allowed, checkout is refused', async () => {
    const own = await createTestStore(table);
    const { variantIds } = await syncProduct(own, [{ price: 4, inventoryQuantity: 10 }], {
      externalId: 'drop',
    });
    const customer = await login(own);
    const api = cartApi(customer.token, own.keys.pk_test, own.storeId);
    const line = (await api.add(variantIds[0], 8)).cart.items[0]!;
    await syncProduct(own, [{ price: 4, inventoryQuantity: 3 }], { externalId: 'drop' });
    expect((await api.update(line.id, 7)).status).toBe(200);
    const refused = await api.checkout();
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('INSUFFICIENT_INVENTORY');
  });

  it('unknown item id -> 404 CART_ITEM_NOT_FOUND on PUT and DELETE', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'junk']) {
      expect((await cartApi(token).update(id, 1)).body.errorCode).toBe('CART_ITEM_NOT_FOUND');
      const r = await cartApi(token).remove(id);
      expect(r.status).toBe(404);
      expect(r.body.errorCode).toBe('CART_ITEM_NOT_FOUND');
    }
  });

  it('checkout of an empty cart -> 400 CART_EMPTY', async () => {
    const customer = await login(store);
    const r = await cartApi(customer.token).checkout();
    expect(r.status).toBe(400);
    expect(r.body.errorCode).toBe('CART_EMPTY');
  });
});

describe('customer JWT on cart routes', () => {
  const getWith = (headers: { key?: string; token?: string }) =>
    call('GET', `/api/v1/sdk/cart/${store.storeId}`, headers);

  it('missing or malformed -> 401 INVALID_TOKEN; API-key errors come first', async () => {
    expect((await getWith({ key: store.keys.pk_test })).body.errorCode).toBe('INVALID_TOKEN');
    const bad = await getWith({ key: store.keys.pk_test, token: 'abc.def.ghi' });
    expect(bad.status).toBe(401);
    expect(bad.body.errorCode).toBe('INVALID_TOKEN');
    const { token } = await login(store);
    expect((await getWith({ token })).body.errorCode).toBe('INVALID_API_KEY');
  });

  it('expired -> 401 TOKEN_EXPIRED', async () => {
    const { createCustomerTokens } = await import('../../../shared/auth/customer-token.ts');
    const { configuredSecret } = await import('../../../shared/secrets/secret-source.ts');
    const { config } = await import('../../../shared/config.ts');
    const { customerId } = await login(store);
    const past = createCustomerTokens({
      secret: configuredSecret('jwt', config()),
      ttlSeconds: 60,
      clock: { now: () => new Date(Date.now() - 3600_000) },
    });
    const { token } = await past.issue({ customerId, storeId: store.storeId, mode: 'test' });
    const r = await getWith({ key: store.keys.pk_test, token });
    expect(r.status).toBe(401);
    expect(r.body.errorCode).toBe('TOKEN_EXPIRED');
  });

  it('a token of another store or of the other mode -> 401 INVALID_TOKEN', async () => {
    const other = await createTestStore(table);
    const foreign = await login(other);
    expect((await getWith({ key: store.keys.pk_test, token: foreign.token })).body.errorCode).toBe(
      'INVALID_TOKEN',
    );
    const { token } = await login(store);
    expect((await getWith({ key: store.keys.pk_live, token })).body.errorCode).toBe('INVALID_TOKEN');
  });
});

describe('concurrency', () => {
  it('20 concurrent add-item calls on one cart end with the exact total quantity', async () => {
    const customer = await login(store);
    const api = cartApi(customer.token);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.add(variants[0], (i % 2) + 1)),
    );
    for (const r of results) expect(r.status).toBe(200);
    const cart = (await api.get()).cart;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(30);
    const events = (await outboxEvents(table, store.storeId)).filter(
      (e) => e.customerId === customer.customerId,
    );
    expect(events.filter((e) => e.type === 'cart.created')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'cart.item_added')).toHaveLength(1);
    const updates = events.filter((e) => e.type === 'cart.item_updated');
    expect(updates).toHaveLength(19);
    // Each update saw the quantity the previous one left: the previousQuantity values chain up to 30.
    const finals = updates.map((e) => (e.data.item as Item).quantity).sort((a, b) => a - b);
    expect(finals.at(-1)).toBe(30);
    expect(new Set(finals).size).toBe(19);
  });
});
