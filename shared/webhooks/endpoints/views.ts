import type { DeliveryAttemptRecord, WebhookEndpointRecord } from '../types.ts';
import { maskWebhookSecret } from './secret.ts';

/**
 * What the API shows of an endpoint. The secret itself appears only in the create and
 * rotate responses (spec: never returned by list or get); everything else shows the mask.
 */
export interface WebhookEndpointView {
  id: string;
  storeId: string;
  url: string;
  events: string[];
  description: string;
  isEnabled: boolean;
  apiVersion: '1.0';
  includeApiOriginated: boolean;
  /** Deliveries per second, or null for no limit. */
  rateLimit: number | null;
  /** `failing` when the system disabled the endpoint (no success for days); null otherwise. */
  disabledReason: 'failing' | null;
  disabledAt: string | null;
  secretMask: string;
  deliveryStats: { total: number; successful: number; failed: number };
  createdAt: string;
  updatedAt: string;
}

export type CreatedWebhookEndpointView = WebhookEndpointView & { secret: string };

export type WebhookEndpointDetailView = WebhookEndpointView & { recentDeliveries: DeliveryAttemptView[] };

/** An attempt as `recentDeliveries` shows it: every field of the record (copied field by field below). */
export type DeliveryAttemptView = DeliveryAttemptRecord;

// Field by field, so nothing stored on the item (the secret, bookkeeping) leaks by accident.
export const toEndpointView = (endpoint: WebhookEndpointRecord): WebhookEndpointView => ({
  id: endpoint.id,
  storeId: endpoint.storeId,
  url: endpoint.url,
  events: [...endpoint.events],
  description: endpoint.description,
  isEnabled: endpoint.isEnabled,
  apiVersion: endpoint.apiVersion,
  includeApiOriginated: endpoint.includeApiOriginated,
  rateLimit: endpoint.rateLimit ?? null,
  disabledReason: endpoint.disabledReason ?? null,
  disabledAt: endpoint.disabledAt ?? null,
  secretMask: maskWebhookSecret(endpoint.secret),
  deliveryStats: {
    total: endpoint.deliveryStats.total,
    successful: endpoint.deliveryStats.successful,
    failed: endpoint.deliveryStats.failed,
  },
  createdAt: endpoint.createdAt,
  updatedAt: endpoint.updatedAt,
});

export const toAttemptView = (attempt: DeliveryAttemptRecord): DeliveryAttemptView => ({
  deliveryId: attempt.deliveryId,
  eventId: attempt.eventId,
  eventType: attempt.eventType,
  attempt: attempt.attempt,
  timestamp: attempt.timestamp,
  responseCode: attempt.responseCode ?? null,
  success: attempt.success,
  durationMs: attempt.durationMs,
  error: attempt.error ?? null,
});
