import { ApiError } from '../errors.ts';
import type { DomainEvent } from '../events/outbox.ts';
import { logger } from '../logger.ts';
import type { Scope } from '../orders/ports.ts';
import type { OrderRecord } from '../orders/types.ts';
import {
  InvalidPaymentTokenError,
  PaymentActionRequiredError,
  PaymentDeclinedError,
  PaymentOutcomeUnknownError,
  PaymentProviderUnavailableError,
  type ChargeResult,
  type PaymentProvider,
} from '../payments/ports.ts';
import { providerUnavailable } from './outcome.ts';
import type { StoredCheckout } from './records.ts';
import type { Settlement } from './settle.ts';

/**
 * Steps 2 then 3 of completion: charge the reserved order through the payments port, with the
 * order id as the provider's idempotency key (a resumed attempt never charges twice), and settle
 * it by what the provider answered: paid -> confirmed; declined, invalid token or provider
 * unavailable -> released with the matching error; authentication needed -> held (402);
 * no answer -> left Pending for a retry or the recovery job.
 */
export const chargeAndSettle = async (
  settlement: Settlement,
  scope: Scope,
  order: OrderRecord,
  checkout: StoredCheckout,
  paymentToken: string,
  provider: PaymentProvider,
  cartLifecycle: DomainEvent[] = [],
): Promise<OrderRecord> => {
  const { release } = settlement;
  let charge: ChargeResult;
  try {
    charge = await provider.charge({
      amountMinor: order.totals.totalAmountMinor,
      currency: order.currency,
      paymentToken,
      idempotencyKey: order.orderId,
      description: `Order ${order.orderNumber}`,
      metadata: {
        storeId: scope.storeId,
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        checkoutId: checkout.checkoutId,
      },
    });
  } catch (error) {
    if (error instanceof PaymentActionRequiredError)
      return settlement.held.hold(scope, order, checkout, provider, error);
    if (error instanceof PaymentDeclinedError) {
      await release(scope, order, checkout, `Payment declined (${error.declineCode})`);
      throw new ApiError('PAYMENT_DECLINED', error.message, [
        { path: 'body.paymentToken', message: error.declineCode },
      ]);
    }
    if (error instanceof InvalidPaymentTokenError) {
      await release(scope, order, checkout, 'Invalid payment token');
      throw new ApiError('INVALID_REQUEST', error.message, [
        { path: 'body.paymentToken', message: error.message },
      ]);
    }
    if (error instanceof PaymentProviderUnavailableError) {
      await release(scope, order, checkout, 'Payment provider unavailable');
      throw providerUnavailable(error.message);
    }
    if (error instanceof PaymentOutcomeUnknownError) {
      // Nothing is confirmed; the reservation stays (lease) and a retry with the same
      // Idempotency-Key resumes it with the same provider idempotency key: one charge at most.
      logger.warn('the payment provider did not answer; the order stays Pending', {
        orderId: order.orderId,
        error: error.message,
      });
      throw providerUnavailable(
        'The payment provider did not answer; retry with the same Idempotency-Key (you will not be charged twice)',
      );
    }
    // Unknown outcome (timeout, network): keep the reservation; a retry after the lease resumes it.
    logger.error('charge failed with an unknown outcome; the order stays Pending', {
      orderId: order.orderId,
      error: error as Error,
    });
    throw error;
  }
  return settlement.confirm(scope, order, checkout, charge, provider, cartLifecycle);
};
