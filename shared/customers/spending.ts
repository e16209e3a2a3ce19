import * as z from 'zod';
import type { Mode } from '../db/keys.ts';
import { fromMinorUnits } from '../util/money.ts';

/**
 * What a customer has bought (docs/decisions.md §7.16): their paid orders and their spend, in the
 * store's currency. Counters the order writes add to in their own transaction (an order entering
 * `Confirmed` adds one order and its `totalAmount`, a refund that succeeds takes its amount off),
 * so the customer list never reads orders.
 */
export interface CustomerSpend {
  ordersCount: number;
  totalSpentMinor: number;
  /** Minor-unit exponent of the currency the counter was written in (2 until the first order). */
  exponent: number;
}

export const NO_SPEND: CustomerSpend = { ordersCount: 0, totalSpentMinor: 0, exponent: 2 };

export interface CustomerSpending {
  /** The counters of these customers (absent: none yet), by customerId. */
  read(
    scope: { storeId: string; mode: Mode },
    customerIds: readonly string[],
  ): Promise<Map<string, CustomerSpend>>;
}

export const spendView = (spend: CustomerSpend = NO_SPEND) => ({
  ordersCount: spend.ordersCount,
  totalSpent: fromMinorUnits(spend.totalSpentMinor, spend.exponent),
});

export const spendViewShape = {
  ordersCount: z.number().int().meta({ description: 'Paid orders (orders that reached Confirmed)' }),
  totalSpent: z
    .number()
    .meta({ description: "Their paid orders' totalAmount minus succeeded refunds, in the store's currency" }),
};
