import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../shared/errors.ts';
import { hashPassword, verifyPassword } from '../../../shared/owners/password.ts';
import {
  AlreadyMember,
  OwnerEmailTaken,
  type MembershipRepository,
  type OwnerRepository,
} from '../../../shared/owners/ports.ts';
import { createOwnerService } from '../../../shared/owners/service.ts';
import type { MembershipRecord, OwnerRecord } from '../../../shared/owners/types.ts';
import type { StoreRepository } from '../../../shared/stores/ports.ts';

const STORE = '11111111-1111-4111-8111-111111111111';

/** In-memory owners, memberships and one store. */
const fakes = () => {
  const owners = new Map<string, { owner: OwnerRecord; passwordHash: string | undefined }>();
  const members = new Map<string, MembershipRecord>();
  const ownerRepository: OwnerRepository = {
    async create(owner, passwordHash) {
      if ([...owners.values()].some((o) => o.owner.email === owner.email)) throw new OwnerEmailTaken();
      owners.set(owner.ownerId, { owner, passwordHash });
    },
    get: async (id) => owners.get(id)?.owner,
    byEmail: async (email) => [...owners.values()].find((o) => o.owner.email === email)?.owner,
    credentials: async (email) => [...owners.values()].find((o) => o.owner.email === email),
  };
  const memberships: MembershipRepository = {
    async add(m) {
      const key = `${m.storeId}/${m.ownerId}`;
      if (members.has(key)) throw new AlreadyMember();
      members.set(key, m);
    },
    get: async (storeId, ownerId) => members.get(`${storeId}/${ownerId}`),
    membersOf: async (storeId) => [...members.values()].filter((m) => m.storeId === storeId),
    storesOf: async (ownerId) => [...members.values()].filter((m) => m.ownerId === ownerId),
    recentStoresOf: async (ownerId, limit) =>
      [...members.values()].filter((m) => m.ownerId === ownerId).slice(0, limit),
    recordUse: async () => {},
  };
  const stores = {
    get: async (id: string) => (id === STORE ? { storeId: STORE } : undefined),
  } as StoreRepository;
  return {
    owners,
    service: createOwnerService({ owners: ownerRepository, memberships, stores }),
    memberships,
  };
};

const codeOf = async (promise: Promise<unknown>) =>
  ((await promise.catch((e: unknown) => e)) as ApiError).errorCode;

describe('scrypt password hashes', () => {
  it('verify the right password only; each hash has its own salt; malformed hashes never match', async () => {
    const a = await hashPassword('correct horse battery');
    const b = await hashPassword('correct horse battery');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('correct horse battery', a)).toBe(true);
    expect(await verifyPassword('correct horse batterY', a)).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$32768$8$1$c2FsdA$c2hvcnQ')).toBe(false);
  });
});

describe('owner service', () => {
  it('creates an owner (email normalized, unique), generating a password when none is given', async () => {
    const { service, owners } = fakes();
    const created = await service.createOwner({ email: ' Alice@Example.COM ' });
    expect(created).toMatchObject({ email: 'alice@example.com', password: expect.any(String) });
    expect(created.password!.length).toBeGreaterThanOrEqual(12);
    expect(owners.get(created.ownerId)!.passwordHash).toMatch(/^scrypt\$/);
    expect(
      await codeOf(service.createOwner({ email: 'alice@example.com', password: 'another long one' })),
    ).toBe('CONFLICT');
    const chosen = await service.createOwner({ email: 'bob@example.com', password: 'a long enough secret' });
    expect(chosen).not.toHaveProperty('password');
  });

  it('refuses a bad email or a short password', async () => {
    const { service } = fakes();
    expect(await codeOf(service.createOwner({ email: 'not-an-email' }))).toBe('INVALID_EMAIL_FORMAT');
    expect(await codeOf(service.createOwner({ email: 'c@example.com', password: 'short' }))).toBe(
      'INVALID_REQUEST',
    );
  });

  it('authenticates the right email + password only', async () => {
    const { service } = fakes();
    const owner = await service.createOwner({ email: 'alice@example.com', password: 'a long enough secret' });
    await expect(service.authenticate('ALICE@example.com', 'a long enough secret')).resolves.toMatchObject({
      ownerId: owner.ownerId,
    });
    await expect(service.authenticate('alice@example.com', 'a long enough secreT')).resolves.toBeUndefined();
    await expect(service.authenticate('nobody@example.com', 'a long enough secret')).resolves.toBeUndefined();
  });

  it('adds members by email: unknown store 404, unknown owner 404, twice 409', async () => {
    const { service, memberships } = fakes();
    const owner = await service.createOwner({ email: 'alice@example.com' });
    const member = await service.addMember({ storeId: STORE, email: 'Alice@example.com', role: 'owner' });
    expect(member).toMatchObject({
      storeId: STORE,
      ownerId: owner.ownerId,
      email: 'alice@example.com',
      role: 'owner',
    });
    expect(await memberships.storesOf(owner.ownerId)).toHaveLength(1);
    expect(
      await codeOf(service.addMember({ storeId: STORE, email: 'alice@example.com', role: 'viewer' })),
    ).toBe('CONFLICT');
    expect(
      await codeOf(
        service.addMember({
          storeId: '22222222-2222-4222-8222-222222222222',
          email: 'alice@example.com',
          role: 'admin',
        }),
      ),
    ).toBe('STORE_NOT_FOUND');
    expect(
      await codeOf(service.addMember({ storeId: STORE, email: 'nobody@example.com', role: 'admin' })),
    ).toBe('NOT_FOUND');
  });
});
