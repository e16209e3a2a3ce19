import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartTotals, pricingRules } from '../../../shared/pricing.ts';
import { evaluateDiscount } from '../../../shared/promotions/evaluate.ts';
import {
  discountRule,
  type DiscountableLine,
  type DiscountDefinition,
} from '../../../shared/promotions/types.ts';
import {
  chooseShippingOption,
  estimatedShippingMinor,
  shippingRules,
} from '../../../shared/shipping/options.ts';
import { taxSettingsOf, type TaxSettings } from '../../../shared/tax/settings.ts';
import { calculateTableTax } from '../../../shared/tax/table-calculator.ts';
import type { TaxAddress } from '../../../shared/tax/ports.ts';
import {
  composeTotals,
  discountedSubtotalMinor,
  lineDiscountFields,
  taxRequestFor,
  totalsView,
  type Totals,
  type TotalsInput,
} from '../../../shared/totals/totals.ts';
import { defaultCheckoutSettings } from '../../../shared/stores/types.ts';

const NOW = '2026-06-01T12:00:00.000Z';
const unused = { timesUsed: 0, timesUsedByCustomer: 0 };

/** The whole chain as checkout will run it: code, then shipping on the discounted subtotal, then tax. */
const price = (options: {
  lines: DiscountableLine[];
  code?: Partial<DiscountDefinition>;
  tax: TaxSettings;
  shippingMinor: number;
  address?: TaxAddress | null;
}): Totals => {
  const decision = options.code
    ? evaluateDiscount(
        discountRule({ code: 'C', type: 'percentage', value: 10, isEnabled: true, ...options.code }, 'USD'),
        options.lines,
        { now: NOW, usage: unused },
      )
    : null;
  if (decision && !decision.ok) throw new Error(decision.reason);
  const input: TotalsInput = {
    currency: 'USD',
    lines: options.lines,
    discount: decision?.application ?? null,
    shippingMinor: options.shippingMinor,
    pricesIncludeTax: options.tax.pricesIncludeTax,
    taxShipping: options.tax.taxShipping,
    address: options.address ?? { country: 'GB' },
  };
  return composeTotals(input, calculateTableTax(options.tax, taxRequestFor(input)));
};
const lines = (...prices: number[]): DiscountableLine[] =>
  prices.map((unitPriceMinor, index) => ({
    reference: `l${index}`,
    productId: `p${index}`,
    category: null,
    quantity: 1,
    unitPriceMinor,
  }));
const exclusive20: TaxSettings = { pricesIncludeTax: false, defaultRate: 0.2, rates: [], taxShipping: false };
const inclusive20: TaxSettings = { ...exclusive20, pricesIncludeTax: true };

/** Every total is the sum of its lines, and totalAmount follows the store's tax mode. */
const expectReconciled = (totals: Totals) => {
  const sum = (pick: (line: Totals['lines'][number]) => number) =>
    totals.lines.reduce((s, line) => s + pick(line), 0);
  expect(totals.subtotalMinor).toBe(sum((line) => line.amountMinor));
  expect(totals.discountTotalMinor).toBe(sum((line) => line.discountMinor));
  expect(totals.taxTotalMinor).toBe(sum((line) => line.taxMinor) + totals.shipping.taxMinor);
  expect(totals.shippingTotalMinor).toBe(totals.shipping.amountMinor);
  const beforeTax = totals.subtotalMinor - totals.discountTotalMinor + totals.shippingTotalMinor;
  expect(totals.totalAmountMinor).toBe(
    totals.pricesIncludeTax ? beforeTax : beforeTax + totals.taxTotalMinor,
  );
};

describe('totals of a cart (minor units)', () => {
  it.each([
    // name, lines, code, tax, shipping, [subtotal, discount, shipping, tax, total]
    ['exclusive, no code', [3333, 99, 1], undefined, exclusive20, 500, [3433, 0, 500, 687, 4620]],
    ['exclusive, 10 %', [3333, 99, 1], { value: 10 }, exclusive20, 500, [3433, 343, 500, 618, 4208]],
    ['inclusive, 10 %', [3333, 99, 1], { value: 10 }, inclusive20, 500, [3433, 343, 500, 515, 3590]],
    [
      'exclusive, fixed 1.00',
      [99, 1],
      { type: 'fixed_amount', value: 1 },
      exclusive20,
      500,
      [100, 100, 500, 0, 500],
    ],
    [
      'exclusive, free shipping code',
      [3333],
      { type: 'free_shipping', value: 0 },
      exclusive20,
      500,
      [3333, 0, 0, 667, 4000],
    ],
    [
      'tax on shipping, exclusive',
      [3333],
      undefined,
      { ...exclusive20, taxShipping: true },
      500,
      [3333, 0, 500, 767, 4600],
    ],
    [
      'tax on shipping, inclusive',
      [3333],
      undefined,
      { ...inclusive20, taxShipping: true },
      500,
      [3333, 0, 500, 639, 3833],
    ],
    ['five lines of 0.01 at 50 %', [1, 1, 1, 1, 1], { value: 50 }, exclusive20, 0, [5, 2, 0, 0, 3]],
    ['empty cart ships for 0', [], undefined, exclusive20, 500, [0, 0, 0, 0, 0]],
  ] as const)('%s', (_name, prices, code, tax, shippingMinor, expected) => {
    const totals = price({
      lines: lines(...prices),
      code: code as Partial<DiscountDefinition> | undefined,
      tax,
      shippingMinor,
    });
    expect([
      totals.subtotalMinor,
      totals.discountTotalMinor,
      totals.shippingTotalMinor,
      totals.taxTotalMinor,
      totals.totalAmountMinor,
    ]).toEqual(expected);
    expectReconciled(totals);
  });

  it('taxes each line after its own discount', () => {
    // 10 % of 34.33 = 3.43: 3.34 off 33.33 and 0.09 off 0.99; tax 20 % of 29.99 and of 0.90.
    const totals = price({
      lines: lines(3333, 99, 1),
      code: { value: 10 },
      tax: exclusive20,
      shippingMinor: 0,
    });
    expect(totals.lines).toEqual([
      { reference: 'l0', amountMinor: 3333, discountMinor: 334, taxMinor: 600 },
      { reference: 'l1', amountMinor: 99, discountMinor: 9, taxMinor: 18 },
      { reference: 'l2', amountMinor: 1, discountMinor: 0, taxMinor: 0 },
    ]);
  });

  it('item fields: compare-at savings and the code’s share together, against the original total', () => {
    expect(
      lineDiscountFields({ unitPriceMinor: 800, originalUnitPriceMinor: 1000, quantity: 2 }, 160),
    ).toEqual({
      hasDiscount: true,
      discountAmountMinor: 560,
      discountPercentage: 28,
    });
    expect(
      lineDiscountFields({ unitPriceMinor: 3333, originalUnitPriceMinor: 3333, quantity: 1 }, 334),
    ).toEqual({
      hasDiscount: true,
      discountAmountMinor: 334,
      discountPercentage: 10.02,
    });
    expect(lineDiscountFields({ unitPriceMinor: 99, originalUnitPriceMinor: 99, quantity: 3 }, 0)).toEqual({
      hasDiscount: false,
      discountAmountMinor: null,
      discountPercentage: null,
    });
  });

  it('answers the spec’s Totals as numbers in the currency', () => {
    const totals = price({
      lines: lines(3333, 99, 1),
      code: { value: 10 },
      tax: exclusive20,
      shippingMinor: 500,
    });
    expect(totalsView(totals, 'USD')).toEqual({
      subtotal: 34.33,
      shippingTotal: 5,
      taxTotal: 6.18,
      discountTotal: 3.43,
      totalAmount: 42.08,
    });
  });

  it('free shipping over a subtotal compares with the subtotal after discounts', () => {
    const rules = shippingRules({ flatRate: 4.99, freeShippingThreshold: 50 }, 'USD');
    const cart = lines(5000);
    const decision = evaluateDiscount(
      discountRule({ code: 'C', type: 'fixed_amount', value: 1, isEnabled: true }, 'USD'),
      cart,
      { now: NOW, usage: unused },
    );
    if (!decision.ok) throw new Error(decision.reason);
    const subtotal = discountedSubtotalMinor({ lines: cart, discount: decision.application });
    expect(subtotal).toBe(4900);
    expect(chooseShippingOption(rules, 'US', subtotal, undefined)).toMatchObject({
      ok: true,
      option: { amountMinor: 499 },
    });
  });
});

describe('totals (property-based)', () => {
  const line = fc.record({
    unitPriceMinor: fc.integer({ min: 0, max: 10_000_000 }),
    quantity: fc.integer({ min: 1, max: 9999 }),
    inScope: fc.boolean(),
  });
  const code = fc.oneof(
    fc.constant(undefined),
    fc
      .integer({ min: 1, max: 10_000 })
      .map((hundredths) => ({ type: 'percentage' as const, value: hundredths / 100 })),
    fc
      .integer({ min: 1, max: 100_000_000 })
      .map((minor) => ({ type: 'fixed_amount' as const, value: minor / 100 })),
    fc.constant({ type: 'free_shipping' as const, value: 0 }),
  );
  const tax = fc.record({
    pricesIncludeTax: fc.boolean(),
    defaultRate: fc.integer({ min: 0, max: 1_000_000 }).map((ppm) => ppm / 1_000_000),
    rates: fc.constant([]),
    taxShipping: fc.boolean(),
  });

  it('no total is negative and every total reconciles to the minor unit', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        code,
        tax,
        fc.integer({ min: 0, max: 10_000_000 }),
        (cart, definition, taxSettings, shippingMinor) => {
          const discountable = cart.map((l, index) => ({
            reference: `l${index}`,
            productId: l.inScope ? 'in' : `out${index}`,
            category: null,
            quantity: l.quantity,
            unitPriceMinor: l.unitPriceMinor,
          }));
          const scoped = definition && { ...definition, appliesTo: { productIds: ['in'] } };
          const applies = scoped && cart.some((l) => l.inScope);
          const totals = price({
            lines: discountable,
            code: applies ? scoped : undefined,
            tax: taxSettings,
            shippingMinor,
          });
          for (const figure of [
            totals.subtotalMinor,
            totals.discountTotalMinor,
            totals.shippingTotalMinor,
            totals.taxTotalMinor,
            totals.totalAmountMinor,
            ...totals.lines.flatMap((l) => [
              l.amountMinor,
              l.discountMinor,
              l.taxMinor,
              l.amountMinor - l.discountMinor,
            ]),
          ]) {
            expect(Number.isSafeInteger(figure)).toBe(true);
            expect(figure).toBeGreaterThanOrEqual(0);
          }
          expect(totals.discountTotalMinor).toBeLessThanOrEqual(totals.subtotalMinor);
          if (totals.pricesIncludeTax) {
            // Tax is inside what the customer pays, never more than it.
            expect(totals.taxTotalMinor).toBeLessThanOrEqual(totals.totalAmountMinor);
          }
          expectReconciled(totals);
        },
      ),
    );
  });
});

describe('existing stores keep their behaviour (old flat settings)', () => {
  const flat = fc.record({
    taxRatePpm: fc.integer({ min: 0, max: 1_000_000 }),
    flatRate: fc.integer({ min: 0, max: 100_000 }).map((minor) => minor / 100),
    threshold: fc.option(
      fc.integer({ min: 0, max: 1_000_000 }).map((minor) => minor / 100),
      { nil: null },
    ),
  });
  const cartLines = fc.array(
    fc.record({
      unitPriceMinor: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    }),
    { maxLength: 20 },
  );

  it('shipping is the flat rate (free at the threshold) for every country; tax differs only by per-line rounding', () => {
    fc.assert(
      fc.property(flat, cartLines, fc.constantFrom('US', 'DE', 'JP', null), (settings, cart, country) => {
        const old = {
          ...defaultCheckoutSettings(),
          taxRate: settings.taxRatePpm / 1_000_000,
          shipping: { flatRate: settings.flatRate, freeShippingThreshold: settings.threshold },
        };
        const before = cartTotals(
          cart.map((l) => ({ ...l, originalUnitPriceMinor: l.unitPriceMinor })),
          pricingRules(old),
        );
        const rules = shippingRules(old.shipping, old.currency);
        const discountable = cart.map((l, index) => ({
          reference: `l${index}`,
          productId: 'p',
          category: null,
          ...l,
        }));
        const subtotal = discountedSubtotalMinor({ lines: discountable, discount: null });
        const shippingMinor = country
          ? (() => {
              const chosen = chooseShippingOption(rules, country, subtotal, undefined);
              if (!chosen.ok) throw new Error(chosen.reason);
              return chosen.option?.amountMinor ?? 0;
            })()
          : estimatedShippingMinor(rules, null, subtotal, cart.length);
        const totals = price({
          lines: discountable,
          tax: taxSettingsOf(old),
          shippingMinor,
          address: country ? { country } : null,
        });
        expect(totals.subtotalMinor).toBe(before.subtotalMinor);
        expect(totals.shippingTotalMinor).toBe(before.estimatedShippingMinor);
        // The old tax rounds the subtotal once (half up); the new one each line (half-even).
        const bound = Math.ceil((cart.length + 1) / 2);
        expect(Math.abs(totals.taxTotalMinor - before.estimatedTaxMinor)).toBeLessThanOrEqual(bound);
        if (cart.length <= 1) {
          // One line and no tie: exactly the old figure.
          const exact = (before.subtotalMinor * settings.taxRatePpm) % 1_000_000 !== 500_000;
          if (exact) expect(totals.taxTotalMinor).toBe(before.estimatedTaxMinor);
        }
        expect(totals.totalAmountMinor - totals.taxTotalMinor).toBe(
          before.estimatedTotalMinor - before.estimatedTaxMinor,
        );
      }),
    );
  });

  it.each([
    [0.0825, 4.99, 50, [1999, 3001], 'US', [5000, 0, 413, 5413]],
    [0.0825, 4.99, 50, [1999], 'DE', [1999, 499, 165, 2663]],
    [0, 0, null, [3333], 'JP', [3333, 0, 0, 3333]],
  ] as const)(
    'rate %d, flat %d, free over %s: %o to %s',
    (taxRate, flatRate, threshold, prices, country, expected) => {
      const old = {
        ...defaultCheckoutSettings(),
        taxRate,
        shipping: { flatRate, freeShippingThreshold: threshold },
      };
      const cart = lines(...prices);
      const chosen = chooseShippingOption(
        shippingRules(old.shipping, 'USD'),
        country,
        discountedSubtotalMinor({ lines: cart, discount: null }),
        undefined,
      );
      if (!chosen.ok) throw new Error(chosen.reason);
      const totals = price({
        lines: cart,
        tax: taxSettingsOf(old),
        shippingMinor: chosen.option?.amountMinor ?? 0,
        address: { country },
      });
      const before = cartTotals(
        prices.map((unitPriceMinor) => ({
          unitPriceMinor,
          originalUnitPriceMinor: unitPriceMinor,
          quantity: 1,
        })),
        pricingRules(old),
      );
      expect([
        totals.subtotalMinor,
        totals.shippingTotalMinor,
        totals.taxTotalMinor,
        totals.totalAmountMinor,
      ]).toEqual(expected);
      expect([
        before.subtotalMinor,
        before.estimatedShippingMinor,
        before.estimatedTaxMinor,
        before.estimatedTotalMinor,
      ]).toEqual(expected);
    },
  );
});
