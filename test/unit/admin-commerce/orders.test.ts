import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/audit/ports.ts';
import { decodeCursor, encodeCursor } from '../../../shared/db/cursor.ts';
import { createAdminOrders } from '../../../shared/admin-commerce/orders.ts';
import type { OrderFilter, OrderListing, PageRequest } from '../../../shared/admin-commerce/ports.ts';
import type { OrderRepository } from '../../../shared/orders/ports.ts';
import { createOrderService } from '../../../shared/orders/service.ts';
import type { OwnerContext } from '../../../shared/owners/owner-access.ts';
import { newId } from '../../../shared/util/ids.ts';
import { syntheticOrder } from '../../support/order-records.ts';
import { fakeOrderRepository, newOrdersWorld } from '../orders/fakes.ts';

const storeId = newId();
const owner: OwnerContext = { ownerId: 'o-1', email: 'boss@example.com' } as OwnerContext;

/** The fake orders repository, recording the audit entry each write was given. */
const setUp = () => {
  const world = newOrdersWorld();
  const audits: Array<AuditEntry | undefined> = [];
  const base = fakeOrderRepository(world);
  const repository: OrderRepository = {
    ...base,
    updateOrder: async (next, version, events, now, audit) => {
      audits.push(audit);
      return base.updateOrder(next, version, events, now);
    },
    cancelOrder: async (cancellation, now) => {
      audits.push(cancellation.audit);
      return base.cancelOrder(cancellation, now);
    },
  };
  const pages: Array<{ filter: OrderFilter; request: PageRequest }> = [];
  const listing: OrderListing = {
    page: async (scope, filter, request) => {
      pages.push({ filter, request });
      return {
        items: [...world.orders.values()].filter((o) => o.storeId === scope.storeId),
        nextCursor: 'next',
      };
    },
  };
  const api = createAdminOrders({
    listing,
    search: { page: async () => ({ items: [], nextCursor: null }) },
    orders: createOrderService({
      orders: repository,
      scheduleRefund: async () => undefined,
      refundDelaySeconds: 60,
    }),
  });
  const order = syntheticOrder({ storeId, orderNumber: 1001 });
  world.orders.set(order.orderId, order);
  return { world, audits, pages, api, order };
};

describe('admin orders service (fakes)', () => {
  it('a status change by an owner: origin owner, and the audit entry goes to the same write', async () => {
    const { api, audits, world, order } = setUp();
    const view = await api.updateStatus(owner, storeId, 'test', order.orderId, { status: 'confirmed' });
    expect(view.orderStatus).toBe('Confirmed');
    expect(view.statusHistory.at(-1)!.source).toBe('owner');
    expect(world.events.map((e) => [e.type, e.origin])).toContainEqual(['order.confirmed', 'owner']);
    expect(audits).toEqual([
      expect.objectContaining({
        storeId,
        action: 'order.status_updated',
        target: { type: 'order', id: order.orderId },
        mode: 'test',
        actor: { ownerId: 'o-1', email: 'boss@example.com' },
      }),
    ]);
  });

  it('a cancellation by an owner carries its audit entry; the secret-key path carries none', async () => {
    const { api, audits, order } = setUp();
    await api.cancel(owner, storeId, 'test', order.orderId, { reason: 'Out of stock' });
    expect(audits).toEqual([expect.objectContaining({ action: 'order.cancelled', mode: 'test' })]);
    const plain = setUp();
    const service = createOrderService({
      orders: fakeOrderRepository(plain.world),
      scheduleRefund: async () => undefined,
      refundDelaySeconds: 60,
    });
    const cancelled = await service.cancel({ storeId, mode: 'test' }, plain.order.orderId, {});
    expect(cancelled.statusHistory.at(-1)!.source).toBe('api');
  });

  it("another store's order is not found (no hint it exists); lists pass the filter through", async () => {
    const { api, world, pages } = setUp();
    const foreign = syntheticOrder({ storeId: newId(), orderNumber: 1001 });
    world.orders.set(foreign.orderId, foreign);
    const base = fakeOrderRepository(world);
    const hidden = createAdminOrders({
      listing: { page: async () => ({ items: [], nextCursor: null }) },
      search: { page: async () => ({ items: [], nextCursor: null }) },
      orders: createOrderService({
        orders: {
          ...base,
          getOrder: async () => ({ owner: { storeId: foreign.storeId, mode: 'test', kind: 'Order' } }),
        },
        scheduleRefund: async () => undefined,
        refundDelaySeconds: 60,
      }),
    });
    await expect(hidden.get(storeId, 'test', foreign.orderId)).rejects.toMatchObject({
      errorCode: 'ORDER_NOT_FOUND',
    });
    const page = await api.list(storeId, {
      mode: 'test',
      limit: 10,
      status: 'Pending',
      customerId: undefined,
    });
    expect(page.nextCursor).toBe('next');
    expect(page.data).toHaveLength(1);
    expect(pages).toEqual([
      { filter: { status: 'Pending', customerId: undefined }, request: { limit: 10, cursor: undefined } },
    ]);
  });

  it('cursors round-trip and a forged one is a 400, not a 500', () => {
    const position = { sortKey: '000000001001', id: newId() };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
    for (const bad of [
      'abc',
      Buffer.from('{"a":1}').toString('base64url'),
      Buffer.from('["x y","z"]').toString('base64url'),
    ])
      expect(() => decodeCursor(bad)).toThrow(expect.objectContaining({ errorCode: 'INVALID_REQUEST' }));
  });
});
