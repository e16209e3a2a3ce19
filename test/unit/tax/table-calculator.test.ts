import { describe, expect, it } from 'vitest';
import type { TaxAddress, TaxRequest } from '../../../shared/tax/ports.ts';
import { taxSettingsOf, taxSettingsSchema } from '../../../shared/tax/settings.ts';
import {
  calculateTableTax,
  rateForAddress,
  type TaxRateTable,
} from '../../../shared/tax/table-calculator.ts';
import { divideHalfEven } from '../../../shared/util/money.ts';

const table: TaxRateTable = {
  defaultRate: 0.1,
  rates: [
    { country: 'US', rate: 0.05 },
    { country: 'US', province: 'CA', rate: 0.0725 },
    { country: 'CA', rate: 0.05 },
    { country: 'CA', province: 'qc', rate: 0.14975 },
    { country: 'GB', rate: 0.2 },
  ],
};
const request = (
  amounts: number[],
  overrides: Partial<TaxRequest> = {},
  address: TaxAddress | null = { country: 'GB' },
): TaxRequest => ({
  currency: 'USD',
  pricesIncludeTax: false,
  taxShipping: false,
  address,
  lines: amounts.map((amountMinor, index) => ({ reference: `l${index}`, amountMinor, quantity: 1 })),
  shippingMinor: 0,
  ...overrides,
});
const lineTaxes = (req: TaxRequest, rates: TaxRateTable = table) =>
  calculateTableTax(rates, req).lines.map((line) => line.taxMinor);

describe('half-even rounding', () => {
  it.each([
    [5n, 10n, 0n],
    [15n, 10n, 2n],
    [25n, 10n, 2n],
    [35n, 10n, 4n],
    [26n, 10n, 3n],
    [24n, 10n, 2n],
  ])('%i / %i -> %i', (numerator, denominator, expected) => {
    expect(divideHalfEven(numerator, denominator)).toBe(expected);
  });
});

describe('the rate for an address: the most specific wins', () => {
  it.each([
    ['province', { country: 'US', province: 'CA' }, 0.0725],
    ['province in other case, country in lower case', { country: 'us', province: 'ca' }, 0.0725],
    ['province rate written in lower case', { country: 'CA', province: 'QC' }, 0.14975],
    ['province by its name', { country: 'US', province: 'California' }, 0.0725],
    ['province by its name, without its accent', { country: 'CA', province: 'Quebec' }, 0.14975],
    ['country without that province', { country: 'US', province: 'NY' }, 0.05],
    ['country without province', { country: 'CA', province: null }, 0.05],
    ['country without rates', { country: 'FR' }, 0.1],
  ] as const)('%s', (_name, address, rate) => {
    expect(rateForAddress(table, address)).toBe(rate);
  });

  it('a rate that names its province in full matches the address that stores the code', () => {
    const named: TaxRateTable = {
      defaultRate: 0,
      rates: [{ country: 'US', province: 'california', rate: 0.0725 }],
    };
    expect(rateForAddress(named, { country: 'US', province: 'CA' })).toBe(0.0725);
    expect(rateForAddress(named, { country: 'US', province: 'NV' })).toBe(0);
  });
  it('no address yet: the default rate', () => {
    expect(rateForAddress(table, null)).toBe(0.1);
  });
});

describe('per-line tax (minor units, 20 %)', () => {
  it('exclusive prices: tax added per line, half-even per line', () => {
    // 0.01 -> 0.002 -> 0; 0.99 -> 0.198 -> 0.20; 33.33 -> 6.666 -> 6.67
    expect(lineTaxes(request([1, 99, 3333]))).toEqual([0, 20, 667]);
    // At 10 %: 0.05 -> 0.005 ties to 0.00, 0.15 -> 0.015 to 0.02, 0.25 -> 0.025 to 0.02.
    expect(lineTaxes(request([5, 15, 25], {}, { country: 'FR' }))).toEqual([0, 2, 2]);
  });

  it('inclusive prices: tax extracted from each gross amount', () => {
    // 33.33 x 0.2 / 1.2 = 5.555 -> 5.56 (tie to even); 0.99 / 6 = 0.165 -> 0.16; 0.01 -> 0.
    expect(lineTaxes(request([1, 99, 3333], { pricesIncludeTax: true }))).toEqual([0, 16, 556]);
  });

  it('shipping: taxed at the address rate only when the store taxes it', () => {
    const untaxed = calculateTableTax(table, request([3333], { shippingMinor: 500 }));
    const taxed = calculateTableTax(table, request([3333], { shippingMinor: 500, taxShipping: true }));
    const inclusive = calculateTableTax(
      table,
      request([3333], { shippingMinor: 500, taxShipping: true, pricesIncludeTax: true }),
    );
    expect([untaxed.shippingTaxMinor, taxed.shippingTaxMinor, inclusive.shippingTaxMinor]).toEqual([
      0, 100, 83,
    ]);
  });

  it('province rates reach the lines: California vs New York', () => {
    expect(lineTaxes(request([3333, 99], {}, { country: 'US', province: 'CA' }))).toEqual([242, 7]);
    expect(lineTaxes(request([3333, 99], {}, { country: 'US', province: 'NY' }))).toEqual([167, 5]);
  });

  it('the table answers exact, unestimated results from the table', () => {
    expect(calculateTableTax(table, request([100]))).toMatchObject({ estimated: false, source: 'table' });
  });
});

describe('settings', () => {
  it('the old flat taxRate is the default rate: exclusive prices, untaxed shipping', () => {
    expect(taxSettingsOf({ taxRate: 0.0825 })).toEqual({
      pricesIncludeTax: false,
      defaultRate: 0.0825,
      rates: [],
      taxShipping: false,
    });
  });

  it('the schema accepts rates as fractions and refuses more than a ppm of precision', () => {
    const parsed = taxSettingsSchema.parse({
      pricesIncludeTax: true,
      defaultRate: 0.2,
      rates: [{ country: 'us', province: 'CA', rate: 0.0725 }],
      taxShipping: true,
    });
    expect(parsed.rates[0]!.country).toBe('US');
    const refused = (rate: number) =>
      !taxSettingsSchema.safeParse({
        pricesIncludeTax: false,
        defaultRate: rate,
        rates: [],
        taxShipping: false,
      }).success;
    expect([refused(0.1234567), refused(1.5), refused(-0.1), refused(0.149975)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
