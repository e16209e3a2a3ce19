import type { DataOf } from '../api/schemas.ts';

/**
 * Home's figures all come from the sales report (docs/decisions.md §15.5): "Today" is the report's
 * row for the store's UTC day, the chart its rows for the chosen range ending today, so the two can
 * never disagree with each other, with the report or with the orders CSV.
 */
export type SalesDay = DataOf<'adminSalesReport'>[number];

/** The ranges the chart offers, in days ending on the store's today (UTC). */
export const CHART_RANGES = [7, 30, 90] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export const DEFAULT_CHART_RANGE: ChartRange = 30;

/**
 * The report query for the last `days` days: the API ends them on the store's today, which in
 * test mode is its test clock's day, not the browser's (docs/decisions.md §8.14).
 */
export const reportRange = (days: number) => ({ days });

/** The report's row for today: its last row (a report asked by `days` ends today; a day without sales is zeros). */
export const todayRow = (rows: readonly SalesDay[]): SalesDay | undefined => rows.at(-1);

/**
 * A value axis for the chart: from 0 (or the lowest negative net day) to a round top, with ticks
 * at round steps (1, 2 or 5 times a power of ten), so the labels read as money amounts.
 */
export const valueAxis = (values: readonly number[], tickCount = 4) => {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const rough = span / tickCount;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const ticks: number[] = [];
  // Integer steps then scaled: 0.1 + 0.2 never shows as 0.30000000000000004.
  for (let i = Math.round(min / step); i <= Math.round(max / step); i++)
    ticks.push(Number((i * step).toFixed(10)));
  return { min, max, ticks };
};

/** The sums of a range of report rows, to the cent (amounts summed in thousandths). */
export const rangeTotals = (rows: readonly SalesDay[]) => {
  const sum = (pick: (row: SalesDay) => number) =>
    rows.reduce((total, row) => total + Math.round(pick(row) * 1000), 0) / 1000;
  return {
    orders: rows.reduce((total, row) => total + row.orders, 0),
    grossSales: sum((row) => row.grossSales),
    refunds: sum((row) => row.refunds),
    netSales: sum((row) => row.netSales),
  };
};
