import type { CustomerPrincipal } from './customer-token.ts';
import type { StoreRecord } from '../stores/types.ts';
import type { ItemKey, PrefetchedItems } from '../db/batch.ts';
import type { ApiKeyRecord } from './types.ts';

/** API keys as the authenticator and the admin services see them; the DynamoDB adapter is dynamo-api-keys.ts. */
export interface KeyAndStore {
  key?: ApiKeyRecord;
  store?: StoreRecord;
  /** Whether the customer asked for exists (only when one was asked for). */
  customerExists?: boolean;
  /** The route's items read in the same request (`prefetch` below). */
  prefetched?: PrefetchedItems;
}

export interface ApiKeyRepository {
  /**
   * One DynamoDB request for everything auth needs: the key by hash (unless the caller
   * already has it), the store the path addresses (unless there is none) and, on customer-token
   * routes, the token's customer profile (a strongly consistent read then: an erased customer's
   * token is refused from the moment the erasure commits). `prefetch`: items the route will read
   * (its customer's cart and the variants it names), strongly consistent, in the same request.
   */
  load(request: {
    keyHash?: string;
    storeId?: string;
    customer?: CustomerPrincipal;
    prefetch?: readonly ItemKey[];
  }): Promise<KeyAndStore>;
  create(record: ApiKeyRecord): Promise<void>;
  listByStore(storeId: string): Promise<ApiKeyRecord[]>;
  revoke(storeId: string, keyId: string, now: string): Promise<ApiKeyRecord | undefined>;
}

/** Key usage as the authenticator records it: `lastUsedAt`, at most once a minute per key. */
export interface KeyUsage {
  /**
   * Sets `lastUsedAt = at` unless it is already at or after `notBefore` (another request or
   * instance recorded a use this minute): a conditional write, never a read.
   */
  recordUse(keyHash: string, at: string, notBefore: string): Promise<void>;
}
