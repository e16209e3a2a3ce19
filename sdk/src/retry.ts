import { retryAfterSeconds } from './errors.js';

/**
 * Automatic retries for what is safe to repeat: idempotent methods (GET, HEAD, OPTIONS, PUT,
 * DELETE) and any request carrying an `Idempotency-Key`. Retried on 429 and 5xx answers and
 * on network failures, waiting what `Retry-After` asks, else exponential backoff with full
 * jitter. Each attempt sends a clone of the request, so bodies are replayed intact.
 */
export interface RetryOptions {
  /** Retries after the first attempt (default 3; 0 turns retries off). */
  maxRetries?: number;
  /** First backoff step in ms (default 300); doubles each retry. */
  baseDelayMs?: number;
  /** Ceiling of one backoff wait in ms (default 10 000). */
  maxDelayMs?: number;
  /** A `Retry-After` longer than this (ms, default 60 000) is not waited for: the error is returned. */
  maxRetryAfterMs?: number;
}

export type FetchFunction = (request: Request) => Promise<Response>;

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

export const isRetryableRequest = (request: Request): boolean =>
  IDEMPOTENT_METHODS.has(request.method.toUpperCase()) || request.headers.has('idempotency-key');

export const isRetryableStatus = (status: number): boolean =>
  status === 429 || (status >= 500 && status !== 501);

export interface RetryClock {
  sleep(ms: number): Promise<void>;
  /** In [0, 1). */
  random(): number;
}

const realClock: RetryClock = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

export const withRetries = (
  fetchImpl: FetchFunction,
  options: RetryOptions = {},
  clock: RetryClock = realClock,
): FetchFunction => {
  const maxRetries = options.maxRetries ?? 3;
  const baseDelayMs = options.baseDelayMs ?? 300;
  const maxDelayMs = options.maxDelayMs ?? 10_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
  const backoff = (retry: number) =>
    Math.round(clock.random() * Math.min(maxDelayMs, baseDelayMs * 2 ** retry));

  return async (request) => {
    if (maxRetries <= 0 || !isRetryableRequest(request)) return fetchImpl(request);
    for (let retry = 0; ; retry += 1) {
      const last = retry >= maxRetries;
      let response: Response;
      try {
        response = await fetchImpl(last ? request : request.clone());
      } catch (error) {
        // An aborted request is the caller's decision, not a failure to retry.
        if (last || request.signal.aborted) throw error;
        await clock.sleep(backoff(retry));
        continue;
      }
      if (last || !isRetryableStatus(response.status)) return response;
      const asked = retryAfterSeconds(response.headers.get('retry-after'));
      const waitMs = asked === null ? backoff(retry) : asked * 1000;
      if (waitMs > maxRetryAfterMs) return response;
      await response.body?.cancel();
      await clock.sleep(waitMs);
    }
  };
};
