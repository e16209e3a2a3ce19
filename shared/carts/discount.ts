import type { AppliedDiscount, PricingRules } from '../pricing.ts';
import { evaluateDiscount } from '../promotions/evaluate.ts';
import type { DiscountRecord, DiscountStore } from '../promotions/ports.ts';
import { discountRefused } from '../promotions/service.ts';
import { discountRule } from '../promotions/types.ts';
import type { CartLine } from './types.ts';

/** What carts read of the store's codes (adapter: shared/promotions/dynamo-discounts.ts). */
export type DiscountLookup = Pick<DiscountStore, 'findByCode' | 'usesByCustomer'>;

/** A code as read for a cart call: the code (absent when unknown) and the customer's uses of it. */
export interface CodeReads {
  record?: DiscountRecord;
  usesByCustomer: number;
}

/**
 * Decides a code on the cart's lines now (docs/decisions.md §12.2, §12.7): the code the cart will
 * hold, or 400 INVALID_DISCOUNT_CODE with the first reason it fails.
 */
export const decideCode = (
  reads: CodeReads,
  lines: readonly CartLine[],
  rules: PricingRules,
  now: string,
): AppliedDiscount => {
  const rule = reads.record ? discountRule(reads.record, rules.currency) : null;
  const decision = evaluateDiscount(
    rule,
    lines.map((line) => ({
      reference: line.id,
      productId: line.productId,
      category: line.category ?? null,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
    })),
    {
      now,
      usage: { timesUsed: reads.record?.timesUsed ?? 0, timesUsedByCustomer: reads.usesByCustomer },
    },
  );
  if (!decision.ok) throw discountRefused(decision.reason);
  return { discountId: reads.record!.discountId, rule: rule! };
};

/** The code a decision applied, as read (decideCode refused a code it could not read). */
export const codeRevision = (reads: CodeReads): { discountId: string; revision: number } => ({
  discountId: reads.record!.discountId,
  revision: reads.record!.revision,
});
