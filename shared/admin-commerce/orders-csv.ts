import { stringify } from 'csv-stringify/sync';
import type { OrderRecord } from '../orders/types.ts';
import { succeededMinor } from '../orders/refunds.ts';

/**
 * The orders CSV (docs/decisions.md §15.2), written by csv-stringify: RFC 4180 with CRLF line
 * ends, inner quotes doubled, and a text field quoted whenever it holds a separator any
 * spreadsheet locale may split on (`,` `;` tab), a quote or a line break, so `Bob;=2+5;x` stays
 * one cell where `;` is the list separator. Safe to open in a spreadsheet: a text cell that
 * starts with `=`, `+`, `-`, `@`, tab or CR is prefixed with `'`, so it is never read as a
 * formula. Amounts are plain decimals in the order's currency (its minor-unit exponent), never
 * prefixed. `total` is the order's totalAmount (tax and shipping included), the amount the
 * sales report counts as gross sales when the order is paid; `refunded` its succeeded refunds.
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
  'phone',
  'currency',
  'shippingCountry',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;
/** Separators of every spreadsheet locale, quotes and line breaks: such a field is always quoted. */
const NEEDS_QUOTES = /[,;\t"\r\n]/;

const CSV_OPTIONS = { record_delimiter: 'windows', quoted_match: NEEDS_QUOTES } as const;

/** A text cell, formula-safe (quoting is the writer's: csvLine). */
export const csvText = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** An amount in minor units as a decimal with the currency's digits (1999, 2 -> "19.99"; -5, 2 -> "-0.05"). */
export const csvAmount = (minor: number, exponent: number): string => {
  if (exponent === 0) return String(minor);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
};

/** One CSV record, CRLF-terminated. */
export const csvLine = (cells: readonly string[]): string => stringify([[...cells]], CSV_OPTIONS);

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
    csvText(customer.phone ?? ''),
    csvText(order.currency),
    csvText(order.shippingAddress.countryIsoCode ?? ''),
  ]);
};
