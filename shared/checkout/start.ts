import type { CustomerObject } from '../customers/types.ts';
import type { Scope } from '../orders/ports.ts';
import { cartTotals } from '../pricing.ts';
import type { CheckoutCart } from './cart.ts';
import type { RecoveryOutcome } from './outcome.ts';
import type { CheckoutRepository } from './ports.ts';
import type { CheckoutRecord } from './records.ts';
import type { Settlement } from './settle.ts';

/**
 * Beginning a checkout (POST .../cart/checkout, served by shared/carts/service.ts, which writes
 * the record with the cart): the snapshot completion will charge for, and the cart's earlier
 * completion settled first so one cart is never paid twice.
 */
export const buildCheckoutRecord = (
  cart: CheckoutCart,
  checkoutId: string,
  customer: CustomerObject,
  now: string,
): CheckoutRecord => {
  const totals = cartTotals(cart.items, cart.pricing, { applied: cart.discount, at: now });
  return {
    checkoutId,
    storeId: cart.storeId,
    mode: cart.mode,
    cartId: cart.cartId,
    cartVersion: cart.version,
    customerId: cart.customerId,
    customer,
    status: 'Open',
    currency: cart.pricing.currency,
    pricing: cart.pricing,
    items: cart.items,
    discount:
      cart.discount && totals.discountCode !== null
        ? { applied: cart.discount, linesMinor: totals.lineDiscountsMinor }
        : null,
    totals: {
      subtotalMinor: totals.subtotalMinor,
      shippingTotalMinor: totals.estimatedShippingMinor,
      taxTotalMinor: totals.estimatedTaxMinor,
      discountTotalMinor: totals.discountTotalMinor,
      totalAmountMinor: totals.estimatedTotalMinor,
    },
    createdAt: now,
  };
};

/**
 * Before a new checkout of the same cart: the completion the cart points at as being paid, if
 * still in flight, is settled first. A live lease is left alone (`lease-live`: the caller
 * refuses); an ended one is recovered now and, if it was never charged, superseded, so its
 * retry can never charge as well. `settlesHere` false for the scope: this process cannot ask
 * the store's payment provider (the carts function has no Stripe client), so an in-flight
 * completion is left to the recovery job, which runs every minute, and the caller refuses as
 * for a live lease.
 */
export const settleBeforeNewCheckout =
  (
    checkouts: CheckoutRepository,
    recover: Settlement['recover'],
    settlesHere?: (scope: Scope) => Promise<boolean>,
  ) =>
  async (scope: Scope, checkoutId: string, customerId: string): Promise<RecoveryOutcome> => {
    const { checkout } = await checkouts.read(scope, checkoutId, customerId);
    if (!checkout || checkout.customerId !== customerId) return 'not-in-flight';
    if (checkout.completionStatus === 'Processing' && settlesHere && !(await settlesHere(scope)))
      return 'lease-live';
    return recover(scope, checkout, { supersede: true });
  };
