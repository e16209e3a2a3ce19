import { useState } from 'react';
import { Link } from 'react-router';
import { unwrap } from '../api/client.ts';
import { useResource } from '../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../app-context.tsx';
import { formatAge, formatMoney } from '../ui/format.ts';
import { PageHeader } from '../ui/page.tsx';
import { Empty, Loaded } from '../ui/states.tsx';
import { DEFAULT_CHART_RANGE, reportRange, todayRow, type ChartRange } from './home-figures.ts';
import { SetupChecklist } from './home-checklist.tsx';
import { SalesChart } from './home-sales-chart.tsx';
import { HealthCounts, loadDeliveryHealth } from './developers/webhooks/health.tsx';

/**
 * The store at a glance: today's sales and the sales chart (both from the sales report, so they
 * agree with it and with the orders CSV: docs/decisions.md §15.5), abandoned carts and failing
 * webhook endpoints, each from its own endpoint so one slow card never blocks the others.
 */
export default function HomePage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const { storeId, mode } = scope;

  const [range, setRange] = useState<ChartRange>(DEFAULT_CHART_RANGE);
  // One report for the chart's range, which always ends today: "Today" is its last row.
  const report = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/reports/sales', {
          params: { path: { storeId }, query: { mode, ...reportRange(range), interval: 'day' } },
        }),
      ).then((body) => body.data),
    [api, storeId, mode, range],
  );
  // No order today: the zero is still in the store's currency (docs/decisions.md §7.19).
  const currency = useResource(
    () =>
      unwrap(api.GET('/api/v1/admin/stores/{storeId}', { params: { path: { storeId } } })).then(
        (body) => body.data.checkoutSettings.currency,
      ),
    [api, storeId],
  );
  const carts = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/carts', {
          params: { path: { storeId }, query: { mode, status: 'Abandoned', limit: 5 } },
        }),
      ),
    [api, storeId, mode],
  );
  // Failing: disabled after repeated failures, or a failed delivery among its latest ones (a
  // delivery still retrying is pending, not failed: docs/decisions.md §7.18).
  const webhooks = useResource(async () => {
    const endpoints = (
      await unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/webhooks', {
          params: { path: { storeId }, query: { mode } },
        }),
      )
    ).data;
    const health = await Promise.all(
      endpoints.map((endpoint) => loadDeliveryHealth(api, storeId, mode, endpoint.id)),
    );
    return endpoints
      .map((endpoint, index) => ({ endpoint, health: health[index]! }))
      .filter(({ endpoint, health }) => endpoint.disabledReason === 'failing' || health.failed > 0);
  }, [api, storeId, mode]);

  return (
    <>
      <PageHeader
        title="Home"
        description={`${scope.store.name} · ${mode === 'test' ? 'test' : 'live'} data`}
      />
      <SetupChecklist />
      <div className="cards home-cards">
        <section className="card home-today" aria-labelledby="home-today-title">
          <h2 id="home-today-title">Today</h2>
          <Loaded resource={report}>
            {(days) => {
              const today = todayRow(days);
              if (!today) return <Empty title="No sales report" />;
              const money = (amount: number) => formatMoney(amount, currency.data);
              return (
                <>
                  <p className="muted">
                    {today.date} (UTC) · the sales report&apos;s row for today: paid orders with tax and
                    shipping, refunds on the day they succeeded
                  </p>
                  <dl className="stat-grid">
                    <div className="stat">
                      <dt className="stat-label">Orders</dt>
                      <dd className="stat-value">{today.orders}</dd>
                    </div>
                    <div className="stat">
                      <dt className="stat-label">Gross sales</dt>
                      <dd className="stat-value">{money(today.grossSales)}</dd>
                    </div>
                    <div className="stat">
                      <dt className="stat-label">Refunds</dt>
                      <dd className="stat-value">{money(today.refunds)}</dd>
                    </div>
                    <div className="stat">
                      <dt className="stat-label">Net sales</dt>
                      <dd className="stat-value">{money(today.netSales)}</dd>
                    </div>
                  </dl>
                  <Link to={scope.to('orders')}>All orders</Link>
                </>
              );
            }}
          </Loaded>
        </section>

        <SalesChart report={report} currency={currency.data} range={range} onRange={setRange} />

        <section className="card" aria-labelledby="home-carts-title">
          <h2 id="home-carts-title">Abandoned carts</h2>
          <Loaded resource={carts}>
            {({ data, nextCursor }) =>
              data.length === 0 ? (
                <Empty title="No abandoned carts" />
              ) : (
                <>
                  <ul className="plain-list">
                    {data.map((cart) => (
                      <li key={cart.cartId}>
                        {formatMoney(cart.estimatedTotal, cart.currency)} · {cart.itemCount} item
                        {cart.itemCount === 1 ? '' : 's'}{' '}
                        <span className="muted">
                          · abandoned {formatAge(cart.abandonedAt ?? cart.updatedAt)}
                        </span>
                      </li>
                    ))}
                  </ul>
                  <Link to={scope.to('carts')}>{nextCursor ? 'More abandoned carts' : 'All carts'}</Link>
                </>
              )
            }
          </Loaded>
        </section>

        <section className="card" aria-labelledby="home-webhooks-title">
          <h2 id="home-webhooks-title">Failing webhook endpoints</h2>
          <Loaded resource={webhooks}>
            {(failing) =>
              failing.length === 0 ? (
                <Empty title="Every endpoint is healthy" />
              ) : (
                <ul className="plain-list">
                  {failing.map(({ endpoint, health }) => (
                    <li key={endpoint.id}>
                      <Link to={scope.to(`developers/webhooks/${encodeURIComponent(endpoint.id)}`)}>
                        {endpoint.url ?? endpoint.eventBusArn}
                      </Link>{' '}
                      {endpoint.disabledReason === 'failing' ? (
                        <span className="badge bad">Disabled: failing</span>
                      ) : (
                        <HealthCounts health={health} />
                      )}
                    </li>
                  ))}
                </ul>
              )
            }
          </Loaded>
        </section>
      </div>
    </>
  );
}
