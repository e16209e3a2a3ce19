import { evaluateDiscount } from './promotions/evaluate.ts';
import type { DiscountRule } from './promotions/types.ts';
import {
  estimatedShippingMinor,
  shippingOptionsFor,
  shippingRules,
  zoneForCountry,
  type PricedShippingOption,
  type ShippingRules,
} from './shipping/options.ts';
import {
  EVERY_COUNTRY,
  FLAT_RATE_OPTION_ID,
  isZonedShipping,
  shippingSettingsOf,
} from './shipping/settings.ts';
import type { CheckoutSettings } from './stores/types.ts';
import type { TaxAddress } from './tax/ports.ts';
import { calculateTableTax } from './tax/table-calculator.ts';
import { taxSettingsFromFlatRate, taxSettingsOf, type TaxSettings } from './tax/settings.ts';
import { composeTotals, discountedSubtotalMinor, taxRequestFor, type TotalsInput } from './totals/totals.ts';
import {
  RATE_SCALE,
  currencyExponent,
  fromMinorUnits,
  rateToPpm,
  toMinorUnitsRounded,
} from './util/money.ts';

/**
 * Cart arithmetic, all in integer minor units. Every figure a response or event shows is
 * derived here from the lines, so totals equal the sum of their lines by construction. Carts,
 * checkout and orders all price with it, so it belongs to none of them (docs/decisions.md §10.7).
 */

/** The store's pricing rules in minor units; a snapshot travels with each cart (the sweep has no store at hand). */
export interface PricingRules {
  currency: string;
  exponent: number;
  taxRatePpm: number;
  flatShippingMinor: number;
  /** Subtotal at or above which shipping is free; null = never free. */
  freeShippingThresholdMinor: number | null;
  /**
   * Tax by region and shipping zones (docs/decisions.md §12.8), the old flat settings mapped when
   * the store has only those. Absent on carts written before they existed: the flat fields above
   * are mapped then.
   */
  tax?: TaxSettings;
  shipping?: ShippingRules;
  defaultCountry?: string | null;
}

export const pricingRules = (settings: CheckoutSettings): PricingRules => {
  const exponent = currencyExponent(settings.currency);
  const shipping = shippingSettingsOf(settings.shipping);
  // A zoned store has no flat rate: its flat fields stay at none (zones price its shipping).
  const { flatRate, freeShippingThreshold: threshold } = isZonedShipping(shipping)
    ? { flatRate: 0, freeShippingThreshold: null }
    : shipping;
  return {
    currency: settings.currency,
    exponent,
    taxRatePpm: rateToPpm(settings.tax?.defaultRate ?? settings.taxRate),
    flatShippingMinor: toMinorUnitsRounded(flatRate, exponent),
    freeShippingThresholdMinor: threshold === null ? null : toMinorUnitsRounded(threshold, exponent),
    tax: taxSettingsOf(settings),
    shipping: shippingRules(shipping, settings.currency),
    defaultCountry: settings.defaultCountry ?? null,
  };
};

export interface PricedQuantity {
  quantity: number;
  unitPriceMinor: number;
  /** The variant's compareAtPrice when it is above the price, else the price. */
  originalUnitPriceMinor: number;
}

export interface LineAmounts {
  totalPriceMinor: number;
  originalTotalPriceMinor: number;
  hasDiscount: boolean;
  /** Line total saved against the original price; null without a discount. */
  discountAmountMinor: number | null;
  /** Percent off the original unit price, 2 decimals; null without a discount. */
  discountPercentage: number | null;
}

/** A compare-at price only counts as an original price when it is above the selling price. */
export const originalUnitPrice = (
  priceMinor: number,
  compareAtPriceMinor: number | null | undefined,
): number =>
  compareAtPriceMinor !== null && compareAtPriceMinor !== undefined && compareAtPriceMinor > priceMinor
    ? compareAtPriceMinor
    : priceMinor;

export const lineAmounts = (line: PricedQuantity): LineAmounts => {
  const totalPriceMinor = line.unitPriceMinor * line.quantity;
  const originalTotalPriceMinor = line.originalUnitPriceMinor * line.quantity;
  const hasDiscount = line.originalUnitPriceMinor > line.unitPriceMinor;
  return {
    totalPriceMinor,
    originalTotalPriceMinor,
    hasDiscount,
    discountAmountMinor: hasDiscount ? originalTotalPriceMinor - totalPriceMinor : null,
    discountPercentage: hasDiscount
      ? Math.round(
          ((line.originalUnitPriceMinor - line.unitPriceMinor) * 10_000) / line.originalUnitPriceMinor,
        ) / 100
      : null,
  };
};

export interface CartTotals {
  itemCount: number;
  totalQuantity: number;
  subtotalMinor: number;
  /** The discount code's amount (docs/decisions.md §12.7); compare-at savings are in the unit prices. */
  discountTotalMinor: number;
  estimatedTaxMinor: number;
  estimatedShippingMinor: number;
  /** subtotal − discount + shipping (+ tax when prices exclude it). */
  estimatedTotalMinor: number;
  /** Each line's share of the code's discount, in the lines' order (0 without a code). */
  lineDiscountsMinor: number[];
  /** The applied code when it applies to these lines, else null. */
  discountCode: string | null;
}

/**
 * A discount code as a cart or checkout holds it: the code's id and its rule as read when the
 * customer applied it (or the cart last changed), and the instant its dates are checked at.
 */
export interface AppliedDiscount {
  discountId: string;
  rule: DiscountRule;
}

/** A line as the totals see it: the id and product (a code's coverage) when known. */
export type TotalsLine = PricedQuantity & { id?: string; productId?: string; category?: string | null };

/**
 * The store's settings in the shapes the totals take (docs/decisions.md §12.7, §12.8): its tax
 * table and shipping zones as the cart was priced with them. A cart written before stores could
 * configure them has only the flat fields: the flat tax rate becomes the default rate of a table,
 * the flat shipping one zone for every country. Until an address is known, the cart is taxed and
 * shipped as for the store's default country.
 */
export const totalsSettings = (
  rules: PricingRules,
): {
  tax: TaxSettings;
  shipping: ShippingRules;
  address: TaxAddress | null;
  defaultCountry: string | null;
} => {
  const defaultCountry = rules.defaultCountry ?? null;
  return {
    tax: rules.tax ?? { ...taxSettingsFromFlatRate(rules.taxRatePpm / RATE_SCALE), rates: [] },
    shipping: rules.shipping ?? flatShippingRules(rules),
    address: defaultCountry ? { country: defaultCountry } : null,
    defaultCountry,
  };
};

/**
 * The rules a cart stores (docs/decisions.md §11.8): only what its totals read before an address is
 * known, the default country's tax rates (no province) and the one shipping zone that serves it,
 * picked as `totalsSettings` and `zoneForCountry` pick them, so the totals are those of the full
 * rules. The stored cart prices its summaries (the sweep's cart.abandoned, the admin list) with
 * them; a checkout takes the store's full rules, since an address picks among all of them.
 */
export const cartPricingRules = (rules: PricingRules): PricingRules => {
  const { tax, shipping, defaultCountry } = totalsSettings(rules);
  const country = defaultCountry?.trim().toUpperCase();
  const zone = zoneForCountry(shipping, defaultCountry ?? EVERY_COUNTRY);
  return {
    ...rules,
    tax: {
      ...tax,
      rates: country
        ? tax.rates.filter((r) => !r.province && r.country.trim().toUpperCase() === country)
        : [],
    },
    shipping: { ...shipping, zones: zone ? [zone] : [] },
  };
};

const flatShippingRules = (rules: PricingRules): ShippingRules => ({
  optionRequired: false,
  zones: [
    {
      name: 'Everywhere',
      countries: [EVERY_COUNTRY],
      options: [
        {
          id: FLAT_RATE_OPTION_ID,
          name: 'Standard shipping',
          priceMinor: rules.flatShippingMinor,
          freeOverSubtotalMinor: rules.freeShippingThresholdMinor,
          minDeliveryDays: null,
          maxDeliveryDays: null,
        },
      ],
    },
  ],
});

/**
 * The cart's totals through shared/totals (docs/decisions.md §12.1, §12.7): the code decided on
 * the lines at `discount.at` (a code that no longer applies takes nothing off), shipping on the
 * discounted subtotal, tax from the store's rate table per line.
 */
/**
 * The lines as the totals take them and the code decided on them at `discount.at` (a code that
 * no longer applies takes nothing off): the first step of every total (docs/decisions.md §12.1).
 */
export const discountedLines = (
  lines: readonly TotalsLine[],
  discount?: { applied: AppliedDiscount | null | undefined; at: string } | null,
): Pick<TotalsInput, 'lines' | 'discount'> => {
  const discountable = lines.map((line, index) => ({
    reference: line.id ?? String(index),
    productId: line.productId ?? '',
    category: line.category ?? null,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
  }));
  const decision = discount?.applied
    ? evaluateDiscount(discount.applied.rule, discountable, {
        now: discount.at,
        usage: { timesUsed: 0, timesUsedByCustomer: 0 },
      })
    : null;
  return { lines: discountable, discount: decision?.ok ? decision.application : null };
};

export const cartTotals = (
  lines: readonly TotalsLine[],
  rules: PricingRules,
  discount?: { applied: AppliedDiscount | null | undefined; at: string } | null,
  /** Where the goods go, when known (POST /orders): its rate and its zone's cheapest option. */
  shipTo?: TaxAddress,
): CartTotals => {
  const defaults = totalsSettings(rules);
  const settings = shipTo ? { ...defaults, address: shipTo, defaultCountry: shipTo.country } : defaults;
  const base = { currency: rules.currency, ...discountedLines(lines, discount) };
  const input: TotalsInput = {
    ...base,
    shippingMinor: estimatedShippingMinor(
      settings.shipping,
      settings.defaultCountry,
      discountedSubtotalMinor(base),
      lines.length,
    ),
    pricesIncludeTax: settings.tax.pricesIncludeTax,
    taxShipping: settings.tax.taxShipping,
    address: settings.address,
  };
  const totals = composeTotals(input, calculateTableTax(settings.tax, taxRequestFor(input)));
  return {
    itemCount: lines.length,
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotalMinor: totals.subtotalMinor,
    discountTotalMinor: totals.discountTotalMinor,
    estimatedTaxMinor: totals.taxTotalMinor,
    estimatedShippingMinor: totals.shippingTotalMinor,
    estimatedTotalMinor: totals.totalAmountMinor,
    lineDiscountsMinor: totals.lines.map((line) => line.discountMinor),
    discountCode: totals.discountCode,
  };
};

/**
 * The options a cart can ship with to a country (docs/decisions.md §12.9), cheapest first, each
 * with what this cart pays for it: free over its `freeOverSubtotal` (the subtotal after the
 * code), and 0 with a free-shipping code. A country in no zone: `shipping_not_available`.
 */
export const cartShippingOptions = (
  lines: readonly TotalsLine[],
  rules: PricingRules,
  discount: { applied: AppliedDiscount | null | undefined; at: string } | null,
  country: string,
):
  | { ok: true; zone: string; options: PricedShippingOption[] }
  | { ok: false; reason: 'shipping_not_available' } => {
  const settings = totalsSettings(rules);
  const base = discountedLines(lines, discount);
  const offered = shippingOptionsFor(settings.shipping, country, discountedSubtotalMinor(base));
  if (!offered.ok || !base.discount?.freeShipping) return offered;
  return { ...offered, options: offered.options.map((option) => ({ ...option, amountMinor: 0 })) };
};

/** What a cart summary is made of; carts' records and checkout's view of the cart both have it. */
export interface SummarizedCart<Status extends string> {
  cartId: string;
  items: readonly PricedQuantity[];
  createdAt: string;
  updatedAt: string;
  status: Status;
  /** The discount code the cart holds, decided as of the cart's last change. */
  discount?: AppliedDiscount | null;
}

/** The spec's cart summary (cart events, and cart.recovered when paying recovers a cart). */
export const cartSummary = <Status extends string>(
  cart: SummarizedCart<Status>,
  rules: PricingRules,
  status: Status = cart.status,
) => {
  const totals = cartTotals(cart.items, rules, { applied: cart.discount, at: cart.updatedAt });
  const money = (minor: number) => fromMinorUnits(minor, rules.exponent);
  return {
    cartId: cart.cartId,
    itemCount: totals.itemCount,
    totalQuantity: totals.totalQuantity,
    subtotal: money(totals.subtotalMinor),
    estimatedTax: money(totals.estimatedTaxMinor),
    estimatedShipping: money(totals.estimatedShippingMinor),
    estimatedTotal: money(totals.estimatedTotalMinor),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    status,
  };
};
