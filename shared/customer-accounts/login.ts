import type { CustomerTokens, IssuedToken } from '../auth/customer-token.ts';
import { contentionBackoff } from '../db/transactions.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import type { StoreRecord } from '../stores/types.ts';
import { newId } from '../util/ids.ts';
import { systemClock, type Clock } from '../util/time.ts';
import { createCodes, type CodeDeps } from './codes.ts';
import { emailScope, phoneScope } from '../customers/otp.ts';
import { requireE164 } from '../customers/phone-numbers.ts';
import type { CustomerRepository } from '../customers/ports.ts';
import { customerCreatedEvent, emailDetachedEvent } from '../customers/profile-patch.ts';
import { customerView, type CustomerRecord } from '../customers/types.ts';

/**
 * Sign-in by phone or email code (docs/decisions.md §3.1, §3.19): request a code, verify it, get
 * a customer JWT. The first successful verify creates the customer (customer.created) in the
 * same transaction that consumes the code. An email code signs into the customer holding that
 * email verified; a customer holding it unverified loses it to a new customer who proved it.
 */
export interface LoginDeps extends Omit<CodeDeps, 'clock'> {
  customers: CustomerRepository;
  tokens: CustomerTokens;
  clock?: Clock;
}

export interface RequestCodeInput {
  store: StoreRecord;
  mode: Mode;
  /** As typed: E.164, or national form in the store's default country (stored in E.164). */
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

export interface EmailVerifyInput {
  store: StoreRecord;
  mode: Mode;
  email: string;
  code: string;
  firstName?: string | null;
  lastName?: string | null;
}

const CREATE_ATTEMPTS = 5;

export const createCustomerLogin = (deps: LoginDeps) => {
  const clock = deps.clock ?? systemClock;
  const codes = createCodes({ ...deps, clock });
  const { invalidCode } = codes;

  const tokenFor = async (customer: CustomerRecord) => {
    const issued: IssuedToken = await deps.tokens.issue({
      customerId: customer.customerId,
      storeId: customer.storeId,
      mode: customer.mode,
    });
    return { ...issued, customer: customerView(customer) };
  };

  const newCustomer = (
    scope: { storeId: string; mode: Mode },
    fields: Pick<CustomerRecord, 'phone' | 'email' | 'firstName' | 'lastName'> & { emailVerified?: boolean },
  ): CustomerRecord => {
    const now = clock.now().toISOString();
    return {
      customerId: newId(),
      storeId: scope.storeId,
      mode: scope.mode,
      ...fields,
      createdAt: now,
      updatedAt: now,
    };
  };

  return {
    async requestCode({ store, mode, phone: typed, sourceIp }: RequestCodeInput) {
      const phone = requireE164(typed, store.checkoutSettings.defaultCountry);
      const sent = await codes.send(store, phoneScope(store.storeId, mode, phone), phone, sourceIp);
      return { phone, ...sent };
    },

    /** The same caps, throttle and lockout as phone codes; test mode's code is 000000. */
    async requestEmailCode({
      store,
      mode,
      email,
      sourceIp,
    }: Omit<RequestCodeInput, 'phone'> & { email: string }) {
      const sent = await codes.send(store, emailScope(store.storeId, mode, email), email, sourceIp);
      return { email, ...sent };
    },

    async verify(typedInput: VerifyInput) {
      const input = {
        ...typedInput,
        phone: requireE164(typedInput.phone, typedInput.store.checkoutSettings.defaultCountry),
      };
      const scope = phoneScope(input.store.storeId, input.mode, input.phone);
      const hmac = await codes.check(scope, input.code);

      // Whether another customer holds the email must not show in the answer: the login
      // succeeds either way and the email stays on the new profile (unverified), but only its
      // first holder claims it (and is found by it).
      let claimEmail = true;
      for (let round = 0; round < CREATE_ATTEMPTS; round++) {
        const existing = await deps.customers.getByPhone(scope.storeId, scope.mode, input.phone);
        if (existing) {
          // A returning customer: profile fields in the body are ignored (no customer.updated yet).
          if (!(await deps.otps.consume(scope, hmac))) throw invalidCode();
          return tokenFor(existing);
        }
        const customer = newCustomer(scope, {
          phone: input.phone,
          email: input.email ?? null,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
        });
        const result = await deps.customers.create(customer, {
          events: [customerCreatedEvent(customer)],
          extra: [deps.otps.consumeItem(scope, hmac)],
          now: clock.now(),
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

    async verifyEmail(input: EmailVerifyInput) {
      const scope = emailScope(input.store.storeId, input.mode, input.email);
      const hmac = await codes.check(scope, input.code);
      for (let round = 0; round < CREATE_ATTEMPTS; round++) {
        const holder = await deps.customers.getByEmail(scope.storeId, scope.mode, input.email);
        if (holder?.emailVerified) {
          if (!(await deps.otps.consume(scope, hmac))) throw invalidCode();
          return tokenFor(holder);
        }
        const customer = newCustomer(scope, {
          phone: null,
          email: input.email,
          emailVerified: true,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
        });
        const now = clock.now();
        const result = await deps.customers.create(customer, {
          events: [
            ...(holder ? [emailDetachedEvent(holder, now, 'customer')] : []),
            customerCreatedEvent(customer),
          ],
          extra: [deps.otps.consumeItem(scope, hmac)],
          now,
          ...(holder ? { takeEmailFrom: holder } : {}),
        });
        switch (result.kind) {
          case 'created':
            return tokenFor(customer);
          case 'precondition-failed':
            throw invalidCode();
          case 'email-taken': // a concurrent verify created the holder: sign into it
          case 'phone-taken':
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
