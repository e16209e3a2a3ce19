import type { OwnerPrincipal, OwnerTokenVerifier } from './access-token.ts';
import type { MembershipRepository } from './ports.ts';
import { authorizeMembership } from './roles.ts';
import type { MembershipRecord, Role } from './types.ts';

/** Who calls an `owner` route: the verified token and, on a store's path, the caller's membership of it. */
export interface OwnerContext extends OwnerPrincipal {
  membership?: MembershipRecord;
}

export interface OwnerAccess {
  /** 401 INVALID_TOKEN / TOKEN_EXPIRED. Local (cached JWKS): no table read. */
  verify(token: string): Promise<OwnerPrincipal>;
  /** One read (the membership item): 404 STORE_NOT_FOUND for a non-member, 403 ACCESS_DENIED below `minimum`. */
  authorize(principal: OwnerPrincipal, storeId: string, minimum: Role): Promise<MembershipRecord>;
}

export const createOwnerAccess = (deps: {
  verifier: OwnerTokenVerifier;
  memberships: Pick<MembershipRepository, 'get'>;
}): OwnerAccess => ({
  verify: (token) => deps.verifier.verify(token),
  async authorize(principal, storeId, minimum) {
    return authorizeMembership(await deps.memberships.get(storeId, principal.ownerId), storeId, minimum);
  },
});
