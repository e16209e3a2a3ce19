import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COUNTRY_DATA_FILE,
  countryDataFromPackage,
  serialiseCountryData,
} from '../../../infra/tools/countries.ts';
import { readCountryData } from '../../../shared/countries/data.ts';

/**
 * The functions read countries and subdivisions from shared/countries/iso-3166.json, not from the
 * `iso-3166` package (whose data would sit in every bundle); `npm run countries` writes the file
 * from the package, and this proves the committed copy is what the installed package gives, so an
 * upgrade that changes the data fails here until the file is rewritten.
 */
describe('the committed country data', () => {
  it('is what the iso-3166 package gives (npm run countries rewrites it)', () => {
    expect(readCountryData()).toEqual(countryDataFromPackage());
    expect(readFileSync(COUNTRY_DATA_FILE, 'utf8')).toBe(serialiseCountryData(countryDataFromPackage()));
  });

  it('lists first-level subdivisions before the ones under them', () => {
    const france = readCountryData().subdivisions.FR!.map(([code]) => code);
    // Île-de-France (a region, parent FR) before Paris (FR-75C, whose parent is FR-IDF).
    expect(france.indexOf('IDF')).toBeLessThan(france.indexOf('75C'));
  });
});
