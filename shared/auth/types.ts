import type { Mode } from '../db/keys.ts';
import type { StoreRecord } from '../stores/types.ts';
import type { CustomerPrincipal } from './customer-token.ts';
import type { PrefetchedItems } from '../db/batch.ts';

export type KeyType = 'publishable' | 'secret';
export type KeyStatus = 'Active' | 'Revoked';

/** What the table holds for a key: never the full secret key (only its SHA-256 and last4). */
export interface ApiKeyRecord {
  keyId: string;
  keyHash: string;
  storeId: string;
  type: KeyType;
  mode: Mode;
  last4: string;
  status: KeyStatus;
  createdAt: string;
  revokedAt?: string;
  /** The owner's label for the key (admin API); absent on keys made by the CLI. */
  name?: string;
  /** Publishable keys are not secret and may be shown again (docs/decisions.md §1.2). */
  publishableKey?: string;
  /** When the key last authenticated a request, to the minute (written off the critical path). */
  lastUsedAt?: string;
}

/** Who is calling: attached to every authenticated request. */
export interface AuthContext {
  keyId: string;
  keyType: KeyType;
  storeId: string;
  mode: Mode;
  last4: string;
  /** The store the request addresses, loaded in the same read as the key when the path names one. */
  store?: StoreRecord;
  /** On customer-token routes: the customer a genuine token names, and whether it exists (read with the key). */
  customer?: CustomerPrincipal & { exists: boolean };
  /** The items the route asked to read ahead (`Operation.prefetch`), read with the key. */
  prefetched?: PrefetchedItems;
}
