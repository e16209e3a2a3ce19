import type { OwnerRecord } from '../../shared/owners/types.ts';
import { normalizeEmail } from '../../shared/owners/types.ts';
import { systemClock, type Clock } from '../../shared/util/time.ts';

/**
 * The local sign-in page's guard against password guessing (docs/decisions.md §7.15): failed tries are counted per account (the email as typed,
 * whether or not an owner has it, so a lockout says nothing about which emails exist) and per
 * source address, in sliding windows like the OTP send caps (at most the cap in any 15 minutes).
 * At a cap every try is refused until the oldest counted one is 15 minutes old, the right
 * password included; the message says how long that is.
 */
export const SIGN_IN_LOCKOUT = {
  windowSeconds: 15 * 60,
  failuresPerAccount: 5,
  failuresPerSource: 20,
} as const;

export type LockedBy = 'account' | 'source';

export type Reservation =
  | { ok: true; /** The try succeeded: it does not count as a failure. */ release(): Promise<void> }
  | { ok: false; lockedBy: LockedBy; retryAfterSeconds: number };

/** Where the counts live (the local table: dynamo-sign-in-attempts.ts). */
export interface SignInAttempts {
  /** Counts one try against both subjects, unless either already holds its cap (then neither). */
  reserve(subjects: { account: string; source: string }, now: Date): Promise<Reservation>;
}

export type SignInResult =
  | { kind: 'signed-in'; owner: OwnerRecord }
  | { kind: 'wrong' }
  | { kind: 'locked'; message: string; retryAfterSeconds: number };

export const lockoutMessage = (lockedBy: LockedBy, retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = `try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  return lockedBy === 'account'
    ? `Too many failed sign-ins for this email: ${wait}.`
    : `Too many failed sign-ins from this address: ${wait}.`;
};

export const createSignInGuard = (deps: {
  attempts: SignInAttempts;
  authenticate(email: string, password: string): Promise<OwnerRecord | undefined>;
  clock?: Clock;
}) => {
  const clock = deps.clock ?? systemClock;
  return {
    async signIn(email: string, password: string, sourceIp: string): Promise<SignInResult> {
      const reservation = await deps.attempts.reserve(
        { account: normalizeEmail(email), source: sourceIp },
        clock.now(),
      );
      if (!reservation.ok)
        return {
          kind: 'locked',
          message: lockoutMessage(reservation.lockedBy, reservation.retryAfterSeconds),
          retryAfterSeconds: reservation.retryAfterSeconds,
        };
      let owner: OwnerRecord | undefined;
      try {
        owner = await deps.authenticate(email, password);
      } catch (error) {
        await reservation.release(); // not a wrong password: it must not count as one
        throw error;
      }
      if (!owner) return { kind: 'wrong' };
      await reservation.release();
      return { kind: 'signed-in', owner };
    },
  };
};
