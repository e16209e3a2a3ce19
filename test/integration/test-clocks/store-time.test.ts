import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCommerceHandler } from '../../../functions/admin-commerce/handler.ts';
import { testClockService } from '../../../functions/compose/test-clocks.ts';
import { createStoreHandler } from '../../../functions/store/handler.ts';
import { config } from '../../../shared/config.ts';
import { dynamoMembershipRepository } from '../../../shared/owners/dynamo-owner-repository.ts';
import type { AdvanceJobs } from '../../../shared/test-clocks/ports.ts';
import { useAdminHarness } from '../../support/admin-harness.ts';
import { createTestStore, syncProduct, type TestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { httpEvent, invoke } from '../../support/http-event.ts';
import { complete, orderOf, startCheckout } from '../orders/helpers.ts';

const table = useTestTable();
const harness = useAdminHarness(table);
const HOUR = 3600;
const DAY = 24 * HOUR;

/** Advances run in-process, awaited by the test. */
const started: Promise<void>[] = [];
const jobs: AdvanceJobs = {
  start: async (storeId) => {
    started.push(testClockService(config(), jobs).runAdvance(storeId));
  },
};
const storeHandler = createStoreHandler(jobs);
const advance = async (store: TestStore, seconds: number) => {
  const asked = await invoke(
    storeHandler,
    httpEvent('POST', `/api/v1/sdk/stores/${store.storeId}/test-clock/advance`, {
      headers: { 'X-API-Key': store.keys.sk_test },
      body: { seconds },
    }),
  );
  expect(asked.status).toBe(202);
  await Promise.all(started.splice(0));
};

let store: TestStore;
let variant = '';
let adminHandler: ReturnType<typeof createAdminCommerceHandler>;
const salesReport = (query: Record<string, string>) =>
  harness.call(
    adminHandler,
    'GET',
    `/api/v1/admin/stores/${store.storeId}/reports/sales`,
    harness.owners.viewer.token,
    undefined,
    { query: { mode: 'test', ...query } },
  );
beforeAll(async () => {
  // The default 24-hour checkout window applies.
  expect(config().checkoutExpiresAfterSeconds).toBe(DAY);
  store = await createTestStore(table);
  variant = (await syncProduct(store, [{ price: 10, inventoryQuantity: 100 }])).variantIds[0]!;
  adminHandler = createAdminCommerceHandler(undefined, { ownerAccess: () => harness.access });
  const at = new Date().toISOString();
  const { ownerId, email } = harness.owners.viewer;
  await dynamoMembershipRepository(table.db, table.tableName).add({
    storeId: store.storeId,
    ownerId,
    email,
    role: 'viewer',
    createdAt: at,
    updatedAt: at,
  });
});

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe("a store's time on its test clock", () => {
  it("stamps an order placed through checkout with the store's clock time", async () => {
    await advance(store, 2 * DAY);
    const { customer, checkoutId } = await startCheckout(store, [{ variantId: variant, quantity: 1 }]);
    const before = Date.now();
    const paid = await complete(store, customer.token, checkoutId);
    const after = Date.now();
    expect(paid.status).toBe(201);
    const order = orderOf(paid);
    // Placed (reserved) and confirmed (paid) in clock time, as an order placed through the orders API.
    for (const at of [order.placedAt, order.updatedAt] as string[]) {
      const real = Date.parse(at) - 2 * DAY * 1000;
      expect(real).toBeGreaterThanOrEqual(before);
      expect(real).toBeLessThanOrEqual(after);
    }
  });

  it('expires a checkout once the clock passes its window, and not before', async () => {
    const early = await startCheckout(store, [{ variantId: variant, quantity: 1 }]);
    const stale = await startCheckout(store, [{ variantId: variant, quantity: 1 }]);
    await advance(store, DAY - HOUR);
    expect((await complete(store, early.customer.token, early.checkoutId)).status).toBe(201);

    await advance(store, 2 * HOUR);
    const late = await complete(store, stale.customer.token, stale.checkoutId);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      errorCode: 'CONFLICT',
      message: 'This checkout has expired; start checkout again',
    });
  });

  it("ends the sales report's last days on the store's today, where its checkout orders are counted", async () => {
    const { offsetSeconds } = (
      await invoke(
        storeHandler,
        httpEvent('GET', `/api/v1/sdk/stores/${store.storeId}/test-clock`, {
          headers: { 'X-API-Key': store.keys.sk_test },
        }),
      )
    ).body.data as { offsetSeconds: number };
    expect(offsetSeconds).toBeGreaterThanOrEqual(3 * DAY);
    const { customer, checkoutId } = await startCheckout(store, [{ variantId: variant, quantity: 2 }]);
    const before = Date.now() + offsetSeconds * 1000;
    expect((await complete(store, customer.token, checkoutId)).status).toBe(201);
    const after = Date.now() + offsetSeconds * 1000;

    const report = await salesReport({ days: '7' });
    expect(report.status).toBe(200);
    const rows = report.body.data as Array<{ date: string; orders: number; grossSales: number }>;
    expect(rows).toHaveLength(7);
    // The store's day (days ahead of the real one), with the orders paid on it.
    const today = rows.at(-1)!;
    expect([utcDay(before), utcDay(after)]).toContain(today.date);
    expect(today.date > utcDay(Date.now())).toBe(true);
    const [asked] = (await salesReport({ from: today.date, to: today.date })).body.data as typeof rows;
    expect(asked).toEqual(today);
    expect(today.orders).toBeGreaterThanOrEqual(1);
  });

  it('refuses a report asked both ways, or by half a range', async () => {
    const refusedQueries: Record<string, string>[] = [
      { days: '7', from: '2026-01-01' },
      { days: '7', to: '2026-01-01' },
      { days: '0' },
      { days: '367' },
      { from: '2026-01-01' },
    ];
    for (const query of refusedQueries) {
      const refused = await salesReport(query);
      expect({ query, status: refused.status, code: refused.body.errorCode }).toEqual({
        query,
        status: 400,
        code: 'INVALID_REQUEST',
      });
    }
  });
});
