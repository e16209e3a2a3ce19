import type { OrderListing } from '../admin-commerce/ports.ts';
import type { AuditEntry } from '../audit/ports.ts';
import type { Mode } from '../db/keys.ts';
import { contentionBackoff } from '../db/transactions.ts';
import { ApiError } from '../errors.ts';
import type { EventOrigin } from '../events/outbox.ts';
import type { OrderRepository } from '../orders/ports.ts';
import type { OrderRecord } from '../orders/types.ts';
import { systemClock, type Clock } from '../util/time.ts';
import type { CustomerErasureStore } from './ports.ts';
import { ERASED, erase, erasedAddress } from '../customers/redaction.ts';
import { customerDeletedEvent } from '../customers/profile-patch.ts';
import type { CustomerRecord } from '../customers/types.ts';

/**
 * Erasure of a customer (docs/decisions.md §3.16). It cannot be one transaction (a customer may
 * have any number of orders), so it runs as idempotent steps that a repeated DELETE resumes:
 * 1. one transaction deletes the profile, its phone and email lookups, search terms, id owner
 *    and open cart, leaves an InProgress marker and writes `customer.deleted` and the audit
 *    entry: from here on the customer's tokens are refused and the phone is free;
 * 2. each order's personal fields become "[erased]" (an already erased order is skipped);
 * 3. the open cart is deleted again (a request admitted just before step 1), the marker Done.
 */
/** The order with the customer's personal fields replaced; amounts, items, numbers and statuses stay. */
export const erasedOrder = (order: OrderRecord, now: Date): OrderRecord => ({
  ...order,
  customer: {
    customerId: order.customer.customerId,
    email: erase(order.customer.email),
    phone: erase(order.customer.phone),
    firstName: erase(order.customer.firstName),
    lastName: erase(order.customer.lastName),
  },
  shippingAddress: erasedAddress(order.shippingAddress),
  billingAddress: erasedAddress(order.billingAddress),
  version: order.version + 1,
  updatedAt: now.toISOString(),
});

export const isErasedOrder = (order: OrderRecord): boolean => order.customer.phone === ERASED;

export interface ErasureDeps {
  erasures: CustomerErasureStore;
  orderListing: OrderListing;
  orders: Pick<OrderRepository, 'getOrder' | 'updateOrder'>;
  clock?: Clock;
}

export interface ErasureRequest {
  scope: { storeId: string; mode: Mode };
  customerId: string;
  origin: EventOrigin;
  audit: (customer: CustomerRecord, at: string) => AuditEntry;
}

const ROUNDS = 8;
const ORDER_PAGE = 100;

export const createCustomerErasure = (deps: ErasureDeps) => {
  const clock = deps.clock ?? systemClock;

  const eraseOrder = async (scope: ErasureRequest['scope'], listed: OrderRecord): Promise<boolean> => {
    let order: OrderRecord | undefined = listed;
    for (let round = 0; order && !isErasedOrder(order); round++) {
      if (round >= ROUNDS) throw new ApiError('CONFLICT', 'An order kept changing; repeat the erasure');
      const outcome = await deps.orders.updateOrder(
        erasedOrder(order, clock.now()),
        order.version,
        [],
        clock.now(),
      );
      if (outcome.ok) return true;
      await contentionBackoff(round);
      // The index copy may be behind the order: decide again on a consistent read.
      ({ order } = await deps.orders.getOrder(scope, order.orderId));
    }
    return false;
  };

  const eraseOrders = async (scope: ErasureRequest['scope'], customerId: string): Promise<number> => {
    let erased = 0;
    let cursor: string | undefined;
    do {
      const page = await deps.orderListing.page(scope, { customerId }, { limit: ORDER_PAGE, cursor });
      for (const order of page.items) if (await eraseOrder(scope, order)) erased++;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return erased;
  };

  return {
    /** Erases, or resumes an erasure that stopped part way; an unknown customer is 404. */
    async erase({ scope, customerId, origin, audit }: ErasureRequest) {
      let deletedAt: string | undefined;
      for (let round = 0; deletedAt === undefined; round++) {
        if (round >= ROUNDS) throw new ApiError('CONFLICT', 'The customer kept changing; try again');
        const { customer, erasure } = await deps.erasures.read(scope, customerId);
        if (erasure) {
          deletedAt = erasure.deletedAt;
          break;
        }
        if (!customer) throw new ApiError('CUSTOMER_NOT_FOUND', 'Customer not found');
        const now = clock.now();
        const at = now.toISOString();
        const begun = await deps.erasures.begin(
          customer,
          { customerId, deletedAt: at, status: 'InProgress' },
          { events: [customerDeletedEvent(scope, customerId, at, origin)], audit: audit(customer, at), now },
        );
        if (begun.ok) deletedAt = at;
        else await contentionBackoff(round);
      }
      const ordersErased = await eraseOrders(scope, customerId);
      await deps.erasures.deleteOpenCart(scope, customerId);
      await deps.erasures.finish(scope, customerId, clock.now().toISOString());
      return { customerId, deletedAt, ordersErased };
    },
  };
};
