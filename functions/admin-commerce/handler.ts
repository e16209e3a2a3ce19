import * as z from 'zod';
import { orderExportQuerySchema } from '../../shared/admin-commerce/order-export.ts';
import { addNoteSchema, orderNoteSchema } from '../../shared/admin-commerce/order-notes.ts';
import { orderListQuerySchema } from '../../shared/admin-commerce/orders.ts';
import { salesDayViewSchema, salesReportQuerySchema } from '../../shared/admin-commerce/sales-report.ts';
import { adminCartViewSchema, cartListQuerySchema } from '../../shared/admin-commerce/store-lists.ts';
import { config } from '../../shared/config.ts';
import { createHttpHandler, type HttpHandlerOptions } from '../../shared/http/handler.ts';
import { defaultOwnerAccess } from '../../shared/http/token-verifiers.ts';
import { modeQuerySchema, type PageRequest } from '../../shared/db/page.ts';
import { defineOperation } from '../../shared/http/types.ts';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency/types.ts';
import { orderResponseSchema, refundAcceptedSchema } from '../../shared/orders/response-schema.ts';
import { cancelOrderSchema, createRefundSchema, updateStatusSchema } from '../../shared/orders/schemas.ts';
import { idParam } from '../../shared/util/fields.ts';
import {
  adminCommerceServices,
  deployedRefunds,
  type AdminCommerceServices,
  type RefundSchedulerOf,
} from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

const storePath = /* @__PURE__ */ lazySchema(() => z.object({ storeId: z.string().min(1) }));
const orderPath = /* @__PURE__ */ lazySchema(() => storePath.unwrap().extend({ orderId: idParam() }));
const READ_ERRORS = ['STORE_NOT_FOUND', 'ACCESS_DENIED', 'INVALID_REQUEST'] as const;

/**
 * A paged list of one store (orders, carts): one Query a page
 * (docs/decisions.md §1.13), the query schema saying which filters it takes.
 */
const storeList = <Q extends z.ZodType<PageRequest>>(
  summary: string,
  item: z.ZodType,
  query: Q,
  list: (storeId: string, query: z.output<Q>) => Promise<{ data: unknown[]; nextCursor: string | null }>,
) =>
  defineOperation({
    summary,
    response: lazySchema(() => z.array(item)),
    errors: [...READ_ERRORS],
    params: storePath,
    query,
    paginated: true,
    handle: async (ctx) => list(ctx.params.storeId, ctx.query),
  });

/**
 * Orders and carts for store owners (owner access tokens; customers: functions/admin-customers,
 * products: functions/admin-catalog). The middleware
 * has verified the token and the caller's role on the path's store (shared/routes.ts `role`),
 * so `ctx.owner` is set. Mode-scoped: `?mode=test|live`, default test.
 */
export const createAdminCommerceHandler = (
  refundScheduler: RefundSchedulerOf = deployedRefunds,
  options: Pick<HttpHandlerOptions<'adminCommerce'>, 'ownerAccess' | 'guard'> = {},
) => {
  const services = (): AdminCommerceServices => adminCommerceServices(config(), refundScheduler);
  return createHttpHandler({
    group: 'adminCommerce',
    ownerAccess: defaultOwnerAccess,
    ...options,
    operations: {
      adminListOrders: storeList(
        'Orders of the store, newest first; filter by status (payload values) or customer; q (order number, or customer email, phone or name prefix) and from/to (placedAt) search',
        orderResponseSchema,
        orderListQuerySchema,
        (storeId, query) => services().orders.list(storeId, query),
      ),
      adminExportOrders: defineOperation({
        summary:
          'Every order matching q, status, from and to as text/csv (no envelope); a part holds at most 5 MB, and x-next-cursor names the next part',
        produces: 'text/csv',
        errors: [...READ_ERRORS],
        params: storePath,
        query: orderExportQuerySchema,
        handle: async ({ params, query, remainingTimeMs }) => {
          const part = await services().export.csv({ storeId: params.storeId, mode: query.mode }, query, {
            cursor: query.cursor,
            ...(remainingTimeMs ? { timeLeftMs: remainingTimeMs } : {}),
          });
          return {
            data: null,
            text: part.csv,
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': `attachment; filename="orders-${query.mode}.csv"`,
              'cache-control': 'no-store',
              ...(part.nextCursor ? { 'x-next-cursor': part.nextCursor } : {}),
            },
          };
        },
      }),
      adminSalesReport: defineOperation({
        summary:
          "Orders, gross sales, refunds and net sales per UTC day from `from` to `to` (inclusive, at most 366 days), or for the last `days` days ending on the store's today",
        response: lazySchema(() => z.array(salesDayViewSchema)),
        errors: [...READ_ERRORS],
        params: storePath,
        query: salesReportQuerySchema,
        handle: async ({ params, query }) => ({
          data: await services().sales.report({ storeId: params.storeId, mode: query.mode }, query),
        }),
      }),
      adminGetOrder: defineOperation({
        summary: 'One order with its status history',
        response: orderResponseSchema,
        errors: [...READ_ERRORS, 'ORDER_NOT_FOUND'],
        params: orderPath,
        query: modeQuerySchema,
        handle: async (ctx) => ({
          data: await services().orders.get(ctx.params.storeId, ctx.query.mode, ctx.params.orderId),
        }),
      }),
      adminUpdateOrderStatus: defineOperation({
        summary:
          'Move an order along the status table (as PUT /api/v1/orders/{orderId}/status); its events always go out; audited',
        response: orderResponseSchema,
        errors: [
          ...READ_ERRORS,
          'ORDER_NOT_FOUND',
          'INVALID_STATUS',
          'INVALID_STATUS_TRANSITION',
          'CONFLICT',
        ],
        params: orderPath,
        query: modeQuerySchema,
        body: updateStatusSchema,
        handle: async ({ owner, params, query, body }) => ({
          data: await services().orders.updateStatus(
            owner!,
            params.storeId,
            query.mode,
            params.orderId,
            body,
          ),
        }),
      }),
      adminCancelOrder: defineOperation({
        summary:
          'Cancel an order, restore its stock and optionally schedule a refund (as PUT /api/v1/orders/{orderId}/cancel); audited',
        response: orderResponseSchema,
        errors: [
          ...READ_ERRORS,
          'ORDER_NOT_FOUND',
          'INVALID_CANCELLATION',
          'INVALID_REFUND_AMOUNT',
          'CONFLICT',
        ],
        params: orderPath,
        query: modeQuerySchema,
        body: cancelOrderSchema,
        handle: async ({ owner, params, query, body }) => ({
          data: await services().orders.cancel(owner!, params.storeId, query.mode, params.orderId, body),
        }),
      }),
      adminCreateRefund: defineOperation({
        summary:
          'Refund part or all of a paid order without cancelling it (as POST /api/v1/orders/{orderId}/refunds); 202, completes asynchronously; honours Idempotency-Key; audited',
        response: refundAcceptedSchema,
        successStatus: 202,
        errors: [
          ...READ_ERRORS,
          'ORDER_NOT_FOUND',
          'INVALID_REFUND_AMOUNT',
          'IDEMPOTENCY_KEY_REUSED',
          'CONFLICT',
        ],
        params: orderPath,
        query: modeQuerySchema,
        body: createRefundSchema,
        handle: async ({ owner, params, query, body, headers }) =>
          // Each owner has their own key space, as secret-key calls have theirs (`api`).
          services().idempotency({
            scope: { storeId: params.storeId, mode: query.mode, principal: `owner#${owner!.ownerId}` },
            key: headers[IDEMPOTENCY_HEADER],
            request: { operation: 'adminCreateRefund', orderId: params.orderId, body },
            run: async (refundId) => ({
              status: 202,
              data: await services().orders.refund(
                owner!,
                params.storeId,
                query.mode,
                params.orderId,
                body,
                refundId,
              ),
            }),
          }),
      }),
      adminListOrderNotes: defineOperation({
        summary:
          "The order's internal notes, oldest first: the store's team sees them, the customer never does",
        response: lazySchema(() => z.array(orderNoteSchema)),
        errors: [...READ_ERRORS, 'ORDER_NOT_FOUND'],
        params: orderPath,
        query: modeQuerySchema,
        handle: async ({ params, query }) => ({
          data: await services().notes.list(params.storeId, query.mode, params.orderId),
        }),
      }),
      adminAddOrderNote: defineOperation({
        summary:
          'Add an internal note to an order (never sent to the customer, not in the order or its events); audited',
        response: orderNoteSchema,
        successStatus: 201,
        errors: [...READ_ERRORS, 'ORDER_NOT_FOUND', 'CONFLICT'],
        params: orderPath,
        query: modeQuerySchema,
        body: addNoteSchema,
        handle: async ({ owner, params, query, body }) => ({
          status: 201,
          data: await services().notes.add(owner!, params.storeId, query.mode, params.orderId, body.body),
        }),
      }),
      adminListCarts: storeList(
        'Open carts in one status (Active by default, or Abandoned), most recently changed first',
        adminCartViewSchema,
        cartListQuerySchema,
        (storeId, query) => services().lists.carts(storeId, query),
      ),
    },
  });
};

export const handler = createAdminCommerceHandler();
