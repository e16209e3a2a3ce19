import { cartSummary, cartTotals, lineAmounts, type AppliedDiscount, type PricingRules } from '../pricing.ts';
import { lineDiscountFields } from '../totals/totals.ts';
import { fromMinorUnits } from '../util/money.ts';
import type { CartLine, CartRecord } from './types.ts';

/**
 * The spec's cart item (all 17 fields), money as JSON numbers. `codeDiscountMinor` is the line's
 * share of the cart's discount code: the item's discount fields add it to the compare-at saving
 * (docs/decisions.md §12.1).
 */
export const cartItemView = (line: CartLine, rules: PricingRules, codeDiscountMinor = 0) => {
  const money = (minor: number) => fromMinorUnits(minor, rules.exponent);
  const amounts = lineAmounts(line);
  const discount = lineDiscountFields(line, codeDiscountMinor);
  return {
    id: line.id,
    productVariantId: line.productVariantId,
    externalId: line.externalId,
    externalVariantId: line.externalVariantId,
    productTitle: line.productTitle,
    variantTitle: line.variantTitle,
    sku: line.sku,
    quantity: line.quantity,
    originalUnitPrice: money(line.originalUnitPriceMinor),
    unitPrice: money(line.unitPriceMinor),
    originalTotalPrice: money(amounts.originalTotalPriceMinor),
    totalPrice: money(amounts.totalPriceMinor),
    hasDiscount: discount.hasDiscount,
    discountPercentage: discount.discountPercentage,
    discountAmount: discount.discountAmountMinor === null ? null : money(discount.discountAmountMinor),
    addedAt: line.addedAt,
    updatedAt: line.updatedAt,
  };
};

/** The cart's code as of its last change (docs/decisions.md §12.7). */
const codeOf = (cart: Pick<CartRecord, 'discount' | 'updatedAt'>) => ({
  applied: cart.discount,
  at: cart.updatedAt,
});

/**
 * What every cart endpoint answers (docs/decisions.md §3.10): the cart with its summary fields at
 * the same level, its discount code (null without one, or when it takes nothing off these lines)
 * and `discountTotal`.
 */
export const cartView = (cart: CartRecord, rules: PricingRules) => {
  const { cartId, status, ...summary } = cartSummary(cart, rules);
  const totals = cartTotals(cart.items, rules, codeOf(cart));
  return {
    cartId,
    status,
    customerId: cart.customerId,
    currency: rules.currency,
    items: cart.items.map((line, index) => cartItemView(line, rules, totals.lineDiscountsMinor[index])),
    ...summary,
    discountTotal: fromMinorUnits(totals.discountTotalMinor, rules.exponent),
    discountCode: cart.discount ? cart.discount.rule.code : null,
    ...(cart.checkoutId ? { checkoutId: cart.checkoutId } : {}),
  };
};

/** The spec's Totals object (checkout and orders): totalAmount = subtotal − discountTotal + shipping + tax. */
export const totalsView = (
  lines: readonly CartLine[],
  rules: PricingRules,
  discount?: { applied: AppliedDiscount | null | undefined; at: string },
) => {
  const totals = cartTotals(lines, rules, discount);
  const money = (minor: number) => fromMinorUnits(minor, rules.exponent);
  return {
    subtotal: money(totals.subtotalMinor),
    shippingTotal: money(totals.estimatedShippingMinor),
    taxTotal: money(totals.estimatedTaxMinor),
    discountTotal: money(totals.discountTotalMinor),
    totalAmount: money(totals.estimatedTotalMinor),
  };
};
/** ISO 8601 duration of a non-negative span, e.g. `PT1H5M30S`, `P2DT3H`, `PT0S`. */
export const isoDuration = (ms: number): string => {
  let seconds = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(seconds / 86_400);
  seconds -= days * 86_400;
  const hours = Math.floor(seconds / 3600);
  seconds -= hours * 3600;
  const minutes = Math.floor(seconds / 60);
  seconds -= minutes * 60;
  const time = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${seconds ? `${seconds}S` : ''}`;
  if (!days && !time) return 'PT0S';
  return `P${days ? `${days}D` : ''}${time ? `T${time}` : ''}`;
};
