/**
 * The route table: every HTTP route, the function group that serves it and who may call
 * it. The CDK stack turns each group into one Lambda and each route into an HTTP API
 * route; the local runtime serves exactly the same table. Find an endpoint here, then
 * open functions/<group>/handler.ts.
 */
import type { Role } from './owners/types.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * - publishable: either key type may call it.
 * - secret: secret keys only; a publishable key gets 403 ACCESS_DENIED.
 * - webhookAdmin: secret keys only; a publishable key gets 403 INSUFFICIENT_PERMISSIONS.
 * - none: no API key (public documents such as the OpenAPI file).
 * - owner: `Authorization: Bearer <owner access token>`, API keys not accepted; on a path with
 *   `{storeId}` the caller must be a member of that store with at least the route's `role`.
 */
export type Access = 'publishable' | 'secret' | 'webhookAdmin' | 'none' | 'owner';

export const FUNCTION_GROUPS = {
  store: {
    entry: 'functions/store/handler.ts',
    description: "Store checkout settings and branding; a test-mode store's test clock",
  },
  webhooks: { entry: 'functions/webhooks/handler.ts', description: 'Webhook endpoint management' },
  auth: { entry: 'functions/auth/handler.ts', description: 'Customer phone login (OTP) and customer JWTs' },
  customers: { entry: 'functions/customers/handler.ts', description: 'Customer lookups (secret key)' },
  products: { entry: 'functions/products/handler.ts', description: 'Product sync and lookup (secret key)' },
  catalog: {
    entry: 'functions/catalog/handler.ts',
    description: 'The storefront catalog: Active products and variants (publishable or secret key)',
  },
  carts: {
    entry: 'functions/carts/handler.ts',
    description: 'Customer carts, checkout start and availability',
  },
  orders: {
    entry: 'functions/orders/handler.ts',
    description: 'Orders: create, get, status updates, cancellation (secret key)',
  },
  checkout: {
    entry: 'functions/checkout/handler.ts',
    description: 'Checkout completion: payment and order placement',
  },
  docs: { entry: 'functions/docs/handler.ts', description: 'The OpenAPI document' },
  admin: {
    entry: 'functions/admin/handler.ts',
    description: 'Admin API for store owners (owner access token)',
  },
  adminWebhooks: {
    entry: 'functions/admin-webhooks/handler.ts',
    description: 'Admin API: webhook endpoints, their delivery log, retry/recover, and events',
  },
  adminCommerce: {
    entry: 'functions/admin-commerce/handler.ts',
    description: 'Admin API for store owners: orders and carts',
  },
  adminCatalog: {
    entry: 'functions/admin-catalog/handler.ts',
    description: 'Admin API: products and variants searched, created, edited, deleted, and their stock',
  },
  adminCustomers: {
    entry: 'functions/admin-customers/handler.ts',
    description: 'Admin API: customers searched, edited, exported and erased',
  },
  adminDiscounts: {
    entry: 'functions/admin-discounts/handler.ts',
    description: 'Admin API: discount codes (created, changed, disabled, deleted) with their uses',
  },
  account: {
    entry: 'functions/account/handler.ts',
    description: "Customers' own profile and orders (customer JWT)",
  },
  fallback: { entry: 'functions/fallback/handler.ts', description: 'Unknown routes and wrong methods' },
  adminPayments: {
    entry: 'functions/admin-payments/handler.ts',
    description: 'Admin API: a store’s Stripe connection per mode (owner access token)',
  },
  stripeWebhooks: {
    entry: 'functions/stripe-webhooks/handler.ts',
    description: 'Stripe’s webhook: refunds completed or failed, 3-D Secure payments settled',
  },
} as const;

export type FunctionGroup = keyof typeof FUNCTION_GROUPS;

export interface RouteDefinition {
  method: HttpMethod;
  /** API Gateway path syntax: `{name}` for a path parameter. */
  path: string;
  group: FunctionGroup;
  operationId: string;
  access: Access;
  /** The route also needs `Authorization: Bearer <customer JWT>`. */
  customerJwt?: boolean;
  /** `owner` routes on a store: the lowest role that may call it (`owner` > `admin` > `viewer`). */
  role?: Role;
  /**
   * A `none` route that a service calls with signed requests for every store from a few
   * addresses (Stripe's webhooks): still counted per source address, but at the signed-callback
   * limit instead of the anonymous one, so the stores' events together stay within it.
   */
  signedCallback?: boolean;
}

/**
 * One route a line. `as const` keeps each operationId a literal, so `OperationsOf<G>` (shared/http/types.ts) can make
 * tsc refuse a handler that misses one of its group's routes or serves one the table lacks.
 */
// prettier-ignore
const ROUTE_TABLE = [
  { method: 'GET',    path: '/api/v1/openapi.json',                                            group: 'docs',      operationId: 'getOpenApiDocument',  access: 'none' },
  { method: 'GET',    path: '/api/v1/sdk/store/{storeId}/checkout-settings',                   group: 'store',     operationId: 'getCheckoutSettings', access: 'publishable' },
  { method: 'GET',    path: '/api/v1/sdk/store/{storeId}/branding',                            group: 'store',     operationId: 'getBranding',         access: 'publishable' },
  { method: 'GET',    path: '/api/v1/sdk/store/{storeId}/products',                            group: 'catalog',   operationId: 'listStorefrontProducts', access: 'publishable' },
  { method: 'GET',    path: '/api/v1/sdk/store/{storeId}/products/{productId}',                group: 'catalog',   operationId: 'getStorefrontProduct',   access: 'publishable' },
  // A test-mode store's clock (docs/decisions.md §8.12): secret test keys; a live key gets 404.
  { method: 'GET',    path: '/api/v1/sdk/stores/{storeId}/test-clock',                         group: 'store',     operationId: 'getTestClock',        access: 'secret' },
  { method: 'POST',   path: '/api/v1/sdk/stores/{storeId}/test-clock/advance',                 group: 'store',     operationId: 'advanceTestClock',    access: 'secret' },
  // Webhook management: secret keys only (a publishable key gets 403 INSUFFICIENT_PERMISSIONS).
  { method: 'POST',   path: '/api/v1/sdk/stores/{storeId}/webhooks',                           group: 'webhooks',  operationId: 'createWebhook',       access: 'webhookAdmin' },
  { method: 'GET',    path: '/api/v1/sdk/stores/{storeId}/webhooks',                           group: 'webhooks',  operationId: 'listWebhooks',        access: 'webhookAdmin' },
  { method: 'GET',    path: '/api/v1/sdk/stores/{storeId}/webhooks/{webhookId}',               group: 'webhooks',  operationId: 'getWebhook',          access: 'webhookAdmin' },
  { method: 'PUT',    path: '/api/v1/sdk/stores/{storeId}/webhooks/{webhookId}',               group: 'webhooks',  operationId: 'updateWebhook',       access: 'webhookAdmin' },
  { method: 'DELETE', path: '/api/v1/sdk/stores/{storeId}/webhooks/{webhookId}',               group: 'webhooks',  operationId: 'deleteWebhook',       access: 'webhookAdmin' },
  { method: 'POST',   path: '/api/v1/sdk/stores/{storeId}/webhooks/{webhookId}/test',          group: 'webhooks',  operationId: 'testWebhook',         access: 'webhookAdmin' },
  { method: 'POST',   path: '/api/v1/sdk/stores/{storeId}/webhooks/{webhookId}/rotate-secret', group: 'webhooks',  operationId: 'rotateWebhookSecret', access: 'webhookAdmin' },
  { method: 'GET',    path: '/api/v1/sdk/stores/{storeId}/events',                             group: 'webhooks',  operationId: 'listEvents',          access: 'webhookAdmin' },
  { method: 'GET',    path: '/api/v1/sdk/stores/{storeId}/events/{eventId}',                   group: 'webhooks',  operationId: 'getEvent',            access: 'webhookAdmin' },
  // Customer phone login (docs/decisions.md §3.1): either key type, no JWT yet.
  { method: 'POST',   path: '/api/v1/sdk/auth/store/{storeId}/otp',                            group: 'auth',      operationId: 'requestOtp',          access: 'publishable' },
  { method: 'POST',   path: '/api/v1/sdk/auth/store/{storeId}/verify',                         group: 'auth',      operationId: 'verifyOtp',           access: 'publishable' },
  // Customers serve themselves: either key type + customer JWT (docs/decisions.md §3.14).
  { method: 'GET',    path: '/api/v1/sdk/customers/store/{storeId}/me',                        group: 'account',   operationId: 'getMyProfile',        access: 'publishable', customerJwt: true },
  { method: 'PUT',    path: '/api/v1/sdk/customers/store/{storeId}/me',                        group: 'account',   operationId: 'updateMyProfile',     access: 'publishable', customerJwt: true },
  { method: 'GET',    path: '/api/v1/sdk/customers/store/{storeId}/me/orders',                 group: 'account',   operationId: 'listMyOrders',        access: 'publishable', customerJwt: true },
  // Customers (secret key).
  { method: 'GET',    path: '/api/v1/customers/{customerId}',                                  group: 'customers', operationId: 'getCustomer',         access: 'secret' },
  { method: 'GET',    path: '/api/v1/customers/by-email/{email}',                              group: 'customers', operationId: 'getCustomerByEmail',  access: 'secret' },
  // Products (secret key).
  { method: 'POST',   path: '/api/v1/products/sync',                                           group: 'products',  operationId: 'syncProducts',        access: 'secret' },
  { method: 'GET',    path: '/api/v1/products/{productId}',                                    group: 'products',  operationId: 'getProduct',          access: 'secret' },
  // Carts: either key type + customer JWT; availability needs no JWT.
  { method: 'GET',    path: '/api/v1/sdk/cart/{storeId}',                                      group: 'carts',     operationId: 'getCart',             access: 'publishable', customerJwt: true },
  { method: 'POST',   path: '/api/v1/sdk/cart/store/{storeId}/item',                           group: 'carts',     operationId: 'addCartItem',         access: 'publishable', customerJwt: true },
  { method: 'PUT',    path: '/api/v1/sdk/cart/store/{storeId}/item/{itemId}',                  group: 'carts',     operationId: 'updateCartItem',      access: 'publishable', customerJwt: true },
  { method: 'DELETE', path: '/api/v1/sdk/cart/store/{storeId}/item/{itemId}',                  group: 'carts',     operationId: 'removeCartItem',      access: 'publishable', customerJwt: true },
  { method: 'DELETE', path: '/api/v1/sdk/cart/store/{storeId}',                                group: 'carts',     operationId: 'clearCart',           access: 'publishable', customerJwt: true },
  { method: 'POST',   path: '/api/v1/sdk/cart/store/{storeId}/discount',                       group: 'carts',     operationId: 'applyDiscountCode',   access: 'publishable', customerJwt: true },
  { method: 'DELETE', path: '/api/v1/sdk/cart/store/{storeId}/discount',                       group: 'carts',     operationId: 'removeDiscountCode',  access: 'publishable', customerJwt: true },
  { method: 'GET',    path: '/api/v1/sdk/cart/store/{storeId}/shipping-options',               group: 'carts',     operationId: 'getShippingOptions',  access: 'publishable', customerJwt: true },
  { method: 'POST',   path: '/api/v1/sdk/cart/store/{storeId}/checkout',                       group: 'carts',     operationId: 'startCheckout',       access: 'publishable', customerJwt: true },
  { method: 'POST',   path: '/api/v1/sdk/cart/store/{storeId}/availability',                   group: 'carts',     operationId: 'checkAvailability',   access: 'publishable' },
  // Checkout quote and completion (customer JWT) and server-side orders (secret key).
  { method: 'POST',   path: '/api/v1/sdk/checkout/store/{storeId}/{checkoutId}/quote',         group: 'checkout',  operationId: 'quoteCheckout',       access: 'publishable', customerJwt: true },
  { method: 'POST',   path: '/api/v1/sdk/checkout/store/{storeId}/{checkoutId}/complete',      group: 'checkout',  operationId: 'completeCheckout',    access: 'publishable', customerJwt: true },
  { method: 'POST',   path: '/api/v1/orders',                                                  group: 'orders',    operationId: 'createOrder',         access: 'secret' },
  { method: 'GET',    path: '/api/v1/orders/{orderId}',                                        group: 'orders',    operationId: 'getOrder',            access: 'secret' },
  { method: 'PUT',    path: '/api/v1/orders/{orderId}/status',                                 group: 'orders',    operationId: 'updateOrderStatus',   access: 'secret' },
  { method: 'PUT',    path: '/api/v1/orders/{orderId}/cancel',                                 group: 'orders',    operationId: 'cancelOrder',         access: 'secret' },
  { method: 'POST',   path: '/api/v1/orders/{orderId}/refunds',                                group: 'orders',    operationId: 'createRefund',        access: 'secret' },
  // Admin API (owner access token; the minimum role on the path's store).
  { method: 'GET',    path: '/api/v1/admin/me',                                                group: 'admin',     operationId: 'adminGetMe',          access: 'owner' },
  { method: 'POST',   path: '/api/v1/admin/stores',                                            group: 'admin',     operationId: 'adminCreateStore',    access: 'owner' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}',                                  group: 'admin',     operationId: 'adminGetStore',       access: 'owner', role: 'viewer' },
  { method: 'PUT',    path: '/api/v1/admin/stores/{storeId}',                                  group: 'admin',     operationId: 'adminUpdateStore',    access: 'owner', role: 'admin' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/api-keys',                         group: 'admin',     operationId: 'adminListApiKeys',    access: 'owner', role: 'viewer' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/api-keys',                         group: 'admin',     operationId: 'adminCreateApiKey',   access: 'owner', role: 'admin' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/api-keys/{keyId}/revoke',          group: 'admin',     operationId: 'adminRevokeApiKey',   access: 'owner', role: 'admin' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/audit-log',                        group: 'admin',     operationId: 'adminGetAuditLog',    access: 'owner', role: 'viewer' },
  // The store's test clock for the dashboard (docs/decisions.md §8.12): test mode only, no ?mode.
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/test-clock',                       group: 'admin',     operationId: 'adminGetTestClock',     access: 'owner', role: 'viewer' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/test-clock/advance',               group: 'admin',     operationId: 'adminAdvanceTestClock', access: 'owner', role: 'admin' },
  // Admin API: webhooks, delivery log and events (reads viewer+, changes admin+; ?mode=test|live).
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/webhooks',                                                   group: 'adminWebhooks', operationId: 'adminCreateWebhook',         access: 'owner', role: 'admin' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/webhooks',                                                   group: 'adminWebhooks', operationId: 'adminListWebhooks',          access: 'owner', role: 'viewer' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/webhooks/{webhookId}',                                       group: 'adminWebhooks', operationId: 'adminGetWebhook',            access: 'owner', role: 'viewer' },
  { method: 'PUT',    path: '/api/v1/admin/stores/{storeId}/webhooks/{webhookId}',                                       group: 'adminWebhooks', operationId: 'adminUpdateWebhook',         access: 'owner', role: 'admin' },
  { method: 'DELETE', path: '/api/v1/admin/stores/{storeId}/webhooks/{webhookId}',                                       group: 'adminWebhooks', operationId: 'adminDeleteWebhook',         access: 'owner', role: 'admin' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/test',                                  group: 'adminWebhooks', operationId: 'adminTestWebhook',           access: 'owner', role: 'admin' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/rotate-secret',                         group: 'adminWebhooks', operationId: 'adminRotateWebhookSecret',   access: 'owner', role: 'admin' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/deliveries',                            group: 'adminWebhooks', operationId: 'adminListWebhookDeliveries', access: 'owner', role: 'viewer' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/deliveries/{deliveryId}',               group: 'adminWebhooks', operationId: 'adminGetWebhookDelivery',    access: 'owner', role: 'viewer' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/deliveries/{deliveryId}/retry',         group: 'adminWebhooks', operationId: 'adminRetryWebhookDelivery',  access: 'owner', role: 'admin' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/recover',                               group: 'adminWebhooks', operationId: 'adminRecoverWebhook',        access: 'owner', role: 'admin' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/events',                                                     group: 'adminWebhooks', operationId: 'adminListEvents',            access: 'owner', role: 'viewer' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/events/{eventId}',                                           group: 'adminWebhooks', operationId: 'adminGetEvent',              access: 'owner', role: 'viewer' },
  // Admin API: store members and their roles (owner only, except the list).
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/members',                          group: 'admin',     operationId: 'adminListMembers',    access: 'owner', role: 'viewer' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/members',                          group: 'admin',     operationId: 'adminAddMember',      access: 'owner', role: 'owner' },
  { method: 'PUT',    path: '/api/v1/admin/stores/{storeId}/members/{memberId}',               group: 'admin',     operationId: 'adminChangeMember',   access: 'owner', role: 'owner' },
  // Removing a member needs owner, except leaving (a member removing themself): any role (the service checks).
  { method: 'DELETE', path: '/api/v1/admin/stores/{storeId}/members/{memberId}',               group: 'admin',     operationId: 'adminRemoveMember',   access: 'owner', role: 'viewer' },
  // Team invitations (docs/decisions.md §7.26): the store's pending ones (owner), and the invitee's side by token (any signed-in owner).
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/invitations',                      group: 'admin',     operationId: 'adminListInvitations',  access: 'owner', role: 'owner' },
  { method: 'DELETE', path: '/api/v1/admin/stores/{storeId}/invitations/{invitationId}',       group: 'admin',     operationId: 'adminRevokeInvitation', access: 'owner', role: 'owner' },
  { method: 'GET',    path: '/api/v1/admin/invitations/{token}',                               group: 'admin',     operationId: 'adminGetInvitation',    access: 'owner' },
  { method: 'POST',   path: '/api/v1/admin/invitations/{token}/accept',                        group: 'admin',     operationId: 'adminAcceptInvitation', access: 'owner' },
  // Live payments through Stripe: a store's connection per mode (?mode=test|live; owner or admin) and Stripe's signed webhook (no key: the Stripe-Signature header is the check).
  { method: 'PUT',    path: '/api/v1/admin/stores/{storeId}/payments/stripe',                  group: 'adminPayments',  operationId: 'adminConnectStripe',    access: 'owner', role: 'admin' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/payments/stripe',                  group: 'adminPayments',  operationId: 'adminGetStripe',        access: 'owner', role: 'admin' },
  { method: 'DELETE', path: '/api/v1/admin/stores/{storeId}/payments/stripe',                  group: 'adminPayments',  operationId: 'adminDisconnectStripe', access: 'owner', role: 'admin' },
  { method: 'POST',   path: '/api/v1/payments/stripe/{storeId}/{mode}',                        group: 'stripeWebhooks', operationId: 'receiveStripeWebhook',  access: 'none', signedCallback: true },
  // Admin API: orders and carts (owner access token; `?mode=test|live`).
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/orders',                           group: 'adminCommerce', operationId: 'adminListOrders',        access: 'owner', role: 'viewer' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/orders/export',                    group: 'adminCommerce', operationId: 'adminExportOrders',      access: 'owner', role: 'viewer' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/orders/{orderId}',                 group: 'adminCommerce', operationId: 'adminGetOrder',          access: 'owner', role: 'viewer' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/reports/sales',                    group: 'adminCommerce', operationId: 'adminSalesReport',       access: 'owner', role: 'viewer' },
  { method: 'PUT',    path: '/api/v1/admin/stores/{storeId}/orders/{orderId}/status',          group: 'adminCommerce', operationId: 'adminUpdateOrderStatus', access: 'owner', role: 'admin' },
  { method: 'PUT',    path: '/api/v1/admin/stores/{storeId}/orders/{orderId}/cancel',          group: 'adminCommerce', operationId: 'adminCancelOrder',       access: 'owner', role: 'admin' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/orders/{orderId}/notes',           group: 'adminCommerce', operationId: 'adminListOrderNotes',    access: 'owner', role: 'viewer' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/orders/{orderId}/notes',           group: 'adminCommerce', operationId: 'adminAddOrderNote',      access: 'owner', role: 'admin' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/orders/{orderId}/refunds',         group: 'adminCommerce', operationId: 'adminCreateRefund',      access: 'owner', role: 'admin' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/carts',                            group: 'adminCommerce', operationId: 'adminListCarts',         access: 'owner', role: 'viewer' },
  // Admin API: products (docs/decisions.md §7.24): owner/admin write, viewer reads; `?mode=test|live`.
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/products',                                                 group: 'adminCatalog', operationId: 'adminCreateProduct',    access: 'owner', role: 'admin' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/products',                                                 group: 'adminCatalog', operationId: 'adminListProducts',     access: 'owner', role: 'viewer' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/products/{productId}',                                     group: 'adminCatalog', operationId: 'adminGetProduct',       access: 'owner', role: 'viewer' },
  { method: 'PUT',    path: '/api/v1/admin/stores/{storeId}/products/{productId}',                                     group: 'adminCatalog', operationId: 'adminUpdateProduct',    access: 'owner', role: 'admin' },
  { method: 'DELETE', path: '/api/v1/admin/stores/{storeId}/products/{productId}',                                     group: 'adminCatalog', operationId: 'adminDeleteProduct',    access: 'owner', role: 'admin' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/products/{productId}/variants',                            group: 'adminCatalog', operationId: 'adminCreateVariant',    access: 'owner', role: 'admin' },
  { method: 'PUT',    path: '/api/v1/admin/stores/{storeId}/products/{productId}/variants/{variantId}',                group: 'adminCatalog', operationId: 'adminUpdateVariant',    access: 'owner', role: 'admin' },
  { method: 'DELETE', path: '/api/v1/admin/stores/{storeId}/products/{productId}/variants/{variantId}',                group: 'adminCatalog', operationId: 'adminDeleteVariant',    access: 'owner', role: 'admin' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/products/{productId}/variants/{variantId}/inventory',      group: 'adminCatalog', operationId: 'adminAdjustInventory',  access: 'owner', role: 'admin' },
  // Product images (docs/decisions.md §3.23): an upload form, the confirm, the order, a delete.
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/products/{productId}/images',                              group: 'adminCatalog', operationId: 'adminCreateProductImageUpload', access: 'owner', role: 'admin' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/products/{productId}/images/{imageId}/confirm',            group: 'adminCatalog', operationId: 'adminConfirmProductImage', access: 'owner', role: 'admin' },
  { method: 'PUT',    path: '/api/v1/admin/stores/{storeId}/products/{productId}/images',                              group: 'adminCatalog', operationId: 'adminReorderProductImages', access: 'owner', role: 'admin' },
  { method: 'DELETE', path: '/api/v1/admin/stores/{storeId}/products/{productId}/images/{imageId}',                    group: 'adminCatalog', operationId: 'adminDeleteProductImage', access: 'owner', role: 'admin' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/catalog/copy-to-live',                                     group: 'adminCatalog', operationId: 'adminCopyCatalogToLive', access: 'owner', role: 'admin' },
  // Admin API: customers (search, edit and export owner/admin, erasure owner only; `?mode=test|live`).
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/customers',                        group: 'adminCustomers', operationId: 'adminListCustomers',  access: 'owner', role: 'viewer' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/customers/export',                 group: 'adminCustomers', operationId: 'adminExportCustomers', access: 'owner', role: 'viewer' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/customers/{customerId}',           group: 'adminCustomers', operationId: 'adminGetCustomer',    access: 'owner', role: 'viewer' },
  { method: 'PUT',    path: '/api/v1/admin/stores/{storeId}/customers/{customerId}',           group: 'adminCustomers', operationId: 'adminUpdateCustomer', access: 'owner', role: 'admin' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/customers/{customerId}/export',    group: 'adminCustomers', operationId: 'adminExportCustomer', access: 'owner', role: 'admin' },
  { method: 'DELETE', path: '/api/v1/admin/stores/{storeId}/customers/{customerId}',           group: 'adminCustomers', operationId: 'adminEraseCustomer',  access: 'owner', role: 'owner' },
  // Admin API: discount codes (reads viewer+, changes admin+; `?mode=test|live`).
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/discounts',                        group: 'adminDiscounts', operationId: 'adminListDiscounts',  access: 'owner', role: 'viewer' },
  { method: 'POST',   path: '/api/v1/admin/stores/{storeId}/discounts',                        group: 'adminDiscounts', operationId: 'adminCreateDiscount', access: 'owner', role: 'admin' },
  { method: 'GET',    path: '/api/v1/admin/stores/{storeId}/discounts/{discountId}',           group: 'adminDiscounts', operationId: 'adminGetDiscount',    access: 'owner', role: 'viewer' },
  { method: 'PUT',    path: '/api/v1/admin/stores/{storeId}/discounts/{discountId}',           group: 'adminDiscounts', operationId: 'adminUpdateDiscount', access: 'owner', role: 'admin' },
  { method: 'DELETE', path: '/api/v1/admin/stores/{storeId}/discounts/{discountId}',           group: 'adminDiscounts', operationId: 'adminDeleteDiscount', access: 'owner', role: 'admin' },
] as const satisfies readonly RouteDefinition[];

export const ROUTES: readonly RouteDefinition[] = ROUTE_TABLE;

/** The operationIds of a group's routes: what functions/<group>/handler.ts must implement, no more. */
export type OperationIdOf<G extends FunctionGroup> = Extract<
  (typeof ROUTE_TABLE)[number],
  { group: G }
>['operationId'];

/** `GET /api/v1/...` — the same string API Gateway puts in `event.routeKey`. */
export const routeKey = (route: Pick<RouteDefinition, 'method' | 'path'>): string =>
  `${route.method} ${route.path}`;

/** Browsers call the SDK routes with publishable keys, so only those get CORS. */
export const CORS_PATH_PREFIX = '/api/v1/sdk/';

export const routesOfGroup = (group: FunctionGroup): RouteDefinition[] =>
  ROUTES.filter((r) => r.group === group);
