import { iso31661, iso31662 } from 'iso-3166';

/**
 * Countries and their subdivisions, from the maintained `iso-3166` package (ISO 3166-1 alpha-2
 * codes, ISO 3166-2 subdivisions with their names), never a hand-kept table: what addresses are
 * checked against (docs/decisions.md §12.13) and what a country picker lists. No other imports,
 * so the dashboard and the storefront can use it as the API does.
 */
export interface Country {
  /** ISO 3166-1 alpha-2, upper case (`US`). */
  code: string;
  name: string;
}

export interface Subdivision {
  /** The part after the country (`CA` for `US-CA`): what an address stores as its province. */
  code: string;
  /** The full ISO 3166-2 code (`US-CA`). */
  isoCode: string;
  name: string;
}

/** Every assigned country, by name. */
export const COUNTRIES: readonly Country[] = iso31661
  .map((country) => ({ code: country.alpha2, name: country.name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const countryByCode = new Map(COUNTRIES.map((country) => [country.code, country]));

/** An assigned ISO 3166-1 alpha-2 code, in any case (`us`, `US`); `ZZ` and reserved codes are not. */
export const isCountryCode = (code: string): boolean => countryByCode.has(code.trim().toUpperCase());

/** Case and accents do not matter when a name is compared (`quebec` is `Québec`). */
const comparable = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .trim()
    .toLowerCase();

interface CountrySubdivisions {
  list: Subdivision[];
  /** By code (`CA`), full code (`US-CA`) and comparable name; the first-level ones win a tie. */
  lookup: Map<string, Subdivision>;
}

// Built on first use: a function that never reads an address does not pay for 5,000 entries.
let byCountry: Map<string, CountrySubdivisions> | undefined;

const subdivisionTable = (): Map<string, CountrySubdivisions> => {
  if (byCountry) return byCountry;
  const table = new Map<string, CountrySubdivisions>();
  // First-level subdivisions (a parent that is the country) before the ones under them, so a
  // name both levels use means the first-level one.
  const ordered = [...iso31662].sort(
    (a, b) => Number(a.parent.includes('-')) - Number(b.parent.includes('-')),
  );
  for (const entry of ordered) {
    const dash = entry.code.indexOf('-');
    const country = entry.code.slice(0, dash);
    const subdivision = { code: entry.code.slice(dash + 1), isoCode: entry.code, name: entry.name };
    let forCountry = table.get(country);
    if (!forCountry) table.set(country, (forCountry = { list: [], lookup: new Map() }));
    forCountry.list.push(subdivision);
    for (const key of [subdivision.code.toLowerCase(), entry.code.toLowerCase(), comparable(entry.name)]) {
      if (!forCountry.lookup.has(key)) forCountry.lookup.set(key, subdivision);
    }
  }
  for (const { list } of table.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  byCountry = table;
  return table;
};

/** The country's ISO 3166-2 subdivisions, by name (none for a country ISO does not divide). */
export const subdivisionsOf = (country: string): readonly Subdivision[] =>
  subdivisionTable().get(country.trim().toUpperCase())?.list ?? [];

/**
 * The subdivision of `country` that `value` names: its code (`CA`), its full code (`US-CA`) or its
 * English name as ISO gives it (`California`), in any case and with or without accents.
 */
export const findSubdivision = (country: string, value: string): Subdivision | undefined => {
  const lookup = subdivisionTable().get(country.trim().toUpperCase())?.lookup;
  if (!lookup) return undefined;
  return lookup.get(value.trim().toLowerCase()) ?? lookup.get(comparable(value));
};
