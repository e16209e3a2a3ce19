import * as z from 'zod';
import { named } from '../http/schema-names.ts';
import { textField } from '../util/fields.ts';

const money = z.number().nonnegative().multipleOf(0.01);

/** Shipping rules: a flat rate, free above a threshold (both in the store currency). */
export const shippingSettingsSchema = named(
  'ShippingSettings',
  z.strictObject({
    flatRate: money,
    freeShippingThreshold: money.nullable(),
  }),
);

export const checkoutSettingsSchema = named(
  'CheckoutSettings',
  z.strictObject({
    currency: z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code, e.g. USD'),
    /** Fraction, e.g. 0.0825 for 8.25 %. */
    taxRate: z.number().min(0).max(1),
    shipping: shippingSettingsSchema,
    cartAbandonmentMinutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 30),
  }),
);

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'hex colour like #1a2b3c');

export const brandingSchema = named(
  'Branding',
  z.strictObject({
    name: textField({ min: 1, max: 200, trim: false }),
    logoUrl: z.url({ protocol: /^https$/ }).nullable(),
    colors: z.strictObject({ primary: colour, secondary: colour, accent: colour }),
  }),
);

export type CheckoutSettings = z.infer<typeof checkoutSettingsSchema>;
export type Branding = z.infer<typeof brandingSchema>;

export interface StoreRecord {
  storeId: string;
  name: string;
  checkoutSettings: CheckoutSettings;
  branding: Branding;
  createdAt: string;
  updatedAt: string;
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

/** A new store with the default checkout settings and branding named after it. */
export const newStoreRecord = (storeId: string, name: string, at: string): StoreRecord => ({
  storeId,
  name,
  checkoutSettings: defaultCheckoutSettings(),
  branding: defaultBranding(name),
  createdAt: at,
  updatedAt: at,
});
