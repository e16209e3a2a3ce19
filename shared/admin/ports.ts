import type { AuditEntry } from '../audit/ports.ts';
import type { ApiKeyRecord } from '../auth/types.ts';
import type { MembershipRecord } from '../owners/types.ts';
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
