import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { unwrap } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { useStoreList } from '../../api/use-store-list.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { formatDateTime, formatMoney } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { ResourceTable } from '../../ui/resource-table.tsx';
import { Empty, Loaded } from '../../ui/states.tsx';
import { customerName } from '../customers.tsx';
import { CustomerActions, type Customer } from '../customers/actions.tsx';

/** One customer: contact details, their orders (newest first, paged), edit, export and erasure. */
export default function CustomerDetailPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const navigate = useNavigate();
  const customerId = useParams().customerId!;
  const [edited, setEdited] = useState<Customer | null>(null);
  const customer = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/customers/{customerId}', {
          params: { path: { storeId: scope.storeId, customerId }, query: { mode: scope.mode } },
        }),
      ).then((body) => body.data),
    [api, scope.storeId, scope.mode, customerId],
  );
  const { pages, list: orders } = useStoreList(customerId, ({ cursor }) =>
    unwrap(
      api.GET('/api/v1/admin/stores/{storeId}/orders', {
        params: {
          path: { storeId: scope.storeId },
          query: { mode: scope.mode, customerId, limit: 25, cursor },
        },
      }),
    ),
  );

  return (
    <>
      <p>
        <Link to={scope.to('customers')}>← Customers</Link>
      </p>
      <Loaded resource={customer}>
        {(loaded) => {
          const data = edited?.customerId === loaded.customerId ? edited : loaded;
          return (
            <>
              <PageHeader title={customerName(data)} />
              <CustomerActions
                customer={data}
                onChanged={setEdited}
                onErased={() => void navigate(scope.to('customers'), { state: { erased: data.customerId } })}
              />
              <section className="card">
                <dl className="details">
                  <dt>Email</dt>
                  <dd>
                    {data.email ?? '—'}
                    {data.email && !data.emailVerified ? ' (not verified)' : ''}
                  </dd>
                  <dt>Phone</dt>
                  <dd>{data.phone ?? '—'}</dd>
                  <dt>Customer since</dt>
                  <dd>{formatDateTime(data.createdAt)}</dd>
                  <dt>Customer id</dt>
                  <dd>
                    <code>{data.customerId}</code>
                  </dd>
                </dl>
              </section>
            </>
          );
        }}
      </Loaded>
      <h2>Orders</h2>
      <ResourceTable
        resource={orders}
        caption="Orders of this customer"
        rowKey={(order) => order.orderId}
        empty={<Empty title="No orders yet" />}
        pager={{ pages }}
        columns={[
          {
            header: 'Order',
            cell: (order) => (
              <Link to={scope.to(`orders/${encodeURIComponent(order.orderId)}`)}>{order.orderNumber}</Link>
            ),
          },
          { header: 'Placed', cell: (order) => formatDateTime(order.placedAt) },
          { header: 'Status', cell: (order) => <span className="badge">{order.orderStatus}</span> },
          { header: 'Total', cell: (order) => formatMoney(order.totals.totalAmount, order.currency) },
        ]}
      />
    </>
  );
}
