import { describe, expect, it } from 'vitest';
import {
  chargesRecordedSince,
  completeCheckouts,
  prepareShoppers,
  saleStock,
  stockSaleVariant,
  tally,
  type SendApi,
} from '../../../bench/flash-sale-run.ts';
import { createTestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { call } from './helpers.ts';

// A sale's crowd shares the store's publishable key: its quota is raised here as a store expecting
// a sale would have it raised (the per-address share still applies, each shopper has their own).
process.env.RATE_LIMIT_PUBLISHABLE_PER_MINUTE = '1000000';
const table = useTestTable();

/** The public routes, invoked on their functions in-process as API Gateway would. */
const send: SendApi = (method, path, options) => call(method, path, options);

/**
 * The flash sale of `npm run bench` (1,000 shoppers, 100 at once, 50 units) at a smaller scale:
 * the same shoppers through the same routes, correctness only (no timing). Every shopper completes
 * at once: six times more of them than units, so most completions race for the last units.
 */
describe('flash sale: more shoppers than units, completing at once', () => {
  it('24 shoppers, all at once, 4 units: exactly 4 orders and 4 charges, the rest refused before any charge', async () => {
    const created = await createTestStore(table);
    const store = {
      storeId: created.storeId,
      publishableKey: created.keys.pk_test,
      secretKey: created.keys.sk_test,
    };
    const { productId, variantId } = await stockSaleVariant(send, store, 4);
    const shoppers = await prepareShoppers(send, store, variantId, 24, 6);
    const since = new Date().toISOString();

    const { outcomes } = await completeCheckouts(send, store, variantId, shoppers, 24);
    const figures = tally(outcomes);

    expect(figures.unexpected).toEqual({});
    expect(figures.orders).toBe(4);
    expect(figures.unitsSold).toBe(4);
    expect(figures.refusedInsufficient).toBe(20);
    // Never oversold: the variant ends at 0, never below.
    expect(await saleStock(send, store, productId, variantId)).toBe(0);
    // The provider took exactly one charge per order, none for a refused shopper.
    const charged = await chargesRecordedSince(table.db, table.tableName, since);
    const orderIds = outcomes.flatMap((o) => (o.orderId ? [o.orderId] : []));
    expect(charged.sort()).toEqual(orderIds.sort());
  }, 240_000);
});
