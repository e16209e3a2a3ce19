import { ApiError } from '../errors.ts';
import type { CustomerPrincipal } from './customer-token.ts';
import type { ItemKey } from '../db/batch.ts';
import type { Access } from '../routes.ts';
import { isUuid } from '../util/ids.ts';
import { hashApiKey, parseApiKey } from './api-keys.ts';
import { logger } from '../logger.ts';
import type { ApiKeyRepository, KeyUsage } from './ports.ts';
import type { ApiKeyRecord, AuthContext } from './types.ts';

export interface AuthenticatorOptions {
  repository: ApiKeyRepository;
  /**
   * How long a settled "no" is reused: an unknown key hash or a revoked key (revocation is
   * permanent). An active key is never served from memory, so a revocation takes effect for
   * every request that starts after it, in every instance; the key read shares the store's
   * BatchGet, so auth stays one round trip.
   */
  cacheMs: number;
  /** Bound on cached records, so a flood of distinct keys cannot grow memory. */
  maxCachedKeys?: number;
  now?: () => number;
  /**
   * Records `lastUsedAt`, at most once per `usageIntervalMs` per key, fire and forget: the
   * write is started after the key checks pass and never awaited, so auth stays one round trip.
   */
  usage?: KeyUsage;
  usageIntervalMs?: number;
}

export const KEY_USAGE_INTERVAL_MS = 60_000;

export interface AuthenticateRequest {
  apiKey: string | undefined;
  access: Exclude<Access, 'none'>;
  /** The storeId path parameter, when the route has one. */
  pathStoreId?: string;
  /** On customer-token routes, the customer a genuine token names: its profile is read with the key. */
  customer?: CustomerPrincipal;
  /** Items the route reads next, fetched in the key's request (docs/decisions.md §1.3). */
  prefetch?: readonly ItemKey[];
}

/**
 * Checks run in the order docs/decisions.md §1.3 fixes: the key itself (401s), the key type against
 * the operation (403), the path store (404 unknown, 403 other store).
 */
export const createAuthenticator = (options: AuthenticatorOptions) => {
  const { repository, cacheMs } = options;
  const maxCachedKeys = options.maxCachedKeys ?? 1000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { record: ApiKeyRecord | undefined; fetchedAt: number }>();
  const usageIntervalMs = options.usageIntervalMs ?? KEY_USAGE_INTERVAL_MS;
  // Uses this instance has recorded: concurrent requests that all read the old lastUsedAt
  // start one write, not one each. Bounded like the refusal cache.
  const recorded = new Map<string, number>();

  const recordUse = (record: ApiKeyRecord) => {
    if (!options.usage) return;
    const at = now();
    const last = Math.max(
      record.lastUsedAt ? Date.parse(record.lastUsedAt) : 0,
      recorded.get(record.keyHash) ?? 0,
    );
    if (at - last < usageIntervalMs) return;
    recorded.delete(record.keyHash);
    if (recorded.size >= maxCachedKeys) recorded.delete(recorded.keys().next().value!);
    recorded.set(record.keyHash, at);
    options.usage
      .recordUse(record.keyHash, new Date(at).toISOString(), new Date(at - usageIntervalMs).toISOString())
      .catch((error: unknown) => logger.warn('key lastUsedAt not recorded', { error: error as Error }));
  };

  const remember = (hash: string, record: ApiKeyRecord | undefined) => {
    if (cacheMs <= 0) return;
    cache.delete(hash);
    // Map keeps insertion order: dropping the first entry evicts the oldest.
    if (cache.size >= maxCachedKeys) cache.delete(cache.keys().next().value!);
    cache.set(hash, { record, fetchedAt: now() });
  };

  const cached = (hash: string) => {
    const entry = cache.get(hash);
    if (!entry) return undefined;
    if (now() - entry.fetchedAt >= cacheMs) {
      cache.delete(hash);
      return undefined;
    }
    return entry;
  };

  return {
    async authenticate({
      apiKey,
      access,
      pathStoreId,
      customer,
      prefetch,
    }: AuthenticateRequest): Promise<AuthContext> {
      if (!apiKey) throw new ApiError('INVALID_API_KEY', 'Missing API key: send it in the X-API-Key header');
      const parsed = parseApiKey(apiKey);
      if (!parsed) throw new ApiError('INVALID_API_KEY', 'Malformed API key');

      const hash = hashApiKey(apiKey);
      const hit = cached(hash);
      // A malformed path storeId can never name a store: do not spend a read on it.
      const storeIdToLoad = pathStoreId !== undefined && isUuid(pathStoreId) ? pathStoreId : undefined;
      const loaded = await repository.load({
        keyHash: hit ? undefined : hash,
        storeId: storeIdToLoad,
        ...(customer ? { customer } : {}),
        ...(prefetch && prefetch.length > 0 ? { prefetch } : {}),
      });
      const record = hit ? hit.record : loaded.key;
      // Only a settled refusal is remembered: never an active key (it may be revoked any moment).
      if (!hit && (!record || record.status !== 'Active')) remember(hash, record);

      if (!record || record.type !== parsed.type || record.mode !== parsed.mode) {
        throw new ApiError('INVALID_API_KEY', 'Unknown API key');
      }
      if (record.status !== 'Active') throw new ApiError('API_KEY_INACTIVE', 'This API key has been revoked');

      if (record.type === 'publishable' && access === 'secret') {
        throw new ApiError('ACCESS_DENIED', 'This operation needs a secret key');
      }
      if (record.type === 'publishable' && access === 'webhookAdmin') {
        throw new ApiError(
          'INSUFFICIENT_PERMISSIONS',
          'Webhook endpoints and the event feed need a secret key',
        );
      }

      const context: AuthContext = {
        keyId: record.keyId,
        keyType: record.type,
        storeId: record.storeId,
        mode: record.mode,
        last4: record.last4,
      };
      if (pathStoreId !== undefined) {
        if (!loaded.store) throw new ApiError('STORE_NOT_FOUND', 'Store not found');
        if (loaded.store.storeId !== record.storeId) {
          throw new ApiError('NO_STORE_ACCESS', 'This API key belongs to another store');
        }
        context.store = loaded.store;
      }
      if (customer) context.customer = { ...customer, exists: loaded.customerExists === true };
      if (loaded.prefetched) context.prefetched = loaded.prefetched;
      recordUse(record);
      return context;
    },
    /** For tests and the admin CLI: forget everything cached. */
    clearCache: () => cache.clear(),
  };
};

export type Authenticator = ReturnType<typeof createAuthenticator>;
