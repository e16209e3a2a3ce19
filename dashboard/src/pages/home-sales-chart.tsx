import { unwrap } from '../api/client.ts';
import { useResource } from '../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../app-context.tsx';
import { formatMoney } from '../ui/format.ts';
import { Loaded } from '../ui/states.tsx';

/** Days the Home chart shows, today (UTC) included. */
export const CHART_DAYS = 30;
const WIDTH = 600;
const HEIGHT = 160;
const DAY_MS = 86_400_000;

/** The report's range: the last 30 UTC days, today included (docs/decisions.md §15.3). */
export const chartRange = (now = new Date()) => ({
  from: new Date(now.getTime() - (CHART_DAYS - 1) * DAY_MS).toISOString().slice(0, 10),
  to: now.toISOString().slice(0, 10),
});

/**
 * Net sales per day over 30 days as an inline SVG bar chart: an image with a title and a label
 * that says what it shows, and the same figures in a visually hidden table for screen readers.
 */
export function SalesChart({ currency }: { currency: string | undefined }) {
  const { api } = useDashboard();
  const { storeId, mode } = useStoreScope();
  const report = useResource(() => {
    const range = chartRange();
    return unwrap(
      api.GET('/api/v1/admin/stores/{storeId}/reports/sales', {
        params: { path: { storeId }, query: { mode, ...range, interval: 'day' } },
      }),
    );
  }, [api, storeId, mode]);

  return (
    <section className="card" aria-labelledby="home-sales-title">
      <h2 id="home-sales-title">Sales, last 30 days</h2>
      <Loaded resource={report}>
        {({ data: days }) => {
          const money = (amount: number) => formatMoney(amount, currency);
          const total = days.reduce((sum, day) => sum + day.netSales, 0);
          const orders = days.reduce((sum, day) => sum + day.orders, 0);
          const top = Math.max(1, ...days.map((day) => day.netSales));
          const slot = WIDTH / Math.max(1, days.length);
          const summary = `Net sales per day from ${days[0]?.date ?? ''} to ${days.at(-1)?.date ?? ''} (UTC): ${orders} orders, ${money(total)} net in total.`;
          return (
            <>
              <p className="muted">
                {orders} orders · {money(total)} net (UTC days; refunds on the day they succeeded)
              </p>
              <svg
                className="sales-chart"
                role="img"
                aria-label={summary}
                viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
                width="100%"
                preserveAspectRatio="none"
              >
                <title>{summary}</title>
                <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="sales-chart-axis" />
                {days.map((day, index) => {
                  const height = (Math.max(0, day.netSales) / top) * (HEIGHT - 10);
                  return (
                    <rect
                      key={day.date}
                      data-date={day.date}
                      x={index * slot + slot * 0.15}
                      y={HEIGHT - height}
                      width={slot * 0.7}
                      height={height}
                      className="sales-chart-bar"
                    />
                  );
                })}
              </svg>
              <table className="visually-hidden">
                <caption>Sales per day, last 30 days</caption>
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
            </>
          );
        }}
      </Loaded>
    </section>
  );
}
