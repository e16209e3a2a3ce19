import type { DataOf } from '../../../api/schemas.ts';

export type Delivery = DataOf<'adminListWebhookDeliveries'>[number];
type DeliveryState = Delivery['status'];

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

export const formatRate = (rate: number | null) =>
  rate === null ? 'No finished deliveries yet' : `${Math.round(rate * 1000) / 10}%`;

/**
 * The API's retry rule (POST .../deliveries/{id}/retry answers 409 while a delivery is pending):
 * the dashboard offers Retry on failed deliveries only (docs/decisions.md §7.18).
 */
export const canRetry = (delivery: Pick<Delivery, 'status'>) => delivery.status === 'failed';

/** A succeeded delivery can be sent again (a resend, as Stripe allows); the log marks that attempt. */
export const canResend = (delivery: Pick<Delivery, 'status'>) => delivery.status === 'succeeded';
