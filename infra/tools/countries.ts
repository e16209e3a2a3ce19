import { fileURLToPath } from 'node:url';
import { iso31661, iso31662 } from 'iso-3166';
import type { CountryData } from '../../shared/countries/data.ts';

/** The file the functions read countries and subdivisions from (copied beside every bundle, see bundling.ts). */
export const COUNTRY_DATA_FILE = fileURLToPath(
  new URL('../../shared/countries/iso-3166.json', import.meta.url),
);

/**
 * The `iso-3166` package's data as the API reads it: assigned countries as `[code, name]`;
 * subdivisions by country as `[code after the country, name]`, the first-level ones before the
 * ones under them, so that a name both levels use means the first-level one.
 */
export const countryDataFromPackage = (): CountryData => {
  const firstLevelFirst = [...iso31662].sort(
    (a, b) => Number(a.parent.includes('-')) - Number(b.parent.includes('-')),
  );
  const subdivisions: CountryData['subdivisions'] = {};
  for (const entry of firstLevelFirst) {
    const dash = entry.code.indexOf('-');
    (subdivisions[entry.code.slice(0, dash)] ??= []).push([entry.code.slice(dash + 1), entry.name]);
  }
  return { countries: iso31661.map((country) => [country.alpha2, country.name]), subdivisions };
};

/** Minified, a country a line: small, and a package upgrade reads as a diff per country. */
export const serialiseCountryData = ({ countries, subdivisions }: CountryData): string =>
  [
    `{"countries":${JSON.stringify(countries)},`,
    '"subdivisions":{',
    Object.keys(subdivisions)
      .sort()
      .map((country) => `${JSON.stringify(country)}:${JSON.stringify(subdivisions[country])}`)
      .join(',\n'),
    '}}',
    '',
  ].join('\n');
