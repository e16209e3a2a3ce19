import { readCountryData, type CountryData } from './countries/data.ts';

/**
 * Countries and their subdivisions, from the maintained `iso-3166` package (ISO 3166-1 alpha-2
 * codes, ISO 3166-2 subdivisions with their names), never a hand-kept table: what addresses are
 * checked against (docs/decisions.md §12.13) and what a country picker lists. `npm run countries`
 * writes the package's data to `countries/iso-3166.json`, read from disk on the first lookup so
 * that no function carries it in its bundle (Node only: a browser app takes `iso-3166` itself).
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

// Read on first use: a function that never checks a country or an address never reads the file.
let data: CountryData | undefined;
const countryData = (): CountryData => (data ??= readCountryData());

let countries: { list: readonly Country[]; byCode: Map<string, Country> } | undefined;
const countryTable = () => {
  if (countries) return countries;
  const list = countryData()
    .countries.map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return (countries = { list, byCode: new Map(list.map((country) => [country.code, country])) });
};

/** Every assigned country, by name. */
export const listCountries = (): readonly Country[] => countryTable().list;

/** An assigned ISO 3166-1 alpha-2 code, in any case (`us`, `US`); `ZZ` and reserved codes are not. */
export const isCountryCode = (code: string): boolean => countryTable().byCode.has(code.trim().toUpperCase());

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

// Built on first use: a function that never reads a province does not build it.
let byCountry: Map<string, CountrySubdivisions> | undefined;

const subdivisionTable = (): Map<string, CountrySubdivisions> => {
  if (byCountry) return byCountry;
  const table = new Map<string, CountrySubdivisions>();
  // Each country's first-level subdivisions come before the ones under them, so a name both
  // levels use means the first-level one.
  for (const [country, entries] of Object.entries(countryData().subdivisions)) {
    const forCountry: CountrySubdivisions = { list: [], lookup: new Map() };
    for (const [code, name] of entries) {
      const subdivision = { code, isoCode: `${country}-${code}`, name };
      forCountry.list.push(subdivision);
      for (const key of [code.toLowerCase(), subdivision.isoCode.toLowerCase(), comparable(name)]) {
        if (!forCountry.lookup.has(key)) forCountry.lookup.set(key, subdivision);
      }
    }
    forCountry.list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    table.set(country, forCountry);
  }
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
