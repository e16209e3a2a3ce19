import type { MembershipRecord, OwnerRecord } from './types.ts';

/** Owners as the services see them; the DynamoDB adapter is dynamo-owner-repository.ts. */
export interface OwnerRepository {
  /** Fails with OwnerEmailTaken when another owner has the email. */
  create(owner: OwnerRecord, passwordHash: string | undefined): Promise<void>;
  get(ownerId: string): Promise<OwnerRecord | undefined>;
  byEmail(email: string): Promise<OwnerRecord | undefined>;
  /** The owner with the email and its password hash (local sign-in), if any. */
  credentials(email: string): Promise<{ owner: OwnerRecord; passwordHash: string | undefined } | undefined>;
}

export interface MembershipRepository {
  /** Fails with AlreadyMember when the owner is already a member of the store. */
  add(membership: MembershipRecord): Promise<void>;
  get(storeId: string, ownerId: string): Promise<MembershipRecord | undefined>;
  /** One Query: the members of a store. */
  membersOf(storeId: string): Promise<MembershipRecord[]>;
  /** One Query (gsi1): the stores an owner belongs to, most recently used first. */
  storesOf(ownerId: string): Promise<MembershipRecord[]>;
  /** One Query (gsi1, `Limit`): at most `limit` stores of an owner, most recently used first. */
  recentStoresOf(ownerId: string, limit: number): Promise<MembershipRecord[]>;
  /**
   * Sets the membership's `lastUsedAt = at` (and its place in the owner's store list) unless it
   * is already at or after `notBefore`; a missing membership is left alone.
   */
  recordUse(storeId: string, ownerId: string, at: string, notBefore: string): Promise<void>;
}

export class OwnerEmailTaken extends Error {
  constructor() {
    super('An owner with this email already exists');
    this.name = 'OwnerEmailTaken';
  }
}

export class AlreadyMember extends Error {
  constructor() {
    super('The owner is already a member of this store');
    this.name = 'AlreadyMember';
  }
}
