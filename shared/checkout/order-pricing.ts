import { ApiError } from '../errors.ts';
import type { Scope } from '../orders/ports.ts';
import type { OrderItem, OrderShippingOption, OrderTax, OrderTotalsMinor } from '../orders/types.ts';
import { totalsSettings } from '../pricing.ts';
import type { DiscountApplication } from '../promotions/types.ts';
import { chooseShippingOption, type ShippingRefusal } from '../shipping/options.ts';
import { checkAddressProvinces } from '../tax/address-provinces.ts';
import type { StoreTaxCalculators } from '../tax/calculators.ts';
import { calculateTotals, discountedSubtotalMinor } from '../totals/totals.ts';
import type { StoredCheckout } from './records.ts';
import type { CompleteCheckoutInput } from './schemas.ts';

/**
 * The order's totals at completion (docs/decisions.md §12.10), from the checkout's lines, code and
 * the store's settings as the checkout snapshotted them, now that the address is known: shipping
 * is the chosen option of the address's zone (free over its threshold after the code), tax comes
 * from the shipping address per line (the table, or Stripe Tax behind its fallback). Refusals
 * come before anything is reserved: no zone -> SHIPPING_NOT_AVAILABLE, a needed option missing ->
 * SHIPPING_OPTION_REQUIRED, an id the zone does not offer -> INVALID_SHIPPING_OPTION.
 */
export interface OrderPricing {
  totals: OrderTotalsMinor;
  tax: OrderTax;
  shippingOption: OrderShippingOption | null;
}

const refusal = (reason: ShippingRefusal, country: string, optionId: string | undefined) => {
  switch (reason) {
    case 'shipping_not_available':
      return new ApiError('SHIPPING_NOT_AVAILABLE', `The store does not ship to ${country}`, [
        { path: 'body.shippingAddress.countryIsoCode', message: `No shipping zone includes ${country}` },
      ]);
    case 'shipping_option_required':
      return new ApiError('SHIPPING_OPTION_REQUIRED', `Choose a shipping option for ${country}`, [
        { path: 'body.shippingOptionId', message: 'Required: one of the shipping-options ids' },
      ]);
    default:
      return new ApiError(
        'INVALID_SHIPPING_OPTION',
        `Shipping option ${optionId} is not offered for ${country}`,
        [{ path: 'body.shippingOptionId', message: 'Not one of the shipping-options ids for this address' }],
      );
  }
};

/** The checkout's code as the checkout decided it: each line's share, exactly as shown. */
const checkoutDiscount = (checkout: StoredCheckout): DiscountApplication | null => {
  const discount = checkout.discount;
  if (!discount) return null;
  const lines = checkout.items.map((line, index) => ({
    reference: line.id,
    amountMinor: discount.linesMinor[index] ?? 0,
  }));
  return {
    code: discount.applied.rule.code,
    type: discount.applied.rule.type,
    lines,
    discountTotalMinor: lines.reduce((sum, line) => sum + line.amountMinor, 0),
    freeShipping: discount.applied.rule.type === 'free_shipping',
  };
};

export const priceOrder = async (
  calculators: StoreTaxCalculators,
  scope: Scope,
  checkout: StoredCheckout,
  input: Pick<CompleteCheckoutInput, 'shippingAddress' | 'shippingOptionId'> &
    Partial<Pick<CompleteCheckoutInput, 'billingAddress'>>,
  items: readonly OrderItem[],
): Promise<OrderPricing> => {
  const settings = totalsSettings(checkout.pricing);
  // Where the store taxes by province, the address must name one (docs/decisions.md §12.12).
  checkAddressProvinces(settings.tax.rates, {
    shippingAddress: input.shippingAddress,
    billingAddress: input.billingAddress,
  });
  const country = input.shippingAddress.countryIsoCode;
  const lines = checkout.items.map((line) => ({
    reference: line.id,
    productId: line.productId,
    category: line.category ?? null,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
  }));
  const base = { currency: checkout.currency, lines, discount: checkoutDiscount(checkout) };
  const chosen = chooseShippingOption(
    settings.shipping,
    country,
    discountedSubtotalMinor(base),
    input.shippingOptionId,
  );
  if (!chosen.ok) throw refusal(chosen.reason, country, input.shippingOptionId);
  const calculator = await calculators(scope, settings.tax);
  const totals = await calculateTotals(
    {
      ...base,
      shippingMinor: chosen.option?.amountMinor ?? 0,
      pricesIncludeTax: settings.tax.pricesIncludeTax,
      taxShipping: settings.tax.taxShipping,
      address: {
        country,
        province: input.shippingAddress.province || null,
        postalCode: input.shippingAddress.postalCode,
        city: input.shippingAddress.city,
        line1: input.shippingAddress.address1,
      },
    },
    calculator,
  );
  const taxOf = new Map(totals.lines.map((line) => [line.reference, line.taxMinor]));
  return {
    totals: {
      subtotalMinor: totals.subtotalMinor,
      shippingTotalMinor: totals.shippingTotalMinor,
      taxTotalMinor: totals.taxTotalMinor,
      discountTotalMinor: totals.discountTotalMinor,
      totalAmountMinor: totals.totalAmountMinor,
    },
    tax: {
      pricesIncludeTax: totals.pricesIncludeTax,
      estimated: totals.taxEstimated,
      source: totals.taxSource,
      lines: items.map((item) => ({ itemId: item.id, amountMinor: taxOf.get(item.id) ?? 0 })),
      shippingMinor: totals.shipping.taxMinor,
    },
    shippingOption: chosen.option
      ? {
          id: chosen.option.id,
          name: chosen.option.name,
          priceMinor: totals.shippingTotalMinor,
          minDeliveryDays: chosen.option.minDeliveryDays,
          maxDeliveryDays: chosen.option.maxDeliveryDays,
        }
      : null,
  };
};
