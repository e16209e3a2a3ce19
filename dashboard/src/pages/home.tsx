import { Link } from 'react-router';
import { unwrap, type AdminClient } from '../api/client.ts';
import type { Mode } from '../api/schemas.ts';
import { useResource } from '../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../app-context.tsx';
import { formatAge, formatMoney } from '../ui/format.ts';
import { PageHeader } from '../ui/page.tsx';
import { Empty, Loaded } from '../ui/states.tsx';
import { todaysOrders } from './home-figures.ts';
import { SetupChecklist } from './home-checklist.tsx';
import { SalesChart } from './home-sales-chart.tsx';
import { HealthCounts, loadDeliveryHealth } from './developers/webhooks/health.tsx';

/**
 * The store at a glance: today's orders and revenue, abandoned carts and failing webhook
 * endpoints, each from its list endpoint (newest first) so one slow card never blocks the others.
 */
export default function HomePage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const { storeId, mode } = scope;

  const today = useResource(() => todaysOrders(listOrdersPage(api, storeId, mode)), [api, storeId, mode]);
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
        <section className="card" aria-labelledby="home-today-title">
          <h2 id="home-today-title">Today</h2>
          <Loaded resource={today}>
            {(figures) => (
              <>
                <p className="muted">
                  Since midnight your time (
                  {figures.since.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })},{' '}
                  {Intl.DateTimeFormat().resolvedOptions().timeZone}); cancelled and refunded orders are not
                  revenue.
                </p>
                <div className="stat">
                  <span className="stat-label">Orders</span>
                  <span className="stat-value">
                    {figures.count}
                    {figures.truncated && '+'}
                  </span>
                </div>
                {figures.revenue.length === 0 ? (
                  <div className="stat">
                    <span className="stat-label">Revenue</span>
                    <span className="stat-value">{formatMoney(0, currency.data)}</span>
                  </div>
                ) : (
                  figures.revenue.map(({ currency, amount }) => (
                    <div className="stat" key={currency}>
                      <span className="stat-label">Revenue ({currency})</span>
                      <span className="stat-value">{formatMoney(amount, currency)}</span>
                    </div>
                  ))
                )}
                <Link to={scope.to('orders')}>All orders</Link>
              </>
            )}
          </Loaded>
        </section>

        <SalesChart currency={currency.data} />

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
                        {endpoint.url}
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

/** One page of orders, newest first (what todaysOrders walks until it passes midnight). */
const listOrdersPage =
  (api: AdminClient, storeId: string, mode: Mode) => async (cursor: string | undefined) =>
    unwrap(
      api.GET('/api/v1/admin/stores/{storeId}/orders', {
        params: { path: { storeId }, query: { mode, limit: 100, ...(cursor ? { cursor } : {}) } },
      }),
    );
