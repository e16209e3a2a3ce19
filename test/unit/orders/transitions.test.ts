import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/errors.ts';
import {
  ALLOWED_TRANSITIONS,
  derivedStatus,
  isCancellable,
  isStatusTarget,
  planStatusChange,
  STATUS_TARGETS,
  type StatusTarget,
} from '../../../shared/orders/transitions.ts';
import { ORDER_STATUSES, type ItemStatus, type OrderStatus } from '../../../shared/orders/types.ts';

/** The table of docs/decisions.md §4.1, written out independently of the implementation's data. */
const EXPECTED: Record<OrderStatus, StatusTarget[]> = {
  Pending: ['confirmed'],
  Confirmed: ['processing', 'shipped', 'partially_shipped'],
  Processing: ['shipped', 'partially_shipped'],
  PartiallyShipped: ['partially_shipped', 'shipped', 'partially_delivered', 'delivered'],
  Shipped: ['partially_delivered', 'delivered'],
  PartiallyDelivered: ['partially_delivered', 'delivered'],
  Delivered: [],
  Cancelled: [],
  Refunded: [],
};

/** Item statuses an order in each status can have (what the service's derived statuses produce). */
const ITEMS_FOR: Record<OrderStatus, ItemStatus[]> = {
  Pending: ['Pending', 'Pending'],
  Confirmed: ['Pending', 'Pending'],
  Processing: ['Pending', 'Pending'],
  PartiallyShipped: ['Shipped', 'Pending'],
  Shipped: ['Shipped', 'Shipped'],
  PartiallyDelivered: ['Delivered', 'Shipped'],
  Delivered: ['Delivered', 'Delivered'],
  Cancelled: ['Pending', 'Pending'],
  Refunded: ['Pending', 'Pending'],
};

const orderIn = (status: OrderStatus) => ({
  orderStatus: status,
  items: ITEMS_FOR[status].map((itemStatus, i) => ({ id: `item-${i}`, itemStatus, quantity: 2 })),
});

/** An itemIds choice that is valid for the target when the transition is allowed. */
const itemIdsFor = (status: OrderStatus, target: StatusTarget): string[] | undefined => {
  if (!target.startsWith('partially_')) return undefined;
  const wanted: ItemStatus[] = target === 'partially_shipped' ? ['Pending'] : ['Pending', 'Shipped'];
  const order = orderIn(status);
  const eligible = order.items.filter((item) => wanted.includes(item.itemStatus));
  return eligible.length > 0 ? [eligible[0]!.id] : ['item-0'];
};

const errorCode = (fn: () => unknown): string | undefined => {
  try {
    fn();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).errorCode;
  }
};

describe('status transition table', () => {
  it('is exactly the table of docs/decisions.md §4.1', () => {
    expect(ALLOWED_TRANSITIONS).toEqual(EXPECTED);
    expect(Object.keys(ALLOWED_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  const pairs = ORDER_STATUSES.flatMap((from) => STATUS_TARGETS.map((to) => [from, to] as const));
  it.each(pairs)('%s -> %s', (from, to) => {
    const allowed = EXPECTED[from].includes(to);
    const code = errorCode(() =>
      planStatusChange(orderIn(from), { target: to, itemIds: itemIdsFor(from, to) }),
    );
    expect(code).toBe(allowed ? undefined : 'INVALID_STATUS_TRANSITION');
  });

  it('covers all 54 pairs', () => expect(pairs).toHaveLength(ORDER_STATUSES.length * STATUS_TARGETS.length));

  it('accepts exactly the six lower-case values', () => {
    for (const target of STATUS_TARGETS) expect(isStatusTarget(target)).toBe(true);
    for (const value of ['Shipped', 'SHIPPED', 'cancelled', 'refunded', 'pending', '', 'shipped ']) {
      expect(isStatusTarget(value)).toBe(false);
    }
  });

  it.each(ORDER_STATUSES)('cancellation from %s', (status) => {
    expect(isCancellable(status)).toBe(!['Delivered', 'Cancelled', 'Refunded'].includes(status));
  });
});

describe('item-level rules', () => {
  const confirmed = orderIn('Confirmed');

  it('partially_* needs itemIds', () => {
    expect(errorCode(() => planStatusChange(confirmed, { target: 'partially_shipped' }))).toBe(
      'INVALID_STATUS_TRANSITION',
    );
    expect(errorCode(() => planStatusChange(confirmed, { target: 'partially_shipped', itemIds: [] }))).toBe(
      'INVALID_STATUS_TRANSITION',
    );
    expect(errorCode(() => planStatusChange(orderIn('Shipped'), { target: 'partially_delivered' }))).toBe(
      'INVALID_STATUS_TRANSITION',
    );
  });

  it('shipped without itemIds ships every pending item', () => {
    expect(planStatusChange(confirmed, { target: 'shipped' })).toEqual({
      newStatus: 'Shipped',
      movedItemIds: ['item-0', 'item-1'],
      itemStatus: 'Shipped',
    });
    expect(planStatusChange(orderIn('PartiallyShipped'), { target: 'shipped' })).toEqual({
      newStatus: 'Shipped',
      movedItemIds: ['item-1'],
      itemStatus: 'Shipped',
    });
  });

  it('partially_shipped ships the named items; naming the last pending ones completes the shipment', () => {
    expect(planStatusChange(confirmed, { target: 'partially_shipped', itemIds: ['item-1'] })).toEqual({
      newStatus: 'PartiallyShipped',
      movedItemIds: ['item-1'],
      itemStatus: 'Shipped',
    });
    expect(
      planStatusChange(orderIn('PartiallyShipped'), { target: 'partially_shipped', itemIds: ['item-1'] })
        .newStatus,
    ).toBe('Shipped');
  });

  it('delivered without itemIds delivers every item not yet delivered, shipped or not', () => {
    expect(planStatusChange(orderIn('PartiallyShipped'), { target: 'delivered' })).toEqual({
      newStatus: 'Delivered',
      movedItemIds: ['item-0', 'item-1'],
      itemStatus: 'Delivered',
    });
    expect(planStatusChange(orderIn('PartiallyDelivered'), { target: 'delivered' }).movedItemIds).toEqual([
      'item-1',
    ]);
  });

  it('partially_delivered leaves the order PartiallyDelivered until every item is delivered', () => {
    expect(
      planStatusChange(orderIn('Shipped'), { target: 'partially_delivered', itemIds: ['item-0'] }).newStatus,
    ).toBe('PartiallyDelivered');
    expect(
      planStatusChange(orderIn('PartiallyDelivered'), { target: 'partially_delivered', itemIds: ['item-1'] })
        .newStatus,
    ).toBe('Delivered');
  });

  it('refuses items already in or past the target state', () => {
    const partially = orderIn('PartiallyShipped');
    expect(
      errorCode(() => planStatusChange(partially, { target: 'partially_shipped', itemIds: ['item-0'] })),
    ).toBe('INVALID_STATUS_TRANSITION');
    expect(
      errorCode(() =>
        planStatusChange(orderIn('PartiallyDelivered'), {
          target: 'partially_delivered',
          itemIds: ['item-0'],
        }),
      ),
    ).toBe('INVALID_STATUS_TRANSITION');
  });

  it('refuses unknown item ids as a bad request', () => {
    expect(
      errorCode(() => planStatusChange(confirmed, { target: 'partially_shipped', itemIds: ['nope'] })),
    ).toBe('INVALID_REQUEST');
  });

  it('refuses itemIds and tracking where they mean nothing', () => {
    expect(
      errorCode(() => planStatusChange(orderIn('Pending'), { target: 'confirmed', itemIds: ['item-0'] })),
    ).toBe('INVALID_REQUEST');
    expect(errorCode(() => planStatusChange(confirmed, { target: 'processing', hasTracking: true }))).toBe(
      'INVALID_REQUEST',
    );
    expect(
      errorCode(() => planStatusChange(orderIn('Shipped'), { target: 'delivered', hasTracking: true })),
    ).toBe('INVALID_REQUEST');
    expect(planStatusChange(confirmed, { target: 'shipped', hasTracking: true }).newStatus).toBe('Shipped');
  });

  it('ignores repeated item ids', () => {
    expect(
      planStatusChange(confirmed, { target: 'partially_shipped', itemIds: ['item-0', 'item-0'] })
        .movedItemIds,
    ).toEqual(['item-0']);
  });

  it('an item whose units all went back to stock through refunds is neither shipped nor delivered', () => {
    const withReturns = (status: OrderStatus, returned: number[]) => {
      const order = orderIn(status);
      return {
        ...order,
        items: order.items.map((item, i) => ({ ...item, returnedQuantity: returned[i] ?? 0 })),
      };
    };
    // item-0 fully returned, item-1 partly: item-1 ships its remaining unit and the order is Shipped.
    const confirmedWithReturns = withReturns('Confirmed', [2, 1]);
    expect(planStatusChange(confirmedWithReturns, { target: 'shipped' })).toEqual({
      newStatus: 'Shipped',
      movedItemIds: ['item-1'],
      itemStatus: 'Shipped',
    });
    expect(
      planStatusChange(confirmedWithReturns, { target: 'partially_shipped', itemIds: ['item-1'] }).newStatus,
    ).toBe('Shipped');
    expect(
      errorCode(() =>
        planStatusChange(confirmedWithReturns, { target: 'partially_shipped', itemIds: ['item-0'] }),
      ),
    ).toBe('INVALID_STATUS_TRANSITION');
    // A shipped item returned in full is not delivered; the rest completes the delivery.
    const shippedWithReturns = withReturns('Shipped', [2, 0]);
    expect(planStatusChange(shippedWithReturns, { target: 'delivered' })).toEqual({
      newStatus: 'Delivered',
      movedItemIds: ['item-1'],
      itemStatus: 'Delivered',
    });
    expect(
      errorCode(() =>
        planStatusChange(shippedWithReturns, { target: 'partially_delivered', itemIds: ['item-0'] }),
      ),
    ).toBe('INVALID_STATUS_TRANSITION');
    // Nothing left at all.
    expect(errorCode(() => planStatusChange(withReturns('Confirmed', [2, 2]), { target: 'shipped' }))).toBe(
      'INVALID_STATUS_TRANSITION',
    );
  });

  it('derives the order status from the item statuses', () => {
    expect(derivedStatus(['Delivered', 'Delivered'])).toBe('Delivered');
    expect(derivedStatus(['Delivered', 'Pending'])).toBe('PartiallyDelivered');
    expect(derivedStatus(['Delivered', 'Shipped'])).toBe('PartiallyDelivered');
    expect(derivedStatus(['Shipped', 'Shipped'])).toBe('Shipped');
    expect(derivedStatus(['Shipped', 'Pending'])).toBe('PartiallyShipped');
  });
});
