import type { CustomerObject } from '../customers/types.ts';
import type { Mode } from '../db/keys.ts';
import type { AppliedDiscount, PricingRules } from '../pricing.ts';
import type { CheckoutLine } from './cart.ts';

/**
 * What POST .../checkout (shared/carts/service.ts, with start.ts) leaves for checkout completion:
 * the priced cart snapshot, the customer and the totals, all in minor units.
 *
 * Contract for completion: the checkout is current while the customer's open cart still has
 * `checkoutId` = this id: any change to the cart's contents drops its checkoutId (the
 * abandonment sweep and a recovery do not; they only bump `version`). Completion closes the cart in the transaction that confirms the order.
 */
export const CHECKOUT_ENTITY = 'Checkout';
/** Unfinished checkouts are kept a week (TTL), then DynamoDB may delete them. */
export const CHECKOUT_RETENTION_SECONDS = 7 * 24 * 3600;
/**
 * How long a started checkout can be paid (CHECKOUT_EXPIRES_AFTER_SECONDS, at most the
 * retention): after that, completion answers 409 and the customer starts checkout again.
 * Independent of cart abandonment, which never changes a checkout.
 */
export const CHECKOUT_EXPIRY_SECONDS = 24 * 3600;

export interface CheckoutRecord {
  checkoutId: string;
  storeId: string;
  mode: Mode;
  cartId: string;
  cartVersion: number;
  customerId: string;
  customer: CustomerObject;
  status: 'Open';
  currency: string;
  pricing: PricingRules;
  items: CheckoutLine[];
  /** The cart's discount code as decided when checkout started, with each line's share (in `items` order). */
  discount?: { applied: AppliedDiscount; linesMinor: number[] } | null;
  totals: {
    subtotalMinor: number;
    shippingTotalMinor: number;
    taxTotalMinor: number;
    discountTotalMinor: number;
    totalAmountMinor: number;
  };
  createdAt: string;
}

/**
 * Completion state kept on the checkout. Absent = open. `Processing` = an order holds the
 * stock while the payment runs (the lease says until when that attempt is presumed alive; while
 * Processing the checkout is on the completion index, see dynamo-checkout-repository.ts);
 * `Completed` = the order is paid and confirmed; `Superseded` = a newer checkout of the same
 * cart replaced it while its payment was unfinished and never charged (final: never completed).
 */
export type CompletionStatus = 'Processing' | 'Completed' | 'Superseded';

export interface CompletionState {
  completionStatus?: CompletionStatus;
  completionOrderId?: string;
  /** Epoch ms. */
  completionLeaseUntil?: number;
  /** The order's payment waits for the customer (3-D Secure) until the lease (the hold) ends. */
  completionAwaitingAction?: boolean;
}

export type StoredCheckout = CheckoutRecord & CompletionState & { expiresAt?: number };
