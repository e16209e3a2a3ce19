/**
 * Fixed-window rate limiting (docs/decisions.md §2.2): one 60 s window per subject, counted with an
 * atomic ADD in DynamoDB so every Lambda container shares the same count. Counters expire
 * through TTL a window after they close.
 */
export const WINDOW_SECONDS = 60;

export interface CounterStore {
  /** Adds one to the subject's counter for the window and returns the new count. */
  increment(subject: string, windowStart: number): Promise<number>;
  /** Takes one back (a request refused by another counter must not use up this one). */
  decrement?(subject: string, windowStart: number): Promise<void>;
}

export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets. */
  reset: number;
  exceeded: boolean;
  retryAfterSeconds: number;
}

export const rateLimitHeaders = (state: RateLimitState): Record<string, string> => ({
  'x-ratelimit-limit': String(state.limit),
  'x-ratelimit-remaining': String(state.remaining),
  'x-ratelimit-reset': String(state.reset),
  ...(state.exceeded ? { 'retry-after': String(state.retryAfterSeconds) } : {}),
});

export const createRateLimiter = (store: CounterStore, nowMs: () => number = Date.now) => ({
  async hit(subject: string, limit: number): Promise<RateLimitState> {
    const nowSeconds = Math.floor(nowMs() / 1000);
    const windowStart = nowSeconds - (nowSeconds % WINDOW_SECONDS);
    const count = await store.increment(subject, windowStart);
    const reset = windowStart + WINDOW_SECONDS;
    return {
      limit,
      remaining: Math.max(0, limit - count),
      reset,
      exceeded: count > limit,
      retryAfterSeconds: Math.max(1, reset - nowSeconds),
    };
  },
  /** Gives back the request `hit` counted in `state`'s window (no-op for stores that cannot). */
  async release(subject: string, state: RateLimitState): Promise<void> {
    await store.decrement?.(subject, state.reset - WINDOW_SECONDS);
  },
});

export type RateLimiter = ReturnType<typeof createRateLimiter>;
