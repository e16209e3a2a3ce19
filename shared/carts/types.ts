import type { CheckoutLine } from '../checkout/cart.ts';
import type { Mode } from '../db/keys.ts';
import type { AppliedDiscount, PricingRules } from '../pricing.ts';

/** The cart as every area reads it: records only, type imports only (bounds in limits.ts). */

export type CartStatus = 'Active' | 'Abandoned';

/** A cart line is the line a checkout snapshots (defined on checkout's side, which carts build on). */
export type CartLine = CheckoutLine;

/**
 * The customer's open cart, one item at keys.openCart(store, mode, customerId). `version`
 * guards every write (optimistic concurrency); an Active cart has a schedule item beside it
 * (keys.cartSweep) that the sweep finds without a scan.
 */
export interface CartRecord {
  cartId: string;
  storeId: string;
  mode: Mode;
  customerId: string;
  status: CartStatus;
  items: CartLine[];
  /**
   * The store's pricing at the last write, as far as the cart's totals read it (`cartPricingRules`):
   * the sweep prices its event summary with it, and the admin list its estimated total.
   */
  pricing: PricingRules;
  version: number;
  /**
   * The sequence of the cart's last event (docs/decisions.md §6.23): the cart item is its events'
   * counter, moved in the same version-conditioned write. Absent: no event numbered yet.
   */
  eventSequence?: number;
  createdAt: string;
  /** Last change by the customer (the inactivity clock starts here). */
  updatedAt: string;
  /** When the cart last became Active (creation or recovery): the start of activeDuration. */
  activeSince: string;
  abandonDueAt: string | null;
  /**
   * The cart has its sweep schedule (docs/decisions.md §3.13): set on every cart written since the
   * schedule existed; absent on older carts, whose next write schedules them.
   */
  sweepScheduled?: boolean;
  abandonedAt: string | null;
  /** Set by starting checkout; any later change to the cart drops it. */
  checkoutId: string | null;
  /**
   * The checkout whose payment started from this cart (set by the completion's reserve step,
   * kept through later edits; every cart write is conditioned on it). Starting a new checkout
   * settles that completion first if it is still in flight. Absent/null: none.
   */
  payingCheckoutId?: string | null;
  /** The discount code the customer applied, as read then (docs/decisions.md §12.7); null: none. */
  discount?: AppliedDiscount | null;
}
