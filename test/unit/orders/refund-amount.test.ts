import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/errors.ts';
import { parseRefundAmount } from '../../../shared/orders/refund-amount.ts';

const codeOf = (value: unknown, total: number, exponent = 2) => {
  try {
    parseRefundAmount(value, total, exponent, 'USD');
    return 'ok';
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).errorCode;
  }
};

describe('refundAmount rules', () => {
  it('absent or null means no refund', () => {
    expect(parseRefundAmount(undefined, 5000, 2, 'USD')).toBeUndefined();
    expect(parseRefundAmount(null, 5000, 2, 'USD')).toBeUndefined();
  });

  it('converts valid amounts exactly to minor units', () => {
    expect(parseRefundAmount(19.99, 5000, 2, 'USD')).toBe(1999);
    expect(parseRefundAmount(50, 5000, 2, 'USD')).toBe(5000); // the whole total
    expect(parseRefundAmount(0.01, 5000, 2, 'USD')).toBe(1);
    expect(parseRefundAmount(0.1, 5000, 2, 'USD')).toBe(10);
    expect(parseRefundAmount(500, 500, 0, 'JPY')).toBe(500); // JPY
    expect(parseRefundAmount(1.234, 5000, 3, 'KWD')).toBe(1234); // KWD
  });

  it.each([
    ['zero', 0],
    ['negative zero', -0],
    ['negative', -1],
    ['tiny negative', -0.01],
    ['above the total', 50.01],
    ['far above the total', 1e9],
    ['three decimals', 1.005],
    ['exponent notation', 1e-7],
    ['a string', '10'],
    ['a boolean', true],
    ['an object', { amount: 10 }],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('refuses %s', (_label, value) => {
    expect(codeOf(value, 5000)).toBe('INVALID_REFUND_AMOUNT');
  });

  it('follows the currency exponent', () => {
    expect(codeOf(1.5, 100_000, 0)).toBe('INVALID_REFUND_AMOUNT'); // JPY has no decimals
    expect(codeOf(1.2345, 100_000, 3)).toBe('INVALID_REFUND_AMOUNT');
    expect(codeOf(1.234, 100_000, 3)).toBe('ok');
  });

  it('refuses any amount for a free order', () => {
    expect(codeOf(0.01, 0)).toBe('INVALID_REFUND_AMOUNT');
  });
});

describe('refund amount messages', () => {
  it('state the cap as money in the order currency', () => {
    const messageOf = (run: () => unknown) => {
      try {
        run();
        return '';
      } catch (error) {
        return (error as ApiError).message;
      }
    };
    expect(messageOf(() => parseRefundAmount(60, 4000, 2, 'USD'))).toBe(
      'refundAmount cannot exceed the order total of $40.00',
    );
    expect(
      messageOf(() =>
        parseRefundAmount(6, 500, 2, 'USD', { field: 'amount', cap: 'what is left to refund ($5.00)' }),
      ),
    ).toBe('amount cannot exceed what is left to refund ($5.00)');
  });
});
