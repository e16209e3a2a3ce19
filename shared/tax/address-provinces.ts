import { findSubdivision, subdivisionsOf } from '../countries.ts';
import { ApiError, type ErrorDetail } from '../errors.ts';
import type { TaxRateSetting } from './settings.ts';

/**
 * Where the store's tax rates name provinces of a country, the rate depends on the province: an
 * address in that country must then name one of its ISO 3166-2 subdivisions (docs/decisions.md
 * §12.13), or the order would silently pay the country's rate. The address schema has already
 * stored a subdivision it recognised as its code (shared/customers/address.ts).
 */
export const countriesTaxedByProvince = (rates: readonly TaxRateSetting[]): Set<string> =>
  new Set(
    rates
      .filter((rate) => rate.province?.trim())
      .map((rate) => rate.country.trim().toUpperCase())
      .filter((country) => subdivisionsOf(country).length > 0),
  );

interface AddressProvince {
  countryIsoCode: string;
  province?: string | null;
}

/**
 * 400 INVALID_REQUEST naming each address (by its body field) in such a country whose province is
 * missing or not one of the country's subdivisions.
 */
export const checkAddressProvinces = (
  rates: readonly TaxRateSetting[],
  addresses: Readonly<Record<string, AddressProvince | null | undefined>>,
): void => {
  const countries = countriesTaxedByProvince(rates);
  if (countries.size === 0) return;
  const problems: ErrorDetail[] = [];
  for (const [field, address] of Object.entries(addresses)) {
    const country = address?.countryIsoCode.trim().toUpperCase();
    if (!country || !countries.has(country)) continue;
    const province = address?.province?.trim() ?? '';
    if (province && findSubdivision(country, province)) continue;
    const example = subdivisionsOf(country)[0]!;
    problems.push({
      path: `body.${field}.province`,
      message: province
        ? `${province} is not a subdivision of ${country}: give its ISO 3166-2 code or name (e.g. ${example.code} or ${example.name})`
        : `Required in ${country}: its ISO 3166-2 code or name (e.g. ${example.code} or ${example.name})`,
    });
  }
  if (problems.length > 0) {
    throw new ApiError('INVALID_REQUEST', 'The address needs a province (state) of its country', problems);
  }
};

/**
 * A province as the rate table compares it: the subdivision's code when `value` names one of the
 * country's subdivisions (`California` and `CA` are the same rate), else the text in upper case.
 */
export const provinceKey = (country: string, value: string): string =>
  findSubdivision(country, value)?.code ?? value.trim().toUpperCase();
