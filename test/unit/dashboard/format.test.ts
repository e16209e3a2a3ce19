import { describe, expect, it } from 'vitest';
import {
  formatAddress,
  formatAmountsIn,
  formatMoney,
  formatShortDate,
} from '../../../dashboard/src/ui/format.ts';
import { refundError } from '../../../dashboard/src/pages/orders/order-status.ts';

/** The dashboard's one money and one address formatter (docs/decisions.md §7.19). */
describe('dashboard formats', () => {
  it('writes a US address the way a label does', () => {
    expect(
      formatAddress({
        address1: '1 Harbor Way',
        address2: '',
        city: 'Arlington',
        province: 'VA',
        postalCode: '22202',
        country: 'US',
        countryIsoCode: 'US',
      }),
    ).toBe('1 Harbor Way, Arlington, VA 22202, United States');
    expect(
      formatAddress({
        address1: '5 Rue X',
        address2: 'Apt 3',
        city: 'Paris',
        postalCode: '75001',
        countryIsoCode: 'FR',
      }),
    ).toBe('5 Rue X, Apt 3, Paris, 75001, France');
  });

  it("formats the amounts of the API's messages with the money formatter", () => {
    expect(formatAmountsIn('Refund exceeds the refundable amount (12.5 USD left)')).toBe(
      `Refund exceeds the refundable amount (${formatMoney(12.5, 'USD')} left)`,
    );
    expect(formatAmountsIn('Order 1001 has 2 items')).toBe('Order 1001 has 2 items');
    expect(refundError('41', 40, 'USD')).toContain(formatMoney(40, 'USD'));
  });

  it('a required refund amount never suggests leaving it empty, and names its own cap', () => {
    const required = { required: true, capLabel: 'what is left to refund' };
    expect(refundError('', 40, 'USD', required)).toBe('Enter the amount to refund.');
    expect(refundError('abc', 40, 'USD', required)).toBe('Enter an amount such as 12.50.');
    expect(refundError('0', 40, 'USD', required)).toBe('The refund must be more than 0.');
    expect(refundError('41', 40, 'USD', required)).toBe(
      `The refund cannot exceed what is left to refund (${formatMoney(40, 'USD')}).`,
    );
    expect(refundError('', 40, 'USD')).toBeNull();
  });

  it('short dates carry the year only when it is not this one', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(formatShortDate('2026-03-04T12:00:00Z', now)).not.toMatch(/2026/);
    expect(formatShortDate('2025-03-04T12:00:00Z', now)).toMatch(/2025/);
  });
});
