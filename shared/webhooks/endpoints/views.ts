import {
  endpointTypeOf,
  type DeliveryAttemptRecord,
  type WebhookEndpointRecord,
  type WebhookEndpointType,
  type WebhookOrdering,
} from '../types.ts';
import { maskWebhookSecret } from './secret.ts';

/**
 * What the API shows of an endpoint. The secret itself appears only in the create and
 * rotate responses (spec: never returned by list or get); everything else shows the mask.
 * An HTTPS endpoint has `url` and `secretMask`; an EventBridge one has `eventBusArn` and
 * `roleArn` instead (no URL, no secret).
 */
export interface WebhookEndpointView {
  id: string;
  storeId: string;
  type: WebhookEndpointType;
  url?: string;
  eventBusArn?: string;
  roleArn?: string;
  events: string[];
  description: string;
  isEnabled: boolean;
  apiVersion: '1.0';
  includeApiOriginated: boolean;
  /** Deliveries per second, or null for no limit. */
  rateLimit: number | null;
  /** `resource`: one resource's events one after another; `none`: as they happen. */
  ordering: WebhookOrdering;
  /** `failing` when the system disabled the endpoint (no success for days); null otherwise. */
  disabledReason: 'failing' | null;
  disabledAt: string | null;
  secretMask?: string;
  deliveryStats: { total: number; successful: number; failed: number };
  createdAt: string;
  updatedAt: string;
}

/** The create answer: an HTTPS endpoint's secret, shown here and on rotation only. */
export type CreatedWebhookEndpointView = WebhookEndpointView & { secret?: string };

export type WebhookEndpointDetailView = WebhookEndpointView & { recentDeliveries: DeliveryAttemptView[] };

/** An attempt as `recentDeliveries` shows it: every field of the record (copied field by field below). */
export type DeliveryAttemptView = DeliveryAttemptRecord;

// Field by field, so nothing stored on the item (the secret, bookkeeping) leaks by accident.
export const toEndpointView = (endpoint: WebhookEndpointRecord): WebhookEndpointView => ({
  id: endpoint.id,
  storeId: endpoint.storeId,
  type: endpointTypeOf(endpoint),
  ...(endpoint.type === 'eventbridge'
    ? { eventBusArn: endpoint.eventBusArn, roleArn: endpoint.roleArn }
    : { url: endpoint.url }),
  events: [...endpoint.events],
  description: endpoint.description,
  isEnabled: endpoint.isEnabled,
  apiVersion: endpoint.apiVersion,
  includeApiOriginated: endpoint.includeApiOriginated,
  rateLimit: endpoint.rateLimit ?? null,
  ordering: endpoint.ordering ?? 'none',
  disabledReason: endpoint.disabledReason ?? null,
  disabledAt: endpoint.disabledAt ?? null,
  ...(endpoint.type === 'eventbridge' ? {} : { secretMask: maskWebhookSecret(endpoint.secret) }),
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
