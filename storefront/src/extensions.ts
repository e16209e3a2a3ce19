/**
 * SDK calls the storefront uses when the SDK has them (docs/decisions.md §13.6): discount codes on
 * the cart and shipping options at checkout. The storefront feature-detects them on the client,
 * so the same build works before and after the SDK gains them. (No SDK import: the calls are
 * found by name on whatever client is given, and unit tests import this file on its own.)
 */
export interface ShippingOption {
  id: string;
  name: string;
  price: number;
  minDeliveryDays?: number | null;
  maxDeliveryDays?: number | null;
}

interface OptionalCalls<Cart> {
  applyDiscountCode?: (code: string) => Promise<Cart>;
  removeDiscountCode?: () => Promise<Cart>;
  listShippingOptions?: (address: { country: string; province?: string }) => Promise<ShippingOption[]>;
}

export const discountCalls = <Cart>(client: object) => {
  const calls = client as OptionalCalls<Cart>;
  return calls.applyDiscountCode && calls.removeDiscountCode
    ? { apply: calls.applyDiscountCode.bind(calls), remove: calls.removeDiscountCode.bind(calls) }
    : null;
};

export const shippingOptionsCall = (client: object) => {
  const calls = client as OptionalCalls<unknown>;
  return calls.listShippingOptions ? calls.listShippingOptions.bind(calls) : null;
};

/** The code applied to the cart, when the API reports one. */
export const cartDiscountCode = (cart: object): string | null =>
  (cart as { discountCode?: string | null }).discountCode ?? null;
