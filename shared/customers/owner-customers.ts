import * as z from 'zod';
import type { CustomerList, OrderListing } from '../admin-commerce/ports.ts';
import { actorOf, auditEntry } from '../audit/entries.ts';
import { cartView } from '../carts/views.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import { pageQuerySchema, pageResult } from '../db/page.ts';
import { orderView, type OrderView } from '../orders/views.ts';
import type { OwnerContext } from '../owners/owner-access.ts';
import { isUuid } from '../util/ids.ts';
import { systemClock, type Clock } from '../util/time.ts';
import type { createCustomerErasure } from './erasure.ts';
import type { CustomerErasureStore, CustomerRepository, CustomerSearch } from './ports.ts';
import type { ProfilePatch } from './profile-patch.ts';
import type { Profiles } from './profile-service.ts';
import { SEARCH_TERM_MAX_CHARS } from './search-terms.ts';
import { customerView, type CustomerRecord } from './types.ts';

/**
 * `?q=` searches (a case-insensitive prefix of email, first or last name, or phone);
 * `?email=` or `?phone=` find one customer through its unique lookup item; with none of
 * them the list is every customer, newest first.
 */
export const customerListQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .min(1, 'q must not be empty')
    .max(SEARCH_TERM_MAX_CHARS * 4)
    .optional(),
  email: z.string().trim().min(1).max(320).optional(),
  phone: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'E.164, e.g. +15551234567')
    .optional(),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export interface OwnerCustomersDeps {
  customers: Pick<CustomerRepository, 'getById' | 'getByEmail' | 'getByPhone'>;
  customerList: CustomerList;
  search: CustomerSearch;
  profiles: Profiles;
  partitions: Pick<CustomerErasureStore, 'read'>;
  orderListing: OrderListing;
  erasure: ReturnType<typeof createCustomerErasure>;
  clock?: Clock;
}

const notFound = () => new ApiError('CUSTOMER_NOT_FOUND', 'Customer not found');
const EXPORT_ORDER_PAGE = 100;

/**
 * Customers for store owners (docs/decisions.md §7.16): search, read, edit, export and erase.
 * Every change is audited in its own transaction; another store's or mode's customer is
 * simply not found.
 */
export const createOwnerCustomers = (deps: OwnerCustomersDeps) => {
  const clock = deps.clock ?? systemClock;
  const auditOf = (owner: OwnerContext, action: string) => (customer: CustomerRecord, at: string) =>
    auditEntry(
      actorOf(owner),
      action,
      { type: 'customer', id: customer.customerId },
      { storeId: customer.storeId, at, mode: customer.mode },
    );
  const scopeOf = (storeId: string, mode: Mode) => ({ storeId, mode });
  const known = (customerId: string) => {
    if (!isUuid(customerId)) throw notFound();
    return customerId;
  };

  return {
    async list(storeId: string, query: CustomerListQuery) {
      const scope = scopeOf(storeId, query.mode);
      if (query.q) return pageResult(await deps.search.page(scope, query.q, query), customerView);
      if (query.email || query.phone) {
        const found = query.email
          ? await deps.customers.getByEmail(storeId, query.mode, query.email)
          : await deps.customers.getByPhone(storeId, query.mode, query.phone!);
        // A phone given beside an email must match too.
        const matches = found && (!query.phone || found.phone === query.phone);
        return { data: matches ? [customerView(found)] : [], nextCursor: null };
      }
      return pageResult(await deps.customerList.page(scope, query), customerView);
    },

    get: (storeId: string, mode: Mode, customerId: string) =>
      deps.profiles.get(scopeOf(storeId, mode), known(customerId), notFound),

    update: (owner: OwnerContext, storeId: string, mode: Mode, customerId: string, patch: ProfilePatch) =>
      deps.profiles.edit({
        scope: scopeOf(storeId, mode),
        customerId: known(customerId),
        patch,
        origin: 'owner',
        audit: auditOf(owner, 'customer.updated'),
        notFound,
      }),

    /** Everything held about the customer, as one document: profile, every order, the open cart. */
    async export(storeId: string, mode: Mode, customerId: string) {
      const scope = scopeOf(storeId, mode);
      const { customer, cart } = await deps.partitions.read(scope, known(customerId));
      if (!customer) throw notFound();
      const orders: OrderView[] = [];
      let cursor: string | undefined;
      do {
        const page = await deps.orderListing.page(
          scope,
          { customerId },
          { limit: EXPORT_ORDER_PAGE, cursor },
        );
        orders.push(...page.items.map(orderView));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return {
        exportedAt: clock.now().toISOString(),
        storeId,
        mode,
        customer: customerView(customer),
        orders,
        carts: cart ? [cartView(cart, cart.pricing)] : [],
      };
    },

    erase: (owner: OwnerContext, storeId: string, mode: Mode, customerId: string) =>
      deps.erasure.erase({
        scope: scopeOf(storeId, mode),
        customerId: known(customerId),
        origin: 'owner',
        audit: auditOf(owner, 'customer.erased'),
      }),
  };
};
