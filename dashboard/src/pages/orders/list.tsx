import { useState } from 'react';
import { Link } from 'react-router';
import { unwrap } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { DateCell } from '../../ui/dates.tsx';
import { formatMoney } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { useCursorPages } from '../../ui/paging.tsx';
import { ResourceTable } from '../../ui/resource-table.tsx';
import { Empty } from '../../ui/states.tsx';
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
      <ResourceTable
        resource={orders}
        caption="Orders"
        rowKey={(order) => order.orderId}
        empty={
          <Empty title={status ? `No ${statusLabel(status).toLowerCase()} orders` : 'No orders yet'}>
            <p className="muted">Orders placed through the API appear here.</p>
          </Empty>
        }
        pager={{ pages, label: 'Pages of orders' }}
        columns={[
          {
            header: 'Order',
            cell: (order) => (
              <Link to={scope.to(`orders/${encodeURIComponent(order.orderId)}`)}>{order.orderNumber}</Link>
            ),
          },
          { header: 'Placed', cell: (order) => <DateCell iso={order.placedAt} /> },
          { header: 'Customer', narrowHidden: true, cell: (order) => customerName(order.customer) },
          {
            header: 'Status',
            cell: (order) => (
              <span className={statusBadge(order.orderStatus)}>{statusLabel(order.orderStatus)}</span>
            ),
          },
          {
            header: 'Items',
            narrowHidden: true,
            cell: (order) => order.items.reduce((sum, item) => sum + item.quantity, 0),
          },
          {
            header: 'Total',
            numeric: true,
            cell: (order) => (
              <>
                {formatMoney(order.totals.totalAmount, order.currency)}
                {order.refundedTotal > 0 && (
                  <span className="address-line muted" data-testid="order-refunded">
                    Refunded {formatMoney(order.refundedTotal, order.currency)} of{' '}
                    {formatMoney(order.totals.totalAmount, order.currency)}
                  </span>
                )}
              </>
            ),
          },
        ]}
      />
    </>
  );
}

/** The customer as a person reads it: name, else email, else phone. */
export const customerName = (customer: Order['customer']) =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email || customer.phone;
