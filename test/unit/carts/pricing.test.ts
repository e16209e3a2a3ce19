import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartShippingOptions,
  cartTotals,
  lineAmounts,
  originalUnitPrice,
  pricingRules,
  type PricingRules,
} from '../../../shared/pricing.ts';
import type { CartLine, CartRecord } from '../../../shared/carts/types.ts';
import { cartView, isoDuration, totalsView } from '../../../shared/carts/views.ts';
import { applyRatePpm, fromMinorUnits, MAX_AMOUNT, toMinorUnits } from '../../../shared/util/money.ts';

const minor = fc.integer({ min: 0, max: 100_000_000 }); // up to 1,000,000.00
const line = fc
  .record({
    unitPriceMinor: minor,
    extra: fc.integer({ min: 0, max: 1_000_000 }),
    hasCompare: fc.boolean(),
    quantity: fc.integer({ min: 1, max: 9999 }),
  })
  .map(({ unitPriceMinor, extra, hasCompare, quantity }) => ({
    unitPriceMinor,
    originalUnitPriceMinor: originalUnitPrice(unitPriceMinor, hasCompare ? unitPriceMinor + extra : null),
    quantity,
  }));
const rules: fc.Arbitrary<PricingRules> = fc.record({
  currency: fc.constant('USD'),
  exponent: fc.constant(2),
  taxRatePpm: fc.integer({ min: 0, max: 1_000_000 }),
  flatShippingMinor: fc.integer({ min: 0, max: 100_000 }),
  freeShippingThresholdMinor: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
});

/** Decimal places of a number as JSON prints it. */
const decimals = (value: number): number => (String(value).split('.')[1] ?? '').length;

const asCart = (
  lines: Array<{ unitPriceMinor: number; originalUnitPriceMinor: number; quantity: number }>,
  pricing: PricingRules,
): CartRecord => ({
  cartId: 'c',
  storeId: 's',
  mode: 'test',
  customerId: 'u',
  status: 'Active',
  items: lines.map((l, i): CartLine => ({
    ...l,
    id: `line-${i}`,
    productVariantId: `v-${i}`,
    productId: 'p',
    externalId: 'e',
    externalVariantId: `ev-${i}`,
    productTitle: 'P',
    variantTitle: 'V',
    sku: null,
    imageUrl: null,
    addedAt: '2025-01-01T00:00:00.000Z',
    updatedAt: null,
  })),
  pricing,
  version: 1,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  activeSince: '2025-01-01T00:00:00.000Z',
  abandonDueAt: null,
  abandonedAt: null,
  checkoutId: null,
});

describe('cart arithmetic (property-based)', () => {
  it('totals always equal the sum of their lines, in integers', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 100 }), rules, (lines, pricing) => {
        const totals = cartTotals(lines, pricing);
        const amounts = lines.map(lineAmounts);
        expect(totals.subtotalMinor).toBe(amounts.reduce((sum, a) => sum + a.totalPriceMinor, 0));
        // Without a code nothing is taken off: compare-at savings are in the unit prices (docs/decisions.md §12.7).
        expect(totals.discountTotalMinor).toBe(0);
        expect(totals.lineDiscountsMinor).toEqual(lines.map(() => 0));
        expect(totals.discountCode).toBeNull();
        expect(totals.totalQuantity).toBe(lines.reduce((sum, l) => sum + l.quantity, 0));
        expect(totals.itemCount).toBe(lines.length);
        expect(totals.estimatedTotalMinor).toBe(
          totals.subtotalMinor + totals.estimatedTaxMinor + totals.estimatedShippingMinor,
        );
        const { lineDiscountsMinor: _lines, discountCode: _code, ...figures } = totals;
        for (const value of Object.values(figures)) expect(Number.isSafeInteger(value)).toBe(true);
        for (const a of amounts)
          expect(a.originalTotalPriceMinor - a.totalPriceMinor).toBe(a.discountAmountMinor ?? 0);
      }),
    );
  });

  it('the JSON view adds up exactly: no float drift, never more than 2 decimals', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), rules, (lines, pricing) => {
        const view = JSON.parse(JSON.stringify(cartView(asCart(lines, pricing), pricing))) as ReturnType<
          typeof cartView
        >;
        const cents = (value: number) => {
          expect(decimals(value)).toBeLessThanOrEqual(2);
          return Math.round(value * 100);
        };
        expect(cents(view.subtotal)).toBe(view.items.reduce((sum, item) => sum + cents(item.totalPrice), 0));
        expect(cents(view.estimatedTotal)).toBe(
          cents(view.subtotal) + cents(view.estimatedTax) + cents(view.estimatedShipping),
        );
        for (const item of view.items) {
          expect(cents(item.totalPrice)).toBe(cents(item.unitPrice) * item.quantity);
          expect(cents(item.originalTotalPrice)).toBe(cents(item.originalUnitPrice) * item.quantity);
          if (item.hasDiscount)
            expect(cents(item.discountAmount!)).toBe(cents(item.originalTotalPrice) - cents(item.totalPrice));
          else expect([item.discountAmount, item.discountPercentage]).toEqual([null, null]);
        }
        const totals = totalsView(asCart(lines, pricing).items, pricing);
        expect(cents(totals.totalAmount)).toBe(
          cents(totals.subtotal) + cents(totals.taxTotal) + cents(totals.shippingTotal),
        );
      }),
    );
  });

  it('minor -> JSON number -> minor round-trips for every amount', () => {
    fc.assert(
      fc.property(minor, fc.constantFrom(0, 2, 3), (raw, exponent) => {
        const value = raw % (MAX_AMOUNT * 10 ** exponent + 1); // within the largest accepted amount
        expect(toMinorUnits(fromMinorUnits(value, exponent), exponent)).toBe(value);
      }),
    );
  });

  it('tax is the subtotal times the rate, rounded half up, exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, ppm) => {
          const exact = BigInt(amount) * BigInt(ppm); // in millionths of a minor unit
          const expected = exact / 1_000_000n + (exact % 1_000_000n >= 500_000n ? 1n : 0n);
          expect(applyRatePpm(amount, ppm)).toBe(Number(expected));
        },
      ),
    );
  });
});

describe('cart arithmetic (examples)', () => {
  const usd = pricingRules({
    currency: 'USD',
    taxRate: 0.0825,
    shipping: { flatRate: 4.99, freeShippingThreshold: 50 },
    cartAbandonmentMinutes: 60,
  });

  it('derives the store rules in minor units, the flat settings mapped as a table and one zone (docs/decisions.md §12.8)', () => {
    expect(usd).toMatchObject({
      currency: 'USD',
      exponent: 2,
      taxRatePpm: 82_500,
      flatShippingMinor: 499,
      freeShippingThresholdMinor: 5000,
      tax: { pricesIncludeTax: false, defaultRate: 0.0825, rates: [], taxShipping: false },
      shipping: {
        optionRequired: false,
        zones: [
          {
            countries: ['*'],
            options: [{ id: 'standard', priceMinor: 499, freeOverSubtotalMinor: 5000 }],
          },
        ],
      },
      defaultCountry: null,
    });
  });

  it('estimates with the default country: its rate and the cheapest option of its zone (docs/decisions.md §12.9)', () => {
    const zoned = pricingRules({
      currency: 'EUR',
      taxRate: 0,
      defaultCountry: 'DE',
      tax: {
        pricesIncludeTax: true,
        defaultRate: 0.1,
        rates: [{ country: 'DE', rate: 0.19 }],
        taxShipping: true,
      },
      shipping: {
        zones: [
          {
            name: 'EU',
            countries: ['DE', 'FR'],
            options: [
              { id: 'express', name: 'Express', price: 15 },
              { id: 'eu-standard', name: 'Standard', price: 5.95, freeOverSubtotal: 100 },
            ],
          },
          { name: 'World', countries: ['*'], options: [{ id: 'world', name: 'World', price: 30 }] },
        ],
      },
      cartAbandonmentMinutes: 60,
    });
    const line = (unitPriceMinor: number) => [
      { unitPriceMinor, originalUnitPriceMinor: unitPriceMinor, quantity: 1 },
    ];
    // 11.90 gross at 19 % holds 1.90; shipping 5.95 holds 0.95 (taxed shipping, inclusive).
    expect(cartTotals(line(1190), zoned)).toMatchObject({
      estimatedShippingMinor: 595,
      estimatedTaxMinor: 190 + 95,
      estimatedTotalMinor: 1190 + 595,
    });
    expect(cartTotals(line(10_000), zoned)).toMatchObject({ estimatedShippingMinor: 0 });
    expect(cartShippingOptions(line(1190), zoned, null, 'fr')).toMatchObject({
      ok: true,
      zone: 'EU',
      options: [
        { id: 'eu-standard', amountMinor: 595 },
        { id: 'express', amountMinor: 1500 },
      ],
    });
    expect(cartShippingOptions(line(1190), zoned, null, 'JP')).toMatchObject({ ok: true, zone: 'World' });
  });

  it('ships free from the threshold on, and an empty cart costs nothing', () => {
    expect(
      cartTotals([{ unitPriceMinor: 4999, originalUnitPriceMinor: 4999, quantity: 1 }], usd)
        .estimatedShippingMinor,
    ).toBe(499);
    expect(
      cartTotals([{ unitPriceMinor: 5000, originalUnitPriceMinor: 5000, quantity: 1 }], usd)
        .estimatedShippingMinor,
    ).toBe(0);
    expect(cartTotals([], usd)).toMatchObject({
      subtotalMinor: 0,
      estimatedShippingMinor: 0,
      estimatedTotalMinor: 0,
    });
  });

  it('rounds tax half-even per line (docs/decisions.md §12.1): 8.25 % of 10.00 is 0.82, of 10.20 is 0.84', () => {
    const tax = (unitPriceMinor: number) =>
      cartTotals([{ unitPriceMinor, originalUnitPriceMinor: unitPriceMinor, quantity: 1 }], usd)
        .estimatedTaxMinor;
    expect(tax(1000)).toBe(82);
    expect(tax(1020)).toBe(84);
  });

  it('a compare-at price above the price is a discount; below or equal is not', () => {
    expect(originalUnitPrice(1500, 2000)).toBe(2000);
    expect(originalUnitPrice(1500, 1000)).toBe(1500);
    expect(originalUnitPrice(1500, null)).toBe(1500);
    expect(lineAmounts({ unitPriceMinor: 1500, originalUnitPriceMinor: 2000, quantity: 3 })).toEqual({
      totalPriceMinor: 4500,
      originalTotalPriceMinor: 6000,
      hasDiscount: true,
      discountAmountMinor: 1500,
      discountPercentage: 25,
    });
  });

  it('parses decimal input exactly and refuses what cannot be money', () => {
    expect(toMinorUnits(19.99, 2)).toBe(1999);
    expect(toMinorUnits(0.3, 2)).toBe(30);
    expect(toMinorUnits(5, 0)).toBe(5);
    expect(toMinorUnits(1.5, 0)).toBeUndefined();
    expect(toMinorUnits(0.1 + 0.2, 2)).toBeUndefined();
    expect(toMinorUnits(1.234, 2)).toBeUndefined();
    expect(toMinorUnits(1.234, 3)).toBe(1234);
    expect(toMinorUnits(-1, 2)).toBeUndefined();
    expect(toMinorUnits(Number.NaN, 2)).toBeUndefined();
    expect(toMinorUnits(1e-7, 2)).toBeUndefined();
    expect(toMinorUnits(2_000_000, 2)).toBeUndefined();
  });

  it('formats ISO 8601 durations', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(2_500)).toBe('PT2S');
    expect(isoDuration(3_930_000)).toBe('PT1H5M30S');
    expect(isoDuration(2 * 86_400_000 + 3 * 3_600_000)).toBe('P2DT3H');
    expect(isoDuration(86_400_000)).toBe('P1D');
    expect(isoDuration(-5)).toBe('PT0S');
  });
});
