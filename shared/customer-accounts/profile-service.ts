import type { OrderListing } from '../admin-commerce/ports.ts';
import type { AuditEntry } from '../audit/ports.ts';
import type { Mode } from '../db/keys.ts';
import { contentionBackoff } from '../db/transactions.ts';
import { ApiError } from '../errors.ts';
import type { EventOrigin } from '../events/outbox.ts';
import { pageResult, type PageRequest } from '../db/page.ts';
import { orderView } from '../orders/views.ts';
import { systemClock, type Clock } from '../util/time.ts';
import type { StoreRecord } from '../stores/types.ts';
import type { Codes } from './codes.ts';
import { emailScope } from '../customers/otp.ts';
import type { CustomerRepository, OtpStore } from '../customers/ports.ts';
import {
  applyProfilePatch,
  customerUpdatedEvent,
  emailDetachedEvent,
  type ProfilePatch,
} from '../customers/profile-patch.ts';
import { customerView, type CustomerRecord } from '../customers/types.ts';

export interface ProfileDeps {
  customers: Pick<CustomerRepository, 'getById' | 'getByEmail' | 'update'>;
  orderListing: OrderListing;
  /** The codes that prove a customer's new email (PUT .../me). */
  codes?: Pick<Codes, 'send' | 'check' | 'invalidCode'>;
  otps?: Pick<OtpStore, 'consumeItem'>;
  clock?: Clock;
}

export interface MyProfileEdit {
  store: StoreRecord;
  mode: Mode;
  customerId: string;
  patch: ProfilePatch & { code?: string | undefined };
  sourceIp: string;
  notFound: () => ApiError;
}

export interface ProfileEdit {
  scope: { storeId: string; mode: Mode };
  customerId: string;
  patch: ProfilePatch;
  origin: EventOrigin;
  /** An owner's edit: the audit entry written with it. */
  audit?: (customer: CustomerRecord, at: string) => AuditEntry;
  /** What an absent customer is to this caller (404 for owners, 401 for a token whose customer is gone). */
  notFound: () => ApiError;
}

const ROUNDS = 8;

const emailTaken = () => new ApiError('CONFLICT', 'Another customer of this store already uses this email');

/**
 * A customer's profile, read and edited by the customer (PUT .../me) or an owner, and the
 * customer's orders (docs/decisions.md §3.14). An edit is one transaction with its
 * `customer.updated` event; a lost race re-reads and decides again.
 */
export const createProfiles = (deps: ProfileDeps) => {
  const clock = deps.clock ?? systemClock;

  const load = async (scope: ProfileEdit['scope'], customerId: string, notFound: () => ApiError) => {
    const { customer } = await deps.customers.getById(scope.storeId, scope.mode, customerId);
    if (!customer) throw notFound();
    return customer;
  };

  const edit = async ({ scope, customerId, patch, origin, audit, notFound }: ProfileEdit) => {
    for (let round = 0; round < ROUNDS; round++) {
      const customer = await load(scope, customerId, notFound);
      const now = clock.now();
      const change = applyProfilePatch(customer, patch, now);
      if (!change) return customerView(customer);
      const result = await deps.customers.update(customer, change.next, {
        events: [customerUpdatedEvent(change, origin)],
        ...(audit ? { audit: audit(customer, now.toISOString()) } : {}),
        now,
      });
      if (result.kind === 'updated') return customerView(change.next);
      if (result.kind === 'email-taken') throw emailTaken();
      await contentionBackoff(round);
    }
    throw new ApiError('CONFLICT', 'The customer kept changing; try again');
  };

  return {
    async get(scope: ProfileEdit['scope'], customerId: string, notFound: () => ApiError) {
      return customerView(await load(scope, customerId, notFound));
    },

    edit,

    /**
     * PUT .../me (docs/decisions.md §3.14). A new email without `code` is not changed: a code is
     * sent to it (202), the same answer whether or not another customer holds it, so nobody can
     * probe which addresses are customers'; the other fields change at once. With the code, the
     * email changes and is verified: 409 if another customer holds it verified; an unverified
     * holder loses it, as on an email sign-in.
     */
    async editMine({ store, mode, customerId, patch, sourceIp, notFound }: MyProfileEdit) {
      const scope = { storeId: store.storeId, mode };
      const { code, ...fields } = patch;
      const current = await load(scope, customerId, notFound);
      const newEmail =
        typeof fields.email === 'string' && fields.email.toLowerCase() !== current.email?.toLowerCase()
          ? fields.email
          : undefined;
      if (newEmail === undefined) {
        return {
          status: 200,
          data: await edit({ scope, customerId, patch: fields, origin: 'customer', notFound }),
        };
      }
      if (!deps.codes || !deps.otps) throw new Error('createProfiles: email changes need codes and otps');
      const otpScope = emailScope(store.storeId, mode, newEmail);
      if (code === undefined) {
        await deps.codes.send(store, otpScope, newEmail, sourceIp);
        const { email: _pending, ...rest } = fields;
        return {
          status: 202,
          data: await edit({ scope, customerId, patch: rest, origin: 'customer', notFound }),
        };
      }
      const hmac = await deps.codes.check(otpScope, code);
      for (let round = 0; round < ROUNDS; round++) {
        const customer = await load(scope, customerId, notFound);
        const holder = await deps.customers.getByEmail(store.storeId, mode, newEmail);
        const other = holder && holder.customerId !== customerId ? holder : undefined;
        if (other?.emailVerified) throw emailTaken();
        const now = clock.now();
        const change = applyProfilePatch(customer, fields, now);
        if (!change) return { status: 200, data: customerView(customer) };
        change.next.emailVerified = true;
        const result = await deps.customers.update(customer, change.next, {
          events: [
            ...(other ? [emailDetachedEvent(other, now, 'customer')] : []),
            customerUpdatedEvent(change, 'customer'),
          ],
          extra: [deps.otps.consumeItem(otpScope, hmac)],
          ...(other ? { takeEmailFrom: other } : {}),
          now,
        });
        if (result.kind === 'updated') return { status: 200, data: customerView(change.next) };
        if (result.kind === 'precondition-failed') throw deps.codes.invalidCode();
        if (result.kind === 'conflict') await contentionBackoff(round);
        // email-taken: claimed since it was read; the next round sees by whom.
      }
      throw new ApiError('CONFLICT', 'The customer kept changing; try again');
    },

    /**
     * The customer's orders, newest first, as the order endpoints show them; an order still
     * waiting for its payment is not theirs yet (docs/decisions.md §15.4).
     */
    async orders(scope: ProfileEdit['scope'], customerId: string, request: PageRequest) {
      return pageResult(
        await deps.orderListing.page(scope, { customerId, awaitingPayment: 'exclude' }, request),
        orderView,
      );
    },
  };
};
export type Profiles = ReturnType<typeof createProfiles>;
