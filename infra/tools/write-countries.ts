/**
 * `npm run countries`: writes shared/countries/iso-3166.json from the `iso-3166` package, the
 * countries and subdivisions the functions read on their first lookup (docs/decisions.md §12.13).
 * Run it after upgrading the package; `npm run countries -- --check` fails if the committed file
 * is stale, as does a unit test.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { COUNTRY_DATA_FILE, countryDataFromPackage, serialiseCountryData } from './countries.ts';

const text = serialiseCountryData(countryDataFromPackage());
if (process.argv.includes('--check')) {
  if (readFileSync(COUNTRY_DATA_FILE, 'utf8') !== text) {
    console.error('shared/countries/iso-3166.json is stale: run npm run countries');
    process.exit(1);
  }
  console.log('shared/countries/iso-3166.json is up to date');
} else {
  writeFileSync(COUNTRY_DATA_FILE, text);
  console.log(`wrote ${COUNTRY_DATA_FILE}`);
}
