import { describe, expect, it } from 'vitest';
import { createOrderExport } from '../../../shared/admin-commerce/order-export.ts';
import { createOrderSearch } from '../../../shared/admin-commerce/order-search.ts';
import { inPlacedRange } from '../../../shared/admin-commerce/date-range.ts';
import type { OrderIndex } from '../../../shared/admin-commerce/ports.ts';
import type { CustomerSearch } from '../../../shared/customers/ports.ts';
import type { CustomerRecord } from '../../../shared/customers/types.ts';
import { shippingNameTerm } from '../../../shared/orders/dynamo-order-index.ts';
import { withStatus } from '../../../shared/orders/records.ts';
import { entersConfirmed, paidSale, refundSale } from '../../../shared/orders/sales.ts';
import type { OrderRecord } from '../../../shared/orders/types.ts';
import { syntheticOrder } from '../../support/order-records.ts';

const scope = { storeId: 's1', mode: 'test' as const };

/** In-memory fakes of the two ports: the index sorts newest first and resumes after a position. */
const world = (orders: OrderRecord[], customers: Pick<CustomerRecord, 'customerId' | 'email'>[]) => {
  const newest = [...orders].sort((a, b) => Number(b.orderNumber) - Number(a.orderNumber));
  const index: OrderIndex = {
    async *walk(_scope, range, after) {
      const chosen =
        range.by === 'shipName'
          ? newest
              .filter((o) => shippingNameTerm(o.shippingAddress).startsWith(range.name))
              .sort((a, b) =>
                shippingNameTerm(a.shippingAddress).localeCompare(shippingNameTerm(b.shippingAddress)),
              )
          : newest.filter((o) =>
              range.by === 'number'
                ? o.orderNumber === range.orderNumber
                : range.by === 'customer'
                  ? o.customerId === range.customerId && (!range.status || o.orderStatus === range.status)
                  : inPlacedRange(o.placedAt, range) && (!range.status || o.orderStatus === range.status),
            );
      const start = after ? chosen.findIndex((o) => o.orderId === after) + 1 : 0;
      for (const order of chosen.slice(start)) yield { order, after: order.orderId };
    },
  };
  const search: CustomerSearch = {
    async page(_scope, query, { limit, cursor }) {
      const matched = customers.filter((c) => c.email?.startsWith(query.toLowerCase()));
      const start = cursor ? Number(cursor) : 0;
      const items = matched.slice(start, start + limit) as CustomerRecord[];
      return { items, nextCursor: start + limit < matched.length ? String(start + limit) : null };
    },
  };
  return createOrderSearch({ index, customers: search });
};

const orderOf = (n: number, customerId: string, status: OrderRecord['orderStatus'] = 'Confirmed') =>
  syntheticOrder({ storeId: scope.storeId, orderNumber: n, customerId, status });

describe('order search', () => {
  const ann = { customerId: 'c-ann', email: 'ann@example.com' };
  const anna = { customerId: 'c-anna', email: 'anna@example.com' };
  const bob = { customerId: 'c-bob', email: 'bob@example.com' };
  const orders = [
    orderOf(1001, ann.customerId),
    orderOf(1002, bob.customerId),
    orderOf(1003, anna.customerId, 'Pending'),
    orderOf(1004, ann.customerId, 'Pending'),
    orderOf(1005, anna.customerId),
  ];
  const search = world(orders, [ann, anna, bob]);
  const numbers = (list: OrderRecord[]) => list.map((o) => o.orderNumber);

  it('finds the orders of customers matching the prefix, customer by customer, with the status', async () => {
    const all = await search.page(scope, { q: 'ann' }, { limit: 10 });
    expect(numbers(all.items)).toEqual(['1004', '1001', '1005', '1003']);
    const pending = await search.page(scope, { q: 'ANN', status: 'Pending' }, { limit: 10 });
    expect(numbers(pending.items)).toEqual(['1004', '1003']);
  });

  it('finds an order number exactly, first, without showing it twice', async () => {
    const found = await search.page(scope, { q: '1002' }, { limit: 10 });
    expect(numbers(found.items)).toEqual(['1002']);
  });

  it('pages through the matches with cursors, each once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await search.page(scope, { q: 'a' }, { limit: 1, cursor });
      seen.push(...numbers(page.items));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['1004', '1001', '1005', '1003']);
  });

  it('without q reads the placement range, newest first', async () => {
    const range = { from: orders[1]!.placedAt, to: orders[3]!.placedAt };
    const found = await search.page(scope, range, { limit: 10 });
    expect(numbers(found.items)).toEqual(['1004', '1003', '1002']);
  });

  it('a cursor from another kind of search is refused', async () => {
    const page = await search.page(scope, {}, { limit: 1 });
    await expect(search.page(scope, { q: 'ann' }, { limit: 1, cursor: page.nextCursor! })).rejects.toThrow(
      /Invalid cursor/,
    );
    await expect(search.page(scope, {}, { limit: 1, cursor: 'garbage' })).rejects.toThrow(/Invalid cursor/);
  });

  it('the export splits at the size bound and the parts add up to every order once', async () => {
    const exporter = createOrderExport(search);
    const first = await exporter.csv(scope, {}, { maxBytes: 300 });
    expect(first.csv.startsWith('orderNumber,')).toBe(true);
    expect(first.nextCursor).not.toBeNull();
    const rest = await exporter.csv(scope, {}, { cursor: first.nextCursor!, maxBytes: 10_000 });
    expect(rest.nextCursor).toBeNull();
    expect(rest.csv.startsWith('orderNumber,')).toBe(false);
    expect(first.rows + rest.rows).toBe(5);
  });
});

describe('sales counters', () => {
  it('count an order once, on the write that moves it to Confirmed', () => {
    const pending = syntheticOrder({ storeId: 's', orderNumber: 1001 });
    expect(entersConfirmed(pending)).toBe(false);
    const confirmed = withStatus(pending, 'Confirmed', {
      reason: 'paid',
      source: 'api',
      now: '2026-03-01T23:59:00.000Z',
    });
    expect(entersConfirmed(confirmed)).toBe(true);
    expect(paidSale(confirmed)).toMatchObject({ day: '2026-03-01', orders: 1, grossMinor: 1000 });
    // A later write of the same Confirmed order (an erasure, tracking) counts nothing.
    expect(entersConfirmed({ ...confirmed, version: 3, updatedAt: '2026-03-02T00:00:00.000Z' })).toBe(false);
    const processing = withStatus(confirmed, 'Processing', {
      reason: 'x',
      source: 'api',
      now: '2026-03-02T01:00:00.000Z',
    });
    expect(entersConfirmed(processing)).toBe(false);
    expect(refundSale(confirmed, 300, '2026-03-04T00:00:00.000Z')).toMatchObject({
      day: '2026-03-04',
      orders: 0,
      refundsMinor: 300,
    });
  });
});
