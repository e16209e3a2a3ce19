import * as z from 'zod';
import { isCountryCode } from '../countries.ts';
import { named } from '../schema/named.ts';
import { textField } from '../util/fields.ts';
import { checkZones, shippingZoneSchema } from '../shipping/settings.ts';
import { taxSettingsSchema } from '../tax/settings.ts';
import {
  defaultNotificationSettings,
  notificationSettingsOf,
  type NotificationSwitches,
} from './notification-settings.ts';
import { lazySchema } from '../schema/lazy.ts';

const money = z.number().nonnegative().multipleOf(0.01);

/**
 * Shipping (docs/decisions.md §12.8): zones by country with their options, or the old flat rate
 * free above a threshold (both in the store currency), which works as one zone for every country.
 * A store has one or the other.
 */
export const shippingSettingsSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'ShippingSettings',
    z
      .strictObject({
        flatRate: money.optional(),
        freeShippingThreshold: money.nullable().optional(),
        zones: z.array(shippingZoneSchema).max(100).optional(),
      })
      .superRefine((settings, ctx) => {
        if (settings.zones !== undefined) {
          if (settings.flatRate !== undefined || settings.freeShippingThreshold !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: ['zones'],
              message: 'Give zones, or flatRate and freeShippingThreshold, not both',
            });
          }
          checkZones(settings.zones, ctx);
        } else if (settings.flatRate === undefined || settings.freeShippingThreshold === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: settings.flatRate === undefined ? ['flatRate'] : ['freeShippingThreshold'],
            message: 'Give zones, or flatRate and freeShippingThreshold (null: never free)',
          });
        }
      }),
    {
      description:
        'Shipping zones ({ zones }), or the old flat rate ({ flatRate, freeShippingThreshold }): one zone for every country',
    },
  ),
);

export const checkoutSettingsSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CheckoutSettings',
    z.strictObject({
      currency: z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code, e.g. USD'),
      /** Fraction, e.g. 0.0825 for 8.25 %. */
      taxRate: z.number().min(0).max(1),
      /** Tax by region (docs/decisions.md §12.8); absent: `taxRate` everywhere, prices exclusive. */
      tax: taxSettingsSchema.optional(),
      /** The store's default country (ISO code): the cart's estimates use it until an address is known. */
      // toUpperCase() rewrites in place (no transform), so the OpenAPI document keeps the string type.
      defaultCountry: z
        .string()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code, e.g. US')
        .refine(isCountryCode, 'Not an ISO 3166-1 alpha-2 country code')
        .nullish(),
      shipping: shippingSettingsSchema,
      cartAbandonmentMinutes: z
        .number()
        .int()
        .min(1)
        .max(60 * 24 * 30),
    }),
  ),
);

/**
 * What `GET .../checkout-settings` answers (docs/decisions.md §12.8): the stored settings with
 * the new shapes always filled in, whichever the store has: `tax` (the old `taxRate` mapped) and
 * `shipping.zones` (the old flat rate as one zone for every country), beside the old fields.
 */
export const checkoutSettingsViewSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'StoreSettings',
    z.object({
      storeId: z.uuid(),
      currency: z.string(),
      taxRate: z.number().meta({ description: 'The default rate (tax.defaultRate when tax is set)' }),
      tax: taxSettingsSchema,
      defaultCountry: z.string().nullable(),
      shipping: z.object({
        flatRate: z.number().optional(),
        freeShippingThreshold: z.number().nullable().optional(),
        zones: z.array(shippingZoneSchema),
      }),
      cartAbandonmentMinutes: z.number().int(),
    }),
  ),
);

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'hex colour like #1a2b3c');

export const brandingSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'Branding',
    z.strictObject({
      name: textField({ min: 1, max: 200, trim: false }),
      logoUrl: z.url({ protocol: /^https$/ }).nullable(),
      colors: z.strictObject({ primary: colour, secondary: colour, accent: colour }),
    }),
  ),
);

/**
 * Which order notifications the store's customers receive (docs/decisions.md §14.3): one switch
 * per kind, all on by default.
 */
export const notificationSettingsSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'NotificationSettings',
    z.strictObject({
      orderConfirmed: z.boolean(),
      orderShipped: z.boolean(),
      orderDelivered: z.boolean(),
      orderCancelled: z.boolean(),
      orderRefunded: z.boolean(),
    }) satisfies z.ZodType<NotificationSwitches>,
  ),
);

export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>;
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export type Branding = z.infer<typeof brandingSchema>;

export interface StoreRecord {
  storeId: string;
  name: string;
  checkoutSettings: CheckoutSettings;
  branding: Branding;
  /** Read from the table with the defaults filled in; absent only on records built in memory. */
  notifications?: NotificationSettings;
  createdAt: string;
  updatedAt: string;
  /** How far the store's test-mode clock is ahead of real time (docs/decisions.md §8.12); absent: 0. */
  testClockOffsetSeconds?: number;
}

export const defaultCheckoutSettings = (): CheckoutSettings => ({
  currency: 'USD',
  taxRate: 0,
  shipping: { flatRate: 0, freeShippingThreshold: null },
  cartAbandonmentMinutes: 60,
});

export const defaultBranding = (name: string): Branding => ({
  name,
  logoUrl: null,
  colors: { primary: '#111827', secondary: '#f9fafb', accent: '#2563eb' },
});

export { defaultNotificationSettings, notificationSettingsOf };

/** A new store with the default checkout settings and branding named after it. */
export const newStoreRecord = (storeId: string, name: string, at: string): StoreRecord => ({
  storeId,
  name,
  checkoutSettings: defaultCheckoutSettings(),
  branding: defaultBranding(name),
  notifications: defaultNotificationSettings(),
  createdAt: at,
  updatedAt: at,
});
