import type { OrderListing } from '../admin-commerce/ports.ts';
import type { AuditEntry } from '../audit/ports.ts';
import type { Mode } from '../db/keys.ts';
import { contentionBackoff } from '../db/transactions.ts';
import { ApiError } from '../errors.ts';
import type { EventOrigin } from '../events/outbox.ts';
import { pageResult, type PageRequest } from '../db/page.ts';
import { orderView } from '../orders/views.ts';
import { systemClock, type Clock } from '../util/time.ts';
import type { CustomerRepository } from './ports.ts';
import { applyProfilePatch, customerUpdatedEvent, type ProfilePatch } from './profile-patch.ts';
import { customerView, type CustomerRecord } from './types.ts';

export interface ProfileDeps {
  customers: Pick<CustomerRepository, 'getById' | 'update'>;
  orderListing: OrderListing;
  clock?: Clock;
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

  return {
    async get(scope: ProfileEdit['scope'], customerId: string, notFound: () => ApiError) {
      return customerView(await load(scope, customerId, notFound));
    },

    async edit({ scope, customerId, patch, origin, audit, notFound }: ProfileEdit) {
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
        if (result.kind === 'email-taken')
          throw new ApiError('CONFLICT', 'Another customer of this store already uses this email');
        await contentionBackoff(round);
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
