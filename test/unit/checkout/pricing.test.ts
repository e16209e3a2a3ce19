import { describe, expect, it } from 'vitest';
import { priceCheckout, type CheckoutPriceRequest } from '../../../shared/checkout/pricing.ts';
import type { StoredCheckout } from '../../../shared/checkout/records.ts';
import type { ApiError } from '../../../shared/errors.ts';
import type { DiscountRecord } from '../../../shared/promotions/ports.ts';
import { pricingRules } from '../../../shared/pricing.ts';
import { checkoutSettingsSchema } from '../../../shared/stores/types.ts';
import { tableTaxCalculators, type StoreTaxCalculators } from '../../../shared/checkout/tax-calculators.ts';
import { withTableFallback } from '../../../shared/tax/fallback.ts';
import { tableTaxCalculator } from '../../../shared/tax/table-calculator.ts';

/** A checkout's shipping and tax for an address (docs/decisions.md §12.10, §12.12), on the rate table. */
const settings = checkoutSettingsSchema.parse({
  currency: 'EUR',
  taxRate: 0,
  cartAbandonmentMinutes: 60,
  tax: {
    pricesIncludeTax: true,
    defaultRate: 0,
    rates: [
      { country: 'DE', rate: 0.19 },
      { country: 'CA', province: 'QC', rate: 0.14975 },
      { country: 'CA', rate: 0.05 },
    ],
    taxShipping: true,
  },
  shipping: {
    zones: [
      {
        name: 'DE',
        countries: ['DE'],
        options: [{ id: 'dhl', name: 'DHL', price: 4.9, maxDeliveryDays: 2 }],
      },
      { name: 'CA', countries: ['CA'], options: [{ id: 'post', name: 'Post', price: 10 }] },
      { name: 'Pickup', countries: ['AT'], options: [] },
    ],
  },
});

const line = (id: string, unitPriceMinor: number, quantity = 1) => ({
  id,
  productVariantId: `v-${id}`,
  productId: `p-${id}`,
  externalId: id,
  externalVariantId: id,
  productTitle: id,
  variantTitle: id,
  sku: null,
  imageUrl: null,
  quantity,
  unitPriceMinor,
  originalUnitPriceMinor: unitPriceMinor,
  addedAt: '2026-01-01T00:00:00.000Z',
  updatedAt: null,
});

const checkout = (freeShipping = false): StoredCheckout =>
  ({
    checkoutId: 'c',
    currency: 'EUR',
    pricing: pricingRules(settings),
    items: [line('a', 1190), line('b', 3333)],
    discount: freeShipping
      ? {
          applied: { discountId: 'd', rule: { code: 'SHIPFREE', type: 'free_shipping' } },
          linesMinor: [0, 0],
        }
      : null,
  }) as unknown as StoredCheckout;
/** The store's one code, SHIPFREE (id d), as the store holds it now. */
const shipFree = {
  discountId: 'd',
  code: 'SHIPFREE',
  type: 'free_shipping',
  value: 0,
  isEnabled: true,
  timesUsed: 0,
} as DiscountRecord;
const discounts = {
  get: async (_scope: unknown, id: string) => (id === 'd' ? shipFree : undefined),
  usesByCustomer: async () => 0,
};
const priceOrder = (
  taxCalculators: StoreTaxCalculators,
  scope: { storeId: string; mode: 'test' },
  priced: StoredCheckout,
  request: Pick<CheckoutPriceRequest, 'shippingAddress' | 'shippingOptionId'>,
) =>
  priceCheckout({ taxCalculators, discounts }, scope, priced, {
    ...request,
    unnamedOption: 'store-rule',
    customerId: 'customer',
    now: new Date('2026-01-01T00:00:00.000Z'),
  });
const scope = { storeId: 's', mode: 'test' as const };
const at = (countryIsoCode: string, province = '') =>
  ({ countryIsoCode, province, city: 'x', postalCode: '1', address1: 'x' }) as never;

describe('pricing the order for its address', () => {
  it('taxes each line inside its gross price, and shipping too, at the address rate (QC beats CA)', async () => {
    const de = await priceOrder(tableTaxCalculators, scope, checkout(), {
      shippingAddress: at('DE'),
      shippingOptionId: 'dhl',
    });
    // 11.90 holds 1.90; 33.33 holds 5.32 (5.3216); 4.90 holds 0.78 (0.7823).
    expect(de.tax).toMatchObject({
      lines: [
        { itemId: 'a', amountMinor: 190 },
        { itemId: 'b', amountMinor: 532 },
      ],
      shippingMinor: 78,
      estimated: false,
    });
    expect(de.totals).toEqual({
      subtotalMinor: 4523,
      discountTotalMinor: 0,
      shippingTotalMinor: 490,
      taxTotalMinor: 800,
      totalAmountMinor: 5013,
    });
    expect(de.shippingOption).toEqual({
      id: 'dhl',
      name: 'DHL',
      priceMinor: 490,
      minDeliveryDays: null,
      maxDeliveryDays: 2,
    });
    const quebec = await priceOrder(tableTaxCalculators, scope, checkout(), {
      shippingAddress: at('CA', 'qc'),
      shippingOptionId: 'post',
    });
    const ontario = await priceOrder(tableTaxCalculators, scope, checkout(), {
      shippingAddress: at('CA', 'ON'),
      shippingOptionId: 'post',
    });
    expect(quebec.totals.taxTotalMinor).toBeGreaterThan(ontario.totals.taxTotalMinor);
    expect(ontario.tax.lines[0]!.amountMinor).toBe(57); // 11.90 / 1.05 * 0.05 = 0.5667
  });

  it('a free-shipping code makes the option 0 and its tax 0; a zone without options ships for nothing', async () => {
    const free = await priceOrder(tableTaxCalculators, scope, checkout(true), {
      shippingAddress: at('DE'),
      shippingOptionId: 'dhl',
    });
    expect(free.totals.shippingTotalMinor).toBe(0);
    expect(free.tax.shippingMinor).toBe(0);
    expect(free.shippingOption).toMatchObject({ id: 'dhl', priceMinor: 0 });
    const pickup = await priceOrder(tableTaxCalculators, scope, checkout(), { shippingAddress: at('AT') });
    expect([pickup.shippingOption, pickup.totals.shippingTotalMinor]).toEqual([null, 0]);
  });

  it('refuses before asking for tax: no zone, no option, an option of another zone', async () => {
    let asked = 0;
    const counting = async () => {
      asked += 1;
      return tableTaxCalculator(settings.tax!);
    };
    const refusal = (address: never, shippingOptionId?: string) =>
      priceOrder(counting, scope, checkout(), {
        shippingAddress: address,
        ...(shippingOptionId ? { shippingOptionId } : {}),
      }).then(
        () => 'placed',
        (error: ApiError) => error.errorCode,
      );
    expect(await refusal(at('JP'), 'dhl')).toBe('SHIPPING_NOT_AVAILABLE');
    expect(await refusal(at('DE'))).toBe('SHIPPING_OPTION_REQUIRED');
    expect(await refusal(at('DE'), 'post')).toBe('INVALID_SHIPPING_OPTION');
    expect(asked).toBe(0);
  });

  it('a failing primary calculator falls back to the table and marks the order estimated', async () => {
    const down = async () =>
      withTableFallback(
        { calculate: () => Promise.reject(new Error('Stripe is down')) },
        tableTaxCalculator(settings.tax!),
      );
    const priced = await priceOrder(down, scope, checkout(), {
      shippingAddress: at('DE'),
      shippingOptionId: 'dhl',
    });
    expect(priced.tax).toMatchObject({ estimated: true, source: 'table' });
    expect(priced.totals.taxTotalMinor).toBe(800);
  });
});

describe("the checkout's code, decided again when priced (docs/decisions.md §12.12)", () => {
  const halfOffA = {
    discountId: 'half',
    code: 'HALFA',
    type: 'percentage',
    value: 50,
    appliesTo: { productIds: ['p-a'] },
    isEnabled: true,
    timesUsed: 0,
  } as unknown as DiscountRecord;
  const holding = (record: DiscountRecord | undefined, asked = { count: 0 }) => ({
    taxCalculators: (async () => {
      asked.count += 1;
      return tableTaxCalculator(settings.tax!);
    }) as StoreTaxCalculators,
    discounts: {
      get: async () => record,
      usesByCustomer: async () => 0,
    },
  });
  const withCode = () =>
    ({
      ...checkout(),
      discount: { applied: { discountId: 'half', rule: { code: 'HALFA' } }, linesMinor: [0, 0] },
    }) as unknown as StoredCheckout;
  const price = (deps: ReturnType<typeof holding>) =>
    priceCheckout(deps, scope, withCode(), {
      shippingAddress: at('DE'),
      shippingOptionId: 'dhl',
      unnamedOption: 'store-rule',
      customerId: 'customer',
      now: new Date('2026-01-01T00:00:00.000Z'),
    });

  it('taxes each line on what it costs after its share of the code, as the store holds the code now', async () => {
    const priced = await price(holding(halfOffA));
    // a: 11.90 - 5.95 = 5.95, which holds 0.95 of 19 % tax; b has no share and holds 5.32.
    expect(priced.lines.map((line) => [line.reference, line.discountMinor, line.taxMinor])).toEqual([
      ['a', 595, 95],
      ['b', 0, 532],
    ]);
    expect(priced.discount).toMatchObject({ discountId: 'half', code: 'HALFA', amountMinor: 595 });
    expect(priced.totals.discountTotalMinor).toBe(595);
  });

  it('a code changed since checkout started is refused with its reason, before tax is asked', async () => {
    const cases: Array<[DiscountRecord | undefined, string]> = [
      [undefined, 'not_found'],
      [{ ...halfOffA, isEnabled: false }, 'disabled'],
      [{ ...halfOffA, endsAt: '2025-12-31T00:00:00.000Z' }, 'expired'],
      [{ ...halfOffA, startsAt: '2026-02-01T00:00:00.000Z' }, 'not_started'],
      [{ ...halfOffA, usageLimit: 3, timesUsed: 3 }, 'usage_limit_reached'],
      [{ ...halfOffA, appliesTo: { productIds: ['p-other'] } }, 'not_applicable'],
      [{ ...halfOffA, minimumSubtotal: 100 }, 'minimum_not_met'],
    ];
    for (const [record, reason] of cases) {
      const asked = { count: 0 };
      const refused = await price(holding(record, asked)).then(
        () => 'priced',
        (error: ApiError) => [error.errorCode, error.fields?.reason],
      );
      expect(refused, reason).toEqual(['INVALID_DISCOUNT_CODE', reason]);
      expect(asked.count, reason).toBe(0);
    }
  });
});
