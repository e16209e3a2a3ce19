import { describe, expect, it } from 'vitest';
import { lockoutMessage, SIGN_IN_LOCKOUT } from '../../../infra/local/sign-in-lockout.ts';
import { decideInWindow, type TryLog } from '../../../shared/ratelimit/sliding-window.ts';

const rule = { cap: SIGN_IN_LOCKOUT.failuresPerAccount, windowSeconds: SIGN_IN_LOCKOUT.windowSeconds };
const windowMs = rule.windowSeconds * 1000;

/** A fake clock and a subject's log, counting tries the way the stores do. */
const subject = (startMs: number) => {
  let nowMs = startMs;
  let log: TryLog = {};
  let id = 0;
  return {
    advance: (ms: number) => void (nowMs += ms),
    at: (ms: number) => void (nowMs = ms),
    try() {
      const decision = decideInWindow(log, nowMs, rule);
      if (decision.ok) log = { ...decision.kept, [`try-${id++}`]: nowMs };
      return decision;
    },
  };
};

describe('sliding window caps (sign-in lockout, OTP sends)', () => {
  it('admits at most the cap in any window, across what was a fixed window boundary', () => {
    // The last second of a 15-minute-aligned window, then the first seconds of the next one:
    // fixed windows let 2 × cap through within two seconds here.
    const boundary = Math.ceil(1_700_000_000_000 / windowMs) * windowMs;
    const account = subject(boundary - 1000);
    for (let i = 0; i < rule.cap; i++) expect(account.try().ok).toBe(true);
    account.at(boundary + 1000);
    const refused = account.try();
    expect(refused).toEqual({ ok: false, retryAfterSeconds: rule.windowSeconds - 2 });
    // Exactly one window after the first tries, one place per try frees up again.
    account.at(boundary - 1000 + windowMs - 1);
    expect(account.try().ok).toBe(false);
    account.at(boundary - 1000 + windowMs);
    for (let i = 0; i < rule.cap; i++) expect(account.try().ok).toBe(true);
    expect(account.try().ok).toBe(false);
  });

  it('waits for the oldest try that must leave the window, and says so', () => {
    const start = 1_700_000_123_456;
    const account = subject(start);
    // Tries spread out: at 0, 1, 2, 3 and 4 minutes.
    for (let i = 0; i < rule.cap; i++) {
      expect(account.try().ok).toBe(true);
      account.advance(60_000);
    }
    // At 5 minutes: the try of minute 0 leaves at minute 15, ten minutes from now.
    const refused = account.try();
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 600 });
    if (refused.ok) throw new Error('admitted');
    expect(lockoutMessage('account', refused.retryAfterSeconds)).toBe(
      'Too many failed sign-ins for this email: try again in 10 minutes.',
    );
    // A refused try counts nowhere: at minute 15 exactly one more is admitted.
    account.at(start + windowMs);
    expect(account.try().ok).toBe(true);
    expect(account.try()).toEqual({ ok: false, retryAfterSeconds: 60 });
  });

  it('five quick tries lock for the whole window from the first, not to a clock-aligned end', () => {
    const account = subject(Math.ceil(1_700_000_000_000 / windowMs) * windowMs + 3 * 60_000);
    for (let i = 0; i < rule.cap; i++) expect(account.try().ok).toBe(true);
    account.advance(30_000);
    const refused = account.try();
    expect(refused).toEqual({ ok: false, retryAfterSeconds: rule.windowSeconds - 30 });
    if (refused.ok) throw new Error('admitted');
    expect(lockoutMessage('account', refused.retryAfterSeconds)).toContain('try again in 15 minutes');
  });
});
