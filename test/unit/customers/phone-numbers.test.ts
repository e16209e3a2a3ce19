import { describe, expect, it } from 'vitest';
import { requireE164, toE164 } from '../../../shared/customers/phone-numbers.ts';
import type { ApiError } from '../../../shared/errors.ts';

describe('sign-in phone numbers', () => {
  it("reads national form with the store's default country and answers E.164", () => {
    expect(toE164('(555) 730-1234', 'US')).toBe('+15557301234');
    expect(toE164('555.730.1234', 'us')).toBe('+15557301234');
    expect(toE164('07946 012345', 'GB')).toBe('+447946012345');
    expect(toE164('06 12 34 56 78', 'FR')).toBe('+33612345678');
  });

  it('a number with + needs no default country and ignores it', () => {
    expect(toE164('+1 555 730 1234', undefined)).toBe('+15557301234');
    expect(toE164('+44 7946 012345', 'US')).toBe('+447946012345');
  });

  it('refuses only numbers that cannot be possible; fictional test ranges pass', () => {
    expect(toE164('+15550100123', null)).toBe('+15550100123');
    expect(toE164('555-1234', 'US')).toBeUndefined();
    expect(toE164('+1555000000001', null)).toBeUndefined();
    expect(toE164('(555) 730-1234', null)).toBeUndefined();
    expect(toE164('(555) 730-1234', 'ZZ')).toBeUndefined();
  });

  it('an impossible number is 400 INVALID_REQUEST naming the field and what to do', () => {
    const error = (() => {
      try {
        return requireE164('(555) 730-1234', null);
      } catch (e) {
        return e as ApiError;
      }
    })() as ApiError;
    expect(error.errorCode).toBe('INVALID_REQUEST');
    expect(error.details).toEqual([{ path: 'phone', message: expect.stringContaining('country code') }]);
  });
});
