import type { CheckoutRecord } from '../../../shared/checkout/records.ts';
import type { CustomerRecord } from '../../../shared/customers/types.ts';
import type { DomainEvent } from '../../../shared/events/outbox.ts';
import type { AbandonmentStore, CartRepository, DueCart } from '../../../shared/carts/ports.ts';
import type { CartRecord } from '../../../shared/carts/types.ts';
import type { VariantRecord } from '../../../shared/products/types.ts';

/**
 * In-memory fakes of the carts port and the abandonment port, with the adapters' conditions:
 * a cart is saved only at the version it was decided on (with its schedule when the change sets
 * one); a due cart is abandoned only if it is still Active at the version the sweep read and its
 * schedule unchanged.
 */
export interface CartsWorld {
  carts: Map<string, CartRecord>;
  variants: Map<string, VariantRecord>;
  customers: Map<string, CustomerRecord>;
  checkouts: CheckoutRecord[];
  events: DomainEvent[];
  /** The sweep's schedules by customer: the cart and its check time. */
  schedules: Map<string, { cartId: string; at: string }>;
  /** Runs before a save is decided, as a concurrent writer would. */
  beforeSave?: () => void;
  /**
   * Products' current titles by product id, when the test renames one (a variant's copy is as of
   * its own last write); absent: every copy is current.
   */
  productTitles?: Map<string, string>;
}

export const newCartsWorld = (): CartsWorld => ({
  carts: new Map(),
  variants: new Map(),
  customers: new Map(),
  checkouts: [],
  events: [],
  schedules: new Map(),
});

const clone = <T>(value: T): T => structuredClone(value);

export const fakeCartRepository = (world: CartsWorld): CartRepository => {
  const variantsOf = (ids: readonly string[]) =>
    new Map(ids.filter((id) => world.variants.has(id)).map((id) => [id, clone(world.variants.get(id)!)]));
  return {
    read: async (scope, request) => {
      const cart = world.carts.get(scope.customerId);
      const customer = request.customer ? world.customers.get(scope.customerId) : undefined;
      return {
        ...(cart ? { cart: clone(cart) } : {}),
        variants: variantsOf(request.variantIds ?? []),
        ...(customer ? { customer: clone(customer) } : {}),
      };
    },
    readVariants: async (_scope, ids) => variantsOf(ids),
    readProductTitles: async (_scope, ids) =>
      new Map(
        ids.flatMap((id) => (world.productTitles?.has(id) ? [[id, world.productTitles.get(id)!]] : [])),
      ),
    save: async (change) => {
      world.beforeSave?.();
      const titles = world.productTitles;
      if (titles && change.productTitles?.some(({ productId, title }) => titles.get(productId) !== title))
        return { ok: false, reason: 'title' };
      if (world.carts.get(change.next.customerId)?.version !== change.expectedVersion) {
        return { ok: false, reason: 'conflict' };
      }
      world.carts.set(change.next.customerId, clone(change.next));
      if (change.sweepAt) {
        world.schedules.set(change.next.customerId, { cartId: change.next.cartId, at: change.sweepAt });
      }
      if (change.checkout) world.checkouts.push(clone(change.checkout));
      world.events.push(...change.events);
      return { ok: true };
    },
  };
};

export const fakeAbandonmentStore = (world: CartsWorld): AbandonmentStore => {
  const unchanged = (due: DueCart) => {
    const schedule = world.schedules.get(due.scope.customerId);
    return schedule?.cartId === due.cartId && schedule.at === due.dueAt;
  };
  const dueAt = (now: string) =>
    [...world.schedules.entries()]
      .filter(([, schedule]) => schedule.at <= now)
      .sort(([, a], [, b]) => a.at.localeCompare(b.at))
      .map(([customerId, schedule]): DueCart => {
        const cart = world.carts.get(customerId);
        return {
          scope: { storeId: cart?.storeId ?? 'store', mode: cart?.mode ?? 'test', customerId },
          cartId: schedule.cartId,
          ...(cart ? { cart: clone(cart) } : {}),
          dueAt: schedule.at,
        };
      });
  return {
    shards: 1,
    async *dueCarts(_shard, now, pageSize) {
      const due = dueAt(now);
      for (let i = 0; i < due.length; i += pageSize) yield due.slice(i, i + pageSize);
    },
    async *dueCartsOfStore(store, now, pageSize) {
      const due = dueAt(now).filter(
        ({ scope }) => scope.storeId === store.storeId && scope.mode === store.mode,
      );
      for (let i = 0; i < due.length; i += pageSize) yield due.slice(i, i + pageSize);
    },
    markAbandoned: async (due, abandoned, event) => {
      const stored = world.carts.get(due.scope.customerId);
      if (stored?.status !== 'Active' || stored.version !== due.cart?.version || !unchanged(due))
        return false;
      world.carts.set(due.scope.customerId, clone(abandoned));
      world.schedules.delete(due.scope.customerId);
      world.events.push(event);
      return true;
    },
    reschedule: async (due, at) => {
      if (!unchanged(due)) return false;
      world.schedules.set(due.scope.customerId, { cartId: due.cartId, at });
      return true;
    },
    forget: async (due) => unchanged(due) && world.schedules.delete(due.scope.customerId),
  };
};
