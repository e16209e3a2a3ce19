import type { Mode } from '../db/keys.ts';
import type { EventType } from '../events/catalog.ts';
import type { AttemptErrorClass } from './delivery/attempt-errors.ts';

/**
 * The contract between webhook management (endpoints, functions/webhooks) and the
 * delivery pipeline (router, consumer). The item lives at keys.webhookEndpoint(...).
 */
export interface WebhookEndpointRecord {
  id: string;
  storeId: string;
  mode: Mode;
  url: string;
  events: EventType[];
  /** `whsec_` + base64(24 random bytes); never returned by list/get. */
  secret: string;
  description: string;
  isEnabled: boolean;
  apiVersion: '1.0';
  /** Loop suppression (docs/decisions.md §6.1): receive events caused by secret-key API calls too. */
  includeApiOriginated: boolean;
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
