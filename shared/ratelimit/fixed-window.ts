/**
 * The fixed window (epoch seconds) a moment falls in. Capped counters (the OTP send caps, the
 * local sign-in lockout) count per window, so a count needs no clean-up: the next window's
 * item starts at zero and TTL removes the old one.
 */
export const fixedWindow = (now: Date, seconds: number): { start: number; resetsAt: number } => {
  const start = Math.floor(now.getTime() / 1000 / seconds) * seconds;
  return { start, resetsAt: start + seconds };
};
