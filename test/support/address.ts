/** A valid shipping/billing address for order and checkout tests; fields override. */
export const testAddress = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  address1: '1 Analytical Way',
  address2: null,
  city: 'London',
  province: null,
  country: 'United Kingdom',
  countryIsoCode: 'GB',
  postalCode: 'N1 9GU',
  phone: '+442071234567',
  ...overrides,
});
