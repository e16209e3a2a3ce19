import { iso31661, iso31662 } from 'iso-3166';

/**
 * The country picker's data, from the `iso-3166` package the API checks addresses against
 * (docs/decisions.md §12.13, §13.10): every assigned ISO 3166-1 country, and for each its
 * first-level ISO 3166-2 subdivisions (the states of the US, the provinces of Canada), whose code
 * after the country is what an address stores as `province`. Loaded only by the checkout, as its
 * own chunk: the subdivision names are ~50 KB gzipped.
 */
export interface Place {
  /** `US` for a country; `CA` (of `US-CA`) for a subdivision. */
  code: string;
  name: string;
}

export interface CountryTable {
  /** Every country, by name. */
  countries: Place[];
  /** The country's first-level subdivisions, by name; none for a country ISO does not divide. */
  subdivisionsOf(country: string): Place[];
}

// Countries named as the shopper's browser names them in English ("United States"), else as ISO does.
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
const byName = (a: Place, b: Place) => a.name.localeCompare(b.name, 'en');

export const countryTable = (): CountryTable => {
  const countries = iso31661
    .map((country) => ({ code: country.alpha2, name: regionNames.of(country.alpha2) ?? country.name }))
    .sort(byName);
  const subdivisions = new Map<string, Place[]>();
  for (const entry of iso31662) {
    // First-level only: `parent` is the country itself (`US`), not another subdivision (`FR-ARA`).
    if (entry.parent.includes('-')) continue;
    const list = subdivisions.get(entry.parent) ?? [];
    list.push({ code: entry.code.slice(entry.parent.length + 1), name: entry.name });
    subdivisions.set(entry.parent, list);
  }
  for (const list of subdivisions.values()) list.sort(byName);
  return { countries, subdivisionsOf: (country) => subdivisions.get(country.toUpperCase()) ?? [] };
};
