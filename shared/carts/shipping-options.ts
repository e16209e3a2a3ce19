import * as z from 'zod';
import { isCountryCode } from '../countries.ts';
import { ApiError } from '../errors.ts';
import { named } from '../schema/named.ts';
import { cartShippingOptions, pricingRules } from '../pricing.ts';
import type { PricedShippingOption } from '../shipping/options.ts';
import { textField } from '../util/fields.ts';
import { fromMinorUnits } from '../util/money.ts';
import type { CartRepository } from './ports.ts';
import type { CartCall } from './service.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * `GET .../cart/store/{storeId}/shipping-options?country=&province=` (docs/decisions.md §12.9):
 * the options of the address's zone, each priced for the customer's cart as it is now (free over
 * its threshold after the cart's code, 0 with a free-shipping code), cheapest first, from the
 * store's current settings. Reads only; a country in no zone is 400 SHIPPING_NOT_AVAILABLE.
 */
export const shippingOptionsQuerySchema = /* @__PURE__ */ lazySchema(() =>
  z.strictObject({
    country: z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'ISO 3166-1 alpha-2 code, e.g. US')
      .refine(isCountryCode, 'Not an ISO 3166-1 alpha-2 country code')
      .transform((code) => code.toUpperCase()),
    province: textField({ min: 1, max: 50 }).optional(),
  }),
);

const optionSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CartShippingOption',
    z.object({
      id: z.string(),
      name: z.string(),
      price: z
        .number()
        .meta({ description: 'What this cart pays: 0 when free over the subtotal or by a code' }),
      regularPrice: z.number().meta({ description: "The option's price before free shipping" }),
      minDeliveryDays: z.number().int().nullable(),
      maxDeliveryDays: z.number().int().nullable(),
    }),
  ),
);

export const shippingOptionsSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CartShippingOptions',
    z.object({
      country: z.string(),
      province: z.string().nullable(),
      zone: z.string(),
      currency: z.string(),
      options: z.array(optionSchema),
    }),
    { description: 'Cheapest first; completion takes one of the ids as shippingOptionId' },
  ),
);

export const shippingNotAvailable = (country: string) =>
  new ApiError('SHIPPING_NOT_AVAILABLE', `The store does not ship to ${country}`, [
    { path: 'country', message: `No shipping zone includes ${country}` },
  ]);

export const cartShippingOptionsService =
  (deps: { carts: Pick<CartRepository, 'read'> }) =>
  async (call: CartCall, query: z.output<typeof shippingOptionsQuerySchema>) => {
    const scope = { storeId: call.store.storeId, mode: call.mode, customerId: call.customerId };
    const { cart } = await deps.carts.read(scope, {});
    const rules = pricingRules(call.store.checkoutSettings);
    const offered = cartShippingOptions(
      cart?.items ?? [],
      rules,
      cart ? { applied: cart.discount, at: cart.updatedAt } : null,
      query.country,
    );
    if (!offered.ok) throw shippingNotAvailable(query.country);
    const money = (minor: number) => fromMinorUnits(minor, rules.exponent);
    return {
      country: query.country,
      province: query.province ?? null,
      zone: offered.zone,
      currency: rules.currency,
      options: offered.options.map((option: PricedShippingOption) => ({
        id: option.id,
        name: option.name,
        price: money(option.amountMinor),
        regularPrice: money(option.priceMinor),
        minDeliveryDays: option.minDeliveryDays,
        maxDeliveryDays: option.maxDeliveryDays,
      })),
    };
  };
