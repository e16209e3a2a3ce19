import { contentionBackoff } from '../db/transactions.ts';
import { logger } from '../logger.ts';
import type { PaymentProviders } from '../payments/providers.ts';
import { systemClock, type Clock } from '../util/time.ts';
import { orderEvents } from './events.ts';
import { withStatus } from './records.ts';
import type { OrderRepository } from './repository.ts';
import { MAX_ORDER_ATTEMPTS } from './placement.ts';
import type { OrderRecord, RefundJobInput } from './types.ts';

export type RefundJobResult = 'refunded' | 'already-done' | 'unknown-refund';

/**
 * The delayed refund job (DECISIONS 4): runs REFUND_DELAY_SECONDS after a cancellation with
 * a refundAmount (a one-time schedule when deployed, a timer locally). Refunds through the
 * payments port with the refund id as idempotency key, then in one transaction marks the refund
 * Completed and the order Cancelled -> Refunded with order.status_updated + order.refunded
 * (origin `system`). Safe to run twice: the refund record says whether it is done.
 */
export const createRefundJob = (deps: {
  orders: OrderRepository;
  payments: PaymentProviders;
  clock?: Clock;
}) => {
  const { orders } = deps;
  const clock = deps.clock ?? systemClock;

  return async (input: RefundJobInput): Promise<RefundJobResult> => {
    const refund = await orders.getRefund(input.refundId);
    if (!refund) {
      logger.warn('refund job: no such refund', { refundId: input.refundId });
      return 'unknown-refund';
    }
    if (refund.status === 'Completed') return 'already-done';

    const provider = deps.payments(refund.mode);
    const { providerRefundId } = await provider.refund({
      chargeId: refund.chargeId,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      idempotencyKey: refund.refundId,
    });

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
};

export type RefundJob = ReturnType<typeof createRefundJob>;
