import * as z from 'zod';
import { findSubdivision, isCountryCode, subdivisionsOf } from '../countries.ts';
import { named } from '../schema/named.ts';
import { textField } from '../util/fields.ts';
import { RATE_SCALE } from '../util/money.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * A store's tax settings (`checkoutSettings.tax`, docs/decisions.md §12.3): a rate is a fraction
 * like the old `taxRate` (0.2 = 20 %), with at most 4 decimals of a percent so that it is a whole
 * number of parts per million.
 */
const fraction = z
  .number()
  .min(0)
  .max(1)
  .refine((rate) => Math.abs(rate * RATE_SCALE - Math.round(rate * RATE_SCALE)) < 1e-6, {
    message: 'At most 6 decimals (0.0825 = 8.25 %)',
  });

export const taxRateSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'TaxRate',
    z
      .strictObject({
        country: z
          .string()
          .regex(/^[A-Za-z]{2}$/, 'ISO 3166-1 alpha-2 code, e.g. US')
          .refine(isCountryCode, 'Not an ISO 3166-1 alpha-2 country code')
          .transform((code) => code.toUpperCase()),
        province: textField({ min: 1, max: 50 }).nullish(),
        rate: fraction,
      })
      // A province the country does not have would never match an address, which must name one of
      // the country's subdivisions once a rate names a province (docs/decisions.md §12.13).
      .superRefine((rate, ctx) => {
        const province = rate.province?.trim();
        if (!province || subdivisionsOf(rate.country).length === 0) return;
        if (findSubdivision(rate.country, province)) return;
        ctx.addIssue({
          code: 'custom',
          path: ['province'],
          message: `${province} is not a subdivision of ${rate.country}: give its ISO 3166-2 code or name`,
        });
      }),
    {
      description:
        'A rate for a country, or for one province of it: one of its ISO 3166-2 subdivisions, by code or name (any case)',
    },
  ),
);

export const taxSettingsSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'TaxSettings',
    z.strictObject({
      pricesIncludeTax: z.boolean(),
      defaultRate: fraction,
      rates: z.array(taxRateSchema).max(500),
      taxShipping: z.boolean(),
      provider: z.enum(['table', 'stripe_tax']).optional().meta({
        description:
          'table (default): these rates. stripe_tax: Stripe Tax when Stripe is connected for the mode, these rates as its fallback',
      }),
    }),
    { description: 'The most specific rate for the shipping address wins, else defaultRate' },
  ),
);

export type TaxRateSetting = z.input<typeof taxRateSchema>;
export type TaxSettings = Omit<z.input<typeof taxSettingsSchema>, 'rates'> & {
  rates: readonly TaxRateSetting[];
};

/** The old flat `taxRate` as the new shape: exclusive prices, untaxed shipping, one rate everywhere. */
export const taxSettingsFromFlatRate = (taxRate: number): TaxSettings => ({
  pricesIncludeTax: false,
  defaultRate: taxRate,
  rates: [],
  taxShipping: false,
});

/** A store's tax settings, whether it has the new `tax` or only the old `taxRate`. */
export const taxSettingsOf = (checkout: { tax?: TaxSettings | null; taxRate?: number }): TaxSettings =>
  checkout.tax ?? taxSettingsFromFlatRate(checkout.taxRate ?? 0);
