import { expect } from 'vitest';

/**
 * The one way tests wait (docs/decisions.md §11.7): on a condition, with a deadline a busy machine
 * can meet, never for a fixed time. `sleep` is for pacing only: between polls, before retrying a
 * 503, or where a test must let real time pass (a lease expiring, a timeout it provokes).
 */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface WaitOptions {
  /** Default 15 s: what a loaded 2-core machine needs for a local round of the pipeline. */
  timeoutMs?: number;
  /** Between two probes; default 100 ms. */
  intervalMs?: number;
  /** Named in the error on timeout. */
  what?: string;
}

/**
 * Probes until `probe` returns something other than undefined or false, and returns that. On
 * timeout it throws, naming `what` and the last value probed.
 */
export const waitFor = async <T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  { timeoutMs = 15_000, intervalMs = 100, what = 'a condition' }: WaitOptions = {},
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (last: ${JSON.stringify(value)})`);
    await sleep(intervalMs);
  }
};

/** `expect.poll` with the same defaults (vitest's own timeout, 1 s, is too short on a busy machine). */
export const eventually = <T>(
  read: () => T | Promise<T>,
  { timeoutMs = 15_000, intervalMs = 100 }: Omit<WaitOptions, 'what'> = {},
) => expect.poll(read, { timeout: timeoutMs, interval: intervalMs });

export interface RetryOptions<R> {
  /** Default 30 s. */
  timeoutMs?: number;
  /** Between two tries; default 250 ms. */
  intervalMs?: number;
  /** Whether to send again; default: a 503 answer (a busy machine pushed a call past its bound). */
  again?: (answer: R) => boolean;
}

const unavailable = (answer: unknown): boolean => (answer as { status?: unknown }).status === 503;

/**
 * Sends again, as a client does, while the answer says to (503 by default), until a deadline;
 * returns the last answer. `send` must carry the same Idempotency-Key every time, so a retry of
 * a write that was applied before its timeout replays it instead of repeating it.
 */
export const retryUnavailable = async <R>(
  send: () => Promise<R>,
  { timeoutMs = 30_000, intervalMs = 250, again = unavailable }: RetryOptions<R> = {},
): Promise<R> => {
  const deadline = Date.now() + timeoutMs;
  let answer = await send();
  while (again(answer) && Date.now() < deadline) {
    await sleep(intervalMs);
    answer = await send();
  }
  return answer;
};
