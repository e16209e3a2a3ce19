import { divideHalfEven, RATE_SCALE } from '../util/money.ts';
import { allocateProportionally } from './allocation.ts';
import type { DiscountableLine, DiscountDecision, DiscountRule, DiscountUsage } from './types.ts';

/**
 * Whether a code applies to a cart now, and what it takes off each line (docs/decisions.md
 * §12.2). The checks run in a fixed order, so a code that fails several gives the first reason:
 * not_found, disabled, not_started, expired, usage_limit_reached, not_applicable,
 * minimum_not_met.
 */
export interface DiscountContext {
  /** ISO date-time of the decision (the cart change or the order placement). */
  now: string;
  usage: DiscountUsage;
}

const lineAmount = (line: DiscountableLine): number => line.unitPriceMinor * line.quantity;

/** A line is covered when the code names its product or its category (either list may be absent). */
export const isEligibleLine = (rule: DiscountRule, line: DiscountableLine): boolean => {
  if (rule.productIds === null && rule.categories === null) return true;
  if (rule.productIds?.includes(line.productId)) return true;
  const category = line.category?.trim().toLowerCase();
  return category !== undefined && category !== '' && (rule.categories?.includes(category) ?? false);
};

const instant = (iso: string): number => new Date(iso).getTime();

export const evaluateDiscount = (
  rule: DiscountRule | null | undefined,
  lines: readonly DiscountableLine[],
  context: DiscountContext,
): DiscountDecision => {
  if (!rule) return { ok: false, reason: 'not_found' };
  if (!rule.isEnabled) return { ok: false, reason: 'disabled' };
  const now = instant(context.now);
  if (rule.startsAt !== null && now < instant(rule.startsAt)) return { ok: false, reason: 'not_started' };
  // endsAt is the first instant the code no longer works.
  if (rule.endsAt !== null && now >= instant(rule.endsAt)) return { ok: false, reason: 'expired' };
  if (
    (rule.usageLimit !== null && context.usage.timesUsed >= rule.usageLimit) ||
    (rule.usageLimitPerCustomer !== null && context.usage.timesUsedByCustomer >= rule.usageLimitPerCustomer)
  ) {
    return { ok: false, reason: 'usage_limit_reached' };
  }
  const eligible = lines.map((line) => isEligibleLine(rule, line));
  if (!eligible.includes(true)) return { ok: false, reason: 'not_applicable' };
  const subtotalMinor = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  if (rule.minimumSubtotalMinor !== null && subtotalMinor < rule.minimumSubtotalMinor) {
    return { ok: false, reason: 'minimum_not_met' };
  }

  const eligibleAmounts = lines.map((line, index) => (eligible[index] ? lineAmount(line) : 0));
  const eligibleSubtotal = eligibleAmounts.reduce((sum, amount) => sum + amount, 0);
  const wanted =
    rule.type === 'percentage'
      ? Number(divideHalfEven(BigInt(eligibleSubtotal) * BigInt(rule.percentPpm), BigInt(RATE_SCALE)))
      : rule.type === 'fixed_amount'
        ? rule.amountMinor
        : 0;
  const shares = allocateProportionally(wanted, eligibleAmounts);
  return {
    ok: true,
    application: {
      code: rule.code,
      type: rule.type,
      lines: lines.map((line, index) => ({ reference: line.reference, amountMinor: shares[index]! })),
      discountTotalMinor: shares.reduce((sum, share) => sum + share, 0),
      freeShipping: rule.type === 'free_shipping',
    },
  };
};
