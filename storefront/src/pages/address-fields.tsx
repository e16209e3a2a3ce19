import type { CountryTable } from '../countries/load.ts';

/** The address form's fields; countries by ISO code, named in English as the browser names them. */
const names = new Intl.DisplayNames(['en'], { type: 'region' });
export const countryName = (code: string): string => names.of(code) ?? code;

export interface AddressDraft {
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  postalCode: string;
  countryIsoCode: string;
}

export const emptyAddress = (countryIsoCode: string): AddressDraft => ({
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  postalCode: '',
  countryIsoCode,
});

/** An address as orders carry it. */
interface SavedAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string | null;
  city: string;
  province?: string | null;
  postalCode: string;
  countryIsoCode: string;
}

/** A saved address (an earlier order's) as the form holds it. */
export const draftOf = (address: SavedAddress): AddressDraft => ({
  firstName: address.firstName,
  lastName: address.lastName,
  address1: address.address1,
  address2: address.address2 ?? '',
  city: address.city,
  province: address.province ?? '',
  postalCode: address.postalCode,
  countryIsoCode: address.countryIsoCode.toUpperCase(),
});

export const sameAddress = (a: AddressDraft, b: AddressDraft): boolean =>
  (Object.keys(a) as Array<keyof AddressDraft>).every((field) => a[field].trim() === b[field].trim());

interface TextField {
  name: keyof AddressDraft;
  label: string;
  autoComplete: string;
  required: boolean;
}

const FIELDS: TextField[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { name: 'address1', label: 'Address', autoComplete: 'address-line1', required: true },
  { name: 'address2', label: 'Apartment, suite (optional)', autoComplete: 'address-line2', required: false },
  { name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
];
const POSTAL_CODE: TextField = {
  name: 'postalCode',
  label: 'Postal code',
  autoComplete: 'postal-code',
  required: true,
};

/**
 * One address: its text fields, the country (every ISO country, the store's default country
 * first) and, for a country ISO divides, its state or province as a choice of its subdivisions
 * (docs/decisions.md §13.10).
 */
export const AddressFields = ({
  legend,
  section,
  value,
  onChange,
  countries,
  defaultCountry,
}: {
  legend: string;
  /** `shipping` or `billing`: the autofill section, and the fields' ids. */
  section: 'shipping' | 'billing';
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
  /** Null while the country data loads: the chosen country and province are shown alone. */
  countries: CountryTable | null;
  defaultCountry: string | null;
}) => {
  const id = (field: string) => `${section}-${field}`;
  const first = countries?.countries.find((country) => country.code === defaultCountry);
  const countryChoices = countries
    ? [...(first ? [first] : []), ...countries.countries.filter((country) => country !== first)]
    : [{ code: value.countryIsoCode, name: countryName(value.countryIsoCode) }];
  const subdivisions = countries?.subdivisionsOf(value.countryIsoCode) ?? null;
  // A saved province ISO does not list (a region typed elsewhere) stays a choice.
  const saved =
    value.province && !subdivisions?.some((place) => place.code === value.province)
      ? [{ code: value.province, name: value.province }]
      : [];
  const provinceChoices = [...(subdivisions ?? []), ...saved];
  const text = (field: TextField) => (
    <div key={field.name} className="field">
      <label htmlFor={id(field.name)}>{field.label}</label>
      <input
        id={id(field.name)}
        autoComplete={`${section} ${field.autoComplete}`}
        required={field.required}
        value={value[field.name]}
        onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
      />
    </div>
  );
  return (
    <fieldset className="address">
      <legend>{legend}</legend>
      {FIELDS.map(text)}
      <div className="field">
        <label htmlFor={id('country')}>Country</label>
        <select
          id={id('country')}
          autoComplete={`${section} country`}
          value={value.countryIsoCode}
          onChange={(event) => {
            const country = event.target.value;
            // A province of the old country means nothing in the new one.
            const kept = countries?.subdivisionsOf(country).some((place) => place.code === value.province);
            onChange({ ...value, countryIsoCode: country, province: kept ? value.province : '' });
          }}
        >
          {countryChoices.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      {provinceChoices.length > 0 && (
        <div className="field">
          <label htmlFor={id('province')}>State or province</label>
          <select
            id={id('province')}
            autoComplete={`${section} address-level1`}
            value={value.province}
            onChange={(event) => onChange({ ...value, province: event.target.value })}
          >
            <option value="">Choose…</option>
            {provinceChoices.map((place) => (
              <option key={place.code} value={place.code}>
                {place.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {text(POSTAL_CODE)}
    </fieldset>
  );
};
