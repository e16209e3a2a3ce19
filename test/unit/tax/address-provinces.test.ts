import { describe, expect, it } from 'vitest';
import { findSubdivision, isCountryCode, listCountries, subdivisionsOf } from '../../../shared/countries.ts';
import type { ApiError } from '../../../shared/errors.ts';
import { addressSchema } from '../../../shared/customers/address.ts';
import { checkAddressProvinces, countriesTaxedByProvince } from '../../../shared/tax/address-provinces.ts';
import { testAddress } from '../../support/address.ts';

/** Countries and subdivisions from the iso-3166 package, and the address rules built on them. */
describe('countries and subdivisions', () => {
  it('knows assigned ISO 3166-1 codes in any case, not made-up or reserved ones', () => {
    expect(['US', 'us', 'GB', 'DE', 'JP'].every(isCountryCode)).toBe(true);
    expect(['ZZ', 'XX', 'UK', 'EU'].some(isCountryCode)).toBe(false);
    expect(listCountries().length).toBeGreaterThan(240);
    expect(listCountries().find((c) => c.code === 'FR')?.name).toBe('France');
  });

  it('finds a subdivision by its code, its full code or its name, in any case and without accents', () => {
    for (const value of ['CA', 'ca', 'US-CA', 'California', 'CALIFORNIA', ' california '])
      expect(findSubdivision('US', value)?.code).toBe('CA');
    expect(findSubdivision('CA', 'quebec')?.code).toBe('QC');
    expect(findSubdivision('US', 'Cali')).toBeUndefined();
    expect(findSubdivision('US', 'Ontario')).toBeUndefined();
    expect(subdivisionsOf('us').map((s) => s.code)).toEqual(expect.arrayContaining(['CA', 'NY', 'DC']));
  });
});

describe('the address schema', () => {
  const parse = (overrides: Record<string, unknown>) => addressSchema.safeParse(testAddress(overrides));

  it('refuses a two-letter code ISO does not assign, on that field', () => {
    const parsed = parse({ countryIsoCode: 'ZZ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((issue) => issue.path)).toEqual([['countryIsoCode']]);
    expect(parse({ countryIsoCode: 'gb' }).data?.countryIsoCode).toBe('GB');
  });

  it('stores a province it recognises as its code, and keeps any other as given', () => {
    expect(parse({ countryIsoCode: 'US', province: 'California' }).data?.province).toBe('CA');
    expect(parse({ countryIsoCode: 'US', province: 'us-ny' }).data?.province).toBe('NY');
    expect(parse({ countryIsoCode: 'GB', province: 'Greater London' }).data?.province).toBe('Greater London');
    expect(parse({ countryIsoCode: 'US', province: null }).data?.province).toBe('');
  });
});

describe('a province where the store taxes by province', () => {
  const rates = [
    { country: 'US', rate: 0.05 },
    { country: 'us', province: 'CA', rate: 0.0725 },
    { country: 'GB', rate: 0.2 },
  ];
  const problems = (addresses: Parameters<typeof checkAddressProvinces>[1]) => {
    try {
      checkAddressProvinces(rates, addresses);
      return [];
    } catch (error) {
      expect(error).toMatchObject({ errorCode: 'INVALID_REQUEST' });
      return (error as ApiError).details!.map((detail) => detail.path);
    }
  };

  it('is required in those countries only, as one of their subdivisions', () => {
    expect([...countriesTaxedByProvince(rates)]).toEqual(['US']);
    expect(problems({ shippingAddress: { countryIsoCode: 'US', province: 'CA' } })).toEqual([]);
    expect(problems({ shippingAddress: { countryIsoCode: 'US', province: 'NY' } })).toEqual([]);
    expect(problems({ shippingAddress: { countryIsoCode: 'GB', province: '' } })).toEqual([]);
    expect(
      problems({
        shippingAddress: { countryIsoCode: 'US', province: '' },
        billingAddress: { countryIsoCode: 'US', province: 'Narnia' },
      }),
    ).toEqual(['body.shippingAddress.province', 'body.billingAddress.province']);
    expect(
      problems({ shippingAddress: { countryIsoCode: 'US', province: null }, billingAddress: undefined }),
    ).toEqual(['body.shippingAddress.province']);
  });
});
