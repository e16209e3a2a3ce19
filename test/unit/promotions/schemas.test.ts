import { describe, expect, it } from 'vitest';
import {
  applyDiscountSchema,
  createDiscountSchema,
  discountDefinitionIssues,
  updateDiscountSchema,
} from '../../../shared/promotions/schemas.ts';
import { normalizeDiscountCode } from '../../../shared/promotions/types.ts';

const messages = (body: unknown) => {
  const result = createDiscountSchema.safeParse(body);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('discount code bodies', () => {
  it('accepts a full code and fills the defaults', () => {
    const parsed = createDiscountSchema.parse({
      code: ' Summer-10 ',
      type: 'percentage',
      value: 12.5,
      minimumSubtotal: 50,
      appliesTo: { productIds: ['6F1C1D2E-4B7A-4C41-9A53-0D9B1C6A2F10'], categories: ['Shirts'] },
      startsAt: '2026-06-01T00:00:00Z',
      endsAt: '2026-09-01T00:00:00+02:00',
      usageLimit: 100,
      usageLimitPerCustomer: 1,
    });
    expect(parsed).toMatchObject({ code: 'Summer-10', isEnabled: true });
    expect(parsed.appliesTo?.productIds).toEqual(['6f1c1d2e-4b7a-4c41-9a53-0d9b1c6a2f10']);
    expect(createDiscountSchema.parse({ code: 'SHIPFREE', type: 'free_shipping' }).value).toBe(0);
  });

  it.each([
    [{ code: 'X', type: 'percentage', value: 100.5 }, 'value: A percentage is above 0 and at most 100'],
    [{ code: 'X', type: 'percentage', value: 0 }, 'value: A percentage is above 0 and at most 100'],
    [{ code: 'X', type: 'percentage', value: 12.345 }, 'value: A percentage has at most 2 decimals'],
    [{ code: 'X', type: 'fixed_amount', value: 0 }, 'value: A fixed amount is above 0'],
    [
      {
        code: 'X',
        type: 'fixed_amount',
        value: 5,
        startsAt: '2026-06-02T00:00:00Z',
        endsAt: '2026-06-01T00:00:00Z',
      },
      'endsAt: endsAt must be after startsAt',
    ],
  ])('%o -> %s', (body, message) => {
    expect(messages(body)).toEqual([message]);
  });

  it('refuses malformed codes, unknown types and fields', () => {
    expect(messages({ code: 'two words', type: 'percentage', value: 10 })).toHaveLength(1);
    expect(messages({ code: 'X', type: 'buy_one_get_one', value: 10 })).toHaveLength(1);
    expect(messages({ code: 'X', type: 'percentage', value: 10, stackable: true })).toHaveLength(1);
    expect(messages({ code: 'X', type: 'percentage', value: 10, usageLimit: 0 })).toHaveLength(1);
  });

  it('an update takes any subset; the merged code is checked with the same rules', () => {
    expect(updateDiscountSchema.parse({ isEnabled: false })).toEqual({ isEnabled: false });
    expect(updateDiscountSchema.parse({ endsAt: null })).toEqual({ endsAt: null });
    expect(discountDefinitionIssues({ type: 'percentage', value: 150 })).toHaveLength(1);
  });

  it('codes compare case-insensitively', () => {
    expect(normalizeDiscountCode(applyDiscountSchema.parse({ code: ' summer-10 ' }).code)).toBe('SUMMER-10');
  });
});
