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
import { startOfToday, todaysOrders } from '../../../dashboard/src/pages/home-figures.ts';

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

describe('dashboard home: today', () => {
  const order = (placedAt: Date, totalAmount: number, orderStatus = 'Confirmed', currency = 'USD') =>
    ({ placedAt: placedAt.toISOString(), orderStatus, currency, totals: { totalAmount } }) as never;

  it('counts orders since local midnight across pages, revenue without cancelled ones, and stops at yesterday', async () => {
    const now = new Date(2026, 10, 23, 15, 0);
    const midnight = startOfToday(now);
    const at = (minutes: number) => new Date(midnight.getTime() + minutes * 60_000);
    const pages: Record<string, { data: never[]; nextCursor: string | null }> = {
      first: {
        data: [order(at(600), 0.1), order(at(500), 0.2), order(at(400), 9, 'Cancelled')],
        nextCursor: 'b',
      },
      b: { data: [order(at(10), 5, 'Shipped', 'EUR'), order(at(-1), 100)], nextCursor: 'c' },
    };
    const read: string[] = [];
    const figures = await todaysOrders(async (cursor) => {
      read.push(cursor ?? 'first');
      return pages[cursor ?? 'first']!;
    }, now);
    expect(read).toEqual(['first', 'b']);
    expect(figures).toMatchObject({ count: 4, truncated: false, since: midnight });
    expect(figures.revenue).toEqual([
      { currency: 'USD', amount: 0.3 },
      { currency: 'EUR', amount: 5 },
    ]);
  });
});
