import { ApiError } from '../errors.ts';

/** The answers checkout completion gives when it cannot place the order (docs/orders.md). */
export const checkoutNotFound = () => new ApiError('NOT_FOUND', 'Checkout not found');
export const checkoutExpired = () =>
  new ApiError('CONFLICT', 'This checkout has expired; start checkout again');
export const inProgress = () =>
  new ApiError('CONFLICT', 'This checkout is already being completed by another request; retry shortly');
export const providerUnavailable = (message: string) =>
  new ApiError('PAYMENT_PROVIDER_UNAVAILABLE', message, undefined, { 'retry-after': '5' });
export const superseded = () =>
  new ApiError(
    'CONFLICT',
    'This checkout was replaced by a newer checkout of the same cart; complete the newer checkout',
  );

/**
 * An earlier attempt of this same request (same Idempotency-Key, hence the same order id) was
 * settled without payment: released by the checkout recovery job after the attempt died, after
 * the payment provider was unavailable, or cancelled by the store. That order stays cancelled
 * and its key keeps this answer (it is replayed); the checkout is open again, so the customer
 * pays with a new key (docs/decisions.md, "A settled completion's Idempotency-Key").
 */
export const attemptReleased = (orderNumber: string) =>
  new ApiError(
    'CHECKOUT_ATTEMPT_RELEASED',
    `This payment attempt ended without payment and its order ${orderNumber} was cancelled; ` +
      'the checkout is open again: complete it with a new Idempotency-Key',
  );

/** Lost races for longer than the retry budget: answer now rather than hold the connection. */
export const tooBusy = () =>
  new ApiError(
    'CONFLICT',
    'Too many orders are being placed at once; retry with the same Idempotency-Key',
    undefined,
    { 'retry-after': '1' },
  );
