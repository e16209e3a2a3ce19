/**
 * Key builders for every entity (docs/data-model.md lists them with their access
 * patterns). All mode-scoped records start with `S#<storeId>#<mode>` so test and live
 * data can never be addressed with the other mode's key (docs/decisions.md §1.1).
 */
export type Mode = 'test' | 'live';

export const scope = (storeId: string, mode: Mode): string => `S#${storeId}#${mode}`;

/** Active carts are spread over this many sparse-index partitions so no one partition runs hot. */
export const ACTIVE_CART_SHARDS = 8;

export const keys = {
  // Store-level (shared by both modes)
  store: (storeId: string) => ({ pk: `STORE#${storeId}`, sk: 'STORE' }),
  apiKey: (keyHash: string) => ({ pk: `APIKEY#${keyHash}`, sk: 'APIKEY' }),
  apiKeysOfStore: (storeId: string) => `STORE#${storeId}#APIKEYS`,

  // Customers and login
  customer: (storeId: string, mode: Mode, customerId: string) => ({
    pk: `${scope(storeId, mode)}#CUSTOMER#${customerId}`,
    sk: 'CUSTOMER',
  }),
  customerEmail: (storeId: string, mode: Mode, email: string) => ({
    pk: `${scope(storeId, mode)}#EMAIL#${email.toLowerCase()}`,
    sk: 'UNIQUE',
  }),
  customerPhone: (storeId: string, mode: Mode, phone: string) => ({
    pk: `${scope(storeId, mode)}#PHONE#${phone}`,
    sk: 'UNIQUE',
  }),
  /** Owners' search: one term item per searchable value (sk: customers/search-terms.ts). */
  customerSearchTerm: (storeId: string, mode: Mode, sortKey: string) => ({
    pk: `${scope(storeId, mode)}#CUSTOMER_SEARCH`,
    sk: sortKey,
  }),
  customerSearch: (storeId: string, mode: Mode) => `${scope(storeId, mode)}#CUSTOMER_SEARCH`,
  /** In the customer's partition: an erasure begun (and finished), kept without personal data. */
  customerErasure: (storeId: string, mode: Mode, customerId: string) => ({
    pk: `${scope(storeId, mode)}#CUSTOMER#${customerId}`,
    sk: 'ERASURE',
  }),
  /** In the customer's partition: their paid orders and spend, added to by the order writes. */
  customerSpend: (storeId: string, mode: Mode, customerId: string) => ({
    pk: `${scope(storeId, mode)}#CUSTOMER#${customerId}`,
    sk: 'SPEND',
  }),
  /** gsi1pk of a customer: the admin customer list (gsi1sk `<createdAt>#<customerId>`). */
  customersOfStore: (storeId: string, mode: Mode) => `${scope(storeId, mode)}#CUSTOMERS`,
  /** A sign-in code; address = a phone (E.164) or a lower-case email. */
  otp: (storeId: string, mode: Mode, address: string) => ({
    pk: `${scope(storeId, mode)}#OTP#${address}`,
    sk: 'OTP',
  }),
  /** OTP sends of the last hour (SMS toll-fraud guard): subject = phone or email in a (store, mode), or a source address. */
  otpSends: (subject: string) => ({
    pk: `OTPSENDS#${subject}`,
    sk: 'OTPSENDS',
  }),
  /** Failed owner sign-ins on the local OpenID provider of the last window, per account or source address. */
  signInFailures: (subject: string) => ({
    pk: `SIGNINFAILS#${subject}`,
    sk: 'SIGNINFAILS',
  }),
  /**
   * Store-independent owner of a record id (customers, products): tells "another store's
   * record" (403 NO_STORE_ACCESS) from "no such record" (404) without scanning.
   */
  idOwner: (id: string) => ({ pk: `ID#${id}`, sk: 'OWNER' }),

  // Catalogue
  product: (storeId: string, mode: Mode, productId: string) => ({
    pk: `${scope(storeId, mode)}#PRODUCT#${productId}`,
    sk: 'PRODUCT',
  }),
  variant: (storeId: string, mode: Mode, variantId: string) => ({
    pk: `${scope(storeId, mode)}#VARIANT#${variantId}`,
    sk: 'VARIANT',
  }),
  /** gsi1pk of a variant: lists a product's variants. */
  variantsOfProduct: (storeId: string, mode: Mode, productId: string) =>
    `${scope(storeId, mode)}#PRODUCT#${productId}#VARIANTS`,
  /** gsi1pk of a product: the admin product list (gsi1sk `<createdAt>#<productId>`). */
  productsOfStore: (storeId: string, mode: Mode) => `${scope(storeId, mode)}#PRODUCTS`,
  /** gsi2pk of Active products and sellable variants: the storefront catalog (gsi2sk: products/catalog-index.ts). */
  storefrontCatalog: (storeId: string, mode: Mode) => `${scope(storeId, mode)}#STOREFRONT`,
  /** gsi3pk of the same items when the product has a category (lower-case): one category's catalog. */
  storefrontCategory: (storeId: string, mode: Mode, category: string) =>
    `${scope(storeId, mode)}#STOREFRONT#CATEGORY#${category.toLowerCase()}`,
  /** gsi4pk of every product: owners' title search (gsi4sk `<title key>#<productId>`). */
  productsByTitle: (storeId: string, mode: Mode) => `${scope(storeId, mode)}#PRODUCTS#TITLE`,
  /** gsi4pk of a variant with a SKU (lower-case): owners' exact SKU search (gsi4sk `<productId>#<variantId>`). */
  variantsBySku: (storeId: string, mode: Mode, sku: string) =>
    `${scope(storeId, mode)}#SKU#${sku.toLowerCase()}`,
  /**
   * Product search (products/search-words.ts): one entry per (word prefix, product), sk
   * `<createdAt>#<productId>` (newest first); the prefix is hex-encoded UTF-8, any script.
   */
  productSearchEntry: (
    storeId: string,
    mode: Mode,
    prefixHex: string,
    createdAt: string,
    productId: string,
  ) => ({
    pk: `${scope(storeId, mode)}#PRODUCT_SEARCH#${prefixHex}`,
    sk: `${createdAt}#${productId}`,
  }),
  productSearchPartition: (storeId: string, mode: Mode, prefixHex: string) =>
    `${scope(storeId, mode)}#PRODUCT_SEARCH#${prefixHex}`,
  /** Beside the product: the prefixes its entries are under now (what the next refresh removes). */
  productSearchDocument: (storeId: string, mode: Mode, productId: string) => ({
    pk: `${scope(storeId, mode)}#PRODUCT#${productId}`,
    sk: 'SEARCH',
  }),
  productExternal: (storeId: string, mode: Mode, externalId: string) => ({
    pk: `${scope(storeId, mode)}#PRODUCT_EXT#${externalId}`,
    sk: 'UNIQUE',
  }),
  variantExternal: (storeId: string, mode: Mode, externalVariantId: string) => ({
    pk: `${scope(storeId, mode)}#VARIANT_EXT#${externalVariantId}`,
    sk: 'UNIQUE',
  }),

  // Carts
  openCart: (storeId: string, mode: Mode, customerId: string) => ({
    pk: `${scope(storeId, mode)}#CUSTOMER#${customerId}`,
    sk: 'CART#OPEN',
  }),
  /**
   * gsi5pk of an open cart: the admin cart list per status (gsi5sk `<activeSince>#<customerId>`
   * when Active, `<abandonedAt>#<customerId>` when Abandoned). Carts written before gsi5 carry it
   * as gsi1pk (gsi1sk `<updatedAt>#<customerId>`) until their next write.
   */
  cartsByStatus: (storeId: string, mode: Mode, status: string) => `${scope(storeId, mode)}#CARTS#${status}`,
  cart: (storeId: string, mode: Mode, cartId: string) => ({
    pk: `${scope(storeId, mode)}#CART#${cartId}`,
    sk: 'CART',
  }),
  /**
   * An Active cart's abandonment schedule, beside the open cart: gsi2pk = activeCartShard, gsi2sk
   * = when the sweep next looks at the cart (docs/decisions.md §3.13).
   */
  cartSweep: (storeId: string, mode: Mode, customerId: string) => ({
    pk: `${scope(storeId, mode)}#CUSTOMER#${customerId}`,
    sk: 'CART#SWEEP',
  }),
  /** gsi2pk of a cart's schedule (and of Active carts written before it); gsi2sk = the sweep's check time. */
  activeCartShard: (shard: number) => `ACTIVE_CARTS#${shard}`,
  /**
   * gsi4pk of a test-mode cart's schedule (gsi4sk = the same check time): the store's own due carts,
   * which a test-clock advance runs without touching other stores (docs/decisions.md §8.13).
   */
  storeDueCarts: (storeId: string, mode: Mode) => `${scope(storeId, mode)}#CARTS_DUE`,
  /** gsi3pk of a store whose test clock was ever advanced (gsi3sk = storeId): the minute sweep's list. */
  advancedTestClocks: 'TEST_CLOCKS',
  checkout: (storeId: string, mode: Mode, checkoutId: string) => ({
    pk: `${scope(storeId, mode)}#CHECKOUT#${checkoutId}`,
    sk: 'CHECKOUT',
  }),

  // Orders
  order: (storeId: string, mode: Mode, orderId: string) => ({
    pk: `${scope(storeId, mode)}#ORDER#${orderId}`,
    sk: 'ORDER',
  }),
  orderCounter: (storeId: string, mode: Mode) => ({
    pk: `${scope(storeId, mode)}#COUNTER`,
    sk: 'ORDER_NUMBER',
  }),
  idempotency: (storeId: string, mode: Mode, idempotencyKey: string) => ({
    pk: `${scope(storeId, mode)}#IDEMPOTENCY#${idempotencyKey}`,
    sk: 'IDEMPOTENCY',
  }),
  /** Admin order lists (index keys on every order item; sort key = zero-padded order number). */
  ordersOfStore: (storeId: string, mode: Mode) => `${scope(storeId, mode)}#ORDERS`,
  ordersByStatus: (storeId: string, mode: Mode, status: string) => `${scope(storeId, mode)}#ORDERS#${status}`,
  ordersOfCustomer: (storeId: string, mode: Mode, customerId: string) =>
    `${scope(storeId, mode)}#CUSTOMER#${customerId}#ORDERS`,
  /** gsi4pk of every order written since the search index (gsi4sk `<placedAt>#<padded number>`); docs/decisions.md §15.1. */
  ordersByPlacedAt: (storeId: string, mode: Mode) => `${scope(storeId, mode)}#ORDERS_PLACED`,
  /** gsi5pk (keys only) of an order by its ship-to name (gsi5sk `<hex(last first)>#<padded number>`); docs/decisions.md §15.8. */
  ordersByShippingName: (storeId: string, mode: Mode) => `${scope(storeId, mode)}#ORDERS_SHIP_NAME`,
  /** One sales counter item per (store, mode, UTC day): docs/decisions.md §15.3. */
  salesDay: (storeId: string, mode: Mode, day: string) => ({
    pk: `${scope(storeId, mode)}#SALES`,
    sk: `DAY#${day}`,
  }),
  refund: (refundId: string) => ({ pk: `REFUND#${refundId}`, sk: 'REFUND' }),

  // Discount codes (docs/decisions.md §12.5): the code, its unique lookup by normalised code, and
  // one counter item per customer who used it (in the code's partition).
  discount: (storeId: string, mode: Mode, discountId: string) => ({
    pk: `${scope(storeId, mode)}#DISCOUNT#${discountId}`,
    sk: 'DISCOUNT',
  }),
  discountCode: (storeId: string, mode: Mode, normalizedCode: string) => ({
    pk: `${scope(storeId, mode)}#DISCOUNT_CODE#${normalizedCode}`,
    sk: 'UNIQUE',
  }),
  discountCustomerUses: (storeId: string, mode: Mode, discountId: string, customerId: string) => ({
    pk: `${scope(storeId, mode)}#DISCOUNT#${discountId}`,
    sk: `USES#${customerId}`,
  }),
  /** gsi1pk of a discount code: the admin list (gsi1sk `<createdAt>#<discountId>`). */
  discountsOfStore: (storeId: string, mode: Mode) => `${scope(storeId, mode)}#DISCOUNTS`,

  // Webhooks: one partition per (store, mode) holds endpoints, the count and URL guards
  webhooks: (storeId: string, mode: Mode) => `${scope(storeId, mode)}#WEBHOOKS`,
  webhookEndpoint: (storeId: string, mode: Mode, webhookId: string) => ({
    pk: `${scope(storeId, mode)}#WEBHOOKS`,
    sk: `ENDPOINT#${webhookId}`,
  }),
  webhookCount: (storeId: string, mode: Mode) => ({ pk: `${scope(storeId, mode)}#WEBHOOKS`, sk: 'COUNT' }),
  webhookUrl: (storeId: string, mode: Mode, urlHash: string) => ({
    pk: `${scope(storeId, mode)}#WEBHOOKS`,
    sk: `URL#${urlHash}`,
  }),
  /** The claim of an event's first attempts to all its endpoints (one item per event). */
  eventDeliveryClaim: (eventId: string) => ({ pk: `EVENT_DELIVERIES#${eventId}`, sk: 'CLAIM' }),
  delivery: (deliveryId: string) => ({ pk: `DELIVERY#${deliveryId}`, sk: 'DELIVERY' }),
  /** gsi1pk of a delivery (gsi1sk = its createdAt): "deliveries of an endpoint, newest first" is one Query. */
  deliveriesOfEndpoint: (webhookId: string) => `WEBHOOK#${webhookId}#DELIVERIES`,
  /**
   * gsi1pk of an event's delivery claim (gsi1sk = its claimedAt), which holds the first attempts'
   * outcomes: the deliveries that succeeded at once are listed from here, filtered by endpoint.
   */
  firstDeliveriesOfScope: (storeId: string, mode: Mode) => `${scope(storeId, mode)}#FIRST_DELIVERIES`,
  /** gsi2pk of a delivery (gsi2sk = its createdAt), moved with its status: the same list by status. */
  deliveriesOfEndpointByStatus: (webhookId: string, status: 'pending' | 'succeeded' | 'failed') =>
    `WEBHOOK#${webhookId}#DELIVERIES#${status}`,
  /**
   * gsi6pk (keys only) of an outbox event: the events of a (store, mode) in (occurredAt, id) order
   * (gsi6sk = shared/events/outbox.ts `eventListingKey`), the event log's and the event feed's list.
   */
  eventsOfScope: (storeId: string, mode: Mode) => `${scope(storeId, mode)}#EVENTS`,
  /**
   * The last sequence number given to a resource's events (shared/events/sequence.ts); carts keep
   * theirs on the cart item instead.
   */
  eventSequence: (storeId: string, mode: Mode, resourceType: string, resourceId: string) => ({
    pk: `${scope(storeId, mode)}#SEQUENCE#${resourceType}#${resourceId}`,
    sk: 'SEQUENCE',
  }),

  /**
   * gsi5pk (keys only) of an outbox event that names a customer, and of the deliveries of such an
   * event (gsi5sk = occurredAt#eventId, or the delivery id): what erasure redacts, found without a scan.
   */
  eventsOfCustomer: (storeId: string, mode: Mode, customerId: string) =>
    `${scope(storeId, mode)}#CUSTOMER#${customerId}#EVENTS`,
  deliveriesOfCustomer: (storeId: string, mode: Mode, customerId: string) =>
    `${scope(storeId, mode)}#CUSTOMER#${customerId}#DELIVERIES`,

  /** A paced recovery of an endpoint's failed deliveries: its cursor and the page in flight. */
  webhookRecovery: (recoveryId: string) => ({ pk: `RECOVERY#${recoveryId}`, sk: 'RECOVERY' }),

  // Events and limits
  outbox: (eventId: string) => ({ pk: `OUTBOX#${eventId}`, sk: 'OUTBOX' }),
  rateLimit: (subject: string, windowStart: number) => ({
    pk: `RATELIMIT#${subject}#${windowStart}`,
    sk: 'RATELIMIT',
  }),
  /**
   * An ordered endpoint's place in one resource's events (docs/decisions.md §6.26): every sequence
   * up to `through` was finished or is not owed to it. Keyed per (endpoint, resource) so resources
   * never wait on each other; per `orderedSince` (when the endpoint last became ordered), so
   * cursors left from an earlier spell of ordering are never read again.
   */
  webhookOrderingCursor: (webhookId: string, orderedSince: string, resource: string) => ({
    pk: `WEBHOOK#${webhookId}#ORDERING#${orderedSince}`,
    sk: `RESOURCE#${resource}`,
  }),
  /** An endpoint's next webhook send time (its `rateLimit` spacing), shared by every consumer. */
  webhookSendSlot: (webhookId: string) => ({
    pk: `RATELIMIT#webhook-endpoint#${webhookId}`,
    sk: 'SENDSLOT',
  }),

  // Store owners (docs/decisions.md §7.4): identities, their unique emails, and memberships
  owner: (ownerId: string) => ({ pk: `OWNER#${ownerId}`, sk: 'OWNER' }),
  ownerEmail: (email: string) => ({ pk: `OWNER_EMAIL#${email.toLowerCase()}`, sk: 'UNIQUE' }),
  /** In the store's partition: "members of a store" is one Query (begins_with MEMBER#). */
  membership: (storeId: string, ownerId: string) => ({ pk: `STORE#${storeId}`, sk: `MEMBER#${ownerId}` }),
  /** gsi1pk of a membership: "stores of an owner" is one Query on gsi1. */
  storesOfOwner: (ownerId: string) => `OWNER#${ownerId}#STORES`,
  /** In the store's partition: "pending invitations of a store" is one Query (begins_with INVITE#). */
  invitation: (storeId: string, invitationId: string) => ({
    pk: `STORE#${storeId}`,
    sk: `INVITE#${invitationId}`,
  }),
  /** An invitation's lookup by the SHA-256 of its secret token (the token itself is never stored). */
  invitationToken: (tokenHash: string) => ({ pk: `INVITE_TOKEN#${tokenHash}`, sk: 'INVITE_TOKEN' }),
  /** In the store's partition, sorted by time: the audit log is one Query, newest first. */
  auditEntry: (storeId: string, at: string, auditId: string) => ({
    pk: `STORE#${storeId}`,
    sk: `AUDIT#${at}#${auditId}`,
  }),
} as const;
