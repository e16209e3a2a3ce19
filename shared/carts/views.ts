import { cartSummary, cartTotals, lineAmounts, type PricingRules } from '../pricing.ts';
import { fromMinorUnits } from '../util/money.ts';
import type { CartLine, CartRecord } from './types.ts';

/** The spec's cart item (all 17 fields), money as JSON numbers. */
export const cartItemView = (line: CartLine, rules: PricingRules) => {
  const money = (minor: number) => fromMinorUnits(minor, rules.exponent);
  const amounts = lineAmounts(line);
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
    hasDiscount: amounts.hasDiscount,
    discountPercentage: amounts.discountPercentage,
    discountAmount: amounts.discountAmountMinor === null ? null : money(amounts.discountAmountMinor),
    addedAt: line.addedAt,
    updatedAt: line.updatedAt,
  };
};

export type CartItemView = ReturnType<typeof cartItemView>;

/** What every cart endpoint answers (docs/decisions.md §3.10): the cart with its summary fields at the same level. */
export const cartView = (cart: CartRecord, rules: PricingRules) => {
  const { cartId, status, ...summary } = cartSummary(cart, rules);
  return {
    cartId,
    status,
    customerId: cart.customerId,
    currency: rules.currency,
    items: cart.items.map((line) => cartItemView(line, rules)),
    ...summary,
    ...(cart.checkoutId ? { checkoutId: cart.checkoutId } : {}),
  };
};

/** The spec's Totals object (checkout and orders); discountTotal is already inside the subtotal. */
export const totalsView = (lines: readonly CartLine[], rules: PricingRules) => {
  const totals = cartTotals(lines, rules);
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
