import { ApiError } from '../errors.ts';
import { formatMoney, fromMinorUnits, toMinorUnits } from '../util/money.ts';

/**
 * A refund amount (docs/decisions.md §4.7, §4.16): the cancel endpoint's `refundAmount` (absent or
 * null = no refund) and a refund's `amount`. Otherwise a JSON number > 0, <= `capMinor`, with no
 * more decimals than the currency has (USD 2, JPY 0, KWD 3). Anything else, including a string,
 * is 400 INVALID_REFUND_AMOUNT, whose message states the cap as money (`$40.00`). Returns minor units.
 */
export const parseRefundAmount = (
  value: unknown,
  capMinor: number,
  exponent: number,
  currency: string,
  wording: { field: string; cap: string } = {
    field: 'refundAmount',
    cap: `the order total of ${formatMoney(capMinor, currency, exponent)}`,
  },
): number | undefined => {
  if (value === undefined || value === null) return undefined;
  const invalid = (why: string) => new ApiError('INVALID_REFUND_AMOUNT', `${wording.field} ${why}`);
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid('must be a number');
  if (value <= 0) throw invalid('must be greater than 0');
  const minor = toMinorUnits(value, exponent);
  if (minor === undefined) {
    // toMinorUnits also refuses amounts above its global cap: those are above any order total.
    if (value > fromMinorUnits(capMinor, exponent)) throw invalid(`cannot exceed ${wording.cap}`);
    throw invalid(`must have at most ${exponent} decimal place${exponent === 1 ? '' : 's'}`);
  }
  if (minor === 0) throw invalid('must be greater than 0');
  if (minor > capMinor) throw invalid(`cannot exceed ${wording.cap}`);
  return minor;
};
