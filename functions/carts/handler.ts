import * as z from 'zod';
import type { CartCall } from '../../shared/carts/service.ts';
import { cartReadKeys } from '../../shared/carts/dynamo-cart-repository.ts';
import { availabilitySchema, cartSchema, checkoutStartedSchema } from '../../shared/carts/schemas.ts';
import { shippingOptionsQuerySchema, shippingOptionsSchema } from '../../shared/carts/shipping-options.ts';
import { applyDiscountSchema } from '../../shared/promotions/schemas.ts';
import { MAX_AVAILABILITY_ITEMS, newQuantitySchema, quantitySchema } from '../../shared/carts/limits.ts';
import { config } from '../../shared/config.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { defaultCustomerTokens } from '../../shared/http/token-verifiers.ts';
import { defineOperation, type OperationContext, type PrefetchRequest } from '../../shared/http/types.ts';
import { idParam } from '../../shared/util/fields.ts';
import type { PrefetchedItems } from '../../shared/db/batch.ts';
import { cartServices } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

const services = () => cartServices(config());
/** `prefetched`: what the route's prefetch read with the API key. */
const carts = (prefetched?: PrefetchedItems) => services().cart(prefetched);

/** The API key loaded the path's store; the customer JWT (checked by the stack) names the customer. */
const call = (ctx: OperationContext<unknown, unknown, unknown>): CartCall => ({
  store: ctx.auth.store!,
  mode: ctx.auth.mode,
  customerId: ctx.customer!.customerId,
});

const variantId = z.string().min(1).max(100).pipe(idParam());

/**
 * The cart (and the variant an add names) read in the API key's BatchGet: the JWT names the
 * customer without a read, the body the variant. A cart add is then the key's read, the
 * rate-limit write beside it and the cart's transaction (docs/decisions.md §11.8).
 */
const cartPrefetch =
  (variantOf?: (body: unknown) => string | undefined) =>
  ({ customer, body }: PrefetchRequest) => {
    const id = variantOf?.(body);
    return cartReadKeys(customer, id ? { variantIds: [id] } : {});
  };
const addedVariant = (body: unknown) =>
  variantId.safeParse((body as { productVariantId?: unknown } | undefined)?.productVariantId).data;
const itemPath = /* @__PURE__ */ lazySchema(() => z.object({ storeId: idParam(), itemId: idParam() }));

/** The customer's cart (publishable or secret key + customer JWT) and availability (no JWT). */
export const handler = createHttpHandler({
  group: 'carts',
  customerTokens: defaultCustomerTokens,
  operations: {
    getCart: defineOperation({
      summary: "The customer's open cart (created on first call)",
      response: cartSchema,
      errors: ['CONFLICT'],
      prefetch: cartPrefetch(),
      handle: async (ctx) => ({ data: await carts(ctx.auth.prefetched).getCart(call(ctx)) }),
    }),
    addCartItem: defineOperation({
      summary: 'Add a variant, or raise the quantity of its line',
      response: cartSchema,
      errors: ['PRODUCT_NOT_FOUND', 'INSUFFICIENT_INVENTORY', 'CONFLICT'],
      body: lazySchema(() => z.strictObject({ productVariantId: variantId, quantity: quantitySchema })),
      prefetch: cartPrefetch(addedVariant),
      handle: async (ctx) => ({ data: await carts(ctx.auth.prefetched).addItem(call(ctx), ctx.body) }),
    }),
    updateCartItem: defineOperation({
      summary: "Set a line's quantity (0 removes it)",
      response: cartSchema,
      errors: ['CART_ITEM_NOT_FOUND', 'PRODUCT_NOT_FOUND', 'INSUFFICIENT_INVENTORY', 'CONFLICT'],
      params: itemPath,
      body: lazySchema(() => z.strictObject({ quantity: newQuantitySchema })),
      prefetch: cartPrefetch(),
      handle: async (ctx) => ({
        data: await carts(ctx.auth.prefetched).updateItem(
          call(ctx),
          ctx.params.itemId ?? '',
          ctx.body.quantity,
        ),
      }),
    }),
    removeCartItem: defineOperation({
      summary: 'Remove a line',
      response: cartSchema,
      errors: ['CART_ITEM_NOT_FOUND', 'CONFLICT'],
      params: itemPath,
      prefetch: cartPrefetch(),
      handle: async (ctx) => ({
        data: await carts(ctx.auth.prefetched).removeItem(call(ctx), ctx.params.itemId ?? ''),
      }),
    }),
    clearCart: defineOperation({
      summary: 'Remove every line',
      response: cartSchema,
      errors: ['CONFLICT'],
      prefetch: cartPrefetch(),
      handle: async (ctx) => ({ data: await carts(ctx.auth.prefetched).clear(call(ctx)) }),
    }),
    applyDiscountCode: defineOperation({
      summary:
        'Apply a discount code to the cart (case-insensitive; replaces the code it held). A refused code is 400 INVALID_DISCOUNT_CODE with `reason`',
      response: cartSchema,
      errors: ['INVALID_DISCOUNT_CODE', 'CONFLICT'],
      body: applyDiscountSchema,
      handle: async (ctx) => ({ data: await carts().applyDiscount(call(ctx), ctx.body.code) }),
    }),
    removeDiscountCode: defineOperation({
      summary: 'Remove the discount code from the cart',
      response: cartSchema,
      errors: ['CONFLICT'],
      handle: async (ctx) => ({ data: await carts().removeDiscount(call(ctx)) }),
    }),
    startCheckout: defineOperation({
      summary: 'Re-price the cart, check stock and start a checkout',
      response: checkoutStartedSchema,
      errors: [
        'CART_EMPTY',
        'PRODUCT_NOT_FOUND',
        'INSUFFICIENT_INVENTORY',
        'CUSTOMER_NOT_FOUND',
        'INVALID_DISCOUNT_CODE',
        'CONFLICT',
      ],
      handle: async (ctx) => ({ data: await carts().startCheckout(call(ctx)) }),
    }),
    getShippingOptions: defineOperation({
      summary:
        "The shipping options for a country (and province), priced for the customer's cart; a country the store does not ship to is 400 SHIPPING_NOT_AVAILABLE",
      response: shippingOptionsSchema,
      errors: ['SHIPPING_NOT_AVAILABLE'],
      query: shippingOptionsQuerySchema,
      handle: async (ctx) => ({
        data: await services().shippingOptions(call(ctx), ctx.query),
      }),
    }),
    checkAvailability: defineOperation({
      summary: 'Can these quantities be bought now? (no JWT)',
      response: availabilitySchema,
      body: lazySchema(() =>
        z.strictObject({
          items: z
            .array(z.strictObject({ productVariantId: variantId, quantity: quantitySchema }))
            .min(1)
            .max(MAX_AVAILABILITY_ITEMS),
        }),
      ),
      handle: async ({ auth, body }) => ({
        data: await carts().availability({ store: auth.store!, mode: auth.mode }, body.items),
      }),
    }),
  },
});
