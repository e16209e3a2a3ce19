/** The address form's fields; countries by ISO code, named in the shopper's language. */
const COUNTRIES = ['US', 'CA', 'GB', 'IE', 'FR', 'DE', 'NL', 'ES', 'IT', 'SE', 'AU', 'NZ', 'JP'];
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

export const EMPTY_ADDRESS: AddressDraft = {
  firstName: '',
  lastName: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  postalCode: '',
  countryIsoCode: 'US',
};

const FIELDS: Array<{ name: keyof AddressDraft; label: string; autoComplete: string; required: boolean }> = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { name: 'address1', label: 'Address', autoComplete: 'address-line1', required: true },
  { name: 'address2', label: 'Apartment, suite (optional)', autoComplete: 'address-line2', required: false },
  { name: 'city', label: 'City', autoComplete: 'address-level2', required: true },
  {
    name: 'province',
    label: 'State or province (optional)',
    autoComplete: 'address-level1',
    required: false,
  },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'postal-code', required: true },
];

export const AddressFields = ({
  value,
  onChange,
}: {
  value: AddressDraft;
  onChange: (next: AddressDraft) => void;
}) => (
  <fieldset className="address">
    <legend>Shipping address</legend>
    {FIELDS.map((field) => (
      <div key={field.name} className="field">
        <label htmlFor={`address-${field.name}`}>{field.label}</label>
        <input
          id={`address-${field.name}`}
          autoComplete={`shipping ${field.autoComplete}`}
          required={field.required}
          value={value[field.name]}
          onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
        />
      </div>
    ))}
    <div className="field">
      <label htmlFor="address-country">Country</label>
      <select
        id="address-country"
        autoComplete="shipping country"
        value={value.countryIsoCode}
        onChange={(event) => onChange({ ...value, countryIsoCode: event.target.value })}
      >
        {COUNTRIES.map((code) => (
          <option key={code} value={code}>
            {countryName(code)}
          </option>
        ))}
      </select>
    </div>
  </fieldset>
);
