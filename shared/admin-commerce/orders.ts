import * as z from 'zod';
import type { AuditEntry } from '../admin/ports.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import type { Scope } from '../orders/ports.ts';
import type { CancelOrderInput, UpdateStatusInput } from '../orders/schemas.ts';
import type { OrderChangeAuthor, OrderService } from '../orders/service.ts';
import { ORDER_STATUSES } from '../orders/types.ts';
import { orderView, type OrderView } from '../orders/views.ts';
import type { OwnerContext } from '../owners/owner-access.ts';
import { uuidField } from '../util/fields.ts';
import { newId } from '../util/ids.ts';
import type { OrderListing } from './ports.ts';

/** `?mode=test|live` (default test) on every mode-scoped admin route. */
export const modeQuerySchema = z.object({ mode: z.enum(['test', 'live']).default('test') });

/** `?limit=` 1..100 (default 25) and `?cursor=` on every admin list. */
export const pageQuerySchema = modeQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().min(1).max(600).optional(),
});

export const orderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(ORDER_STATUSES).optional(),
  customerId: uuidField().optional(),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export interface AdminOrdersDeps {
  listing: OrderListing;
  /** The same domain service the secret-key routes use. */
  orders: Pick<OrderService, 'get' | 'updateStatus' | 'cancel'>;
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
    audit: ({ order, action, at }): AuditEntry => ({
      auditId: newId(),
      storeId: order.storeId,
      at,
      actor: { ownerId: owner.ownerId, email: owner.email ?? owner.membership?.email ?? null },
      action,
      target: { type: 'order', id: order.orderId },
      mode: order.mode,
    }),
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
      const page = await deps.listing.page(
        scopeOf(storeId, query.mode),
        { status: query.status, customerId: query.customerId },
        { limit: query.limit, cursor: query.cursor },
      );
      return { data: page.items.map(orderView), nextCursor: page.nextCursor };
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
  };
};

export type AdminOrders = ReturnType<typeof createAdminOrders>;
