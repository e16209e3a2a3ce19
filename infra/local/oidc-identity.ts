import type { OwnerIdentityConfig } from '../../shared/owners/access-token.ts';

/** Where the local OpenID provider lives and whom its tokens are for (no dependency on the provider itself). */
export const OIDC_PREFIX = '/oidc';
export const LOCAL_OWNER_CLIENT_ID = 'dashboard';
export const ADMIN_SCOPE = 'admin';

/** Issuer, client id and audience of the local provider on a port (what `npm run dev` gives the API). */
export const localOwnerIdentity = (
  port: number | string,
): Required<Omit<OwnerIdentityConfig, 'jwksUrl'>> => ({
  issuer: `http://127.0.0.1:${port}${OIDC_PREFIX}`,
  clientId: LOCAL_OWNER_CLIENT_ID,
  audience: `http://127.0.0.1:${port}/api/v1/admin`,
});
