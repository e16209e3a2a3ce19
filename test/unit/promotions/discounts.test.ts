import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProportionally } from '../../../shared/promotions/allocation.ts';
import { evaluateDiscount } from '../../../shared/promotions/evaluate.ts';
import {
  discountRule,
  type DiscountableLine,
  type DiscountDefinition,
  type DiscountRule,
} from '../../../shared/promotions/types.ts';

const NOW = '2026-06-01T12:00:00.000Z';
const unused = { timesUsed: 0, timesUsedByCustomer: 0 };
const rule = (overrides: Partial<DiscountDefinition> = {}): DiscountRule =>
  discountRule({ code: 'SAVE', type: 'percentage', value: 10, isEnabled: true, ...overrides }, 'USD');
const lines = (...prices: number[]): DiscountableLine[] =>
  prices.map((unitPriceMinor, index) => ({
    reference: `l${index}`,
    productId: `p${index}`,
    category: index % 2 === 0 ? 'Shirts' : 'Hats',
    quantity: 1,
    unitPriceMinor,
  }));
const shares = (definition: Partial<DiscountDefinition>, cart: DiscountableLine[]) => {
  const decision = evaluateDiscount(rule(definition), cart, { now: NOW, usage: unused });
  if (!decision.ok) throw new Error(decision.reason);
  return decision.application.lines.map((line) => line.amountMinor);
};

describe('discount amounts over 1..5 lines with awkward prices (minor units)', () => {
  // Prices 0.01, 0.99 and 33.33; each row is checked by hand: the whole discount is rounded once
  // (half-even), each line gets the floor of its share and the largest line the remainder.
  it.each([
    ['10 % of 33.33', { value: 10 }, [3333], [333]],
    ['10 % of 0.99', { value: 10 }, [99], [10]],
    ['10 % of 0.01', { value: 10 }, [1], [0]],
    ['10 % of 33.33 + 0.99', { value: 10 }, [3333, 99], [334, 9]],
    [
      '10 % of 0.99 + 33.33: the remainder goes to the largest line, not the first',
      { value: 10 },
      [99, 3333],
      [9, 334],
    ],
    ['10 % of 33.33 + 0.99 + 0.01', { value: 10 }, [3333, 99, 1], [334, 9, 0]],
    [
      '15 % of 0.99 x 4 (59.4 rounds to 59; the 3 left go to the first largest line)',
      { value: 15 },
      [99, 99, 99, 99],
      [17, 14, 14, 14],
    ],
    [
      '10 % of five lines (686.5 rounds to even 686)',
      { value: 10 },
      [3333, 99, 1, 3333, 99],
      [335, 9, 0, 333, 9],
    ],
    ['100 % of three lines', { value: 100 }, [3333, 99, 1], [3333, 99, 1]],
    ['fixed 0.50 over 33.33 + 0.99 + 0.01', { type: 'fixed_amount', value: 0.5 }, [3333, 99, 1], [49, 1, 0]],
    ['fixed 1.00 over 0.99 + 0.01', { type: 'fixed_amount', value: 1 }, [99, 1], [99, 1]],
    ['fixed 5.00 capped at 0.03', { type: 'fixed_amount', value: 5 }, [1, 1, 1], [1, 1, 1]],
    [
      'fixed 0.02 over 0.01 x 3: the remainder spills past a full line',
      { type: 'fixed_amount', value: 0.02 },
      [1, 1, 1],
      [1, 1, 0],
    ],
    [
      'fixed 10 over 0.99 x 5',
      { type: 'fixed_amount', value: 10 },
      [99, 99, 99, 99, 99],
      [99, 99, 99, 99, 99],
    ],
    [
      'fixed 1.00 over 33.33 x 5',
      { type: 'fixed_amount', value: 1 },
      [3333, 3333, 3333, 3333, 3333],
      [20, 20, 20, 20, 20],
    ],
    [
      'fixed 0.99 over 33.33 x 5',
      { type: 'fixed_amount', value: 0.99 },
      [3333, 3333, 3333, 3333, 3333],
      [23, 19, 19, 19, 19],
    ],
  ] as const)('%s', (_name, definition, prices, expected) => {
    const result = shares(definition as Partial<DiscountDefinition>, lines(...prices));
    expect(result).toEqual(expected);
  });

  it('free shipping takes nothing off the lines and says shipping is free', () => {
    const decision = evaluateDiscount(rule({ type: 'free_shipping', value: 0 }), lines(3333), {
      now: NOW,
      usage: unused,
    });
    expect(decision).toMatchObject({ ok: true, application: { discountTotalMinor: 0, freeShipping: true } });
  });

  it('only lines of the named products or categories take the discount', () => {
    const cart = lines(3333, 99, 1); // categories Shirts, Hats, Shirts
    expect(shares({ value: 50, appliesTo: { productIds: ['p1'] } }, cart)).toEqual([0, 50, 0]);
    expect(shares({ value: 50, appliesTo: { categories: ['shirts'] } }, cart)).toEqual([1667, 0, 0]);
    expect(
      shares(
        { type: 'fixed_amount', value: 100, appliesTo: { categories: ['HATS'], productIds: ['p2'] } },
        cart,
      ),
    ).toEqual([0, 99, 1]);
  });
});

describe('refusals', () => {
  const cart = lines(3333, 99);
  const refusal = (definition: DiscountRule | null, usage = unused, now = NOW) => {
    const decision = evaluateDiscount(definition, cart, { now, usage });
    return decision.ok ? 'applied' : decision.reason;
  };
  it.each([
    ['unknown code', null, 'not_found'],
    ['disabled', rule({ isEnabled: false }), 'disabled'],
    ['before its start', rule({ startsAt: '2026-06-02T00:00:00Z' }), 'not_started'],
    ['at its end', rule({ endsAt: NOW }), 'expired'],
    ['after its end', rule({ endsAt: '2026-05-01T00:00:00Z' }), 'expired'],
    [
      'inside its window',
      rule({ startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-07-01T00:00:00Z' }),
      'applied',
    ],
    ['no covered line', rule({ appliesTo: { categories: ['shoes'] } }), 'not_applicable'],
    ['below the minimum', rule({ minimumSubtotal: 34.33 }), 'minimum_not_met'],
    ['at the minimum', rule({ minimumSubtotal: 34.32 }), 'applied'],
    [
      'disabled and expired: the first check wins',
      rule({ isEnabled: false, endsAt: '2026-05-01T00:00:00Z' }),
      'disabled',
    ],
  ] as const)('%s', (_name, definition, expected) => {
    expect(refusal(definition)).toBe(expected);
  });

  it('usage limits: overall and per customer', () => {
    const limited = rule({ usageLimit: 5, usageLimitPerCustomer: 1 });
    expect(refusal(limited, { timesUsed: 4, timesUsedByCustomer: 0 })).toBe('applied');
    expect(refusal(limited, { timesUsed: 5, timesUsedByCustomer: 0 })).toBe('usage_limit_reached');
    expect(refusal(limited, { timesUsed: 1, timesUsedByCustomer: 1 })).toBe('usage_limit_reached');
  });

  it('an empty cart has nothing the code applies to', () => {
    expect(evaluateDiscount(rule(), [], { now: NOW, usage: unused })).toEqual({
      ok: false,
      reason: 'not_applicable',
    });
  });
});

describe('allocation (property-based)', () => {
  const amounts = fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 100 });
  it('sums to the amount (capped at the lines), never above a line, never negative, remainder on the largest', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: -1000, max: 2_000_000_000 }), (lineAmounts, amount) => {
        const result = allocateProportionally(amount, lineAmounts);
        const total = lineAmounts.reduce((sum, line) => sum + line, 0);
        expect(result.reduce((sum, share) => sum + share, 0)).toBe(Math.min(Math.max(0, amount), total));
        result.forEach((share, index) => {
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(lineAmounts[index]!);
          expect(Number.isInteger(share)).toBe(true);
        });
      }),
    );
  });

  it('each line gets at least the floor of its exact share, and any remainder starts on the largest line', () => {
    fc.assert(
      fc.property(amounts, fc.integer({ min: 0, max: 1_000_000 }), (lineAmounts, amount) => {
        const total = lineAmounts.reduce((sum, line) => sum + line, 0);
        fc.pre(total > 0);
        const capped = Math.min(amount, total);
        const result = allocateProportionally(capped, lineAmounts);
        const floors = lineAmounts.map((line) => Math.floor((capped * line) / total));
        result.forEach((share, index) => expect(share).toBeGreaterThanOrEqual(floors[index]!));
        const largest = lineAmounts.indexOf(Math.max(...lineAmounts));
        if (result.some((share, index) => share !== floors[index])) {
          expect(result[largest]).toBeGreaterThan(floors[largest]!);
        }
      }),
    );
  });

  it('percentage discounts never exceed the covered lines nor go negative', () => {
    const line = fc.record({
      unitPriceMinor: fc.integer({ min: 0, max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 9999 }),
      inScope: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 10_000 }),
        (cart, percentHundredths) => {
          const discountable = cart.map((l, index) => ({
            reference: `l${index}`,
            productId: l.inScope ? 'in' : `out${index}`,
            category: null,
            quantity: l.quantity,
            unitPriceMinor: l.unitPriceMinor,
          }));
          const decision = evaluateDiscount(
            rule({ value: percentHundredths / 100, appliesTo: { productIds: ['in'] } }),
            discountable,
            { now: NOW, usage: unused },
          );
          if (!decision.ok) {
            expect(decision.reason).toBe('not_applicable');
            return;
          }
          decision.application.lines.forEach((share, index) => {
            const l = discountable[index]!;
            expect(share.amountMinor).toBeGreaterThanOrEqual(0);
            expect(share.amountMinor).toBeLessThanOrEqual(
              l.productId === 'in' ? l.unitPriceMinor * l.quantity : 0,
            );
          });
        },
      ),
    );
  });
});
