import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { unwrap } from '../../api/client.ts';
import { useAction, useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { DateCell } from '../../ui/dates.tsx';
import { formatMoney } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { useCursorPages } from '../../ui/paging.tsx';
import { ResourceTable } from '../../ui/resource-table.tsx';
import { Empty, ErrorNotice } from '../../ui/states.tsx';
import { downloadOrdersCsv, filterQuery, type OrderFilters } from './export.ts';
import { ORDER_STATUSES, statusBadge, statusLabel, type Order } from './order-status.ts';

const PAGE_SIZE = 25;

const NO_FILTERS: OrderFilters = { q: '', status: '', from: '', to: '' };

/**
 * Orders, newest first, filtered by status; a search by order number or customer email, phone or
 * name, and a placement date range (docs/decisions.md §15.1); Export downloads every matching
 * order as CSV. Pages follow the API's nextCursor.
 */
export default function OrdersPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const [draft, setDraft] = useState<OrderFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const { status } = filters;
  const pages = useCursorPages(`${scope.storeId}:${scope.mode}:${JSON.stringify(filters)}`);
  const exporting = useAction(() => downloadOrdersCsv(api, scope.storeId, scope.mode, filters));

  const orders = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/orders', {
          params: {
            path: { storeId: scope.storeId },
            query: { mode: scope.mode, limit: PAGE_SIZE, ...filterQuery(filters), cursor: pages.cursor },
          },
        }),
      ),
    [api, scope.storeId, scope.mode, filters, pages.cursor],
  );
  const edit = (field: keyof OrderFilters) => (value: string) => setDraft({ ...draft, [field]: value });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
  };
  const searched = Boolean(filters.q.trim() || filters.from || filters.to);

  return (
    <>
      <PageHeader
        title="Orders"
        description="Newest first; a search lists the orders shipped to that name, then each matching customer's orders."
      />
      <form className="toolbar" role="search" aria-label="Orders" onSubmit={search}>
        <label htmlFor="order-search">Search</label>
        <input
          id="order-search"
          type="search"
          placeholder="Order number, name, email or last digits of a phone"
          value={draft.q}
          onChange={(event) => edit('q')(event.target.value)}
        />
        <label htmlFor="order-status-filter">Status</label>
        <select
          id="order-status-filter"
          value={draft.status}
          onChange={(event) => {
            // A status applies at once, as before; the text and dates wait for Search.
            setDraft({ ...draft, status: event.target.value });
            setFilters({ ...filters, status: event.target.value });
          }}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabel(value)}
            </option>
          ))}
        </select>
        <label htmlFor="order-from">Placed from</label>
        <input
          id="order-from"
          type="date"
          value={draft.from}
          onChange={(event) => edit('from')(event.target.value)}
        />
        <label htmlFor="order-to">to</label>
        <input
          id="order-to"
          type="date"
          value={draft.to}
          onChange={(event) => edit('to')(event.target.value)}
        />
        <button type="submit">Search</button>
        <button type="button" disabled={exporting.pending} onClick={() => void exporting.run()}>
          {exporting.pending ? 'Exporting…' : 'Export CSV'}
        </button>
      </form>
      {exporting.error && <ErrorNotice error={exporting.error} />}
      <ResourceTable
        resource={orders}
        caption="Orders"
        narrow="columns"
        rowKey={(order) => order.orderId}
        empty={
          searched ? (
            <Empty title="No matching orders" />
          ) : (
            <Empty title={status ? `No ${statusLabel(status).toLowerCase()} orders` : 'No orders yet'}>
              <p className="muted">Orders placed through the API appear here.</p>
            </Empty>
          )
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
