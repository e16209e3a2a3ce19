import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClockService } from '../../../functions/compose/test-clocks.ts';
import { advancedByTheMinuteSweep } from '../../../functions/compose/test-clock-requests.ts';
import { createStoreHandler } from '../../../functions/store/handler.ts';
import { localLambdaContext } from '../../../shared/util/lambda-context.ts';
import { CLI } from '../../../shared/audit/entries.ts';
import { config } from '../../../shared/config.ts';
import { keys, type Mode } from '../../../shared/db/keys.ts';
import { dynamoDiscountStore } from '../../../shared/promotions/dynamo-discounts.ts';
import { createDiscountSchema } from '../../../shared/promotions/schemas.ts';
import { createDiscountAdmin } from '../../../shared/promotions/service.ts';
import type { AdvanceJobs } from '../../../shared/test-clocks/ports.ts';
import { dynamoCartRepository } from '../../../shared/carts/dynamo-cart-repository.ts';
import { createCartService } from '../../../shared/carts/service.ts';
import { dynamoStoreRepository } from '../../../shared/stores/dynamo-stores.ts';
import { newId } from '../../../shared/util/ids.ts';
import { call, createTestStore, login, syncProduct, type TestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { call as orderCall, createPaidOrder, getOrder, scheduledRefunds } from '../orders/helpers.ts';
import { httpEvent, invoke } from '../../support/http-event.ts';
import { outboxEvents } from '../../support/outbox.ts';

const table = useTestTable();
const HOUR = 3600;

/** Advance jobs the test awaits: each started job is kept until the test waits for it. */
const started: Promise<void>[] = [];
const jobs: AdvanceJobs = {
  start: async (storeId) => {
    started.push(testClockService(config(), jobs).runAdvance(storeId));
  },
};
const jobsDone = async () => {
  await Promise.all(started.splice(0));
};
const storeHandler = createStoreHandler(jobs);

const clockPath = (store: TestStore) => `/api/v1/sdk/stores/${store.storeId}/test-clock`;
const getClock = (store: TestStore, key = store.keys.sk_test) =>
  invoke(storeHandler, httpEvent('GET', clockPath(store), { headers: { 'X-API-Key': key } }));
const advance = (store: TestStore, seconds: unknown, key = store.keys.sk_test) =>
  invoke(
    storeHandler,
    httpEvent('POST', `${clockPath(store)}/advance`, { headers: { 'X-API-Key': key }, body: { seconds } }),
  );

const storedCart = async (store: TestStore, mode: Mode, customerId: string) =>
  (
    await table.db.send(
      new GetCommand({
        TableName: table.tableName,
        Key: keys.openCart(store.storeId, mode, customerId),
        ConsistentRead: true,
      }),
    )
  ).Item!;

/** A signed-in customer with one item in their test-mode cart. */
const cartOf = async (store: TestStore, variantId: string) => {
  const customer = await login(store);
  const added = await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
    key: store.keys.pk_test,
    token: customer.token,
    body: { productVariantId: variantId, quantity: 1 },
  });
  expect(added.status).toBe(200);
  return customer;
};

/** A live-mode cart with one item (live sign-in needs a real code: written through the cart service). */
const liveCartOf = async (store: TestStore, variantId: string) => {
  const record = (await dynamoStoreRepository(table.db, table.tableName).get(store.storeId))!;
  const customerId = newId();
  await createCartService({ carts: dynamoCartRepository(table.db, table.tableName) }).addItem(
    { store: record, mode: 'live', customerId },
    { productVariantId: variantId, quantity: 1 },
  );
  return { customerId };
};

let store: TestStore;
let other: TestStore;
let variant = '';
let otherVariant = '';
beforeAll(async () => {
  // No CART_ABANDON_AFTER_SECONDS: the store's own 60-minute window applies.
  expect(config().cartAbandonAfterSeconds).toBeUndefined();
  store = await createTestStore(table);
  other = await createTestStore(table);
  variant = (await syncProduct(store, [{ price: 10, inventoryQuantity: 100 }])).variantIds[0]!;
  otherVariant = (await syncProduct(other, [{ price: 10, inventoryQuantity: 100 }])).variantIds[0]!;
  const [live] = (await syncProduct(store, [{ price: 10, inventoryQuantity: 100 }], {}, 'live')).variantIds;
  liveVariant = live!;
});
let liveVariant = '';

describe('test clocks', () => {
  it('start at real time, ready; live keys find none; a bad advance is a 400', async () => {
    const before = Date.now();
    const clock = await getClock(store);
    expect(clock.status).toBe(200);
    expect(clock.body.data).toMatchObject({ offsetSeconds: 0, status: 'ready' });
    const now = Date.parse((clock.body.data as { now: string }).now);
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());

    expect((await getClock(store, store.keys.sk_live)).status).toBe(404);
    expect((await advance(store, 60, store.keys.sk_live)).status).toBe(404);
    expect((await getClock(store, store.keys.pk_test)).status).toBe(403);
    for (const seconds of [0, -5, 1.5, 2592001, 'soon']) {
      const refused = await advance(store, seconds);
      expect(refused.status).toBe(400);
      expect(refused.body.errorCode).toBe('INVALID_REQUEST');
    }
    expect((await getClock(store)).body.data).toMatchObject({ offsetSeconds: 0 });
  });

  it("abandons a cart left alone once its store's clock passes the store's window, stamped in clock time; live mode and another store are untouched", async () => {
    const idle = await cartOf(store, variant);
    const live = await liveCartOf(store, liveVariant);
    const elsewhere = await cartOf(other, otherVariant);
    const idleCart = await storedCart(store, 'test', idle.customerId);

    const asked = await advance(store, 2 * HOUR);
    expect(asked.status).toBe(202);
    expect(asked.body.data).toMatchObject({ offsetSeconds: 0, status: 'advancing' });
    await jobsDone();
    const clock = (await getClock(store)).body.data as { now: string; offsetSeconds: number; status: string };
    expect(clock).toMatchObject({ offsetSeconds: 2 * HOUR, status: 'ready' });
    expect(Date.parse(clock.now) - Date.now()).toBeGreaterThan(2 * HOUR * 1000 - 5000);

    const abandoned = await storedCart(store, 'test', idle.customerId);
    expect(abandoned.status).toBe('Abandoned');
    // The advance stepped to the cart's due time: it was abandoned an hour after its last change.
    const dueAt = Date.parse(idleCart.updatedAt as string) + HOUR * 1000;
    expect(Date.parse(abandoned.abandonedAt as string)).toBeGreaterThanOrEqual(dueAt);
    expect(Date.parse(abandoned.abandonedAt as string)).toBeLessThan(dueAt + 60_000);
    const events = (await outboxEvents(table, store.storeId, 'cart.abandoned')).filter(
      (event) => event.customerId === idle.customerId,
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.occurredAt).toBe(abandoned.abandonedAt);

    expect((await storedCart(store, 'live', live.customerId)).status).toBe('Active');
    expect((await storedCart(other, 'test', elsewhere.customerId)).status).toBe('Active');
    expect((await getClock(other)).body.data).toMatchObject({ offsetSeconds: 0 });
  });

  it("stamps what the store writes with its clock's time, in test mode only", async () => {
    const { offsetSeconds } = (await getClock(store)).body.data as { offsetSeconds: number };
    expect(offsetSeconds).toBeGreaterThan(0);
    const before = Date.now();
    const shopper = await cartOf(store, variant);
    const live = await liveCartOf(store, liveVariant);
    const after = Date.now();
    const cart = await storedCart(store, 'test', shopper.customerId);
    const stamped = Date.parse(cart.updatedAt as string) - offsetSeconds * 1000;
    expect(stamped).toBeGreaterThanOrEqual(before);
    expect(stamped).toBeLessThanOrEqual(after);
    const created = (await outboxEvents(table, store.storeId, 'cart.created')).find(
      (event) => event.customerId === shopper.customerId,
    );
    expect(created!.occurredAt).toBe(cart.createdAt);
    const liveStamp = Date.parse((await storedCart(store, 'live', live.customerId)).updatedAt as string);
    expect(liveStamp).toBeGreaterThanOrEqual(before);
    expect(liveStamp).toBeLessThanOrEqual(after);
  });

  it('starts a discount when the clock reaches its start', async () => {
    const { now } = (await getClock(store)).body.data as { now: string };
    const code = `LATER${randomUUID().slice(0, 6)}`.toUpperCase();
    await createDiscountAdmin({ discounts: dynamoDiscountStore(table.db, table.tableName) }).create(
      CLI,
      store.storeId,
      'test',
      createDiscountSchema.parse({
        code,
        type: 'percentage',
        value: 10,
        startsAt: new Date(Date.parse(now) + 24 * HOUR * 1000).toISOString(),
      }),
    );
    const shopper = await cartOf(store, variant);
    const apply = () =>
      call('POST', `/api/v1/sdk/cart/store/${store.storeId}/discount`, {
        key: store.keys.pk_test,
        token: shopper.token,
        body: { code },
      });
    const early = await apply();
    expect(early.status).toBe(400);

    expect((await advance(store, 24 * HOUR)).status).toBe(202);
    await jobsDone();
    const applied = await apply();
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ discountCode: code });
  });

  it('completes a refund when the clock passes its due time, stamping the order in clock time', async () => {
    const { offsetSeconds } = (await getClock(store)).body.data as { offsetSeconds: number };
    const shopper = await login(store);
    const before = Date.now();
    const order = await createPaidOrder(store, shopper.customerId, [
      { productVariantId: variant, quantity: 2 },
    ]);
    const placedAt = Date.parse((order as unknown as { placedAt: string }).placedAt);
    expect(placedAt - offsetSeconds * 1000).toBeGreaterThanOrEqual(before);
    expect(placedAt - offsetSeconds * 1000).toBeLessThanOrEqual(Date.now());

    const asked = await orderCall('POST', `/api/v1/orders/${order.orderId}/refunds`, {
      key: store.keys.sk_test,
      body: { amount: 5 },
    });
    expect(asked.status).toBe(202);
    const { refundId } = asked.body.data as { refundId: string };
    // Its real-time schedule was made (and is never run here): the clock completes it.
    expect(scheduledRefunds).toContain(refundId);
    expect((await getOrder(store, order.orderId)).body.data).toMatchObject({
      refunds: [{ status: 'Pending' }],
    });

    expect((await advance(store, config().refundDelaySeconds + 60)).status).toBe(202);
    await jobsDone();
    const refunded = (await getOrder(store, order.orderId)).body.data as {
      refunds: Array<{ refundId: string; status: string; createdAt: string; completedAt: string }>;
    };
    expect(refunded.refunds).toMatchObject([{ refundId, status: 'Succeeded' }]);
    const [refund] = refunded.refunds;
    const event = (await outboxEvents(table, store.storeId, 'order.refunded')).find(
      (e) => (e.data as { refundId?: string }).refundId === refundId,
    );
    // Completed at its due time on the store's clock (the advance stepped there), not real time.
    const dueAt = Date.parse(refund!.createdAt) + config().refundDelaySeconds * 1000;
    expect(Date.parse(refund!.completedAt)).toBeGreaterThanOrEqual(dueAt);
    expect(Date.parse(refund!.completedAt)).toBeLessThan(dueAt + 30_000);
    expect(event!.occurredAt).toBe(refund!.completedAt);
  });

  it('counts two advances asked together, one after the other', async () => {
    const { offsetSeconds } = (await getClock(other)).body.data as { offsetSeconds: number };
    const [first, second] = await Promise.all([advance(other, 600), advance(other, 900)]);
    expect([first.status, second.status]).toEqual([202, 202]);
    await jobsDone();
    expect((await getClock(other)).body.data).toMatchObject({
      offsetSeconds: offsetSeconds + 1500,
      status: 'ready',
    });
    // A job run again after it finished changes nothing.
    await testClockService(config(), jobs).runAdvance(other.storeId);
    expect((await getClock(other)).body.data).toMatchObject({ offsetSeconds: offsetSeconds + 1500 });
  });

  it('finishes an advance whose job never ran, from the minute sweep (as deployed)', async () => {
    const lonely = await createTestStore(table);
    const idle = await cartOf(lonely, (await syncProduct(lonely, [{ price: 3 }])).variantIds[0]!);
    const deployedStoreHandler = createStoreHandler(advancedByTheMinuteSweep);
    const asked = await invoke(
      deployedStoreHandler,
      httpEvent('POST', `${clockPath(lonely)}/advance`, {
        headers: { 'X-API-Key': lonely.keys.sk_test },
        body: { seconds: 2 * HOUR },
      }),
    );
    expect(asked.status).toBe(202);
    expect((await getClock(lonely)).body.data).toMatchObject({ status: 'advancing' });
    const { handler: minuteSweep } = await import('../../../functions/cart-sweep/handler.ts');
    await minuteSweep({}, localLambdaContext('cart-sweep'));
    expect((await getClock(lonely)).body.data).toMatchObject({ offsetSeconds: 2 * HOUR, status: 'ready' });
    expect((await storedCart(lonely, 'test', idle.customerId)).status).toBe('Abandoned');
  });
});
