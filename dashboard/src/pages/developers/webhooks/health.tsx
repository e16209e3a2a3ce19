import type { Schemas } from '../../../api/schemas.ts';

type Endpoint = Schemas['WebhookEndpoint'];

/** Share of finished deliveries that succeeded, or null before any delivery. */
export const successRate = (stats: Endpoint['deliveryStats']): number | null =>
  stats.total === 0 ? null : stats.successful / stats.total;

export const formatRate = (rate: number | null) =>
  rate === null ? 'No deliveries yet' : `${Math.round(rate * 1000) / 10}%`;

/** Enabled, disabled by the owner, or disabled by the service after repeated failures. */
export const EndpointStatus = ({ endpoint }: { endpoint: Endpoint }) =>
  endpoint.isEnabled ? (
    <span className="badge ok">Enabled</span>
  ) : endpoint.disabledReason === 'failing' ? (
    <span className="badge bad">Disabled: failing</span>
  ) : (
    <span className="badge warn">Disabled</span>
  );

export const DeliveryStatus = ({ status }: { status: 'pending' | 'succeeded' | 'failed' }) => (
  <span className={`badge ${status === 'succeeded' ? 'ok' : status === 'failed' ? 'bad' : 'warn'}`}>
    {status}
  </span>
);
