import { describe, expect, it } from 'vitest';
import { findSubdivision, listCountries } from '../../../shared/countries.ts';
import { countryTable } from '../../../storefront/src/countries/country-table.ts';

/**
 * The storefront's country picker lists what the API accepts (docs/decisions.md §13.10): the same
 * countries, and subdivisions whose codes the API stores as they are.
 */
describe("the storefront's country table", () => {
  const table = countryTable();

  it('lists every country the API accepts, and no other', () => {
    expect(table.countries.map((country) => country.code).sort()).toEqual(
      listCountries()
        .map((country) => country.code)
        .sort(),
    );
    expect(table.countries.find((country) => country.code === 'US')?.name).toBe('United States');
  });

  it("offers each country's first-level subdivisions, each one the API finds by its code", () => {
    expect(table.subdivisionsOf('US')).toContainEqual({ code: 'CA', name: 'California' });
    expect(table.subdivisionsOf('ca')).toContainEqual({ code: 'ON', name: 'Ontario' });
    // France's regions, not its departments (which sit under them).
    expect(table.subdivisionsOf('FR').map((place) => place.code)).toContain('IDF');
    expect(table.subdivisionsOf('FR').map((place) => place.code)).not.toContain('01');
    expect(table.subdivisionsOf('AQ')).toEqual([]);
    for (const { code } of table.countries)
      for (const place of table.subdivisionsOf(code))
        expect(findSubdivision(code, place.code)?.code, `${code}-${place.code}`).toBe(place.code);
  });
});
