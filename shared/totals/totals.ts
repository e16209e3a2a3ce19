import type { DiscountableLine, DiscountApplication } from '../promotions/types.ts';
import type { TaxAddress, TaxCalculation, TaxCalculator, TaxRequest } from '../tax/ports.ts';
import { currencyExponent, fromMinorUnits } from '../util/money.ts';

/**
 * A cart's or order's totals from its lines, its discount code, its shipping and its tax
 * (docs/decisions.md §12.1). Every figure is decided once per line in minor units and every total
 * is the sum of its lines, so the totals reconcile to the minor unit:
 *   tax-exclusive: totalAmount = subtotal - discountTotal + shippingTotal + taxTotal
 *   tax-inclusive: totalAmount = subtotal - discountTotal + shippingTotal (the tax is inside)
 * The discount is decided first (promotions/evaluate.ts), shipping next on the discounted subtotal
 * (shipping/options.ts), then tax on what each line costs after its discount.
 */
export interface TotalsInput {
  currency: string;
  lines: readonly DiscountableLine[];
  /** The accepted code, decided on these lines; null without one. */
  discount: DiscountApplication | null;
  /** The chosen (or estimated) option's amount, free-over-subtotal already applied. */
  shippingMinor: number;
  pricesIncludeTax: boolean;
  taxShipping: boolean;
  /** The shipping address, or the default country's before one is known; null = default rate. */
  address: TaxAddress | null;
}

export interface LineBreakdown {
  reference: string;
  /** unit price x quantity */
  amountMinor: number;
  discountMinor: number;
  taxMinor: number;
}

export interface Totals {
  lines: LineBreakdown[];
  shipping: { amountMinor: number; taxMinor: number };
  subtotalMinor: number;
  discountTotalMinor: number;
  shippingTotalMinor: number;
  taxTotalMinor: number;
  totalAmountMinor: number;
  pricesIncludeTax: boolean;
  discountCode: string | null;
  /** The tax came from the table because Stripe Tax could not answer. */
  taxEstimated: boolean;
  taxSource: TaxCalculation['source'];
}

const amountOf = (line: DiscountableLine) => line.unitPriceMinor * line.quantity;

/** Each line's discount, matched by reference and never above the line's own amount. */
const lineDiscounts = (input: Pick<TotalsInput, 'lines' | 'discount'>): number[] => {
  const byReference = new Map(input.discount?.lines.map((line) => [line.reference, line.amountMinor]));
  return input.lines.map((line) =>
    Math.min(amountOf(line), Math.max(0, byReference.get(line.reference) ?? 0)),
  );
};

/** The subtotal after discounts: what free-over-subtotal shipping compares with. */
export const discountedSubtotalMinor = (input: Pick<TotalsInput, 'lines' | 'discount'>): number => {
  const discounts = lineDiscounts(input);
  return input.lines.reduce((sum, line, index) => sum + amountOf(line) - discounts[index]!, 0);
};

/** Shipping the cart pays: 0 for an empty cart and with a free-shipping code. */
const shippingAmount = (input: TotalsInput): number =>
  input.lines.length === 0 || input.discount?.freeShipping ? 0 : Math.max(0, input.shippingMinor);

export const taxRequestFor = (input: TotalsInput): TaxRequest => {
  const discounts = lineDiscounts(input);
  return {
    currency: input.currency,
    pricesIncludeTax: input.pricesIncludeTax,
    taxShipping: input.taxShipping,
    address: input.address,
    lines: input.lines.map((line, index) => ({
      reference: line.reference,
      amountMinor: amountOf(line) - discounts[index]!,
      quantity: line.quantity,
    })),
    shippingMinor: shippingAmount(input),
  };
};

export const composeTotals = (input: TotalsInput, tax: TaxCalculation): Totals => {
  const discounts = lineDiscounts(input);
  const taxByReference = new Map(tax.lines.map((line) => [line.reference, line.taxMinor]));
  const lines = input.lines.map((line, index) => {
    const taxMinor = taxByReference.get(line.reference);
    if (taxMinor === undefined) throw new Error(`The tax calculation has no line ${line.reference}`);
    return {
      reference: line.reference,
      amountMinor: amountOf(line),
      discountMinor: discounts[index]!,
      taxMinor,
    };
  });
  const shipping = { amountMinor: shippingAmount(input), taxMinor: tax.shippingTaxMinor };
  const sum = (pick: (line: LineBreakdown) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const subtotalMinor = sum((line) => line.amountMinor);
  const discountTotalMinor = sum((line) => line.discountMinor);
  const taxTotalMinor = sum((line) => line.taxMinor) + shipping.taxMinor;
  const beforeTax = subtotalMinor - discountTotalMinor + shipping.amountMinor;
  return {
    lines,
    shipping,
    subtotalMinor,
    discountTotalMinor,
    shippingTotalMinor: shipping.amountMinor,
    taxTotalMinor,
    totalAmountMinor: input.pricesIncludeTax ? beforeTax : beforeTax + taxTotalMinor,
    pricesIncludeTax: input.pricesIncludeTax,
    discountCode: input.discount?.code ?? null,
    taxEstimated: tax.estimated,
    taxSource: tax.source,
  };
};

/** The totals, asking the store's tax calculator (the table, or Stripe Tax behind its fallback). */
export const calculateTotals = async (input: TotalsInput, calculator: TaxCalculator): Promise<Totals> =>
  composeTotals(input, await calculator.calculate(taxRequestFor(input)));

/** The spec's Totals fields as JSON numbers in the currency. */
export const totalsView = (totals: Totals, currency: string) => {
  const exponent = currencyExponent(currency);
  const money = (minor: number) => fromMinorUnits(minor, exponent);
  return {
    subtotal: money(totals.subtotalMinor),
    shippingTotal: money(totals.shippingTotalMinor),
    taxTotal: money(totals.taxTotalMinor),
    discountTotal: money(totals.discountTotalMinor),
    totalAmount: money(totals.totalAmountMinor),
  };
};

/**
 * The spec's item fields `hasDiscount`, `discountAmount`, `discountPercentage` for a line that may
 * have both a compare-at price and a code's share: what the customer saves on the line against its
 * original total (docs/decisions.md §12.1), the percentage to 2 decimals.
 */
export const lineDiscountFields = (
  line: { unitPriceMinor: number; originalUnitPriceMinor: number; quantity: number },
  codeDiscountMinor: number,
): { hasDiscount: boolean; discountAmountMinor: number | null; discountPercentage: number | null } => {
  const originalTotal = line.originalUnitPriceMinor * line.quantity;
  const saved = (line.originalUnitPriceMinor - line.unitPriceMinor) * line.quantity + codeDiscountMinor;
  if (saved <= 0 || originalTotal <= 0) {
    return { hasDiscount: false, discountAmountMinor: null, discountPercentage: null };
  }
  return {
    hasDiscount: true,
    discountAmountMinor: saved,
    discountPercentage: Math.round((saved * 10_000) / originalTotal) / 100,
  };
};
