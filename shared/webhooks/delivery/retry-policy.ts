/**
 * The retry schedule (docs/decisions.md §6.8). `delays[i]` is the wait after failed attempt i + 1,
 * so the default `60,300,900,3600,86400` gives 6 attempts in all: the first send plus 5
 * retries after 1 m, 5 m, 15 m, 1 h and 24 h (about 25 h 21 m from first to last). Waits up
 * to the SQS maximum of 15 min use the message's DelaySeconds; longer ones a one-time
 * EventBridge Scheduler schedule that puts the message on the queue when due.
 */
export const MAX_SQS_DELAY_SECONDS = 900;

export type NextAttempt =
  | { kind: 'none' }
  | { kind: 'queue-delay'; attempt: number; delaySeconds: number }
  | { kind: 'schedule'; attempt: number; delaySeconds: number };

export const maxAttempts = (delays: readonly number[]): number => delays.length + 1;

/** What follows a failed `attempt` (1-based). */
export const nextAttemptAfterFailure = (attempt: number, delays: readonly number[]): NextAttempt => {
  if (attempt >= maxAttempts(delays)) return { kind: 'none' };
  const delaySeconds = Math.max(0, Math.round(delays[attempt - 1]!));
  return delaySeconds <= MAX_SQS_DELAY_SECONDS
    ? { kind: 'queue-delay', attempt: attempt + 1, delaySeconds }
    : { kind: 'schedule', attempt: attempt + 1, delaySeconds };
};
