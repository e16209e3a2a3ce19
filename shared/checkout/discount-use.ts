import type { OrderDiscount, OrderItem, OrderRecord } from '../orders/types.ts';
import type { DiscountUse } from '../promotions/ports.ts';
import type { StoredCheckout } from './records.ts';

/**
 * The discount code an order is placed with, from its checkout (docs/decisions.md §12.6): the
 * code and each item's share as the checkout showed them, and the limits its use is checked against.
 */
export const orderDiscount = (
  checkout: StoredCheckout,
  items: readonly OrderItem[],
): OrderDiscount | null => {
  const discount = checkout.discount;
  if (!discount) return null;
  const shareOf = new Map(checkout.items.map((line, index) => [line.id, discount.linesMinor[index] ?? 0]));
  const lines = items.map((item) => ({ itemId: item.id, amountMinor: shareOf.get(item.id) ?? 0 }));
  return {
    discountId: discount.applied.discountId,
    code: discount.applied.rule.code,
    amountMinor: lines.reduce((sum, line) => sum + line.amountMinor, 0),
    lines,
    usageLimit: discount.applied.rule.usageLimit,
    usageLimitPerCustomer: discount.applied.rule.usageLimitPerCustomer,
  };
};

/** The use an order takes of its code. */
export const discountUseOf = (order: OrderRecord): DiscountUse => ({
  scope: { storeId: order.storeId, mode: order.mode },
  discountId: order.discount!.discountId,
  customerId: order.customerId,
  usageLimit: order.discount!.usageLimit,
  usageLimitPerCustomer: order.discount!.usageLimitPerCustomer,
});
