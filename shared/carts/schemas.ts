import * as z from 'zod';

/**
 * Documentation only (OpenAPI): the shapes the cart endpoints answer with and the cart events
 * carry. The views in views.ts produce them; test/integration/carts checks the field sets.
 */
const money = z.number();
const timestamp = z.string();

export const cartItemSchema = z.object({
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
});

export const cartSchema = z.object({
  cartId: z.uuid(),
  status: z.enum(['Active', 'Abandoned']),
  customerId: z.uuid(),
  currency: z.string(),
  items: z.array(cartItemSchema),
  itemCount: z.number().int(),
  totalQuantity: z.number().int(),
  subtotal: money,
  estimatedTax: money,
  estimatedShipping: money,
  estimatedTotal: money,
  createdAt: timestamp,
  updatedAt: timestamp,
  checkoutId: z.uuid().optional(),
});

export const totalsSchema = z.object({
  subtotal: money,
  shippingTotal: money,
  taxTotal: money,
  discountTotal: money,
  totalAmount: money,
});

export const checkoutStartedSchema = cartSchema.extend({
  checkoutId: z.uuid(),
  checkoutStartedAt: timestamp,
  totals: totalsSchema,
  customer: z.object({
    customerId: z.uuid(),
    email: z.string().nullable(),
    phone: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
});

export const availabilitySchema = z.object({
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
});
