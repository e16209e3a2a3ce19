import type { StripeCredentialSource } from '../payments/credentials.ts';
import type { StripeClientOptions } from '../payments/stripe-client.ts';
import { withTableFallback } from '../tax/fallback.ts';
import type { TaxCalculator } from '../tax/ports.ts';
import type { TaxSettings } from '../tax/settings.ts';
import { tableTaxCalculator } from '../tax/table-calculator.ts';

/**
 * The tax calculator of a store and mode (docs/decisions.md §12.10): Stripe Tax, with the table
 * behind it, when the store chose `stripe_tax` and has connected Stripe for the mode (the same
 * connection and official client its payments use); otherwise its rate table.
 */
export type StoreTaxCalculators = (
  scope: { storeId: string; mode: 'test' | 'live' },
  settings: TaxSettings,
) => Promise<TaxCalculator>;

export const tableTaxCalculators: StoreTaxCalculators = async (_scope, settings) =>
  tableTaxCalculator(settings);

export const storeTaxCalculators =
  (deps: {
    stripe?: StripeCredentialSource;
    stripeOptions?: StripeClientOptions;
    /** Told of each Stripe Tax failure the table answered for (logged and counted by the root). */
    onFallback?: (error: unknown) => void;
  }): StoreTaxCalculators =>
  async (scope, settings) => {
    const table = tableTaxCalculator(settings);
    if (settings.provider !== 'stripe_tax') return table;
    const credentials = await deps.stripe?.(scope.storeId, scope.mode);
    if (!credentials) return table;
    // Loaded on the first Stripe Tax calculation of the container, not at import (stripe-client.ts).
    const [{ stripeClient }, { stripeTaxCalculator }] = await Promise.all([
      import('../payments/stripe-client.ts'),
      import('../tax/stripe-tax-calculator.ts'),
    ]);
    return withTableFallback(
      stripeTaxCalculator(await stripeClient(credentials.secretKey, deps.stripeOptions)),
      table,
      deps.onFallback,
    );
  };
