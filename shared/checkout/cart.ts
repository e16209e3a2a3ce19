import type { Mode } from '../db/keys.ts';
import type { DomainEvent } from '../events/outbox.ts';
import { cartSummary, type AppliedDiscount, type PricingRules } from '../pricing.ts';

/**
 * The customer's cart as checkout sees it. Carts (shared/carts) build on these types, never the
 * other way round: carts -> checkout -> orders (docs/decisions.md §10.7). A checkout snapshots
 * the cart's lines; completion reads the open cart to check it is unchanged and to recover it if
 * it was marked Abandoned.
 */

/** A cart line as stored: money in minor units, product data copied from the variant when last changed. */
export interface CheckoutLine {
  id: string;
  productVariantId: string;
  productId: string;
  externalId: string;
  externalVariantId: string;
  productTitle: string;
  variantTitle: string;
  sku: string | null;
  imageUrl: string | null;
  quantity: number;
  unitPriceMinor: number;
  originalUnitPriceMinor: number;
  addedAt: string;
  updatedAt: string | null;
  /** The product's category when the line was last priced (a discount code's coverage). */
  category?: string | null;
}

/** The fields of the open cart checkout uses; carts' CartRecord has them all. */
export interface CheckoutCart {
  cartId: string;
  storeId: string;
  mode: Mode;
  customerId: string;
  status: 'Active' | 'Abandoned';
  items: CheckoutLine[];
  /** The store's pricing at the cart's last write. */
  pricing: PricingRules;
  version: number;
  createdAt: string;
  updatedAt: string;
  abandonedAt: string | null;
  /** The discount code the customer applied (docs/decisions.md §12.7); absent/null: none. */
  discount?: AppliedDiscount | null;
}

/** The open cart item (written by shared/carts) as checkout reads it. */
export const toCheckoutCart = (item: Record<string, unknown>): CheckoutCart => ({
  cartId: item.cartId as string,
  storeId: item.storeId as string,
  mode: item.mode as Mode,
  customerId: item.customerId as string,
  status: item.status as CheckoutCart['status'],
  items: (item.items as CheckoutLine[] | undefined) ?? [],
  pricing: item.pricing as PricingRules,
  version: item.version as number,
  createdAt: item.createdAt as string,
  updatedAt: item.updatedAt as string,
  abandonedAt: (item.abandonedAt as string | null | undefined) ?? null,
  discount: (item.discount as AppliedDiscount | null | undefined) ?? null,
});

/**
 * cart.recovered: the customer came back to an Abandoned cart, by changing it (shared/carts)
 * or by paying for it (completion writes it with the order's events). One builder for both.
 */
export const cartRecoveredEvent = (
  cart: CheckoutCart,
  recoveredAt: string,
  originallyAbandonedAt: string,
  rules: PricingRules,
): DomainEvent => ({
  type: 'cart.recovered',
  storeId: cart.storeId,
  mode: cart.mode,
  origin: 'customer',
  customerId: cart.customerId,
  data: {
    cartId: cart.cartId,
    recoveredAt,
    originallyAbandonedAt,
    cartSummary: cartSummary(cart, rules, 'Active'),
  },
});
