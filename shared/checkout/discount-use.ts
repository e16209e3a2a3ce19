import type { OrderRecord } from '../orders/types.ts';
import type { DiscountUse } from '../promotions/ports.ts';

/**
 * The use an order takes of its discount code (docs/decisions.md §12.6), checked against the
 * limits the code had when the order was priced (shared/checkout/pricing.ts) and taken only
 * while the code is still the revision it was priced at.
 */
export const discountUseOf = (order: OrderRecord): DiscountUse => ({
  scope: { storeId: order.storeId, mode: order.mode },
  discountId: order.discount!.discountId,
  customerId: order.customerId,
  usageLimit: order.discount!.usageLimit,
  usageLimitPerCustomer: order.discount!.usageLimitPerCustomer,
  revision: order.discount!.revision,
});
