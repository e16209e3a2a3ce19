import { beforeEach, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../../shared/auth/api-keys.ts';
import { createAuthenticator } from '../../../shared/auth/authenticator.ts';
import type { ApiKeyRepository, KeyAndStore } from '../../../shared/auth/repository.ts';
import type { ApiKeyRecord } from '../../../shared/auth/types.ts';
import { ApiError } from '../../../shared/errors.ts';
import { defaultBranding, defaultCheckoutSettings, type StoreRecord } from '../../../shared/stores/types.ts';

const STORE = '11111111-1111-4111-8111-111111111111';
const OTHER_STORE = '22222222-2222-4222-8222-222222222222';
const SECRET = `sk_test_${'a'.repeat(32)}`;
const PUBLISHABLE = `pk_test_${'b'.repeat(32)}`;

const keyRecord = (key: string, overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  keyId: `key-${key.slice(0, 2)}`,
  keyHash: hashApiKey(key),
  storeId: STORE,
  type: key.startsWith('pk') ? 'publishable' : 'secret',
  mode: 'test',
  last4: key.slice(-4),
  status: 'Active',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const storeRecord = (storeId: string): StoreRecord => ({
  storeId,
  name: 'S',
  checkoutSettings: defaultCheckoutSettings(),
  branding: defaultBranding('S'),
  createdAt: 'x',
  updatedAt: 'x',
});

/**
 * The repository port in memory. `loads` lists every load that reads the table (the DynamoDB
 * adapter answers each with one request: test/unit/auth/repository.test.ts).
 */
const inMemoryKeys = () => {
  let keyRecords: ApiKeyRecord[] = [];
  let stores: StoreRecord[] = [];
  const loads: Array<{ keyHash?: string; storeId?: string }> = [];
  const repository: ApiKeyRepository = {
    async load({ keyHash, storeId }) {
      if (!keyHash && !storeId) return {};
      loads.push({ ...(keyHash ? { keyHash } : {}), ...(storeId ? { storeId } : {}) });
      const key = keyHash ? keyRecords.find((k) => k.keyHash === keyHash) : undefined;
      const store = storeId ? stores.find((s) => s.storeId === storeId) : undefined;
      const found: KeyAndStore = { ...(key ? { key } : {}), ...(store ? { store } : {}) };
      return structuredClone(found);
    },
    create: () => Promise.reject(new Error('not used by the authenticator')),
    listByStore: () => Promise.reject(new Error('not used by the authenticator')),
    revoke: () => Promise.reject(new Error('not used by the authenticator')),
  };
  const serve = (records: { keys: ApiKeyRecord[]; stores: StoreRecord[] }) => {
    keyRecords = records.keys;
    stores = records.stores;
  };
  return { repository, loads, serve };
};

const expectError = async (promise: Promise<unknown>, code: string) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).errorCode).toBe(code);
};

describe('authenticator (API-key repository in memory)', () => {
  let clock = 0;
  let keys = inMemoryKeys();
  const make = (cacheMs = 5000) =>
    createAuthenticator({ repository: keys.repository, cacheMs, now: () => clock });

  beforeEach(() => {
    keys = inMemoryKeys();
    clock = 0;
    keys.serve({
      keys: [keyRecord(SECRET), keyRecord(PUBLISHABLE)],
      stores: [storeRecord(STORE), storeRecord(OTHER_STORE)],
    });
  });

  it('accepts an active key for its own store and returns the store from the same request', async () => {
    const auth = await make().authenticate({ apiKey: SECRET, access: 'secret', pathStoreId: STORE });
    expect(auth).toMatchObject({ storeId: STORE, mode: 'test', keyType: 'secret', last4: 'aaaa' });
    expect(auth.store?.storeId).toBe(STORE);
    expect(keys.loads).toEqual([{ keyHash: hashApiKey(SECRET), storeId: STORE }]);
  });

  it('makes exactly one repository load per authentication: an active key is never served from memory', async () => {
    const authenticator = make();
    await authenticator.authenticate({ apiKey: SECRET, access: 'secret' });
    await authenticator.authenticate({ apiKey: SECRET, access: 'secret' });
    expect(keys.loads).toHaveLength(2);
    await authenticator.authenticate({ apiKey: SECRET, access: 'secret', pathStoreId: STORE });
    expect(keys.loads).toHaveLength(3);
    expect(keys.loads.at(-1)).toEqual({ keyHash: hashApiKey(SECRET), storeId: STORE });
  });

  it.each([
    ['missing', undefined],
    ['malformed', 'sk_test_short'],
    ['wrong prefix', `xk_test_${'a'.repeat(32)}`],
    ['unknown', `sk_test_${'z'.repeat(32)}`],
    ['right random part, wrong mode', `sk_live_${'a'.repeat(32)}`],
  ])('rejects a %s key with 401 INVALID_API_KEY', async (_name, apiKey) => {
    await expectError(make().authenticate({ apiKey, access: 'publishable' }), 'INVALID_API_KEY');
  });

  it('does not read the table for a malformed key', async () => {
    await expectError(make().authenticate({ apiKey: 'nope', access: 'publishable' }), 'INVALID_API_KEY');
    expect(keys.loads).toHaveLength(0);
  });

  it('rejects a revoked key with 401 API_KEY_INACTIVE', async () => {
    keys.serve({
      keys: [keyRecord(SECRET, { status: 'Revoked', revokedAt: 'x' })],
      stores: [storeRecord(STORE)],
    });
    await expectError(make().authenticate({ apiKey: SECRET, access: 'secret' }), 'API_KEY_INACTIVE');
  });

  it('gives ACCESS_DENIED to a publishable key on a secret operation and INSUFFICIENT_PERMISSIONS on webhook admin', async () => {
    await expectError(make().authenticate({ apiKey: PUBLISHABLE, access: 'secret' }), 'ACCESS_DENIED');
    await expectError(
      make().authenticate({ apiKey: PUBLISHABLE, access: 'webhookAdmin' }),
      'INSUFFICIENT_PERMISSIONS',
    );
  });

  it('checks key type before the path store (docs/decisions.md §1.3 order)', async () => {
    await expectError(
      make().authenticate({ apiKey: PUBLISHABLE, access: 'secret', pathStoreId: 'not-a-store' }),
      'ACCESS_DENIED',
    );
  });

  it('answers STORE_NOT_FOUND for unknown or malformed path stores and NO_STORE_ACCESS for another store', async () => {
    await expectError(
      make().authenticate({
        apiKey: SECRET,
        access: 'secret',
        pathStoreId: '33333333-3333-4333-8333-333333333333',
      }),
      'STORE_NOT_FOUND',
    );
    await expectError(
      make().authenticate({ apiKey: SECRET, access: 'secret', pathStoreId: 'abc' }),
      'STORE_NOT_FOUND',
    );
    await expectError(
      make().authenticate({ apiKey: SECRET, access: 'secret', pathStoreId: '' }),
      'STORE_NOT_FOUND',
    );
    await expectError(
      make().authenticate({ apiKey: SECRET, access: 'secret', pathStoreId: OTHER_STORE }),
      'NO_STORE_ACCESS',
    );
  });

  it('a revocation takes effect for the very next request; a revoked key is then remembered', async () => {
    const authenticator = make(5000);
    await authenticator.authenticate({ apiKey: SECRET, access: 'secret' });
    keys.serve({ keys: [keyRecord(SECRET, { status: 'Revoked' })], stores: [] });
    await expectError(authenticator.authenticate({ apiKey: SECRET, access: 'secret' }), 'API_KEY_INACTIVE');
    const loads = keys.loads.length;
    await expectError(authenticator.authenticate({ apiKey: SECRET, access: 'secret' }), 'API_KEY_INACTIVE');
    expect(keys.loads.length - loads).toBe(0); // settled: no read for a remembered revoked key
  });

  it('bounds the cache size', async () => {
    const authenticator = createAuthenticator({
      repository: keys.repository,
      cacheMs: 5000,
      maxCachedKeys: 1,
      now: () => clock,
    });
    await authenticator.authenticate({ apiKey: SECRET, access: 'secret' });
    await authenticator.authenticate({ apiKey: PUBLISHABLE, access: 'publishable' });
    await authenticator.authenticate({ apiKey: SECRET, access: 'secret' });
    expect(keys.loads).toHaveLength(3);
  });
});
