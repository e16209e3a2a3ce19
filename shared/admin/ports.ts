import type { ApiKeyRecord } from '../auth/types.ts';
import type { Mode } from '../db/keys.ts';
import type { PageRequest } from '../http/pager.ts';
import type { MembershipRecord } from '../owners/types.ts';
import type { Branding, CheckoutSettings, StoreRecord } from '../stores/types.ts';

export const AUDIT_TARGET_TYPES = [
  'store',
  'apiKey',
  'member',
  'webhook',
  'webhookDelivery',
  'paymentConnection',
  'order',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One admin mutation, as the audit log shows it (kept one year). */
export interface AuditEntry {
  auditId: string;
  storeId: string;
  at: string;
  actor: { ownerId: string; email: string | null };
  /** `store.created`, `store.updated`, `apiKey.created`, `apiKey.revoked`, `member.added|roleChanged|removed`, `payments.stripe.connected|disconnected`, webhook changes, `order.status_updated`, `order.cancelled`. */
  action: string;
  target: { type: AuditTargetType; id: string };
  /** The mode of the changed resource; null for store-wide changes. */
  mode: Mode | null;
}

/**
 * Every admin mutation with its audit entry, each in ONE transaction: either both are
 * written or neither (the DynamoDB adapter is dynamo-admin-repository.ts).
 */
export interface AdminChanges {
  /** The store, its creator's `owner` membership and the entry. */
  createStore(store: StoreRecord, owner: MembershipRecord, audit: AuditEntry): Promise<void>;
  updateStore(
    storeId: string,
    parts: { name?: string; checkoutSettings?: CheckoutSettings; branding?: Branding },
    now: string,
    audit: AuditEntry,
  ): Promise<void>;
  createKey(record: ApiKeyRecord, audit: AuditEntry): Promise<void>;
  /** Revocation is permanent: the first revokedAt stays. */
  revokeKey(record: ApiKeyRecord, now: string, audit: AuditEntry): Promise<void>;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

export interface AuditLog {
  /** Newest first; one Query on the store's partition. A cursor from another store is refused. */
  page(storeId: string, options: PageRequest): Promise<AuditPage>;
}

/** Audit entries expire (DynamoDB TTL) one year after they are written. */
export const AUDIT_RETENTION_SECONDS = 365 * 24 * 60 * 60;

/**
 * Membership changes with their audit entries, each in ONE transaction. `keeper` names another
 * member who must still be an `owner` when the transaction commits: a change that takes away
 * an owner carries it, so two owners demoting each other at once cannot leave none (DynamoDB
 * serialises the two transactions; the second one's check fails).
 */
export interface MemberChanges {
  /** Fails with AlreadyMember when the owner is already a member. */
  addMember(membership: MembershipRecord, audit: AuditEntry): Promise<void>;
  /** Fails with MembershipChanged when `current` is no longer what is stored, or the keeper is no longer an owner. */
  changeRole(
    current: MembershipRecord,
    role: MembershipRecord['role'],
    now: string,
    keeper: string | undefined,
    audit: AuditEntry,
  ): Promise<void>;
  removeMember(current: MembershipRecord, keeper: string | undefined, audit: AuditEntry): Promise<void>;
}

/** A membership write lost a race (the member or the keeper changed since it was read). */
export class MembershipChanged extends Error {
  constructor() {
    super('The store members changed meanwhile');
    this.name = 'MembershipChanged';
  }
}
