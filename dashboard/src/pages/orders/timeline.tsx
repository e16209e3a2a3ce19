import { formatDateTime } from '../../ui/format.ts';
import { statusLabel, type Order } from './order-status.ts';

const SOURCES: Record<Order['statusHistory'][number]['source'], string> = {
  api: 'by the store’s server',
  customer: 'by the customer',
  system: 'automatically',
  owner: 'from the dashboard',
};

/** The order's statusHistory, oldest first: what changed, when, by whom, for which items. */
export const StatusTimeline = ({ order }: { order: Order }) => {
  const titles = new Map(
    order.items.map((item) => [item.id, [item.productTitle, item.variantTitle].filter(Boolean).join(' · ')]),
  );
  return (
    <ol className="timeline">
      {order.statusHistory.map((entry, index) => (
        <li key={`${entry.changedAt}-${index}`}>
          <strong>{statusLabel(entry.status)}</strong>{' '}
          <span className="muted">
            {formatDateTime(entry.changedAt)} · {SOURCES[entry.source]}
          </span>
          {entry.itemIds.length > 0 && entry.itemIds.length < order.items.length && (
            <span className="timeline-detail">
              Items: {entry.itemIds.map((id) => titles.get(id) ?? id).join(', ')}
            </span>
          )}
          {entry.notes && <span className="timeline-detail">{entry.notes}</span>}
        </li>
      ))}
    </ol>
  );
};
