import { cartEvents } from '../carts/events.ts';
import { contentionBackoff } from '../db/transactions.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError, type ErrorDetail } from '../errors.ts';
import type { DomainEvent } from '../events/outbox.ts';
import { logger } from '../logger.ts';
import { orderEvents } from '../orders/events.ts';
import {
  checkStock,
  counterKey,
  insufficientInventory,
  MAX_ORDER_ATTEMPTS,
  nextOrderNumber,
} from '../orders/placement.ts';
import {
  heldInventory,
  newOrderRecord,
  orderItem,
  quantitiesByVariant,
  withInventoryRestored,
  withStatus,
} from '../orders/records.ts';
import type { OrderRepository, Scope } from '../orders/ports.ts';
import type { CompleteCheckoutInput } from '../orders/schemas.ts';
import { createKeyedSerializer, type KeyedSerializer } from '../orders/serializer.ts';
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
import type { PaymentProviders } from '../payments/providers.ts';
import { isSellable } from '../products/types.ts';
import { isUuid } from '../util/ids.ts';
import { epochSeconds, systemClock, type Clock } from '../util/time.ts';
import {
  attemptReleased,
  checkoutExpired,
  checkoutNotFound,
  inProgress,
  providerUnavailable,
  superseded,
  tooBusy,
} from './completion-errors.ts';
import { createHeldPayments, PAYMENT_HOLD_MS } from './held-payments.ts';
import { CHECKOUT_EXPIRY_SECONDS, type StoredCheckout } from './records.ts';
import type { CheckoutReads, CheckoutRepository } from './ports.ts';

/**
 * Checkout completion (docs/decisions.md §4.9), in the order that never charges for stock we do not have:
 *
 * 1. Reserve: one transaction takes the stock (conditional decrements), the next order number
 *    and creates the order `Pending`, claims the checkout (`Processing`, with a lease) and checks
 *    the cart is unchanged since checkout started. Shortage -> 409, nothing written, nothing charged.
 * 2. Charge through the payments port, with the order id as the provider's idempotency key.
 * 3a. Paid: one transaction confirms the order (Pending -> Confirmed), completes the checkout,
 *     closes the cart and writes order.created, order.status_updated, order.confirmed.
 * 3b. Declined: one transaction cancels the order, gives the stock back and reopens the checkout
 *     (the customer may try another card); no webhook is sent for an order never confirmed.
 *
 * A request that dies between 1 and 3 leaves the checkout `Processing`; once its lease is over,
 * the next completion of the checkout resumes that order (same provider idempotency key: never a
 * second charge), and if nobody asks, the checkout recovery job (recovery.ts, every minute)
 * settles it through `recover`: it asks the provider whether the order's charge happened and
 * confirms or releases accordingly, never charging. Starting a new checkout of the same cart
 * settles it first too (`settle`), so one cart is never paid twice. The Idempotency-Key claim is
 * taken before all of this (functions/checkout).
 */
export const COMPLETION_LEASE_MS = 30_000;
/**
 * How long one request may go on losing races (order counter, checkout claim) before it answers
 * 409 CONFLICT with Retry-After instead of holding the connection; wall time, so a frozen test
 * clock cannot stretch it.
 */
export const COMPLETION_RETRY_BUDGET_MS = 5_000;
/** Reserve transaction: order, counter, owner, checkout claim, cart check + one item per tracked variant. */
export const MAX_TRACKED_VARIANTS_PER_CHECKOUT = 95;

export interface CheckoutCompletionDeps {
  /** Reads only: variants, the order counter, the order. */
  orders: Pick<OrderRepository, 'readVariants' | 'readLastOrderNumber' | 'getOrder'>;
  checkouts: CheckoutRepository;
  payments: PaymentProviders;
  /** Shared with the order service: one queue per order counter in this process. */
  serializer?: KeyedSerializer;
  clock?: Clock;
  /** How long an attempt is presumed alive (CHECKOUT_COMPLETION_LEASE_SECONDS); default COMPLETION_LEASE_MS. */
  leaseMs?: number;
  /** CHECKOUT_EXPIRES_AFTER_SECONDS: how long after it started a checkout can be paid (default 24 h). */
  checkoutExpirySeconds?: number;
  /** PAYMENT_HOLD_SECONDS: how long an order awaiting 3-D Secure holds its stock; default PAYMENT_HOLD_MS. */
  holdMs?: number;
  /** How long lost races are retried; default COMPLETION_RETRY_BUDGET_MS. */
  retryBudgetMs?: number;
}

/**
 * What `recover` did with a checkout. `confirmed`: it was charged, the order is now Confirmed.
 * `released`: never charged, the order Cancelled and its stock back (checkout reopened or
 * superseded). `reopened`: the order had been settled by someone else, only the claim was left.
 * `lease-live`: an attempt still holds it. `lost-race`: someone else took it over first.
 * `not-in-flight`: it is not Processing (open, completed or superseded).
 */
export type RecoveryOutcome =
  'confirmed' | 'released' | 'reopened' | 'lease-live' | 'lost-race' | 'not-in-flight';

export interface RecoverOptions {
  /** Release as Superseded (a newer checkout of the cart replaces it) rather than reopening it. */
  supersede?: boolean;
}

export interface CompletionCall {
  storeId: string;
  mode: Mode;
  customerId: string;
  checkoutId: string;
}

export const createCheckoutCompletion = (deps: CheckoutCompletionDeps) => {
  const { orders, checkouts } = deps;
  const clock = deps.clock ?? systemClock;
  const serialize = deps.serializer ?? createKeyedSerializer();
  const leaseMs = deps.leaseMs ?? COMPLETION_LEASE_MS;
  const expiryMs = (deps.checkoutExpirySeconds ?? CHECKOUT_EXPIRY_SECONDS) * 1000;
  const retryBudgetMs = deps.retryBudgetMs ?? COMPLETION_RETRY_BUDGET_MS;

  /** After a lost race: a short jittered wait, unless this request has been losing for too long. */
  const afterLostRace = async (attempt: number, startedAt: number) => {
    if (attempt + 1 >= MAX_ORDER_ATTEMPTS || performance.now() - startedAt >= retryBudgetMs) throw tooBusy();
    await contentionBackoff(attempt);
  };

  /**
   * A cart the sweep marked Abandoned after checkout started is recovered by paying for it:
   * cart.recovered goes out with the order's events, in the transaction that closes the cart.
   */
  const recoveryEvents = (reads: CheckoutReads, at: Date): DomainEvent[] => {
    const cart = reads.cart?.record;
    if (!cart || cart.status !== 'Abandoned') return [];
    const recoveredAt = at.toISOString();
    const recovered = { ...cart, status: 'Active' as const, activeSince: recoveredAt, abandonedAt: null };
    return [cartEvents.recovered(recovered, cart.abandonedAt ?? recoveredAt, cart.pricing)];
  };

  /** 3b: the payment failed: cancel the reservation (no events), stock back, checkout open again. */
  const release = async (
    scope: Scope,
    order: OrderRecord,
    checkout: StoredCheckout,
    reason: string,
    supersede = false,
  ) => {
    let current = order;
    for (let attempt = 0; attempt < MAX_ORDER_ATTEMPTS; attempt++) {
      const held = heldInventory(current);
      const variants = held.size > 0 ? await orders.readVariants(scope, [...held.keys()]) : new Map();
      const at = clock.now().toISOString();
      const next: OrderRecord = {
        ...withStatus(
          withInventoryRestored({ ...current, payment: { ...current.payment, status: 'Declined' } }),
          'Cancelled',
          {
            reason,
            source: 'customer',
            now: at,
          },
        ),
        cancellation: { cancelledAt: at, reason },
      };
      const outcome = await checkouts.release({
        scope,
        next,
        expectedVersion: current.version,
        checkoutId: checkout.checkoutId,
        giveBack: new Map([...held].filter(([id]) => variants.has(id))),
        ...(supersede ? { supersede } : {}),
      });
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
    for (let attempt = 0; attempt < MAX_ORDER_ATTEMPTS; attempt++) {
      const now = clock.now();
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
          await provider.refund({
            chargeId: charge.chargeId,
            amountMinor: order.totals.totalAmountMinor,
            currency: order.currency,
            idempotencyKey: `void-${order.orderId}`,
          });
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
    holdMs: deps.holdMs ?? PAYMENT_HOLD_MS,
    confirm: (...args) => confirm(...args),
    release: (scope, order, checkout, reason) => release(scope, order, checkout, reason),
    recoveryEvents,
  });

  /** 2 then 3: charge the reserved order and settle it either way. */
  const chargeAndSettle = async (
    scope: Scope,
    order: OrderRecord,
    checkout: StoredCheckout,
    paymentToken: string,
    provider: PaymentProvider,
    cartLifecycle: DomainEvent[] = [],
  ): Promise<OrderRecord> => {
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
        return held.hold(scope, order, checkout, provider, error);
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
    return confirm(scope, order, checkout, charge, provider, cartLifecycle);
  };

  /**
   * Settles a completion whose attempt is presumed dead (lease over), without ever charging:
   * takes it over exactly as seen (two sweeps, or a sweep and a customer's retry, never both
   * act), then asks the provider whether the order's charge (idempotency key = order id)
   * happened: charged -> confirmed as step 3a does (events, cart closed); not charged -> released
   * as step 3b does (order Cancelled, stock back, checkout reopened or superseded).
   */
  const recover = async (
    scope: Scope,
    seen: StoredCheckout,
    options: RecoverOptions = {},
  ): Promise<RecoveryOutcome> => {
    if (seen.completionStatus !== 'Processing' || !seen.completionOrderId) return 'not-in-flight';
    const now = clock.now();
    if ((seen.completionLeaseUntil ?? 0) > now.getTime()) return 'lease-live';
    const orderId = seen.completionOrderId;
    const taken = await checkouts.takeOver(scope, seen, { orderId, leaseUntil: now.getTime() + leaseMs });
    if (!taken.ok) return 'lost-race';
    const { order } = await orders.getOrder(scope, orderId);
    if (order?.orderStatus !== 'Pending') {
      // A held payment of an order the store cancelled must not be completed any more.
      if (order?.payment.status === 'ActionRequired' && order.payment.chargeId) {
        const reference = order.payment.chargeId;
        // Paid meanwhile: Stripe's payment_intent.succeeded then refunds it (settleHeld).
        await (await deps.payments(scope)).cancelPayment?.(reference).catch((error: unknown) =>
          logger.warn('held payment of a cancelled order could not be cancelled', {
            orderId,
            error: error as Error,
          }),
        );
      }
      await checkouts.reopen(scope, seen.checkoutId, orderId, options.supersede);
      return 'reopened';
    }
    const provider = await deps.payments(scope);
    const reference = order.payment.chargeId ?? undefined;
    const charge = await provider.findCharge(orderId, reference);
    // A hold that ended unpaid: stop the payment first, so it cannot complete once the stock is back.
    if (!charge && reference && provider.cancelPayment) await provider.cancelPayment(reference);
    if (charge) {
      const reads = await checkouts.read(scope, seen.checkoutId, seen.customerId);
      await confirm(scope, order, seen, charge, provider, recoveryEvents(reads, now));
      return 'confirmed';
    }
    await release(scope, order, seen, 'Payment not completed', options.supersede);
    return 'released';
  };

  return {
    recover,

    /**
     * Stripe's `payment_intent.succeeded` / `payment_failed` for an order held for 3-D Secure:
     * settles it as the customer's own retry would. Anything else (not held, already settled) is
     * left alone. Returns what became of the order.
     */
    async settleHeld(
      scope: Scope,
      orderId: string,
    ): Promise<'confirmed' | 'released' | 'voided' | 'unchanged'> {
      const { order } = await orders.getOrder(scope, orderId);
      if (order?.payment.status !== 'ActionRequired' || !order.checkoutId) return 'unchanged';
      if (order.orderStatus !== 'Pending') {
        // The store cancelled the held order, then the customer paid anyway: give the money back.
        const provider = await deps.payments(scope);
        const charge = await provider.findCharge(orderId, order.payment.chargeId ?? undefined);
        if (!charge) return 'unchanged';
        await provider.refund({
          chargeId: charge.chargeId,
          amountMinor: order.totals.totalAmountMinor,
          currency: order.currency,
          idempotencyKey: `void-${order.orderId}`,
        });
        return 'voided';
      }
      const reads = await checkouts.read(scope, order.checkoutId, order.customerId);
      const checkout = reads.checkout;
      if (checkout?.completionStatus !== 'Processing' || checkout.completionOrderId !== orderId)
        return 'unchanged';
      try {
        await held.resume(scope, reads, order, await deps.payments(scope));
        return 'confirmed';
      } catch (error) {
        if (error instanceof ApiError && error.errorCode === 'PAYMENT_DECLINED') return 'released';
        if (error instanceof ApiError && error.errorCode === 'PAYMENT_ACTION_REQUIRED') return 'unchanged';
        throw error;
      }
    },

    /**
     * Before a new checkout of the same cart (shared/carts startCheckout): the completion the
     * cart points at as being paid, if still in flight, is settled first. A live lease is left
     * alone (`lease-live`: the caller refuses); an ended one is recovered now and, if it was
     * never charged, superseded, so its retry can never charge as well.
     */
    async settle(scope: Scope, checkoutId: string, customerId: string): Promise<RecoveryOutcome> {
      const { checkout } = await checkouts.read(scope, checkoutId, customerId);
      if (!checkout || checkout.customerId !== customerId) return 'not-in-flight';
      return recover(scope, checkout, { supersede: true });
    },

    /** POST /api/v1/sdk/checkout/store/{storeId}/{checkoutId}/complete -> the confirmed order. */
    async complete(
      call: CompletionCall,
      input: CompleteCheckoutInput,
      orderId: string,
    ): Promise<OrderRecord> {
      if (!isUuid(call.checkoutId)) throw checkoutNotFound();
      const scope: Scope = { storeId: call.storeId, mode: call.mode };
      const provider = await deps.payments(scope);
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

      const startedAt = performance.now();
      for (let attempt = 0; ; attempt++) {
        const now = clock.now();
        const reads = await checkouts.read(scope, call.checkoutId, call.customerId);
        const checkout = reads.checkout;
        // Another customer's checkout is indistinguishable from none (no enumeration of ids).
        if (!checkout || checkout.customerId !== call.customerId) throw checkoutNotFound();
        if (checkout.expiresAt !== undefined && checkout.expiresAt < epochSeconds(now))
          throw checkoutNotFound();

        if (checkout.completionStatus === 'Completed') {
          // The same logical request (same Idempotency-Key) asking again after a lost answer.
          if (checkout.completionOrderId === orderId) return (await orders.getOrder(scope, orderId)).order!;
          throw new ApiError('CONFLICT', 'This checkout has already been completed');
        }
        if (checkout.completionStatus === 'Superseded') throw superseded();

        if (checkout.completionStatus === 'Processing' && checkout.completionAwaitingAction) {
          // Back from 3-D Secure (any Idempotency-Key of this customer): the payment decides.
          const { order } = await orders.getOrder(scope, checkout.completionOrderId!);
          if (order?.orderStatus === 'Pending') return held.resume(scope, reads, order, provider);
        }
        if (checkout.completionStatus === 'Processing') {
          const sameRequest = checkout.completionOrderId === orderId;
          if (!sameRequest && (checkout.completionLeaseUntil ?? 0) > now.getTime()) throw inProgress();
          // Resume the attempt that did not finish: same order, same provider idempotency key.
          const outcome = await checkouts.takeOver(scope, checkout, {
            orderId: checkout.completionOrderId!,
            leaseUntil: now.getTime() + leaseMs,
          });
          if (!outcome.ok) {
            await afterLostRace(attempt, startedAt);
            continue;
          }
          const { order } = await orders.getOrder(scope, checkout.completionOrderId!);
          if (order?.orderStatus === 'Pending') {
            return chargeAndSettle(
              scope,
              order,
              checkout,
              input.paymentToken,
              provider,
              recoveryEvents(reads, now),
            );
          }
          // The reserved order was settled by someone else (e.g. cancelled by the store): start over.
          await checkouts.reopen(scope, checkout.checkoutId, checkout.completionOrderId!);
          await afterLostRace(attempt, startedAt);
          continue;
        }

        // A new attempt needs an unexpired checkout whose cart still holds it (Active, or
        // Abandoned since: abandonment never changes the contents, so paying recovers it).
        if (Date.parse(checkout.createdAt) + expiryMs <= now.getTime()) throw checkoutExpired();
        if (reads.cart?.checkoutId !== checkout.checkoutId) {
          throw new ApiError('CONFLICT', 'The cart changed after checkout started; start checkout again');
        }
        const order = await reserve(scope, checkout, input, orderId, now, provider);
        if (order === 'order-exists') {
          // An earlier attempt of this request took this order id. Cancelled unpaid: it is never
          // made again. Still in flight or paid: the checkout read again resumes or returns it.
          const { order: earlier } = await orders.getOrder(scope, orderId);
          if (earlier?.orderStatus === 'Cancelled') throw attemptReleased(earlier.orderNumber);
        }
        if (typeof order !== 'object') {
          await afterLostRace(attempt, startedAt);
          continue;
        }
        return chargeAndSettle(
          scope,
          order,
          checkout,
          input.paymentToken,
          provider,
          recoveryEvents(reads, now),
        );
      }
    },
  };

  /**
   * Step 1, queued per order counter. `lost-race` (counter, checkout claim): read again and retry.
   * `order-exists`: an earlier attempt of the same request took this order id.
   */
  async function reserve(
    scope: Scope,
    checkout: StoredCheckout,
    input: CompleteCheckoutInput,
    orderId: string,
    now: Date,
    provider: PaymentProvider,
  ): Promise<OrderRecord | 'lost-race' | 'order-exists'> {
    const variants = await orders.readVariants(scope, [
      ...new Set(checkout.items.map((line) => line.productVariantId)),
    ]);
    const gone: ErrorDetail[] = [];
    // Prices are the checkout's: the customer pays what the checkout showed.
    const items = checkout.items.flatMap((line, i) => {
      const variant = variants.get(line.productVariantId);
      if (!variant || !isSellable(variant)) {
        gone.push({ path: `items.${i}`, message: `Item ${line.id} is no longer available` });
        return [];
      }
      return [
        orderItem({
          variant,
          id: line.id,
          quantity: line.quantity,
          unitPriceMinor: line.unitPriceMinor,
          originalUnitPriceMinor: line.originalUnitPriceMinor,
        }),
      ];
    });
    if (gone.length > 0) throw new ApiError('PRODUCT_NOT_FOUND', 'Some items are no longer available', gone);
    checkStock(items, variants);
    const takes = quantitiesByVariant(items.filter((item) => item.inventoryTracked));
    if (takes.size > MAX_TRACKED_VARIANTS_PER_CHECKOUT) {
      throw new ApiError(
        'INVALID_REQUEST',
        `An order holds at most ${MAX_TRACKED_VARIANTS_PER_CHECKOUT} stock-tracked products`,
      );
    }

    return serialize(counterKey(scope), async () => {
      const lastOrderNumber = await orders.readLastOrderNumber(scope);
      const order = newOrderRecord({
        orderId,
        storeId: scope.storeId,
        mode: scope.mode,
        orderNumber: nextOrderNumber(lastOrderNumber),
        checkoutId: checkout.checkoutId,
        source: 'checkout',
        customer: checkout.customer,
        items,
        shippingAddress: input.shippingAddress,
        billingAddress: input.billingAddress,
        currency: checkout.currency,
        exponent: checkout.pricing.exponent,
        totals: checkout.totals,
        paymentMethod: { method: 'card', display: '', last4: null, brand: null },
        payment: { provider: provider.name, chargeId: null, status: 'Pending' },
        deliveryInstructions: input.deliveryInstructions || null,
        origin: 'customer',
        now: now.toISOString(),
      });
      const outcome = await checkouts.reserve(
        {
          scope,
          order,
          lastOrderNumber,
          takes,
          events: [],
          checkout,
          claim: { orderId, leaseUntil: now.getTime() + leaseMs },
        },
        now,
      );
      if (outcome.ok) return order;
      if (outcome.reason === 'stock') throw insufficientInventory();
      if (outcome.reason === 'cart-changed') {
        throw new ApiError('CONFLICT', 'The cart changed after checkout started; start checkout again');
      }
      return outcome.reason === 'order-exists' ? 'order-exists' : 'lost-race';
    });
  }
};

export type CheckoutCompletion = ReturnType<typeof createCheckoutCompletion>;
