/**
 * A cap of `cap` tries in ANY `windowSeconds`-long span (a sliding window log): the OTP send
 * caps and the local sign-in lockout. A subject keeps the times of its tries still inside the
 * window; a try is admitted while fewer than `cap` are. Fixed windows let twice the cap through
 * across a window boundary and a GCRA still lets nearly twice through in one window (a full
 * burst, then one per `windowSeconds / cap`); a log of at most `cap` times is small and exact
 * (docs/decisions.md §2.7).
 */
export interface SlidingWindowRule {
  cap: number;
  windowSeconds: number;
}

/** A subject's counted tries: try id -> epoch ms. */
export type TryLog = Record<string, number>;

export type WindowDecision =
  /** `kept`: the tries still inside the window (older ones are dropped on the next write). */
  | { ok: true; kept: TryLog }
  /** Whole seconds until enough tries leave the window for one more to fit: the true wait. */
  | { ok: false; retryAfterSeconds: number };

export const decideInWindow = (log: TryLog, nowMs: number, rule: SlidingWindowRule): WindowDecision => {
  const windowMs = rule.windowSeconds * 1000;
  // A try counts for exactly windowSeconds: at `at + windowMs` it has left the window.
  const kept = Object.fromEntries(Object.entries(log).filter(([, at]) => at + windowMs > nowMs));
  const times = Object.values(kept).sort((a, b) => a - b);
  if (times.length < rule.cap) return { ok: true, kept };
  // One more fits once all but cap - 1 of them have left: when the (length - cap + 1)-th oldest does.
  const freesAt = times[times.length - rule.cap]! + windowMs;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - nowMs) / 1000)) };
};
