/**
 * Money is integer minor units inside the service and a JSON number outside (docs/decisions.md §1.5).
 * Input amounts are parsed from their shortest decimal text (what the client wrote), never
 * multiplied as floats, so 19.99 becomes exactly 1999 and 0.1 + 0.2 is refused as having
 * too many decimals.
 */

// ISO 4217 currencies whose minor unit is not the cent.
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
]);
const THREE_DECIMAL = new Set(['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND']);

/** Digits after the decimal point for a currency (USD 2, JPY 0, KWD 3). */
export const currencyExponent = (currency: string): number =>
  ZERO_DECIMAL.has(currency) ? 0 : THREE_DECIMAL.has(currency) ? 3 : 2;

/** Largest amount (in major units) anything in a cart or product may carry; keeps every sum exact. */
export const MAX_AMOUNT = 1_000_000;

/**
 * Exact major -> minor conversion, or undefined when the amount is negative, not finite,
 * above MAX_AMOUNT or has more decimals than the currency allows.
 */
export const toMinorUnits = (amount: number, exponent: number): number | undefined => {
  if (!Number.isFinite(amount) || amount < 0 || amount > MAX_AMOUNT) return undefined;
  const text = String(amount);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined; // exponent notation: below 1e-6, far more decimals than any currency has
  const fraction = match[2] ?? '';
  if (fraction.length > exponent) return undefined;
  return Number(match[1]) * 10 ** exponent + Number(fraction.padEnd(exponent, '0') || '0');
};

/**
 * Store settings (flat rate, threshold) are validated as cents elsewhere; for a currency with
 * fewer decimals they round to its unit rather than fail.
 */
export const toMinorUnitsRounded = (amount: number, exponent: number): number =>
  toMinorUnits(amount, exponent) ?? Math.round(amount * 10 ** exponent);

/** Minor -> JSON number. Dividing an integer by a power of ten yields the nearest double, which prints exactly. */
export const fromMinorUnits = (minor: number, exponent: number): number => minor / 10 ** exponent;

/** Rates (tax) as integer parts per million, so applying them is integer arithmetic. */
export const RATE_SCALE = 1_000_000;
export const rateToPpm = (rate: number): number => Math.round(rate * RATE_SCALE);

/** amount x rate, rounded half up, in BigInt so no intermediate product loses precision. */
export const applyRatePpm = (amountMinor: number, ratePpm: number): number => {
  const scale = BigInt(RATE_SCALE);
  return Number((BigInt(amountMinor) * BigInt(ratePpm) * 2n + scale) / (2n * scale));
};

/**
 * numerator / denominator for non-negative integers, rounded half to even (a tie goes to the
 * even neighbour), so ties do not all lean one way across many lines (docs/decisions.md §12.1).
 */
export const divideHalfEven = (numerator: bigint, denominator: bigint): bigint => {
  const quotient = numerator / denominator;
  const twiceRemainder = (numerator % denominator) * 2n;
  if (twiceRemainder > denominator || (twiceRemainder === denominator && quotient % 2n === 1n)) {
    return quotient + 1n;
  }
  return quotient;
};

/** Tax on a net amount: net x rate, rounded half-even to the minor unit. */
export const taxOnNetHalfEven = (netMinor: number, ratePpm: number): number =>
  Number(divideHalfEven(BigInt(netMinor) * BigInt(ratePpm), BigInt(RATE_SCALE)));

/**
 * Tax contained in a gross (tax-inclusive) amount: gross x rate / (1 + rate), rounded half-even;
 * the net is the gross minus this, so net + tax is the gross to the minor unit.
 */
export const taxInGrossHalfEven = (grossMinor: number, ratePpm: number): number =>
  Number(divideHalfEven(BigInt(grossMinor) * BigInt(ratePpm), BigInt(RATE_SCALE + ratePpm)));

/** An amount in minor units as the customer reads it: `$1,234.50`, `¥1,000`, `12.500 KWD`. */
export const formatMoney = (minor: number, currency: string, exponent: number): string => {
  const amount = minor / 10 ** exponent;
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    })
      .format(amount)
      .replace(/\u00a0/g, ' '); // plain text: an ordinary space (some currencies get a no-break one)
  } catch {
    return `${amount.toFixed(exponent)} ${currency}`;
  }
};
