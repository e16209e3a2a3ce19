import { currencyExponent, toMinorUnitsRounded } from '../util/money.ts';

/**
 * Discount codes in domain terms. A code as the owner defines it (`DiscountDefinition`, amounts in
 * the store's currency like every API amount) becomes a `DiscountRule` in minor units before any
 * arithmetic (docs/decisions.md §12.1, §12.2).
 */
export const DISCOUNT_TYPES = ['percentage', 'fixed_amount', 'free_shipping'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Why a code does not apply; the API answers 400 INVALID_DISCOUNT_CODE with one of these. */
export const DISCOUNT_REFUSAL_REASONS = [
  'not_found',
  'disabled',
  'not_started',
  'expired',
  'usage_limit_reached',
  'not_applicable',
  'minimum_not_met',
] as const;
export type DiscountRefusalReason = (typeof DISCOUNT_REFUSAL_REASONS)[number];

export interface DiscountScope {
  productIds?: readonly string[] | null | undefined;
  categories?: readonly string[] | null | undefined;
}

/** A code as stored and shown: `value` is a percent (10 = 10 %) or an amount; free shipping ignores it. */
export interface DiscountDefinition {
  code: string;
  type: DiscountType;
  value: number;
  minimumSubtotal?: number | null | undefined;
  appliesTo?: DiscountScope | null | undefined;
  startsAt?: string | null | undefined;
  endsAt?: string | null | undefined;
  usageLimit?: number | null | undefined;
  usageLimitPerCustomer?: number | null | undefined;
  isEnabled: boolean;
}

/** A code ready for arithmetic: integer minor units and parts per million. */
export interface DiscountRule {
  code: string;
  type: DiscountType;
  /** percentage only: 10 % = 100_000 ppm. */
  percentPpm: number;
  /** fixed_amount only. */
  amountMinor: number;
  minimumSubtotalMinor: number | null;
  /** Product ids the code is limited to; null = no product limit. */
  productIds: readonly string[] | null;
  /** Categories (lower case) the code is limited to; null = no category limit. */
  categories: readonly string[] | null;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  isEnabled: boolean;
}

/** Codes are case-insensitive: this is the form they are compared and kept unique in. */
export const normalizeDiscountCode = (code: string): string => code.trim().toUpperCase();

const nonEmpty = <T>(list: readonly T[] | null | undefined): readonly T[] | null =>
  list && list.length > 0 ? list : null;

export const discountRule = (definition: DiscountDefinition, currency: string): DiscountRule => {
  const exponent = currencyExponent(currency);
  const categories = nonEmpty(definition.appliesTo?.categories);
  return {
    code: definition.code,
    type: definition.type,
    percentPpm: definition.type === 'percentage' ? Math.round(definition.value * 10_000) : 0,
    amountMinor: definition.type === 'fixed_amount' ? toMinorUnitsRounded(definition.value, exponent) : 0,
    minimumSubtotalMinor:
      definition.minimumSubtotal === null || definition.minimumSubtotal === undefined
        ? null
        : toMinorUnitsRounded(definition.minimumSubtotal, exponent),
    productIds: nonEmpty(definition.appliesTo?.productIds),
    categories: categories ? categories.map((category) => category.trim().toLowerCase()) : null,
    startsAt: definition.startsAt ?? null,
    endsAt: definition.endsAt ?? null,
    usageLimit: definition.usageLimit ?? null,
    usageLimitPerCustomer: definition.usageLimitPerCustomer ?? null,
    isEnabled: definition.isEnabled,
  };
};

/** A cart or order line as promotions see it. */
export interface DiscountableLine {
  /** The line's id (cart line or order item); per-line results are keyed by it. */
  reference: string;
  productId: string;
  category: string | null;
  quantity: number;
  unitPriceMinor: number;
}

/** How often the code was used: by everyone, and by the customer at hand (0 when unknown). */
export interface DiscountUsage {
  timesUsed: number;
  timesUsedByCustomer: number;
}

export interface LineDiscount {
  reference: string;
  amountMinor: number;
}

/** An accepted code: what it takes off each line, and whether it makes shipping free. */
export interface DiscountApplication {
  code: string;
  type: DiscountType;
  /** One entry per line of the cart, in its order; lines the code does not cover get 0. */
  lines: LineDiscount[];
  discountTotalMinor: number;
  freeShipping: boolean;
}

export type DiscountDecision =
  { ok: true; application: DiscountApplication } | { ok: false; reason: DiscountRefusalReason };
