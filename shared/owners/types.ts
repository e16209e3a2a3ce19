/** A store owner's identity (docs/decisions.md §7.4). Locally the record also holds the scrypt password hash. */
export interface OwnerRecord {
  ownerId: string;
  /** Lower-cased; unique across owners. */
  email: string;
  createdAt: string;
}

export const ROLES = ['owner', 'admin', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** One owner's role in one store. */
export interface MembershipRecord {
  storeId: string;
  ownerId: string;
  email: string;
  role: Role;
  createdAt: string;
  updatedAt: string;
  /** When the owner last used the store, recorded at most once an hour (docs/decisions.md §7.28). */
  lastUsedAt?: string;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
