import type {
  CheckoutDiscountReads,
  CheckoutRepository,
  CompletionIndex,
} from '../../../shared/checkout/ports.ts';
import type { StoredCheckout } from '../../../shared/checkout/records.ts';
import type { DomainEvent } from '../../../shared/events/outbox.ts';
import type { OrderRepository, Scope } from '../../../shared/orders/ports.ts';
import type { OrderRecord, ReleasedAttempt } from '../../../shared/orders/types.ts';
import type { StockChange } from '../../../shared/orders/stock.ts';
import type { VariantRecord } from '../../../shared/products/types.ts';

/**
 * In-memory fakes of the order reads and the checkout port, holding one store's state with the
 * same conditions the DynamoDB adapters put on their transactions (order version, counter,
 * stock, checkout claim, the cart's checkoutId).
 */
export interface CheckoutWorld {
  variants: Map<string, VariantRecord>;
  orders: Map<string, OrderRecord>;
  /** Order ids of released payment attempts (no order), with the number each consumed. */
  releasedAttempts: Map<string, ReleasedAttempt>;
  checkouts: Map<string, StoredCheckout>;
  /** The customer's open cart, as completion sees it; undefined once closed. */
  cart?: { checkoutId: string | null; version: number };
  lastOrderNumber?: number;
  events: DomainEvent[];
  /** Every write the fakes were asked for, in order, with its outcome. */
  writes: string[];
}

export const newWorld = (): CheckoutWorld => ({
  variants: new Map(),
  orders: new Map(),
  releasedAttempts: new Map(),
  checkouts: new Map(),
  events: [],
  writes: [],
});

const clone = <T>(value: T): T => structuredClone(value);

export const fakeOrderReads = (
  world: CheckoutWorld,
): Pick<OrderRepository, 'readVariants' | 'readLastOrderNumber' | 'getOrder'> => ({
  readVariants: async (_scope: Scope, ids) =>
    new Map(ids.filter((id) => world.variants.has(id)).map((id) => [id, clone(world.variants.get(id)!)])),
  readLastOrderNumber: async () => world.lastOrderNumber,
  getOrder: async (_scope, orderId) => {
    const order = world.orders.get(orderId);
    const releasedAttempt = world.releasedAttempts.get(orderId);
    return order
      ? { order: clone(order) }
      : releasedAttempt
        ? { releasedAttempt: clone(releasedAttempt) }
        : {};
  },
});

/** As the table does it: each change only if the variant still holds the quantity read. */
const stockMoved = (world: CheckoutWorld, stock: readonly StockChange[]) =>
  stock.some((change) => world.variants.get(change.variantId)?.inventoryQuantity !== change.previousQuantity);
const applyStock = (world: CheckoutWorld, stock: readonly StockChange[]) => {
  for (const change of stock) world.variants.get(change.variantId)!.inventoryQuantity = change.newQuantity;
};

/** Reopened (claim removed) or, superseded, final with the order id kept. */
const endClaim = (stored: StoredCheckout, supersede?: boolean) => {
  delete stored.completionLeaseUntil;
  delete stored.completionAwaitingAction;
  if (supersede) {
    stored.completionStatus = 'Superseded';
    return;
  }
  delete stored.completionStatus;
  delete stored.completionOrderId;
};

export const fakeCheckoutRepository = (world: CheckoutWorld): CheckoutRepository => {
  const record = <T>(name: string, outcome: T): T => {
    world.writes.push(`${name}:${JSON.stringify(outcome)}`);
    return outcome;
  };
  const claimedBy = (checkoutId: string, orderId: string) => {
    const checkout = world.checkouts.get(checkoutId);
    return checkout?.completionStatus === 'Processing' && checkout.completionOrderId === orderId;
  };

  return {
    read: async (_scope, checkoutId) => {
      const checkout = world.checkouts.get(checkoutId);
      return {
        ...(checkout ? { checkout: clone(checkout) } : {}),
        ...(world.cart ? { cart: { ...world.cart } } : {}),
      };
    },

    reserve: async (reservation) => {
      const { order, checkout } = reservation;
      if (world.orders.has(order.orderId) || world.releasedAttempts.has(order.orderId))
        return record('reserve', { ok: false, reason: 'order-exists' } as const);
      if (stockMoved(world, reservation.stock))
        return record('reserve', { ok: false, reason: 'stock' } as const);
      if (world.cart?.checkoutId !== checkout.checkoutId) {
        return record('reserve', { ok: false, reason: 'cart-changed' } as const);
      }
      const stored = world.checkouts.get(checkout.checkoutId);
      if (
        world.lastOrderNumber !== reservation.lastOrderNumber ||
        !stored ||
        stored.completionStatus !== undefined
      ) {
        return record('reserve', { ok: false, reason: 'conflict' } as const);
      }
      applyStock(world, reservation.stock);
      world.lastOrderNumber = Number(order.orderNumber);
      world.orders.set(order.orderId, clone(order));
      Object.assign(stored, {
        completionStatus: 'Processing',
        completionOrderId: reservation.claim.orderId,
        completionLeaseUntil: reservation.claim.leaseUntil,
      });
      world.events.push(...reservation.events);
      return record('reserve', { ok: true } as const);
    },

    takeOver: async (_scope, seen, claim) => {
      const stored = world.checkouts.get(seen.checkoutId);
      if (
        stored?.completionStatus !== 'Processing' ||
        stored.completionOrderId !== seen.completionOrderId ||
        stored.completionLeaseUntil !== seen.completionLeaseUntil
      ) {
        return record('takeOver', { ok: false, reason: 'checkout-claimed' } as const);
      }
      Object.assign(stored, { completionOrderId: claim.orderId, completionLeaseUntil: claim.leaseUntil });
      return record('takeOver', { ok: true } as const);
    },

    reopen: async (_scope, checkoutId, orderId, supersede) => {
      if (!claimedBy(checkoutId, orderId))
        return record('reopen', { ok: false, reason: 'checkout-claimed' } as const);
      endClaim(world.checkouts.get(checkoutId)!, supersede);
      return record('reopen', { ok: true } as const);
    },

    release: async (release) => {
      const current = world.orders.get(release.attempt.orderId);
      if (
        current?.version !== release.expectedVersion ||
        !claimedBy(release.checkoutId, release.attempt.orderId)
      ) {
        return record('release', { ok: false, reason: 'conflict' } as const);
      }
      if (stockMoved(world, release.stock))
        return record('release', { ok: false, reason: 'conflict' } as const);
      world.orders.delete(release.attempt.orderId);
      world.releasedAttempts.set(release.attempt.orderId, clone(release.attempt));
      applyStock(world, release.stock);
      world.events.push(...release.events);
      endClaim(world.checkouts.get(release.checkoutId)!, release.supersede);
      return record('release', { ok: true } as const);
    },

    hold: async (hold) => {
      const current = world.orders.get(hold.next.orderId);
      if (current?.version !== hold.expectedVersion || !claimedBy(hold.checkoutId, hold.next.orderId)) {
        return record('hold', { ok: false, reason: 'conflict' } as const);
      }
      world.orders.set(hold.next.orderId, clone(hold.next));
      Object.assign(world.checkouts.get(hold.checkoutId)!, {
        completionLeaseUntil: hold.holdUntil,
        completionAwaitingAction: true,
      });
      return record('hold', { ok: true } as const);
    },

    confirm: async (confirmation) => {
      const { confirmed, checkout } = confirmation;
      const orderChanged =
        world.orders.get(confirmed.orderId)?.version !== confirmation.expectedVersion ||
        !claimedBy(checkout.checkoutId, confirmed.orderId);
      const cartChanged = confirmation.closeCart && world.cart?.checkoutId !== checkout.checkoutId;
      if (orderChanged || cartChanged) return record('confirm', { ok: false, orderChanged, cartChanged });
      world.orders.set(confirmed.orderId, clone(confirmed));
      Object.assign(world.checkouts.get(checkout.checkoutId)!, { completionStatus: 'Completed' });
      delete world.checkouts.get(checkout.checkoutId)!.completionLeaseUntil;
      if (confirmation.closeCart) world.cart = undefined;
      world.events.push(...confirmation.events);
      return record('confirm', { ok: true } as const);
    },
  };
};

/** The completion index over the fake world: Processing checkouts whose lease ended by `now`. */
export const fakeCompletionIndex = (world: CheckoutWorld): CompletionIndex => ({
  shards: 1,
  async *due(_shard, now) {
    yield [...world.checkouts.values()]
      .filter(
        (c) =>
          c.completionStatus === 'Processing' && new Date(c.completionLeaseUntil ?? 0).toISOString() <= now,
      )
      .map((c) => clone(c));
  },
});

/** A store without discount codes (the checkouts of these tests hold none). */
export const noDiscountCodes: CheckoutDiscountReads = {
  get: async () => undefined,
  usesByCustomer: async () => 0,
};
