import type { OrderRecord } from '../orders/types.ts';
import { succeededMinor } from '../orders/refunds.ts';

/**
 * The orders CSV (docs/decisions.md §15.2): RFC 4180 (CRLF line ends; a field with a comma, quote,
 * CR or LF is quoted and its quotes doubled) and safe to open in a spreadsheet: a text cell that
 * starts with `=`, `+`, `-`, `@`, tab or CR is prefixed with `'`, so it is never read as a formula.
 * Amounts are plain decimals in the order's currency (its minor-unit exponent), never prefixed.
 */
export const ORDERS_CSV_HEADER = [
  'orderNumber',
  'placedAt',
  'status',
  'customerName',
  'email',
  'itemCount',
  'subtotal',
  'shipping',
  'tax',
  'discount',
  'total',
  'refunded',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One text cell: formula-safe, then quoted when RFC 4180 requires it. */
export const csvText = (value: string): string => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** An amount in minor units as a decimal with the currency's digits (1999, 2 -> "19.99"; -5, 2 -> "-0.05"). */
export const csvAmount = (minor: number, exponent: number): string => {
  if (exponent === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
};

export const csvLine = (cells: readonly string[]): string => `${cells.join(',')}\r\n`;

export const ORDERS_CSV_HEADER_LINE = csvLine([...ORDERS_CSV_HEADER]);

/** What the order has been refunded: its completed refunds, in minor units. */
const refundedMinor = (order: OrderRecord): number => succeededMinor(order.refunds);

export const orderCsvLine = (order: OrderRecord): string => {
  const { totals, exponent, customer } = order;
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return csvLine([
    csvText(order.orderNumber),
    csvText(order.placedAt),
    csvText(order.orderStatus),
    csvText(name),
    csvText(customer.email ?? ''),
    String(itemCount),
    csvAmount(totals.subtotalMinor, exponent),
    csvAmount(totals.shippingTotalMinor, exponent),
    csvAmount(totals.taxTotalMinor, exponent),
    csvAmount(totals.discountTotalMinor, exponent),
    csvAmount(totals.totalAmountMinor, exponent),
    csvAmount(refundedMinor(order), exponent),
  ]);
};
