import type { OrderRecord } from './types.ts';

/**
 * The sales counters (docs/decisions.md §15.3): one item per (store, mode, UTC day) that the
 * order writes themselves add to, so the sales report is one Query over day items, never a scan.
 * An order counts on the day it is paid (enters `Confirmed`), a refund on the day it succeeds;
 * amounts in the order's minor units.
 */
export interface SalesDelta {
  /** `YYYY-MM-DD`, UTC. */
  day: string;
  orders: number;
  grossMinor: number;
  refundsMinor: number;
  currency: string;
  exponent: number;
}

/** The UTC day of an ISO time. */
export const salesDayOf = (iso: string): string => new Date(iso).toISOString().slice(0, 10);

/**
 * Whether this version of the order is the write that moved it into `Confirmed`: its last status
 * entry is the move to Confirmed, stamped by this very change (every later write of the order,
 * an erasure or a tracking update included, stamps a later `updatedAt` or another entry).
 */
export const entersConfirmed = (next: OrderRecord): boolean => {
  const last = next.statusHistory.at(-1);
  return (
    next.orderStatus === 'Confirmed' &&
    last?.status === 'Confirmed' &&
    last.previousStatus !== 'Confirmed' &&
    last.changedAt === next.updatedAt
  );
};

/** The counter change of an order being paid: one order and its total, on the day it was paid. */
export const paidSale = (order: OrderRecord): SalesDelta => ({
  day: salesDayOf(order.updatedAt),
  orders: 1,
  grossMinor: order.totals.totalAmountMinor,
  refundsMinor: 0,
  currency: order.currency,
  exponent: order.exponent,
});

/** The counter change of a refund that succeeded at `at`. */
export const refundSale = (order: OrderRecord, amountMinor: number, at: string): SalesDelta => ({
  day: salesDayOf(at),
  orders: 0,
  grossMinor: 0,
  refundsMinor: amountMinor,
  currency: order.currency,
  exponent: order.exponent,
});
