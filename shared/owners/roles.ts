import { ApiError } from '../errors.ts';
import type { MembershipRecord, Role } from './types.ts';

const RANK: Record<Role, number> = { viewer: 1, admin: 2, owner: 3 };

/** `owner` > `admin` > `viewer`: does `role` include everything `minimum` may do? */
export const roleAtLeast = (role: Role, minimum: Role): boolean => RANK[role] >= RANK[minimum];

/**
 * Who may invite whom (docs/decisions.md §7.26): inviting is an owner's act, for any role. An
 * invitation is only as good as its inviter: accepting checks this again against the inviter's
 * membership at that moment.
 */
export const mayInvite = (inviter: Role, _invited: Role): boolean => inviter === 'owner';

/**
 * The one role rule of the admin API: no membership is 404 STORE_NOT_FOUND (never a hint that
 * the store exists), a role below the route's minimum is 403 ACCESS_DENIED.
 */
export const authorizeMembership = (
  membership: MembershipRecord | undefined,
  storeId: string,
  minimum: Role,
): MembershipRecord => {
  if (!membership) throw new ApiError('STORE_NOT_FOUND', `Store ${storeId} not found`);
  if (!roleAtLeast(membership.role, minimum))
    throw new ApiError(
      'ACCESS_DENIED',
      `This needs the ${minimum} role on the store; yours is ${membership.role}`,
    );
  return membership;
};
