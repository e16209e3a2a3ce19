import { describe, expect, it } from 'vitest';
import type { CliAdmin, CliKeyView } from '../../../infra/cli/admin-services.ts';
import { storefrontKeySource } from '../../../infra/local/storefront-keys.ts';
import { ApiError } from '../../../shared/errors.ts';

/** Which publishable key `npm run dev` gives a store's shop (docs/decisions.md §13.2). */
const STORE = '11111111-1111-4111-8111-111111111111';

const fakeAdmin = (keys: CliKeyView[]) => {
  let made = 0;
  const admin: Pick<CliAdmin, 'listKeys' | 'createKey'> = {
    async listKeys(storeId) {
      if (storeId !== STORE) throw new ApiError('STORE_NOT_FOUND', `Store ${storeId} not found`);
      return [...keys].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
    async createKey(storeId, type, mode) {
      made += 1;
      const key = `pk_${mode}_made${made}`;
      const createdAt = `2026-11-27T00:00:0${made}Z`;
      keys.push({
        keyId: `made-${made}`,
        type,
        mode,
        last4: key.slice(-4),
        status: 'Active',
        createdAt,
        key,
      });
      return { keyId: `made-${made}`, key, type, mode, last4: key.slice(-4), storeId, createdAt };
    },
  };
  return { admin, made: () => made };
};

const key = (fields: Partial<CliKeyView> & Pick<CliKeyView, 'type' | 'mode'>): CliKeyView => ({
  keyId: fields.key ?? 'k',
  last4: 'abcd',
  status: 'Active',
  createdAt: '2026-11-01T00:00:00Z',
  ...fields,
});

describe("the shop's publishable key on npm run dev", () => {
  it('is the newest active publishable key of the mode, never a secret one', async () => {
    const { admin, made } = fakeAdmin([
      key({ type: 'secret', mode: 'test', createdAt: '2026-11-03T00:00:00Z' }),
      key({ type: 'publishable', mode: 'test', key: 'pk_test_old', createdAt: '2026-11-01T00:00:00Z' }),
      key({ type: 'publishable', mode: 'test', key: 'pk_test_new', createdAt: '2026-11-02T00:00:00Z' }),
      key({
        type: 'publishable',
        mode: 'test',
        key: 'pk_test_revoked',
        status: 'Revoked',
        createdAt: '2026-11-04T00:00:00Z',
      }),
      key({ type: 'publishable', mode: 'live', key: 'pk_live_1' }),
    ]);
    const source = storefrontKeySource(admin);
    expect(await source.publishableKey(STORE, 'test')).toBe('pk_test_new');
    expect(await source.publishableKey(STORE, 'live')).toBe('pk_live_1');
    expect(made()).toBe(0);
  });

  it("makes a new store's test key once, even for visits at the same moment; never a live one", async () => {
    const { admin, made } = fakeAdmin([key({ type: 'secret', mode: 'test' })]);
    const source = storefrontKeySource(admin);
    const [a, b] = await Promise.all([
      source.publishableKey(STORE, 'test'),
      source.publishableKey(STORE, 'test'),
    ]);
    expect(a).toBe('pk_test_made1');
    expect(b).toBe(a);
    expect(await source.publishableKey(STORE, 'test')).toBe(a);
    expect(await source.publishableKey(STORE, 'live')).toBeNull();
    expect(made()).toBe(1);
  });

  it('keeps a store whose publishable keys were all revoked closed, and answers null for no store', async () => {
    const { admin, made } = fakeAdmin([
      key({ type: 'publishable', mode: 'test', key: 'pk_test_gone', status: 'Revoked' }),
    ]);
    const source = storefrontKeySource(admin);
    expect(await source.publishableKey(STORE, 'test')).toBeNull();
    expect(await source.publishableKey('22222222-2222-4222-8222-222222222222', 'test')).toBeNull();
    expect(made()).toBe(0);
  });
});
