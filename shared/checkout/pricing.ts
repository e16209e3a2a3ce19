import { ApiError } from '../errors.ts';
import type { Address } from '../customers/address.ts';
import type { Scope } from '../orders/ports.ts';
import type { OrderDiscount, OrderShippingOption, OrderTax, OrderTotalsMinor } from '../orders/types.ts';
import { totalsSettings } from '../pricing.ts';
import { evaluateDiscount } from '../promotions/evaluate.ts';
import type { DiscountRecord } from '../promotions/ports.ts';
import { discountRefused } from '../promotions/service.ts';
import { discountRule, type DiscountableLine, type DiscountApplication } from '../promotions/types.ts';
import { chooseShippingOption, type ShippingRefusal } from '../shipping/options.ts';
import type { StoreTaxCalculators } from './tax-calculators.ts';
import { checkAddressProvinces } from '../tax/address-provinces.ts';
import { calculateTotals, discountedSubtotalMinor, type LineBreakdown } from '../totals/totals.ts';
import type { CheckoutDiscountReads } from './ports.ts';
import type { StoredCheckout } from './records.ts';

/**
 * The one price of a checkout for an address and a shipping option (docs/decisions.md §12.10,
 * §12.12): the quote answers it and completion charges it, so the amount a shopper is shown is
 * the amount charged. From the checkout's lines and the settings it snapshotted:
 *
 * 1. the discount code, read again as the store holds it now and decided on the lines now
 *    (enabled, window, usage limits, applicability): refused -> 400 INVALID_DISCOUNT_CODE with
 *    its reason;
 * 2. shipping: the address's zone and the chosen option, free over its threshold after the code
 *    (no zone -> SHIPPING_NOT_AVAILABLE, an id the zone does not offer -> INVALID_SHIPPING_OPTION;
 *    none named: the cheapest for a quote, SHIPPING_OPTION_REQUIRED at completion with zones);
 * 3. tax per line on what the line costs after its discount, for the address (the table, or
 *    Stripe Tax behind its fallback).
 */
export interface CheckoutPricingDeps {
  taxCalculators: StoreTaxCalculators;
  discounts: CheckoutDiscountReads;
}

export interface CheckoutPriceRequest {
  shippingAddress: Pick<Address, 'countryIsoCode' | 'province' | 'postalCode' | 'city' | 'address1'>;
  shippingOptionId?: string | null | undefined;
  /** Checked like the shipping address where the store taxes by province (completion has one). */
  billingAddress?: Pick<Address, 'countryIsoCode' | 'province'> | null | undefined;
  /**
   * No option named while the zone has some: `cheapest` takes the cheapest (a quote names it in
   * its answer); `store-rule` refuses with SHIPPING_OPTION_REQUIRED where the store has zones (a
   * completion pays for an option the shopper chose).
   */
  unnamedOption: 'cheapest' | 'store-rule';
  customerId: string;
  /** When the code is decided (its window). */
  now: Date;
}

export interface CheckoutPrice {
  totals: OrderTotalsMinor;
  /** Per checkout line, in its order (`reference` is the line id): amount, discount, tax. */
  lines: LineBreakdown[];
  tax: OrderTax;
  shippingOption: OrderShippingOption | null;
  /** The code as it priced these lines, as the order keeps it; null without one. */
  discount: OrderDiscount | null;
}

const refusal = (reason: ShippingRefusal, country: string, optionId: string | null | undefined) => {
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

/** The checkout's code decided again on its lines now, as the store holds it: the record and what it takes off. */
const decideCode = async (
  discounts: CheckoutDiscountReads,
  scope: Scope,
  checkout: StoredCheckout,
  lines: readonly DiscountableLine[],
  request: Pick<CheckoutPriceRequest, 'customerId' | 'now'>,
): Promise<{ record: DiscountRecord; application: DiscountApplication } | null> => {
  const held = checkout.discount?.applied;
  if (!held) return null;
  const [record, usesByCustomer] = await Promise.all([
    discounts.get(scope, held.discountId),
    discounts.usesByCustomer(scope, held.discountId, request.customerId),
  ]);
  const decision = evaluateDiscount(record ? discountRule(record, checkout.currency) : null, lines, {
    now: request.now.toISOString(),
    usage: { timesUsed: record?.timesUsed ?? 0, timesUsedByCustomer: usesByCustomer },
  });
  if (!decision.ok) throw discountRefused(decision.reason);
  return { record: record!, application: decision.application };
};

const discountableLines = (checkout: StoredCheckout): DiscountableLine[] =>
  checkout.items.map((line) => ({
    reference: line.id,
    productId: line.productId,
    category: line.category ?? null,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
  }));

/**
 * The checkout's code decided again as the store holds it now, alone (no shipping or tax): throws
 * its refusal (`usage_limit_reached`, `disabled`...) when it no longer applies. Completion asks
 * this when the code's use could not be taken, so a lost race for a code's last use is refused at
 * once instead of priced again in a loop.
 */
export const recheckCheckoutCode = async (
  deps: Pick<CheckoutPricingDeps, 'discounts'>,
  scope: Scope,
  checkout: StoredCheckout,
  request: Pick<CheckoutPriceRequest, 'customerId' | 'now'>,
): Promise<void> => {
  await decideCode(deps.discounts, scope, checkout, discountableLines(checkout), request);
};

export const priceCheckout = async (
  deps: CheckoutPricingDeps,
  scope: Scope,
  checkout: StoredCheckout,
  request: CheckoutPriceRequest,
): Promise<CheckoutPrice> => {
  const settings = totalsSettings(checkout.pricing);
  // Where the store taxes by province, the address must name one (docs/decisions.md §12.13).
  checkAddressProvinces(settings.tax.rates, {
    shippingAddress: request.shippingAddress,
    billingAddress: request.billingAddress,
  });
  const address = request.shippingAddress;
  const country = address.countryIsoCode;
  const lines = discountableLines(checkout);
  const code = await decideCode(deps.discounts, scope, checkout, lines, request);
  const base = { currency: checkout.currency, lines, discount: code?.application ?? null };
  const shippingRules =
    request.unnamedOption === 'cheapest'
      ? { ...settings.shipping, optionRequired: false }
      : settings.shipping;
  const chosen = chooseShippingOption(
    shippingRules,
    country,
    discountedSubtotalMinor(base),
    request.shippingOptionId,
  );
  if (!chosen.ok) throw refusal(chosen.reason, country, request.shippingOptionId);
  const calculator = await deps.taxCalculators(scope, settings.tax);
  const totals = await calculateTotals(
    {
      ...base,
      shippingMinor: chosen.option?.amountMinor ?? 0,
      pricesIncludeTax: settings.tax.pricesIncludeTax,
      taxShipping: settings.tax.taxShipping,
      address: {
        country,
        province: address.province || null,
        postalCode: address.postalCode,
        city: address.city,
        line1: address.address1,
      },
    },
    calculator,
  );
  return {
    totals: {
      subtotalMinor: totals.subtotalMinor,
      shippingTotalMinor: totals.shippingTotalMinor,
      taxTotalMinor: totals.taxTotalMinor,
      discountTotalMinor: totals.discountTotalMinor,
      totalAmountMinor: totals.totalAmountMinor,
    },
    lines: totals.lines,
    tax: {
      pricesIncludeTax: totals.pricesIncludeTax,
      estimated: totals.taxEstimated,
      source: totals.taxSource,
      lines: totals.lines.map((line) => ({ itemId: line.reference, amountMinor: line.taxMinor })),
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
    discount: code
      ? {
          discountId: code.record.discountId,
          code: code.application.code,
          amountMinor: totals.discountTotalMinor,
          lines: totals.lines.map((line) => ({ itemId: line.reference, amountMinor: line.discountMinor })),
          usageLimit: code.record.usageLimit ?? null,
          usageLimitPerCustomer: code.record.usageLimitPerCustomer ?? null,
          revision: code.record.revision,
        }
      : null,
  };
};
