import { useState } from 'react';
import type { Resource } from '../api/use-resource.ts';
import { formatMoney, formatShortDate } from '../ui/format.ts';
import { Loaded } from '../ui/states.tsx';
import { CHART_RANGES, rangeTotals, valueAxis, type ChartRange, type SalesDay } from './home-figures.ts';

const WIDTH = 640;
const HEIGHT = 220;
/** Room for the value labels (left) and the date labels (bottom). */
const PLOT = { left: 72, right: 8, top: 10, bottom: 26 };

/**
 * Net sales per day as an inline SVG bar chart (a chart library would weigh more than this file):
 * a value axis with round money ticks, a date axis, the range to show (7, 30 or 90 UTC days ending
 * today), and a day's orders, gross sales, refunds and net sales on hover or keyboard focus. The
 * same figures are in a visually hidden table for screen readers (docs/decisions.md §15.5).
 */
export function SalesChart({
  report,
  currency,
  range,
  onRange,
}: {
  report: Resource<SalesDay[]>;
  currency: string | undefined;
  range: ChartRange;
  onRange: (range: ChartRange) => void;
}) {
  return (
    <section className="card sales-card" aria-labelledby="home-sales-title">
      <div className="sales-card-head">
        <h2 id="home-sales-title">Sales, last {range} days</h2>
        <label className="sales-range">
          Range{' '}
          <select value={range} onChange={(event) => onRange(Number(event.target.value) as ChartRange)}>
            {CHART_RANGES.map((days) => (
              <option key={days} value={days}>
                {days} days
              </option>
            ))}
          </select>
        </label>
      </div>
      <Loaded resource={report}>
        {(days) => <SalesBars days={days} currency={currency} range={range} />}
      </Loaded>
    </section>
  );
}

function SalesBars({
  days,
  currency,
  range,
}: {
  days: SalesDay[];
  currency: string | undefined;
  range: ChartRange;
}) {
  const [active, setActive] = useState<number | null>(null);
  const money = (amount: number) => formatMoney(amount, currency);
  const totals = rangeTotals(days);
  const first = days[0]?.date ?? '';
  const last = days.at(-1)?.date ?? '';
  const summary = `Net sales per day from ${first} to ${last} (UTC): ${totals.orders} orders, ${money(totals.grossSales)} gross, ${money(totals.refunds)} refunded, ${money(totals.netSales)} net in total.`;

  const axis = valueAxis(days.map((day) => day.netSales));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const y = (value: number) => PLOT.top + ((axis.max - value) / (axis.max - axis.min)) * plotHeight;
  const slot = plotWidth / Math.max(1, days.length);
  // A date label every few bars, so they never overlap: first, last and about five between.
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  const shown = active === null ? undefined : days[active];
  const tipAt = active === null ? 0 : Math.round(((PLOT.left + (active + 0.5) * slot) / WIDTH) * 100);

  return (
    <>
      <p className="muted">
        {first} to {last} (UTC days) · {totals.orders} {totals.orders === 1 ? 'order' : 'orders'} ·{' '}
        {money(totals.grossSales)} gross · {money(totals.refunds)} refunds · {money(totals.netSales)} net
      </p>
      <div className="sales-chart-frame" onMouseLeave={() => setActive(null)}>
        <svg
          className="sales-chart"
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          width="100%"
        >
          <title>{summary}</title>
          {axis.ticks.map((tick) => (
            <g key={tick} className="sales-chart-tick">
              <line
                x1={PLOT.left}
                x2={WIDTH - PLOT.right}
                y1={y(tick)}
                y2={y(tick)}
                className="sales-chart-grid"
              />
              <text x={PLOT.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="sales-chart-label">
                {money(tick)}
              </text>
            </g>
          ))}
          <line
            x1={PLOT.left}
            x2={PLOT.left}
            y1={PLOT.top}
            y2={HEIGHT - PLOT.bottom}
            className="sales-chart-axis"
          />
          <line x1={PLOT.left} x2={WIDTH - PLOT.right} y1={y(0)} y2={y(0)} className="sales-chart-axis" />
          {days.map((day, index) => {
            const top = y(Math.max(0, day.netSales));
            const height = Math.abs(y(day.netSales) - y(0));
            const x = PLOT.left + index * slot;
            const label = `${day.date}: ${day.orders} orders, ${money(day.grossSales)} gross, ${money(day.refunds)} refunds, ${money(day.netSales)} net`;
            return (
              <g
                key={day.date}
                className={`sales-chart-day${active === index ? ' active' : ''}`}
                onMouseEnter={() => setActive(index)}
                onFocus={() => setActive(index)}
                onBlur={() => setActive(null)}
                tabIndex={0}
                role="img"
                aria-label={label}
              >
                {/* The whole column reacts to the pointer, not only the bar (a zero day has none). */}
                <rect x={x} y={PLOT.top} width={slot} height={plotHeight} className="sales-chart-hit" />
                <rect
                  data-date={day.date}
                  x={x + slot * 0.15}
                  y={top}
                  width={slot * 0.7}
                  height={height}
                  className="sales-chart-bar"
                />
                {(index % labelEvery === 0 || index === days.length - 1) && (
                  <text
                    x={x + slot / 2}
                    y={HEIGHT - PLOT.bottom + 16}
                    textAnchor="middle"
                    className="sales-chart-label"
                  >
                    {formatShortDate(`${day.date}T12:00:00Z`)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
        {shown && (
          <div
            className="sales-chart-tip"
            role="status"
            // Anchored at the day, shifted by the same share of its own width, so it never leaves the card.
            style={{ left: `${tipAt}%`, transform: `translateX(-${tipAt}%)` }}
          >
            <strong>{shown.date}</strong>
            <span>{shown.orders} orders</span>
            <span>Gross {money(shown.grossSales)}</span>
            <span>Refunds {money(shown.refunds)}</span>
            <span>Net {money(shown.netSales)}</span>
          </div>
        )}
      </div>
      {/* The wrapper clips the table: a table ignores its own width, so hidden by itself it overflowed the page. */}
      <div className="visually-hidden">
        <table>
          <caption>Sales per day, last {range} days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Orders</th>
              <th scope="col">Gross sales</th>
              <th scope="col">Refunds</th>
              <th scope="col">Net sales</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{day.orders}</td>
                <td>{money(day.grossSales)}</td>
                <td>{money(day.refunds)}</td>
                <td>{money(day.netSales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
