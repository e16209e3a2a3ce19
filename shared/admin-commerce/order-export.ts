import * as z from 'zod';
import { modeQuerySchema, CURSOR_MAX_LENGTH } from '../db/page.ts';
import { ORDER_STATUSES } from '../orders/types.ts';
import { dateOrDateTime, fromNotAfterTo } from './date-range.ts';
import type { OrderSearch, OrderSearchFilter } from './order-search.ts';
import { encodePosition } from './order-search.ts';
import { ORDERS_CSV_HEADER_LINE, orderCsvLine } from './orders-csv.ts';
import type { Scope } from '../orders/ports.ts';
import { lazySchema } from '../schema/lazy.ts';

export const searchFilterShape = {
  q: z
    .string()
    .max(100, 'q must be at most 100 characters')
    .meta({
      description:
        "An order number (exact), the ship-to last name's start (or first name and last name), the start of the customer's email, phone or name, or the last 4 or more digits of the customer's phone",
    })
    .optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  from: dateOrDateTime('from')
    .meta({ description: 'placedAt from: a date (YYYY-MM-DD, UTC) or a date-time with an offset' })
    .optional(),
  to: dateOrDateTime('to')
    .meta({ description: 'placedAt to: a date (its whole UTC day) or a date-time (that instant)' })
    .optional(),
};
const notReversed = { message: 'from must be before to', path: ['from'] };

export const orderExportQuerySchema = /* @__PURE__ */ lazySchema(() =>
  modeQuerySchema
    .unwrap()
    .extend({
      format: z.literal('csv', { error: 'format must be "csv"' }).default('csv'),
      cursor: z.string().min(1, 'Invalid cursor').max(CURSOR_MAX_LENGTH, 'Invalid cursor').optional(),
      ...searchFilterShape,
    })
    .refine(fromNotAfterTo, notReversed),
);

/**
 * One answer's bound (docs/decisions.md §15.2): Lambda answers at most 6 MB through API Gateway,
 * so a part stops before 5 MB of CSV (or when the function's time runs short) and names the
 * cursor of the next part; the header row opens the first part only.
 */
export const EXPORT_PART_BYTES = 5_000_000;
export const EXPORT_TIME_RESERVE_MS = 5_000;

export interface CsvPart {
  csv: string;
  rows: number;
  nextCursor: string | null;
}

export const createOrderExport = (search: OrderSearch) => ({
  async csv(
    scope: Scope,
    filter: OrderSearchFilter,
    options: { cursor?: string | undefined; maxBytes?: number; timeLeftMs?: () => number } = {},
  ): Promise<CsvPart> {
    const maxBytes = options.maxBytes ?? EXPORT_PART_BYTES;
    const chunks: string[] = options.cursor ? [] : [ORDERS_CSV_HEADER_LINE];
    let bytes = chunks.length ? Buffer.byteLength(chunks[0]!) : 0;
    let rows = 0;
    let resumeAfterLast: string | null = null;
    for await (const hit of search.matches(scope, filter, options.cursor)) {
      const line = orderCsvLine(hit.order);
      const size = Buffer.byteLength(line);
      const outOfTime = (options.timeLeftMs?.() ?? Infinity) < EXPORT_TIME_RESERVE_MS;
      if (rows > 0 && (bytes + size > maxBytes || outOfTime)) {
        return { csv: chunks.join(''), rows, nextCursor: resumeAfterLast };
      }
      chunks.push(line);
      bytes += size;
      rows++;
      resumeAfterLast = encodePosition(hit.position);
    }
    return { csv: chunks.join(''), rows, nextCursor: null };
  },
});
