import * as z from 'zod';
import { cartTotals } from '../pricing.ts';
import type { CartRecord } from '../carts/types.ts';
import { pageQuerySchema, pageResult } from '../db/page.ts';
import { fromMinorUnits } from '../util/money.ts';
import type { CustomerObject } from '../customers/types.ts';
import type { CartList, CustomerContacts } from './ports.ts';
import { lazySchema } from '../schema/lazy.ts';

export const cartListQuerySchema = /* @__PURE__ */ lazySchema(() =>
  pageQuerySchema.unwrap().extend({
    status: z.enum(['Active', 'Abandoned']).default('Active'),
  }),
);

export const adminCartViewSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
    customer: z
      .object({
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
        email: z.string().nullable(),
        phone: z.string().nullable(),
      })
      .nullable()
      .meta({ description: "The cart's customer (null once erased)" }),
    items: z
      .array(
        z.object({
          productTitle: z.string(),
          variantTitle: z.string(),
          sku: z.string().nullable(),
          quantity: z.number(),
        }),
      )
      .meta({ description: 'What is in the cart, in the order it was added' }),
  }),
);

/** Age (updatedAt) and value (totals at the cart's last pricing) of an open cart. */
const cartView = (
  cart: CartRecord,
  contact: CustomerObject | undefined,
): z.infer<typeof adminCartViewSchema> => {
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
    customer: contact
      ? {
          firstName: contact.firstName,
          lastName: contact.lastName,
          email: contact.email,
          phone: contact.phone,
        }
      : null,
    items: cart.items.map((line) => ({
      productTitle: line.productTitle,
      variantTitle: line.variantTitle,
      sku: line.sku,
      quantity: line.quantity,
    })),
  };
};

export interface StoreListsDeps {
  cartList: CartList;
  customers: CustomerContacts;
}

/** Carts for store owners: a read-only list on the store's own index partitions (customers: shared/customer-accounts/owner-customers.ts, products: shared/products/admin-catalog.ts). */
export const createAdminStoreLists = (deps: StoreListsDeps) => ({
  async carts(storeId: string, query: z.output<typeof cartListQuerySchema>) {
    const scope = { storeId, mode: query.mode };
    const page = await deps.cartList.page(scope, query.status, query);
    // One BatchGet for the page's customers: the list names them instead of showing ids.
    const contacts = page.items.length
      ? await deps.customers.read(
          scope,
          page.items.map((cart) => cart.customerId),
        )
      : new Map<string, CustomerObject>();
    return pageResult(page, (cart) => cartView(cart, contacts.get(cart.customerId)));
  },
});
