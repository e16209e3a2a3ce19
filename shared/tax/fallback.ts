import type { TaxCalculator } from './ports.ts';

/**
 * Stripe Tax with the store's table behind it (docs/decisions.md §12.3): when the primary
 * calculator fails (Stripe down, timed out, refusing the request), the table answers and the
 * result is marked `estimated`, so the order is placed and says its tax is an estimate.
 * `onFallback` lets the composition root log or count the failure.
 */
export const withTableFallback = (
  primary: TaxCalculator,
  table: TaxCalculator,
  onFallback: (error: unknown) => void = () => {},
): TaxCalculator => ({
  async calculate(request) {
    try {
      return await primary.calculate(request);
    } catch (error) {
      onFallback(error);
      return { ...(await table.calculate(request)), estimated: true };
    }
  },
});
