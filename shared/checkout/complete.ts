import { contentionBackoff } from '../db/transactions.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import { MAX_ORDER_ATTEMPTS } from '../orders/placement.ts';
import type { Scope } from '../orders/ports.ts';
import type { OrderRecord } from '../orders/types.ts';
import { isUuid } from '../util/ids.ts';
import { epochSeconds } from '../util/time.ts';
import { completionContext, type CheckoutCompletionDeps } from './completion-context.ts';
import {
  cartChanged,
  checkoutExpired,
  checkoutNotFound,
  finalOutcome,
  inProgress,
  refuseReleasedAttempt,
  tooBusy,
} from './outcome.ts';
import { chargeAndSettle } from './payment.ts';
import { quoteCheckout, type QuoteCall } from './quote.ts';
import { reserve } from './reservation.ts';
import { createSettlement } from './settle.ts';
import { settleBeforeNewCheckout } from './start.ts';
import type { CompleteCheckoutInput, QuoteCheckoutInput } from './schemas.ts';

/**
 * Checkout completion (docs/decisions.md §4.9), in the order that never charges for stock we do
 * not have:
 *
 * 1. Reserve (reservation.ts): one transaction takes the stock (conditional decrements), the next
 *    order number and creates the order `Pending`, claims the checkout (`Processing`, with a
 *    lease) and checks the cart is unchanged since checkout started. Shortage -> 409, nothing
 *    written, nothing charged.
 * 2. Charge through the payments port, with the order id as the provider's idempotency key
 *    (payment.ts).
 * 3a. Paid: one transaction confirms the order (Pending -> Confirmed), completes the checkout,
 *     closes the cart and writes order.created, order.status_updated, order.confirmed (settle.ts).
 * 3b. Declined: no order is made: one transaction turns the reservation into a released attempt
 *     (no list, export, figure or event shows it), gives the stock back and reopens the checkout
 *     (the customer may try another card); its order number stays used (numbers may skip).
 *
 * A request that dies between 1 and 3 leaves the checkout `Processing`; once its lease is over,
 * the next completion of the checkout resumes that order (same provider idempotency key: never a
 * second charge), and if nobody asks, the checkout recovery job (recovery.ts, every minute)
 * settles it through `recover`: it asks the provider whether the order's charge happened and
 * confirms or releases accordingly, never charging. Starting a new checkout of the same cart
 * settles it first too (`settle`, start.ts), so one cart is never paid twice. The
 * Idempotency-Key claim is taken before all of this (functions/checkout).
 */
export type { CheckoutCompletionDeps } from './completion-context.ts';

export interface CompletionCall {
  storeId: string;
  mode: Mode;
  customerId: string;
  checkoutId: string;
}

export const createCheckoutCompletion = (deps: CheckoutCompletionDeps) => {
  const context = completionContext(deps);
  const { orders, checkouts, clock } = context;
  const settlement = createSettlement(context);
  const { held } = settlement;

  /** After a lost race: a short jittered wait, unless this request has been losing for too long. */
  const afterLostRace = async (attempt: number, startedAt: number) => {
    if (attempt + 1 >= MAX_ORDER_ATTEMPTS || performance.now() - startedAt >= context.retryBudgetMs)
      throw tooBusy();
    await contentionBackoff(attempt);
  };

  return {
    recover: settlement.recover,
    settleHeld: settlement.settleHeld,
    /** Before a new checkout of the same cart (shared/carts startCheckout); see start.ts. */
    settle: settleBeforeNewCheckout(checkouts, settlement.recover, deps.settlesInterrupted),

    /** POST .../checkout/store/{storeId}/{checkoutId}/quote: what completion would charge (quote.ts). */
    quote: (call: QuoteCall, input: QuoteCheckoutInput) => quoteCheckout(context, call, input),

    /** POST /api/v1/sdk/checkout/store/{storeId}/{checkoutId}/complete -> the confirmed order. */
    async complete(
      call: CompletionCall,
      input: CompleteCheckoutInput,
      orderId: string,
    ): Promise<OrderRecord> {
      if (!isUuid(call.checkoutId)) throw checkoutNotFound();
      const scope: Scope = { storeId: call.storeId, mode: call.mode };
      const provider = await context.payments(scope);
      // Refuse before reserving anything: live mode takes payments only through a connected provider.
      if (!provider.configured) {
        throw new ApiError(
          'PAYMENTS_NOT_CONFIGURED',
          `Payments are not configured for ${call.mode} mode: the store has not connected Stripe`,
        );
      }
      // A token the provider could never accept is refused before any order exists, so it
      // takes no order number and holds no stock.
      const tokenProblem = provider.checkToken?.(input.paymentToken);
      if (tokenProblem) {
        throw new ApiError('INVALID_REQUEST', tokenProblem, [
          { path: 'body.paymentToken', message: tokenProblem },
        ]);
      }

      const storeClock = await context.storeClock(scope);
      const startedAt = performance.now();
      for (let attempt = 0; ; attempt++) {
        // Store time decides expiry and stamps the order; leases are real time (they guard real requests).
        const now = storeClock.now();
        const realNow = clock.now();
        const reads = await checkouts.read(scope, call.checkoutId, call.customerId);
        const checkout = reads.checkout;
        // Another customer's checkout is indistinguishable from none (no enumeration of ids).
        if (!checkout || checkout.customerId !== call.customerId) throw checkoutNotFound();
        if (checkout.expiresAt !== undefined && checkout.expiresAt < epochSeconds(now))
          throw checkoutNotFound();

        const settled = await finalOutcome(orders, scope, checkout, orderId);
        if (settled) return settled;
        const payFor = (order: OrderRecord) =>
          chargeAndSettle(
            settlement,
            scope,
            order,
            checkout,
            input.paymentToken,
            provider,
            settlement.recoveryEvents(reads, now),
          );

        if (checkout.completionStatus === 'Processing' && checkout.completionAwaitingAction) {
          // Back from 3-D Secure (any Idempotency-Key of this customer): the payment decides.
          const { order } = await orders.getOrder(scope, checkout.completionOrderId!);
          if (order?.orderStatus === 'Pending') return held.resume(scope, reads, order, provider);
        }
        if (checkout.completionStatus === 'Processing') {
          const sameRequest = checkout.completionOrderId === orderId;
          if (!sameRequest && (checkout.completionLeaseUntil ?? 0) > realNow.getTime()) throw inProgress();
          // Resume the attempt that did not finish: same order, same provider idempotency key.
          const outcome = await checkouts.takeOver(scope, checkout, {
            orderId: checkout.completionOrderId!,
            leaseUntil: realNow.getTime() + context.leaseMs,
          });
          if (!outcome.ok) {
            await afterLostRace(attempt, startedAt);
            continue;
          }
          const { order } = await orders.getOrder(scope, checkout.completionOrderId!);
          if (order?.orderStatus === 'Pending') return payFor(order);
          // The reserved order was settled by someone else (e.g. cancelled by the store): start over.
          await checkouts.reopen(scope, checkout.checkoutId, checkout.completionOrderId!);
          await afterLostRace(attempt, startedAt);
          continue;
        }

        // A new attempt needs an unexpired checkout whose cart still holds it (Active, or
        // Abandoned since: abandonment never changes the contents, so paying recovers it).
        if (Date.parse(checkout.createdAt) + context.expiryMs <= now.getTime()) throw checkoutExpired();
        if (reads.cart?.checkoutId !== checkout.checkoutId) throw cartChanged();
        const order = await reserve(context, scope, checkout, input, orderId, now, provider);
        if (order === 'order-exists') await refuseReleasedAttempt(orders, scope, orderId);
        if (typeof order !== 'object') {
          await afterLostRace(attempt, startedAt);
          continue;
        }
        return payFor(order);
      }
    },
  };
};

export type CheckoutCompletion = ReturnType<typeof createCheckoutCompletion>;
