import { config } from '../../shared/config.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { defineOperation, type OperationContext } from '../../shared/http/types.ts';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency/types.ts';
import {
  cancelOrderSchema,
  createOrderSchema,
  createRefundSchema,
  orderPathSchema,
  updateStatusSchema,
} from '../../shared/orders/schemas.ts';
import { orderResponseSchema, refundAcceptedSchema } from '../../shared/orders/response-schema.ts';
import { orderView } from '../../shared/orders/views.ts';
import { deployedRefunds, orderServices, type RefundSchedulerOf } from './wiring.ts';

// Secret keys only (the route table's `secret` access): the key's store and mode scope every order.
/** Every order operation can miss its order or reach another store's. */
const ORDER_ERRORS = ['ORDER_NOT_FOUND', 'NO_STORE_ACCESS'] as const;
const scopeOf = ({ auth }: Pick<OperationContext, 'auth'>) => ({ storeId: auth.storeId, mode: auth.mode });

/**
 * The orders routes, handing refunds to `refundScheduler` (deployed: EventBridge Scheduler; the
 * local runtime and tests pass theirs). Services are built once per container (./wiring.ts).
 */
export const createOrdersHandler = (refundScheduler: RefundSchedulerOf = deployedRefunds) => {
  const services = () => orderServices(config(), refundScheduler);
  return createHttpHandler({
    group: 'orders',
    operations: {
      createOrder: defineOperation({
        summary: 'Create an order (Pending); takes the stock; honours Idempotency-Key',
        body: createOrderSchema,
        response: orderResponseSchema,
        errors: [
          'CUSTOMER_NOT_FOUND',
          'NO_STORE_ACCESS',
          'PRODUCT_NOT_FOUND',
          'INSUFFICIENT_INVENTORY',
          'IDEMPOTENCY_KEY_REUSED',
          'CONFLICT',
        ],
        handle: async (ctx) =>
          services().idempotency({
            scope: { ...scopeOf(ctx), principal: 'api' },
            key: ctx.headers[IDEMPOTENCY_HEADER],
            request: { operation: 'createOrder', body: ctx.body },
            run: async (orderId) => ({
              status: 201,
              data: orderView(await services().orders.create(scopeOf(ctx), ctx.body, orderId)),
            }),
          }),
      }),
      getOrder: defineOperation({
        summary: 'Get an order',
        params: orderPathSchema,
        response: orderResponseSchema,
        errors: ['ORDER_NOT_FOUND', 'NO_STORE_ACCESS'],
        handle: async (ctx) => ({
          data: orderView(await services().orders.get(scopeOf(ctx), ctx.params.orderId)),
        }),
      }),
      updateOrderStatus: defineOperation({
        summary: 'Move an order along the status table; item-level shipping and delivery with tracking',
        params: orderPathSchema,
        response: orderResponseSchema,
        errors: [...ORDER_ERRORS, 'INVALID_STATUS', 'INVALID_STATUS_TRANSITION', 'CONFLICT'],
        body: updateStatusSchema,
        handle: async (ctx) => ({
          data: orderView(await services().orders.updateStatus(scopeOf(ctx), ctx.params.orderId, ctx.body)),
        }),
      }),
      cancelOrder: defineOperation({
        summary: 'Cancel an order, restore its stock and optionally schedule a refund',
        params: orderPathSchema,
        response: orderResponseSchema,
        errors: [...ORDER_ERRORS, 'INVALID_CANCELLATION', 'INVALID_REFUND_AMOUNT', 'CONFLICT'],
        body: cancelOrderSchema,
        handle: async (ctx) => ({
          data: orderView(await services().orders.cancel(scopeOf(ctx), ctx.params.orderId, ctx.body)),
        }),
      }),
      createRefund: defineOperation({
        summary:
          'Refund part or all of a paid order without cancelling it (202: completes asynchronously); honours Idempotency-Key',
        params: orderPathSchema,
        response: refundAcceptedSchema,
        successStatus: 202,
        errors: [
          ...ORDER_ERRORS,
          'INVALID_REFUND_AMOUNT',
          'INVALID_REQUEST',
          'IDEMPOTENCY_KEY_REUSED',
          'CONFLICT',
        ],
        body: createRefundSchema,
        handle: async (ctx) =>
          services().idempotency({
            scope: { ...scopeOf(ctx), principal: 'api' },
            key: ctx.headers[IDEMPOTENCY_HEADER],
            request: { operation: 'createRefund', orderId: ctx.params.orderId, body: ctx.body },
            run: async (refundId) => ({
              status: 202,
              data: (
                await services().orders.refundOrder(scopeOf(ctx), ctx.params.orderId, ctx.body, refundId)
              ).accepted,
            }),
          }),
      }),
    },
  });
};

export const handler = createOrdersHandler();
