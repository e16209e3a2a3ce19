import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartPricingRules, cartTotals, pricingRules } from '../../../shared/pricing.ts';
import { defaultCheckoutSettings, type CheckoutSettings } from '../../../shared/stores/types.ts';

/**
 * The cart stores only the part of the store's pricing its totals read (docs/decisions.md §11.8):
 * the default country's rates and zone. Its totals must be those of the whole rules.
 */
const countries = ['US', 'CA', 'GB', 'DE', 'FR', 'AU'];
const zones = countries.map((country, i) => ({
  name: `Zone ${country}`,
  countries: [country],
  options: [
    { id: `std-${i}`, name: 'Standard', price: 4 + i, freeOverSubtotal: i % 2 ? 50 : null },
    { id: `exp-${i}`, name: 'Express', price: 15 + i, minDeliveryDays: 1, maxDeliveryDays: 2 },
  ],
}));
const settings = (defaultCountry: string | null, everywhere: boolean): CheckoutSettings => ({
  ...defaultCheckoutSettings(),
  defaultCountry,
  tax: {
    pricesIncludeTax: false,
    defaultRate: 0.05,
    taxShipping: true,
    rates: countries.flatMap((country, i) => [
      { country, rate: 0.01 * (i + 1) },
      ...Array.from({ length: 20 }, (_, p) => ({ country, province: `P${p}`, rate: 0.001 * p })),
    ]),
  },
  shipping: {
    zones: [
      ...zones,
      ...(everywhere
        ? [{ name: 'Rest', countries: ['*'], options: [{ id: 'rest', name: 'Rest', price: 30 }] }]
        : []),
    ],
  },
});

describe('the pricing a cart stores', () => {
  it('prices every cart as the whole rules do, with the default country, another one or none', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('US', 'DE', 'NZ', null),
        fc.boolean(),
        fc.array(
          fc.record({
            unitPriceMinor: fc.integer({ min: 0, max: 100_000 }),
            quantity: fc.integer({ min: 1, max: 50 }),
          }),
          { maxLength: 5 },
        ),
        (country, everywhere, lines) => {
          const full = pricingRules(settings(country, everywhere));
          const priced = lines.map((l) => ({ ...l, originalUnitPriceMinor: l.unitPriceMinor }));
          expect(cartTotals(priced, cartPricingRules(full))).toEqual(cartTotals(priced, full));
        },
      ),
    );
  });

  it('keeps one zone and the country rate only, a fraction of the whole rules', () => {
    const full = pricingRules(settings('US', true));
    const stored = cartPricingRules(full);
    expect(stored.shipping!.zones.map((z) => z.name)).toEqual(['Zone US']);
    expect(stored.tax!.rates).toEqual([{ country: 'US', rate: 0.01 }]);
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(full).length / 10);
  });
});
