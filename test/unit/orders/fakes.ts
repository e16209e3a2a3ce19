import type { DomainEvent } from '../../../shared/events/outbox.ts';
import type { OrderRepository } from '../../../shared/orders/ports.ts';
import type { OrderRecord, RefundRecord } from '../../../shared/orders/types.ts';
import type { VariantRecord } from '../../../shared/products/types.ts';
import type { CustomerRecord } from '../../../shared/customers/types.ts';
import type { StoreRecord } from '../../../shared/stores/types.ts';

/**
 * An in-memory OrderRepository for one store, with the conditions the DynamoDB adapter puts
 * on its transactions (counter, order version, stock, refund status). `beforeWrite` runs before
 * each write is decided, to let a test change the world as a concurrent writer would.
 */
export interface OrdersWorld {
  store?: StoreRecord;
  customers: Map<string, CustomerRecord>;
  variants: Map<string, VariantRecord>;
  orders: Map<string, OrderRecord>;
  refunds: Map<string, RefundRecord>;
  lastOrderNumber?: number;
  events: DomainEvent[];
  beforeWrite?: (write: string) => void;
}

export const newOrdersWorld = (): OrdersWorld => ({
  customers: new Map(),
  variants: new Map(),
  orders: new Map(),
  refunds: new Map(),
  events: [],
});

const clone = <T>(value: T): T => structuredClone(value);

export const fakeOrderRepository = (world: OrdersWorld): OrderRepository => {
  const variantsOf = (ids: readonly string[]) =>
    new Map(ids.filter((id) => world.variants.has(id)).map((id) => [id, clone(world.variants.get(id)!)]));
  const versionIs = (order: OrderRecord, version: number) =>
    world.orders.get(order.orderId)?.version === version;

  return {
    readForCreate: async (_scope, request) => {
      const customer = world.customers.get(request.customerId);
      const existing = world.orders.get(request.orderId);
      return {
        ...(request.withStore && world.store ? { store: clone(world.store) } : {}),
        ...(customer ? { customer: clone(customer) } : {}),
        ...(existing ? { existingOrder: clone(existing) } : {}),
        variants: variantsOf(request.variantIds),
      };
    },
    readVariants: async (_scope, ids) => variantsOf(ids),
    readLastOrderNumber: async () => world.lastOrderNumber,
    getOrder: async (_scope, orderId) => {
      const order = world.orders.get(orderId);
      return order ? { order: clone(order) } : {};
    },
    getRefund: async (refundId) => clone(world.refunds.get(refundId)),

    placeOrder: async (placement) => {
      world.beforeWrite?.('placeOrder');
      const { order } = placement;
      // As the table does it: each change only if the variant still holds the quantity read.
      const moved = placement.stock.some(
        (change) => world.variants.get(change.variantId)?.inventoryQuantity !== change.previousQuantity,
      );
      if (moved) return { ok: false, reason: 'stock' };
      if (world.orders.has(order.orderId)) return { ok: false, reason: 'order-exists' };
      if (world.lastOrderNumber !== placement.lastOrderNumber) return { ok: false, reason: 'conflict' };
      for (const change of placement.stock)
        world.variants.get(change.variantId)!.inventoryQuantity = change.newQuantity;
      world.lastOrderNumber = Number(order.orderNumber);
      world.orders.set(order.orderId, clone(order));
      world.events.push(...placement.events);
      return { ok: true };
    },

    updateOrder: async (next, expectedVersion, events) => {
      world.beforeWrite?.('updateOrder');
      if (!versionIs(next, expectedVersion)) return { ok: false, reason: 'conflict' };
      world.orders.set(next.orderId, clone(next));
      world.events.push(...events);
      return { ok: true };
    },

    cancelOrder: async (cancellation) => {
      world.beforeWrite?.('cancelOrder');
      if (!versionIs(cancellation.next, cancellation.expectedVersion))
        return { ok: false, reason: 'conflict' };
      if (
        cancellation.stock.some(
          (change) => world.variants.get(change.variantId)?.inventoryQuantity !== change.previousQuantity,
        )
      )
        return { ok: false, reason: 'conflict' };
      world.orders.set(cancellation.next.orderId, clone(cancellation.next));
      for (const change of cancellation.stock)
        world.variants.get(change.variantId)!.inventoryQuantity = change.newQuantity;
      if (cancellation.refund) world.refunds.set(cancellation.refund.refundId, clone(cancellation.refund));
      world.events.push(...cancellation.events);
      return { ok: true };
    },

    createRefund: async (creation) => {
      world.beforeWrite?.('createRefund');
      const stored = world.orders.get(creation.order.orderId);
      if (!stored) return { ok: false, reason: 'conflict' };
      // As the table does it: the counter (not the version) decides, then each restocked item and the stock.
      if (stored.refundedMinor + creation.entry.amountMinor > creation.paidTotalMinor)
        return { ok: false, reason: 'conflict' };
      for (const line of creation.entry.restock) {
        const read = creation.order.items.find((i) => i.id === line.itemId)!;
        const now = stored.items.find((i) => i.id === line.itemId)!;
        if ((now.returnedQuantity ?? 0) !== (read.returnedQuantity ?? 0) || now.inventoryRestored)
          return { ok: false, reason: 'conflict' };
      }
      if (
        creation.stock.some(
          (change) => world.variants.get(change.variantId)?.inventoryQuantity !== change.previousQuantity,
        )
      )
        return { ok: false, reason: 'conflict' };
      for (const change of creation.stock)
        world.variants.get(change.variantId)!.inventoryQuantity = change.newQuantity;
      stored.refunds.push(clone(creation.entry));
      stored.refundedMinor += creation.entry.amountMinor;
      stored.version += 1;
      stored.updatedAt = creation.at;
      for (const line of creation.entry.restock) {
        const item = stored.items.find((i) => i.id === line.itemId)!;
        item.returnedQuantity = (item.returnedQuantity ?? 0) + line.quantity;
      }
      world.refunds.set(creation.refund.refundId, clone(creation.refund));
      world.events.push(...creation.events);
      return { ok: true };
    },

    completeRefund: async (completion) => {
      world.beforeWrite?.('completeRefund');
      const refund = world.refunds.get(completion.refund.refundId);
      if (refund?.status !== 'Scheduled') return { ok: false, reason: 'refund-already-completed' };
      if (!versionIs(completion.next, completion.expectedVersion)) return { ok: false, reason: 'conflict' };
      Object.assign(refund, {
        status: 'Completed',
        completedAt: completion.completedAt,
        providerRefundId: completion.providerRefundId,
      });
      world.orders.set(completion.next.orderId, clone(completion.next));
      world.events.push(...completion.events);
      return { ok: true };
    },
  };
};
