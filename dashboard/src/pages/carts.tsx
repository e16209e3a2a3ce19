import { useState } from 'react';
import { Link } from 'react-router';
import { unwrap } from '../api/client.ts';
import { useResource } from '../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../app-context.tsx';
import { formatAge, formatDateTime, formatMoney } from '../ui/format.ts';
import { PageHeader } from '../ui/page.tsx';
import { Empty, Loaded } from '../ui/states.tsx';
import { Pager, useCursorPages } from '../ui/paging.tsx';

type CartStatus = 'Active' | 'Abandoned';

/** Carts in the store: active ones (still being filled) or abandoned ones, with age and value. */
export default function CartsPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const [status, setStatus] = useState<CartStatus>('Active');
  const pages = useCursorPages(`${scope.storeId}:${scope.mode}:${status}`);
  const carts = useResource(
    () =>
      unwrap(
        api.GET('/api/v1/admin/stores/{storeId}/carts', {
          params: {
            path: { storeId: scope.storeId },
            query: { mode: scope.mode, status, limit: 25, cursor: pages.cursor },
          },
        }),
      ),
    [api, scope.storeId, scope.mode, status, pages.cursor],
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
      <Loaded resource={carts}>
        {({ data, nextCursor }) =>
          data.length === 0 ? (
            <Empty title={`No ${status.toLowerCase()} carts`}>
              <p className="muted">
                {status === 'Active'
                  ? 'Carts appear here as customers add items.'
                  : 'Carts left untouched for a while are marked abandoned.'}
              </p>
            </Empty>
          ) : (
            <>
              <div className="table-wrap">
                <table>
                  <caption className="visually-hidden">{status} carts</caption>
                  <thead>
                    <tr>
                      <th scope="col">Cart</th>
                      <th scope="col">Customer</th>
                      <th scope="col">Items</th>
                      <th scope="col">Value</th>
                      <th scope="col">Age</th>
                      <th scope="col">{status === 'Abandoned' ? 'Abandoned' : 'Last change'}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.map((cart) => (
                      <tr key={cart.cartId}>
                        <td>
                          <code>{cart.cartId.slice(0, 8)}</code>
                        </td>
                        <td>
                          <Link to={scope.to(`customers/${encodeURIComponent(cart.customerId)}`)}>
                            {cart.customerId.slice(0, 8)}
                          </Link>
                        </td>
                        <td>{cart.itemCount}</td>
                        <td>{formatMoney(cart.estimatedTotal, cart.currency)}</td>
                        <td title={formatDateTime(cart.createdAt)}>{formatAge(cart.createdAt)}</td>
                        <td>{formatDateTime(cart.abandonedAt ?? cart.updatedAt)}</td>
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
