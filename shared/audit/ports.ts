import type { Mode } from '../db/keys.ts';
import type { PageRequest } from '../db/page.ts';

export const AUDIT_TARGET_TYPES = [
  'store',
  'apiKey',
  'member',
  'invitation',
  'webhook',
  'webhookDelivery',
  'paymentConnection',
  'order',
  'customer',
  'product',
  'variant',
  'discount',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
export type AuditTarget = { type: AuditTargetType; id: string };

/** Who made a change, as the log shows it: an owner, or `cli` / `system` with no email. */
export interface AuditActor {
  ownerId: string;
  email: string | null;
}

/** One admin mutation, as the audit log shows it (kept one year). */
export interface AuditEntry {
  auditId: string;
  storeId: string;
  at: string;
  actor: AuditActor;
  /** `store.created`, `store.updated`, `apiKey.created`, `apiKey.revoked`, `member.added|roleChanged|removed`, `payments.stripe.connected|disconnected`, webhook changes, `order.status_updated`, `order.cancelled`, `customer.updated`, `customer.erased`, `product.created|updated|deleted`, `product.variant_created|variant_updated|variant_deleted`, `product.inventory_updated`, `discount.created|updated|deleted`. */
  action: string;
  target: AuditTarget;
  /** The mode of the changed resource; null for store-wide changes. */
  mode: Mode | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/**
 * The read side of a store's audit log. There is no write port: an entry is always written in
 * the transaction of the change it records (the DynamoDB adapter, dynamo-audit-log.ts, gives
 * every area's adapter the item to add to its own transaction).
 */
/** Narrows the log: the actor (ownerId or email, exact), the action (exact), `at` from/before (ISO times). */
export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  before?: string | undefined;
}

export interface AuditLog {
  /** Newest first; Queries on the store's partition. A cursor from another store is refused. */
  page(storeId: string, options: PageRequest & AuditFilter): Promise<AuditPage>;
  /**
   * What the targets are called, by auditId (docs/decisions.md §7.36): an order's number, a
   * customer's name, a product's title; absent when not known (other types, deleted records).
   */
  labels(entries: readonly AuditEntry[]): Promise<Map<string, string>>;
}

/** Audit entries expire (DynamoDB TTL) one year after they are written. */
export const AUDIT_RETENTION_SECONDS = 365 * 24 * 60 * 60;
