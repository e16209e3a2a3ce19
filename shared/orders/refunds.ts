import { ApiError } from '../errors.ts';
import { formatMoney } from '../util/money.ts';
import { parseRefundAmount } from './refund-amount.ts';
import type {
  LegacyOrderRefund,
  OrderItem,
  OrderRecord,
  OrderRefundEntry,
  OrderStatus,
  RefundRecord,
  RefundStatus,
} from './types.ts';

/**
 * Refund arithmetic and rules (docs/decisions.md §4.16), pure: an order may be refunded in
 * several parts up to its paid total; `refundedMinor` counts what is refunded or being refunded
 * (Scheduled + Completed), a Failed refund releases its amount; the order becomes Refunded only
 * when its Completed refunds add up to the paid total.
 */

/** Statuses of a paid order that may be refunded without cancelling (also Cancelled after payment). */
const PAID_STATUSES: ReadonlySet<OrderStatus> = new Set<OrderStatus>([
  'Confirmed',
  'Processing',
  'PartiallyShipped',
  'Shipped',
  'PartiallyDelivered',
  'Delivered',
  'Refunded',
]);

/** Paid: confirmed at some point (a Pending order, or one cancelled while Pending, was never paid). */
export const isPaid = (order: Pick<OrderRecord, 'orderStatus' | 'statusHistory'>): boolean =>
  PAID_STATUSES.has(order.orderStatus) ||
  order.statusHistory.some((entry) => entry.status !== 'Pending' && PAID_STATUSES.has(entry.status));

/** The paid total: the order's total amount. */
export const paidTotalMinor = (order: Pick<OrderRecord, 'totals'>): number => order.totals.totalAmountMinor;

/** What is left to refund: the paid total minus refunds Scheduled or Completed. */
export const refundableMinor = (order: Pick<OrderRecord, 'totals' | 'refundedMinor'>): number =>
  Math.max(0, paidTotalMinor(order) - order.refundedMinor);

/** Sum of the refunds the provider completed. */
export const succeededMinor = (refunds: readonly OrderRefundEntry[]): number =>
  refunds.filter((r) => r.status === 'Completed').reduce((sum, r) => sum + r.amountMinor, 0);

/** Sum of the refunds that hold part of the paid total (Scheduled or Completed). */
export const reservedMinor = (refunds: readonly OrderRefundEntry[]): number =>
  refunds.filter((r) => r.status !== 'Failed').reduce((sum, r) => sum + r.amountMinor, 0);

/** Refunded: every unit of the paid total came back (Completed refunds only). */
export const isFullyRefunded = (order: Pick<OrderRecord, 'totals' | 'refunds'>): boolean =>
  succeededMinor(order.refunds) >= paidTotalMinor(order) && paidTotalMinor(order) > 0;

/**
 * The refund was started by the order's cancellation: its completion makes a Cancelled order
 * Refunded, whatever its amount (the spec's state table, docs/decisions.md §4.7). Orders cancelled
 * before the cancellation named its refund: the refund requested at the moment of cancelling.
 */
export const isCancellationRefund = (
  order: Pick<OrderRecord, 'cancellation' | 'refunds'>,
  refundId: string,
): boolean => {
  const { cancellation } = order;
  if (!cancellation) return false;
  if (cancellation.refundId !== undefined) return cancellation.refundId === refundId;
  return order.refunds.some((r) => r.refundId === refundId && r.requestedAt === cancellation.cancelledAt);
};

/**
 * A new refund's amount: a JSON number > 0 with the currency's decimals, at most what is left
 * to refund. Anything else (absent, a string, over the rest, a fully refunded order) is 400
 * INVALID_REFUND_AMOUNT.
 */
export const parseNewRefundAmount = (value: unknown, order: OrderRecord): number => {
  const left = refundableMinor(order);
  if (left === 0) {
    throw new ApiError(
      'INVALID_REFUND_AMOUNT',
      `The order's paid total of ${formatMoney(paidTotalMinor(order), order.currency, order.exponent)} is already refunded`,
    );
  }
  if (value === undefined || value === null) {
    throw new ApiError('INVALID_REFUND_AMOUNT', 'amount is required');
  }
  return parseRefundAmount(value, left, order.exponent, order.currency, {
    field: 'amount',
    cap: `what is left to refund (${formatMoney(left, order.currency, order.exponent)})`,
  })!;
};

/** Units of an item that a refund may still put back in stock. */
export const returnableQuantity = (item: OrderItem): number =>
  item.inventoryTracked && !item.inventoryRestored ? item.quantity - (item.returnedQuantity ?? 0) : 0;

/** The restock lines checked against the order: known items, tracked, within what is left. */
export const planRestock = (
  order: Pick<OrderRecord, 'items'>,
  lines: readonly { itemId: string; quantity: number }[] | null | undefined,
): { itemId: string; quantity: number }[] => {
  const wanted = new Map<string, number>();
  for (const line of lines ?? []) wanted.set(line.itemId, (wanted.get(line.itemId) ?? 0) + line.quantity);
  const problems: { path: string; message: string }[] = [];
  for (const [itemId, quantity] of wanted) {
    const item = order.items.find((i) => i.id === itemId);
    if (!item) problems.push({ path: 'body.restock', message: `Unknown item ${itemId}` });
    else if (quantity > returnableQuantity(item)) {
      problems.push({
        path: 'body.restock',
        message: `Item ${itemId}: at most ${returnableQuantity(item)} unit(s) can go back to stock`,
      });
    }
  }
  if (problems.length > 0)
    throw new ApiError('INVALID_REQUEST', 'Some restock lines do not fit the order', problems);
  return [...wanted].map(([itemId, quantity]) => ({ itemId, quantity }));
};

/** The items after a restock: each line's units counted as returned. */
export const withReturned = (
  items: readonly OrderItem[],
  restock: readonly { itemId: string; quantity: number }[],
): OrderItem[] =>
  items.map((item) => {
    const line = restock.find((r) => r.itemId === item.id);
    return line ? { ...item, returnedQuantity: (item.returnedQuantity ?? 0) + line.quantity } : item;
  });

/** The order's refunds with one of them settled (Completed or Failed) at `at`. */
export const settleEntry = (
  refunds: readonly OrderRefundEntry[],
  refundId: string,
  status: Exclude<RefundStatus, 'Scheduled'>,
  at: string,
): OrderRefundEntry[] =>
  refunds.map((entry) =>
    entry.refundId === refundId
      ? { ...entry, status, completedAt: status === 'Completed' ? at : null }
      : entry,
  );

/**
 * An order as stored before partial refunds held one `refund` (or none) and no counter: read
 * as a list of at most one refund, with the counter computed from it (docs/decisions.md §4.16).
 * The next write of the order stores the new fields.
 */
export const migrateRefunds = (stored: Record<string, unknown>): Record<string, unknown> => {
  if (Array.isArray(stored.refunds)) return stored;
  const { refund, ...rest } = stored as { refund?: LegacyOrderRefund | null };
  const refunds: OrderRefundEntry[] = refund
    ? [
        {
          refundId: refund.refundId,
          amountMinor: refund.amountMinor,
          status: refund.status,
          reason: null,
          requestedAt: refund.requestedAt,
          completedAt: refund.refundedAt,
          restock: [],
        },
      ]
    : [];
  return { ...rest, refunds, refundedMinor: reservedMinor(refunds) };
};

/** The API's names of the stored statuses. */
export const REFUND_VIEW_STATUSES = ['Pending', 'Succeeded', 'Failed'] as const;
export const refundViewStatus = (status: RefundStatus): (typeof REFUND_VIEW_STATUSES)[number] =>
  status === 'Scheduled' ? 'Pending' : status === 'Completed' ? 'Succeeded' : 'Failed';

/**
 * A new refund, Scheduled: the entry the order lists and the record the refund job runs from
 * (due `delaySeconds` after `now`).
 */
export const scheduledRefund = (
  order: Pick<OrderRecord, 'orderId' | 'storeId' | 'mode' | 'currency' | 'payment'>,
  refund: {
    refundId: string;
    amountMinor: number;
    reason: string | null;
    restock: OrderRefundEntry['restock'];
    now: Date;
    delaySeconds: number;
  },
): { entry: OrderRefundEntry; record: RefundRecord } => {
  const requestedAt = refund.now.toISOString();
  return {
    entry: {
      refundId: refund.refundId,
      amountMinor: refund.amountMinor,
      status: 'Scheduled',
      reason: refund.reason,
      requestedAt,
      completedAt: null,
      restock: refund.restock,
    },
    record: {
      refundId: refund.refundId,
      orderId: order.orderId,
      storeId: order.storeId,
      mode: order.mode,
      amountMinor: refund.amountMinor,
      currency: order.currency,
      chargeId: order.payment.chargeId,
      status: 'Scheduled',
      requestedAt,
      dueAt: new Date(refund.now.getTime() + refund.delaySeconds * 1000).toISOString(),
      completedAt: null,
      providerRefundId: null,
    },
  };
};
