import * as z from 'zod';
import { actorOf, auditEntry } from '../audit/entries.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import { pageQuerySchema, pageResult } from '../db/page.ts';
import type { Scope } from '../orders/ports.ts';
import type { CancelOrderInput, CreateRefundInput, UpdateStatusInput } from '../orders/schemas.ts';
import type { OrderChangeAuthor, OrderService } from '../orders/service.ts';
import { ORDER_STATUSES } from '../orders/types.ts';
import { orderView, type OrderView } from '../orders/views.ts';
import type { OwnerContext } from '../owners/owner-access.ts';
import { newId } from '../util/ids.ts';
import { uuidField } from '../util/fields.ts';
import { fromNotAfterTo } from './date-range.ts';
import { searchFilterShape } from './order-export.ts';
import type { OrderSearch } from './order-search.ts';
import type { OrderListing } from './ports.ts';
import { lazySchema } from '../schema/lazy.ts';

export const orderListQuerySchema = /* @__PURE__ */ lazySchema(() =>
  pageQuerySchema
    .unwrap()
    .extend({
      ...searchFilterShape,
      status: z.enum(ORDER_STATUSES).optional(),
      customerId: uuidField().optional(),
    })
    .refine(fromNotAfterTo, { message: 'from must be before to', path: ['from'] })
    .refine((query) => !query.customerId || (!query.q && !query.from && !query.to), {
      message: 'customerId cannot be combined with q, from or to',
      path: ['customerId'],
    }),
);
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export interface AdminOrdersDeps {
  listing: OrderListing;
  /** q, from and to: the order search (docs/decisions.md §15.1). */
  search: Pick<OrderSearch, 'page'>;
  /** The same domain service the secret-key routes use. */
  orders: Pick<OrderService, 'get' | 'updateStatus' | 'cancel' | 'refundOrder'>;
  now?: () => Date;
}

const scopeOf = (storeId: string, mode: Mode): Scope => ({ storeId, mode });

/**
 * Orders for store owners: lists on the order indexes, and the status and cancel changes of
 * the secret-key routes made by the owner (origin `owner`: the events always go out) with an
 * audit entry in the same transaction.
 */
export const createAdminOrders = (deps: AdminOrdersDeps) => {
  const authorOf = (owner: OwnerContext): OrderChangeAuthor => ({
    origin: 'owner',
    audit: ({ order, action, at }) =>
      auditEntry(
        actorOf(owner),
        action,
        { type: 'order', id: order.orderId },
        { storeId: order.storeId, at, mode: order.mode },
      ),
  });
  /** Another store's order is not found here: an owner gets no hint that it exists. */
  const hidingOtherStores = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'NO_STORE_ACCESS')
        throw new ApiError('ORDER_NOT_FOUND', 'Order not found');
      throw error;
    }
  };

  return {
    async list(
      storeId: string,
      query: OrderListQuery,
    ): Promise<{ data: OrderView[]; nextCursor: string | null }> {
      const scope = scopeOf(storeId, query.mode);
      const request = { limit: query.limit, cursor: query.cursor };
      const searching = Boolean(query.q?.trim() || query.from || query.to);
      const page = searching
        ? await deps.search.page(scope, query, request)
        : await deps.listing.page(scope, { status: query.status, customerId: query.customerId }, request);
      return pageResult(page, orderView);
    },

    get: (storeId: string, mode: Mode, orderId: string) =>
      hidingOtherStores(async () => orderView(await deps.orders.get(scopeOf(storeId, mode), orderId))),

    updateStatus: (
      owner: OwnerContext,
      storeId: string,
      mode: Mode,
      orderId: string,
      input: UpdateStatusInput,
    ) =>
      hidingOtherStores(async () =>
        orderView(await deps.orders.updateStatus(scopeOf(storeId, mode), orderId, input, authorOf(owner))),
      ),

    cancel: (owner: OwnerContext, storeId: string, mode: Mode, orderId: string, input: CancelOrderInput) =>
      hidingOtherStores(async () =>
        orderView(await deps.orders.cancel(scopeOf(storeId, mode), orderId, input, authorOf(owner))),
      ),

    /**
     * A refund without cancelling, by the owner (origin `owner`), audited in its transaction.
     * `refundId`: the Idempotency-Key's resource id, so a retried submission makes no second refund.
     */
    refund: (
      owner: OwnerContext,
      storeId: string,
      mode: Mode,
      orderId: string,
      input: CreateRefundInput,
      refundId: string = newId(),
    ) =>
      hidingOtherStores(
        async () =>
          (await deps.orders.refundOrder(scopeOf(storeId, mode), orderId, input, refundId, authorOf(owner)))
            .accepted,
      ),
  };
};
