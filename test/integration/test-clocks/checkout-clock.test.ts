import { beforeAll, describe, expect, it } from 'vitest';
import { testClockService } from '../../../functions/compose/test-clocks.ts';
import { createStoreHandler } from '../../../functions/store/handler.ts';
import { config } from '../../../shared/config.ts';
import type { AdvanceJobs } from '../../../shared/test-clocks/ports.ts';
import { createTestStore, syncProduct, type TestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { httpEvent, invoke } from '../../support/http-event.ts';
import { complete, orderOf, startCheckout } from '../orders/helpers.ts';

const table = useTestTable();
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
beforeAll(async () => {
  // The default 24-hour checkout window applies.
  expect(config().checkoutExpiresAfterSeconds).toBe(DAY);
  store = await createTestStore(table);
  variant = (await syncProduct(store, [{ price: 10, inventoryQuantity: 100 }])).variantIds[0]!;
});

describe('checkout on the test clock', () => {
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
});
