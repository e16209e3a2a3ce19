import * as z from 'zod';
import { cartTotals } from '../pricing.ts';
import type { CartRecord } from '../carts/types.ts';
import { pageQuerySchema, pageResult } from '../http/pager.ts';
import type { VariantRecord } from '../products/types.ts';
import { currencyExponent, fromMinorUnits } from '../util/money.ts';
import type { CartList, ProductList, ProductWithVariants } from './ports.ts';

const variantViewSchema = z.object({
  variantId: z.string(),
  externalVariantId: z.string(),
  title: z.string(),
  sku: z.string().nullable(),
  price: z.number(),
  status: z.string(),
  inventoryTracking: z.boolean(),
  inventoryQuantity: z.number(),
});
export const adminProductViewSchema = z.object({
  productId: z.string(),
  externalId: z.string(),
  title: z.string(),
  status: z.string(),
  category: z.string().nullable(),
  imageUrl: z.string().nullable(),
  currency: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  variants: z.array(variantViewSchema),
});

const variantView = (variant: VariantRecord) => ({
  variantId: variant.variantId,
  externalVariantId: variant.externalVariantId,
  title: variant.title,
  sku: variant.sku,
  price: fromMinorUnits(variant.priceMinor, currencyExponent(variant.currency)),
  status: variant.status,
  inventoryTracking: variant.inventoryTracking,
  inventoryQuantity: variant.inventoryQuantity,
});

const productView = ({ product, variants }: ProductWithVariants): z.infer<typeof adminProductViewSchema> => ({
  productId: product.productId,
  externalId: product.externalId,
  title: product.title,
  status: product.status,
  category: product.category,
  imageUrl: product.imageUrl,
  currency: product.currency,
  createdAt: product.createdAt,
  updatedAt: product.updatedAt,
  variants: variants.map(variantView),
});

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
  productList: ProductList;
}

/** Carts and products for store owners: read-only lists on the store's own index partitions (customers: shared/customers/owner-customers.ts). */
export const createAdminStoreLists = (deps: StoreListsDeps) => ({
  async carts(storeId: string, query: z.output<typeof cartListQuerySchema>) {
    return pageResult(await deps.cartList.page({ storeId, mode: query.mode }, query.status, query), cartView);
  },

  async products(storeId: string, query: z.output<typeof pageQuerySchema>) {
    return pageResult(await deps.productList.page({ storeId, mode: query.mode }, query), productView);
  },
});
