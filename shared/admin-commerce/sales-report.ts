import * as z from 'zod';
import { ApiError } from '../errors.ts';
import { modeQuerySchema } from '../db/page.ts';
import type { Scope } from '../orders/ports.ts';
import { fromMinorUnits } from '../util/money.ts';
import type { StoreClocks } from '../util/time.ts';
import { isCalendarDay } from './date-range.ts';
import type { SalesDays } from './ports.ts';
import { lazySchema } from '../schema/lazy.ts';

const DAY_MS = 86_400_000;
/** A report covers at most this many days (one Query, one answer). */
export const MAX_REPORT_DAYS = 366;

const dayField = (name: string) =>
  z.string().refine(isCalendarDay, { message: `${name} must be a date (YYYY-MM-DD)` });

export const salesReportQuerySchema = /* @__PURE__ */ lazySchema(() =>
  modeQuerySchema.unwrap().extend({
    from: dayField('from').optional(),
    to: dayField('to').optional(),
    days: z.coerce
      .number({ error: 'days must be a number' })
      .int('days must be an integer')
      .min(1, `days must be 1..${MAX_REPORT_DAYS}`)
      .max(MAX_REPORT_DAYS, `days must be 1..${MAX_REPORT_DAYS}`)
      .optional()
      .meta({
        description:
          "Instead of `from` and `to`: the last `days` days ending on the store's today (its test clock's day in test mode)",
      }),
    interval: z.literal('day', { error: 'interval must be "day"' }).default('day'),
  }),
);
export type SalesReportQuery = z.output<typeof salesReportQuerySchema>;

export const salesDayViewSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    date: z.string(),
    orders: z.number(),
    grossSales: z.number(),
    refunds: z.number(),
    netSales: z.number(),
  }),
);
export type SalesDayView = z.infer<typeof salesDayViewSchema>;

/** The days from `from` to `to`, both included (UTC). */
export const daysBetween = (from: string, to: string): string[] => {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const days: string[] = [];
  for (let at = start; at <= end; at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
};

const invalid = (path: string, message: string) =>
  new ApiError('INVALID_REQUEST', message, [{ path: `query.${path}`, message }]);

/** The UTC day of a time, `YYYY-MM-DD`. */
const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The range asked: `from` and `to`, or the last `days` days ending on the store's today, read on
 * its clock (a test-mode store's test clock: docs/decisions.md §8.14), so Home's "today" is the
 * day the store's orders are stamped with.
 */
const rangeOf = async (clocks: StoreClocks, scope: Scope, query: SalesReportQuery) => {
  if (query.days !== undefined) {
    if (query.from !== undefined) throw invalid('from', 'Give either days or from and to');
    if (query.to !== undefined) throw invalid('to', 'Give either days or from and to');
    const today = (await clocks.clockFor(scope)).now();
    return { from: utcDay(new Date(today.getTime() - (query.days - 1) * DAY_MS)), to: utcDay(today) };
  }
  if (query.from === undefined) throw invalid('from', 'from is required (or days)');
  if (query.to === undefined) throw invalid('to', 'to is required (or days)');
  return { from: query.from, to: query.to };
};

/**
 * Sales over time (docs/decisions.md §15.3): one Query over the day counters the order writes
 * keep; a day without counters answers zeros. Amounts in the store's currency, as numbers.
 */
export const createSalesReport = (days: SalesDays, clocks: StoreClocks) => ({
  async report(scope: Scope, asked: SalesReportQuery): Promise<SalesDayView[]> {
    const query = await rangeOf(clocks, scope, asked);
    if (query.from > query.to) throw invalid('from', 'from must not be after to');
    // Counted before the days are listed: a range of centuries is refused without building it.
    const dayCount =
      (Date.parse(`${query.to}T00:00:00Z`) - Date.parse(`${query.from}T00:00:00Z`)) / DAY_MS + 1;
    if (dayCount > MAX_REPORT_DAYS) throw invalid('to', `A report covers at most ${MAX_REPORT_DAYS} days`);
    const wanted = daysBetween(query.from, query.to);
    const counters = new Map((await days.read(scope, query.from, query.to)).map((d) => [d.day, d]));
    return wanted.map((date) => {
      const day = counters.get(date);
      if (!day) return { date, orders: 0, grossSales: 0, refunds: 0, netSales: 0 };
      const money = (minor: number) => fromMinorUnits(minor, day.exponent);
      return {
        date,
        orders: day.orders,
        grossSales: money(day.grossSalesMinor),
        refunds: money(day.refundsMinor),
        netSales: money(day.grossSalesMinor - day.refundsMinor),
      };
    });
  },
});
