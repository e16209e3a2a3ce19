/**
 * Fixed-window rate limiting (docs/decisions.md §2.2): one 60 s window per subject, counted in
 * DynamoDB so every Lambda container shares the same count. A subject's shares (a publishable
 * key's per-address and per-customer counts, §2.3) live on the subject's own window item, so a
 * request is counted everywhere with ONE conditional write that admits it only when every
 * counter is under its limit (§2.6). Counters expire through TTL a window after they close.
 */
export const WINDOW_SECONDS = 60;

/** A share of the subject's quota: counted on the subject's item under its own name. */
export interface ShareCounter {
  name: string;
  limit: number;
}

export interface TakeRequest {
  subject: string;
  windowStart: number;
  limit: number;
  shares: ShareCounter[];
}

export interface TakeResult {
  /** Whether the request was counted: every counter was under its limit. */
  admitted: boolean;
  /** The subject's count: after this request when admitted, as stored when refused. */
  count: number;
  /** Each share's count, in the order asked, on the same terms. */
  shares: number[];
}

export interface CounterStore {
  /**
   * Counts one request on the subject and each share of it in the window, all or none, in
   * one write: refused (nothing counted) when any of them already holds its limit.
   */
  take(request: TakeRequest): Promise<TakeResult>;
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets. */
  reset: number;
  exceeded: boolean;
  retryAfterSeconds: number;
}

export interface HitResult {
  state: RateLimitState;
  shares: RateLimitState[];
}

export const rateLimitHeaders = (state: RateLimitState): Record<string, string> => ({
  'x-ratelimit-limit': String(state.limit),
  'x-ratelimit-remaining': String(state.remaining),
  'x-ratelimit-reset': String(state.reset),
  ...(state.exceeded ? { 'retry-after': String(state.retryAfterSeconds) } : {}),
});

export const createRateLimiter = (store: CounterStore, nowMs: () => number = Date.now) => {
  const window = () => {
    const nowSeconds = Math.floor(nowMs() / 1000);
    const windowStart = nowSeconds - (nowSeconds % WINDOW_SECONDS);
    return { nowSeconds, windowStart, reset: windowStart + WINDOW_SECONDS };
  };
  const stateOf = (
    limit: number,
    count: number,
    refused: boolean,
    { nowSeconds, reset }: ReturnType<typeof window>,
  ): RateLimitState => ({
    limit,
    remaining: Math.max(0, limit - count),
    reset,
    // A refused request was not counted: the counters that hold their limit refused it.
    exceeded: refused && count >= limit,
    retryAfterSeconds: Math.max(1, reset - nowSeconds),
  });

  /** Counts one request on `subject` and its shares (one write), or refuses it uncounted. */
  const hitWithShares = async (
    subject: string,
    limit: number,
    shares: ShareCounter[],
  ): Promise<HitResult> => {
    const now = window();
    // A limit of 0 admits nothing: no write is needed to say so.
    if (limit <= 0 || shares.some((share) => share.limit <= 0)) {
      return {
        state: stateOf(limit, Math.max(0, limit), true, now),
        shares: shares.map((share) => stateOf(share.limit, Math.max(0, share.limit), true, now)),
      };
    }
    const taken = await store.take({ subject, windowStart: now.windowStart, limit, shares });
    const result = {
      state: stateOf(limit, taken.count, !taken.admitted, now),
      shares: shares.map((share, index) =>
        stateOf(share.limit, taken.shares[index] ?? 0, !taken.admitted, now),
      ),
    };
    // Refused, but the stored counts did not come back (an engine without
    // ReturnValuesOnConditionCheckFailure): the request stays refused, as over the subject's limit.
    if (!taken.admitted && !result.state.exceeded && !result.shares.some((share) => share.exceeded)) {
      result.state = { ...result.state, remaining: 0, exceeded: true };
    }
    return result;
  };

  return {
    hitWithShares,
    async hit(subject: string, limit: number): Promise<RateLimitState> {
      return (await hitWithShares(subject, limit, [])).state;
    },
  };
};

export type RateLimiter = ReturnType<typeof createRateLimiter>;
