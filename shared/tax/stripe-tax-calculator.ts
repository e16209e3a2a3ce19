import type Stripe from 'stripe';
import type { TaxCalculation, TaxCalculator, TaxRequest } from './ports.ts';

/**
 * The Stripe Tax adapter of the tax port: one Tax Calculation (`POST /v1/tax/calculations`)
 * through the official client the composition root builds (shared/payments/stripe-client.ts).
 * Stripe decides rates from the shipping address and the account's registrations; our lines are
 * sent after their discounts, each with its line id as `reference`, and shipping as
 * `shipping_cost` only when the store taxes shipping. Any failure is thrown: `withTableFallback`
 * turns it into the table's estimate (docs/decisions.md §12.3).
 */
export class TaxAddressRequiredError extends Error {
  constructor() {
    super('Stripe Tax needs an address to calculate tax');
    this.name = 'TaxAddressRequiredError';
  }
}

export class IncompleteTaxCalculationError extends Error {
  constructor(reference: string) {
    super(`Stripe Tax answered no line for ${reference}`);
    this.name = 'IncompleteTaxCalculationError';
  }
}

const emptyOrValue = (value: string | null | undefined) => (value ? value : undefined);

const calculationParams = (request: TaxRequest): Stripe.Tax.CalculationCreateParams => {
  const behavior = request.pricesIncludeTax ? 'inclusive' : 'exclusive';
  const address = request.address!;
  return {
    currency: request.currency.toLowerCase(),
    // Stripe refuses a line of 0; such a line carries no tax anyway.
    line_items: request.lines
      .filter((line) => line.amountMinor > 0)
      .map((line) => ({
        amount: line.amountMinor,
        quantity: line.quantity,
        reference: line.reference,
        tax_behavior: behavior,
      })),
    customer_details: {
      address: {
        country: address.country.toUpperCase(),
        state: emptyOrValue(address.province),
        postal_code: emptyOrValue(address.postalCode),
        city: emptyOrValue(address.city),
        line1: emptyOrValue(address.line1),
      },
      address_source: 'shipping',
    },
    ...(request.taxShipping && request.shippingMinor > 0
      ? { shipping_cost: { amount: request.shippingMinor, tax_behavior: behavior } }
      : {}),
    expand: ['line_items'],
  };
};

/** The calculation's lines: the expanded first page, and the rest when Stripe says there is more. */
const lineItems = async (
  stripe: Stripe,
  calculation: Stripe.Tax.Calculation,
): Promise<Stripe.Tax.CalculationLineItem[]> => {
  const expanded = calculation.line_items;
  if (expanded && !expanded.has_more) return expanded.data;
  if (!calculation.id) return expanded?.data ?? [];
  return stripe.tax.calculations
    .listLineItems(calculation.id, { limit: 100 })
    .autoPagingToArray({ limit: 1000 });
};

export const stripeTaxCalculator = (stripe: Stripe): TaxCalculator => ({
  async calculate(request): Promise<TaxCalculation> {
    const taxedLines = request.lines.filter((line) => line.amountMinor > 0);
    const taxedShipping = request.taxShipping && request.shippingMinor > 0;
    if (taxedLines.length === 0 && !taxedShipping) {
      return {
        lines: request.lines.map((line) => ({ reference: line.reference, taxMinor: 0 })),
        shippingTaxMinor: 0,
        estimated: false,
        source: 'stripe_tax',
      };
    }
    if (!request.address) throw new TaxAddressRequiredError();
    if (taxedLines.length === 0) {
      // Stripe needs a line item of more than 0: a cart discounted to nothing whose shipping is
      // taxed falls back to the table.
      throw new IncompleteTaxCalculationError('shipping without lines');
    }
    const calculation = await stripe.tax.calculations.create(calculationParams(request));
    const taxByReference = new Map(
      (await lineItems(stripe, calculation)).map((item) => [item.reference, item.amount_tax]),
    );
    return {
      lines: request.lines.map((line) => {
        if (line.amountMinor <= 0) return { reference: line.reference, taxMinor: 0 };
        const taxMinor = taxByReference.get(line.reference);
        if (taxMinor === undefined) throw new IncompleteTaxCalculationError(line.reference);
        return { reference: line.reference, taxMinor };
      }),
      shippingTaxMinor: taxedShipping ? (calculation.shipping_cost?.amount_tax ?? 0) : 0,
      estimated: false,
      source: 'stripe_tax',
    };
  },
});
