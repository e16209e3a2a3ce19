import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import type { EmailSender } from '../notifications/ports.ts';
import type { SecretSource } from '../secrets/ports.ts';
import type { StoreRecord } from '../stores/types.ts';
import type { Clock } from '../util/time.ts';
import {
  generateOtpCode,
  isPhoneScope,
  OTP_RULES,
  otpHmac,
  otpHmacsMatch,
  type OtpScope,
} from '../customers/otp.ts';
import type { OtpStore, SendLimits } from '../customers/ports.ts';
import type { SmsSender } from '../customers/sms.ts';

/**
 * One-time codes to a phone or an email (docs/decisions.md §3.1, §3.19): the same store, caps,
 * resend throttle and lockout for both. Sign-in uses them, and so does a customer's change of
 * email (PUT .../me), whose code proves the new address.
 */
export interface CodeDeps {
  otps: OtpStore;
  otpSecret: SecretSource;
  /** Live-mode phone codes (test mode texts nothing: its code is 000000). */
  sms: SmsSender;
  /**
   * Where an email code of this mode goes: SES for live mode when deployed, DATA_DIR/emails.jsonl
   * for both modes locally, none for test mode when deployed (its code is 000000).
   */
  emailFor: (mode: Mode) => EmailSender | undefined;
  limits: SendLimits;
  clock: Clock;
}

export const createCodes = (deps: CodeDeps) => {
  const invalidCode = () => new ApiError('INVALID_TOKEN', 'The verification code is invalid or has expired');

  const messageOf = (store: StoreRecord, code: string) =>
    `${code} is your ${store.name} verification code. It expires in ${OTP_RULES.ttlSeconds / 60} minutes.`;

  return {
    invalidCode,

    /** Stores a new code and sends it; 429 with Retry-After when a cap or the resend throttle says no. */
    async send(store: StoreRecord, scope: OtpScope, to: string, sourceIp: string) {
      const now = deps.clock.now();
      const code = generateOtpCode(scope.mode);
      const hmac = otpHmac(await deps.otpSecret.value(), scope, code);
      const issued = await deps.otps.issue(scope, hmac, sourceIp, now, deps.limits);
      if (!issued.ok) {
        const message =
          issued.reason === 'resend-throttled'
            ? `A code was sent less than ${OTP_RULES.resendAfterSeconds} s ago`
            : 'Too many codes requested in the last hour';
        throw new ApiError('RATE_LIMIT_EXCEEDED', message, undefined, {
          'retry-after': String(issued.retryAfterSeconds),
        });
      }
      if (isPhoneScope(scope)) {
        if (scope.mode === 'live') await deps.sms.send({ to, body: messageOf(store, code) });
      } else {
        await deps.emailFor(scope.mode)?.sendEmail({
          to,
          subject: `Your ${store.name} verification code`,
          body: messageOf(store, code),
        });
      }
      return {
        expiresAt: issued.expiresAt.toISOString(),
        resendAvailableAt: new Date(now.getTime() + OTP_RULES.resendAfterSeconds * 1000).toISOString(),
      };
    },

    /**
     * Counts one try and checks the code; answers the stored HMAC, which the caller consumes in
     * the transaction the code allows (a code works once, even under concurrent checks).
     */
    async check(scope: OtpScope, code: string): Promise<string> {
      const attempt = await deps.otps.attempt(scope, deps.clock.now());
      if (attempt.kind === 'missing') throw invalidCode();
      if (attempt.kind === 'locked') {
        throw new ApiError('RATE_LIMIT_EXCEEDED', 'Too many wrong codes: request a new code');
      }
      const hmac = otpHmac(await deps.otpSecret.value(), scope, code);
      if (!otpHmacsMatch(hmac, attempt.codeHmac)) throw invalidCode();
      return hmac;
    },
  };
};
export type Codes = ReturnType<typeof createCodes>;
