import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { ApiError } from '../errors.ts';
import { systemClock, type Clock } from '../util/time.ts';

/**
 * Owner access tokens (docs/decisions.md §7.1): one verification path for both issuers, the stack's
 * Cognito user pool and the local `oidc-provider` under /oidc. Checked: the signature against
 * the issuer's JWKS (asymmetric algorithms only, so `alg: none` and HMAC forgeries fail),
 * `iss`, `exp`, the token use and the client id.
 *
 * Token use: an access token, never an ID token. Cognito marks its access tokens with
 * `token_use: "access"` (its ID tokens say `"id"`); RFC 9068 JWT access tokens, which
 * oidc-provider issues, carry the header `typ: at+jwt`. Either mark passes; anything else
 * (an ID token, a plain JWT from the same keys) fails. Client id: the `client_id` claim, which
 * both issuers put on access tokens (Cognito ID tokens carry it only as `aud`). An audience,
 * when configured (the local resource indicator), must also be in `aud`; Cognito access
 * tokens have no `aud`, so the deployed stack configures none.
 */
export interface OwnerPrincipal {
  /** The issuer's subject: the Cognito user's sub, or the local owner id. */
  ownerId: string;
  /** Present when the issuer puts it on the access token (the local provider does; Cognito does not). */
  email: string | undefined;
  clientId: string;
}

export interface OwnerTokenVerifier {
  /** The principal, or 401 INVALID_TOKEN / TOKEN_EXPIRED. */
  verify(token: string): Promise<OwnerPrincipal>;
}

export interface OwnerIdentityConfig {
  issuer: string;
  clientId: string;
  /** Defaults to `<issuer>/.well-known/jwks.json` (Cognito's path; the local provider serves the same). */
  jwksUrl?: string;
  /** When set, `aud` must contain it. */
  audience?: string;
}

/** Asymmetric algorithms only: Cognito signs with RS256, the local provider with RS256/ES256. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

export const jwksUrlOf = (config: OwnerIdentityConfig): URL =>
  new URL(config.jwksUrl ?? `${config.issuer.replace(/\/+$/, '')}/.well-known/jwks.json`);

const isAccessToken = (payload: JWTPayload, typ: string | undefined): boolean =>
  payload.token_use === 'access' || (typ ?? '').toLowerCase().replace(/^application\//, '') === 'at+jwt';

export const createOwnerTokenVerifier = (
  config: OwnerIdentityConfig,
  deps: { keys?: JWTVerifyGetKey; clock?: Clock } = {},
): OwnerTokenVerifier => {
  const clock = deps.clock ?? systemClock;
  // jose caches the key set (and refetches it, at most every 30 s, for a kid it does not know).
  const keys = deps.keys ?? createRemoteJWKSet(jwksUrlOf(config), { timeoutDuration: 3000 });
  const invalid = (reason: string) =>
    new ApiError('INVALID_TOKEN', `The owner access token is invalid: ${reason}`);
  return {
    async verify(token) {
      let result;
      try {
        result = await jwtVerify(token, keys, {
          algorithms: ALGORITHMS,
          issuer: config.issuer,
          ...(config.audience ? { audience: config.audience } : {}),
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp'],
        });
      } catch (error) {
        // jose checks the signature before the claims: only a genuine token can be "expired".
        if (error instanceof errors.JWTExpired)
          throw new ApiError('TOKEN_EXPIRED', 'The owner access token has expired');
        if (error instanceof errors.JOSEError || error instanceof TypeError)
          throw invalid((error as Error).message);
        throw error;
      }
      const { payload, protectedHeader } = result;
      if (!isAccessToken(payload, protectedHeader.typ)) throw invalid('not an access token');
      if (payload.client_id !== config.clientId) throw invalid('issued to another client');
      if (typeof payload.sub !== 'string' || !payload.sub) throw invalid('no subject');
      return {
        ownerId: payload.sub,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        clientId: config.clientId,
      };
    },
  };
};

/** OWNER_ISSUER, OWNER_CLIENT_ID, optional OWNER_JWKS_URL and OWNER_AUDIENCE; undefined when not configured. */
export const ownerIdentityFromEnv = (
  env: NodeJS.ProcessEnv = process.env,
): OwnerIdentityConfig | undefined => {
  const issuer = env.OWNER_ISSUER;
  const clientId = env.OWNER_CLIENT_ID;
  if (!issuer || !clientId) return undefined;
  return {
    issuer,
    clientId,
    ...(env.OWNER_JWKS_URL ? { jwksUrl: env.OWNER_JWKS_URL } : {}),
    ...(env.OWNER_AUDIENCE ? { audience: env.OWNER_AUDIENCE } : {}),
  };
};
