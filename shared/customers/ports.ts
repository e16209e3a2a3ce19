import type { AuditEntry } from '../audit/ports.ts';
import type { IdOwner } from '../db/id-owner.ts';
import type { Mode } from '../db/keys.ts';
import type { DomainEvent } from '../events/outbox.ts';
import type { Page, PageRequest } from '../db/page.ts';
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

export type UpdateCustomerResult =
  | { kind: 'updated' }
  /** One of the caller's extra items (the code it consumes) failed its condition. */
  | { kind: 'precondition-failed' }
  /** The new email is another customer's (the store's unique email item exists). */
  | { kind: 'email-taken' }
  /** The profile changed (or went) since it was read: read again and decide again. */
  | { kind: 'conflict' };

export interface CustomerChangeOptions {
  events: DomainEvent[];
  /** An owner's change is audited in the same transaction. */
  audit?: AuditEntry;
  now: Date;
}

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
      /**
       * The unverified holder of the customer's email, as read: in the same transaction it loses
       * the email and the store's unique email item moves to the new customer; a holder changed
       * since it was read answers `conflict` (docs/decisions.md §3.19).
       */
      takeEmailFrom?: CustomerRecord;
    },
  ): Promise<CreateCustomerResult>;
  /**
   * One transaction: the profile replaced only if still as read (`before.updatedAt`), the
   * store's unique email moved when the address changes, the search terms that changed, the
   * events and the audit entry.
   */
  update(
    before: CustomerRecord,
    after: CustomerRecord,
    options: CustomerChangeOptions & {
      extra?: TransactionPart[];
      /** As for `create`: the unverified holder of the new email, which loses it in the same transaction. */
      takeEmailFrom?: CustomerRecord;
    },
  ): Promise<UpdateCustomerResult>;
}

/** Owners' customer search on the search-term items (search-terms.ts); one Query a page. */
export interface CustomerSearch {
  /** Customers with a field starting with `query` (case-insensitive), in term order. */
  page(
    scope: { storeId: string; mode: Mode },
    query: string,
    request: PageRequest,
  ): Promise<Page<CustomerRecord>>;
}

export interface SendLimits {
  /** Codes to one phone or one email per hour. */
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
