import { contentionBackoff } from '../db/transactions.ts';
import { logger } from '../logger.ts';
import { InvalidPaymentTokenError, PaymentProviderUnavailableError } from '../payments/ports.ts';
import type { PaymentProviders } from '../payments/providers.ts';
import { storeClocksOf, type Clock, type StoreClocks } from '../util/time.ts';
import { orderEvents } from './events.ts';
import { withStatus } from './records.ts';
import type { OrderRepository } from './ports.ts';
import { MAX_ORDER_ATTEMPTS } from './placement.ts';
import type { RefundSettlementStore } from './refund-settlement.ts';
import { isCancellationRefund, isFullyRefunded, settleEntry } from './refunds.ts';
import type { OrderRecord, OrderRefundEntry, RefundJobInput, RefundRecord } from './types.ts';

/**
 * The order's refunds with this one settled; a refund the order does not list (an order written
 * between two releases) is added, so the order always shows how its refunds ended.
 */
const withEntry = (
  order: OrderRecord,
  refund: RefundRecord,
  status: 'Completed' | 'Failed',
  at: string,
): OrderRefundEntry[] => {
  const known = order.refunds.some((r) => r.refundId === refund.refundId);
  const refunds: OrderRefundEntry[] = known
    ? order.refunds
    : [
        ...order.refunds,
        {
          refundId: refund.refundId,
          amountMinor: refund.amountMinor,
          status: 'Scheduled',
          reason: null,
          requestedAt: refund.requestedAt,
          completedAt: null,
          restock: [],
        },
      ];
  return settleEntry(refunds, refund.refundId, status, at);
};

/** The refund holds part of the order's counter (listed, not Failed). */
const isCounted = (order: OrderRecord, refund: RefundRecord): boolean =>
  order.refunds.some((r) => r.refundId === refund.refundId && r.status !== 'Failed');

export type RefundJobResult = 'refunded' | 'submitted' | 'failed' | 'already-done' | 'unknown-refund';

/**
 * How a refund ends, whoever learns it (the refund job for the test provider, Stripe's webhook
 * for Stripe). `complete`: in one transaction the refund Completed on its record and on the
 * order, with order.refunded (origin `system`); the order becomes Refunded (with
 * order.status_updated) once its completed refunds reach the paid total, or when the refund its
 * cancellation started completes. `fail`: the refund
 * Failed on both, its amount released. Both are safe to repeat (docs/decisions.md §4.16).
 */
export const createRefundOutcomes = (deps: {
  orders: Pick<OrderRepository, 'getOrder' | 'completeRefund'>;
  settlements?: RefundSettlementStore;
  clock?: Clock;
  /** Each store's clock: a test-mode refund completes at its store's test-clock time. */
  clocks?: StoreClocks;
}) => {
  const { orders } = deps;
  const clocks = storeClocksOf(deps);

  const complete = async (
    refund: RefundRecord,
    providerRefundId: string,
  ): Promise<'refunded' | 'already-done'> => {
    const scope = { storeId: refund.storeId, mode: refund.mode };
    for (let attempt = 0; attempt < MAX_ORDER_ATTEMPTS; attempt++) {
      const { order } = await orders.getOrder(scope, refund.orderId);
      if (!order) throw new Error(`refund ${refund.refundId}: order ${refund.orderId} is missing`);
      const now = (await clocks.clockFor(scope)).now();
      const at = now.toISOString();
      const reason = 'Refund completed';
      const settled: OrderRecord = {
        ...order,
        refunds: withEntry(order, refund, 'Completed', at),
        // Counted when it was requested; a refund the order did not list is counted now.
        refundedMinor: order.refundedMinor + (isCounted(order, refund) ? 0 : refund.amountMinor),
        version: order.version + 1,
        updatedAt: at,
      };
      // Refunded once the whole paid total is back (docs/decisions.md §4.16), or when the refund a
      // cancellation started completes, whatever its amount (docs/decisions.md §4.7).
      const becomesRefunded =
        order.orderStatus !== 'Refunded' &&
        (isFullyRefunded(settled) ||
          (order.orderStatus === 'Cancelled' && isCancellationRefund(order, refund.refundId)));
      const next: OrderRecord = becomesRefunded
        ? {
            ...withStatus(settled, 'Refunded', { reason, source: 'system', now: at }),
            version: settled.version,
          }
        : settled;
      const entry = next.refunds.find((r) => r.refundId === refund.refundId)!;
      const events = orderEvents.refunded(next, entry, {
        previousStatus: order.orderStatus,
        origin: 'system',
        reason,
      });
      const outcome = await orders.completeRefund(
        { refund, completedAt: at, providerRefundId, next, expectedVersion: order.version, events },
        now,
      );
      if (outcome.ok) return 'refunded';
      // Another run completed it first.
      if (outcome.reason === 'refund-already-completed') return 'already-done';
      await contentionBackoff(attempt);
    }
    throw new Error(`refund ${refund.refundId}: the order kept changing`);
  };

  const fail = async (
    refund: RefundRecord,
    providerRefundId: string | null,
    why: string,
  ): Promise<'failed' | 'already-done'> => {
    if (!deps.settlements) throw new Error('refund failures need a settlement store');
    const scope = { storeId: refund.storeId, mode: refund.mode };
    for (let attempt = 0; attempt < MAX_ORDER_ATTEMPTS; attempt++) {
      const { order } = await orders.getOrder(scope, refund.orderId);
      if (!order) throw new Error(`refund ${refund.refundId}: order ${refund.orderId} is missing`);
      const at = (await clocks.clockFor(scope)).now().toISOString();
      // The failed amount is released: it may be refunded again (docs/decisions.md §4.16).
      const next: OrderRecord = {
        ...order,
        refunds: withEntry(order, refund, 'Failed', at),
        refundedMinor: order.refundedMinor - (isCounted(order, refund) ? refund.amountMinor : 0),
        version: order.version + 1,
        updatedAt: at,
      };
      const outcome = await deps.settlements.markFailed({
        refund,
        failedAt: at,
        providerRefundId,
        next,
        expectedVersion: order.version,
      });
      if (outcome.ok) {
        logger.error('refund failed at the payment provider', { refundId: refund.refundId, why });
        return 'failed';
      }
      if (outcome.reason === 'refund-not-scheduled') return 'already-done';
      await contentionBackoff(attempt);
    }
    throw new Error(`refund ${refund.refundId}: the order kept changing`);
  };

  return { complete, fail };
};

/**
 * The delayed refund job (docs/decisions.md §4.12): runs REFUND_DELAY_SECONDS after a cancellation with
 * a refundAmount (a one-time schedule when deployed, a timer locally). Refunds through the
 * payments port with the refund id as idempotency key. A provider that refunds at once (test)
 * completes it here; Stripe's refunds are recorded as submitted and completed (or failed) by
 * Stripe's webhook. Safe to run twice: the refund record says whether it is done, and the
 * provider's idempotency key makes a second request the same refund.
 */
export const createRefundJob = (deps: {
  orders: OrderRepository;
  payments: PaymentProviders;
  settlements?: RefundSettlementStore;
  clock?: Clock;
  clocks?: StoreClocks;
  /** Called when a refund failed (the RefundsFailed metric). */
  onFailed?: () => void;
}) => {
  const outcomes = createRefundOutcomes(deps);

  return async (input: RefundJobInput): Promise<RefundJobResult> => {
    const refund = await deps.orders.getRefund(input.refundId);
    if (!refund) {
      logger.warn('refund job: no such refund', { refundId: input.refundId });
      return 'unknown-refund';
    }
    if (refund.status !== 'Scheduled') return 'already-done';

    const provider = await deps.payments({ storeId: refund.storeId, mode: refund.mode });
    let result;
    try {
      result = await provider.refund({
        chargeId: refund.chargeId,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        idempotencyKey: refund.refundId,
      });
    } catch (error) {
      // The provider refused this refund for good (not an outage): visible on the order, alarmed.
      if (error instanceof InvalidPaymentTokenError || error instanceof PaymentProviderUnavailableError) {
        if (!deps.settlements) throw error;
        const failed = await outcomes.fail(refund, null, error.message);
        if (failed === 'failed') deps.onFailed?.();
        return failed;
      }
      throw error;
    }
    if (result.completion === 'webhook') {
      await deps.settlements?.markSubmitted(refund.refundId, result.providerRefundId);
      return 'submitted';
    }
    return outcomes.complete(refund, result.providerRefundId);
  };
};
