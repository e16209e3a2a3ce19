import { ApiError } from '../errors.ts';
import type { OrderRepository, Scope } from '../orders/ports.ts';
import type { OrderRecord } from '../orders/types.ts';
import type { StoredCheckout } from './records.ts';

/**
 * What checkout completion answers besides a new order: the outcome a settled checkout keeps
 * (replayed to the request that completed it), what the settling steps report, and the errors
 * it gives when it cannot place the order (docs/orders.md).
 */

/**
 * What `recover` did with a checkout. `confirmed`: it was charged, the order is now Confirmed.
 * `released`: never charged, so no order: the attempt released and its stock back (checkout
 * reopened or superseded). `reopened`: the order had been settled by someone else, only the claim was left.
 * `lease-live`: an attempt still holds it. `lost-race`: someone else took it over first.
 * `not-in-flight`: it is not Processing (open, completed or superseded).
 */
export type RecoveryOutcome =
  'confirmed' | 'released' | 'reopened' | 'lease-live' | 'lost-race' | 'not-in-flight';

/** What Stripe's payment_intent.* webhook made of a held order (`settleHeld`). */
export type HeldPaymentOutcome = 'confirmed' | 'released' | 'voided' | 'unchanged';

/**
 * A completed or superseded checkout answers the same every time: the request that completed
 * it (same Idempotency-Key, hence the same order id) gets its order again after a lost answer;
 * any other is refused. Undefined: the checkout is not final.
 */
export const finalOutcome = async (
  orders: Pick<OrderRepository, 'getOrder'>,
  scope: Scope,
  checkout: StoredCheckout,
  orderId: string,
): Promise<OrderRecord | undefined> => {
  if (checkout.completionStatus === 'Completed') {
    if (checkout.completionOrderId === orderId) return (await orders.getOrder(scope, orderId)).order!;
    throw new ApiError('CONFLICT', 'This checkout has already been completed');
  }
  if (checkout.completionStatus === 'Superseded') throw superseded();
  return undefined;
};

export const checkoutNotFound = () => new ApiError('NOT_FOUND', 'Checkout not found');
export const checkoutExpired = () =>
  new ApiError('CONFLICT', 'This checkout has expired; start checkout again');
export const inProgress = () =>
  new ApiError('CONFLICT', 'This checkout is already being completed by another request; retry shortly');
export const providerUnavailable = (message: string) =>
  new ApiError('PAYMENT_PROVIDER_UNAVAILABLE', message, undefined, { 'retry-after': '5' });
export const cartChanged = () =>
  new ApiError('CONFLICT', 'The cart changed after checkout started; start checkout again');
export const superseded = () =>
  new ApiError(
    'CONFLICT',
    'This checkout was replaced by a newer checkout of the same cart; complete the newer checkout',
  );

/**
 * An earlier attempt of this same request (same Idempotency-Key, hence the same order id) ended
 * without payment: its payment failed or never completed (no order was made: the attempt was
 * released, docs/decisions.md §15.4), or the store cancelled its order while it was being paid.
 * Its key keeps this answer (it is replayed); the checkout is open again, so the customer pays
 * with a new key (docs/decisions.md §4.14).
 */
export const attemptReleased = (cancelledOrderNumber?: string) =>
  new ApiError(
    'CHECKOUT_ATTEMPT_RELEASED',
    (cancelledOrderNumber
      ? `This payment attempt ended without payment and its order ${cancelledOrderNumber} was cancelled; `
      : 'This payment attempt ended without payment and no order was placed; ') +
      'the checkout is open again: complete it with a new Idempotency-Key',
  );

/**
 * The order id this request reserves with was taken by an earlier attempt of the same request.
 * Released unpaid, or cancelled by the store: it is never made again, and the request keeps
 * that answer. Still in flight or paid: the checkout read again resumes or returns it.
 */
export const refuseReleasedAttempt = async (
  orders: Pick<OrderRepository, 'getOrder'>,
  scope: Scope,
  orderId: string,
): Promise<void> => {
  const { order, releasedAttempt } = await orders.getOrder(scope, orderId);
  if (releasedAttempt) throw attemptReleased();
  if (order?.orderStatus === 'Cancelled') throw attemptReleased(order.orderNumber);
};

/** Lost races for longer than the retry budget: answer now rather than hold the connection. */
export const tooBusy = () =>
  new ApiError(
    'CONFLICT',
    'Too many orders are being placed at once; retry with the same Idempotency-Key',
    undefined,
    { 'retry-after': '1' },
  );
