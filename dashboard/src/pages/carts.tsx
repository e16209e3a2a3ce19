import { useState } from 'react';
import { Link } from 'react-router';
import { unwrap } from '../api/client.ts';
import { useStoreList } from '../api/use-store-list.ts';
import { useStoreScope } from '../app-context.tsx';
import { formatAge, formatDateTime, formatMoney } from '../ui/format.ts';
import { PageHeader } from '../ui/page.tsx';
import { ResourceTable } from '../ui/resource-table.tsx';
import { Empty } from '../ui/states.tsx';

type CartStatus = 'Active' | 'Abandoned';

/** A customer as the list names them: their name, else their email, else their phone. */
const contactName = (customer: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
}) =>
  [customer.firstName, customer.lastName].filter(Boolean).join(' ') ||
  customer.email ||
  customer.phone ||
  'Customer';

/** Carts in the store: active ones (still being filled) or abandoned ones, with age and value. */
export default function CartsPage() {
  const scope = useStoreScope();
  const [status, setStatus] = useState<CartStatus>('Active');
  const { pages, list: carts } = useStoreList(status, ({ api, cursor }) =>
    unwrap(
      api.GET('/api/v1/admin/stores/{storeId}/carts', {
        params: { path: { storeId: scope.storeId }, query: { mode: scope.mode, status, limit: 25, cursor } },
      }),
    ),
  );

  return (
    <>
      <PageHeader
        title="Carts"
        description="Shopping carts customers have started, and the ones they left."
      />
      <div className="toolbar" role="group" aria-label="Cart status">
        {(['Active', 'Abandoned'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={status === option}
            className={status === option ? 'primary' : undefined}
            onClick={() => setStatus(option)}
          >
            {option}
          </button>
        ))}
      </div>
      <ResourceTable
        resource={carts}
        caption={`${status} carts`}
        rowKey={(cart) => cart.cartId}
        empty={
          <Empty title={`No ${status.toLowerCase()} carts`}>
            <p className="muted">
              {status === 'Active'
                ? 'Carts appear here as customers add items.'
                : 'Carts left untouched for a while are marked abandoned.'}
            </p>
          </Empty>
        }
        pager={{ pages }}
        columns={[
          {
            header: 'Customer',
            cell: (cart) => (
              <Link to={scope.to(`customers/${encodeURIComponent(cart.customerId)}`)}>
                {cart.customer ? contactName(cart.customer) : 'Erased customer'}
              </Link>
            ),
          },
          {
            header: 'Contents',
            cell: (cart) => (
              <ul className="plain-list cart-contents">
                {cart.items.map((item, index) => (
                  <li key={index}>
                    {item.productTitle}
                    {item.variantTitle && <span className="muted"> · {item.variantTitle}</span>} ×{' '}
                    {item.quantity}
                  </li>
                ))}
              </ul>
            ),
          },
          { header: 'Items', numeric: true, narrowHidden: true, cell: (cart) => cart.itemCount },
          { header: 'Value', cell: (cart) => formatMoney(cart.estimatedTotal, cart.currency) },
          {
            header: 'Age',
            cell: (cart) => <span title={formatDateTime(cart.createdAt)}>{formatAge(cart.createdAt)}</span>,
          },
          {
            header: status === 'Abandoned' ? 'Abandoned' : 'Last change',
            cell: (cart) => formatDateTime(cart.abandonedAt ?? cart.updatedAt),
          },
        ]}
      />
    </>
  );
}
