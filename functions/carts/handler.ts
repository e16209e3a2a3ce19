import * as z from 'zod';
import { createCartService, type CartCall } from '../../shared/carts/service.ts';
import { dynamoCartRepository } from '../../shared/carts/repository.ts';
import { MAX_AVAILABILITY_ITEMS, newQuantitySchema, quantitySchema } from '../../shared/carts/types.ts';
import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/client.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { defineOperation, type OperationContext } from '../../shared/http/types.ts';

const carts = () =>
  createCartService({
    carts: dynamoCartRepository(documentClient(), config().tableName),
    abandonAfterSeconds: config().cartAbandonAfterSeconds,
  });

/** The API key loaded the path's store; the customer JWT (checked by the stack) names the customer. */
const call = (ctx: OperationContext<unknown, unknown, unknown>): CartCall => ({
  store: ctx.auth.store!,
  mode: ctx.auth.mode,
  customerId: ctx.customer!.customerId,
});

const variantId = z.string().min(1).max(100);

/** The customer's cart (publishable or secret key + customer JWT) and availability (no JWT). */
export const handler = createHttpHandler({
  group: 'carts',
  operations: {
    getCart: defineOperation({ handle: async (ctx) => ({ data: await carts().getCart(call(ctx)) }) }),
    addCartItem: defineOperation({
      body: z.strictObject({ productVariantId: variantId, quantity: quantitySchema }),
      handle: async (ctx) => ({ data: await carts().addItem(call(ctx), ctx.body) }),
    }),
    updateCartItem: defineOperation({
      body: z.strictObject({ quantity: newQuantitySchema }),
      handle: async (ctx) => ({
        data: await carts().updateItem(call(ctx), ctx.params.itemId ?? '', ctx.body.quantity),
      }),
    }),
    removeCartItem: defineOperation({
      handle: async (ctx) => ({ data: await carts().removeItem(call(ctx), ctx.params.itemId ?? '') }),
    }),
    clearCart: defineOperation({ handle: async (ctx) => ({ data: await carts().clear(call(ctx)) }) }),
    startCheckout: defineOperation({ handle: async (ctx) => ({ data: await carts().startCheckout(call(ctx)) }) }),
    checkAvailability: defineOperation({
      body: z.strictObject({
        items: z
          .array(z.strictObject({ productVariantId: variantId, quantity: quantitySchema }))
          .min(1)
          .max(MAX_AVAILABILITY_ITEMS),
      }),
      handle: async ({ auth, body }) => ({
        data: await carts().availability({ store: auth.store!, mode: auth.mode }, body.items),
      }),
    }),
  },
});
