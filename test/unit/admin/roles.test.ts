import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/errors.ts';
import { createOwnerAccess } from '../../../shared/owners/owner-access.ts';
import { authorizeMembership, roleAtLeast } from '../../../shared/owners/roles.ts';
import { ROLES, type MembershipRecord, type Role } from '../../../shared/owners/types.ts';
import { ROUTES } from '../../../shared/routes.ts';

const membership = (role: Role): MembershipRecord => ({
  storeId: 's1',
  ownerId: 'o1',
  email: 'o1@example.com',
  role,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return (error as ApiError).errorCode;
  }
};

describe('the role rule', () => {
  it('orders owner > admin > viewer', () => {
    const expected: Record<Role, Role[]> = {
      owner: ['owner', 'admin', 'viewer'],
      admin: ['admin', 'viewer'],
      viewer: ['viewer'],
    };
    for (const role of ROLES)
      for (const minimum of ROLES) expect(roleAtLeast(role, minimum)).toBe(expected[role].includes(minimum));
  });

  it('a non-member gets 404 STORE_NOT_FOUND whatever the minimum; a low role 403 ACCESS_DENIED', () => {
    for (const minimum of ROLES)
      expect(codeOf(() => authorizeMembership(undefined, 's1', minimum))).toBe('STORE_NOT_FOUND');
    expect(codeOf(() => authorizeMembership(membership('viewer'), 's1', 'admin'))).toBe('ACCESS_DENIED');
    expect(codeOf(() => authorizeMembership(membership('admin'), 's1', 'owner'))).toBe('ACCESS_DENIED');
    expect(codeOf(() => authorizeMembership(membership('admin'), 's1', 'admin'))).toBe('ok');
    expect(codeOf(() => authorizeMembership(membership('owner'), 's1', 'viewer'))).toBe('ok');
  });

  it('owner access reads the membership of the path store once, by the token subject', async () => {
    const reads: Array<[string, string]> = [];
    const access = createOwnerAccess({
      verifier: { verify: async () => ({ ownerId: 'o1', email: undefined, clientId: 'c' }) },
      memberships: {
        get: async (storeId, ownerId) => {
          reads.push([storeId, ownerId]);
          return storeId === 's1' ? membership('viewer') : undefined;
        },
      },
    });
    const principal = await access.verify('t');
    await expect(access.authorize(principal, 's1', 'viewer')).resolves.toMatchObject({ role: 'viewer' });
    await expect(access.authorize(principal, 's2', 'viewer')).rejects.toBeInstanceOf(ApiError);
    expect(reads).toEqual([
      ['s1', 'o1'],
      ['s2', 'o1'],
    ]);
  });

  it('every owner route on a store declares its minimum role; mutations need admin or more (but leaving)', () => {
    const ownerRoutes = ROUTES.filter((r) => r.access === 'owner');
    expect(ownerRoutes.length).toBeGreaterThan(0);
    for (const route of ownerRoutes) {
      expect(route.group).toMatch(/^admin/); // the admin function groups
      expect(route.path.startsWith('/api/v1/admin/')).toBe(true);
      if (!route.path.includes('{storeId}')) continue;
      expect(route.role).toBeDefined();
      // Removing a member: any member may remove themself (leave); the service requires owner
      // for anyone else (test/unit/admin/members.test.ts, docs/decisions.md §7.27).
      if (route.method !== 'GET' && route.operationId !== 'adminRemoveMember')
        expect(route.role).not.toBe('viewer');
    }
  });
});
