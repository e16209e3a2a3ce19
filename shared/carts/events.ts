import { cartRecoveredEvent } from '../checkout/cart.ts';
import type { CustomerObject } from '../customers/types.ts';
import type { EventOrigin, DomainEvent } from '../events/outbox.ts';
import type { EventType } from '../events/catalog.ts';
import { cartSummary, cartTotals, type PricingRules } from '../pricing.ts';
import type { CartLine, CartRecord } from './types.ts';
import { cartItemView, isoDuration, totalsView } from './views.ts';

/**
 * The cart events' data (spec "Data shapes by event"). Carts change on behalf of a
 * customer (JWT), so their origin is `customer`; abandonment is the `system`'s.
 */
const event = (
  type: EventType,
  cart: CartRecord,
  data: Record<string, unknown>,
  origin: EventOrigin = 'customer',
): DomainEvent => ({
  type,
  storeId: cart.storeId,
  mode: cart.mode,
  origin,
  customerId: cart.customerId,
  data: { cartId: cart.cartId, ...data },
});

/**
 * A change's events numbered after the cart's last (docs/decisions.md §6.23), and the cart that
 * records the new last: the cart item is the counter, so no counter item is read or written.
 */
export const numberCartEvents = (
  previous: CartRecord | undefined,
  next: CartRecord,
  events: readonly DomainEvent[],
): { cart: CartRecord; events: DomainEvent[] } => {
  const last = previous?.cartId === next.cartId ? (previous.eventSequence ?? 0) : 0;
  return {
    cart: events.length > 0 ? { ...next, eventSequence: last + events.length } : next,
    events: events.map((event, index) => ({ ...event, sequence: last + index + 1 })),
  };
};

export const cartEvents = {
  created: (cart: CartRecord) => event('cart.created', cart, { status: 'Active', items: [] }),

  itemAdded: (cart: CartRecord, line: CartLine, rules: PricingRules) =>
    event('cart.item_added', cart, {
      item: cartItemView(line, rules),
      cartSummary: cartSummary(cart, rules),
    }),

  itemUpdated: (cart: CartRecord, line: CartLine, previousQuantity: number, rules: PricingRules) =>
    event('cart.item_updated', cart, {
      item: cartItemView(line, rules),
      previousQuantity,
      cartSummary: cartSummary(cart, rules),
    }),

  itemRemoved: (cart: CartRecord, removed: CartLine, rules: PricingRules) =>
    event('cart.item_removed', cart, {
      item: cartItemView(removed, rules),
      cartSummary: cartSummary(cart, rules),
    }),

  /** previousTotal is the cleared cart's subtotal (docs/decisions.md §3.12). */
  cleared: (before: CartRecord, after: CartRecord, rules: PricingRules) =>
    event('cart.cleared', after, {
      previousItems: before.items.map((line) => cartItemView(line, rules)),
      previousTotal: cartSummary(before, rules).subtotal,
    }),

  checkoutStarted: (
    cart: CartRecord,
    checkout: { checkoutId: string; startedAt: string; customer: CustomerObject },
    rules: PricingRules,
  ) => {
    // The code as the checkout decided it (docs/decisions.md §12.7): the items' fields and totals with it.
    const code = { applied: cart.discount, at: checkout.startedAt };
    const shares = cartTotals(cart.items, rules, code).lineDiscountsMinor;
    return event('cart.checkout_started', cart, {
      checkoutId: checkout.checkoutId,
      checkoutStartedAt: checkout.startedAt,
      items: cart.items.map((line, index) => cartItemView(line, rules, shares[index])),
      totals: totalsView(cart.items, rules, code),
      customer: checkout.customer,
    });
  },

  /** activeDuration: from when the cart last became Active until it was flipped. */
  abandoned: (cart: CartRecord, abandonedAt: string) =>
    event(
      'cart.abandoned',
      cart,
      {
        abandonedAt,
        activeDuration: isoDuration(Date.parse(abandonedAt) - Date.parse(cart.activeSince)),
        cartSummary: cartSummary(cart, cart.pricing, 'Abandoned'),
      },
      'system',
    ),

  /** Built on checkout's side: completion writes it too when paying recovers the cart. */
  recovered: (cart: CartRecord, originallyAbandonedAt: string, rules: PricingRules) =>
    cartRecoveredEvent(cart, cart.activeSince, originallyAbandonedAt, rules),
};
