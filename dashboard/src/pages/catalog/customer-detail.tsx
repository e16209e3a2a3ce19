import { Link, useParams } from 'react-router';
import { unwrap } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { formatDateTime, formatMoney } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { customerName } from '../customers.tsx';
import { Pager, useCursorPages } from '../../ui/paging.tsx';

/** One customer: contact details and their orders (newest first, paged). */
export default function CustomerDetailPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const customerId = useParams().customerId!;
  const customer = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/customers/{customerId}', {
          params: { path: { storeId: scope.storeId, customerId }, query: { mode: scope.mode } },
        }),
      ).then((body) => body.data),
    [api, scope.storeId, scope.mode, customerId],
  );
  const pages = useCursorPages(`${scope.storeId}:${scope.mode}:${customerId}`);
  const orders = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/orders', {
          params: {
            path: { storeId: scope.storeId },
            query: { mode: scope.mode, customerId, limit: 25, cursor: pages.cursor },
          },
        }),
      ),
    [api, scope.storeId, scope.mode, customerId, pages.cursor],
  );

  return (
    <>
      <p>
        <Link to={scope.to('customers')}>← Customers</Link>
      </p>
      <Loaded resource={customer}>
        {(data) => (
          <>
            <PageHeader title={customerName(data)} />
            <section className="card">
              <dl className="details">
                <dt>Email</dt>
                <dd>{data.email ?? '—'}</dd>
                <dt>Phone</dt>
                <dd>{data.phone}</dd>
                <dt>Customer since</dt>
                <dd>{formatDateTime(data.createdAt)}</dd>
                <dt>Customer id</dt>
                <dd>
                  <code>{data.customerId}</code>
                </dd>
              </dl>
            </section>
          </>
        )}
      </Loaded>
      <h2>Orders</h2>
      <Loaded resource={orders}>
        {({ data, nextCursor }) =>
          data.length === 0 ? (
            <Empty title="No orders yet" />
          ) : (
            <>
              <div className="table-wrap">
                <table>
                  <caption className="visually-hidden">Orders of this customer</caption>
                  <thead>
                    <tr>
                      <th scope="col">Order</th>
                      <th scope="col">Placed</th>
                      <th scope="col">Status</th>
                      <th scope="col">Total</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.map((order) => (
                      <tr key={order.orderId}>
                        <td>
                          <Link to={scope.to(`orders/${encodeURIComponent(order.orderId)}`)}>
                            {order.orderNumber}
                          </Link>
                        </td>
                        <td>{formatDateTime(order.placedAt)}</td>
                        <td>
                          <span className="badge">{order.orderStatus}</span>
                        </td>
                        <td>{formatMoney(order.totals.totalAmount, order.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager pages={pages} nextCursor={nextCursor} />
            </>
          )
        }
      </Loaded>
    </>
  );
}
