import * as z from 'zod';
import { cartTotals } from '../pricing.ts';
import type { CartRecord } from '../carts/types.ts';
import { pageQuerySchema, pageResult } from '../db/page.ts';
import { fromMinorUnits } from '../util/money.ts';
import type { CartList } from './ports.ts';

export const cartListQuerySchema = pageQuerySchema.extend({
  status: z.enum(['Active', 'Abandoned']).default('Active'),
});

export const adminCartViewSchema = z.object({
  cartId: z.string(),
  customerId: z.string(),
  status: z.enum(['Active', 'Abandoned']),
  itemCount: z.number(),
  currency: z.string(),
  subtotal: z.number(),
  estimatedTotal: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  abandonedAt: z.string().nullable(),
});

/** Age (updatedAt) and value (totals at the cart's last pricing) of an open cart. */
const cartView = (cart: CartRecord): z.infer<typeof adminCartViewSchema> => {
  // With the cart's discount code, as the customer sees it (docs/decisions.md §12.7).
  const totals = cartTotals(cart.items, cart.pricing, { applied: cart.discount, at: cart.updatedAt });
  return {
    cartId: cart.cartId,
    customerId: cart.customerId,
    status: cart.status,
    itemCount: totals.totalQuantity,
    currency: cart.pricing.currency,
    subtotal: fromMinorUnits(totals.subtotalMinor, cart.pricing.exponent),
    estimatedTotal: fromMinorUnits(totals.estimatedTotalMinor, cart.pricing.exponent),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    abandonedAt: cart.abandonedAt,
  };
};

export interface StoreListsDeps {
  cartList: CartList;
}

/** Carts for store owners: a read-only list on the store's own index partitions (customers: shared/customers/owner-customers.ts, products: shared/products/admin-catalog.ts). */
export const createAdminStoreLists = (deps: StoreListsDeps) => ({
  async carts(storeId: string, query: z.output<typeof cartListQuerySchema>) {
    return pageResult(await deps.cartList.page({ storeId, mode: query.mode }, query.status, query), cartView);
  },
});
