import { useState } from 'react';
import { Link } from 'react-router';
import { unwrap } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { formatDateTime, formatMoney } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Pager, useCursorPages } from '../../ui/paging.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { ORDER_STATUSES, statusBadge, statusLabel, type Order, type OrderStatus } from './order-status.ts';

const PAGE_SIZE = 25;

/** Orders, newest first, filtered by status; pages follow the API's nextCursor. */
export default function OrdersPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const pages = useCursorPages(`${scope.storeId}:${scope.mode}:${status}`);

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
              cursor: pages.cursor,
            },
          },
        }),
      ),
    [api, scope.storeId, scope.mode, status, pages.cursor],
  );

  return (
    <>
      <PageHeader title="Orders" description="Newest first." />
      <div className="toolbar">
        <label htmlFor="order-status-filter">Status</label>
        <select
          id="order-status-filter"
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus | '')}
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
              <Pager pages={pages} nextCursor={nextCursor} label="Pages of orders" />
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
