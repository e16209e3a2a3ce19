import type { CheckoutRecord } from '../../../shared/checkout/records.ts';
import type { CustomerRecord } from '../../../shared/customers/types.ts';
import type { DomainEvent } from '../../../shared/events/outbox.ts';
import type { AbandonmentStore, CartRepository, DueCart } from '../../../shared/carts/ports.ts';
import type { CartRecord } from '../../../shared/carts/types.ts';
import type { VariantRecord } from '../../../shared/products/types.ts';

/**
 * In-memory fakes of the carts port and the abandonment port, with the adapters' conditions:
 * a cart is saved only at the version it was decided on; a due cart is abandoned only if it is
 * still Active at the version and due time the index showed.
 */
export interface CartsWorld {
  carts: Map<string, CartRecord>;
  variants: Map<string, VariantRecord>;
  customers: Map<string, CustomerRecord>;
  checkouts: CheckoutRecord[];
  events: DomainEvent[];
  /** Runs before a save is decided, as a concurrent writer would. */
  beforeSave?: () => void;
}

export const newCartsWorld = (): CartsWorld => ({
  carts: new Map(),
  variants: new Map(),
  customers: new Map(),
  checkouts: [],
  events: [],
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
    save: async (change) => {
      world.beforeSave?.();
      if (world.carts.get(change.next.customerId)?.version !== change.expectedVersion) {
        return { ok: false, reason: 'conflict' };
      }
      world.carts.set(change.next.customerId, clone(change.next));
      if (change.checkout) world.checkouts.push(clone(change.checkout));
      world.events.push(...change.events);
      return { ok: true };
    },
  };
};

export const fakeAbandonmentStore = (world: CartsWorld): AbandonmentStore => ({
  shards: 1,
  async *dueCarts(_shard, now, pageSize) {
    const due = [...world.carts.values()]
      .filter((cart) => cart.status === 'Active' && cart.abandonDueAt !== null && cart.abandonDueAt <= now)
      .map((cart): DueCart => ({ cart: clone(cart), dueAt: cart.abandonDueAt! }));
    for (let i = 0; i < due.length; i += pageSize) yield due.slice(i, i + pageSize);
  },
  markAbandoned: async ({ cart, dueAt }, abandoned, event) => {
    const stored = world.carts.get(cart.customerId);
    if (stored?.status !== 'Active' || stored.version !== cart.version || stored.abandonDueAt !== dueAt) {
      return false;
    }
    world.carts.set(cart.customerId, clone(abandoned));
    world.events.push(event);
    return true;
  },
});
