import { csvAmount, csvLine, csvText } from '../admin-commerce/orders-csv.ts';
import type { CustomerSpend } from '../customers/spending.ts';
import type { customerView } from '../customers/types.ts';

/**
 * The customers CSV: written like the orders CSV (orders-csv.ts: csv-stringify, CRLF, every
 * locale's separator quoted, a text cell starting with `=`, `+`, `-`, `@`, tab or CR prefixed with
 * `'`). `totalSpent` is a plain decimal in the store's currency, never prefixed.
 */
export const CUSTOMERS_CSV_HEADER = [
  'customerId',
  'firstName',
  'lastName',
  'email',
  'phone',
  'ordersCount',
  'totalSpent',
  'createdAt',
] as const;

export const CUSTOMERS_CSV_HEADER_LINE = csvLine([...CUSTOMERS_CSV_HEADER]);

export const customerCsvLine = (customer: ReturnType<typeof customerView>, spend: CustomerSpend): string =>
  csvLine([
    csvText(customer.customerId),
    csvText(customer.firstName ?? ''),
    csvText(customer.lastName ?? ''),
    csvText(customer.email ?? ''),
    csvText(customer.phone ?? ''),
    String(spend.ordersCount),
    csvAmount(spend.totalSpentMinor, spend.exponent),
    csvText(customer.createdAt),
  ]);
