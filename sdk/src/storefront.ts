import { errorFromResponse, PaymentActionRequiredError } from './errors.js';
import { createApiClient, newIdempotencyKey, unwrap } from './http.js';
import type { ClientOptions } from './options.js';
import type {
  AddCartItemInput,
  Availability,
  AvailabilityInput,
  Branding,
  Cart,
  Checkout,
  CheckoutQuote,
  CheckoutSettings,
  CompleteCheckoutInput,
  CustomerProfile,
  CustomerSession,
  Order,
  OrderPage,
  QuoteCheckoutInput,
  ShippingOptions,
  StorefrontProduct,
  StorefrontProductPage,
  StorefrontProductQuery,
  UpdateProfileInput,
  VerifyCodeInput,
} from './types.js';

export interface StorefrontClientOptions extends ClientOptions {
  /** The store's publishable key (`pk_test_…` / `pk_live_…`): safe to ship to browsers. */
  publishableKey: string;
  /** A customer token kept from an earlier `verifyCode`. */
  token?: string;
}

export interface CompleteCheckoutOptions {
  /** Defaults to a new random key; pass your own to retry a completion across page loads. */
  idempotencyKey?: string;
  /**
   * Called on 402 `PAYMENT_ACTION_REQUIRED` (3-D Secure) with the PaymentIntent's client
   * secret; run Stripe.js's `handleNextAction` in it (throw to stop on its `error`). When it
   * resolves the SDK completes again with the same Idempotency-Key.
   * Without it, the PaymentActionRequiredError is thrown.
   */
  onActionRequired?: (clientSecret: string, error: PaymentActionRequiredError) => Promise<void> | void;
}

/** What a storefront (browser, app, edge function) calls with the publishable key. */
export interface StorefrontClient {
  readonly storeId: string;
  /** The customer token `verifyCode` keeps (null before login). */
  getToken(): string | null;
  setToken(token: string | null): void;
  getCheckoutSettings(): Promise<CheckoutSettings>;
  getBranding(): Promise<Branding>;
  /**
   * Active products with their Active variants, by title, one page at a time (no customer token).
   * A page never splits a product from its variants, so it may hold fewer than `limit` products.
   */
  listProducts(query?: StorefrontProductQuery): Promise<StorefrontProductPage>;
  /** An Active product with its Active variants; anything else is a 404 `PRODUCT_NOT_FOUND`. */
  getProduct(productId: string): Promise<StorefrontProduct>;
  /**
   * Sends a sign-in code by SMS (test mode: none is sent, the code is `000000`). The phone may be
   * in national form ("(555) 730-1234"): it is read with the store's default country.
   */
  requestCode(phone: string): Promise<void>;
  /** Sends a sign-in code by email (test mode: the code is `000000`). */
  requestEmailCode(email: string): Promise<void>;
  /**
   * Checks the code (`{ phone, code }` or `{ email, code }`), keeps the customer token for later
   * calls, returns the session. An email code signs into a customer without a phone the first time.
   */
  verifyCode(input: VerifyCodeInput): Promise<CustomerSession>;
  /** The signed-in customer's profile. */
  getProfile(): Promise<CustomerProfile>;
  /**
   * Changes first name, last name or email (null clears one). A new email needs its code: without
   * `code` the email is not changed yet, a code is sent to it and `emailCodeSent` is true; send the
   * email again with `code` (409 `CONFLICT` if another customer holds it verified).
   */
  updateProfile(input: UpdateProfileInput): Promise<CustomerProfile & { emailCodeSent: boolean }>;
  /** The signed-in customer's orders, newest first, one page at a time. */
  listMyOrders(page?: { limit?: number; cursor?: string }): Promise<OrderPage>;
  getCart(): Promise<Cart>;
  /** `productVariantId` is the variant id the product sync returned (not your external id). */
  addItem(input: AddCartItemInput): Promise<Cart>;
  /** Quantity 0 removes the item. */
  updateItem(itemId: string, quantity: number): Promise<Cart>;
  removeItem(itemId: string): Promise<Cart>;
  clearCart(): Promise<Cart>;
  /** Applies a discount code to the cart (case-insensitive); a refusal throws with errorCode INVALID_DISCOUNT_CODE and its `reason`. */
  applyDiscountCode(code: string): Promise<Cart>;
  /** Removes the cart's discount code. */
  removeDiscountCode(): Promise<Cart>;
  checkAvailability(items: AvailabilityInput['items']): Promise<Availability>;
  /**
   * The shipping options for an address's country (and province), each priced for the cart
   * (free over its threshold), cheapest first; pass one's `id` as `shippingOptionId` to
   * `completeCheckout`. A country the store does not ship to throws errorCode SHIPPING_NOT_AVAILABLE.
   */
  getShippingOptions(country: string, province?: string): Promise<ShippingOptions>;
  startCheckout(): Promise<Checkout>;
  /**
   * The checkout priced for a shipping address and option (the cheapest when none is named; the
   * answer names it), by the same code as completion: show its `totals` and send `totalAmount`
   * as `expectedTotalAmount` when completing. Refusals are completion's (SHIPPING_NOT_AVAILABLE,
   * INVALID_SHIPPING_OPTION, INVALID_DISCOUNT_CODE with its `reason`).
   */
  quoteCheckout(checkoutId: string, input: QuoteCheckoutInput): Promise<CheckoutQuote>;
  /**
   * Pays and places the order. With `expectedTotalAmount` (the quote's total), a different total
   * charges nothing and throws a `TotalChangedError` carrying the new `totals`: show them, and
   * complete again with the new total once the shopper confirms.
   */
  completeCheckout(
    checkoutId: string,
    input: CompleteCheckoutInput,
    options?: CompleteCheckoutOptions,
  ): Promise<Order>;
}

export const createStorefrontClient = (options: StorefrontClientOptions): StorefrontClient => {
  let token: string | null = options.token ?? null;
  const api = createApiClient(options, options.publishableKey, () => token);
  const storeId = options.storeId;
  const store = { params: { path: { storeId } } };

  const complete = (checkoutId: string, input: CompleteCheckoutInput, idempotencyKey: string) =>
    unwrap<Order>(
      api.POST('/api/v1/sdk/checkout/store/{storeId}/{checkoutId}/complete', {
        params: { path: { storeId, checkoutId }, header: { 'Idempotency-Key': idempotencyKey } },
        body: input,
      }),
    );

  return {
    storeId,
    getToken: () => token,
    setToken: (value) => {
      token = value;
    },
    getCheckoutSettings: () => unwrap(api.GET('/api/v1/sdk/store/{storeId}/checkout-settings', store)),
    getBranding: () => unwrap(api.GET('/api/v1/sdk/store/{storeId}/branding', store)),
    listProducts: async (query = {}) => {
      const { data, error, response } = await api.GET('/api/v1/sdk/store/{storeId}/products', {
        params: { path: { storeId }, query },
      });
      if (!response.ok) throw errorFromResponse(response, error);
      return { data: data!.data, nextCursor: data!.nextCursor ?? null } as StorefrontProductPage;
    },
    getProduct: (productId) =>
      unwrap(
        api.GET('/api/v1/sdk/store/{storeId}/products/{productId}', {
          params: { path: { storeId, productId } },
        }),
      ),
    requestCode: async (phone) => {
      await unwrap(api.POST('/api/v1/sdk/auth/store/{storeId}/otp', { ...store, body: { phone } }));
    },
    requestEmailCode: async (email) => {
      await unwrap(api.POST('/api/v1/sdk/auth/store/{storeId}/otp', { ...store, body: { email } }));
    },
    verifyCode: async (input) => {
      const session = await unwrap<CustomerSession>(
        api.POST('/api/v1/sdk/auth/store/{storeId}/verify', { ...store, body: input }),
      );
      token = session.token;
      return session;
    },
    getProfile: () => unwrap(api.GET('/api/v1/sdk/customers/store/{storeId}/me', store)),
    updateProfile: async (input) => {
      const { data, error, response } = await api.PUT('/api/v1/sdk/customers/store/{storeId}/me', {
        ...store,
        body: input,
      });
      if (!response.ok) throw errorFromResponse(response, error);
      return { ...(data!.data as CustomerProfile), emailCodeSent: response.status === 202 };
    },
    listMyOrders: async (page = {}) => {
      const { data, error, response } = await api.GET('/api/v1/sdk/customers/store/{storeId}/me/orders', {
        params: { path: { storeId }, query: page },
      });
      if (!response.ok) throw errorFromResponse(response, error);
      return { data: data!.data, nextCursor: data!.nextCursor ?? null } as OrderPage;
    },
    getCart: () => unwrap(api.GET('/api/v1/sdk/cart/{storeId}', store)),
    addItem: (input) => unwrap(api.POST('/api/v1/sdk/cart/store/{storeId}/item', { ...store, body: input })),
    updateItem: (itemId, quantity) =>
      unwrap(
        api.PUT('/api/v1/sdk/cart/store/{storeId}/item/{itemId}', {
          params: { path: { storeId, itemId } },
          body: { quantity },
        }),
      ),
    removeItem: (itemId) =>
      unwrap(
        api.DELETE('/api/v1/sdk/cart/store/{storeId}/item/{itemId}', {
          params: { path: { storeId, itemId } },
        }),
      ),
    clearCart: () => unwrap(api.DELETE('/api/v1/sdk/cart/store/{storeId}', store)),
    applyDiscountCode: (code) =>
      unwrap(api.POST('/api/v1/sdk/cart/store/{storeId}/discount', { ...store, body: { code } })),
    removeDiscountCode: () => unwrap(api.DELETE('/api/v1/sdk/cart/store/{storeId}/discount', store)),
    checkAvailability: (items) =>
      unwrap(api.POST('/api/v1/sdk/cart/store/{storeId}/availability', { ...store, body: { items } })),
    getShippingOptions: (country, province) =>
      unwrap(
        api.GET('/api/v1/sdk/cart/store/{storeId}/shipping-options', {
          params: { path: { storeId }, query: { country, ...(province ? { province } : {}) } },
        }),
      ),
    startCheckout: () => unwrap(api.POST('/api/v1/sdk/cart/store/{storeId}/checkout', store)),
    quoteCheckout: (checkoutId, input) =>
      unwrap(
        api.POST('/api/v1/sdk/checkout/store/{storeId}/{checkoutId}/quote', {
          params: { path: { storeId, checkoutId } },
          body: input,
        }),
      ),
    completeCheckout: async (checkoutId, input, completion = {}) => {
      const key = completion.idempotencyKey ?? newIdempotencyKey();
      try {
        return await complete(checkoutId, input, key);
      } catch (error) {
        if (!(error instanceof PaymentActionRequiredError) || !completion.onActionRequired) throw error;
        await completion.onActionRequired(error.clientSecret, error);
        // The same key: a 402 is not stored, so the API runs the attempt again with the same
        // order id, reads the PaymentIntent and confirms the order (docs/decisions.md §8.6).
        return complete(checkoutId, input, key);
      }
    },
  };
};
