import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type MetadataJson,
} from 'libphonenumber-js/core';
import { ApiError } from '../errors.ts';

/** libphonenumber-js's "min" metadata, the file the package's `/min` entry imports. */
const METADATA_FILE = 'metadata.min.json';

let metadata: MetadataJson | undefined;

/**
 * Read on the first number parsed, from a file and not an import: as code the metadata is ~81 KiB
 * the auth function would compile at every cold start, as JSON it is parsed once, only by the
 * requests that carry a phone number. A Lambda bundle has it beside `index.mjs`, where the CDK
 * bundling copies it (BUNDLE_DATA_FILES in infra/cdk/bundling.ts); elsewhere (tests, `npm run dev`)
 * it is the package's own file.
 */
const phoneMetadata = (): MetadataJson => {
  if (metadata) return metadata;
  const beside = new URL(`./${METADATA_FILE}`, import.meta.url);
  const file = existsSync(beside)
    ? beside
    : createRequire(import.meta.url).resolve(`libphonenumber-js/${METADATA_FILE}`);
  return (metadata = JSON.parse(readFileSync(file, 'utf8')) as MetadataJson);
};

/**
 * Sign-in phone numbers (docs/decisions.md §3.20): a number typed in national form
 * ("(555) 730-1234") is read with the store's default country, one with `+` needs none, and
 * both are stored in E.164. libphonenumber-js's smallest metadata ("min") knows each country's
 * calling code and possible lengths, which is all this needs: only numbers that cannot be
 * possible are refused, so fictional test ranges (+1 555 01xx) still sign in.
 */
export const toE164 = (typed: string, defaultCountry: string | null | undefined): string | undefined => {
  const country = defaultCountry?.toUpperCase() as CountryCode | undefined;
  const data = phoneMetadata();
  const parsed = parsePhoneNumberFromString(
    typed,
    country && isSupportedCountry(country, data) ? { defaultCountry: country } : {},
    data,
  );
  return parsed?.isPossible() ? parsed.number : undefined;
};

/** The E.164 form of a typed number, or 400 INVALID_REQUEST naming the field. */
export const requireE164 = (
  typed: string,
  defaultCountry: string | null | undefined,
  path = 'phone',
): string => {
  const phone = toE164(typed, defaultCountry);
  if (phone) return phone;
  const hint = typed.trim().startsWith('+')
    ? 'is not a possible phone number'
    : defaultCountry
      ? `is not a possible phone number in ${defaultCountry.toUpperCase()} (add + and the country code for another country)`
      : 'needs + and the country code (the store has no default country)';
  throw new ApiError('INVALID_REQUEST', `${path} ${hint}`, [{ path, message: `${path} ${hint}` }]);
};
