import { createLeaseBook, leaseSize } from './leases.ts';

/**
 * Fixed-window rate limiting (docs/decisions.md §2.2): one 60 s window per subject, counted in
 * DynamoDB so every Lambda container shares the same count. A subject's shares (a publishable
 * key's per-address and per-customer counts, §2.3) live on the subject's own window item, so a
 * request is counted everywhere with at most ONE conditional write that admits it only when
 * every counter stays within its limit (§2.6). That write may reserve a lease of a few tokens
 * per counter, which this instance then spends without writing. Counters expire through TTL a
 * window after they close.
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
  /** Tokens to reserve on the subject's count (default 1; 0 leaves it untouched). */
  amount?: number;
  shares: (ShareCounter & { amount?: number })[];
}

export interface TakeResult {
  /** Whether the tokens were reserved: every counter written stays within its limit. */
  admitted: boolean;
  /** The subject's count: after this write when admitted, as stored when refused. */
  count: number;
  /** Each share's count, in the order asked, on the same terms. */
  shares: number[];
}

export interface CounterStore {
  /**
   * Adds each counter's amount (default 1) to the subject and its shares in the window, all or
   * none, in one write: refused (nothing counted) when any of them would pass its limit.
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

  const leases = createLeaseBook();

  /**
   * Counts one request on `subject` and its shares, or refuses it uncounted. A counter whose
   * lease still holds a token spends it here; the others are written, all in one conditional
   * write that reserves a lease for each (docs/decisions.md §2.6).
   */
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
    const counters = [{ name: '', limit }, ...shares];
    const held = counters.map((counter) =>
      leases.of(now.windowStart, `${subject}\n${counter.name}\n${counter.limit}`),
    );
    // Spent at once (before any await), so concurrent requests never spend one token twice.
    const spent = held.map((lease) => {
      if (lease.balance <= 0) return false;
      lease.balance--;
      return true;
    });
    const countOf = (index: number) => {
      const lease = held[index]!;
      return Math.max(0, (lease.stored ?? 0) - lease.balance);
    };
    const admittedResult = (): HitResult => ({
      state: stateOf(limit, countOf(0), false, now),
      shares: shares.map((share, index) => stateOf(share.limit, countOf(index + 1), false, now)),
    });
    if (spent.every(Boolean)) return admittedResult();

    // The write tops every counter of the request up to a lease (a fifth of what is left, at
    // most MAX_LEASE), so their leases run out together and the next write serves them all. A
    // concurrent request while a lease is being written reserves only the tokens it lacks, so
    // an instance never holds more than one lease's unspent tokens per counter.
    const leaseAmounts = counters.map((counter, index) => {
      const lease = held[index]!;
      if (lease.writing > 0) return spent[index] ? 0 : 1;
      const size = leaseSize(counter.limit - (lease.stored ?? 0));
      return spent[index] ? Math.max(0, size - 1 - lease.balance) : size;
    });
    const leastAmounts = spent.map((isSpent) => (isSpent ? 0 : 1));
    let amounts = leaseAmounts;
    const take = (asked: number[]) =>
      store.take({
        subject,
        windowStart: now.windowStart,
        limit,
        amount: asked[0],
        shares: shares.map((share, index) => ({ ...share, amount: asked[index + 1] })),
      });
    const giveBack = () =>
      held.forEach((lease, index) => {
        if (spent[index]) lease.balance++;
      });
    held.forEach((lease) => lease.writing++);
    let taken: TakeResult;
    try {
      taken = await take(amounts);
      // A lease larger than what is left was refused: take just this request's tokens when
      // every counter it lacks still has one (near the quota's end, so rarely a second write).
      const stored = [taken.count, ...taken.shares];
      if (
        !taken.admitted &&
        amounts.some((amount, index) => amount > leastAmounts[index]!) &&
        counters.every((counter, index) => spent[index] || (stored[index] ?? 0) < counter.limit)
      ) {
        amounts = leastAmounts;
        taken = await take(amounts);
      }
    } catch (error) {
      giveBack();
      throw error;
    } finally {
      held.forEach((lease) => lease.writing--);
    }
    const stored = [taken.count, ...taken.shares];
    if (taken.admitted) {
      held.forEach((lease, index) => {
        const amount = amounts[index]!;
        if (amount === 0) return;
        lease.stored = Math.max(lease.stored ?? 0, stored[index] || amount);
        lease.balance += spent[index] ? amount : amount - 1;
      });
      return admittedResult();
    }
    giveBack();
    // Refused: the stored counts say which counter refused; a counter this request could
    // spend locally did not refuse it and is described from its lease.
    held.forEach((lease, index) => {
      lease.stored = Math.max(lease.stored ?? 0, stored[index] ?? 0);
    });
    const refusedState = (counterLimit: number, index: number) =>
      spent[index]
        ? stateOf(counterLimit, countOf(index), false, now)
        : stateOf(counterLimit, stored[index] ?? 0, true, now);
    const result = {
      state: refusedState(limit, 0),
      shares: shares.map((share, index) => refusedState(share.limit, index + 1)),
    };
    // Refused, but the stored counts did not come back (an engine without
    // ReturnValuesOnConditionCheckFailure): the request stays refused, as over the subject's limit.
    if (!result.state.exceeded && !result.shares.some((share) => share.exceeded)) {
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
