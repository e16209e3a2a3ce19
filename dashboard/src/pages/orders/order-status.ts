import type { BodyOf, Schemas } from '../../api/schemas.ts';

export type Order = Schemas['Order'];
export type OrderStatus = Order['orderStatus'];
export type StatusTarget = BodyOf<'adminUpdateOrderStatus'>['status'];

export const ORDER_STATUSES: OrderStatus[] = [
  'Pending',
  'Confirmed',
  'Processing',
  'PartiallyShipped',
  'Shipped',
  'PartiallyDelivered',
  'Delivered',
  'Cancelled',
  'Refunded',
];

/** "PartiallyShipped" -> "Partially shipped". */
export const statusLabel = (status: string) =>
  status.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/ ([A-Z])/g, (_, c: string) => ` ${c.toLowerCase()}`);

export const statusBadge = (status: OrderStatus) =>
  status === 'Delivered'
    ? 'badge ok'
    : status === 'Cancelled' || status === 'Refunded'
      ? 'badge bad'
      : status === 'Pending'
        ? 'badge warn'
        : 'badge';

/**
 * The status endpoint's transition table as the API applies it (a copy of the server's rule, so
 * the page offers only actions the API will accept; the API still has the last word).
 */
const NEXT: Record<OrderStatus, StatusTarget[]> = {
  Pending: ['confirmed'],
  Confirmed: ['processing', 'shipped', 'partially_shipped'],
  Processing: ['shipped', 'partially_shipped'],
  PartiallyShipped: ['partially_shipped', 'shipped', 'partially_delivered', 'delivered'],
  Shipped: ['partially_delivered', 'delivered'],
  PartiallyDelivered: ['partially_delivered', 'delivered'],
  Delivered: [],
  Cancelled: [],
  Refunded: [],
};

/** The actions the detail page offers: confirm, process, ship (all or some items), deliver (all or some). */
export type OrderAction = 'confirm' | 'process' | 'ship' | 'deliver';

export const availableActions = (status: OrderStatus): OrderAction[] => {
  const next = NEXT[status];
  const actions: OrderAction[] = [];
  if (next.includes('confirmed')) actions.push('confirm');
  if (next.includes('processing')) actions.push('process');
  if (next.includes('shipped') || next.includes('partially_shipped')) actions.push('ship');
  if (next.includes('delivered') || next.includes('partially_delivered')) actions.push('deliver');
  return actions;
};

/** The cancel endpoint refuses these (INVALID_CANCELLATION). */
export const isCancellable = (status: OrderStatus) =>
  status !== 'Delivered' && status !== 'Cancelled' && status !== 'Refunded';

/** Which item statuses a ship or deliver action may move. */
export const ELIGIBLE_ITEM_STATUS: Record<'ship' | 'deliver', string[]> = {
  ship: ['Pending'],
  deliver: ['Pending', 'Shipped'],
};

/**
 * Picks the status value for a ship/deliver of the chosen items: all eligible items -> shipped /
 * delivered, some -> partially_* (the API derives the order status from item statuses).
 */
export const targetFor = (action: 'ship' | 'deliver', chosen: number, eligible: number): StatusTarget =>
  action === 'ship'
    ? chosen < eligible
      ? 'partially_shipped'
      : 'shipped'
    : chosen < eligible
      ? 'partially_delivered'
      : 'delivered';

/** Decimal places of a currency (USD 2, JPY 0, KWD 3), as the refund rule counts them. */
export const currencyDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/**
 * The cancel endpoint's refund rule, checked before sending: empty = no refund; otherwise a
 * number above 0, at most the amount paid, with no more decimals than the currency has.
 */
export const refundError = (raw: string, paid: number, currency: string): string | null => {
  const text = raw.trim();
  if (text === '') return null;
  if (!/^\d+(\.\d+)?$/.test(text)) return 'Enter an amount such as 12.50, or leave empty for no refund.';
  const amount = Number(text);
  if (amount <= 0) return 'The refund must be more than 0 (leave empty for no refund).';
  const digits = currencyDigits(currency);
  const decimals = text.includes('.') ? text.split('.')[1]!.length : 0;
  if (decimals > digits)
    return digits === 0
      ? `${currency} has no decimal places.`
      : `${currency} has at most ${digits} decimal place${digits === 1 ? '' : 's'}.`;
  if (amount > paid) return `The refund cannot exceed the amount paid (${paid} ${currency}).`;
  return null;
};
