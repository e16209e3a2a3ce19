import type { Schemas } from '../api/schemas.ts';

type Order = Schemas['Order'];

/** At most this many pages of 100 are read for "today" (a busier day shows "500+"). */
export const MAX_TODAY_PAGES = 5;

export interface TodayFigures {
  since: Date;
  count: number;
  /** Revenue per currency: orders not cancelled or refunded. */
  revenue: { currency: string; amount: number }[];
  /** More orders were placed today than were read. */
  truncated: boolean;
}

/** Local midnight of the browser's time zone: what "today" means on the home page. */
export const startOfToday = (now = new Date()) => new Date(now.getFullYear(), now.getMonth(), now.getDate());

/**
 * Today's orders from the newest-first list: reads pages until an order is older than
 * midnight. Sums in thousandths (every currency has at most 3 decimals) so 0.1 + 0.2 stays 0.3.
 */
export const todaysOrders = async (
  page: (cursor: string | undefined) => Promise<{ data: Order[]; nextCursor: string | null }>,
  now = new Date(),
): Promise<TodayFigures> => {
  const since = startOfToday(now);
  const minor = new Map<string, number>();
  let count = 0;
  let cursor: string | undefined;
  for (let read = 0; read < MAX_TODAY_PAGES; read++) {
    const { data, nextCursor } = await page(cursor);
    for (const order of data) {
      if (new Date(order.placedAt) < since) return figures(since, count, minor, false);
      count++;
      if (order.orderStatus !== 'Cancelled' && order.orderStatus !== 'Refunded')
        minor.set(
          order.currency,
          (minor.get(order.currency) ?? 0) + Math.round(order.totals.totalAmount * 1000),
        );
    }
    if (!nextCursor) return figures(since, count, minor, false);
    cursor = nextCursor;
  }
  return figures(since, count, minor, true);
};

const figures = (
  since: Date,
  count: number,
  minor: Map<string, number>,
  truncated: boolean,
): TodayFigures => ({
  since,
  count,
  revenue: [...minor].map(([currency, amount]) => ({ currency, amount: amount / 1000 })),
  truncated,
});
