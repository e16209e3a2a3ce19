/**
 * Tax as the rest of the service asks for it (docs/decisions.md §12.3): amounts in minor units,
 * one result per line. The built-in rate table (table-calculator.ts) and Stripe Tax
 * (stripe-tax-calculator.ts) answer the same question; `withTableFallback` puts the table behind
 * Stripe Tax for when it is down.
 */
export interface TaxAddress {
  /** ISO 3166-1 alpha-2 code. */
  country: string;
  /** The address's province or state code, as the address gives it. */
  province?: string | null;
  postalCode?: string | null;
  city?: string | null;
  line1?: string | null;
}

export interface TaxLineInput {
  /** The line's id; the answer is keyed by it. */
  reference: string;
  /** What the customer pays for the line after its discount (gross when prices include tax). */
  amountMinor: number;
  quantity: number;
}

export interface TaxRequest {
  currency: string;
  /** Prices (and shipping) already include tax: the tax is the part of the amount, not added to it. */
  pricesIncludeTax: boolean;
  /** Shipping is taxed at the address's rate; otherwise it carries no tax. */
  taxShipping: boolean;
  /** Where the goods go; null when not known yet (the table then uses its default rate). */
  address: TaxAddress | null;
  lines: readonly TaxLineInput[];
  shippingMinor: number;
}

export interface LineTax {
  reference: string;
  taxMinor: number;
}

export interface TaxCalculation {
  /** One entry per request line, in the request's order. */
  lines: LineTax[];
  shippingTaxMinor: number;
  /** Computed by the table because Stripe Tax could not answer: the order marks it. */
  estimated: boolean;
  source: 'table' | 'stripe_tax';
}

export interface TaxCalculator {
  calculate(request: TaxRequest): Promise<TaxCalculation>;
}
