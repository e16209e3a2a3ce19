import { useState } from 'react';
import { Link } from 'react-router';
import { unwrap } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { formatDateTime, formatMoney } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { ORDER_STATUSES, statusBadge, statusLabel, type Order, type OrderStatus } from './order-status.ts';

const PAGE_SIZE = 25;

/** Orders, newest first, filtered by status; pages follow the API's nextCursor. */
export default function OrdersPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  // The cursors of the pages before this one (the first page has none), for "Previous".
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors[cursors.length - 1];

  const orders = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/orders', {
          params: {
            path: { storeId: scope.storeId },
            query: {
              mode: scope.mode,
              limit: PAGE_SIZE,
              ...(status ? { status } : {}),
              ...(cursor ? { cursor } : {}),
            },
          },
        }),
      ),
    [api, scope.storeId, scope.mode, status, cursor],
  );

  return (
    <>
      <PageHeader title="Orders" description="Newest first." />
      <div className="toolbar">
        <label htmlFor="order-status-filter">Status</label>
        <select
          id="order-status-filter"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OrderStatus | '');
            setCursors([undefined]);
          }}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
      </div>
      <Loaded resource={orders}>
        {({ data, nextCursor }) =>
          data.length === 0 ? (
            <Empty title={status ? `No ${statusLabel(status).toLowerCase()} orders` : 'No orders yet'}>
              <p className="muted">Orders placed through the API appear here.</p>
            </Empty>
          ) : (
            <>
              <div className="table-wrap">
                <table>
                  <caption className="visually-hidden">Orders</caption>
                  <thead>
                    <tr>
                      <th scope="col">Order</th>
                      <th scope="col">Placed</th>
                      <th scope="col">Customer</th>
                      <th scope="col">Status</th>
                      <th scope="col">Items</th>
                      <th scope="col" className="numeric">
                        Total
                      </th>
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
                        <td>{customerName(order.customer)}</td>
                        <td>
                          <span className={statusBadge(order.orderStatus)}>
                            {statusLabel(order.orderStatus)}
                          </span>
                        </td>
                        <td>{order.items.reduce((sum, item) => sum + item.quantity, 0)}</td>
                        <td className="numeric">{formatMoney(order.totals.totalAmount, order.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <nav className="pager" aria-label="Pages of orders">
                <button
                  type="button"
                  disabled={cursors.length === 1}
                  onClick={() => setCursors((previous) => previous.slice(0, -1))}
                >
                  Previous
                </button>
                <span className="muted">Page {cursors.length}</span>
                <button
                  type="button"
                  disabled={!nextCursor}
                  onClick={() => nextCursor && setCursors((previous) => [...previous, nextCursor])}
                >
                  Next
                </button>
              </nav>
            </>
          )
        }
      </Loaded>
    </>
  );
}

/** The customer as a person reads it: name, else email, else phone. */
export const customerName = (customer: Order['customer']) =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email || customer.phone;
