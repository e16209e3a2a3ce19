import { unwrap, type AdminClient } from '../../../api/client.ts';
import type { Mode, Schemas } from '../../../api/schemas.ts';
import { formatUntil } from '../../../ui/format.ts';
import { deliveryHealth, HEALTH_WINDOW, type Delivery, type DeliveryHealth } from './health-figures.ts';

export { canResend, canRetry, formatRate } from './health-figures.ts';

type Endpoint = Schemas['WebhookEndpoint'];
type DeliveryState = Delivery['status'];

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
