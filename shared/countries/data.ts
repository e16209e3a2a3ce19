import { readFileSync } from 'node:fs';

/**
 * The ISO 3166 data the API checks addresses against, as `npm run countries` writes it from the
 * `iso-3166` package into `iso-3166.json` beside this module.
 */
export interface CountryData {
  /** ISO 3166-1 assigned countries: `[alpha-2 code, name]`. */
  countries: Array<[code: string, name: string]>;
  /**
   * ISO 3166-2 subdivisions by country (`US`): `[code after the country, name]`, each country's
   * first-level ones (whose parent is the country) before the ones under them.
   */
  subdivisions: Record<string, Array<[code: string, name: string]>>;
}

/**
 * Read on first use from the file beside this module; in a Lambda bundle that is beside
 * `index.mjs`, where the CDK bundling copies it (infra/cdk/bundling.ts). A file and not an
 * import: as code the package's data is ~270 KiB (subdivisions) and ~20 KiB (countries) of object
 * literals, ~47 KiB even brotli-compressed and base64, which every function that parses an address
 * or a store's settings would load at cold start (docs/decisions.md §12.13).
 */
export const readCountryData = (): CountryData =>
  JSON.parse(readFileSync(new URL('./iso-3166.json', import.meta.url), 'utf8')) as CountryData;
