import type { IdOwner } from '../db/id-owner.ts';
import type { Mode } from '../db/keys.ts';
import type { DomainEvent } from '../events/outbox.ts';
import type { OtpScope } from './otp.ts';
import type { CustomerRecord } from './types.ts';

/*
 * Customers and one-time codes as the services see them; the DynamoDB adapters are
 * dynamo-customers.ts and dynamo-otp.ts.
 */

/** A write one store builds for another's transaction (the code a sign-up consumes); the services only pass it on. */
export type TransactionPart = object;

export type CreateCustomerResult =
  | { kind: 'created' }
  | { kind: 'phone-taken' }
  | { kind: 'email-taken' }
  /** One of the caller's extra items (e.g. the OTP it consumes) failed its condition. */
  | { kind: 'precondition-failed' }
  /** Lost a race with another transaction on the same items: read again and retry. */
  | { kind: 'conflict' };

export interface CustomerRepository {
  /** The customer in (store, mode), and when absent, who owns the id (one BatchGet). */
  getById(
    storeId: string,
    mode: Mode,
    customerId: string,
  ): Promise<{ customer?: CustomerRecord; owner?: IdOwner }>;
  getByPhone(storeId: string, mode: Mode, phone: string): Promise<CustomerRecord | undefined>;
  getByEmail(storeId: string, mode: Mode, email: string): Promise<CustomerRecord | undefined>;
  /**
   * One transaction: the customer, its UNIQUE phone and email items, the id owner, the
   * events and the caller's extra items. Uniqueness is enforced by the write itself.
   */
  create(
    customer: CustomerRecord,
    options: {
      events: DomainEvent[];
      extra?: TransactionPart[];
      now: Date;
      /**
       * Claim the store-wide unique email (default true). False stores the email on the
       * profile only: the customer is not found by it (another customer holds it).
       */
      claimEmail?: boolean;
    },
  ): Promise<CreateCustomerResult>;
}

export interface SendLimits {
  perPhonePerHour: number;
  perSourcePerHour: number;
}

export type IssueResult =
  | { ok: true; expiresAt: Date }
  | { ok: false; reason: 'resend-throttled' | 'phone-cap' | 'source-cap'; retryAfterSeconds: number };

export type AttemptResult = { kind: 'counted'; codeHmac: string } | { kind: 'missing' } | { kind: 'locked' };

export interface OtpStore {
  /** Stores a new code (replacing any earlier one) if the resend throttle and both hourly caps allow. */
  issue(
    scope: OtpScope,
    codeHmac: string,
    sourceIp: string,
    now: Date,
    limits: SendLimits,
  ): Promise<IssueResult>;
  /** Counts one try atomically and returns the stored HMAC to compare against. */
  attempt(scope: OtpScope, now: Date): Promise<AttemptResult>;
  /** Deletes the code only if it is still this one: a code works once, even under concurrent verifies. */
  consumeItem(scope: OtpScope, codeHmac: string): TransactionPart;
  consume(scope: OtpScope, codeHmac: string): Promise<boolean>;
}
