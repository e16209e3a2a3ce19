import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { defineOperation, type OperationContext } from '../../shared/http/types.ts';
import { dynamoIdempotencyStore } from '../../shared/idempotency/dynamo-idempotency.ts';
import { createIdempotencyRunner } from '../../shared/idempotency/run.ts';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency/types.ts';
import { dynamoOrderRepository } from '../../shared/orders/dynamo-order-repository.ts';
import { counterSerializer } from '../../shared/orders/placement.ts';
import { scheduleRefund } from '../../shared/orders/refund-scheduling.ts';
import {
  cancelOrderSchema,
  createOrderSchema,
  orderPathSchema,
  updateStatusSchema,
} from '../../shared/orders/schemas.ts';
import { orderResponseSchema } from '../../shared/orders/response-schema.ts';
import { createOrderService } from '../../shared/orders/service.ts';
import { orderView } from '../../shared/orders/views.ts';
import { systemClock } from '../../shared/util/time.ts';

// Secret keys only (the route table's `secret` access): the key's store and mode scope every order.
const scopeOf = ({ auth }: Pick<OperationContext, 'auth'>) => ({ storeId: auth.storeId, mode: auth.mode });

/** The composition root: adapters on the process's document client and table (cheap to build per call). */
const services = () => {
  const db = documentClient();
  const { tableName, refundDelaySeconds } = config();
  return {
    orders: createOrderService({
      orders: dynamoOrderRepository(db, tableName),
      refundDelaySeconds,
      serializer: counterSerializer,
      scheduleRefund,
    }),
    idempotency: createIdempotencyRunner(dynamoIdempotencyStore(db, tableName), systemClock),
  };
};

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
