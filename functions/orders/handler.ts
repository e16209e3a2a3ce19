import { createHttpHandler } from '../../shared/http/handler.ts';
import { defineOperation, type OperationContext } from '../../shared/http/types.ts';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency/types.ts';
import { defaultOrderServices } from '../../shared/orders/default-services.ts';
import {
  cancelOrderSchema,
  createOrderSchema,
  orderPathSchema,
  updateStatusSchema,
} from '../../shared/orders/schemas.ts';
import { orderResponseSchema } from '../../shared/orders/response-schema.ts';
import { orderView } from '../../shared/orders/views.ts';

// Secret keys only (the route table's `secret` access): the key's store and mode scope every order.
const scopeOf = ({ auth }: Pick<OperationContext, 'auth'>) => ({ storeId: auth.storeId, mode: auth.mode });
const services = defaultOrderServices;

export const handler = createHttpHandler({
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
      errors: [
        'ORDER_NOT_FOUND',
        'NO_STORE_ACCESS',
        'INVALID_STATUS',
        'INVALID_STATUS_TRANSITION',
        'CONFLICT',
      ],
      body: updateStatusSchema,
      handle: async (ctx) => ({
        data: orderView(await services().orders.updateStatus(scopeOf(ctx), ctx.params.orderId, ctx.body)),
      }),
    }),
    cancelOrder: defineOperation({
      summary: 'Cancel an order, restore its stock and optionally schedule a refund',
      params: orderPathSchema,
      response: orderResponseSchema,
      errors: [
        'ORDER_NOT_FOUND',
        'NO_STORE_ACCESS',
        'INVALID_CANCELLATION',
        'INVALID_REFUND_AMOUNT',
        'CONFLICT',
      ],
      body: cancelOrderSchema,
      handle: async (ctx) => ({
        data: orderView(await services().orders.cancel(scopeOf(ctx), ctx.params.orderId, ctx.body)),
      }),
    }),
  },
});
