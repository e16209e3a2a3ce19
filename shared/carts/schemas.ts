import * as z from 'zod';
import { customerContactSchema } from '../customers/schemas.ts';
import { named } from '../schema/named.ts';
import { totalsSchema } from '../orders/response-schema.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * Documentation only (OpenAPI): the shapes the cart endpoints answer with and the cart events
 * carry. The views in views.ts produce them; test/integration/carts checks the field sets.
 */
const money = z.number();
const timestamp = z.string();

export const cartItemSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CartItem',
    z.object({
      id: z.uuid(),
      productVariantId: z.uuid(),
      externalId: z.string(),
      externalVariantId: z.string(),
      productTitle: z.string(),
      variantTitle: z.string(),
      sku: z.string().nullable(),
      quantity: z.number().int(),
      originalUnitPrice: money,
      unitPrice: money,
      originalTotalPrice: money,
      totalPrice: money,
      hasDiscount: z.boolean(),
      discountPercentage: z.number().nullable(),
      discountAmount: money.nullable(),
      addedAt: timestamp,
      updatedAt: timestamp.nullable(),
    }),
  ),
);

export const cartStatusSchema = /* @__PURE__ */ lazySchema(() =>
  named('CartStatus', z.enum(['Active', 'Abandoned'])),
);

export const cartSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'Cart',
    z.object({
      cartId: z.uuid(),
      status: cartStatusSchema,
      customerId: z.uuid(),
      currency: z.string(),
      items: z.array(cartItemSchema),
      itemCount: z.number().int(),
      totalQuantity: z.number().int(),
      subtotal: money,
      estimatedTax: money,
      estimatedShipping: money,
      estimatedTotal: money,
      discountTotal: money.meta({ description: "The discount code's amount; estimatedTotal is after it" }),
      discountCode: z
        .string()
        .nullable()
        .meta({ description: 'The code the cart holds (as the store spells it); null without one' }),
      createdAt: timestamp,
      updatedAt: timestamp,
      checkoutId: z.uuid().optional(),
    }),
  ),
);

/** The cart events' `cartSummary` (views.ts cartSummary). */
export const cartSummarySchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CartSummary',
    z.object({
      cartId: z.uuid(),
      itemCount: z.number().int(),
      totalQuantity: z.number().int(),
      subtotal: money,
      estimatedTax: money,
      estimatedShipping: money,
      estimatedTotal: money,
      createdAt: timestamp,
      updatedAt: timestamp,
      status: cartStatusSchema,
    }),
  ),
);

export const checkoutStartedSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CheckoutStarted',
    cartSchema.unwrap().extend({
      checkoutId: z.uuid(),
      checkoutStartedAt: timestamp,
      totals: totalsSchema,
      customer: customerContactSchema,
    }),
  ),
);

export const availabilitySchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'Availability',
    z.object({
      items: z.array(
        z.object({
          productVariantId: z.string(),
          quantity: z.number().int(),
          available: z.boolean(),
          /** null: inventory not tracked (no limit). */
          availableQuantity: z.number().int().nullable(),
        }),
      ),
      allAvailable: z.boolean(),
    }),
  ),
);
