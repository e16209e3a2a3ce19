import { errors, jwtVerify, SignJWT } from 'jose';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import type { SecretSource } from '../secrets/ports.ts';
import { isUuid } from '../util/ids.ts';
import { systemClock, type Clock } from '../util/time.ts';

/**
 * The customer JWT (docs/decisions.md §3.4): HS256, sub = customerId, storeId, mode, exp (24 h by
 * default). Its signature and claims are checked here; that its customer still exists (erasure
 * refuses a token at once) is read in the same BatchGet as the API key, so it costs no request.
 */
export interface CustomerPrincipal {
  customerId: string;
  storeId: string;
  mode: Mode;
}

export interface IssuedToken {
  token: string;
  expiresAt: string;
}

export interface CustomerTokens {
  issue(principal: CustomerPrincipal): Promise<IssuedToken>;
  /** The principal, or 401 INVALID_TOKEN / TOKEN_EXPIRED; a token of another store or mode is invalid. */
  verify(token: string, expected: { storeId: string; mode: Mode }): Promise<CustomerPrincipal>;
  /**
   * The principal a genuine, unexpired token names, or undefined: read before the API-key checks
   * so the key's BatchGet can load the customer too; `verify` still decides the answer.
   */
  peek(token: string): Promise<CustomerPrincipal | undefined>;
}

const ALGORITHM = 'HS256';
const ISSUER = 'store-commerce';

export const createCustomerTokens = (deps: {
  secret: SecretSource;
  ttlSeconds: number;
  clock?: Clock;
}): CustomerTokens => {
  const clock = deps.clock ?? systemClock;
  const invalid = () => new ApiError('INVALID_TOKEN', 'The customer token is invalid');
  return {
    async issue(principal) {
      const issuedAt = Math.floor(clock.now().getTime() / 1000);
      const expiresAtSeconds = issuedAt + deps.ttlSeconds;
      const token = await new SignJWT({ storeId: principal.storeId, mode: principal.mode })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(principal.customerId)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAtSeconds)
        .sign(await deps.secret.value());
      return { token, expiresAt: new Date(expiresAtSeconds * 1000).toISOString() };
    },

    async peek(token) {
      try {
        const { payload } = await jwtVerify(token, await deps.secret.value(), {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp'],
        });
        const { sub, storeId, mode } = payload;
        if (typeof sub !== 'string' || !isUuid(sub) || typeof storeId !== 'string') return undefined;
        if (mode !== 'test' && mode !== 'live') return undefined;
        return { customerId: sub, storeId, mode };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
    },

    async verify(token, expected) {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, await deps.secret.value(), {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp'],
        }));
      } catch (error) {
        // jose checks the signature before the claims: only a genuine token can be "expired".
        if (error instanceof errors.JWTExpired)
          throw new ApiError('TOKEN_EXPIRED', 'The customer token has expired');
        if (error instanceof errors.JOSEError || error instanceof TypeError) throw invalid();
        throw error;
      }
      const { sub, storeId, mode } = payload;
      if (typeof sub !== 'string' || !isUuid(sub)) throw invalid();
      if (storeId !== expected.storeId || mode !== expected.mode) throw invalid();
      return { customerId: sub, storeId: expected.storeId, mode: expected.mode };
    },
  };
};

/** `Authorization: Bearer <jwt>` -> the token, or 401 INVALID_TOKEN. */
export const bearerToken = (authorization: string | undefined): string => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match)
    throw new ApiError('INVALID_TOKEN', 'Missing customer token: send Authorization: Bearer <token>');
  return match[1]!;
};
