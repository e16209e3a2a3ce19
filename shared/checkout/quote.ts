import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import type { Scope } from '../orders/ports.ts';
import type { OrderTotalsMinor } from '../orders/types.ts';
import { isUuid } from '../util/ids.ts';
import { currencyExponent, fromMinorUnits, toMinorUnits } from '../util/money.ts';
import { epochSeconds } from '../util/time.ts';
import type { CompletionContext } from './completion-context.ts';
import { cartChanged, checkoutExpired, checkoutNotFound, superseded } from './outcome.ts';
import { priceCheckout, type CheckoutPrice } from './pricing.ts';
import type { StoredCheckout } from './records.ts';
import type { QuoteCheckoutInput } from './schemas.ts';

/**
 * The checkout quote (docs/decisions.md §12.12): POST .../checkout/store/{storeId}/{checkoutId}/quote
 * prices the checkout for an address and a shipping option with the function completion
 * charges with (pricing.ts), so the total a storefront shows is the total completion takes;
 * completion's `expectedTotalAmount` refuses any other (409 TOTAL_CHANGED, `totalChanged`).
 */
export interface QuoteCall {
  storeId: string;
  mode: Mode;
  customerId: string;
  checkoutId: string;
}

/** The spec's Totals object (JSON numbers in the currency). */
export const totalsMoney = (totals: OrderTotalsMinor, currency: string) => {
  const exponent = currencyExponent(currency);
  const money = (minor: number) => fromMinorUnits(minor, exponent);
  return {
    subtotal: money(totals.subtotalMinor),
    discountTotal: money(totals.discountTotalMinor),
    shippingTotal: money(totals.shippingTotalMinor),
    taxTotal: money(totals.taxTotalMinor),
    totalAmount: money(totals.totalAmountMinor),
  };
};

export const quoteView = (checkout: StoredCheckout, price: CheckoutPrice) => {
  const exponent = currencyExponent(checkout.currency);
  const money = (minor: number) => fromMinorUnits(minor, exponent);
  const byLine = new Map(price.lines.map((line) => [line.reference, line]));
  const option = price.shippingOption;
  return {
    checkoutId: checkout.checkoutId,
    currency: checkout.currency,
    shippingOptionId: option?.id ?? null,
    shippingOption: option
      ? {
          id: option.id,
          name: option.name,
          price: money(option.priceMinor),
          minDeliveryDays: option.minDeliveryDays,
          maxDeliveryDays: option.maxDeliveryDays,
        }
      : null,
    discountCode: price.discount?.code ?? null,
    pricesIncludeTax: price.tax.pricesIncludeTax,
    taxEstimated: price.tax.estimated,
    totals: totalsMoney(price.totals, checkout.currency),
    items: checkout.items.map((line) => {
      const priced = byLine.get(line.id)!;
      return {
        id: line.id,
        productVariantId: line.productVariantId,
        productTitle: line.productTitle,
        variantTitle: line.variantTitle,
        quantity: line.quantity,
        unitPrice: money(line.unitPriceMinor),
        totalPrice: money(priced.amountMinor),
        discountAmount: money(priced.discountMinor),
        taxAmount: money(priced.taxMinor),
      };
    }),
  };
};
export type CheckoutQuote = ReturnType<typeof quoteView>;

/**
 * Completion was told a total the order would not charge: 409 TOTAL_CHANGED with the totals it
 * would charge beside `errorCode`, before anything is reserved or charged.
 */
export const totalChanged = (expected: number, totals: OrderTotalsMinor, currency: string): ApiError => {
  const now = totalsMoney(totals, currency);
  return new ApiError(
    'TOTAL_CHANGED',
    `The total is now ${now.totalAmount} ${currency}, not ${expected}: confirm the new total to pay`,
    [{ path: 'body.expectedTotalAmount', message: `The order's total is ${now.totalAmount}` }],
    undefined,
    undefined,
    { totals: now },
  );
};

/** Whether `expected` (a JSON number) is exactly the total in minor units; more decimals than the currency has never are. */
export const isExpectedTotal = (expected: number, totalMinor: number, currency: string): boolean =>
  toMinorUnits(expected, currencyExponent(currency)) === totalMinor;

/**
 * A checkout that can still be paid: the customer's own (another's is not found), not expired,
 * not completed or replaced, and still the one its cart holds.
 */
const payableCheckout = async (context: CompletionContext, scope: Scope, call: QuoteCall) => {
  if (!isUuid(call.checkoutId)) throw checkoutNotFound();
  const now = (await context.storeClock(scope)).now();
  const reads = await context.checkouts.read(scope, call.checkoutId, call.customerId);
  const checkout = reads.checkout;
  if (!checkout || checkout.customerId !== call.customerId) throw checkoutNotFound();
  if (checkout.expiresAt !== undefined && checkout.expiresAt < epochSeconds(now)) throw checkoutNotFound();
  if (checkout.completionStatus === 'Completed') {
    throw new ApiError('CONFLICT', 'This checkout has already been completed');
  }
  if (checkout.completionStatus === 'Superseded') throw superseded();
  if (Date.parse(checkout.createdAt) + context.expiryMs <= now.getTime()) throw checkoutExpired();
  if (reads.cart?.checkoutId !== checkout.checkoutId) throw cartChanged();
  return { checkout, now };
};

export const quoteCheckout = async (
  context: CompletionContext,
  call: QuoteCall,
  input: QuoteCheckoutInput,
): Promise<CheckoutQuote> => {
  const scope: Scope = { storeId: call.storeId, mode: call.mode };
  const { checkout, now } = await payableCheckout(context, scope, call);
  const price = await priceCheckout(context, scope, checkout, {
    shippingAddress: input.shippingAddress,
    shippingOptionId: input.shippingOptionId,
    unnamedOption: 'cheapest',
    customerId: call.customerId,
    now,
  });
  return quoteView(checkout, price);
};
