import { createHash } from 'node:crypto';
import { hashApiKey, parseApiKey } from '../auth/api-keys.ts';
import type { AuthContext, KeyType } from '../auth/types.ts';
import { ApiError, isApiError } from '../errors.ts';
import { isTimeoutError } from '../aws/errors.ts';
import { logger } from '../logger.ts';
import { rateLimitHeaders, type HitResult, type RateLimiter, type RateLimitState } from './limiter.ts';

export interface RateLimits {
  publishable: number;
  secret: number;
  /** Per source address, for requests without a valid key (throttles key guessing). */
  anonymous: number;
  /**
   * Shares of a publishable key's quota: what one source address, and one customer token,
   * may use of it per window (0 = no share limit). Capped at the key's quota.
   */
  publishablePerAddress?: number;
  publishablePerCustomer?: number;
  /** Per store owner on the admin API (owner access token); defaults to the secret-key limit. */
  owner?: number;
  /** Per source address on signed-callback routes (Stripe's webhooks); defaults to the secret-key limit. */
  signedCallback?: number;
}

export interface AdmitRequest {
  apiKey: string | undefined;
  sourceIp: string;
  /** Authenticates the key; absent for routes that take none. */
  authenticate?: () => Promise<AuthContext>;
  /** The raw customer JWT on routes that take one (counted by its hash, never trusted here). */
  customerToken?: string;
  /** A signed-callback route: its requests are counted per address at that higher limit. */
  signedCallback?: boolean;
}

export interface Admitted {
  auth: AuthContext | undefined;
  headers: Record<string, string>;
}

const exceeded = (state: RateLimitState) =>
  new ApiError(
    'RATE_LIMIT_EXCEEDED',
    `Rate limit of ${state.limit} requests per minute exceeded; retry after ${state.retryAfterSeconds} s`,
    undefined,
    rateLimitHeaders(state),
  );

type ShareKind = 'address' | 'customer';
interface Share {
  kind: ShareKind;
  /** Its counter's name on the key's window item. */
  name: string;
  limit: number;
}

/** A per-address or per-customer share used up: the message says so, X-RateLimit-* stay the key's. */
const shareExceeded = (share: Share, state: RateLimitState, keyState: RateLimitState | undefined) =>
  new ApiError(
    'RATE_LIMIT_EXCEEDED',
    `This ${share.kind === 'address' ? 'source address' : 'customer'} used its share of ${share.limit} ` +
      `requests per minute of this key${keyState ? `'s ${keyState.limit}` : ''}; retry after ${state.retryAfterSeconds} s`,
    undefined,
    {
      ...(keyState ? rateLimitHeaders(keyState) : {}),
      'retry-after': String(state.retryAfterSeconds),
    },
  );

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 32);

const withHeaders = (error: ApiError, state: RateLimitState | undefined) =>
  state
    ? new ApiError(error.errorCode, error.message, error.details, {
        ...error.headers,
        ...rateLimitHeaders(state),
      })
    : error;

/**
 * Rate limiting around authentication. A well-formed key is counted by its hash in parallel
 * with the key lookup (no extra latency); its limit follows its type prefix. Requests with no
 * valid key are counted per source address instead, so guessing keys is throttled too.
 */
export const createRequestGuard = (limiter: RateLimiter, limits: () => RateLimits) => {
  // Counting must never turn a request into a 500: if the counter store fails, let it through.
  // Unless the counter call timed out: the request would wait as long again for its own reads
  // and writes, so it is refused at once (503 with Retry-After). Quick failures still admit.
  const hitWithShares = async (
    subject: string,
    limit: number,
    shares: Share[] = [],
  ): Promise<HitResult | undefined> => {
    try {
      return await limiter.hitWithShares(subject, limit, shares);
    } catch (error) {
      if (isTimeoutError(error)) throw error;
      logger.warn('rate limit counter unavailable; request admitted', { error: error as Error });
      return undefined;
    }
  };
  const hit = async (subject: string, limit: number): Promise<RateLimitState | undefined> =>
    (await hitWithShares(subject, limit))?.state;
  const limitFor = (type: KeyType) => (type === 'publishable' ? limits().publishable : limits().secret);

  /**
   * Publishable keys are public, so one client must not spend the whole store's quota: each
   * source address (and each customer token) gets a share of it, counted on the key's own window
   * item in the same write (docs/decisions.md §2.6). Secret keys are the store's own servers and
   * have no shares.
   */
  const sharesOf = (type: KeyType, sourceIp: string, customerToken: string | undefined): Share[] => {
    if (type !== 'publishable') return [];
    const { publishable, publishablePerAddress = 0, publishablePerCustomer = 0 } = limits();
    const shares: Share[] = [];
    if (publishablePerAddress > 0) {
      shares.push({
        kind: 'address',
        name: `ip:${sourceIp}`,
        limit: Math.min(publishablePerAddress, publishable),
      });
    }
    if (publishablePerCustomer > 0 && customerToken) {
      shares.push({
        kind: 'customer',
        name: `jwt:${tokenHash(customerToken)}`,
        limit: Math.min(publishablePerCustomer, publishable),
      });
    }
    return shares;
  };

  const anonymous = async (
    sourceIp: string,
    authenticate?: () => Promise<AuthContext>,
    signedCallback = false,
  ): Promise<Admitted> => {
    // Its own counter: a caller's anonymous requests do not spend its callbacks' allowance.
    const state = signedCallback
      ? await hit(`callback-ip:${sourceIp}`, limits().signedCallback ?? limits().secret)
      : await hit(`ip:${sourceIp}`, limits().anonymous);
    if (state?.exceeded) throw exceeded(state);
    try {
      return {
        auth: authenticate ? await authenticate() : undefined,
        headers: state ? rateLimitHeaders(state) : {},
      };
    } catch (error) {
      throw isApiError(error) ? withHeaders(error, state) : error;
    }
  };

  return {
    /**
     * Admin API: the owner token is verified first (signature against the cached JWKS, no table
     * read); a bad token is counted per address like a bad key. A valid one is counted per owner,
     * side by side with `authorize` (the membership read), so auth stays one round trip.
     */
    async admitOwner<P extends { ownerId: string }, M>({
      sourceIp,
      verify,
      authorize,
    }: {
      sourceIp: string;
      verify: () => Promise<P>;
      authorize: (principal: P) => Promise<M>;
    }): Promise<{ principal: P; authorized: M; headers: Record<string, string> }> {
      let principal: P;
      try {
        principal = await verify();
      } catch (error) {
        if (!isApiError(error)) throw error;
        const ipState = await hit(`ip:${sourceIp}`, limits().anonymous);
        if (ipState?.exceeded) throw exceeded(ipState);
        throw withHeaders(error, ipState);
      }
      const [state, result] = await Promise.all([
        hit(`owner:${principal.ownerId}`, limits().owner ?? limits().secret),
        authorize(principal).then(
          (authorized) => ({ authorized }),
          (error: unknown) => ({ error }),
        ),
      ]);
      if (state?.exceeded) throw exceeded(state);
      if ('error' in result) {
        throw isApiError(result.error) ? withHeaders(result.error, state) : result.error;
      }
      return { principal, authorized: result.authorized, headers: state ? rateLimitHeaders(state) : {} };
    },

    async admit({
      apiKey,
      sourceIp,
      authenticate,
      customerToken,
      signedCallback,
    }: AdmitRequest): Promise<Admitted> {
      // A signed-callback route takes no key: one sent anyway changes nothing.
      if (signedCallback && !authenticate) return anonymous(sourceIp, undefined, true);
      const parsed = apiKey ? parseApiKey(apiKey) : undefined;
      if (!parsed || !apiKey) return anonymous(sourceIp, authenticate);
      const keyHash = hashApiKey(apiKey);
      const shares = sharesOf(parsed.type, sourceIp, customerToken);
      // One round trip: the key lookup and the request's one counter write run side by side.
      const [authResult, counted] = await Promise.all([
        authenticate
          ? authenticate().then(
              (auth) => ({ auth }),
              (error: unknown) => ({ error }),
            )
          : { auth: undefined },
        hitWithShares(`key:${keyHash}`, limitFor(parsed.type), shares),
      ]);
      const keyState = counted?.state;
      if ('error' in authResult) {
        const error = authResult.error;
        if (isApiError(error) && error.status === 401) {
          // Not a valid key: it must not buy its own quota, count the address instead.
          const ipState = await hit(`ip:${sourceIp}`, limits().anonymous);
          if (ipState?.exceeded) throw exceeded(ipState);
          throw withHeaders(error, ipState);
        }
      }
      // Past its share first: the write counted nothing, so the key's quota is untouched by a
      // refused burst from one client.
      const overShare = shares.findIndex((_, index) => counted?.shares[index]?.exceeded);
      if (overShare >= 0) {
        const unspent = keyState ? { ...keyState, exceeded: false } : undefined;
        throw shareExceeded(shares[overShare]!, counted!.shares[overShare]!, unspent);
      }
      if (keyState?.exceeded) throw exceeded(keyState);
      if ('error' in authResult) {
        const error = authResult.error;
        throw isApiError(error) ? withHeaders(error, keyState) : error;
      }
      return { auth: authResult.auth, headers: keyState ? rateLimitHeaders(keyState) : {} };
    },
  };
};

export type RequestGuard = ReturnType<typeof createRequestGuard>;
