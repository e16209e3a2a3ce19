import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Mode } from '../db/keys.ts';

/** The sign-in code rules (docs/decisions.md §3.1), for phone and email codes alike, in one place. */
export const OTP_RULES = {
  codeLength: 6,
  ttlSeconds: 5 * 60,
  /** Tries per code, the test code included. */
  maxAttempts: 5,
  resendAfterSeconds: 30,
  /** Test mode sends no SMS (and no email when deployed); this is its code. */
  testCode: '000000',
  /** The send caps count the sends of any such span (a sliding window). */
  windowSeconds: 3600,
} as const;

/**
 * Live mode: 6 uniformly random digits from the CSPRNG. Test mode: always the test code,
 * stored and checked like any other (so its tries are counted too).
 */
export const generateOtpCode = (mode: Mode): string =>
  mode === 'test' ? OTP_RULES.testCode : String(randomInt(0, 10 ** OTP_RULES.codeLength)).padStart(6, '0');

export interface OtpScope {
  storeId: string;
  mode: Mode;
  /** Where the code went: a phone in E.164 (`+...`) or a lower-case email (never starts with `+`). */
  address: string;
}

export const phoneScope = (storeId: string, mode: Mode, phone: string): OtpScope => ({
  storeId,
  mode,
  address: phone,
});

/** Emails are compared in lower case, so a code sent to `Ada@x.com` works for `ada@x.com`. */
export const emailScope = (storeId: string, mode: Mode, email: string): OtpScope => ({
  storeId,
  mode,
  address: email.trim().toLowerCase(),
});

export const isPhoneScope = (scope: OtpScope): boolean => scope.address.startsWith('+');

/** Only this HMAC is stored; binding it to the scope stops a stored value being replayed for another address. */
export const otpHmac = (secret: Uint8Array, scope: OtpScope, code: string): string =>
  createHmac('sha256', secret)
    .update(`${scope.storeId}\n${scope.mode}\n${scope.address}\n${code}`)
    .digest('hex');

export const otpHmacsMatch = (a: string, b: string): boolean => {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
};

/** `+14155550123` -> `+1******0123` for logs and messages. */
export const maskPhone = (phone: string): string =>
  `${phone.slice(0, 2)}${'*'.repeat(Math.max(0, phone.length - 6))}${phone.slice(-4)}`;
