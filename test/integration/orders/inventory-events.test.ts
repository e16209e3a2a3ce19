import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { MAX_CART_LINES } from '../../../shared/carts/limits.ts';
import { createTestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import {
  call,
  cancel,
  complete,
  createOrder,
  login,
  orderOf,
  startCheckout,
  syncProduct,
  variantStock,
  type TestStore,
} from './helpers.ts';

/** product.inventory_updated from orders, against DynamoDB Local (docs/decisions.md §4.15). */
const table = useTestTable();

let store: TestStore;
let variants: string[]; // ten tracked variants, 20 in stock each
let untracked: string;

beforeAll(async () => {
  store = await createTestStore(table);
  variants = (
    await syncProduct(
      store,
      Array.from({ length: 10 }, (_, i) => ({ price: 1 + i, sku: `SKU-${i}`, inventoryQuantity: 20 })),
      { externalId: 'ten', title: 'Ten' },
    )
  ).variantIds;
  [untracked] = (await syncProduct(store, [{ price: 3, inventoryTracking: false, inventoryQuantity: 0 }]))
    .variantIds as [string];
});

const inventoryEvents = async () => outboxEvents(table, store.storeId, 'product.inventory_updated');
const setStock = (variantId: string, quantity: number) =>
  table.db.send(
    new UpdateCommand({
      TableName: table.tableName,
      Key: keys.variant(store.storeId, 'test', variantId),
      UpdateExpression: 'SET inventoryQuantity = :q',
      ExpressionAttributeValues: { ':q': quantity },
    }),
  );

describe('product.inventory_updated from orders', () => {
  it('a checkout of 10 lines writes its 10 stock events with the order, exact quantities, origin customer', async () => {
    const before = (await inventoryEvents()).length;
    const lines = variants.map((variantId, i) => ({ variantId, quantity: i + 1 }));
    const { customer, checkoutId } = await startCheckout(store, [
      ...lines,
      { variantId: untracked, quantity: 1 },
    ]);
    const completed = await complete(store, customer.token, checkoutId);
    expect(completed.status).toBe(201);
    const order = orderOf(completed);
    const events = (await inventoryEvents()).slice(before);
    // One per tracked line (the untracked one changes no stock), written with the reservation.
    expect(events).toHaveLength(10);
    const byVariant = new Map(events.map((e) => [e.data.variantId as string, e]));
    lines.forEach(({ variantId, quantity }, i) => {
      expect(byVariant.get(variantId)).toMatchObject({
        origin: 'customer',
        customerId: null,
        occurredAt: order.placedAt, // the reservation's time: the order was created in that transaction
        data: {
          productTitle: 'Ten',
          sku: `SKU-${i}`,
          previousQuantity: 20,
          newQuantity: 20 - quantity,
          change: -quantity,
          reason: 'order',
        },
      });
    });
    expect(await variantStock(table, store, variants[9]!)).toBe(10);
  });

  it('a checkout refused for stock writes no event and takes nothing', async () => {
    const stockBefore = await Promise.all(variants.map((v) => variantStock(table, store, v)));
    const before = (await inventoryEvents()).length;
    const { customer, checkoutId } = await startCheckout(
      store,
      variants.map((variantId) => ({ variantId, quantity: 2 })),
    );
    await setStock(variants[4]!, 1); // sold elsewhere after the checkout started
    const refused = await complete(store, customer.token, checkoutId);
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'INSUFFICIENT_INVENTORY']);
    expect(await inventoryEvents()).toHaveLength(before);
    const stockAfter = await Promise.all(variants.map((v) => variantStock(table, store, v)));
    expect(stockAfter).toEqual(stockBefore.map((q, i) => (i === 4 ? 1 : q)));
    await setStock(variants[4]!, stockBefore[4]!);
  });

  it('a stock change between read and write: the order still goes through and states the quantities it saw', async () => {
    const { customerId } = await login(store);
    await setStock(variants[0]!, 15);
    const before = (await inventoryEvents()).length;
    const created = await createOrder(store, customerId, [{ productVariantId: variants[0]!, quantity: 5 }]);
    expect(created.status).toBe(201);
    const [event] = (await inventoryEvents()).slice(before);
    expect(event).toMatchObject({ data: { previousQuantity: 15, newQuantity: 10 } });
  });

  it('POST /orders (reason order, origin api), then its cancellation (reason cancellation, origin api)', async () => {
    const { customerId } = await login(store);
    const [a, b] = [variants[1]!, variants[2]!];
    const [stockA, stockB] = [await variantStock(table, store, a), await variantStock(table, store, b)];
    const before = (await inventoryEvents()).length;
    const created = await createOrder(store, customerId, [
      { productVariantId: a, quantity: 2 },
      { productVariantId: b, quantity: 1 },
      { productVariantId: a, quantity: 1 }, // same variant twice: one stock change, one event
    ]);
    expect(created.status).toBe(201);
    const placed = (await inventoryEvents()).slice(before);
    expect(
      placed.map((e) => [
        e.origin,
        e.data.reason,
        e.data.variantId,
        e.data.previousQuantity,
        e.data.newQuantity,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['api', 'order', a, stockA, stockA - 3],
        ['api', 'order', b, stockB, stockB - 1],
      ]),
    );
    expect(placed).toHaveLength(2);

    const cancelled = await cancel(store, orderOf(created).orderId, { reason: 'Changed mind' });
    expect(cancelled.status).toBe(200);
    const restocked = (await inventoryEvents()).slice(before + 2);
    expect(
      restocked.map((e) => [
        e.origin,
        e.data.reason,
        e.data.variantId,
        e.data.previousQuantity,
        e.data.newQuantity,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['api', 'cancellation', a, stockA - 3, stockA],
        ['api', 'cancellation', b, stockB - 1, stockB],
      ]),
    );
    expect(restocked).toHaveLength(2);
    expect(await variantStock(table, store, a)).toBe(stockA);
  });

  it(`a cart holds at most ${MAX_CART_LINES} lines, so its checkout always fits one transaction`, async () => {
    const many = (
      await syncProduct(
        store,
        Array.from({ length: MAX_CART_LINES + 1 }, () => ({ price: 1, inventoryQuantity: 5 })),
        { externalId: 'many', title: 'Many' },
      )
    ).variantIds;
    const customer = await login(store);
    const add = (variantId: string) =>
      call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
        key: store.keys.pk_test,
        token: customer.token,
        body: { productVariantId: variantId, quantity: 1 },
      });
    for (const variantId of many.slice(0, MAX_CART_LINES)) expect((await add(variantId)).status).toBe(200);
    const refused = await add(many[MAX_CART_LINES]!);
    expect([refused.status, refused.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    const started = await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/checkout`, {
      key: store.keys.pk_test,
      token: customer.token,
    });
    const before = (await inventoryEvents()).length;
    const completed = await complete(
      store,
      customer.token,
      (started.body.data as { checkoutId: string }).checkoutId,
    );
    expect(completed.status).toBe(201);
    expect(await inventoryEvents()).toHaveLength(before + MAX_CART_LINES);
    // 46 cart adds and a 45-line checkout, one request at a time: slow on a busy machine.
  }, 120_000);
});
