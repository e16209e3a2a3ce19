import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAbandonmentSweep } from '../../../shared/carts/abandonment.ts';
import { dynamoAbandonmentStore } from '../../../shared/carts/dynamo-abandonment-store.ts';
import { resetConfig } from '../../../shared/config.ts';
import { keys } from '../../../shared/db/keys.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { createTestStore } from '../../support/commerce.ts';
import { outboxEvents } from '../../support/outbox.ts';
import { call, complete, startCheckout, syncProduct, type TestStore } from '../orders/helpers.ts';

/**
 * A cart marked Abandoned while its checkout is open: abandonment never changes the checkout's
 * contents, so paying for an unexpired checkout works and recovers the cart (cart.recovered,
 * then the order's events; the cart is closed as usual). Checkouts expire on their own clock
 * (CHECKOUT_EXPIRES_AFTER_SECONDS), not the cart's.
 */
process.env.CART_ABANDON_AFTER_SECONDS = '1';
const table = useTestTable();
let store: TestStore;
let variantId: string;

beforeAll(async () => {
  store = await createTestStore(table);
  variantId = (await syncProduct(store, [{ price: 10, inventoryQuantity: 50 }])).variantIds[0]!;
});
afterEach(() => {
  delete process.env.CHECKOUT_EXPIRES_AFTER_SECONDS;
  resetConfig();
});

/**
 * The sweep on a clock `aheadSeconds` ahead (CART_ABANDON_AFTER_SECONDS is 1): carts idle that long
 * are due without the test waiting for it.
 */
const sweep = (aheadSeconds: number) =>
  createAbandonmentSweep({
    carts: dynamoAbandonmentStore(table.db, table.tableName),
    clock: { now: () => new Date(Date.now() + aheadSeconds * 1000) },
  }).run();
/** Makes a started checkout `seconds` older, as if started that long ago (completion reads createdAt). */
const ageCheckout = (checkoutId: string, seconds: number) =>
  table.db.send(
    new UpdateCommand({
      TableName: table.tableName,
      Key: keys.checkout(store.storeId, 'test', checkoutId),
      UpdateExpression: 'SET createdAt = :then',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':then': new Date(Date.now() - seconds * 1000).toISOString() },
    }),
  );
const openCart = async (customerId: string) =>
  (
    await table.db.send(
      new GetCommand({
        TableName: table.tableName,
        Key: keys.openCart(store.storeId, 'test', customerId),
        ConsistentRead: true,
      }),
    )
  ).Item;
const eventsOf = async (customerId: string, type: string) =>
  (await outboxEvents(table, store.storeId, type)).filter((e) => e.customerId === customerId);

/** Starts a checkout and lets a sweep past the abandonment time mark the cart Abandoned. */
const abandonedCheckout = async () => {
  const started = await startCheckout(store, [{ variantId, quantity: 1 }]);
  await sweep(60);
  const cart = await openCart(started.customer.customerId);
  expect(cart).toMatchObject({ status: 'Abandoned', checkoutId: started.checkoutId });
  expect(await eventsOf(started.customer.customerId, 'cart.abandoned')).toHaveLength(1);
  return started;
};

describe('a cart abandoned during checkout', () => {
  it('completes (201), closes the cart and reports it recovered, once', async () => {
    const { customer, checkoutId, cartId } = await abandonedCheckout();
    const paid = await complete(store, customer.token, checkoutId, {
      idempotencyKey: `abandoned-${checkoutId}`,
    });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({ orderStatus: 'Confirmed', checkoutId });

    expect(await openCart(customer.customerId)).toBeUndefined();
    const recovered = await eventsOf(customer.customerId, 'cart.recovered');
    expect(recovered).toHaveLength(1);
    expect(recovered[0]!.data).toMatchObject({ cartId, cartSummary: { status: 'Active' } });
    expect(await eventsOf(customer.customerId, 'order.created')).toHaveLength(1);

    // Closed: no later sweep reports the cart abandoned again.
    await sweep(120);
    expect(await eventsOf(customer.customerId, 'cart.abandoned')).toHaveLength(1);
  }, 60_000);

  it('completes after the customer came back to the cart (recovered by the visit, not twice)', async () => {
    const { customer, checkoutId } = await abandonedCheckout();
    const viewed = await call('GET', `/api/v1/sdk/cart/${store.storeId}`, {
      key: store.keys.pk_test,
      token: customer.token,
    });
    expect(viewed.status).toBe(200);
    expect(viewed.body.data).toMatchObject({ status: 'Active', checkoutId });

    const paid = await complete(store, customer.token, checkoutId);
    expect(paid.status).toBe(201);
    expect(await eventsOf(customer.customerId, 'cart.recovered')).toHaveLength(1);
    expect(await openCart(customer.customerId)).toBeUndefined();
  }, 60_000);

  it('still refuses a checkout whose cart contents changed since (409)', async () => {
    const { customer, checkoutId } = await abandonedCheckout();
    const added = await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
      key: store.keys.pk_test,
      token: customer.token,
      body: { productVariantId: variantId, quantity: 1 },
    });
    expect(added.status).toBe(200);
    const paid = await complete(store, customer.token, checkoutId);
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({
      errorCode: 'CONFLICT',
      message: expect.stringMatching(/cart changed/),
    });
  }, 60_000);
});

describe('checkout expiry', () => {
  it('refuses to complete a checkout older than CHECKOUT_EXPIRES_AFTER_SECONDS (409, nothing reserved)', async () => {
    process.env.CHECKOUT_EXPIRES_AFTER_SECONDS = '1';
    resetConfig();
    const { customer, checkoutId } = await startCheckout(store, [{ variantId, quantity: 1 }]);
    await ageCheckout(checkoutId, 2);
    const paid = await complete(store, customer.token, checkoutId);
    expect(paid.status).toBe(409);
    expect(paid.body).toMatchObject({
      errorCode: 'CONFLICT',
      message: 'This checkout has expired; start checkout again',
    });
    expect(await eventsOf(customer.customerId, 'order.created')).toHaveLength(0);
  }, 60_000);

  it('completes within the expiry (default 24 h) however long the cart has been idle', async () => {
    const { customer, checkoutId } = await startCheckout(store, [{ variantId, quantity: 1 }]);
    // An hour old: far past the cart's abandonment time (1 s), well within the checkout's 24 h.
    await ageCheckout(checkoutId, 3600);
    const paid = await complete(store, customer.token, checkoutId);
    expect(paid.status).toBe(201);
  }, 60_000);
});
