import type { AuditEntry } from '../../audit/ports.ts';
import type { Mode } from '../../db/keys.ts';
import type { DomainEvent } from '../../events/outbox.ts';
import type { WebhookEndpointRecord } from '../types.ts';

/** Webhook endpoints as the management service sees them; the DynamoDB adapter is dynamo-endpoints.ts. */

/** The record plus the bookkeeping the management side needs. */
export type StoredWebhookEndpoint = WebhookEndpointRecord & {
  /**
   * webhookUrlHash(destination): the sort key of this endpoint's guard item, which keeps a URL
   * (or an EventBridge bus ARN) to one endpoint per store and mode.
   */
  urlHash: string;
  /** Bumped by every management write; writes are conditional on the revision they read. */
  revision: number;
  secretRotatedAt?: string;
};

/** Why a write did not happen; the service turns these into API errors. */
export type WriteRefusal = 'limit-reached' | 'duplicate-url' | 'changed';
export type WriteOutcome = { ok: true } | { ok: false; reason: WriteRefusal };

export interface WebhookEndpointRepository {
  get(storeId: string, mode: Mode, webhookId: string): Promise<StoredWebhookEndpoint | undefined>;
  list(storeId: string, mode: Mode): Promise<StoredWebhookEndpoint[]>;
  /** Count +1 (if under the limit), URL guard, endpoint and event, all or nothing. */
  create(
    endpoint: StoredWebhookEndpoint,
    event: DomainEvent,
    now: Date,
    audit?: AuditEntry,
  ): Promise<WriteOutcome>;
  /**
   * Replaces the management fields of `previous` (read at `previous.revision`) with `next`'s;
   * moves the URL guard when the URL hash changed. Delivery counters are left alone.
   */
  update(
    previous: StoredWebhookEndpoint,
    next: StoredWebhookEndpoint,
    event: DomainEvent,
    now: Date,
    audit?: AuditEntry,
  ): Promise<WriteOutcome>;
  /** Endpoint, URL guard, count -1 and event, all or nothing. */
  delete(
    endpoint: StoredWebhookEndpoint,
    event: DomainEvent,
    now: Date,
    audit?: AuditEntry,
  ): Promise<WriteOutcome>;
}
