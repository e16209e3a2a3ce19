import { contentionBackoff } from '../db/transactions.ts';
import { ApiError } from '../errors.ts';
import type { DomainEvent } from '../events/outbox.ts';
import { logger } from '../logger.ts';
import { orderEvents } from '../orders/events.ts';
import { MAX_ORDER_ATTEMPTS } from '../orders/placement.ts';
import { heldInventory, withStatus } from '../orders/records.ts';
import type { Scope } from '../orders/ports.ts';
import { inventoryEvents, stockChanges } from '../orders/stock.ts';
import type { OrderRecord, ReleasedAttempt } from '../orders/types.ts';
import type { ChargeResult, PaymentProvider } from '../payments/ports.ts';
import { cartRecoveredEvent } from './cart.ts';
import type { CompletionContext } from './completion-context.ts';
import { createHeldPayments } from './held-payments.ts';
import type { HeldPaymentOutcome, RecoveryOutcome } from './outcome.ts';
import type { CheckoutReads } from './ports.ts';
import type { StoredCheckout } from './records.ts';

export interface RecoverOptions {
  /** Release as Superseded (a newer checkout of the cart replaces it) rather than reopening it. */
  supersede?: boolean;
}

/**
 * Step 3 of completion, settling the reserved order once the payment's outcome is known:
 * `confirm` (3a, paid) or `release` (3b, not paid); a held payment (3-D Secure) settles later
 * through held-payments.ts. `recover` is the checkout recovery job's settlement of an attempt
 * that died, and `settleHeld` Stripe's webhook for a held payment.
 */
/** Gives back the charge of an order the store cancelled while it was being paid (once: keyed by the order). */
const voidCharge = (provider: PaymentProvider, order: OrderRecord, charge: ChargeResult) =>
  provider.refund({
    chargeId: charge.chargeId,
    amountMinor: order.totals.totalAmountMinor,
    currency: order.currency,
    idempotencyKey: `void-${order.orderId}`,
  });

export const createSettlement = (context: CompletionContext) => {
  const { orders, checkouts, clock } = context;

  /**
   * A cart the sweep marked Abandoned after checkout started is recovered by paying for it:
   * cart.recovered goes out with the order's events, in the transaction that closes the cart.
   */
  const recoveryEvents = (reads: CheckoutReads, at: Date): DomainEvent[] => {
    const cart = reads.cart?.record;
    if (!cart || cart.status !== 'Abandoned') return [];
    const recoveredAt = at.toISOString();
    return [cartRecoveredEvent(cart, recoveredAt, cart.abandonedAt ?? recoveredAt, cart.pricing)];
  };

  /**
   * 3b: the payment failed: no order is made (docs/decisions.md §15.4). The reservation becomes a
   * released attempt (no order events: none went out), the stock goes back with its
   * product.inventory_updated (reason cancellation), the checkout is open again.
   */
  const release = async (
    scope: Scope,
    order: OrderRecord,
    checkout: StoredCheckout,
    reason: string,
    supersede = false,
  ) => {
    let current = order;
    const storeClock = await context.storeClock(scope);
    for (let attempt = 0; attempt < MAX_ORDER_ATTEMPTS; attempt++) {
      const held = heldInventory(current);
      const variants =
        held.size > 0
          ? await orders.readVariants(
              scope,
              [...held.keys()],
              current.items.map((item) => item.productId),
            )
          : new Map();
      const released: ReleasedAttempt = {
        orderId: current.orderId,
        orderNumber: current.orderNumber,
        checkoutId: current.checkoutId ?? checkout.checkoutId,
        customerId: current.customerId,
        reason,
        releasedAt: storeClock.now().toISOString(),
      };
      // The stock goes back as a cancellation would put it back, announced the same way.
      const stock = stockChanges(held, variants, 1);
      const outcome = await checkouts.release(
        {
          scope,
          order: current,
          attempt: released,
          expectedVersion: current.version,
          checkoutId: checkout.checkoutId,
          stock,
          events: inventoryEvents({ ...scope, origin: 'customer' }, stock, variants, 'cancellation'),
          ...(supersede ? { supersede } : {}),
        },
        storeClock.now(),
      );
      if (outcome.ok) return;
      await contentionBackoff(attempt);
      const reread = await orders.getOrder(scope, current.orderId);
      if (!reread.order || reread.order.orderStatus !== 'Pending') {
        // The store cancelled it meanwhile (stock already back): only the checkout is left to reopen.
        await checkouts.reopen(scope, checkout.checkoutId, current.orderId, supersede);
        return;
      }
      current = reread.order;
    }
    throw new ApiError('CONFLICT', 'The order could not be released; try again');
  };

  /** 3a: confirm the paid order; the cart is closed if it is still the one checked out. */
  const confirm = async (
    scope: Scope,
    order: OrderRecord,
    checkout: StoredCheckout,
    charge: ChargeResult,
    provider: PaymentProvider,
    cartLifecycle: DomainEvent[],
  ) => {
    let closeCart = true;
    const storeClock = await context.storeClock(scope);
    for (let attempt = 0; attempt < MAX_ORDER_ATTEMPTS; attempt++) {
      const now = storeClock.now();
      const at = now.toISOString();
      const paid: OrderRecord = {
        ...order,
        paymentMethod: charge.paymentMethod,
        payment: { provider: provider.name, chargeId: charge.chargeId, status: 'Captured' },
      };
      const reason = 'Payment verified';
      const confirmed = withStatus(paid, 'Confirmed', { reason, source: 'customer', now: at });
      const events = [
        // Only when this transaction closes the cart: a cart changed meanwhile stays as it is.
        ...(closeCart ? cartLifecycle : []),
        orderEvents.created(paid, 'customer'),
        ...orderEvents.statusChanged(confirmed, {
          previousStatus: 'Pending',
          changedAt: at,
          reason,
          origin: 'customer',
        }),
      ];
      const outcome = await checkouts.confirm(
        { scope, confirmed, expectedVersion: order.version, checkout, closeCart, closedAt: at, events },
        now,
      );
      if (outcome.ok) return confirmed;
      // The customer changed the cart while paying: the paid order stands, the newer cart stays open.
      if (outcome.cartChanged) closeCart = false;
      if (outcome.orderChanged) {
        const reread = await orders.getOrder(scope, order.orderId);
        if (reread.order?.orderStatus === 'Confirmed' && reread.order.payment.chargeId === charge.chargeId) {
          return reread.order; // a resumed attempt confirmed it with the same charge
        }
        if (!reread.order || reread.order.orderStatus !== 'Pending') {
          // The store cancelled the order while it was being paid: give the money back.
          await voidCharge(provider, order, charge);
          throw new ApiError(
            'CONFLICT',
            'The order was cancelled while it was being paid; the charge was refunded',
          );
        }
        order = reread.order;
      }
      await contentionBackoff(attempt);
    }
    throw new ApiError('CONFLICT', 'The order could not be confirmed; retry with the same Idempotency-Key');
  };

  const held = createHeldPayments({
    orders,
    checkouts,
    clock,
    storeClock: context.storeClock,
    holdMs: context.holdMs,
    confirm,
    release: (scope, order, checkout, reason) => release(scope, order, checkout, reason),
    recoveryEvents,
  });

  /**
   * Settles a completion whose attempt is presumed dead (lease over), without ever charging:
   * takes it over exactly as seen (two sweeps, or a sweep and a customer's retry, never both
   * act), then asks the provider whether the order's charge (idempotency key = order id)
   * happened: charged -> confirmed as step 3a does (events, cart closed); not charged -> released
   * as step 3b does (no order: attempt released, stock back, checkout reopened or superseded).
   */
  const recover = async (
    scope: Scope,
    seen: StoredCheckout,
    options: RecoverOptions = {},
  ): Promise<RecoveryOutcome> => {
    if (seen.completionStatus !== 'Processing' || !seen.completionOrderId) return 'not-in-flight';
    const now = clock.now(); // real time: the lease guards real requests
    if ((seen.completionLeaseUntil ?? 0) > now.getTime()) return 'lease-live';
    const orderId = seen.completionOrderId;
    const taken = await checkouts.takeOver(scope, seen, {
      orderId,
      leaseUntil: now.getTime() + context.leaseMs,
    });
    if (!taken.ok) return 'lost-race';
    const { order } = await orders.getOrder(scope, orderId);
    if (order?.orderStatus !== 'Pending') {
      // A held payment of an order the store cancelled must not be completed any more.
      if (order?.payment.status === 'ActionRequired' && order.payment.chargeId) {
        const reference = order.payment.chargeId;
        // Paid meanwhile: Stripe's payment_intent.succeeded then refunds it (settleHeld).
        await (await context.payments(scope)).cancelPayment?.(reference).catch((error: unknown) =>
          logger.warn('held payment of a cancelled order could not be cancelled', {
            orderId,
            error: error as Error,
          }),
        );
      }
      await checkouts.reopen(scope, seen.checkoutId, orderId, options.supersede);
      return 'reopened';
    }
    const provider = await context.payments(scope);
    const reference = order.payment.chargeId ?? undefined;
    const charge = await provider.findCharge(orderId, reference);
    // A hold that ended unpaid: stop the payment first, so it cannot complete once the stock is back.
    if (!charge && reference && provider.cancelPayment) await provider.cancelPayment(reference);
    if (charge) {
      const reads = await checkouts.read(scope, seen.checkoutId, seen.customerId);
      const recoveredAt = (await context.storeClock(scope)).now();
      await confirm(scope, order, seen, charge, provider, recoveryEvents(reads, recoveredAt));
      return 'confirmed';
    }
    await release(scope, order, seen, 'Payment not completed', options.supersede);
    return 'released';
  };

  /**
   * Stripe's `payment_intent.succeeded` / `payment_failed` for an order held for 3-D Secure:
   * settles it as the customer's own retry would. Anything else (not held, already settled) is
   * left alone. Returns what became of the order.
   */
  const settleHeld = async (scope: Scope, orderId: string): Promise<HeldPaymentOutcome> => {
    const { order } = await orders.getOrder(scope, orderId);
    if (order?.payment.status !== 'ActionRequired' || !order.checkoutId) return 'unchanged';
    if (order.orderStatus !== 'Pending') {
      // The store cancelled the held order, then the customer paid anyway: give the money back.
      const provider = await context.payments(scope);
      const charge = await provider.findCharge(orderId, order.payment.chargeId ?? undefined);
      if (!charge) return 'unchanged';
      await voidCharge(provider, order, charge);
      return 'voided';
    }
    const reads = await checkouts.read(scope, order.checkoutId, order.customerId);
    const checkout = reads.checkout;
    if (checkout?.completionStatus !== 'Processing' || checkout.completionOrderId !== orderId)
      return 'unchanged';
    try {
      await held.resume(scope, reads, order, await context.payments(scope));
      return 'confirmed';
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'PAYMENT_DECLINED') return 'released';
      if (error instanceof ApiError && error.errorCode === 'PAYMENT_ACTION_REQUIRED') return 'unchanged';
      throw error;
    }
  };

  return { recoveryEvents, release, confirm, held, recover, settleHeld };
};

export type Settlement = ReturnType<typeof createSettlement>;
