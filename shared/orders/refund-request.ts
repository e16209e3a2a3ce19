import { contentionBackoff } from '../db/transactions.ts';
import { ApiError } from '../errors.ts';
import { logger } from '../logger.ts';
import { fromMinorUnits } from '../util/money.ts';
import { storeClocksOf, type Clock, type StoreClocks } from '../util/time.ts';
import { STORE_SERVER, type OrderChangeAuthor } from './author.ts';
import { loadOrder, MAX_ORDER_ATTEMPTS } from './placement.ts';
import type { OrderRepository, Scope } from './ports.ts';
import { quantitiesByVariant } from './records.ts';
import {
  isPaid,
  paidTotalMinor,
  parseNewRefundAmount,
  planRestock,
  scheduledRefund,
  withReturned,
} from './refunds.ts';
import type { CreateRefundInput } from './schemas.ts';
import { inventoryEvents, stockChanges } from './stock.ts';
import type { OrderRecord, OrderRefundEntry, RefundRecord } from './types.ts';

export interface RefundRequestDeps {
  orders: OrderRepository;
  scheduleRefund(refund: RefundRecord): Promise<void>;
  refundDelaySeconds: number;
  clock?: Clock;
  /** Each store's clock: a test-mode refund is due by its store's test clock. */
  clocks?: StoreClocks;
}

export interface RefundAccepted {
  refundId: string;
  amount: number;
  status: 'Pending';
}

/**
 * POST .../orders/{orderId}/refunds (docs/decisions.md §4.16): a refund without cancelling.
 * Read -> decide (paid, amount within what is left, restock within what each item holds) -> one
 * transaction conditioned on the order's refunded-amount counter (dynamo-refund-creation.ts).
 * A lost condition reads again and decides again: so the loser of a race for the last part of
 * the paid total gets 400 INVALID_REFUND_AMOUNT. The refund completes asynchronously through the
 * same delayed job as a cancellation's refund.
 */
export const createRefundRequests = (deps: RefundRequestDeps) => {
  const { orders } = deps;
  const clocks = storeClocksOf(deps);

  const refundOrder = async (
    scope: Scope,
    orderId: string,
    input: CreateRefundInput,
    refundId: string,
    author: OrderChangeAuthor = STORE_SERVER,
  ): Promise<{ order: OrderRecord; accepted: RefundAccepted }> => {
    for (let attempt = 0; attempt < MAX_ORDER_ATTEMPTS; attempt++) {
      const order = await loadOrder(orders, scope, orderId);
      // A retry whose transaction committed (idempotent replay with the same refund id).
      const done = order.refunds.find((r) => r.refundId === refundId);
      if (done) return { order, accepted: accepted(order, done) };
      if (!isPaid(order)) {
        throw new ApiError(
          'INVALID_REFUND_AMOUNT',
          `An order in status ${order.orderStatus} was never paid: there is nothing to refund`,
        );
      }
      const amountMinor = parseNewRefundAmount(input.amount, order);
      const restock = planRestock(order, input.restock);
      const units = quantitiesByVariant(
        restock.map((line) => ({
          productVariantId: order.items.find((i) => i.id === line.itemId)!.productVariantId,
          quantity: line.quantity,
        })),
      );
      // A variant that no longer exists has no stock to give back.
      const variants =
        units.size > 0
          ? await orders.readVariants(
              scope,
              [...units.keys()],
              order.items.map((item) => item.productId),
            )
          : new Map();
      const now = (await clocks.clockFor(scope)).now();
      const at = now.toISOString();
      const { entry, record: refund } = scheduledRefund(order, {
        refundId,
        amountMinor,
        reason: input.reason || null,
        restock,
        now,
        delaySeconds: deps.refundDelaySeconds,
      });
      const next: OrderRecord = {
        ...order,
        items: withReturned(order.items, restock),
        refunds: [...order.refunds, entry],
        refundedMinor: order.refundedMinor + amountMinor,
        version: order.version + 1,
        updatedAt: at,
      };
      const stock = stockChanges(units, variants, 1);
      const audit = author.audit?.({ order: next, action: 'order.refund_created', at });
      const outcome = await orders.createRefund(
        {
          scope,
          order,
          entry,
          refund,
          paidTotalMinor: paidTotalMinor(order),
          stock,
          events: inventoryEvents({ ...scope, origin: author.origin }, stock, variants, 'return'),
          at,
          ...(audit ? { audit } : {}),
        },
        now,
      );
      if (!outcome.ok) {
        await contentionBackoff(attempt);
        continue;
      }
      await deps.scheduleRefund(refund).catch((error: unknown) =>
        // The refund stays Scheduled: the reconciler runs it past its due time.
        logger.error('refund could not be scheduled', { refundId, orderId, error: error as Error }),
      );
      return { order: next, accepted: accepted(next, entry) };
    }
    throw new ApiError('CONFLICT', 'The order is being changed by too many requests at once; try again');
  };

  return { refundOrder };
};

const accepted = (order: OrderRecord, entry: OrderRefundEntry): RefundAccepted => ({
  refundId: entry.refundId,
  amount: fromMinorUnits(entry.amountMinor, order.exponent),
  status: 'Pending',
});
