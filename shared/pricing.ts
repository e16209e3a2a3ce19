import type { CheckoutSettings } from './stores/types.ts';
import {
  applyRatePpm,
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
}

export const pricingRules = (settings: CheckoutSettings): PricingRules => {
  const exponent = currencyExponent(settings.currency);
  return {
    currency: settings.currency,
    exponent,
    taxRatePpm: rateToPpm(settings.taxRate),
    flatShippingMinor: toMinorUnitsRounded(settings.shipping.flatRate, exponent),
    freeShippingThresholdMinor:
      settings.shipping.freeShippingThreshold === null
        ? null
        : toMinorUnitsRounded(settings.shipping.freeShippingThreshold, exponent),
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
  /** Savings against compare-at prices; already reflected in the subtotal. */
  discountTotalMinor: number;
  estimatedTaxMinor: number;
  estimatedShippingMinor: number;
  estimatedTotalMinor: number;
}

/** Shipping is free for an empty cart and at or above the threshold; tax is on the subtotal only. */
export const cartTotals = (lines: readonly PricedQuantity[], rules: PricingRules): CartTotals => {
  let totalQuantity = 0;
  let subtotalMinor = 0;
  let discountTotalMinor = 0;
  for (const line of lines) {
    const amounts = lineAmounts(line);
    totalQuantity += line.quantity;
    subtotalMinor += amounts.totalPriceMinor;
    discountTotalMinor += amounts.discountAmountMinor ?? 0;
  }
  const estimatedTaxMinor = applyRatePpm(subtotalMinor, rules.taxRatePpm);
  const freeShipping =
    lines.length === 0 ||
    (rules.freeShippingThresholdMinor !== null && subtotalMinor >= rules.freeShippingThresholdMinor);
  const estimatedShippingMinor = freeShipping ? 0 : rules.flatShippingMinor;
  return {
    itemCount: lines.length,
    totalQuantity,
    subtotalMinor,
    discountTotalMinor,
    estimatedTaxMinor,
    estimatedShippingMinor,
    estimatedTotalMinor: subtotalMinor + estimatedTaxMinor + estimatedShippingMinor,
  };
};

/** What a cart summary is made of; carts' records and checkout's view of the cart both have it. */
export interface SummarizedCart<Status extends string> {
  cartId: string;
  items: readonly PricedQuantity[];
  createdAt: string;
  updatedAt: string;
  status: Status;
}

/** The spec's cart summary (cart events, and cart.recovered when paying recovers a cart). */
export const cartSummary = <Status extends string>(
  cart: SummarizedCart<Status>,
  rules: PricingRules,
  status: Status = cart.status,
) => {
  const totals = cartTotals(cart.items, rules);
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
