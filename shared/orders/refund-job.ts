import { contentionBackoff } from '../db/transactions.ts';
import { logger } from '../logger.ts';
import { InvalidPaymentTokenError, PaymentProviderUnavailableError } from '../payments/port.ts';
import type { PaymentProviders } from '../payments/providers.ts';
import { systemClock, type Clock } from '../util/time.ts';
import { orderEvents } from './events.ts';
import { withStatus } from './records.ts';
import type { OrderRepository } from './repository.ts';
import { MAX_ORDER_ATTEMPTS } from './placement.ts';
import type { RefundSettlementStore } from './refund-settlement.ts';
import type { OrderRecord, RefundJobInput, RefundRecord } from './types.ts';

export type RefundJobResult = 'refunded' | 'submitted' | 'failed' | 'already-done' | 'unknown-refund';

/**
 * How a refund ends, whoever learns it (the refund job for the test provider, Stripe's webhook
 * for Stripe). `complete`: in one transaction the refund Completed and the order Cancelled ->
 * Refunded with order.status_updated + order.refunded (origin `system`). `fail`: the refund and
 * the order's refund state Failed, the order stays Cancelled. Both are safe to repeat.
 */
export const createRefundOutcomes = (deps: {
  orders: Pick<OrderRepository, 'getOrder' | 'completeRefund'>;
  settlements?: RefundSettlementStore;
  clock?: Clock;
}) => {
  const { orders } = deps;
  const clock = deps.clock ?? systemClock;

  const complete = async (
    refund: RefundRecord,
    providerRefundId: string,
  ): Promise<'refunded' | 'already-done'> => {
    const scope = { storeId: refund.storeId, mode: refund.mode };
    for (let attempt = 0; attempt < MAX_ORDER_ATTEMPTS; attempt++) {
      const { order } = await orders.getOrder(scope, refund.orderId);
      if (!order) throw new Error(`refund ${refund.refundId}: order ${refund.orderId} is missing`);
      const now = clock.now();
      const at = now.toISOString();
      const reason = 'Refund completed';
      // Only a Cancelled order becomes Refunded; the refund itself is recorded whatever the status.
      const next: OrderRecord =
        order.orderStatus === 'Cancelled'
          ? withStatus(order, 'Refunded', { reason, source: 'system', now: at })
          : { ...order, version: order.version + 1, updatedAt: at };
      next.refund = {
        refundId: refund.refundId,
        amountMinor: refund.amountMinor,
        status: 'Completed',
        requestedAt: refund.requestedAt,
        refundedAt: at,
      };
      const events =
        order.orderStatus === 'Cancelled'
          ? orderEvents.statusChanged(next, {
              previousStatus: order.orderStatus,
              changedAt: at,
              reason,
              origin: 'system',
            })
          : [];
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
      const at = clock.now().toISOString();
      const next: OrderRecord = {
        ...order,
        refund: {
          refundId: refund.refundId,
          amountMinor: refund.amountMinor,
          status: 'Failed',
          requestedAt: refund.requestedAt,
          refundedAt: null,
        },
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

export type RefundJob = ReturnType<typeof createRefundJob>;
