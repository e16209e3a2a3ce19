import { unwrap, type AdminClient } from '../../../api/client.ts';
import type { DataOf, Mode, Schemas } from '../../../api/schemas.ts';
import { formatUntil } from '../../../ui/format.ts';

type Endpoint = Schemas['WebhookEndpoint'];
export type Delivery = DataOf<'adminListWebhookDeliveries'>[number];
type DeliveryState = 'pending' | 'succeeded' | 'failed';

/** How many of an endpoint's latest deliveries the health figures read: one page, one call. */
export const HEALTH_WINDOW = 100;

/**
 * An endpoint's health from its latest deliveries (docs/decisions.md §7.18): a delivery still
 * retrying is pending, not failed; the success rate counts finished deliveries only (null while
 * none has finished).
 */
export interface DeliveryHealth {
  pending: number;
  succeeded: number;
  failed: number;
  rate: number | null;
  /** The newest delivery, or null before the first. */
  last: Delivery | null;
  /** The window was full: the figures cover the latest HEALTH_WINDOW deliveries only. */
  partial: boolean;
}

export const deliveryHealth = (deliveries: Delivery[], partial = false): DeliveryHealth => {
  const count = (status: DeliveryState) => deliveries.filter((d) => d.status === status).length;
  const succeeded = count('succeeded');
  const failed = count('failed');
  return {
    pending: count('pending'),
    succeeded,
    failed,
    rate: succeeded + failed === 0 ? null : succeeded / (succeeded + failed),
    last: deliveries[0] ?? null,
    partial,
  };
};

/** One call: the endpoint's latest deliveries, newest first. */
export const loadDeliveryHealth = async (
  api: AdminClient,
  storeId: string,
  mode: Mode,
  webhookId: string,
) => {
  const page = await unwrap(
    api.GET('/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/deliveries', {
      params: { path: { storeId, webhookId }, query: { mode, limit: HEALTH_WINDOW } },
    }),
  );
  return deliveryHealth(page.data, page.nextCursor !== null && page.nextCursor !== undefined);
};

export const formatRate = (rate: number | null) =>
  rate === null ? 'No finished deliveries yet' : `${Math.round(rate * 1000) / 10}%`;

/** "2 succeeded · 1 failed · 3 pending" (of the latest 100 when there are more). */
export const HealthCounts = ({ health }: { health: DeliveryHealth }) => (
  <span className="muted health-counts">
    {health.succeeded} succeeded · {health.failed} failed · {health.pending} pending
    {health.partial && ` (latest ${HEALTH_WINDOW})`}
  </span>
);

/** Enabled, disabled by the owner, or disabled by the service after repeated failures. */
export const EndpointStatus = ({ endpoint }: { endpoint: Endpoint }) =>
  endpoint.isEnabled ? (
    <span className="badge ok">Enabled</span>
  ) : endpoint.disabledReason === 'failing' ? (
    <span className="badge bad">Disabled: failing</span>
  ) : (
    <span className="badge warn">Disabled</span>
  );

export const DeliveryStatus = ({ status }: { status: DeliveryState }) => (
  <span className={`badge ${status === 'succeeded' ? 'ok' : status === 'failed' ? 'bad' : 'warn'}`}>
    {status}
  </span>
);

/** When a pending delivery's next attempt is planned; nothing for a finished one. */
export const NextAttempt = ({ delivery }: { delivery: Pick<Delivery, 'status' | 'nextAttemptAt'> }) =>
  delivery.status === 'pending' && delivery.nextAttemptAt ? (
    <time dateTime={delivery.nextAttemptAt} title={new Date(delivery.nextAttemptAt).toLocaleString()}>
      next attempt {formatUntil(delivery.nextAttemptAt)}
    </time>
  ) : null;

/**
 * The API's retry rule (POST .../deliveries/{id}/retry answers 409 while a delivery is pending):
 * the dashboard offers Retry on failed deliveries only (docs/decisions.md §7.18).
 */
export const canRetry = (delivery: Pick<Delivery, 'status'>) => delivery.status === 'failed';
