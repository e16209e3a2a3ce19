import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { ApiError } from '../errors.ts';

/**
 * Sign-in phone numbers (docs/decisions.md §3.20): a number typed in national form
 * ("(555) 730-1234") is read with the store's default country, one with `+` needs none, and
 * both are stored in E.164. libphonenumber-js's smallest metadata ("min") knows each country's
 * calling code and possible lengths, which is all this needs: only numbers that cannot be
 * possible are refused, so fictional test ranges (+1 555 01xx) still sign in.
 */
export const toE164 = (typed: string, defaultCountry: string | null | undefined): string | undefined => {
  const country = defaultCountry?.toUpperCase();
  const parsed = parsePhoneNumberFromString(
    typed,
    country && isSupportedCountry(country) ? { defaultCountry: country } : undefined,
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
