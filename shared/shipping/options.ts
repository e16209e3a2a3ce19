import { currencyExponent, toMinorUnitsRounded } from '../util/money.ts';
import {
  EVERY_COUNTRY,
  isZonedShipping,
  zonesFromFlatRate,
  type FlatShippingSettings,
  type ZonedShippingSettings,
} from './settings.ts';

/**
 * Shipping for an address (docs/decisions.md §12.4): the zone that lists the country, else the
 * `*` zone; its options priced for the cart (free at or above `freeOverSubtotal`, compared with
 * the subtotal after discounts); the cheapest option of the default country as the cart's
 * estimate; and the delivery date an option promises.
 */
export interface ShippingOptionRule {
  id: string;
  name: string;
  priceMinor: number;
  freeOverSubtotalMinor: number | null;
  minDeliveryDays: number | null;
  maxDeliveryDays: number | null;
}

export interface ShippingZoneRule {
  name: string;
  countries: readonly string[];
  options: readonly ShippingOptionRule[];
}

export interface ShippingRules {
  zones: readonly ShippingZoneRule[];
  /** Zones configured by the owner: completion must name an option. Old flat settings: it need not. */
  optionRequired: boolean;
}

export const shippingRules = (
  settings: ZonedShippingSettings | FlatShippingSettings,
  currency: string,
): ShippingRules => {
  const exponent = currencyExponent(currency);
  const zoned = isZonedShipping(settings);
  const { zones } = zoned ? settings : zonesFromFlatRate(settings);
  return {
    optionRequired: zoned,
    zones: zones.map((zone) => ({
      name: zone.name,
      countries: zone.countries.map((country) => country.toUpperCase()),
      options: zone.options.map((option) => ({
        id: option.id,
        name: option.name,
        priceMinor: toMinorUnitsRounded(option.price, exponent),
        freeOverSubtotalMinor:
          option.freeOverSubtotal === null || option.freeOverSubtotal === undefined
            ? null
            : toMinorUnitsRounded(option.freeOverSubtotal, exponent),
        minDeliveryDays: option.minDeliveryDays ?? null,
        maxDeliveryDays: option.maxDeliveryDays ?? null,
      })),
    })),
  };
};

/** The zone of a country: the one that lists it, else the `*` zone, else none. */
export const zoneForCountry = (rules: ShippingRules, country: string): ShippingZoneRule | null => {
  const code = country.trim().toUpperCase();
  return (
    rules.zones.find((zone) => zone.countries.includes(code)) ??
    rules.zones.find((zone) => zone.countries.includes(EVERY_COUNTRY)) ??
    null
  );
};

export interface PricedShippingOption {
  id: string;
  name: string;
  /** What the cart pays for it: 0 when the subtotal reaches freeOverSubtotal. */
  amountMinor: number;
  priceMinor: number;
  minDeliveryDays: number | null;
  maxDeliveryDays: number | null;
}

export const priceOption = (option: ShippingOptionRule, subtotalMinor: number): PricedShippingOption => ({
  id: option.id,
  name: option.name,
  amountMinor:
    option.freeOverSubtotalMinor !== null && subtotalMinor >= option.freeOverSubtotalMinor
      ? 0
      : option.priceMinor,
  priceMinor: option.priceMinor,
  minDeliveryDays: option.minDeliveryDays,
  maxDeliveryDays: option.maxDeliveryDays,
});

export type ShippingRefusal =
  'shipping_not_available' | 'shipping_option_required' | 'unknown_shipping_option';

/** The options for a country, cheapest first (ties keep the owner's order); no zone -> not available. */
export const shippingOptionsFor = (
  rules: ShippingRules,
  country: string,
  subtotalMinor: number,
):
  | { ok: true; zone: string; options: PricedShippingOption[] }
  | { ok: false; reason: 'shipping_not_available' } => {
  const zone = zoneForCountry(rules, country);
  if (!zone) return { ok: false, reason: 'shipping_not_available' };
  const options = zone.options
    .map((option) => priceOption(option, subtotalMinor))
    .map((option, index) => ({ option, index }))
    .sort((a, b) => a.option.amountMinor - b.option.amountMinor || a.index - b.index)
    .map(({ option }) => option);
  return { ok: true, zone: zone.name, options };
};

/**
 * The option an order ships with. A zone without options ships for 0 with no option. Without an
 * option id, old flat settings take their one option; configured zones refuse
 * (`shipping_option_required`). An id not offered for the country is `unknown_shipping_option`.
 */
export const chooseShippingOption = (
  rules: ShippingRules,
  country: string,
  subtotalMinor: number,
  optionId: string | null | undefined,
): { ok: true; option: PricedShippingOption | null } | { ok: false; reason: ShippingRefusal } => {
  const offered = shippingOptionsFor(rules, country, subtotalMinor);
  if (!offered.ok) return offered;
  if (offered.options.length === 0) return { ok: true, option: null };
  if (optionId === null || optionId === undefined) {
    return rules.optionRequired
      ? { ok: false, reason: 'shipping_option_required' }
      : { ok: true, option: offered.options[0]! };
  }
  const option = offered.options.find((candidate) => candidate.id === optionId);
  return option ? { ok: true, option } : { ok: false, reason: 'unknown_shipping_option' };
};

/**
 * The cart's `estimatedShipping` before an address is known: the cheapest option of the default
 * country's zone (the `*` zone when the store names no default country); 0 for an empty cart or
 * when that country has no zone or no option.
 */
export const estimatedShippingMinor = (
  rules: ShippingRules,
  defaultCountry: string | null | undefined,
  subtotalMinor: number,
  lineCount: number,
): number => {
  if (lineCount === 0) return 0;
  const offered = shippingOptionsFor(rules, defaultCountry ?? EVERY_COUNTRY, subtotalMinor);
  return offered.ok ? (offered.options[0]?.amountMinor ?? 0) : 0;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the parcel should arrive: shipped + maxDeliveryDays; null when the option gives no days. */
export const estimatedDeliveryAt = (
  option: Pick<ShippingOptionRule, 'maxDeliveryDays'> | null,
  shippedAt: string,
): string | null =>
  option?.maxDeliveryDays === null || option?.maxDeliveryDays === undefined
    ? null
    : new Date(new Date(shippedAt).getTime() + option.maxDeliveryDays * DAY_MS).toISOString();
