import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { unwrap } from '../../api/client.ts';
import { useResource } from '../../api/use-resource.ts';
import { useDashboard, useStoreScope } from '../../app-context.tsx';
import { DateCell } from '../../ui/dates.tsx';
import { formatDateTime, formatMoney } from '../../ui/format.ts';
import { PageHeader } from '../../ui/page.tsx';
import { Loaded } from '../../ui/states.tsx';
import { AddressBlock } from './addresses.tsx';
import { CancelDialog } from './cancel-dialog.tsx';
import { FulfilDialog } from './fulfil-dialog.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { OrderNotes } from './notes.tsx';
import { RefundList } from './refunds.tsx';
import { customerName } from './list.tsx';
import {
  availableActions,
  isCancellable,
  statusBadge,
  statusLabel,
  type Order,
  type OrderAction,
} from './order-status.ts';
import { StatusTimeline } from './timeline.tsx';

const ACTION_LABELS: Record<OrderAction, string> = {
  confirm: 'Confirm',
  process: 'Start processing',
  ship: 'Ship…',
  deliver: 'Mark delivered…',
};

/** One order: items, addresses, totals, payment, tracking and the status timeline, with its actions. */
export default function OrderPage() {
  const { api } = useDashboard();
  const scope = useStoreScope();
  const { orderId = '' } = useParams();
  const [updated, setUpdated] = useState<Order | null>(null);
  const [action, setAction] = useState<OrderAction | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [refunding, setRefunding] = useState(false);

  const resource = useResource(async () => {
    setUpdated(null);
    const { data } = await unwrap(
      api.GET('/api/v1/admin/stores/{storeId}/orders/{orderId}', {
        params: { path: { storeId: scope.storeId, orderId }, query: { mode: scope.mode } },
      }),
    );
    return data;
  }, [api, scope.storeId, scope.mode, orderId]);

  const done = (order: Order) => {
    setUpdated(order);
    setAction(null);
    setCancelling(false);
  };

  // A refund completes shortly after it is asked for: the page follows it while one is Pending.
  const shown = updated ?? resource.data;
  const pending = shown?.refunds.some((refund) => refund.status === 'Pending') ?? false;
  const { reload } = resource;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(reload, 2000);
    return () => clearInterval(timer);
  }, [pending, reload]);

  return (
    <Loaded resource={resource}>
      {(loaded) => {
        const order = updated ?? loaded;
        const actions = scope.canWrite ? availableActions(order.orderStatus) : [];
        const canCancel = scope.canWrite && isCancellable(order.orderStatus);
        const canRefund = scope.canWrite && order.refundableAmount > 0;
        return (
          <>
            <p>
              <Link to={scope.to('orders')}>← Orders</Link>
            </p>
            <PageHeader
              title={`Order ${order.orderNumber}`}
              description={
                <>
                  Placed <DateCell iso={order.placedAt} /> ·{' '}
                  <span className={statusBadge(order.orderStatus)} data-testid="order-status">
                    {statusLabel(order.orderStatus)}
                  </span>{' '}
                  ·{' '}
                  <strong data-testid="order-total">
                    {formatMoney(order.totals.totalAmount, order.currency)}
                  </strong>
                </>
              }
              actions={
                <>
                  <Link
                    className="button"
                    to={scope.to(`orders/${encodeURIComponent(order.orderId)}/packing-slip`)}
                  >
                    Packing slip
                  </Link>
                  {actions.length || canCancel || canRefund ? (
                    <>
                      {actions.map((value) => (
                        <button
                          key={value}
                          type="button"
                          className={value === actions[0] ? 'primary' : undefined}
                          onClick={() => setAction(value)}
                        >
                          {ACTION_LABELS[value]}
                        </button>
                      ))}
                      {canRefund && (
                        <button type="button" onClick={() => setRefunding(true)}>
                          Refund…
                        </button>
                      )}
                      {canCancel && (
                        <button type="button" className="danger" onClick={() => setCancelling(true)}>
                          Cancel order…
                        </button>
                      )}
                    </>
                  ) : null}
                </>
              }
            />
            <div className="order-detail">
              <section className="card order-items" aria-labelledby="order-items-title">
                <h2 id="order-items-title">Items</h2>
                <div className="table-wrap">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Product</th>
                        <th scope="col" className="narrow-hidden">
                          SKU
                        </th>
                        <th scope="col">Status</th>
                        <th scope="col" className="narrow-hidden">
                          Tracking
                        </th>
                        <th scope="col" className="numeric">
                          Qty
                        </th>
                        <th scope="col" className="numeric narrow-hidden">
                          Unit
                        </th>
                        <th scope="col" className="numeric">
                          Total
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {order.items.map((item) => (
                        <tr key={item.id}>
                          <td>
                            {item.productTitle}
                            {item.variantTitle && <span className="muted"> · {item.variantTitle}</span>}
                          </td>
                          <td className="narrow-hidden">{item.sku ?? '—'}</td>
                          <td>{item.itemStatus}</td>
                          <td className="narrow-hidden">{item.trackingNumber ?? '—'}</td>
                          <td className="numeric">{item.quantity}</td>
                          <td className="numeric narrow-hidden">
                            {formatMoney(item.unitPrice, order.currency)}
                          </td>
                          <td className="numeric">{formatMoney(item.totalPrice, order.currency)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>

              <section className="card" aria-labelledby="order-totals-title">
                <h2 id="order-totals-title">Totals and payment</h2>
                <dl className="details">
                  <dt>Subtotal</dt>
                  <dd>{formatMoney(order.totals.subtotal, order.currency)}</dd>
                  <dt>Shipping</dt>
                  <dd>{formatMoney(order.totals.shippingTotal, order.currency)}</dd>
                  <dt>Tax</dt>
                  <dd>{formatMoney(order.totals.taxTotal, order.currency)}</dd>
                  <dt>Discount</dt>
                  <dd>
                    {formatMoney(
                      order.totals.discountTotal ? -order.totals.discountTotal : 0,
                      order.currency,
                    )}
                  </dd>
                  <dt>Total</dt>
                  <dd>
                    <strong>{formatMoney(order.totals.totalAmount, order.currency)}</strong>
                  </dd>
                  <dt>Payment</dt>
                  <dd>{order.paymentMethod.display || order.paymentMethod.method}</dd>
                  {order.refunds.length > 0 && (
                    <>
                      <dt>Refunded</dt>
                      <dd data-testid="order-refunded">
                        {formatMoney(order.refundedTotal, order.currency)} of{' '}
                        {formatMoney(order.totals.totalAmount, order.currency)}
                      </dd>
                    </>
                  )}
                  {order.cancellation && (
                    <>
                      <dt>Cancelled</dt>
                      <dd>
                        {formatDateTime(order.cancellation.cancelledAt)}
                        {order.cancellation.reason && ` · ${order.cancellation.reason}`}
                      </dd>
                    </>
                  )}
                </dl>
              </section>

              <section className="card" aria-labelledby="order-customer-title">
                <h2 id="order-customer-title">Customer</h2>
                <p>
                  <Link to={scope.to(`customers/${encodeURIComponent(order.customer.customerId)}`)}>
                    {customerName(order.customer)}
                  </Link>
                  {order.customer.email && <span className="address-line">{order.customer.email}</span>}
                  {customerName(order.customer) !== order.customer.phone && (
                    <span className="address-line">{order.customer.phone}</span>
                  )}
                </p>
                <h3>Shipping address</h3>
                <AddressBlock address={order.shippingAddress} />
                <h3>Billing address</h3>
                <AddressBlock address={order.billingAddress} />
                {order.deliveryInstructions && (
                  <>
                    <h3>Delivery instructions</h3>
                    <p>{order.deliveryInstructions}</p>
                  </>
                )}
              </section>

              <section className="card" aria-labelledby="order-tracking-title">
                <h2 id="order-tracking-title">Tracking</h2>
                {order.trackingInfo.length === 0 ? (
                  <p className="muted">No tracking yet.</p>
                ) : (
                  <ul className="plain-list">
                    {order.trackingInfo.map((entry) => (
                      <li key={`${entry.trackingNumber}-${entry.addedAt}`}>
                        {entry.trackingUrl ? (
                          <a href={entry.trackingUrl} target="_blank" rel="noreferrer noopener">
                            {entry.trackingNumber}
                          </a>
                        ) : (
                          <strong>{entry.trackingNumber}</strong>
                        )}
                        {entry.carrier && ` · ${entry.carrier}`}
                        <span className="muted">
                          {' '}
                          · {entry.itemIds.length} item{entry.itemIds.length === 1 ? '' : 's'} ·{' '}
                          {formatDateTime(entry.addedAt)}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>

              {order.refunds.length > 0 && (
                <section className="card" aria-labelledby="order-refunds-title">
                  <h2 id="order-refunds-title">Refunds</h2>
                  <RefundList order={order} />
                </section>
              )}

              <OrderNotes orderId={order.orderId} />

              <section className="card" aria-labelledby="order-timeline-title">
                <h2 id="order-timeline-title">Status timeline</h2>
                <StatusTimeline order={order} />
              </section>
            </div>
            {scope.canWrite && (
              <>
                <FulfilDialog order={order} action={action} onClose={() => setAction(null)} onDone={done} />
                <RefundDialog
                  order={order}
                  open={refunding}
                  onClose={() => setRefunding(false)}
                  onDone={() => {
                    setRefunding(false);
                    resource.reload();
                  }}
                />
                <CancelDialog
                  order={order}
                  open={cancelling}
                  onClose={() => setCancelling(false)}
                  onDone={done}
                />
              </>
            )}
          </>
        );
      }}
    </Loaded>
  );
}
