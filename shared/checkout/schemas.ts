import * as z from 'zod';
import { named } from '../schema/named.ts';
import { addressSchema, deliveryInstructionsSchema, EXAMPLE_ADDRESS } from '../customers/address.ts';
import { totalsSchema } from '../orders/response-schema.ts';
import { idParam, textField } from '../util/fields.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * Checkout completion's request (docs/decisions.md §4.9): the path and the body (strict, like
 * every request body, so a misspelt field never silently does nothing). The address and delivery fields are the order's
 * (shared/customers/address.ts): completion places an order.
 */
const text = (max: number) => textField({ min: 1, max });

const shippingOptionIdField = (description: string) =>
  z.string().min(1).max(64).optional().meta({ description });

export const completeCheckoutSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CompleteCheckoutRequest',
    z.strictObject({
      paymentToken: text(255).meta({
        description:
          'Payment token from the payment provider. Test mode: tok_visa, tok_mastercard, tok_amex (succeed), tok_chargeDeclined, tok_chargeDeclinedInsufficientFunds (declined)',
        examples: [
          'tok_visa',
          'tok_mastercard',
          'tok_amex',
          'tok_chargeDeclined',
          'tok_chargeDeclinedInsufficientFunds',
        ],
      }),
      shippingAddress: addressSchema,
      billingAddress: addressSchema,
      deliveryInstructions: deliveryInstructionsSchema,
      shippingOptionId: shippingOptionIdField(
        "The chosen option's id from GET .../cart/store/{storeId}/shipping-options or the quote; required when the address's zone has options (stores with zones)",
      ),
      expectedTotalAmount: z
        .number()
        .nonnegative()
        .optional()
        .meta({
          description:
            "The total the shopper was shown (the quote's totals.totalAmount). When the order's total differs, to the cent, nothing is charged and the answer is 409 TOTAL_CHANGED with the new totals",
          examples: [54.12],
        }),
    }),
    {
      description: 'Pays for the started checkout and places the order',
      examples: [
        {
          paymentToken: 'tok_visa',
          shippingAddress: EXAMPLE_ADDRESS,
          billingAddress: EXAMPLE_ADDRESS,
          deliveryInstructions: 'Leave at the front door',
          shippingOptionId: 'standard',
          expectedTotalAmount: 54.12,
        },
      ],
    },
  ),
);
export type CompleteCheckoutInput = z.output<typeof completeCheckoutSchema>;

/** Path ids are checked by completion: a malformed id is simply not found (404), never 400. */
export const checkoutPathSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ storeId: idParam(), checkoutId: idParam() }),
);

/** The quote's request: where the order would go and how (docs/decisions.md §12.12). */
export const quoteCheckoutSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'QuoteCheckoutRequest',
    z.strictObject({
      shippingAddress: addressSchema,
      shippingOptionId: shippingOptionIdField(
        "One of the address's shipping options; absent: the cheapest (named in the answer)",
      ),
    }),
    {
      description:
        'Prices the started checkout for an address and shipping option, as completion will charge it',
      examples: [{ shippingAddress: EXAMPLE_ADDRESS, shippingOptionId: 'standard' }],
    },
  ),
);
export type QuoteCheckoutInput = z.output<typeof quoteCheckoutSchema>;

/** Documentation only: the quote's answer (quote.ts builds it). */
export const checkoutQuoteSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CheckoutQuote',
    z.object({
      checkoutId: z.string(),
      currency: z.string(),
      shippingOptionId: z.string().nullable().meta({
        description:
          'The option priced (the cheapest when none was named); null: the zone ships without options',
      }),
      shippingOption: z
        .object({
          id: z.string(),
          name: z.string(),
          price: z.number().meta({ description: 'What this checkout pays for it (totals.shippingTotal)' }),
          minDeliveryDays: z.number().int().nullable(),
          maxDeliveryDays: z.number().int().nullable(),
        })
        .nullable(),
      discountCode: z.string().nullable(),
      pricesIncludeTax: z.boolean(),
      taxEstimated: z
        .boolean()
        .meta({ description: "Stripe Tax could not answer and the store's rate table priced the tax" }),
      totals: totalsSchema,
      items: z.array(
        z.object({
          id: z.string(),
          productVariantId: z.string(),
          productTitle: z.string(),
          variantTitle: z.string(),
          quantity: z.number().int(),
          unitPrice: z.number(),
          totalPrice: z.number().meta({ description: 'unitPrice x quantity' }),
          discountAmount: z.number().meta({ description: "The line's share of the discount code" }),
          taxAmount: z.number().meta({ description: "The line's tax, on its amount after its discount" }),
        }),
      ),
    }),
  ),
);
