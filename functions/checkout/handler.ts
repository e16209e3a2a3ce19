import { config } from '../../shared/config.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { defaultCustomerTokens } from '../../shared/http/token-verifiers.ts';
import { defineOperation } from '../../shared/http/types.ts';
import { IDEMPOTENCY_HEADER } from '../../shared/idempotency/types.ts';
import {
  checkoutPathSchema,
  checkoutQuoteSchema,
  completeCheckoutSchema,
  quoteCheckoutSchema,
} from '../../shared/checkout/schemas.ts';
import { orderResponseSchema } from '../../shared/orders/response-schema.ts';
import { orderView } from '../../shared/orders/views.ts';
import { checkoutServices } from './wiring.ts';

const services = () => checkoutServices(config());

// Authentication checked the key, the path store and the customer JWT (same store and mode).
export const handler = createHttpHandler({
  group: 'checkout',
  customerTokens: defaultCustomerTokens,
  operations: {
    quoteCheckout: defineOperation({
      summary:
        'Price a started checkout for a shipping address and option, exactly as completion will charge it',
      params: checkoutPathSchema,
      response: checkoutQuoteSchema,
      errors: [
        'NOT_FOUND',
        'CONFLICT',
        'SHIPPING_NOT_AVAILABLE',
        'INVALID_SHIPPING_OPTION',
        'INVALID_DISCOUNT_CODE',
      ],
      body: quoteCheckoutSchema,
      handle: async (ctx) => {
        const call = {
          storeId: ctx.auth.storeId,
          mode: ctx.auth.mode,
          customerId: ctx.customer!.customerId,
          checkoutId: ctx.params.checkoutId,
        };
        return { data: await services().completion.quote(call, ctx.body) };
      },
    }),
    completeCheckout: defineOperation({
      summary: 'Pay for a started checkout and place the order (Confirmed); honours Idempotency-Key',
      params: checkoutPathSchema,
      response: orderResponseSchema,
      successStatus: 201,
      errors: [
        'NOT_FOUND',
        'CONFLICT',
        'PRODUCT_NOT_FOUND',
        'INSUFFICIENT_INVENTORY',
        'PAYMENT_DECLINED',
        'PAYMENT_ACTION_REQUIRED',
        'PAYMENTS_NOT_CONFIGURED',
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'CHECKOUT_ATTEMPT_RELEASED',
        'IDEMPOTENCY_KEY_REUSED',
        'SHIPPING_NOT_AVAILABLE',
        'SHIPPING_OPTION_REQUIRED',
        'INVALID_SHIPPING_OPTION',
        'INVALID_DISCOUNT_CODE',
        'TOTAL_CHANGED',
      ],
      body: completeCheckoutSchema,
      handle: async (ctx) => {
        const customerId = ctx.customer!.customerId;
        const call = {
          storeId: ctx.auth.storeId,
          mode: ctx.auth.mode,
          customerId,
          checkoutId: ctx.params.checkoutId,
        };
        const { completion, idempotency } = services();
        return idempotency({
          // A customer's keys are their own: two shoppers picking the same key never collide.
          scope: { storeId: call.storeId, mode: call.mode, principal: `customer#${customerId}` },
          key: ctx.headers[IDEMPOTENCY_HEADER],
          request: { operation: 'completeCheckout', checkoutId: call.checkoutId, body: ctx.body },
          run: async (orderId) => ({
            status: 201,
            data: orderView(await completion.complete(call, ctx.body, orderId)),
          }),
        });
      },
    }),
  },
});
