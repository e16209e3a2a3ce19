import { formatDateTime, formatMoney } from '../../ui/format.ts';
import type { Order } from './order-status.ts';

const refundBadge = (status: Order['refunds'][number]['status']) =>
  status === 'Succeeded' ? 'badge ok' : status === 'Failed' ? 'badge bad' : 'badge warn';

/** An order's refunds, oldest first: amount, status, reason, when asked and when completed. */
export const RefundList = ({ order }: { order: Order }) => (
  <ul className="plain-list" data-testid="order-refunds">
    {order.refunds.map((refund) => (
      <li key={refund.refundId}>
        <strong>{formatMoney(refund.amount, order.currency)}</strong>{' '}
        <span className={refundBadge(refund.status)}>{refund.status}</span>
        {refund.reason && ` · ${refund.reason}`}
        <span className="muted">
          {' '}
          · asked {formatDateTime(refund.createdAt)}
          {refund.completedAt && ` · completed ${formatDateTime(refund.completedAt)}`}
          {refund.restock.length > 0 &&
            ` · ${refund.restock.reduce((sum, line) => sum + line.quantity, 0)} unit(s) back in stock`}
        </span>
      </li>
    ))}
  </ul>
);
