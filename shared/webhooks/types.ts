import type { Mode } from '../db/keys.ts';
import type { EventType } from '../events/catalog.ts';
import type { AttemptErrorClass } from './delivery/attempt-errors.ts';

/** Where an endpoint's deliveries go: a signed POST to a URL, or PutEvents on an EventBridge bus. */
export const WEBHOOK_ENDPOINT_TYPES = ['https', 'eventbridge'] as const;
export type WebhookEndpointType = (typeof WEBHOOK_ENDPOINT_TYPES)[number];

/** An HTTPS endpoint. Items written before endpoint types existed have no `type`: they are HTTPS. */
export interface HttpsDestination {
  type?: 'https';
  url: string;
  /** `whsec_` + base64(24 random bytes); never returned by list/get. */
  secret: string;
  eventBusArn?: undefined;
  roleArn?: undefined;
}

/**
 * An EventBridge bus in the store's AWS account (docs/decisions.md §6.22): the sender assumes
 * `roleArn` with the store's id as ExternalId and puts each event on `eventBusArn`. No URL, no
 * signing secret (IAM authenticates the put).
 */
export interface EventBridgeDestination {
  type: 'eventbridge';
  eventBusArn: string;
  roleArn: string;
  url?: undefined;
  secret?: undefined;
}

export type WebhookDestination = HttpsDestination | EventBridgeDestination;

/** The type of an endpoint, HTTPS for items written before types existed. */
export const endpointTypeOf = (destination: Pick<WebhookDestination, 'type'>): WebhookEndpointType =>
  destination.type ?? 'https';

/** What names the destination in logs and the delivery log: the URL, or the bus ARN. */
export const destinationOf = (destination: WebhookDestination): string =>
  destination.type === 'eventbridge' ? destination.eventBusArn : destination.url;

export const WEBHOOK_ORDERINGS = ['none', 'resource'] as const;
export type WebhookOrdering = (typeof WEBHOOK_ORDERINGS)[number];

/**
 * The contract between webhook management (endpoints, functions/webhooks) and the
 * delivery pipeline (router, consumer). The item lives at keys.webhookEndpoint(...).
 */
export type WebhookEndpointRecord = WebhookEndpointFields & WebhookDestination;

interface WebhookEndpointFields {
  id: string;
  storeId: string;
  mode: Mode;
  events: EventType[];
  description: string;
  isEnabled: boolean;
  apiVersion: '1.0';
  /** Loop suppression (docs/decisions.md §6.1): receive events caused by secret-key API calls too. */
  includeApiOriginated: boolean;
  /** `resource`: one resource's events are delivered one after another (docs/decisions.md §6.26); absent: `none`. */
  ordering?: WebhookOrdering;
  /** When `ordering` last became `resource` by an update (one created ordered: absent, its createdAt counts). */
  orderedSince?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Attempt counters, updated atomically by the delivery consumer (total = successful + failed). */
  deliveryStats: { total: number; successful: number; failed: number };
  /** Deliveries per second the sender never exceeds (1..1000); absent or null: no limit. */
  rateLimit?: number | null;
  /** Auto-disable bookkeeping (written by the consumer with the stats): last 2xx, first failure since. */
  lastSuccessAt?: string | null;
  failingSince?: string | null;
  /** When the endpoint was last (re-)enabled; the failure window never starts before it. */
  enabledAt?: string | null;
  /** Set when the system disabled the endpoint (`failing`); cleared when it is enabled again. */
  disabledReason?: 'failing' | null;
  disabledAt?: string | null;
}

/** One recorded delivery attempt (listed on its delivery item, shared/webhooks/delivery/log-index.ts). */
export interface DeliveryAttemptRecord {
  deliveryId: string;
  eventId: string;
  eventType: EventType;
  attempt: number;
  timestamp: string;
  responseCode: number | null;
  success: boolean;
  durationMs: number;
  error: string | null;
  /** The kind of failure (null on success); absent on records written before it was kept. */
  errorClass?: AttemptErrorClass | null;
  /** The first 4 KiB of the response; kept on the delivery item's attempt list, not the attempt item. */
  responseBody?: string | null;
  /** A manual attempt sent after the delivery had already succeeded (docs/decisions.md §6.20); absent: false. */
  resend?: boolean;
}
