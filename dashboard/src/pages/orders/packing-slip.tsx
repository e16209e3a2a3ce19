import { Link, useParams } from 'react-router';
import { unwrap } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { formatDateTime } from '../../ui/format.ts';
import { Loaded } from '../../ui/states.tsx';
import { AddressBlock } from './addresses.tsx';

/**
 * A printable packing slip: what goes in the box (items, SKUs, quantities) and where it goes,
 * without prices, as it is packed with the parcel. Printing shows the slip alone (styles.css).
 */
export default function PackingSlipPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const { orderId = '' } = useParams();
  const resource = useResource(
    async () =>
      (
        await unwrap(
          api.GET('/api/v1/admin/stores/{storeId}/orders/{orderId}', {
            params: { path: { storeId: scope.storeId, orderId }, query: { mode: scope.mode } },
          }),
        )
      ).data,
    [api, scope.storeId, scope.mode, orderId],
  );

  return (
    <Loaded resource={resource}>
      {(order) => (
        <>
          <p className="no-print">
            <Link to={scope.to(`orders/${encodeURIComponent(order.orderId)}`)}>
              ← Order {order.orderNumber}
            </Link>{' '}
            <button type="button" className="primary" onClick={() => window.print()}>
              Print
            </button>
          </p>
          <article className="packing-slip" aria-labelledby="packing-slip-title">
            <header>
              <h1 id="packing-slip-title">Packing slip</h1>
              <p>
                <strong>{scope.store.name}</strong> · Order {order.orderNumber} ·{' '}
                {formatDateTime(order.placedAt)}
              </p>
            </header>
            <section aria-labelledby="ship-to-title">
              <h2 id="ship-to-title">Ship to</h2>
              <AddressBlock address={order.shippingAddress} />
              {order.deliveryInstructions && <p>Delivery instructions: {order.deliveryInstructions}</p>}
            </section>
            <table>
              <caption className="visually-hidden">Items</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">SKU</th>
                  <th scope="col" className="numeric">
                    Quantity
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      {item.productTitle}
                      {item.variantTitle && ` · ${item.variantTitle}`}
                    </td>
                    <td className="code">{item.sku ?? '—'}</td>
                    <td className="numeric">{item.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        </>
      )}
    </Loaded>
  );
}
