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
import { orderView } from '../../shared/orders/views.ts';

// Secret keys only (the route table's `secret` access): the key's store and mode scope every order.
const scopeOf = ({ auth }: Pick<OperationContext, 'auth'>) => ({ storeId: auth.storeId, mode: auth.mode });
const services = defaultOrderServices;

export const handler = createHttpHandler({
  group: 'orders',
  operations: {
    createOrder: defineOperation({
      body: createOrderSchema,
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
      params: orderPathSchema,
      handle: async (ctx) => ({
        data: orderView(await services().orders.get(scopeOf(ctx), ctx.params.orderId)),
      }),
    }),
    updateOrderStatus: defineOperation({
      params: orderPathSchema,
      body: updateStatusSchema,
      handle: async (ctx) => ({
        data: orderView(await services().orders.updateStatus(scopeOf(ctx), ctx.params.orderId, ctx.body)),
      }),
    }),
    cancelOrder: defineOperation({
      params: orderPathSchema,
      body: cancelOrderSchema,
      handle: async (ctx) => ({
        data: orderView(await services().orders.cancel(scopeOf(ctx), ctx.params.orderId, ctx.body)),
      }),
    }),
  },
});
