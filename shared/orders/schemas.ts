import * as z from 'zod';
import { idParam, textField, uuidField } from '../util/fields.ts';

/**
 * Request bodies of the order endpoints and checkout completion (DECISIONS 4). Unknown
 * fields are refused (strict objects) so a misspelt field never silently does nothing.
 */
const text = (max: number) => textField({ min: 1, max });
const optionalText = (max: number) => textField({ max }).nullish();

/** Spec Address: every field a string; only `company` is nullable, absent optional strings read "". */
export const addressSchema = z
  .strictObject({
    firstName: text(100),
    lastName: text(100),
    company: optionalText(200),
    address1: text(300),
    address2: optionalText(300),
    city: text(100),
    province: optionalText(100),
    country: text(100),
    countryIsoCode: z.string().regex(/^[A-Za-z]{2}$/, 'Two-letter ISO 3166-1 code, e.g. US'),
    postalCode: text(20),
    phone: optionalText(30),
  })
  .transform((address) => ({
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company || null,
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    province: address.province ?? '',
    country: address.country,
    countryIsoCode: address.countryIsoCode.toUpperCase(),
    postalCode: address.postalCode,
    phone: address.phone ?? '',
  }));
export type Address = z.output<typeof addressSchema>;

export const MAX_ORDER_LINES = 90;
export const MAX_LINE_QUANTITY = 9999;

const deliveryInstructionsSchema = textField({ max: 1000, multiline: true }).nullish();

/** POST /api/v1/orders: the payment happened elsewhere; the method is recorded as given. */
export const createOrderSchema = z.strictObject({
  customerId: uuidField(),
  items: z
    .array(
      z.strictObject({
        productVariantId: uuidField(),
        quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
      }),
    )
    .min(1)
    .max(MAX_ORDER_LINES),
  shippingAddress: addressSchema,
  billingAddress: addressSchema,
  paymentMethod: z.strictObject({
    method: text(50),
    display: optionalText(100),
    last4: z
      .string()
      .regex(/^\d{4}$/, 'Four digits')
      .nullish(),
    brand: optionalText(50),
  }),
  deliveryInstructions: deliveryInstructionsSchema,
  checkoutId: uuidField().nullish(),
});
export type CreateOrderInput = z.output<typeof createOrderSchema>;

/** `status` is checked by the service so an unknown value is 400 INVALID_STATUS, not INVALID_REQUEST. */
export const updateStatusSchema = z.strictObject({
  status: z.string(),
  trackingNumber: text(100).nullish(),
  carrier: text(100).nullish(),
  trackingUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullish(),
  notes: textField({ max: 1000, multiline: true }).nullish(),
  itemIds: z.array(uuidField()).min(1).max(MAX_ORDER_LINES).nullish(),
});
export type UpdateStatusInput = z.output<typeof updateStatusSchema>;

/**
 * `refundAmount` is checked by the service (INVALID_REFUND_AMOUNT covers 0, negative, above
 * the total, too many decimals, and a non-number). The body itself is optional.
 */
export const cancelOrderSchema = z
  .strictObject({
    refundAmount: z.unknown().optional(),
    reason: textField({ max: 500, multiline: true }).nullish(),
  })
  .optional()
  .transform((body) => body ?? {});
export type CancelOrderInput = z.output<typeof cancelOrderSchema>;

export const completeCheckoutSchema = z.strictObject({
  paymentToken: text(255),
  shippingAddress: addressSchema,
  billingAddress: addressSchema,
  deliveryInstructions: deliveryInstructionsSchema,
});
export type CompleteCheckoutInput = z.output<typeof completeCheckoutSchema>;

/** Path ids are checked by the services: a malformed id is simply not found (404), never 400. */
export const orderPathSchema = z.object({ orderId: idParam() });
export const checkoutPathSchema = z.object({ storeId: idParam(), checkoutId: idParam() });
