import * as z from 'zod';
import { named } from '../schema/named.ts';
import { textField } from '../util/fields.ts';

/**
 * Where an order goes: the address and delivery instructions that order creation
 * (schemas.ts) and checkout completion (shared/checkout/schemas.ts) both take, and the
 * `Address` an order record keeps (types.ts).
 */
const text = (max: number) => textField({ min: 1, max });

export const EXAMPLE_ADDRESS = {
  firstName: 'Jane',
  lastName: 'Doe',
  address1: '1 Main Street',
  city: 'Springfield',
  province: 'IL',
  country: 'United States',
  countryIsoCode: 'US',
  postalCode: '62701',
  phone: '+14155550123',
};
const optionalText = (max: number) => textField({ max }).nullish();

/** Spec Address: every field a string; only `company` is nullable, absent optional strings read "". */
export const addressSchema = named(
  'AddressInput',
  z.strictObject({
    firstName: text(100),
    lastName: text(100),
    company: optionalText(200),
    address1: text(300),
    address2: optionalText(300),
    city: text(100),
    province: optionalText(100),
    country: text(100),
    countryIsoCode: z.string().regex(/^[A-Za-z]{2}$/, 'Two-letter ISO 3166-1 code, e.g. US'),
    postalCode: text(20),
    phone: optionalText(30),
  }),
  {
    description: 'A postal address; `countryIsoCode` is two letters (ISO 3166-1)',
    examples: [EXAMPLE_ADDRESS],
  },
).transform((address) => ({
  firstName: address.firstName,
  lastName: address.lastName,
  company: address.company || null,
  address1: address.address1,
  address2: address.address2 ?? '',
  city: address.city,
  province: address.province ?? '',
  country: address.country,
  countryIsoCode: address.countryIsoCode.toUpperCase(),
  postalCode: address.postalCode,
  phone: address.phone ?? '',
}));
export type Address = z.output<typeof addressSchema>;

export const deliveryInstructionsSchema = textField({ max: 1000, multiline: true }).nullish();
