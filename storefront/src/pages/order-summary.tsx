import type { Order } from '@store-commerce/sdk';
import { addressLine, formatDate, formatMoney, wasPaid } from '../messages.ts';

/** How an order's status reads to its customer. */
export const STATUS_TEXT: Record<Order['orderStatus'], string> = {
  Pending: 'Awaiting payment confirmation',
  Confirmed: 'Confirmed',
  Processing: 'Being prepared',
  PartiallyShipped: 'Partly shipped',
  Shipped: 'Shipped',
  PartiallyDelivered: 'Partly delivered',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
  Refunded: 'Refunded',
};

export const Tracking = ({ order }: { order: Order }) =>
  order.trackingInfo.length === 0 ? null : (
    <ul className="tracking">
      {order.trackingInfo.map((tracking) => (
        <li key={tracking.trackingNumber}>
          {tracking.carrier ?? 'Carrier'}:{' '}
          {tracking.trackingUrl ? (
            <a href={tracking.trackingUrl} rel="noreferrer" target="_blank">
              {tracking.trackingNumber}
            </a>
          ) : (
            tracking.trackingNumber
          )}
        </li>
      ))}
    </ul>
  );

export const OrderSummary = ({ order }: { order: Order }) => {
  const money = (amount: number) => formatMoney(amount, order.currency);
  const paid = wasPaid(order);
  return (
    <>
      <p>
        Order <strong>#{order.orderNumber}</strong> · placed {formatDate(order.placedAt)} · status{' '}
        <strong>{STATUS_TEXT[order.orderStatus]}</strong>
      </p>
      <Tracking order={order} />
      <ul className="lines">
        {order.items.map((item) => (
          <li key={item.id} className="line">
            <span>
              {item.quantity} × {item.productTitle} <span className="muted">· {item.variantTitle}</span>
            </span>
            <span className="line-total">{money(item.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <dl className="totals">
        <dt>Subtotal</dt>
        <dd>{money(order.totals.subtotal)}</dd>
        {order.totals.discountTotal > 0 && (
          <>
            <dt>You saved</dt>
            <dd>{money(order.totals.discountTotal)}</dd>
          </>
        )}
        <dt>Shipping</dt>
        <dd>{money(order.totals.shippingTotal)}</dd>
        <dt>Tax</dt>
        <dd>{money(order.totals.taxTotal)}</dd>
        <dt>{paid ? 'Total paid' : 'Total'}</dt>
        <dd>
          <strong>{money(order.totals.totalAmount)}</strong>
        </dd>
      </dl>
      <p className="muted">
        {paid && order.paymentMethod.display ? `Paid with ${order.paymentMethod.display}. ` : ''}
        {paid ? '' : 'Not paid. '}
        Shipping to {addressLine(order.shippingAddress)}.
      </p>
      {addressLine(order.billingAddress) !== addressLine(order.shippingAddress) && (
        <p className="muted">Billing address: {addressLine(order.billingAddress)}.</p>
      )}
    </>
  );
};
