// The API's own status table (plain data): the page offers only what the API will accept.
import {
  ALLOWED_TRANSITIONS,
  NOT_CANCELLABLE_STATUSES,
  ORDER_STATUSES,
} from '../../../../shared/orders/status-table.ts';
import type { BodyOf, Schemas } from '../../api/schemas.ts';
import { formatMoney } from '../../ui/format.ts';

export type Order = Schemas['Order'];
export type OrderStatus = Order['orderStatus'];
export type StatusTarget = BodyOf<'adminUpdateOrderStatus'>['status'];

export { ORDER_STATUSES };

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

/** The actions the detail page offers: confirm, process, ship (all or some items), deliver (all or some). */
export type OrderAction = 'confirm' | 'process' | 'ship' | 'deliver';

export const availableActions = (status: OrderStatus): OrderAction[] => {
  const next: readonly StatusTarget[] = ALLOWED_TRANSITIONS[status];
  const actions: OrderAction[] = [];
  if (next.includes('confirmed')) actions.push('confirm');
  if (next.includes('processing')) actions.push('process');
  if (next.includes('shipped') || next.includes('partially_shipped')) actions.push('ship');
  if (next.includes('delivered') || next.includes('partially_delivered')) actions.push('deliver');
  return actions;
};

/** The cancel endpoint refuses these (INVALID_CANCELLATION). */
export const isCancellable = (status: OrderStatus) => !NOT_CANCELLABLE_STATUSES.includes(status);

/** Which item statuses a ship or deliver action may move. */
export const ELIGIBLE_ITEM_STATUS: Record<'ship' | 'deliver', string[]> = {
  ship: ['Pending'],
  deliver: ['Pending', 'Shipped'],
};

/**
 * The items a ship or deliver may move: in an eligible status, and with units left after what
 * refunds put back in stock (the API neither ships nor delivers an item whose units all came back).
 */
export const eligibleItems = (order: Order, action: 'ship' | 'deliver'): Order['items'] => {
  const returned = new Map<string, number>();
  for (const refund of order.refunds)
    for (const line of refund.restock)
      returned.set(line.itemId, (returned.get(line.itemId) ?? 0) + line.quantity);
  return order.items.filter(
    (item) =>
      ELIGIBLE_ITEM_STATUS[action].includes(item.itemStatus) && (returned.get(item.id) ?? 0) < item.quantity,
  );
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
 * A refund amount's rule, checked before sending: a number above 0, at most `cap`, with no more
 * decimals than the currency has. The cancel dialog's amount is optional (empty = no refund, the
 * default); the refund dialog's is `required`, and its cap is what is left to refund.
 */
export const refundError = (
  raw: string,
  cap: number,
  currency: string,
  { required = false, capLabel = 'the amount paid' }: { required?: boolean; capLabel?: string } = {},
): string | null => {
  const text = raw.trim();
  const orEmpty = required ? '' : ', or leave empty for no refund';
  if (text === '') return required ? 'Enter the amount to refund.' : null;
  if (!/^\d+(\.\d+)?$/.test(text)) return `Enter an amount such as 12.50${orEmpty}.`;
  const amount = Number(text);
  if (amount <= 0) return `The refund must be more than 0${required ? '' : ' (leave empty for no refund)'}.`;
  const digits = currencyDigits(currency);
  const decimals = text.includes('.') ? text.split('.')[1]!.length : 0;
  if (decimals > digits)
    return digits === 0
      ? `${currency} has no decimal places.`
      : `${currency} has at most ${digits} decimal place${digits === 1 ? '' : 's'}.`;
  if (amount > cap) return `The refund cannot exceed ${capLabel} (${formatMoney(cap, currency)}).`;
  return null;
};

/**
 * The refund the restocked units suggest: their unit prices times the quantities put back,
 * capped at what is left to refund, in the currency's digits; '' when nothing is put back.
 */
export const restockRefund = (
  order: Pick<Order, 'items' | 'currency' | 'refundableAmount'>,
  restock: Record<string, string>,
): string => {
  let total = 0;
  for (const item of order.items) {
    const quantity = Number(restock[item.id] ?? '0');
    if (Number.isInteger(quantity) && quantity > 0)
      total += Math.min(quantity, item.quantity) * item.unitPrice;
  }
  if (total <= 0) return '';
  return Math.min(total, order.refundableAmount).toFixed(currencyDigits(order.currency));
};
