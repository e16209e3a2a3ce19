import * as z from 'zod';
import { named } from '../schema/named.ts';
import { idParam, textField, uuidField } from '../util/fields.ts';
import { addressSchema, deliveryInstructionsSchema, EXAMPLE_ADDRESS } from '../customers/address.ts';
import { STATUS_TARGETS } from './status-table.ts';
import { MAX_STOCK_LINES } from './stock.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * Request bodies of the order endpoints (docs/decisions.md §4.5; checkout completion's are in
 * shared/checkout/schemas.ts). Unknown fields are refused (strict objects) so a misspelt field
 * never silently does nothing.
 */
const text = (max: number) => textField({ min: 1, max });
const optionalText = (max: number) => textField({ max }).nullish();

/** Per line a stock update and its event in the order's transaction (docs/decisions.md §4.13). */
export const MAX_ORDER_LINES = MAX_STOCK_LINES;
export const MAX_LINE_QUANTITY = 9999;

/** POST /api/v1/orders: the payment happened elsewhere; the method is recorded as given. */
export const createOrderSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CreateOrderRequest',
    z.strictObject({
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
    }),
    {
      description: 'An order paid elsewhere (POS, marketplace): the payment method is recorded as given',
      examples: [
        {
          customerId: '6f1c1d2e-4b7a-4c41-9a53-0d9b1c6a2f10',
          items: [{ productVariantId: '0b7e6c1a-3f7d-4f0e-9d55-5a1c2b3d4e5f', quantity: 2 }],
          shippingAddress: EXAMPLE_ADDRESS,
          billingAddress: EXAMPLE_ADDRESS,
          paymentMethod: { method: 'card', display: 'Visa ending in 4242', last4: '4242', brand: 'visa' },
        },
      ],
    },
  ),
);
export type CreateOrderInput = z.output<typeof createOrderSchema>;

/**
 * `status` is checked by the service so that an unknown value, a missing one or one that is not a
 * string is 400 INVALID_STATUS, not INVALID_REQUEST (docs/decisions.md §4.1); a body that is not an
 * object stays INVALID_REQUEST.
 */
export const updateStatusSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'UpdateOrderStatusRequest',
    z.strictObject({
      // Validated by the service (INVALID_STATUS); documented as the values it accepts, and required.
      status: z
        .unknown()
        .optional()
        .meta({
          type: 'string',
          enum: [...STATUS_TARGETS],
          description:
            'The status to move to, in lower case (the transition table decides which are allowed)',
        }),
      trackingNumber: text(100).nullish(),
      carrier: text(100).nullish(),
      trackingUrl: z
        .url({ protocol: /^https?$/ })
        .max(2048)
        .nullish(),
      notes: textField({ max: 1000, multiline: true }).nullish(),
      itemIds: z.array(uuidField()).min(1).max(MAX_ORDER_LINES).nullish(),
    }),
    {
      description: 'A status update; `itemIds` ships or delivers only those items (partially_*)',
      required: ['status'],
      examples: [{ status: 'shipped', trackingNumber: '1Z999AA10123456784', carrier: 'UPS' }],
    },
  ),
);
export type UpdateStatusInput = z.output<typeof updateStatusSchema>;

/**
 * `refundAmount` is checked by the service (INVALID_REFUND_AMOUNT covers 0, negative, above
 * the total, too many decimals, and a non-number). The body itself is optional.
 */
export const cancelOrderSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CancelOrderRequest',
    z.strictObject({
      refundAmount: z.unknown().optional().meta({
        type: 'number',
        exclusiveMinimum: 0,
        description:
          'Amount to refund in the order currency (at most the order total, at most its decimal places); absent: no refund',
      }),
      reason: textField({ max: 500, multiline: true }).nullish(),
    }),
    {
      description: 'Optional body: cancel with or without a (partial) refund',
      examples: [{ refundAmount: 10.5, reason: 'Customer changed their mind' }],
    },
  )
    .optional()
    .transform((body) => body ?? {}),
);
export type CancelOrderInput = z.output<typeof cancelOrderSchema>;

/** Path ids are checked by the services: a malformed id is simply not found (404), never 400. */
export const orderPathSchema = /* @__PURE__ */ lazySchema(() => z.object({ orderId: idParam() }));

/**
 * POST .../orders/{orderId}/refunds (docs/decisions.md §4.16). `amount` is checked by the
 * service (INVALID_REFUND_AMOUNT covers absent, 0, negative, too many decimals, a non-number and
 * more than is left to refund); `restock` puts units of the order's items back in stock.
 */
export const createRefundSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CreateRefundRequest',
    z.strictObject({
      amount: z.unknown().optional().meta({
        type: 'number',
        exclusiveMinimum: 0,
        description:
          "Amount to refund in the order currency: at most what is left of the paid total, at most the currency's decimal places",
      }),
      reason: textField({ max: 500, multiline: true }).nullish(),
      restock: z
        .array(
          z.strictObject({
            itemId: uuidField(),
            quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
          }),
        )
        .max(MAX_ORDER_LINES)
        .nullish(),
    }),
    {
      description: 'A refund without cancelling, optionally putting returned units back in stock',
      examples: [
        {
          amount: 5,
          reason: 'Damaged item',
          restock: [{ itemId: '0b7e6c1a-3f7d-4f0e-9d55-5a1c2b3d4e5f', quantity: 1 }],
        },
      ],
    },
  ),
);
export type CreateRefundInput = z.output<typeof createRefundSchema>;
