import * as z from 'zod';
import type { CustomerList, OrderListing, Page } from '../admin-commerce/ports.ts';
import { CUSTOMERS_CSV_HEADER_LINE, customerCsvLine } from './customers-csv.ts';
import { actorOf, auditEntry } from '../audit/entries.ts';
import { cartView } from '../carts/views.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import { named } from '../schema/named.ts';
import { pageQuerySchema } from '../db/page.ts';
import { orderView, type OrderView } from '../orders/views.ts';
import type { OwnerContext } from '../owners/owner-access.ts';
import { isUuid } from '../util/ids.ts';
import { systemClock, type Clock } from '../util/time.ts';
import type { createCustomerErasure } from './erasure.ts';
import type { CustomerRepository, CustomerSearch } from '../customers/ports.ts';
import type { CustomerErasureStore } from './ports.ts';
import type { ProfilePatch } from '../customers/profile-patch.ts';
import type { Profiles } from './profile-service.ts';
import { SEARCH_TERM_MAX_CHARS } from '../customers/search-terms.ts';
import {
  NO_SPEND,
  spendView,
  spendViewShape,
  type CustomerSpend,
  type CustomerSpending,
} from '../customers/spending.ts';
import { customerView, type CustomerRecord } from '../customers/types.ts';
import { customerViewSchema } from '../customers/schemas.ts';
import { lazySchema } from '../schema/lazy.ts';

/** A customer as the owners' list and CSV show them: the profile and what they have bought. */
export const adminCustomerViewSchema = /* @__PURE__ */ lazySchema(() =>
  named('AdminCustomer', customerViewSchema.unwrap().extend(spendViewShape), {
    description: "A customer in the owners' list: the profile, their paid orders and what they spent",
  }),
);
export type AdminCustomerView = z.output<typeof adminCustomerViewSchema>;

/**
 * `?q=` searches (a case-insensitive prefix of email, first or last name, or phone);
 * `?email=` or `?phone=` find one customer through its unique lookup item; with none of
 * them the list is every customer, newest first.
 */
export const customerListQuerySchema = /* @__PURE__ */ lazySchema(() =>
  pageQuerySchema.unwrap().extend({
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
  }),
);
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export interface OwnerCustomersDeps {
  customers: Pick<CustomerRepository, 'getById' | 'getByEmail' | 'getByPhone'>;
  customerList: CustomerList;
  search: CustomerSearch;
  profiles: Profiles;
  partitions: Pick<CustomerErasureStore, 'read'>;
  orderListing: OrderListing;
  erasure: ReturnType<typeof createCustomerErasure>;
  spending: CustomerSpending;
  clock?: Clock;
}

const notFound = () => new ApiError('CUSTOMER_NOT_FOUND', 'Customer not found');
const EXPORT_ORDER_PAGE = 100;
const EXPORT_CUSTOMER_PAGE = 100;

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

  /** The page's customers with their counters: one BatchGet, never a read of their orders. */
  const withSpend = async (
    scope: { storeId: string; mode: Mode },
    customers: readonly CustomerRecord[],
  ): Promise<AdminCustomerView[]> => {
    const spends = customers.length
      ? await deps.spending.read(
          scope,
          customers.map((c) => c.customerId),
        )
      : new Map<string, CustomerSpend>();
    return customers.map((c) => ({ ...customerView(c), ...spendView(spends.get(c.customerId)) }));
  };

  const page = async (storeId: string, query: CustomerListQuery): Promise<Page<CustomerRecord>> => {
    const scope = scopeOf(storeId, query.mode);
    if (query.q) return deps.search.page(scope, query.q, query);
    if (query.email || query.phone) {
      const found = query.email
        ? await deps.customers.getByEmail(storeId, query.mode, query.email)
        : await deps.customers.getByPhone(storeId, query.mode, query.phone!);
      // A phone given beside an email must match too.
      const matches = found && (!query.phone || found.phone === query.phone);
      return { items: matches ? [found] : [], nextCursor: null };
    }
    return deps.customerList.page(scope, query);
  };

  return {
    async list(storeId: string, query: CustomerListQuery) {
      const found = await page(storeId, query);
      return {
        data: await withSpend(scopeOf(storeId, query.mode), found.items),
        nextCursor: found.nextCursor,
      };
    },

    /**
     * The whole list as CSV (docs/decisions.md §7.16), newest first, read a page at a time;
     * the same formula guard as the orders CSV.
     */
    async csv(storeId: string, mode: Mode): Promise<string> {
      const scope = scopeOf(storeId, mode);
      const chunks = [CUSTOMERS_CSV_HEADER_LINE];
      let cursor: string | undefined;
      do {
        const found = await deps.customerList.page(scope, { limit: EXPORT_CUSTOMER_PAGE, cursor });
        const spends = found.items.length
          ? await deps.spending.read(
              scope,
              found.items.map((c) => c.customerId),
            )
          : new Map<string, CustomerSpend>();
        for (const customer of found.items) {
          chunks.push(customerCsvLine(customerView(customer), spends.get(customer.customerId) ?? NO_SPEND));
        }
        cursor = found.nextCursor ?? undefined;
      } while (cursor);
      return chunks.join('');
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
