import { describe, expect, it } from 'vitest';
import {
  ALLOWED_TRANSITIONS,
  isCancellable as serverCancellable,
} from '../../../shared/orders/transitions.ts';
import {
  availableActions,
  eligibleItems,
  isCancellable,
  ORDER_STATUSES,
  refundError,
  targetFor,
} from '../../../dashboard/src/pages/orders/order-status.ts';
import { rangeTotals, reportRange, todayRow, valueAxis } from '../../../dashboard/src/pages/home-figures.ts';

/** The order page offers exactly the actions the API accepts, and checks a refund as the API does. */
describe('dashboard order rules', () => {
  it('offers an action only when the server allows its status change, and cancel where the server does', () => {
    for (const status of ORDER_STATUSES) {
      const allowed = ALLOWED_TRANSITIONS[status];
      const expected = [
        allowed.includes('confirmed') && 'confirm',
        allowed.includes('processing') && 'process',
        (allowed.includes('shipped') || allowed.includes('partially_shipped')) && 'ship',
        (allowed.includes('delivered') || allowed.includes('partially_delivered')) && 'deliver',
      ].filter(Boolean);
      expect(availableActions(status), status).toEqual(expected);
      expect(isCancellable(status), status).toBe(serverCancellable(status));
    }
    expect(targetFor('ship', 1, 2)).toBe('partially_shipped');
    expect(targetFor('ship', 2, 2)).toBe('shipped');
    expect(targetFor('deliver', 1, 3)).toBe('partially_delivered');
  });

  it('never offers to ship or deliver an item whose units all went back to stock through refunds', () => {
    const order = {
      items: [
        { id: 'all-back', quantity: 1, itemStatus: 'Pending' },
        { id: 'one-back', quantity: 2, itemStatus: 'Pending' },
        { id: 'shipped', quantity: 1, itemStatus: 'Shipped' },
      ],
      refunds: [
        { restock: [{ itemId: 'all-back', quantity: 1 }] },
        { restock: [{ itemId: 'one-back', quantity: 1 }] },
      ],
    } as unknown as Parameters<typeof eligibleItems>[0];
    expect(eligibleItems(order, 'ship').map((item) => item.id)).toEqual(['one-back']);
    expect(eligibleItems(order, 'deliver').map((item) => item.id)).toEqual(['one-back', 'shipped']);
  });

  it('validates a refund before sending: empty, > 0, <= paid, currency decimals', () => {
    expect(refundError('', 40, 'USD')).toBeNull();
    expect(refundError('12.50', 40, 'USD')).toBeNull();
    expect(refundError('40', 40, 'USD')).toBeNull();
    expect(refundError('0', 40, 'USD')).toMatch(/more than 0/);
    expect(refundError('-1', 40, 'USD')).toMatch(/Enter an amount/);
    expect(refundError('abc', 40, 'USD')).toMatch(/Enter an amount/);
    expect(refundError('40.01', 40, 'USD')).toMatch(/cannot exceed/);
    expect(refundError('1.005', 40, 'USD')).toMatch(/at most 2 decimal places/);
    expect(refundError('1.5', 4000, 'JPY')).toMatch(/no decimal places/);
    expect(refundError('1.125', 40, 'KWD')).toBeNull();
  });
});

describe('dashboard home: figures from the sales report', () => {
  const row = (date: string, orders: number, grossSales: number, refunds: number) => ({
    date,
    orders,
    grossSales,
    refunds,
    netSales: grossSales - refunds,
  });

  it("Today is the last row of the report asked for the last days (the API ends them on the store's today)", () => {
    expect(reportRange(30)).toEqual({ days: 30 });
    const rows = [row('2026-11-27', 3, 90, 10), row('2026-11-28', 2, 62.75, 5.05)];
    expect(todayRow(rows)).toEqual(rows[1]);
    expect(todayRow([])).toBeUndefined();
  });

  it('sums a range to the cent and draws round money ticks from zero (or a negative net day)', () => {
    expect(rangeTotals([row('a', 1, 0.1, 0), row('b', 2, 0.2, 0.05)])).toEqual({
      orders: 3,
      grossSales: 0.3,
      refunds: 0.05,
      netSales: 0.25,
    });
    expect(valueAxis([0, 130, 45])).toEqual({ min: 0, max: 150, ticks: [0, 50, 100, 150] });
    expect(valueAxis([0, 0])).toEqual({ min: 0, max: 0.5, ticks: [0, 0.5] });
    expect(valueAxis([-20, 60]).ticks).toEqual([-20, 0, 20, 40, 60]);
  });
});
