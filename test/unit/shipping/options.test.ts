import { describe, expect, it } from 'vitest';
import {
  chooseShippingOption,
  estimatedDeliveryAt,
  estimatedShippingMinor,
  shippingOptionsFor,
  shippingRules,
} from '../../../shared/shipping/options.ts';
import {
  shippingZonesSchema,
  zonesFromFlatRate,
  type ZonedShippingSettings,
} from '../../../shared/shipping/settings.ts';

const zoned: ZonedShippingSettings = {
  zones: [
    {
      name: 'Domestic',
      countries: ['US'],
      options: [
        { id: 'express', name: 'Express', price: 15, minDeliveryDays: 1, maxDeliveryDays: 2 },
        {
          id: 'ground',
          name: 'Ground',
          price: 5.99,
          freeOverSubtotal: 50,
          minDeliveryDays: 3,
          maxDeliveryDays: 7,
        },
      ],
    },
    { name: 'Europe', countries: ['DE', 'FR'], options: [{ id: 'eu', name: 'Europe', price: 12.5 }] },
    { name: 'Pickup only', countries: ['CA'], options: [] },
  ],
};
const rules = shippingRules(zoned, 'USD');

describe('shipping options for an address', () => {
  it('lists the zone of the country, cheapest first, free over the subtotal', () => {
    const below = shippingOptionsFor(rules, 'us', 4999);
    expect(below).toMatchObject({ ok: true, zone: 'Domestic' });
    expect(below.ok && below.options.map((o) => [o.id, o.amountMinor])).toEqual([
      ['ground', 599],
      ['express', 1500],
    ]);
    const atThreshold = shippingOptionsFor(rules, 'US', 5000);
    expect(atThreshold.ok && atThreshold.options.map((o) => [o.id, o.amountMinor])).toEqual([
      ['ground', 0],
      ['express', 1500],
    ]);
  });

  it('a country in no zone is not available; a `*` zone covers every other country', () => {
    expect(shippingOptionsFor(rules, 'JP', 1000)).toEqual({ ok: false, reason: 'shipping_not_available' });
    const withRest = shippingRules(
      {
        zones: [
          ...zoned.zones,
          { name: 'World', countries: ['*'], options: [{ id: 'world', name: 'World', price: 30 }] },
        ],
      },
      'USD',
    );
    const japan = shippingOptionsFor(withRest, 'JP', 1000);
    expect(japan.ok && japan.options.map((o) => o.id)).toEqual(['world']);
    const germany = shippingOptionsFor(withRest, 'DE', 1000);
    expect(germany.ok && germany.options.map((o) => o.id)).toEqual(['eu']);
  });

  it('completion: configured zones need an option id the zone offers', () => {
    expect(chooseShippingOption(rules, 'US', 1000, undefined)).toEqual({
      ok: false,
      reason: 'shipping_option_required',
    });
    expect(chooseShippingOption(rules, 'US', 1000, 'eu')).toEqual({
      ok: false,
      reason: 'unknown_shipping_option',
    });
    expect(chooseShippingOption(rules, 'JP', 1000, 'ground')).toEqual({
      ok: false,
      reason: 'shipping_not_available',
    });
    expect(chooseShippingOption(rules, 'US', 1000, 'express')).toMatchObject({
      ok: true,
      option: { amountMinor: 1500 },
    });
    expect(chooseShippingOption(rules, 'CA', 1000, undefined)).toEqual({ ok: true, option: null });
  });

  it('estimatedShipping: the cheapest option of the default country, 0 for an empty cart', () => {
    expect(estimatedShippingMinor(rules, 'US', 1000, 1)).toBe(599);
    expect(estimatedShippingMinor(rules, 'FR', 1000, 1)).toBe(1250);
    expect(estimatedShippingMinor(rules, 'US', 1000, 0)).toBe(0);
    expect(estimatedShippingMinor(rules, 'JP', 1000, 1)).toBe(0);
  });

  it('estimated delivery: shipped plus the option’s maxDeliveryDays', () => {
    expect(estimatedDeliveryAt({ maxDeliveryDays: 7 }, '2026-06-01T10:00:00.000Z')).toBe(
      '2026-06-08T10:00:00.000Z',
    );
    expect(estimatedDeliveryAt({ maxDeliveryDays: null }, '2026-06-01T10:00:00.000Z')).toBeNull();
    expect(estimatedDeliveryAt(null, '2026-06-01T10:00:00.000Z')).toBeNull();
  });
});

describe('the old flat settings', () => {
  it.each([
    [{ flatRate: 4.99, freeShippingThreshold: 50 }, 'SE', 4999, 499],
    [{ flatRate: 4.99, freeShippingThreshold: 50 }, 'US', 5000, 0],
    [{ flatRate: 4.99, freeShippingThreshold: null }, 'JP', 1_000_000, 499],
    [{ flatRate: 0, freeShippingThreshold: null }, 'DE', 100, 0],
  ])(
    '%o to %s at %i -> %i, for every country and without an option id',
    (flat, country, subtotal, expected) => {
      const legacy = shippingRules(flat, 'USD');
      expect(legacy.optionRequired).toBe(false);
      expect(chooseShippingOption(legacy, country, subtotal, undefined)).toMatchObject({
        ok: true,
        option: { id: 'standard', amountMinor: expected },
      });
      expect(estimatedShippingMinor(legacy, null, subtotal, 1)).toBe(expected);
    },
  );

  it('are one zone for every country that the zone schema accepts', () => {
    const zones = zonesFromFlatRate({ flatRate: 4.99, freeShippingThreshold: 50 });
    expect(shippingZonesSchema.safeParse(zones).success).toBe(true);
  });
});

describe('the zones schema', () => {
  it('refuses a country in two zones and an option id used twice', () => {
    const result = shippingZonesSchema.safeParse({
      zones: [
        { name: 'A', countries: ['us'], options: [{ id: 'x', name: 'X', price: 1 }] },
        { name: 'B', countries: ['US'], options: [{ id: 'x', name: 'Y', price: 2 }] },
      ],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'US is in two zones',
      'Option id x is used twice',
    ]);
  });

  it('refuses a minimum above the maximum delivery days and a bad country code', () => {
    const zone = (countries: string[], minDeliveryDays: number) => ({
      zones: [
        {
          name: 'A',
          countries,
          options: [{ id: 'x', name: 'X', price: 1, minDeliveryDays, maxDeliveryDays: 3 }],
        },
      ],
    });
    expect(shippingZonesSchema.safeParse(zone(['US'], 4)).success).toBe(false);
    expect(shippingZonesSchema.safeParse(zone(['USA'], 1)).success).toBe(false);
    expect(shippingZonesSchema.safeParse(zone(['US'], 3)).success).toBe(true);
  });
});
