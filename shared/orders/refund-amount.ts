import { ApiError } from '../errors.ts';
import { fromMinorUnits, toMinorUnits } from '../util/money.ts';

/**
 * The cancel endpoint's `refundAmount` (docs/decisions.md §4.7): absent or null = no refund; otherwise a
 * JSON number > 0, <= the order's totalAmount, with no more decimals than the currency has
 * (USD 2, JPY 0, KWD 3). Anything else, including a string, is 400 INVALID_REFUND_AMOUNT.
 * Returns minor units.
 */
export const parseRefundAmount = (
  value: unknown,
  totalAmountMinor: number,
  exponent: number,
): number | undefined => {
  if (value === undefined || value === null) return undefined;
  const invalid = (why: string) => new ApiError('INVALID_REFUND_AMOUNT', `refundAmount ${why}`);
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid('must be a number');
  if (value <= 0) throw invalid('must be greater than 0');
  const minor = toMinorUnits(value, exponent);
  if (minor === undefined) {
    // toMinorUnits also refuses amounts above its global cap: those are above any order total.
    if (value > fromMinorUnits(totalAmountMinor, exponent)) throw invalid('cannot exceed the order total');
    throw invalid(`must have at most ${exponent} decimal place${exponent === 1 ? '' : 's'}`);
  }
  if (minor === 0) throw invalid('must be greater than 0');
  if (minor > totalAmountMinor) {
    throw invalid(`cannot exceed the order total of ${fromMinorUnits(totalAmountMinor, exponent)}`);
  }
  return minor;
};
