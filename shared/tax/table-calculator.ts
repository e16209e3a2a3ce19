import { provinceKey } from './address-provinces.ts';
import { rateToPpm, taxInGrossHalfEven, taxOnNetHalfEven } from '../util/money.ts';
import type { TaxAddress, TaxCalculation, TaxCalculator, TaxRequest } from './ports.ts';
import type { TaxSettings } from './settings.ts';

/**
 * The built-in tax calculator: the store's own rate table (docs/decisions.md §12.3). The most
 * specific rate for the address wins: country and province (by code or name), then country, then the default
 * rate. Tax is computed per line and rounded half-even to the minor unit per line; shipping is a
 * line of its own when it is taxed. With prices that include tax, the tax is extracted from each
 * gross amount instead of added to it.
 */
export type TaxRateTable = Pick<TaxSettings, 'defaultRate' | 'rates'>;

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** The rate (a fraction) for an address; no address -> the default rate. */
export const rateForAddress = (table: TaxRateTable, address: TaxAddress | null): number => {
  if (!address) return table.defaultRate;
  const inCountry = table.rates.filter((entry) => same(entry.country, address.country));
  const province = address.province?.trim();
  // A province by its ISO 3166-2 code or its name is the same province (docs/decisions.md §12.13).
  const wanted = province ? provinceKey(address.country, province) : undefined;
  const forProvince = wanted
    ? inCountry.find((entry) => entry.province && provinceKey(address.country, entry.province) === wanted)
    : undefined;
  const forCountry = inCountry.find((entry) => !entry.province);
  return (forProvince ?? forCountry)?.rate ?? table.defaultRate;
};

/** Tax on one amount at a rate in ppm, added (exclusive) or contained (inclusive). */
export const taxOfAmount = (amountMinor: number, ratePpm: number, pricesIncludeTax: boolean): number =>
  amountMinor <= 0
    ? 0
    : pricesIncludeTax
      ? taxInGrossHalfEven(amountMinor, ratePpm)
      : taxOnNetHalfEven(amountMinor, ratePpm);

export const calculateTableTax = (table: TaxRateTable, request: TaxRequest): TaxCalculation => {
  const ratePpm = rateToPpm(rateForAddress(table, request.address));
  return {
    lines: request.lines.map((line) => ({
      reference: line.reference,
      taxMinor: taxOfAmount(line.amountMinor, ratePpm, request.pricesIncludeTax),
    })),
    shippingTaxMinor: request.taxShipping
      ? taxOfAmount(request.shippingMinor, ratePpm, request.pricesIncludeTax)
      : 0,
    estimated: false,
    source: 'table',
  };
};

export const tableTaxCalculator = (table: TaxRateTable): TaxCalculator => ({
  calculate: async (request) => calculateTableTax(table, request),
});
