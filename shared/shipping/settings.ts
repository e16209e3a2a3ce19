import * as z from 'zod';
import { isCountryCode } from '../countries.ts';
import { named } from '../schema/named.ts';
import { textField } from '../util/fields.ts';
import { MAX_AMOUNT } from '../util/money.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * A store's shipping zones (`checkoutSettings.shipping`, docs/decisions.md §12.4). A zone lists
 * ISO country codes, or `*` for every country no other zone lists; an option's id is unique in
 * the store (completion names the option by it). The old flat settings `{ flatRate,
 * freeShippingThreshold }` are one `*` zone with one option.
 */
const money = z.number().min(0).max(MAX_AMOUNT);
const days = z.number().int().min(0).max(365);
export const EVERY_COUNTRY = '*';

export const shippingOptionSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'ShippingOption',
    z
      .strictObject({
        id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Letters, digits, - and _, at most 64'),
        name: textField({ min: 1, max: 100 }),
        price: money,
        freeOverSubtotal: money.nullish(),
        minDeliveryDays: days.nullish(),
        maxDeliveryDays: days.nullish(),
      })
      .refine(
        (option) =>
          option.minDeliveryDays === null ||
          option.minDeliveryDays === undefined ||
          option.maxDeliveryDays === null ||
          option.maxDeliveryDays === undefined ||
          option.minDeliveryDays <= option.maxDeliveryDays,
        { message: 'minDeliveryDays must not be above maxDeliveryDays', path: ['minDeliveryDays'] },
      ),
    { description: 'Free when the discounted subtotal is at or above freeOverSubtotal' },
  ),
);

export const shippingZoneSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'ShippingZone',
    z.strictObject({
      name: textField({ min: 1, max: 100 }),
      countries: z
        .array(
          z
            .string()
            .regex(/^([A-Za-z]{2}|\*)$/, 'ISO 3166-1 alpha-2 code, or * for every other country')
            .refine(
              (code) => code === EVERY_COUNTRY || isCountryCode(code),
              'Not an ISO 3166-1 alpha-2 country code',
            )
            .transform((code) => code.toUpperCase()),
        )
        .min(1)
        .max(250),
      options: z.array(shippingOptionSchema).max(20),
    }),
  ),
);

/**
 * The rules a store's zones keep together: a country in one zone only, an option id once in the
 * store (completion names an option by its id alone).
 */
export const checkZones = (
  zones: ReadonlyArray<{ countries: readonly string[]; options: ReadonlyArray<{ id: string }> }>,
  ctx: z.RefinementCtx,
  path: PropertyKey[] = ['zones'],
): void => {
  const countries = new Set<string>();
  const optionIds = new Set<string>();
  zones.forEach((zone, zoneIndex) => {
    for (const country of zone.countries) {
      if (countries.has(country)) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, zoneIndex, 'countries'],
          message: `${country} is in two zones`,
        });
      }
      countries.add(country);
    }
    zone.options.forEach((option, optionIndex) => {
      if (optionIds.has(option.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [...path, zoneIndex, 'options', optionIndex, 'id'],
          message: `Option id ${option.id} is used twice`,
        });
      }
      optionIds.add(option.id);
    });
  });
};

export const shippingZonesSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .strictObject({ zones: z.array(shippingZoneSchema).max(100) })
    .superRefine((settings, ctx) => checkZones(settings.zones, ctx)),
);

export type ShippingOptionSetting = z.input<typeof shippingOptionSchema>;
export interface ShippingZoneSetting {
  name: string;
  countries: readonly string[];
  options: readonly ShippingOptionSetting[];
}
export interface ZonedShippingSettings {
  zones: readonly ShippingZoneSetting[];
}

/** Today's flat shipping settings (shared/stores/types.ts). */
export interface FlatShippingSettings {
  flatRate: number;
  freeShippingThreshold: number | null;
}

export const FLAT_RATE_OPTION_ID = 'standard';

/** The flat rate as one zone for every country, with one option at that price. */
export const zonesFromFlatRate = (flat: FlatShippingSettings): ZonedShippingSettings => ({
  zones: [
    {
      name: 'Everywhere',
      countries: [EVERY_COUNTRY],
      options: [
        {
          id: FLAT_RATE_OPTION_ID,
          name: 'Standard shipping',
          price: flat.flatRate,
          freeOverSubtotal: flat.freeShippingThreshold,
        },
      ],
    },
  ],
});

export const isZonedShipping = (
  settings: ZonedShippingSettings | FlatShippingSettings,
): settings is ZonedShippingSettings => 'zones' in settings && Array.isArray(settings.zones);

/** A store's stored shipping settings (either shape) as the one they are. */
export const shippingSettingsOf = (settings: {
  zones?: readonly ShippingZoneSetting[] | undefined;
  flatRate?: number | undefined;
  freeShippingThreshold?: number | null | undefined;
}): ZonedShippingSettings | FlatShippingSettings =>
  settings.zones
    ? { zones: settings.zones }
    : { flatRate: settings.flatRate ?? 0, freeShippingThreshold: settings.freeShippingThreshold ?? null };
