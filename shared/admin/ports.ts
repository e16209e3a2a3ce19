import type { AuditEntry } from '../audit/ports.ts';
import type { ApiKeyRecord } from '../auth/types.ts';
import type { MembershipRecord, Role } from '../owners/types.ts';
import type { StoreSettingsParts } from '../stores/ports.ts';
import type { StoreRecord } from '../stores/types.ts';

/**
 * Every admin mutation with its audit entry, each in ONE transaction: either both are
 * written or neither (the DynamoDB adapter is dynamo-admin-repository.ts).
 */
export interface AdminChanges {
  /** The store, its creator's `owner` membership (none when the CLI makes it) and the entry. */
  createStore(store: StoreRecord, owner: MembershipRecord | undefined, audit: AuditEntry): Promise<void>;
  updateStore(storeId: string, parts: StoreSettingsParts, now: string, audit: AuditEntry): Promise<void>;
  createKey(record: ApiKeyRecord, audit: AuditEntry): Promise<void>;
  /** Revocation is permanent: the first revokedAt stays. */
  revokeKey(record: ApiKeyRecord, now: string, audit: AuditEntry): Promise<void>;
}

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

/**
 * A pending invitation to a store (docs/decisions.md §7.26). The secret token is never stored:
 * only its SHA-256 (`tokenHash`), under which the invitation is also found at accept time.
 */
export interface InvitationRecord {
  invitationId: string;
  storeId: string;
  /** Lower-cased. */
  email: string;
  role: Role;
  tokenHash: string;
  /** Who invited (owner id, or `cli`). */
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

/** Invitations and the membership an acceptance makes, each with its audit entry in ONE transaction. */
export interface InvitationChanges {
  create(invitation: InvitationRecord, audit: AuditEntry): Promise<void>;
  /** Fails with InvitationGone when it was accepted or revoked meanwhile. */
  revoke(invitation: InvitationRecord, audit: AuditEntry): Promise<void>;
  /**
   * The membership, the invitation consumed (deleted with its token lookup, on condition that it
   * still exists) and the audit entry. With `inviter`, the transaction also checks that the
   * inviter's membership still has the role read (a removal or demotion committed meanwhile
   * cancels it). Fails with InvitationGone (used or revoked meanwhile, or the inviter changed)
   * or AlreadyMember.
   */
  accept(
    invitation: InvitationRecord,
    membership: MembershipRecord,
    audit: AuditEntry,
    inviter?: MembershipRecord,
  ): Promise<void>;
}

export interface InvitationReads {
  /** The invitation whose token has this SHA-256, expired or not. */
  byTokenHash(tokenHash: string): Promise<InvitationRecord | undefined>;
  /** One Query on the store's partition: its invitations, expired ones included (the caller filters). */
  ofStore(storeId: string): Promise<InvitationRecord[]>;
}

/** Invitation emails go out through the notifications area's email port (shared/notifications/ports.ts). */
export type { EmailSender } from '../notifications/ports.ts';

/** The invitation (or the membership it would make) changed since it was read. */
export class InvitationGone extends Error {
  constructor() {
    super('The invitation was used or revoked meanwhile');
    this.name = 'InvitationGone';
  }
}
