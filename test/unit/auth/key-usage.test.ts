import { describe, expect, it } from 'vitest';
import { hashApiKey } from '../../../shared/auth/api-keys.ts';
import { createAuthenticator } from '../../../shared/auth/authenticator.ts';
import type { ApiKeyRepository, KeyUsage } from '../../../shared/auth/ports.ts';
import type { ApiKeyRecord } from '../../../shared/auth/types.ts';

const STORE = '11111111-1111-4111-8111-111111111111';
const SECRET = `sk_test_${'a'.repeat(32)}`;
const MINUTE = 60_000;

const record = (overrides: Partial<ApiKeyRecord> = {}): ApiKeyRecord => ({
  keyId: 'key-1',
  keyHash: hashApiKey(SECRET),
  storeId: STORE,
  type: 'secret',
  mode: 'test',
  last4: 'aaaa',
  status: 'Active',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const repositoryOf = (stored: ApiKeyRecord, onLoad: () => void = () => {}): ApiKeyRepository => ({
  load: async () => {
    onLoad();
    return { key: structuredClone(stored) };
  },
  create: () => Promise.reject(new Error('unused')),
  listByStore: () => Promise.reject(new Error('unused')),
  revoke: () => Promise.reject(new Error('unused')),
});

/** A key table whose usage writes never settle: auth must not wait for them. */
const setUp = (stored: ApiKeyRecord) => {
  let clock = Date.parse('2026-06-01T12:00:00.000Z');
  let loads = 0;
  const writes: Array<{ at: string; notBefore: string }> = [];
  const repository = repositoryOf(stored, () => (loads += 1));
  const usage: KeyUsage = {
    recordUse: (_hash, at, notBefore) => {
      writes.push({ at, notBefore });
      stored.lastUsedAt = at; // what the conditional write will have done once it lands
      return new Promise(() => {}); // never settles
    },
  };
  const authenticator = createAuthenticator({ repository, cacheMs: 5000, usage, now: () => clock });
  return {
    authenticator,
    writes,
    loads: () => loads,
    advance: (ms: number) => (clock += ms),
  };
};

describe('lastUsedAt: recorded off the critical path, at most once a minute per key', () => {
  it('answers without waiting for the usage write, with one load per request', async () => {
    const t = setUp(record());
    const auth = await t.authenticator.authenticate({ apiKey: SECRET, access: 'secret' });
    expect(auth.keyId).toBe('key-1');
    expect(t.loads()).toBe(1);
    expect(t.writes).toEqual([{ at: '2026-06-01T12:00:00.000Z', notBefore: '2026-06-01T11:59:00.000Z' }]);
  });

  it('writes once per minute, whether the stored value or this instance says it was recent', async () => {
    const t = setUp(record({ lastUsedAt: '2026-06-01T11:59:30.000Z' }));
    await t.authenticator.authenticate({ apiKey: SECRET, access: 'secret' });
    expect(t.writes).toHaveLength(0); // stored 30 s ago
    t.advance(30_000);
    await Promise.all(
      [1, 2, 3].map(() => t.authenticator.authenticate({ apiKey: SECRET, access: 'secret' })),
    );
    expect(t.writes).toHaveLength(1); // three concurrent requests, one write
    t.advance(MINUTE - 1);
    await t.authenticator.authenticate({ apiKey: SECRET, access: 'secret' });
    expect(t.writes).toHaveLength(1);
    t.advance(1);
    await t.authenticator.authenticate({ apiKey: SECRET, access: 'secret' });
    expect(t.writes).toHaveLength(2);
    expect(t.loads()).toBe(6);
  });

  it('records no use for a refused request', async () => {
    const t = setUp(record({ status: 'Revoked', revokedAt: '2026-05-01T00:00:00.000Z' }));
    await expect(t.authenticator.authenticate({ apiKey: SECRET, access: 'secret' })).rejects.toMatchObject({
      errorCode: 'API_KEY_INACTIVE',
    });
    expect(t.writes).toHaveLength(0);
  });

  it('a failed usage write never fails the request', async () => {
    const authenticator = createAuthenticator({
      repository: repositoryOf(record()),
      cacheMs: 0,
      usage: { recordUse: () => Promise.reject(new Error('throttled')) },
    });
    await expect(authenticator.authenticate({ apiKey: SECRET, access: 'secret' })).resolves.toMatchObject({
      keyId: 'key-1',
    });
  });
});
