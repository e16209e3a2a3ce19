import { describe, expect, it } from 'vitest';
import { createAdminApi } from '../../../shared/admin/service.ts';
import type { ApiKeyRepository } from '../../../shared/auth/ports.ts';
import type { ApiKeyRecord } from '../../../shared/auth/types.ts';
import type { ApiError } from '../../../shared/errors.ts';
import type { OwnerContext } from '../../../shared/owners/owner-access.ts';
import type { MembershipRepository } from '../../../shared/owners/ports.ts';
import type { MembershipRecord } from '../../../shared/owners/types.ts';
import type { StoreRepository } from '../../../shared/stores/ports.ts';
import type { StoreRecord } from '../../../shared/stores/types.ts';
import type { AdminChanges } from '../../../shared/admin/ports.ts';
import type { AuditEntry, AuditLog } from '../../../shared/audit/ports.ts';

/** In-memory fakes of the admin ports. */
const fakes = () => {
  const stores = new Map<string, StoreRecord>();
  const keys: ApiKeyRecord[] = [];
  const members: MembershipRecord[] = [];
  const storeRepo: StoreRepository = {
    get: async (id) => stores.get(id),
    create: async (store) => void stores.set(store.storeId, store),
    updateSettings: async (id, parts, now) => {
      const store = stores.get(id)!;
      const next = {
        ...store,
        ...(parts.name !== undefined ? { name: parts.name } : {}),
        ...(parts.checkoutSettings ? { checkoutSettings: parts.checkoutSettings } : {}),
        ...(parts.branding ? { branding: parts.branding } : {}),
        ...(parts.notifications ? { notifications: parts.notifications } : {}),
        updatedAt: now,
      };
      stores.set(id, next);
      return next;
    },
  };
  const keyRepo: ApiKeyRepository = {
    load: async () => ({}),
    create: async (record) => void keys.push(record),
    listByStore: async (storeId) => keys.filter((k) => k.storeId === storeId),
    revoke: async (storeId, keyId, now) => {
      const key = keys.find((k) => k.storeId === storeId && k.keyId === keyId);
      if (!key) return undefined;
      key.status = 'Revoked';
      key.revokedAt ??= now;
      return key;
    },
  };
  const memberRepo: MembershipRepository = {
    add: async (m) => void members.push(m),
    get: async (storeId, ownerId) => members.find((m) => m.storeId === storeId && m.ownerId === ownerId),
    membersOf: async (storeId) => members.filter((m) => m.storeId === storeId),
    storesOf: async (ownerId) => members.filter((m) => m.ownerId === ownerId),
    recentStoresOf: async (ownerId, limit) =>
      members
        .filter((m) => m.ownerId === ownerId)
        .sort((a, b) => (b.lastUsedAt ?? b.createdAt).localeCompare(a.lastUsedAt ?? a.createdAt))
        .slice(0, limit),
    recordUse: async (storeId, ownerId, at, notBefore) => {
      const m = members.find((x) => x.storeId === storeId && x.ownerId === ownerId);
      if (m && !(m.lastUsedAt && m.lastUsedAt >= notBefore)) m.lastUsedAt = at;
      uses.push(`${storeId} ${at}`);
    },
  };
  const uses: string[] = [];
  const entries: AuditEntry[] = [];
  // Each change and its entry land together, as the DynamoDB adapter's transaction does.
  const changes: AdminChanges = {
    createStore: async (store, owner, entry) => {
      stores.set(store.storeId, store);
      if (owner) members.push(owner);
      entries.push(entry);
    },
    updateStore: async (id, parts, now, entry) => {
      await storeRepo.updateSettings(id, parts, now);
      entries.push(entry);
    },
    createKey: async (record, entry) => {
      keys.push(record);
      entries.push(entry);
    },
    revokeKey: async (record, now, entry) => {
      await keyRepo.revoke(record.storeId, record.keyId, now);
      entries.push(entry);
    },
  };
  const audit: AuditLog = {
    page: async (storeId, { limit, cursor }) => {
      const mine = entries.filter((e) => e.storeId === storeId).reverse();
      const start = cursor ? mine.findIndex((e) => e.auditId === cursor) + 1 : 0;
      const page = mine.slice(start, start + limit);
      return { entries: page, nextCursor: start + limit < mine.length ? page.at(-1)!.auditId : null };
    },
    labels: async () => new Map(),
  };
  let tick = 0;
  const api = createAdminApi({
    stores: storeRepo,
    keys: keyRepo,
    changes,
    audit,
    memberships: memberRepo,
    owners: { get: async () => undefined },
    now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)),
  });
  return { api, stores, keys, members, entries, uses };
};

const alice: OwnerContext = { ownerId: 'alice', email: 'alice@example.com', clientId: 'c' };

describe('admin services', () => {
  it('the creator of a store becomes its owner and sees it in me', async () => {
    const { api, members } = fakes();
    const store = await api.createStore(alice, 'Alice Shop');
    expect(store).toMatchObject({ name: 'Alice Shop', role: 'owner' });
    expect(members).toEqual([
      expect.objectContaining({ storeId: store.storeId, ownerId: 'alice', role: 'owner' }),
    ]);
    await expect(api.me(alice)).resolves.toEqual({
      ownerId: 'alice',
      email: 'alice@example.com',
      stores: [{ storeId: store.storeId, name: 'Alice Shop', role: 'owner' }],
    });
  });

  it('me lists the most recently used stores first, at most 100; opening a store records its use at most once an hour', async () => {
    const { api, members, uses } = fakes();
    const a = await api.createStore(alice, 'A');
    const b = await api.createStore(alice, 'B');
    const c = await api.createStore(alice, 'C');
    const names = async () => (await api.me(alice)).stores.map((s) => s.name);
    expect(await names()).toEqual(['C', 'B', 'A']);
    const membershipOf = (storeId: string) => members.find((m) => m.storeId === storeId)!;
    await api.getStore({ ...alice, membership: membershipOf(a.storeId) }, a.storeId);
    expect(await names()).toEqual(['A', 'C', 'B']);
    expect(uses).toHaveLength(1);
    // Within the hour: no second write.
    await api.getStore({ ...alice, membership: membershipOf(a.storeId) }, a.storeId);
    expect(uses).toHaveLength(1);
    await api.getStore({ ...alice, membership: membershipOf(b.storeId) }, b.storeId);
    expect(await names()).toEqual(['B', 'A', 'C']);
    expect(c.name).toBe('C');
    for (let i = 0; i < 105; i++) await api.createStore(alice, `S${i}`);
    const listed = await names();
    expect(listed).toHaveLength(100);
    expect(listed[0]).toBe('S104');
  });

  it('updates name and merges settings; an invalid merge is 400 INVALID_REQUEST', async () => {
    const { api } = fakes();
    const { storeId } = await api.createStore(alice, 'A');
    const updated = await api.updateStore(alice, storeId, { name: 'B', checkoutSettings: { taxRate: 0.2 } });
    expect(updated.name).toBe('B');
    expect(updated.checkoutSettings.taxRate).toBe(0.2);
    const error = (await api
      .updateStore(alice, storeId, { checkoutSettings: { taxRate: -1 } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.errorCode).toBe('INVALID_REQUEST');
  });

  it('notification switches: all on for a new store, a partial update merges, the store view shows them (docs/decisions.md §14.3)', async () => {
    const { api } = fakes();
    const created = await api.createStore(alice, 'A');
    expect(created.notifications).toEqual({
      orderConfirmed: true,
      orderShipped: true,
      orderDelivered: true,
      orderCancelled: true,
      orderRefunded: true,
    });
    const updated = await api.updateStore(alice, created.storeId, { notifications: { orderShipped: false } });
    expect(updated.notifications).toMatchObject({ orderShipped: false, orderConfirmed: true });
    await expect(api.getStore(alice, created.storeId)).resolves.toMatchObject({
      notifications: { orderShipped: false, orderDelivered: true },
    });
  });

  it('a secret key is shown whole once; the list shows publishable keys whole and secret keys by last4', async () => {
    const { api, keys } = fakes();
    const { storeId } = await api.createStore(alice, 'A');
    const secret = await api.createKey(alice, storeId, { type: 'secret', mode: 'test', name: 'server' });
    const publishable = await api.createKey(alice, storeId, { type: 'publishable', mode: 'live' });
    expect(secret.key).toMatch(/^sk_test_/);
    expect(secret).toMatchObject({ name: 'server', status: 'Active', last4: secret.key.slice(-4) });
    expect(JSON.stringify(keys)).not.toContain(secret.key);
    // Newest first within a mode; the publishable key is live, the secret one test.
    const list = [...(await api.listKeys(storeId, 'live')), ...(await api.listKeys(storeId, 'test'))];
    expect(list.map((k) => k.keyId)).toEqual([publishable.keyId, secret.keyId]);
    expect(list[0]).toMatchObject({ key: publishable.key, name: null, revokedAt: null, lastUsedAt: null });
    expect(list[1]).not.toHaveProperty('key');
    expect(JSON.stringify(list)).not.toContain(secret.key);
  });

  it('revokes a key of the store only', async () => {
    const { api } = fakes();
    const { storeId } = await api.createStore(alice, 'A');
    const other = await api.createStore(alice, 'B');
    const key = await api.createKey(alice, storeId, { type: 'secret', mode: 'test' });
    const wrong = (await api.revokeKey(alice, other.storeId, key.keyId).catch((e: unknown) => e)) as ApiError;
    expect(wrong.errorCode).toBe('NOT_FOUND');
    const revoked = await api.revokeKey(alice, storeId, key.keyId);
    expect(revoked).toMatchObject({ status: 'Revoked', revokedAt: expect.any(String) });
  });

  it('every mutation writes one audit entry (actor, action, target, mode); the log pages newest first', async () => {
    const { api, entries } = fakes();
    const { storeId } = await api.createStore(alice, 'A');
    await api.updateStore(alice, storeId, { name: 'B' });
    const key = await api.createKey(alice, storeId, { type: 'secret', mode: 'live' });
    await api.revokeKey(alice, storeId, key.keyId);
    expect(entries.map((e) => [e.action, e.target.type, e.mode])).toEqual([
      ['store.created', 'store', null],
      ['store.updated', 'store', null],
      ['apiKey.created', 'apiKey', 'live'],
      ['apiKey.revoked', 'apiKey', 'live'],
    ]);
    expect(entries.every((e) => e.actor.ownerId === 'alice' && e.actor.email === 'alice@example.com')).toBe(
      true,
    );
    const first = await api.auditLog(storeId, { limit: 3 });
    expect(first.entries.map((e) => e.action)).toEqual(['apiKey.revoked', 'apiKey.created', 'store.updated']);
    expect(first.entries[0]).toEqual({
      at: expect.any(String),
      actor: { ownerId: 'alice', email: 'alice@example.com' },
      action: 'apiKey.revoked',
      target: { type: 'apiKey', id: key.keyId, label: null },
      mode: 'live',
    });
    const second = await api.auditLog(storeId, { limit: 3, cursor: first.nextCursor! });
    expect(second).toMatchObject({ entries: [{ action: 'store.created' }], nextCursor: null });
  });
});
