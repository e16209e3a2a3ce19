import * as z from 'zod';
import { findSubdivision, isCountryCode } from '../countries.ts';
import { named } from '../schema/named.ts';
import { textField } from '../util/fields.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * Where a customer's order goes: the address and delivery instructions that order creation
 * (shared/orders/schemas.ts) and checkout completion (shared/checkout/schemas.ts) both take, and
 * the `Address` an order record keeps (shared/orders/types.ts).
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

/**
 * A province that names one of the country's ISO 3166-2 subdivisions (`California`, `ca`,
 * `US-CA`) is stored as its code (`CA`); another value is kept as given, and refused only where
 * the store taxes by province in that country (shared/tax/address-provinces.ts).
 */
const provinceCode = (country: string, province: string): string =>
  (province && findSubdivision(country, province)?.code) || province;

/** Spec Address: every field a string; only `company` is nullable, absent optional strings read "". */
export const addressSchema = /* @__PURE__ */ lazySchema(() =>
  named(
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
      countryIsoCode: z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'Two-letter ISO 3166-1 code, e.g. US')
        .refine(isCountryCode, 'Not an ISO 3166-1 alpha-2 country code'),
      postalCode: text(20),
      phone: optionalText(30),
    }),
    {
      description:
        'A postal address; `countryIsoCode` is an ISO 3166-1 alpha-2 code; `province` may be an ISO 3166-2 subdivision of it, as its code or English name (stored as the code), and must be one where the store taxes by province in that country',
      examples: [EXAMPLE_ADDRESS],
    },
  ).transform((address) => {
    const countryIsoCode = address.countryIsoCode.toUpperCase();
    return {
      firstName: address.firstName,
      lastName: address.lastName,
      company: address.company || null,
      address1: address.address1,
      address2: address.address2 ?? '',
      city: address.city,
      province: provinceCode(countryIsoCode, address.province ?? ''),
      country: address.country,
      countryIsoCode,
      postalCode: address.postalCode,
      phone: address.phone ?? '',
    };
  }),
);
export type Address = z.output<typeof addressSchema>;

export const deliveryInstructionsSchema = /* @__PURE__ */ lazySchema(() =>
  textField({ max: 1000, multiline: true }).nullish(),
);
