import * as z from 'zod';
import { named } from '../schema/named.ts';
import { addressSchema, deliveryInstructionsSchema, EXAMPLE_ADDRESS } from '../orders/address.ts';
import { idParam, textField } from '../util/fields.ts';

/**
 * Checkout completion's request (docs/decisions.md §4.9): the path and the body (strict, like
 * every request body, so a misspelt field never silently does nothing). The address and delivery fields are the order's
 * (shared/orders/address.ts): completion places an order.
 */
const text = (max: number) => textField({ min: 1, max });

export const completeCheckoutSchema = named(
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
    shippingOptionId: z.string().min(1).max(64).optional().meta({
      description:
        "The chosen option's id from GET .../cart/store/{storeId}/shipping-options; required when the address's zone has options (stores with zones)",
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
      },
    ],
  },
);
export type CompleteCheckoutInput = z.output<typeof completeCheckoutSchema>;

/** Path ids are checked by completion: a malformed id is simply not found (404), never 400. */
export const checkoutPathSchema = z.object({ storeId: idParam(), checkoutId: idParam() });
