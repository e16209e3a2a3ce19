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
  getShippingOptions?: (country: string, province?: string) => Promise<{ options: ShippingOption[] }>;
}

export const discountCalls = <Cart>(client: object) => {
  const calls = client as OptionalCalls<Cart>;
  return calls.applyDiscountCode && calls.removeDiscountCode
    ? { apply: calls.applyDiscountCode.bind(calls), remove: calls.removeDiscountCode.bind(calls) }
    : null;
};

/** The options of an address's zone, priced for the cart (the SDK's `getShippingOptions`). */
export const shippingOptionsCall = (client: object) => {
  const calls = client as OptionalCalls<unknown>;
  const get = calls.getShippingOptions?.bind(calls);
  return get
    ? async (address: { country: string; province?: string }): Promise<ShippingOption[]> =>
        (await get(address.country, address.province)).options
    : null;
};

/** The code applied to the cart, when the API reports one. */
export const cartDiscountCode = (cart: object): string | null =>
  (cart as { discountCode?: string | null }).discountCode ?? null;
