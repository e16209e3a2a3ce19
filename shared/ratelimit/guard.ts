import { hashApiKey, parseApiKey } from '../auth/api-keys.ts';
import type { AuthContext, KeyType } from '../auth/types.ts';
import { ApiError, isApiError } from '../errors.ts';
import { logger } from '../logger.ts';
import { rateLimitHeaders, type RateLimiter, type RateLimitState } from './limiter.ts';

export interface RateLimits {
  publishable: number;
  secret: number;
  /** Per source address, for requests without a valid key (throttles key guessing). */
  anonymous: number;
}

export interface AdmitRequest {
  apiKey: string | undefined;
  sourceIp: string;
  /** Authenticates the key; absent for routes that take none. */
  authenticate?: () => Promise<AuthContext>;
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

const withHeaders = (error: ApiError, state: RateLimitState | undefined) =>
  state ? new ApiError(error.errorCode, error.message, error.details, { ...error.headers, ...rateLimitHeaders(state) }) : error;

/**
 * Rate limiting around authentication. A well-formed key is counted by its hash in parallel
 * with the key lookup (no extra latency); its limit follows its type prefix. Requests with no
 * valid key are counted per source address instead, so guessing keys is throttled too.
 */
export const createRequestGuard = (limiter: RateLimiter, limits: () => RateLimits) => {
  // Counting must never turn a request into a 500: if the counter store fails, let it through.
  const hit = async (subject: string, limit: number): Promise<RateLimitState | undefined> => {
    try {
      return await limiter.hit(subject, limit);
    } catch (error) {
      logger.warn('rate limit counter unavailable; request admitted', { error: error as Error });
      return undefined;
    }
  };
  const limitFor = (type: KeyType) => (type === 'publishable' ? limits().publishable : limits().secret);

  const anonymous = async (sourceIp: string, authenticate?: () => Promise<AuthContext>): Promise<Admitted> => {
    const state = await hit(`ip:${sourceIp}`, limits().anonymous);
    if (state?.exceeded) throw exceeded(state);
    try {
      return { auth: authenticate ? await authenticate() : undefined, headers: state ? rateLimitHeaders(state) : {} };
    } catch (error) {
      throw isApiError(error) ? withHeaders(error, state) : error;
    }
  };

  return {
    async admit({ apiKey, sourceIp, authenticate }: AdmitRequest): Promise<Admitted> {
      const parsed = apiKey ? parseApiKey(apiKey) : undefined;
      if (!parsed || !apiKey) return anonymous(sourceIp, authenticate);
      const [authResult, keyState] = await Promise.all([
        authenticate ? authenticate().then((auth) => ({ auth }), (error: unknown) => ({ error })) : { auth: undefined },
        hit(`key:${hashApiKey(apiKey)}`, limitFor(parsed.type)),
      ]);
      if ('error' in authResult) {
        const error = authResult.error;
        if (isApiError(error) && error.status === 401) {
          // Not a valid key: it must not buy its own quota, count the address instead.
          const ipState = await hit(`ip:${sourceIp}`, limits().anonymous);
          if (ipState?.exceeded) throw exceeded(ipState);
          throw withHeaders(error, ipState);
        }
        if (keyState?.exceeded) throw exceeded(keyState);
        throw isApiError(error) ? withHeaders(error, keyState) : error;
      }
      if (keyState?.exceeded) throw exceeded(keyState);
      return { auth: authResult.auth, headers: keyState ? rateLimitHeaders(keyState) : {} };
    },
  };
};

export type RequestGuard = ReturnType<typeof createRequestGuard>;
