import type { DomainEvent } from '../events/outbox.ts';
import { ApiError } from '../errors.ts';
import type { OrderRepository, Scope } from '../orders/ports.ts';
import type { OrderRecord } from '../orders/types.ts';
import type { ChargeResult, PaymentActionRequiredError, PaymentProvider } from '../payments/ports.ts';
import type { Clock } from '../util/time.ts';
import type { StoredCheckout } from './records.ts';
import type { CheckoutReads, CheckoutRepository } from './ports.ts';

/**
 * 3-D Secure: a charge the provider holds for the customer's action. The order stays Pending
 * with its stock held for `holdMs` (PAYMENT_HOLD_SECONDS, 30 min); the checkout claim is
 * extended to the hold's end, so the recovery job (recovery.ts, on the completion index, never a
 * scan) releases it then if nobody paid. The customer's next completion call, or Stripe's
 * `payment_intent.*` webhook, reads the payment and settles the order.
 */
export const PAYMENT_HOLD_MS = 30 * 60 * 1000;

export interface HeldPaymentDeps {
  orders: Pick<OrderRepository, 'getOrder'>;
  checkouts: CheckoutRepository;
  /** Real time: the hold's end is on the recovery job's lease index. */
  clock: Clock;
  /** The store's time, for the times written. */
  storeClock(scope: Scope): Promise<Clock>;
  holdMs: number;
  confirm(
    scope: Scope,
    order: OrderRecord,
    checkout: StoredCheckout,
    charge: ChargeResult,
    provider: PaymentProvider,
    cartLifecycle: DomainEvent[],
  ): Promise<OrderRecord>;
  release(scope: Scope, order: OrderRecord, checkout: StoredCheckout, reason: string): Promise<void>;
  recoveryEvents(reads: CheckoutReads, at: Date): DomainEvent[];
}

/** 402 with what Stripe.js needs to run the next action. */
export const actionRequired = (orderId: string, paymentIntentId: string, clientSecret: string) =>
  new ApiError(
    'PAYMENT_ACTION_REQUIRED',
    'The card needs authentication (3-D Secure): run the next action with Stripe.js, then complete the checkout again',
    undefined,
    undefined,
    { orderId, paymentIntentId, clientSecret },
  );

export const createHeldPayments = (deps: HeldPaymentDeps) => ({
  /** The provider asked for the customer's action: hold the order and its stock, answer 402. */
  async hold(
    scope: Scope,
    order: OrderRecord,
    checkout: StoredCheckout,
    provider: PaymentProvider,
    action: PaymentActionRequiredError,
  ): Promise<never> {
    const next: OrderRecord = {
      ...order,
      payment: { provider: provider.name, chargeId: action.paymentIntentId, status: 'ActionRequired' },
      version: order.version + 1,
      updatedAt: (await deps.storeClock(scope)).now().toISOString(),
    };
    const outcome = await deps.checkouts.hold({
      scope,
      next,
      expectedVersion: order.version,
      checkoutId: checkout.checkoutId,
      holdUntil: deps.clock.now().getTime() + deps.holdMs,
    });
    if (!outcome.ok) {
      throw new ApiError(
        'CONFLICT',
        'The order changed while it was being paid; complete the checkout again',
      );
    }
    throw actionRequired(order.orderId, action.paymentIntentId, action.clientSecret);
  },

  /**
   * A held order asked again (the customer's completion call or Stripe's webhook): the payment
   * as the provider sees it now decides. Paid -> confirmed (the order); still waiting -> 402
   * again; failed -> released (stock back, checkout open for another card) and 402 declined.
   */
  async resume(
    scope: Scope,
    reads: CheckoutReads,
    order: OrderRecord,
    provider: PaymentProvider,
  ): Promise<OrderRecord> {
    const checkout = reads.checkout!;
    const reference = order.payment.chargeId;
    if (!reference || !provider.paymentState) {
      throw new ApiError(
        'CONFLICT',
        'This checkout is already being completed by another request; retry shortly',
      );
    }
    const state = await provider.paymentState(reference);
    switch (state.status) {
      case 'paid':
        return deps.confirm(
          scope,
          order,
          checkout,
          state.charge,
          provider,
          deps.recoveryEvents(reads, (await deps.storeClock(scope)).now()),
        );
      case 'action-required':
        throw actionRequired(order.orderId, state.paymentIntentId, state.clientSecret);
      case 'failed':
        await deps.release(scope, order, checkout, `Payment declined (${state.declineCode})`);
        throw new ApiError('PAYMENT_DECLINED', state.message, [
          { path: 'body.paymentToken', message: state.declineCode },
        ]);
      case 'none':
        await deps.release(scope, order, checkout, 'Payment cancelled');
        throw new ApiError('CONFLICT', 'The payment was cancelled; complete the checkout again');
    }
  },
});
