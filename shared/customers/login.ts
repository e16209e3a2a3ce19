import type { CustomerTokens, IssuedToken } from '../auth/customer-token.ts';
import { contentionBackoff } from '../db/transactions.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import type { SecretSource } from '../secrets/ports.ts';
import type { StoreRecord } from '../stores/types.ts';
import { newId } from '../util/ids.ts';
import { systemClock, type Clock } from '../util/time.ts';
import { generateOtpCode, OTP_RULES, otpHmac, otpHmacsMatch, type OtpScope } from './otp.ts';
import type { OtpStore, SendLimits, CustomerRepository } from './ports.ts';
import type { SmsSender } from './sms.ts';
import { customerCreatedEvent } from './profile-patch.ts';
import { customerView, type CustomerRecord } from './types.ts';

/**
 * Phone login (docs/decisions.md §3.1): request a code, verify it, get a customer JWT. The first
 * successful verify creates the customer (customer.created) in the same transaction that
 * consumes the code.
 */
export interface LoginDeps {
  customers: CustomerRepository;
  otps: OtpStore;
  tokens: CustomerTokens;
  otpSecret: SecretSource;
  sms: SmsSender;
  limits: SendLimits;
  clock?: Clock;
}

export interface RequestCodeInput {
  store: StoreRecord;
  mode: Mode;
  phone: string;
  sourceIp: string;
}

export interface VerifyInput {
  store: StoreRecord;
  mode: Mode;
  phone: string;
  code: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

const CREATE_ATTEMPTS = 5;

export const createCustomerLogin = (deps: LoginDeps) => {
  const clock = deps.clock ?? systemClock;
  const invalidCode = () => new ApiError('INVALID_TOKEN', 'The verification code is invalid or has expired');

  const tokenFor = async (customer: CustomerRecord) => {
    const issued: IssuedToken = await deps.tokens.issue({
      customerId: customer.customerId,
      storeId: customer.storeId,
      mode: customer.mode,
    });
    return { ...issued, customer: customerView(customer) };
  };

  return {
    async requestCode({ store, mode, phone, sourceIp }: RequestCodeInput) {
      const scope: OtpScope = { storeId: store.storeId, mode, phone };
      const now = clock.now();
      const code = generateOtpCode(mode);
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
      if (mode === 'live') {
        await deps.sms.send({
          to: phone,
          body: `${code} is your ${store.name} verification code. It expires in ${OTP_RULES.ttlSeconds / 60} minutes.`,
        });
      }
      return {
        phone,
        expiresAt: issued.expiresAt.toISOString(),
        resendAvailableAt: new Date(now.getTime() + OTP_RULES.resendAfterSeconds * 1000).toISOString(),
      };
    },

    async verify(input: VerifyInput) {
      const scope: OtpScope = { storeId: input.store.storeId, mode: input.mode, phone: input.phone };
      const attempt = await deps.otps.attempt(scope, clock.now());
      if (attempt.kind === 'missing') throw invalidCode();
      if (attempt.kind === 'locked') {
        throw new ApiError('RATE_LIMIT_EXCEEDED', 'Too many wrong codes: request a new code');
      }
      const hmac = otpHmac(await deps.otpSecret.value(), scope, input.code);
      if (!otpHmacsMatch(hmac, attempt.codeHmac)) throw invalidCode();

      // Whether another customer holds the email must not show in the answer: the login
      // succeeds either way and the email stays on the new profile, but only its first holder
      // claims it (and is found by it).
      let claimEmail = true;
      for (let round = 0; round < CREATE_ATTEMPTS; round++) {
        const existing = await deps.customers.getByPhone(scope.storeId, scope.mode, scope.phone);
        if (existing) {
          // A returning customer: profile fields in the body are ignored (no customer.updated yet).
          if (!(await deps.otps.consume(scope, hmac))) throw invalidCode();
          return tokenFor(existing);
        }
        const now = clock.now();
        const customer: CustomerRecord = {
          customerId: newId(),
          storeId: scope.storeId,
          mode: scope.mode,
          phone: scope.phone,
          email: input.email ?? null,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        };
        const created = customerCreatedEvent(customer);
        const result = await deps.customers.create(customer, {
          events: [created],
          extra: [deps.otps.consumeItem(scope, hmac)],
          now,
          claimEmail,
        });
        switch (result.kind) {
          case 'created':
            return tokenFor(customer);
          case 'email-taken':
            claimEmail = false;
            continue;
          case 'precondition-failed':
            throw invalidCode(); // the code was used by a concurrent verify
          case 'phone-taken': // a concurrent first login created the customer: log in as it
            continue;
          case 'conflict':
            await contentionBackoff(round);
            continue;
        }
      }
      throw new ApiError('CONFLICT', 'Could not complete the login; try again');
    },
  };
};
