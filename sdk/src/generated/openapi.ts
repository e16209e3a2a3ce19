// Generated from docs/openapi.json by openapi-typescript (npm run sdk:types). Do not edit.
export interface paths {
    "/api/v1/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The OpenAPI 3.1 document of this API (no key needed)
         * @description Access: none.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/store/{storeId}/checkout-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Currency, tax rate, shipping rules and cart abandonment time of the store
         * @description Access: publishable.
         */
        get: operations["getCheckoutSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/store/{storeId}/branding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Name, logo and colours of the store
         * @description Access: publishable.
         */
        get: operations["getBranding"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/store/{storeId}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Active products with their Active variants, by title; `q` finds products by any word of the title, tags or SKUs (every word of `q` must match; newest first; the search may lag a change by a few seconds), `category` one category. A page may hold fewer than `limit` products
         * @description Access: publishable.
         */
        get: operations["listStorefrontProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/store/{storeId}/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An Active product with its Active variants; Draft, Archived or deleted is 404
         * @description Access: publishable.
         */
        get: operations["getStorefrontProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/stores/{storeId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Endpoints of the store in the key mode, optionally filtered by isEnabled
         * @description Access: webhookAdmin.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint (the secret is returned here and by rotate only)
         * @description Access: webhookAdmin.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/stores/{storeId}/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One endpoint with delivery statistics and recent delivery attempts
         * @description Access: webhookAdmin.
         */
        get: operations["getWebhook"];
        /**
         * Change url, events, description, isEnabled or includeApiOriginated
         * @description Access: webhookAdmin.
         */
        put: operations["updateWebhook"];
        post?: never;
        /**
         * Delete an endpoint; nothing more is delivered to it
         * @description Access: webhookAdmin.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/stores/{storeId}/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to this endpoint now (even when disabled)
         * @description Access: webhookAdmin.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/stores/{storeId}/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret; the old one stops working at once
         * @description Access: webhookAdmin.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/auth/store/{storeId}/otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a 6-digit sign-in code by SMS (`phone`) or email (`email`); test mode sends no SMS and its code is 000000
         * @description Access: publishable.
         */
        post: operations["requestOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/auth/store/{storeId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the sign-in code; returns a customer JWT and creates the customer on first sign-in (an email code: with that email verified)
         * @description Access: publishable.
         */
        post: operations["verifyOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/customers/store/{storeId}/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's profile
         * @description Access: publishable + customer JWT.
         */
        get: operations["getMyProfile"];
        /**
         * Change first name, last name or email (null clears); sends customer.updated. A new email without `code` is not changed yet: 202 and a 6-digit code is sent to it (test mode: 000000), whoever holds it; with its `code` the email changes and is verified, 409 CONFLICT if another customer of the store holds it verified
         * @description Access: publishable + customer JWT.
         */
        put: operations["updateMyProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/customers/store/{storeId}/me/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in customer's orders, newest first (the order views of GET /api/v1/orders/{orderId})
         * @description Access: publishable + customer JWT.
         */
        get: operations["listMyOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a customer by id
         * @description Access: secret.
         */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/by-email/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a customer by email (case-insensitive)
         * @description Access: secret.
         */
        get: operations["getCustomerByEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upsert up to 100 products by externalId (variants by externalVariantId)
         * @description Access: secret.
         */
        post: operations["syncProducts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fetch a product with its variants
         * @description Access: secret.
         */
        get: operations["getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/cart/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer's open cart (created on first call)
         * @description Access: publishable + customer JWT.
         */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/cart/store/{storeId}/item": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a variant, or raise the quantity of its line
         * @description Access: publishable + customer JWT.
         */
        post: operations["addCartItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/cart/store/{storeId}/item/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a line's quantity (0 removes it)
         * @description Access: publishable + customer JWT.
         */
        put: operations["updateCartItem"];
        post?: never;
        /**
         * Remove a line
         * @description Access: publishable + customer JWT.
         */
        delete: operations["removeCartItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/cart/store/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove every line
         * @description Access: publishable + customer JWT.
         */
        delete: operations["clearCart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/cart/store/{storeId}/discount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply a discount code to the cart (case-insensitive; replaces the code it held). A refused code is 400 INVALID_DISCOUNT_CODE with `reason`
         * @description Access: publishable + customer JWT.
         */
        post: operations["applyDiscountCode"];
        /**
         * Remove the discount code from the cart
         * @description Access: publishable + customer JWT.
         */
        delete: operations["removeDiscountCode"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/cart/store/{storeId}/shipping-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The shipping options for a country (and province), priced for the customer's cart; a country the store does not ship to is 400 SHIPPING_NOT_AVAILABLE
         * @description Access: publishable + customer JWT.
         */
        get: operations["getShippingOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/cart/store/{storeId}/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-price the cart, check stock and start a checkout
         * @description Access: publishable + customer JWT.
         */
        post: operations["startCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/cart/store/{storeId}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Can these quantities be bought now? (no JWT)
         * @description Access: publishable.
         */
        post: operations["checkAvailability"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/checkout/store/{storeId}/{checkoutId}/quote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Price a started checkout for a shipping address and option, exactly as completion will charge it
         * @description Access: publishable + customer JWT.
         */
        post: operations["quoteCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/sdk/checkout/store/{storeId}/{checkoutId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay for a started checkout and place the order (Confirmed); honours Idempotency-Key
         * @description Access: publishable + customer JWT.
         */
        post: operations["completeCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an order (Pending); takes the stock; honours Idempotency-Key
         * @description Access: secret.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an order
         * @description Access: secret.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{orderId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move an order along the status table; item-level shipping and delivery with tracking
         * @description Access: secret.
         */
        put: operations["updateOrderStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel an order, restore its stock and optionally schedule a refund
         * @description Access: secret.
         */
        put: operations["cancelOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{orderId}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund part or all of a paid order without cancelling it (202: completes asynchronously); honours Idempotency-Key
         * @description Access: secret.
         */
        post: operations["createRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in owner and the stores they belong to, with their role in each
         * @description Access: owner.
         */
        get: operations["adminGetMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a store; the caller becomes its owner
         * @description Access: owner.
         */
        post: operations["adminCreateStore"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A store with its checkout settings and branding (any member)
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminGetStore"];
        /**
         * Change the name, checkout settings or branding (admin or owner)
         * @description Access: owner (role admin or higher).
         */
        put: operations["adminUpdateStore"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store keys of one mode (?mode=test|live, default test), newest first: last4 only for secret keys, publishable keys whole
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminListApiKeys"];
        put?: never;
        /**
         * Create a key; a secret key is shown in full here only (admin or owner)
         * @description Access: owner (role admin or higher).
         */
        post: operations["adminCreateApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/api-keys/{keyId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke a key: every request that starts after this answer is refused (admin or owner)
         * @description Access: owner (role admin or higher).
         */
        post: operations["adminRevokeApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every admin change of the store (actor, action, target, mode, time), newest first, kept one year
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminGetAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Endpoints of the store in a mode, optionally filtered by isEnabled (secrets masked)
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminListWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint (the secret is shown here and by rotate only; admin or owner)
         * @description Access: owner (role admin or higher).
         */
        post: operations["adminCreateWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One endpoint with delivery statistics and recent attempts (secret masked)
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminGetWebhook"];
        /**
         * Change url, events, description, isEnabled or includeApiOriginated (admin or owner)
         * @description Access: owner (role admin or higher).
         */
        put: operations["adminUpdateWebhook"];
        post?: never;
        /**
         * Delete an endpoint (admin or owner)
         * @description Access: owner (role admin or higher).
         */
        delete: operations["adminDeleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event to this endpoint now, even when disabled (admin or owner)
         * @description Access: owner (role admin or higher).
         */
        post: operations["adminTestWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret; the old one stops working at once (admin or owner)
         * @description Access: owner (role admin or higher).
         */
        post: operations["adminRotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The endpoint's deliveries, newest first, optionally by status (kept 30 days)
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminListWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/deliveries/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery: the exact payload sent and every attempt with its response (4 KiB)
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminGetWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now: same delivery id, next attempt number, current secret; works on a disabled endpoint (admin or owner)
         * @description Access: owner (role admin or higher).
         */
        post: operations["adminRetryWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/webhooks/{webhookId}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send every failed delivery of the endpoint since a time again, paced (admin or owner; the endpoint must be enabled)
         * @description Access: owner (role admin or higher).
         */
        post: operations["adminRecoverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's events in a mode, newest first, optionally of one type (kept 30 days)
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminListEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One event: its envelope and its delivery to each endpoint
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminGetEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store members and their roles (any member)
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminListMembers"];
        put?: never;
        /**
         * Invite someone by email (owner only): 201 with the invitation; they become a member only by accepting the emailed link (7 days). A member already is 409
         * @description Access: owner (role owner or higher).
         */
        post: operations["adminAddMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/members/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a member's role (owner only); the last owner cannot be demoted (409 LAST_OWNER)
         * @description Access: owner (role owner or higher).
         */
        put: operations["adminChangeMember"];
        post?: never;
        /**
         * Remove a member (owner only), or leave the store (any member, on oneself); the last owner can do neither (409 LAST_OWNER)
         * @description Access: owner (role viewer or higher).
         */
        delete: operations["adminRemoveMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The pending invitations of the store, newest first (owner only)
         * @description Access: owner (role owner or higher).
         */
        get: operations["adminListInvitations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a pending invitation: its link no longer works (owner only)
         * @description Access: owner (role owner or higher).
         */
        delete: operations["adminRevokeInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/invitations/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An invitation by its link's token: the store, the role and the invited email (any signed-in owner)
         * @description Access: owner.
         */
        get: operations["adminGetInvitation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/invitations/{token}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: the signed-in owner with the invited email becomes a member; another email is 403, an expired, revoked or used one 404
         * @description Access: owner.
         */
        post: operations["adminAcceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/payments/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Stripe connection of one mode: account and key’s last four characters, never the key
         * @description Access: owner (role admin or higher).
         */
        get: operations["adminGetStripe"];
        /**
         * Connect Stripe for one mode: a secret or restricted key of that mode (checked with one Stripe call) and the webhook signing secret; both stored encrypted, never returned
         * @description Access: owner (role admin or higher).
         */
        put: operations["adminConnectStripe"];
        post?: never;
        /**
         * Disconnect Stripe for one mode (live checkout then answers 409 PAYMENTS_NOT_CONFIGURED)
         * @description Access: owner (role admin or higher).
         */
        delete: operations["adminDisconnectStripe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/payments/stripe/{storeId}/{mode}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stripe’s webhook endpoint for a store and mode (set it in the Stripe dashboard); verified with the Stripe-Signature header
         * @description Access: none.
         */
        post: operations["receiveStripeWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders of the store, newest first; filter by status (payload values) or customer; q (order number, or customer email, phone or name prefix) and from/to (placedAt) search
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminListOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/orders/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every order matching q, status, from and to as text/csv (no envelope); a part holds at most 5 MB, and x-next-cursor names the next part
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminExportOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order with its status history
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminGetOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/reports/sales": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders, gross sales, refunds and net sales per UTC day from `from` to `to` (inclusive, at most 366 days)
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminSalesReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/orders/{orderId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Move an order along the status table (as PUT /api/v1/orders/{orderId}/status); its events always go out; audited
         * @description Access: owner (role admin or higher).
         */
        put: operations["adminUpdateOrderStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/orders/{orderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Cancel an order, restore its stock and optionally schedule a refund (as PUT /api/v1/orders/{orderId}/cancel); audited
         * @description Access: owner (role admin or higher).
         */
        put: operations["adminCancelOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/orders/{orderId}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund part or all of a paid order without cancelling it (as POST /api/v1/orders/{orderId}/refunds); 202, completes asynchronously; honours Idempotency-Key; audited
         * @description Access: owner (role admin or higher).
         */
        post: operations["adminCreateRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/carts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open carts in one status (Active by default, or Abandoned), most recently changed first
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminListCarts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Products of the store with their variants and stock: newest first, or with `q` those whose title starts with it (any case), after those with a variant of exactly that SKU; `status` filters (a page may then hold fewer than `limit`)
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminListProducts"];
        put?: never;
        /**
         * Create a product with its variants; sends product.created (origin owner); audited
         * @description Access: owner (role admin or higher).
         */
        post: operations["adminCreateProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/products/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product with its variants
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminGetProduct"];
        /**
         * Change a product's fields (not its variants); sends product.updated with the changed fields; audited
         * @description Access: owner (role admin or higher).
         */
        put: operations["adminUpdateProduct"];
        post?: never;
        /**
         * Delete a product and its variants: gone from the catalog and cart adds, orders keep their copy; sends product.deleted; audited. Repeat it to finish one that stopped part way
         * @description Access: owner (role admin or higher).
         */
        delete: operations["adminDeleteProduct"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/products/{productId}/variants": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a variant to a product (at most 100); sends product.variant_created; audited
         * @description Access: owner (role admin or higher).
         */
        post: operations["adminCreateVariant"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/products/{productId}/variants/{variantId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a variant's fields (stock: the inventory route); sends product.variant_updated with the changed fields; audited
         * @description Access: owner (role admin or higher).
         */
        put: operations["adminUpdateVariant"];
        post?: never;
        /**
         * Delete a variant; the last one of a product stays (409 LAST_VARIANT); sends product.variant_deleted; audited
         * @description Access: owner (role admin or higher).
         */
        delete: operations["adminDeleteVariant"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/products/{productId}/variants/{variantId}/inventory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adjust or set a variant's stock, atomically; answers the variant with its new quantity; sends product.inventory_updated (reason adjustment); audited
         * @description Access: owner (role admin or higher).
         */
        post: operations["adminAdjustInventory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/catalog/copy-to-live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Copy the test catalog to live mode: new live ids, external ids kept, so a second copy updates the live products it made instead of duplicating them; stock `zero` (default) or `copy`; `dryRun` previews the counts. Sends live product events (origin owner)
         * @description Access: owner (role admin or higher).
         */
        post: operations["adminCopyCatalogToLive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Customers of the store: `q` searches a case-insensitive prefix of email, first name, last name or phone; `email` or `phone` finds one (exact); none lists all, newest first
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminListCustomers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One customer
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminGetCustomer"];
        /**
         * Change a customer's first name, last name or email (null clears); sends customer.updated (origin owner); audited
         * @description Access: owner (role admin or higher).
         */
        put: operations["adminUpdateCustomer"];
        post?: never;
        /**
         * Erase a customer (owner only): profile and lookups deleted, personal fields of their orders replaced by "[erased]", open cart deleted, tokens refused; sends customer.deleted; audited. Repeat it to resume an erasure that stopped part way
         * @description Access: owner (role owner or higher).
         */
        delete: operations["adminEraseCustomer"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/customers/{customerId}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Everything held about a customer as one JSON document: profile, orders and open cart
         * @description Access: owner (role admin or higher).
         */
        get: operations["adminExportCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/discounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The store's discount codes with their uses and remaining uses, newest first
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminListDiscounts"];
        put?: never;
        /**
         * Create a discount code (case-insensitive, unique in the store and mode); audited
         * @description Access: owner (role admin or higher).
         */
        post: operations["adminCreateDiscount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/admin/stores/{storeId}/discounts/{discountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One discount code with its uses
         * @description Access: owner (role viewer or higher).
         */
        get: operations["adminGetDiscount"];
        /**
         * Change a discount code (given fields; null clears an optional one; `isEnabled: false` disables it); audited
         * @description Access: owner (role admin or higher).
         */
        put: operations["adminUpdateDiscount"];
        post?: never;
        /**
         * Delete a discount code: carts holding it lose it at their next change, orders keep it; audited
         * @description Access: owner (role admin or higher).
         */
        delete: operations["adminDeleteDiscount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    event: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Any event (one of the entries below) */
        post: operations["onEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "cart.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cart.created event */
        post: operations["onCartCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "cart.item_added": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cart.item_added event */
        post: operations["onCartItemAdded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "cart.item_updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cart.item_updated event */
        post: operations["onCartItemUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "cart.item_removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cart.item_removed event */
        post: operations["onCartItemRemoved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "cart.abandoned": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cart.abandoned event */
        post: operations["onCartAbandoned"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "cart.recovered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cart.recovered event */
        post: operations["onCartRecovered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "cart.cleared": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cart.cleared event */
        post: operations["onCartCleared"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "cart.checkout_started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cart.checkout_started event */
        post: operations["onCartCheckoutStarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order.created event */
        post: operations["onOrderCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.status_updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order.status_updated event */
        post: operations["onOrderStatusUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.confirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order.confirmed event */
        post: operations["onOrderConfirmed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.shipped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order.shipped event */
        post: operations["onOrderShipped"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order.delivered event */
        post: operations["onOrderDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order.cancelled event */
        post: operations["onOrderCancelled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order.refunded event */
        post: operations["onOrderRefunded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.partially_shipped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order.partially_shipped event */
        post: operations["onOrderPartiallyShipped"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "order.partially_delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The order.partially_delivered event */
        post: operations["onOrderPartiallyDelivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer.created event */
        post: operations["onCustomerCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer.updated event */
        post: operations["onCustomerUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "customer.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer.deleted event */
        post: operations["onCustomerDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The product.created event */
        post: operations["onProductCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The product.updated event */
        post: operations["onProductUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The product.deleted event */
        post: operations["onProductDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.inventory_updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The product.inventory_updated event */
        post: operations["onProductInventoryUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.variant_created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The product.variant_created event */
        post: operations["onProductVariantCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.variant_updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The product.variant_updated event */
        post: operations["onProductVariantUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "product.variant_deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The product.variant_deleted event */
        post: operations["onProductVariantDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The webhook.test event */
        post: operations["onWebhookTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.endpoint_created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The webhook.endpoint_created event */
        post: operations["onWebhookEndpointCreated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.endpoint_updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The webhook.endpoint_updated event */
        post: operations["onWebhookEndpointUpdated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.endpoint_deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The webhook.endpoint_deleted event */
        post: operations["onWebhookEndpointDeleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        AcceptedInvitation: {
            storeId: string;
            name: string;
            /** @enum {string} */
            role: "owner" | "admin" | "viewer";
        };
        AddCartItemRequest: {
            productVariantId: string;
            quantity: number;
        };
        Address: {
            firstName: string;
            lastName: string;
            company: string | null;
            address1: string;
            address2: string;
            city: string;
            province: string;
            country: string;
            countryIsoCode: string;
            postalCode: string;
            phone: string;
        };
        /**
         * @description A postal address; `countryIsoCode` is an ISO 3166-1 alpha-2 code; `province` may be an ISO 3166-2 subdivision of it, as its code or English name (stored as the code), and must be one where the store taxes by province in that country
         * @example {
         *       "firstName": "Jane",
         *       "lastName": "Doe",
         *       "address1": "1 Main Street",
         *       "city": "Springfield",
         *       "province": "IL",
         *       "country": "United States",
         *       "countryIsoCode": "US",
         *       "postalCode": "62701",
         *       "phone": "+14155550123"
         *     }
         */
        AddressInput: {
            firstName: string;
            lastName: string;
            company?: string | null;
            address1: string;
            address2?: string | null;
            city: string;
            province?: string | null;
            country: string;
            countryIsoCode: string;
            postalCode: string;
            phone?: string | null;
        };
        AdminAddMemberRequest: {
            email: string;
            /** @enum {string} */
            role: "owner" | "admin" | "viewer";
        };
        AdminChangeMemberRequest: {
            /** @enum {string} */
            role: "owner" | "admin" | "viewer";
        };
        AdminChangeMemberResult: {
            memberId: string;
            ownerId: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "admin" | "viewer";
            createdAt: string;
            updatedAt: string;
        };
        AdminConnectStripeRequest: {
            secretKey: string;
            webhookSecret: string;
        };
        AdminConnectStripeResult: {
            connected: boolean;
            /** @enum {string} */
            mode: "test" | "live";
            accountId?: string;
            last4?: string;
            connectedAt?: string;
        };
        AdminCreateApiKeyRequest: {
            type: components["schemas"]["ApiKeyType"];
            mode: components["schemas"]["Mode"];
            name?: string;
        };
        AdminCreateStoreRequest: {
            name: string;
        };
        AdminDeleteWebhookResult: {
            /** Format: uuid */
            id: string;
            /** @constant */
            deleted: true;
        };
        AdminDisconnectStripeResult: {
            connected: boolean;
            /** @enum {string} */
            mode: "test" | "live";
            accountId?: string;
            last4?: string;
            connectedAt?: string;
        };
        AdminEraseCustomerResult: {
            customerId: string;
            deletedAt: string;
            /** @description Orders this call erased (0 when a repeated call finds them done) */
            ordersErased: number;
        };
        AdminExportCustomerResult: {
            exportedAt: string;
            storeId: string;
            /** @enum {string} */
            mode: "test" | "live";
            customer: components["schemas"]["Customer"];
            orders: components["schemas"]["Order"][];
            carts: components["schemas"]["Cart"][];
        };
        AdminGetEventResult: {
            eventId: string;
            type: string;
            /** @enum {string} */
            origin: "api" | "customer" | "system";
            createdAt: string;
            envelope: {
                [key: string]: unknown;
            };
            deliveries: {
                deliveryId: string;
                eventId: string;
                eventType: string;
                /** @enum {string} */
                status: "pending" | "succeeded" | "failed";
                attempts: number;
                lastResponseCode: number | null;
                nextAttemptAt: string | null;
                createdAt: string;
                updatedAt: string;
                webhookId: string;
                webhookUrl: string;
            }[];
        };
        AdminGetStripeResult: {
            connected: boolean;
            /** @enum {string} */
            mode: "test" | "live";
            accountId?: string;
            last4?: string;
            connectedAt?: string;
        };
        AdminGetWebhookDeliveryResult: {
            deliveryId: string;
            eventId: string;
            eventType: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
            attempts: {
                attempt: number;
                timestamp: string;
                responseCode: number | null;
                durationMs: number;
                error: ("timeout" | "tls" | "dns" | "refused" | "ssrf_blocked" | "redirect" | "non_2xx") | null;
                errorMessage: string | null;
                responseBody: string | null;
            }[];
            lastResponseCode: number | null;
            nextAttemptAt: string | null;
            createdAt: string;
            updatedAt: string;
            payload: string | null;
        };
        AdminRecoverWebhookRequest: {
            /** Format: date-time */
            since: string;
        };
        AdminRecoverWebhookResult: {
            recoveryId: string;
            queued: number;
        };
        AdminRemoveMemberResult: {
            memberId: string;
            ownerId: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "admin" | "viewer";
            createdAt: string;
            updatedAt: string;
        };
        AdminRetryWebhookDeliveryResult: {
            deliveryId: string;
            attempt: number;
            success: boolean;
            responseCode: number | null;
            durationMs: number;
            error: ("timeout" | "tls" | "dns" | "refused" | "ssrf_blocked" | "redirect" | "non_2xx") | null;
            errorMessage: string | null;
        };
        AdminRotateWebhookSecretResult: {
            /** Format: uuid */
            id: string;
            /** Format: starts_with */
            secret: string;
            secretMask: string;
            /** Format: date-time */
            rotatedAt: string;
        };
        AdminTestWebhookRequest: {
            eventType?: string;
        };
        AdminTestWebhookResult: {
            deliveryId: string;
            /** Format: starts_with */
            eventId: string;
            success: boolean;
            responseCode: number | null;
            durationMs: number;
            error?: string | null;
        };
        AdminUpdateStoreRequest: {
            name?: string;
            checkoutSettings?: {
                currency?: string;
                taxRate?: number;
                tax?: components["schemas"]["TaxSettingsInput"];
                defaultCountry?: string | null;
                shipping?: components["schemas"]["ShippingSettingsInput"];
                cartAbandonmentMinutes?: number;
            };
            branding?: {
                name?: string;
                logoUrl?: string | null;
                colors?: {
                    primary: string;
                    secondary: string;
                    accent: string;
                };
            };
            notifications?: {
                orderConfirmed?: boolean;
                orderShipped?: boolean;
                orderDelivered?: boolean;
                orderCancelled?: boolean;
                orderRefunded?: boolean;
            };
        };
        AdminUpdateWebhookRequest: {
            url?: string;
            events?: components["schemas"]["EventType"][];
            description?: string;
            isEnabled?: boolean;
            includeApiOriginated?: boolean;
            rateLimit?: number | null;
        };
        ApiKey: {
            keyId: string;
            type: components["schemas"]["ApiKeyType"];
            mode: components["schemas"]["Mode"];
            name: string | null;
            last4: string;
            /** @enum {string} */
            status: "Active" | "Revoked";
            createdAt: string;
            revokedAt: string | null;
            lastUsedAt: string | null;
            key?: string;
        };
        /** @enum {string} */
        ApiKeyType: "publishable" | "secret";
        /** @description The code to apply to the cart (case-insensitive); a cart holds one code */
        ApplyDiscountRequest: {
            code: string;
        };
        AuditEntry: {
            at: string;
            actor: {
                ownerId: string;
                email: string | null;
            };
            action: string;
            target: {
                /** @enum {string} */
                type: "store" | "apiKey" | "member" | "invitation" | "webhook" | "webhookDelivery" | "paymentConnection" | "order" | "customer" | "product" | "variant" | "discount";
                id: string;
            };
            mode: components["schemas"]["Mode"] | null;
        };
        Availability: {
            items: {
                productVariantId: string;
                quantity: number;
                available: boolean;
                availableQuantity: number | null;
            }[];
            allAvailable: boolean;
        };
        Branding: {
            name: string;
            logoUrl: string | null;
            colors: {
                primary: string;
                secondary: string;
                accent: string;
            };
        };
        /**
         * @description Optional body: cancel with or without a (partial) refund
         * @example {
         *       "refundAmount": 10.5,
         *       "reason": "Customer changed their mind"
         *     }
         */
        CancelOrderRequest: {
            /** @description Amount to refund in the order currency (at most the order total, at most its decimal places); absent: no refund */
            refundAmount?: number;
            reason?: string | null;
        };
        Cart: {
            /** Format: uuid */
            cartId: string;
            status: components["schemas"]["CartStatus"];
            /** Format: uuid */
            customerId: string;
            currency: string;
            items: components["schemas"]["CartItem"][];
            itemCount: number;
            totalQuantity: number;
            subtotal: number;
            estimatedTax: number;
            estimatedShipping: number;
            estimatedTotal: number;
            /** @description The discount code's amount; estimatedTotal is after it */
            discountTotal: number;
            /** @description The code the cart holds (as the store spells it); null without one */
            discountCode: string | null;
            createdAt: string;
            updatedAt: string;
            /** Format: uuid */
            checkoutId?: string;
        };
        CartAbandonedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            cartId: string;
            /** Format: date-time */
            abandonedAt: string;
            /** @description ISO 8601 duration, e.g. PT1H5M */
            activeDuration: string;
            cartSummary: components["schemas"]["CartSummary"];
        } & {
            [key: string]: unknown;
        };
        CartAbandonedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "cart.abandoned";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["CartAbandonedData"];
        };
        CartCheckoutStartedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            cartId: string;
            /** Format: uuid */
            checkoutId: string;
            /** Format: date-time */
            checkoutStartedAt: string;
            items: components["schemas"]["CartItem"][];
            totals: components["schemas"]["Totals"];
            customer: components["schemas"]["CustomerContact"];
        } & {
            [key: string]: unknown;
        };
        CartCheckoutStartedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "cart.checkout_started";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["CartCheckoutStartedData"];
        };
        CartClearedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            cartId: string;
            previousItems: components["schemas"]["CartItem"][];
            previousTotal: number;
        } & {
            [key: string]: unknown;
        };
        CartClearedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "cart.cleared";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["CartClearedData"];
        };
        CartCreatedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            cartId: string;
            /** @constant */
            status: "Active";
            items: components["schemas"]["CartItem"][];
        } & {
            [key: string]: unknown;
        };
        CartCreatedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "cart.created";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["CartCreatedData"];
        };
        CartItem: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            productVariantId: string;
            externalId: string;
            externalVariantId: string;
            productTitle: string;
            variantTitle: string;
            sku: string | null;
            quantity: number;
            originalUnitPrice: number;
            unitPrice: number;
            originalTotalPrice: number;
            totalPrice: number;
            hasDiscount: boolean;
            discountPercentage: number | null;
            discountAmount: number | null;
            addedAt: string;
            updatedAt: string | null;
        };
        CartItemAddedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            cartId: string;
            item: components["schemas"]["CartItem"];
            cartSummary: components["schemas"]["CartSummary"];
        } & {
            [key: string]: unknown;
        };
        CartItemAddedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "cart.item_added";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["CartItemAddedData"];
        };
        CartItemRemovedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            cartId: string;
            item: components["schemas"]["CartItem"];
            cartSummary: components["schemas"]["CartSummary"];
        } & {
            [key: string]: unknown;
        };
        CartItemRemovedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "cart.item_removed";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["CartItemRemovedData"];
        };
        CartItemUpdatedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            cartId: string;
            item: components["schemas"]["CartItem"];
            previousQuantity: number;
            cartSummary: components["schemas"]["CartSummary"];
        } & {
            [key: string]: unknown;
        };
        CartItemUpdatedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "cart.item_updated";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["CartItemUpdatedData"];
        };
        CartRecoveredData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            cartId: string;
            /** Format: date-time */
            recoveredAt: string;
            /** Format: date-time */
            originallyAbandonedAt: string;
            cartSummary: components["schemas"]["CartSummary"];
        } & {
            [key: string]: unknown;
        };
        CartRecoveredEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "cart.recovered";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["CartRecoveredData"];
        };
        CartShippingOption: {
            id: string;
            name: string;
            /** @description What this cart pays: 0 when free over the subtotal or by a code */
            price: number;
            /** @description The option's price before free shipping */
            regularPrice: number;
            minDeliveryDays: number | null;
            maxDeliveryDays: number | null;
        };
        /** @description Cheapest first; completion takes one of the ids as shippingOptionId */
        CartShippingOptions: {
            country: string;
            province: string | null;
            zone: string;
            currency: string;
            options: components["schemas"]["CartShippingOption"][];
        };
        /** @enum {string} */
        CartStatus: "Active" | "Abandoned";
        CartSummary: {
            /** Format: uuid */
            cartId: string;
            itemCount: number;
            totalQuantity: number;
            subtotal: number;
            estimatedTax: number;
            estimatedShipping: number;
            estimatedTotal: number;
            createdAt: string;
            updatedAt: string;
            status: components["schemas"]["CartStatus"];
        };
        /**
         * @description `stock`: `zero` (default) starts new live variants at 0 and leaves the stock of live variants already there; `copy` sets live stock to the test stock. `dryRun`: answer what the copy would make and update, writing nothing
         * @example {
         *       "stock": "zero"
         *     }
         * @example {
         *       "dryRun": true
         *     }
         */
        CatalogCopyRequest: {
            /** @enum {string} */
            stock?: "zero" | "copy";
            dryRun?: boolean;
        };
        CatalogCopyResult: {
            dryRun: boolean;
            /** @enum {string} */
            stock: "zero" | "copy";
            /** @description Live products made */
            created: number;
            /** @description Live products found by external id and updated */
            updated: number;
            variantsCreated: number;
            variantsUpdated: number;
            /** @description The first titles copied (up to 5), those made before those updated, newest first */
            titles: string[];
        };
        /** @enum {string} */
        CatalogStatus: "Active" | "Draft" | "Archived";
        CheckAvailabilityRequest: {
            items: {
                productVariantId: string;
                quantity: number;
            }[];
        };
        CheckoutQuote: {
            checkoutId: string;
            currency: string;
            /** @description The option priced (the cheapest when none was named); null: the zone ships without options */
            shippingOptionId: string | null;
            shippingOption: {
                id: string;
                name: string;
                /** @description What this checkout pays for it (totals.shippingTotal) */
                price: number;
                minDeliveryDays: number | null;
                maxDeliveryDays: number | null;
            } | null;
            discountCode: string | null;
            pricesIncludeTax: boolean;
            /** @description Stripe Tax could not answer and the store's rate table priced the tax */
            taxEstimated: boolean;
            totals: components["schemas"]["Totals"];
            items: {
                id: string;
                productVariantId: string;
                productTitle: string;
                variantTitle: string;
                quantity: number;
                unitPrice: number;
                /** @description unitPrice x quantity */
                totalPrice: number;
                /** @description The line's share of the discount code */
                discountAmount: number;
                /** @description The line's tax, on its amount after its discount */
                taxAmount: number;
            }[];
        };
        CheckoutSettings: {
            currency: string;
            taxRate: number;
            tax?: components["schemas"]["TaxSettings"];
            defaultCountry?: string | null;
            shipping: components["schemas"]["ShippingSettings"];
            cartAbandonmentMinutes: number;
        };
        CheckoutStarted: {
            /** Format: uuid */
            cartId: string;
            status: components["schemas"]["CartStatus"];
            /** Format: uuid */
            customerId: string;
            currency: string;
            items: components["schemas"]["CartItem"][];
            itemCount: number;
            totalQuantity: number;
            subtotal: number;
            estimatedTax: number;
            estimatedShipping: number;
            estimatedTotal: number;
            /** @description The discount code's amount; estimatedTotal is after it */
            discountTotal: number;
            /** @description The code the cart holds (as the store spells it); null without one */
            discountCode: string | null;
            createdAt: string;
            updatedAt: string;
            /** Format: uuid */
            checkoutId: string;
            checkoutStartedAt: string;
            totals: components["schemas"]["Totals"];
            customer: components["schemas"]["CustomerContact"];
        };
        CodeSent: {
            /** @description Where the code went, for a phone sign-in (E.164) */
            phone?: string;
            /** @description Where the code went, for an email sign-in */
            email?: string;
            expiresAt: string;
            resendAvailableAt: string;
        };
        /**
         * @description Pays for the started checkout and places the order
         * @example {
         *       "paymentToken": "tok_visa",
         *       "shippingAddress": {
         *         "firstName": "Jane",
         *         "lastName": "Doe",
         *         "address1": "1 Main Street",
         *         "city": "Springfield",
         *         "province": "IL",
         *         "country": "United States",
         *         "countryIsoCode": "US",
         *         "postalCode": "62701",
         *         "phone": "+14155550123"
         *       },
         *       "billingAddress": {
         *         "firstName": "Jane",
         *         "lastName": "Doe",
         *         "address1": "1 Main Street",
         *         "city": "Springfield",
         *         "province": "IL",
         *         "country": "United States",
         *         "countryIsoCode": "US",
         *         "postalCode": "62701",
         *         "phone": "+14155550123"
         *       },
         *       "deliveryInstructions": "Leave at the front door",
         *       "shippingOptionId": "standard",
         *       "expectedTotalAmount": 54.12
         *     }
         */
        CompleteCheckoutRequest: {
            /**
             * @description Payment token from the payment provider. Test mode: tok_visa, tok_mastercard, tok_amex (succeed), tok_chargeDeclined, tok_chargeDeclinedInsufficientFunds (declined)
             * @example tok_visa
             * @example tok_mastercard
             * @example tok_amex
             * @example tok_chargeDeclined
             * @example tok_chargeDeclinedInsufficientFunds
             */
            paymentToken: string;
            shippingAddress: components["schemas"]["AddressInput"];
            billingAddress: components["schemas"]["AddressInput"];
            deliveryInstructions?: string | null;
            /** @description The chosen option's id from GET .../cart/store/{storeId}/shipping-options or the quote; required when the address's zone has options (stores with zones) */
            shippingOptionId?: string;
            /**
             * @description The total the shopper was shown (the quote's totals.totalAmount). When the order's total differs, to the cent, nothing is charged and the answer is 409 TOTAL_CHANGED with the new totals
             * @example 54.12
             */
            expectedTotalAmount?: number;
        };
        CreatedApiKey: {
            keyId: string;
            key: string;
            type: components["schemas"]["ApiKeyType"];
            mode: components["schemas"]["Mode"];
            name: string | null;
            last4: string;
            /** @constant */
            status: "Active";
            createdAt: string;
        };
        CreatedInvitation: {
            invitationId: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "admin" | "viewer";
            expiresAt: string;
        };
        /**
         * @description A discount code; `value` may be left out for free_shipping
         * @example {
         *       "code": "SUMMER10",
         *       "type": "percentage",
         *       "value": 10,
         *       "minimumSubtotal": 50,
         *       "usageLimit": 100
         *     }
         */
        CreateDiscountRequest: {
            /** @description Case-insensitive and unique in the store and mode */
            code: string;
            type: components["schemas"]["DiscountType"];
            /**
             * @description percentage: percent off (10 = 10 %); fixed_amount: amount off the cart; free_shipping: ignored
             * @default 0
             */
            value?: number;
            minimumSubtotal?: number | null;
            appliesTo?: components["schemas"]["DiscountScopeInput"] | null;
            startsAt?: string | null;
            endsAt?: string | null;
            usageLimit?: number | null;
            usageLimitPerCustomer?: number | null;
            /** @default true */
            isEnabled?: boolean;
        };
        /** @description The endpoint with its signing secret, shown only here and on rotation */
        CreatedWebhookEndpoint: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            storeId: string;
            url: string;
            events: components["schemas"]["EventType"][];
            description: string;
            isEnabled: boolean;
            /** @constant */
            apiVersion: "1.0";
            includeApiOriginated: boolean;
            rateLimit: number | null;
            disabledReason: "failing" | null;
            disabledAt: string | null;
            secretMask: string;
            deliveryStats: {
                total: number;
                successful: number;
                failed: number;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** Format: starts_with */
            secret: string;
        };
        /**
         * @description An order paid elsewhere (POS, marketplace): the payment method is recorded as given
         * @example {
         *       "customerId": "6f1c1d2e-4b7a-4c41-9a53-0d9b1c6a2f10",
         *       "items": [
         *         {
         *           "productVariantId": "0b7e6c1a-3f7d-4f0e-9d55-5a1c2b3d4e5f",
         *           "quantity": 2
         *         }
         *       ],
         *       "shippingAddress": {
         *         "firstName": "Jane",
         *         "lastName": "Doe",
         *         "address1": "1 Main Street",
         *         "city": "Springfield",
         *         "province": "IL",
         *         "country": "United States",
         *         "countryIsoCode": "US",
         *         "postalCode": "62701",
         *         "phone": "+14155550123"
         *       },
         *       "billingAddress": {
         *         "firstName": "Jane",
         *         "lastName": "Doe",
         *         "address1": "1 Main Street",
         *         "city": "Springfield",
         *         "province": "IL",
         *         "country": "United States",
         *         "countryIsoCode": "US",
         *         "postalCode": "62701",
         *         "phone": "+14155550123"
         *       },
         *       "paymentMethod": {
         *         "method": "card",
         *         "display": "Visa ending in 4242",
         *         "last4": "4242",
         *         "brand": "visa"
         *       }
         *     }
         */
        CreateOrderRequest: {
            /** Format: uuid */
            customerId: string;
            items: {
                /** Format: uuid */
                productVariantId: string;
                quantity: number;
            }[];
            shippingAddress: components["schemas"]["AddressInput"];
            billingAddress: components["schemas"]["AddressInput"];
            paymentMethod: {
                method: string;
                display?: string | null;
                last4?: string | null;
                brand?: string | null;
            };
            deliveryInstructions?: string | null;
            checkoutId?: string | null;
        };
        /**
         * @description A refund without cancelling, optionally putting returned units back in stock
         * @example {
         *       "amount": 5,
         *       "reason": "Damaged item",
         *       "restock": [
         *         {
         *           "itemId": "0b7e6c1a-3f7d-4f0e-9d55-5a1c2b3d4e5f",
         *           "quantity": 1
         *         }
         *       ]
         *     }
         */
        CreateRefundRequest: {
            /** @description Amount to refund in the order currency: at most what is left of the paid total, at most the currency's decimal places */
            amount?: number;
            reason?: string | null;
            restock?: {
                /** Format: uuid */
                itemId: string;
                quantity: number;
            }[] | null;
        };
        /**
         * @description A receiver URL (HTTPS) and the event types it wants
         * @example {
         *       "url": "https://example.org/webhooks/store",
         *       "events": [
         *         "order.created",
         *         "order.shipped"
         *       ],
         *       "description": "Fulfilment system"
         *     }
         */
        CreateWebhookEndpointRequest: {
            url: string;
            events: components["schemas"]["EventType"][];
            /** @default  */
            description?: string;
            /** @default true */
            isEnabled?: boolean;
            /**
             * @default 1.0
             * @constant
             */
            apiVersion?: "1.0";
            /** @default false */
            includeApiOriginated?: boolean;
            /** @default null */
            rateLimit?: number | null;
        };
        Customer: {
            /** Format: uuid */
            customerId: string;
            email: string | null;
            /** @description E.164; null for a customer who signed in by email */
            phone: string | null;
            firstName: string | null;
            lastName: string | null;
            /** @description The customer proved the email with a code (email sign-in or a change through PUT .../me) */
            emailVerified: boolean;
            createdAt: string;
            updatedAt: string;
        };
        /** @description The customer as orders, checkouts and events carry it */
        CustomerContact: {
            /** Format: uuid */
            customerId: string;
            email: string | null;
            /** @description E.164; null for a customer who signed in by email */
            phone: string | null;
            firstName: string | null;
            lastName: string | null;
        };
        CustomerCreatedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            customer: components["schemas"]["CustomerContact"];
            /** Format: date-time */
            createdAt: string;
        } & {
            [key: string]: unknown;
        };
        CustomerCreatedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "customer.created";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["CustomerCreatedData"];
        };
        CustomerDeletedData: {
            /** Format: uuid */
            storeId: string;
            /** Format: uuid */
            customerId: string;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: date-time */
            deletedAt: string;
        } & {
            [key: string]: unknown;
        };
        CustomerDeletedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "customer.deleted";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["CustomerDeletedData"];
        };
        CustomerLogin: {
            /** @description Customer JWT: send it as `Authorization: Bearer <token>` */
            token: string;
            expiresAt: string;
            customer: components["schemas"]["Customer"];
        };
        /** @description Profile fields to change: absent fields stay as they are, null clears one */
        CustomerProfilePatch: {
            firstName?: string | null;
            lastName?: string | null;
            email?: string | null;
        };
        CustomerUpdatedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            customer: components["schemas"]["CustomerContact"];
            changes: {
                [key: string]: unknown;
            };
            previousValues: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        CustomerUpdatedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "customer.updated";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["CustomerUpdatedData"];
        };
        DeleteWebhookResult: {
            /** Format: uuid */
            id: string;
            /** @constant */
            deleted: true;
        };
        Discount: {
            discountId: string;
            code: string;
            type: components["schemas"]["DiscountType"];
            value: number;
            minimumSubtotal: number | null;
            appliesTo: {
                productIds: string[] | null;
                categories: string[] | null;
            } | null;
            startsAt: string | null;
            endsAt: string | null;
            usageLimit: number | null;
            usageLimitPerCustomer: number | null;
            isEnabled: boolean;
            timesUsed: number;
            remainingUses: number | null;
            createdAt: string;
            updatedAt: string;
        };
        /** @description The code covers lines whose product is listed or whose category is listed */
        DiscountScopeInput: {
            productIds?: string[] | null;
            categories?: string[] | null;
        };
        /** @enum {string} */
        DiscountType: "percentage" | "fixed_amount" | "free_shipping";
        Error: {
            /** @constant */
            success: false;
            /** @description Human-readable; may change, do not parse it */
            message: string;
            errorCode: components["schemas"]["ErrorCode"];
            /** @description Validation errors: one entry per problem, `path` in dot notation */
            details?: {
                path: string;
                message: string;
            }[];
            /**
             * @description INVALID_DISCOUNT_CODE only: why the code was refused
             * @enum {string}
             */
            reason?: "not_found" | "disabled" | "not_started" | "expired" | "usage_limit_reached" | "not_applicable" | "minimum_not_met";
            /** @description TOTAL_CHANGED only: the totals completion would charge now (show them, then confirm again) */
            totals?: components["schemas"]["Totals"];
            /** @description What the client needs to act on the error: PAYMENT_ACTION_REQUIRED carries { orderId, paymentIntentId, clientSecret } for Stripe.js */
            data?: unknown;
        };
        /**
         * @description Stable, machine-readable error code (the HTTP status follows from it)
         * @enum {string}
         */
        ErrorCode: "INVALID_REQUEST" | "INVALID_CUSTOMER_ID" | "INVALID_EMAIL_FORMAT" | "INVALID_STATUS" | "INVALID_STATUS_TRANSITION" | "INVALID_CANCELLATION" | "INVALID_REFUND_AMOUNT" | "CART_EMPTY" | "INVALID_DISCOUNT_CODE" | "SHIPPING_NOT_AVAILABLE" | "SHIPPING_OPTION_REQUIRED" | "INVALID_SHIPPING_OPTION" | "INVALID_API_KEY" | "API_KEY_INACTIVE" | "API_KEY_EXPIRED" | "INVALID_TOKEN" | "TOKEN_EXPIRED" | "PAYMENT_DECLINED" | "PAYMENT_ACTION_REQUIRED" | "ACCESS_DENIED" | "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS" | "NOT_FOUND" | "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND" | "DELIVERY_NOT_FOUND" | "EVENT_NOT_FOUND" | "CUSTOMER_NOT_FOUND" | "ORDER_NOT_FOUND" | "PRODUCT_NOT_FOUND" | "CART_ITEM_NOT_FOUND" | "DISCOUNT_NOT_FOUND" | "INVITATION_NOT_FOUND" | "METHOD_NOT_ALLOWED" | "TOO_MANY_WEBHOOKS" | "DUPLICATE_URL" | "WEBHOOK_DISABLED" | "INSUFFICIENT_INVENTORY" | "IDEMPOTENCY_KEY_REUSED" | "CONFLICT" | "LAST_OWNER" | "LAST_VARIANT" | "PAYMENTS_NOT_CONFIGURED" | "CHECKOUT_ATTEMPT_RELEASED" | "TOTAL_CHANGED" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "RATE_LIMIT_EXCEEDED" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE" | "PAYMENT_PROVIDER_UNAVAILABLE";
        /**
         * @description A webhook event type (docs/webhooks.md lists when each is sent)
         * @enum {string}
         */
        EventType: "cart.created" | "cart.item_added" | "cart.item_updated" | "cart.item_removed" | "cart.abandoned" | "cart.recovered" | "cart.cleared" | "cart.checkout_started" | "order.created" | "order.status_updated" | "order.confirmed" | "order.shipped" | "order.delivered" | "order.cancelled" | "order.refunded" | "order.partially_shipped" | "order.partially_delivered" | "customer.created" | "customer.updated" | "customer.deleted" | "product.created" | "product.updated" | "product.deleted" | "product.inventory_updated" | "product.variant_created" | "product.variant_updated" | "product.variant_deleted" | "webhook.test" | "webhook.endpoint_created" | "webhook.endpoint_updated" | "webhook.endpoint_deleted";
        GetOpenApiDocumentResult: {
            /** @constant */
            openapi: "3.1.0";
            paths: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * @description `adjust` adds to the stock (negative takes away; below zero is 409 INSUFFICIENT_INVENTORY), `set` replaces it. `reason` (free text) is sent as the event's `note`; the event's own `reason` is `adjustment`
         * @example {
         *       "adjust": -2,
         *       "reason": "Damaged in storage"
         *     }
         * @example {
         *       "set": 40
         *     }
         */
        InventoryChange: {
            adjust: number;
            reason?: string;
        } | {
            set: number;
            reason?: string;
        };
        Invitation: {
            invitationId: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "admin" | "viewer";
            createdAt: string;
            expiresAt: string;
        };
        InvitationPreview: {
            storeId: string;
            storeName: string;
            email: string;
            /** @enum {string} */
            role: "owner" | "admin" | "viewer";
            expiresAt: string;
        };
        /** @enum {string} */
        ItemStatus: "Pending" | "Shipped" | "Delivered";
        /**
         * @description test: no money moves (test payment tokens); live: real payments
         * @enum {string}
         */
        Mode: "test" | "live";
        /** @description Profile fields to change: absent fields stay as they are, null clears one; a new email needs the code sent to it */
        MyProfilePatch: {
            firstName?: string | null;
            lastName?: string | null;
            email?: string | null;
            /** @description The code sent to the new email by an earlier PUT with that email and no code */
            code?: string;
        };
        /**
         * @description A product made by an owner. Without `externalId` the product id is used as its external id; with one, a later product sync of that id updates this product
         * @example {
         *       "title": "Mug",
         *       "status": "Active",
         *       "variants": [
         *         {
         *           "title": "Blue",
         *           "sku": "MUG-B",
         *           "price": 12.5,
         *           "inventoryQuantity": 10
         *         }
         *       ]
         *     }
         */
        NewProduct: {
            title: string;
            description?: string | null;
            status?: components["schemas"]["CatalogStatus"];
            category?: string | null;
            tags?: string[];
            imageUrl?: string | null;
            externalId?: string;
            variants: components["schemas"]["NewVariant"][];
        };
        NewVariant: {
            title: string;
            sku?: string | null;
            barcode?: string | null;
            price: number;
            compareAtPrice?: number | null;
            weight?: components["schemas"]["Weight"] | null;
            inventoryTracking?: boolean;
            status?: components["schemas"]["CatalogStatus"];
            inventoryQuantity: number;
            externalVariantId?: string;
        };
        NotificationSettings: {
            orderConfirmed: boolean;
            orderShipped: boolean;
            orderDelivered: boolean;
            orderCancelled: boolean;
            orderRefunded: boolean;
        };
        Order: {
            orderId: string;
            orderNumber: string;
            checkoutId: string | null;
            placedAt: string;
            orderStatus: components["schemas"]["OrderStatus"];
            customer: components["schemas"]["CustomerContact"];
            items: components["schemas"]["OrderItem"][];
            /** @description The discount code the order was placed with; null without one */
            discountCode: string | null;
            discount: components["schemas"]["OrderDiscount"] | null;
            tax: components["schemas"]["OrderTax"] | null;
            /** @description Stripe Tax could not answer: the tax is the store rate table’s estimate */
            taxEstimated: boolean;
            shippingOption: components["schemas"]["OrderShippingOption"] | null;
            shippingAddress: components["schemas"]["Address"];
            billingAddress: components["schemas"]["Address"];
            totals: components["schemas"]["Totals"];
            paymentMethod: components["schemas"]["PaymentMethod"];
            deliveryInstructions: string | null;
            currency: string;
            statusHistory: {
                status: components["schemas"]["OrderStatus"];
                previousStatus: components["schemas"]["OrderStatus"] | null;
                changedAt: string;
                reason: string;
                notes: string | null;
                itemIds: string[];
                /** @enum {string} */
                source: "api" | "customer" | "system" | "owner";
            }[];
            trackingInfo: components["schemas"]["TrackingInfo"][];
            cancellation: {
                cancelledAt: string;
                reason: string | null;
                /** @description Units the cancellation put back in stock: every item, shipped too, less units a refund already returned */
                restockedItems: components["schemas"]["RestockLine"][];
            } | null;
            /** @description Every refund of the order, oldest first */
            refunds: components["schemas"]["OrderRefund"][];
            /** @description Sum of the Succeeded refunds */
            refundedTotal: number;
            /** @description What a new refund may still take: the paid total less Pending and Succeeded refunds (0 if unpaid) */
            refundableAmount: number;
            /** @description The latest refund, as before partial refunds (deprecated: read `refunds`) */
            refund: {
                refundId: string;
                amount: number;
                /** @enum {string} */
                status: "Scheduled" | "Completed" | "Failed";
                requestedAt: string;
                refundedAt: string | null;
            } | null;
            updatedAt: string;
        };
        OrderCancelledData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            orderId: string;
            orderNumber: string;
            previousStatus: components["schemas"]["OrderStatus"];
            newStatus: components["schemas"]["OrderStatus"];
            /** Format: date-time */
            statusUpdatedAt: string;
            statusChangeReason: string;
            refundId: string | null;
            refundAmount: number | null;
            restockedItems: {
                itemId: string;
                quantity: number;
            }[];
        } & {
            [key: string]: unknown;
        };
        OrderCancelledEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "order.cancelled";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["OrderCancelledData"];
        };
        OrderConfirmedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            orderId: string;
            orderNumber: string;
            previousStatus: components["schemas"]["OrderStatus"];
            newStatus: components["schemas"]["OrderStatus"];
            /** Format: date-time */
            statusUpdatedAt: string;
            statusChangeReason: string;
        } & {
            [key: string]: unknown;
        };
        OrderConfirmedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "order.confirmed";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["OrderConfirmedData"];
        };
        OrderCreatedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            orderId: string;
            orderNumber: string;
            checkoutId: string | null;
            placedAt: string;
            orderStatus: components["schemas"]["OrderStatus"];
            customer: components["schemas"]["CustomerContact"];
            items: components["schemas"]["OrderItem"][];
            /** @description The discount code the order was placed with; null without one */
            discountCode: string | null;
            discount: components["schemas"]["OrderDiscount"] | null;
            tax: components["schemas"]["OrderTax"] | null;
            /** @description Stripe Tax could not answer: the tax is the store rate table’s estimate */
            taxEstimated: boolean;
            shippingOption: components["schemas"]["OrderShippingOption"] | null;
            shippingAddress: components["schemas"]["Address"];
            billingAddress: components["schemas"]["Address"];
            totals: components["schemas"]["Totals"];
            paymentMethod: components["schemas"]["PaymentMethod"];
            deliveryInstructions: string | null;
        } & {
            [key: string]: unknown;
        };
        OrderCreatedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "order.created";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["OrderCreatedData"];
        };
        OrderDeliveredData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            orderId: string;
            orderNumber: string;
            /** Format: date-time */
            deliveredAt: string;
            deliveryConfirmation: string;
            deliveredItems: components["schemas"]["OrderItem"][];
        } & {
            [key: string]: unknown;
        };
        OrderDeliveredEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "order.delivered";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["OrderDeliveredData"];
        };
        /** @description The code's amount and each item's share of it (the sum is totals.discountTotal) */
        OrderDiscount: {
            code: string;
            amount: number;
            items: {
                itemId: string;
                amount: number;
            }[];
        };
        OrderItem: {
            id: string;
            productVariantId: string;
            externalProductId: string;
            externalVariantId: string;
            productTitle: string;
            productImageUrl: string | null;
            variantTitle: string;
            sku: string | null;
            quantity: number;
            unitPrice: number;
            totalPrice: number;
            itemStatus: components["schemas"]["ItemStatus"];
            trackingNumber: string | null;
        };
        OrderPartiallyDeliveredData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            orderId: string;
            orderNumber: string;
            /** Format: date-time */
            deliveredAt: string;
            deliveryConfirmation: string;
            deliveredItems: components["schemas"]["OrderItem"][];
        } & {
            [key: string]: unknown;
        };
        OrderPartiallyDeliveredEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "order.partially_delivered";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["OrderPartiallyDeliveredData"];
        };
        OrderPartiallyShippedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            orderId: string;
            orderNumber: string;
            /** Format: date-time */
            shippedAt: string;
            estimatedDeliveryAt: string | null;
            trackingInfo: {
                trackingNumber: string;
                carrier: string | null;
                trackingUrl: string | null;
                itemIds: string[];
            }[];
            shippedItems: components["schemas"]["OrderItem"][];
            shippingAddress: components["schemas"]["Address"];
        } & {
            [key: string]: unknown;
        };
        OrderPartiallyShippedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "order.partially_shipped";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["OrderPartiallyShippedData"];
        };
        OrderRefund: {
            refundId: string;
            amount: number;
            status: components["schemas"]["RefundStatus"];
            reason: string | null;
            restock: components["schemas"]["RestockLine"][];
            createdAt: string;
            completedAt: string | null;
        };
        OrderRefundedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            orderId: string;
            orderNumber: string;
            refundId: string;
            amount: number;
            /** Format: date-time */
            refundedAt: string;
            reason: string | null;
            refundedTotal: number;
            previousStatus: components["schemas"]["OrderStatus"];
            newStatus: components["schemas"]["OrderStatus"];
        } & {
            [key: string]: unknown;
        };
        OrderRefundedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "order.refunded";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["OrderRefundedData"];
        };
        OrderShippedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            orderId: string;
            orderNumber: string;
            /** Format: date-time */
            shippedAt: string;
            estimatedDeliveryAt: string | null;
            trackingInfo: {
                trackingNumber: string;
                carrier: string | null;
                trackingUrl: string | null;
                itemIds: string[];
            }[];
            shippedItems: components["schemas"]["OrderItem"][];
            shippingAddress: components["schemas"]["Address"];
        } & {
            [key: string]: unknown;
        };
        OrderShippedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "order.shipped";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["OrderShippedData"];
        };
        OrderShippingOption: {
            id: string;
            name: string;
            /** @description What the order pays for it (totals.shippingTotal) */
            price: number;
            minDeliveryDays: number | null;
            maxDeliveryDays: number | null;
        };
        /** @enum {string} */
        OrderStatus: "Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded";
        OrderStatusUpdatedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            orderId: string;
            orderNumber: string;
            previousStatus: components["schemas"]["OrderStatus"];
            newStatus: components["schemas"]["OrderStatus"];
            /** Format: date-time */
            statusUpdatedAt: string;
            statusChangeReason: string;
        } & {
            [key: string]: unknown;
        };
        OrderStatusUpdatedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "order.status_updated";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["OrderStatusUpdatedData"];
        };
        /** @description Each item's tax (rounded per line) and shipping's; they sum to totals.taxTotal. Null on orders placed without a breakdown */
        OrderTax: {
            pricesIncludeTax: boolean;
            estimated: boolean;
            items: {
                itemId: string;
                amount: number;
            }[];
            shipping: number;
        };
        Owner: {
            ownerId: string;
            email: string | null;
            stores: {
                storeId: string;
                name: string;
                role: components["schemas"]["Role"];
            }[];
        };
        PaymentMethod: {
            method: string;
            display: string;
            last4: string | null;
            brand: string | null;
        };
        Product: {
            /** Format: uuid */
            productId: string;
            externalId: string;
            title: string;
            description: string | null;
            status: components["schemas"]["CatalogStatus"];
            category: string | null;
            tags: string[];
            imageUrl: string | null;
            currency: string;
            variants: components["schemas"]["Variant"][];
            createdAt: string;
            updatedAt: string;
        };
        ProductCreatedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            productId: string;
            productTitle: string;
            externalProductId: string;
            description: string | null;
            status: string;
            category: string | null;
            tags: string[];
            variants: components["schemas"]["Variant"][];
        } & {
            [key: string]: unknown;
        };
        ProductCreatedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "product.created";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["ProductCreatedData"];
        };
        ProductDeletedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            productId: string;
            productTitle: string;
            externalProductId: string;
            /** Format: date-time */
            deletedAt: string;
        } & {
            [key: string]: unknown;
        };
        ProductDeletedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "product.deleted";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["ProductDeletedData"];
        };
        ProductDeletion: {
            productId: string;
            deletedAt: string;
            variantsDeleted: number;
        };
        ProductInventoryUpdatedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            productId: string;
            productTitle: string;
            externalProductId: string;
            /** Format: uuid */
            variantId: string;
            sku: string | null;
            previousQuantity: number;
            newQuantity: number;
            change: number;
            /** @enum {string} */
            reason: "adjustment" | "order" | "cancellation" | "return" | "sync";
            /** @description The owner's words on an adjustment, when given */
            note?: string;
        } & {
            [key: string]: unknown;
        };
        ProductInventoryUpdatedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "product.inventory_updated";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["ProductInventoryUpdatedData"];
        };
        ProductPatch: {
            title?: string;
            description?: string | null;
            status?: components["schemas"]["CatalogStatus"];
            category?: string | null;
            tags?: string[];
            imageUrl?: string | null;
        };
        /**
         * @description Products keyed by your external ids: new ones are created, known ones updated
         * @example {
         *       "products": [
         *         {
         *           "externalId": "shirt-1",
         *           "title": "T-shirt",
         *           "variants": [
         *             {
         *               "externalVariantId": "shirt-1-m",
         *               "title": "M",
         *               "sku": "TS-M",
         *               "price": 25,
         *               "inventoryQuantity": 10
         *             }
         *           ]
         *         }
         *       ]
         *     }
         */
        ProductSyncRequest: {
            products: components["schemas"]["SyncProduct"][];
        };
        ProductSyncResult: {
            products: {
                /** Format: uuid */
                productId: string;
                externalId: string;
                variants: {
                    /** Format: uuid */
                    variantId: string;
                    externalVariantId: string;
                }[];
            }[];
            created: number;
            updated: number;
        };
        ProductUpdatedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            productId: string;
            productTitle: string;
            externalProductId: string;
            changes: {
                [key: string]: unknown;
            };
            previousValues: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        ProductUpdatedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "product.updated";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["ProductUpdatedData"];
        };
        ProductVariantCreatedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            productId: string;
            productTitle: string;
            externalProductId: string;
            variant: components["schemas"]["Variant"];
        } & {
            [key: string]: unknown;
        };
        ProductVariantCreatedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "product.variant_created";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["ProductVariantCreatedData"];
        };
        ProductVariantDeletedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            productId: string;
            productTitle: string;
            externalProductId: string;
            /** Format: uuid */
            variantId: string;
            /** Format: date-time */
            deletedAt: string;
        } & {
            [key: string]: unknown;
        };
        ProductVariantDeletedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "product.variant_deleted";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["ProductVariantDeletedData"];
        };
        ProductVariantUpdatedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            productId: string;
            productTitle: string;
            externalProductId: string;
            variant: components["schemas"]["Variant"];
            changes: {
                [key: string]: unknown;
            };
            previousValues: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        ProductVariantUpdatedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "product.variant_updated";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["ProductVariantUpdatedData"];
        };
        /**
         * @description Prices the started checkout for an address and shipping option, as completion will charge it
         * @example {
         *       "shippingAddress": {
         *         "firstName": "Jane",
         *         "lastName": "Doe",
         *         "address1": "1 Main Street",
         *         "city": "Springfield",
         *         "province": "IL",
         *         "country": "United States",
         *         "countryIsoCode": "US",
         *         "postalCode": "62701",
         *         "phone": "+14155550123"
         *       },
         *       "shippingOptionId": "standard"
         *     }
         */
        QuoteCheckoutRequest: {
            shippingAddress: components["schemas"]["AddressInput"];
            /** @description One of the address's shipping options; absent: the cheapest (named in the answer) */
            shippingOptionId?: string;
        };
        ReceiveStripeWebhookResult: {
            /** @constant */
            received: true;
            duplicate: boolean;
            handled: string;
        };
        RefundAccepted: {
            refundId: string;
            amount: number;
            /** @constant */
            status: "Pending";
        };
        /** @enum {string} */
        RefundStatus: "Pending" | "Succeeded" | "Failed";
        RestockLine: {
            itemId: string;
            quantity: number;
        };
        /** @enum {string} */
        Role: "owner" | "admin" | "viewer";
        RotateWebhookSecretResult: {
            /** Format: uuid */
            id: string;
            /** Format: starts_with */
            secret: string;
            secretMask: string;
            /** Format: date-time */
            rotatedAt: string;
        };
        /** @description Free when the discounted subtotal is at or above freeOverSubtotal */
        ShippingOption: {
            id: string;
            name: string;
            price: number;
            freeOverSubtotal?: number | null;
            minDeliveryDays?: number | null;
            maxDeliveryDays?: number | null;
        };
        /** @description Shipping zones ({ zones }), or the old flat rate ({ flatRate, freeShippingThreshold }): one zone for every country */
        ShippingSettings: {
            flatRate?: number;
            freeShippingThreshold?: number | null;
            zones?: components["schemas"]["ShippingZone"][];
        };
        /** @description Shipping zones ({ zones }), or the old flat rate ({ flatRate, freeShippingThreshold }): one zone for every country */
        ShippingSettingsInput: {
            flatRate?: number;
            freeShippingThreshold?: number | null;
            zones?: components["schemas"]["ShippingZoneInput"][];
        };
        ShippingZone: {
            name: string;
            countries: unknown[];
            options: components["schemas"]["ShippingOption"][];
        };
        ShippingZoneInput: {
            name: string;
            countries: string[];
            options: components["schemas"]["ShippingOption"][];
        };
        Store: {
            storeId: string;
            name: string;
            role: components["schemas"]["Role"];
            checkoutSettings: components["schemas"]["CheckoutSettings"];
            branding: components["schemas"]["Branding"];
            notifications: components["schemas"]["NotificationSettings"];
            createdAt: string;
            updatedAt: string;
        };
        StoreBranding: {
            name: string;
            logoUrl: string | null;
            colors: {
                primary: string;
                secondary: string;
                accent: string;
            };
            /** Format: uuid */
            storeId: string;
        };
        StorefrontProduct: {
            /** Format: uuid */
            productId: string;
            title: string;
            description: string | null;
            category: string | null;
            tags: string[];
            imageUrl: string | null;
            variants: components["schemas"]["StorefrontVariant"][];
        };
        StorefrontVariant: {
            /** Format: uuid */
            id: string;
            title: string;
            sku: string | null;
            price: number;
            compareAtPrice: number | null;
            /** @description Can be bought now: untracked stock, or at least one unit in stock */
            available: boolean;
            /** @description Units in stock; null when the store does not track this variant’s stock (no limit) */
            availableQuantity: number | null;
        };
        StoreSettings: {
            /** Format: uuid */
            storeId: string;
            currency: string;
            /** @description The default rate (tax.defaultRate when tax is set) */
            taxRate: number;
            tax: components["schemas"]["TaxSettings"];
            defaultCountry: string | null;
            shipping: {
                flatRate?: number;
                freeShippingThreshold?: number | null;
                zones: components["schemas"]["ShippingZone"][];
            };
            cartAbandonmentMinutes: number;
        };
        SyncProduct: {
            externalId: string;
            title: string;
            description?: string | null;
            status?: components["schemas"]["CatalogStatus"];
            category?: string | null;
            tags?: string[];
            imageUrl?: string | null;
            variants: components["schemas"]["SyncVariant"][];
        };
        SyncVariant: {
            externalVariantId: string;
            title: string;
            sku?: string | null;
            barcode?: string | null;
            price: number;
            compareAtPrice?: number | null;
            weight?: components["schemas"]["Weight"] | null;
            inventoryQuantity: number;
            inventoryTracking?: boolean;
            status?: components["schemas"]["CatalogStatus"];
        };
        /** @description A rate for a country, or for one province of it: one of its ISO 3166-2 subdivisions, by code or name (any case) */
        TaxRate: {
            country: unknown;
            province?: string | null;
            rate: number;
        };
        /** @description A rate for a country, or for one province of it: one of its ISO 3166-2 subdivisions, by code or name (any case) */
        TaxRateInput: {
            country: string;
            province?: string | null;
            rate: number;
        };
        /** @description The most specific rate for the shipping address wins, else defaultRate */
        TaxSettings: {
            pricesIncludeTax: boolean;
            defaultRate: number;
            rates: components["schemas"]["TaxRate"][];
            taxShipping: boolean;
            /**
             * @description table (default): these rates. stripe_tax: Stripe Tax when Stripe is connected for the mode, these rates as its fallback
             * @enum {string}
             */
            provider?: "table" | "stripe_tax";
        };
        /** @description The most specific rate for the shipping address wins, else defaultRate */
        TaxSettingsInput: {
            pricesIncludeTax: boolean;
            defaultRate: number;
            rates: components["schemas"]["TaxRateInput"][];
            taxShipping: boolean;
            /**
             * @description table (default): these rates. stripe_tax: Stripe Tax when Stripe is connected for the mode, these rates as its fallback
             * @enum {string}
             */
            provider?: "table" | "stripe_tax";
        };
        TestWebhookRequest: {
            eventType?: string;
        };
        TestWebhookResult: {
            deliveryId: string;
            /** Format: starts_with */
            eventId: string;
            success: boolean;
            responseCode: number | null;
            durationMs: number;
            error?: string | null;
        };
        Totals: {
            subtotal: number;
            shippingTotal: number;
            taxTotal: number;
            discountTotal: number;
            totalAmount: number;
        };
        TrackingInfo: {
            trackingNumber: string;
            carrier: string | null;
            trackingUrl: string | null;
            itemIds: string[];
            addedAt: string;
        };
        UpdateCartItemRequest: {
            quantity: number;
        };
        /** @description Changes to a discount code; `isEnabled: false` disables it */
        UpdateDiscountRequest: {
            /** @description Case-insensitive and unique in the store and mode */
            code?: string;
            type?: components["schemas"]["DiscountType"];
            /** @description percentage: percent off (10 = 10 %); fixed_amount: amount off the cart; free_shipping: ignored */
            value?: number;
            minimumSubtotal?: number | null;
            appliesTo?: components["schemas"]["DiscountScopeInput"] | null;
            startsAt?: string | null;
            endsAt?: string | null;
            usageLimit?: number | null;
            usageLimitPerCustomer?: number | null;
            isEnabled?: boolean;
        };
        /**
         * @description A status update; `itemIds` ships or delivers only those items (partially_*)
         * @example {
         *       "status": "shipped",
         *       "trackingNumber": "1Z999AA10123456784",
         *       "carrier": "UPS"
         *     }
         */
        UpdateOrderStatusRequest: {
            /**
             * @description The status to move to, in lower case (the transition table decides which are allowed)
             * @enum {string}
             */
            status: "confirmed" | "processing" | "shipped" | "partially_shipped" | "delivered" | "partially_delivered";
            trackingNumber?: string | null;
            carrier?: string | null;
            trackingUrl?: string | null;
            notes?: string | null;
            itemIds?: string[] | null;
        };
        UpdateWebhookRequest: {
            url?: string;
            events?: components["schemas"]["EventType"][];
            description?: string;
            isEnabled?: boolean;
            includeApiOriginated?: boolean;
            rateLimit?: number | null;
        };
        Variant: {
            /** Format: uuid */
            id: string;
            title: string;
            sku: string | null;
            barcode: string | null;
            price: number;
            compareAtPrice: number | null;
            weight: components["schemas"]["Weight"] | null;
            inventoryQuantity: number;
            inventoryTracking: boolean;
            externalVariantId: string;
            status: components["schemas"]["CatalogStatus"];
            createdAt: string;
            updatedAt: string;
        };
        VariantDeletion: {
            productId: string;
            variantId: string;
            deletedAt: string;
        };
        VariantPatch: {
            title?: string;
            sku?: string | null;
            barcode?: string | null;
            price?: number;
            compareAtPrice?: number | null;
            weight?: components["schemas"]["Weight"] | null;
            inventoryTracking?: boolean;
            status?: components["schemas"]["CatalogStatus"];
        };
        WebhookDelivery: {
            deliveryId: string;
            /** Format: starts_with */
            eventId: string;
            eventType: components["schemas"]["EventType"];
            attempt: number;
            /** Format: date-time */
            timestamp: string;
            responseCode: number | null;
            success: boolean;
            durationMs: number;
            error: string | null;
        };
        WebhookEndpoint: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            storeId: string;
            url: string;
            events: components["schemas"]["EventType"][];
            description: string;
            isEnabled: boolean;
            /** @constant */
            apiVersion: "1.0";
            includeApiOriginated: boolean;
            rateLimit: number | null;
            disabledReason: "failing" | null;
            disabledAt: string | null;
            secretMask: string;
            deliveryStats: {
                total: number;
                successful: number;
                failed: number;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WebhookEndpointCreatedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            webhookId: string;
            url: string;
            /** Format: date-time */
            createdAt: string;
        } & {
            [key: string]: unknown;
        };
        WebhookEndpointCreatedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "webhook.endpoint_created";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["WebhookEndpointCreatedData"];
        };
        WebhookEndpointDeletedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            webhookId: string;
            url: string;
            /** Format: date-time */
            deletedAt: string;
        } & {
            [key: string]: unknown;
        };
        WebhookEndpointDeletedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "webhook.endpoint_deleted";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["WebhookEndpointDeletedData"];
        };
        WebhookEndpointDetail: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            storeId: string;
            url: string;
            events: components["schemas"]["EventType"][];
            description: string;
            isEnabled: boolean;
            /** @constant */
            apiVersion: "1.0";
            includeApiOriginated: boolean;
            rateLimit: number | null;
            disabledReason: "failing" | null;
            disabledAt: string | null;
            secretMask: string;
            deliveryStats: {
                total: number;
                successful: number;
                failed: number;
            };
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            recentDeliveries: components["schemas"]["WebhookDelivery"][];
        };
        WebhookEndpointUpdatedData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            webhookId: string;
            url: string;
            /** Format: date-time */
            updatedAt: string;
            changes: {
                [key: string]: unknown;
            };
            previousValues: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        WebhookEndpointUpdatedEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "webhook.endpoint_updated";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["WebhookEndpointUpdatedData"];
        };
        /** @description Any event a webhook endpoint receives; `type` tells which */
        WebhookEvent: components["schemas"]["CartCreatedEvent"] | components["schemas"]["CartItemAddedEvent"] | components["schemas"]["CartItemUpdatedEvent"] | components["schemas"]["CartItemRemovedEvent"] | components["schemas"]["CartAbandonedEvent"] | components["schemas"]["CartRecoveredEvent"] | components["schemas"]["CartClearedEvent"] | components["schemas"]["CartCheckoutStartedEvent"] | components["schemas"]["OrderCreatedEvent"] | components["schemas"]["OrderStatusUpdatedEvent"] | components["schemas"]["OrderConfirmedEvent"] | components["schemas"]["OrderShippedEvent"] | components["schemas"]["OrderDeliveredEvent"] | components["schemas"]["OrderCancelledEvent"] | components["schemas"]["OrderRefundedEvent"] | components["schemas"]["OrderPartiallyShippedEvent"] | components["schemas"]["OrderPartiallyDeliveredEvent"] | components["schemas"]["CustomerCreatedEvent"] | components["schemas"]["CustomerUpdatedEvent"] | components["schemas"]["CustomerDeletedEvent"] | components["schemas"]["ProductCreatedEvent"] | components["schemas"]["ProductUpdatedEvent"] | components["schemas"]["ProductDeletedEvent"] | components["schemas"]["ProductInventoryUpdatedEvent"] | components["schemas"]["ProductVariantCreatedEvent"] | components["schemas"]["ProductVariantUpdatedEvent"] | components["schemas"]["ProductVariantDeletedEvent"] | components["schemas"]["WebhookTestEvent"] | components["schemas"]["WebhookEndpointCreatedEvent"] | components["schemas"]["WebhookEndpointUpdatedEvent"] | components["schemas"]["WebhookEndpointDeletedEvent"];
        WebhookTestData: {
            /** Format: uuid */
            storeId: string;
            customerId: string | null;
            /** Format: date-time */
            occurredAt: string;
            externalReference?: string;
            /** Format: uuid */
            webhookId: string;
            url: string;
            message: string;
            /** @constant */
            test: true;
        } & {
            [key: string]: unknown;
        };
        WebhookTestEvent: {
            /** Format: starts_with */
            id: string;
            /** @constant */
            type: "webhook.test";
            /** @constant */
            apiVersion: "1.0";
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            createdAt: string;
            livemode: boolean;
            data: components["schemas"]["WebhookTestData"];
        };
        Weight: {
            value: number;
            /** @enum {string} */
            unit: "g" | "kg" | "lb" | "oz";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Request id, also in the logs: quote it when asking for support */
        "X-Request-Id": string;
        /** @description Requests allowed per 60 s window */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the window */
        "X-RateLimit-Remaining": number;
        /** @description Unix time (s) the window resets */
        "X-RateLimit-Reset": number;
        /** @description Seconds to wait before retrying */
        "Retry-After": number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetOpenApiDocumentResult"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getCheckoutSettings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["StoreSettings"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getBranding: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["StoreBranding"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listStorefrontProducts: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                q?: string;
                category?: string;
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["StorefrontProduct"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getStorefrontProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["StorefrontProduct"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                isEnabled?: "true" | "false";
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["WebhookEndpoint"][];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS, NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description A receiver URL (HTTPS) and the event types it wants */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://example.org/webhooks/store",
                 *       "events": [
                 *         "order.created",
                 *         "order.shipped"
                 *       ],
                 *       "description": "Fulfilment system"
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CreatedWebhookEndpoint"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS, NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description TOO_MANY_WEBHOOKS, DUPLICATE_URL, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "TOO_MANY_WEBHOOKS" | "DUPLICATE_URL" | "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["WebhookEndpointDetail"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS, NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        /** @description The update webhook request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS, NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                    };
                };
            };
            /** @description DUPLICATE_URL, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "DUPLICATE_URL" | "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["DeleteWebhookResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS, NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        /** @description The test webhook request body */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["TestWebhookRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["TestWebhookResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS, NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["RotateWebhookSecretResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS, NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    requestOtp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description The request otp request body */
        requestBody: {
            content: {
                "application/json": {
                    /** @description E.164 (+14155550123) or national form in the store's default country ((415) 555-0123) */
                    phone: string;
                } | {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CodeSent"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    verifyOtp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description The verify otp request body */
        requestBody: {
            content: {
                "application/json": {
                    /** @description E.164 (+14155550123) or national form in the store's default country ((415) 555-0123) */
                    phone: string;
                    code: string;
                    firstName?: string | null;
                    lastName?: string | null;
                    email?: string | null;
                } | {
                    /** Format: email */
                    email: string;
                    code: string;
                    firstName?: string | null;
                    lastName?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CustomerLogin"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Customer"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateMyProfile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description Profile fields to change: absent fields stay as they are, null clears one; a new email needs the code sent to it */
        requestBody: {
            content: {
                "application/json": components["schemas"]["MyProfilePatch"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Customer"];
                    };
                };
            };
            /** @description A code was sent to the new email; the other fields changed, the email not yet */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Customer"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listMyOrders: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Order"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Customer"];
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_CUSTOMER_ID */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST" | "INVALID_CUSTOMER_ID";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description ACCESS_DENIED, NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED" | "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description CUSTOMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CUSTOMER_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getCustomerByEmail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Customer"];
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_EMAIL_FORMAT */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST" | "INVALID_EMAIL_FORMAT";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description CUSTOMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CUSTOMER_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    syncProducts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Products keyed by your external ids: new ones are created, known ones updated */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "products": [
                 *         {
                 *           "externalId": "shirt-1",
                 *           "title": "T-shirt",
                 *           "variants": [
                 *             {
                 *               "externalVariantId": "shirt-1-m",
                 *               "title": "M",
                 *               "sku": "TS-M",
                 *               "price": 25,
                 *               "inventoryQuantity": 10
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ProductSyncRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ProductSyncResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Product"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description ACCESS_DENIED, NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED" | "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    addCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description The add cart item request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddCartItemRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description INSUFFICIENT_INVENTORY, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INSUFFICIENT_INVENTORY" | "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                itemId: string;
            };
            cookie?: never;
        };
        /** @description The update cart item request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCartItemRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, CART_ITEM_NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "CART_ITEM_NOT_FOUND" | "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description INSUFFICIENT_INVENTORY, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INSUFFICIENT_INVENTORY" | "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    removeCartItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                itemId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, CART_ITEM_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "CART_ITEM_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    clearCart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    applyDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description The code to apply to the cart (case-insensitive); a cart holds one code */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ApplyDiscountRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_DISCOUNT_CODE */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST" | "INVALID_DISCOUNT_CODE";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    removeDiscountCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Cart"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getShippingOptions: {
        parameters: {
            query: {
                country: string;
                province?: string;
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CartShippingOptions"];
                    };
                };
            };
            /** @description INVALID_REQUEST, SHIPPING_NOT_AVAILABLE */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST" | "SHIPPING_NOT_AVAILABLE";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    startCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CheckoutStarted"];
                    };
                };
            };
            /** @description INVALID_REQUEST, CART_EMPTY, INVALID_DISCOUNT_CODE */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST" | "CART_EMPTY" | "INVALID_DISCOUNT_CODE";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, PRODUCT_NOT_FOUND, CUSTOMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "PRODUCT_NOT_FOUND" | "CUSTOMER_NOT_FOUND";
                    };
                };
            };
            /** @description INSUFFICIENT_INVENTORY, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INSUFFICIENT_INVENTORY" | "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    checkAvailability: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description The check availability request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CheckAvailabilityRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Availability"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    quoteCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                checkoutId: string;
            };
            cookie?: never;
        };
        /** @description Prices the started checkout for an address and shipping option, as completion will charge it */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "shippingAddress": {
                 *         "firstName": "Jane",
                 *         "lastName": "Doe",
                 *         "address1": "1 Main Street",
                 *         "city": "Springfield",
                 *         "province": "IL",
                 *         "country": "United States",
                 *         "countryIsoCode": "US",
                 *         "postalCode": "62701",
                 *         "phone": "+14155550123"
                 *       },
                 *       "shippingOptionId": "standard"
                 *     }
                 */
                "application/json": components["schemas"]["QuoteCheckoutRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CheckoutQuote"];
                    };
                };
            };
            /** @description INVALID_REQUEST, SHIPPING_NOT_AVAILABLE, INVALID_SHIPPING_OPTION, INVALID_DISCOUNT_CODE */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST" | "SHIPPING_NOT_AVAILABLE" | "INVALID_SHIPPING_OPTION" | "INVALID_DISCOUNT_CODE";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    completeCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key returns the first result instead of acting twice */
                "Idempotency-Key"?: string;
            };
            path: {
                storeId: string;
                checkoutId: string;
            };
            cookie?: never;
        };
        /** @description Pays for the started checkout and places the order */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "paymentToken": "tok_visa",
                 *       "shippingAddress": {
                 *         "firstName": "Jane",
                 *         "lastName": "Doe",
                 *         "address1": "1 Main Street",
                 *         "city": "Springfield",
                 *         "province": "IL",
                 *         "country": "United States",
                 *         "countryIsoCode": "US",
                 *         "postalCode": "62701",
                 *         "phone": "+14155550123"
                 *       },
                 *       "billingAddress": {
                 *         "firstName": "Jane",
                 *         "lastName": "Doe",
                 *         "address1": "1 Main Street",
                 *         "city": "Springfield",
                 *         "province": "IL",
                 *         "country": "United States",
                 *         "countryIsoCode": "US",
                 *         "postalCode": "62701",
                 *         "phone": "+14155550123"
                 *       },
                 *       "deliveryInstructions": "Leave at the front door",
                 *       "shippingOptionId": "standard",
                 *       "expectedTotalAmount": 54.12
                 *     }
                 */
                "application/json": components["schemas"]["CompleteCheckoutRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description INVALID_REQUEST, SHIPPING_NOT_AVAILABLE, SHIPPING_OPTION_REQUIRED, INVALID_SHIPPING_OPTION, INVALID_DISCOUNT_CODE */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST" | "SHIPPING_NOT_AVAILABLE" | "SHIPPING_OPTION_REQUIRED" | "INVALID_SHIPPING_OPTION" | "INVALID_DISCOUNT_CODE";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description PAYMENT_DECLINED, PAYMENT_ACTION_REQUIRED */
            402: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYMENT_DECLINED" | "PAYMENT_ACTION_REQUIRED";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "NOT_FOUND" | "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT, INSUFFICIENT_INVENTORY, PAYMENTS_NOT_CONFIGURED, CHECKOUT_ATTEMPT_RELEASED, IDEMPOTENCY_KEY_REUSED, TOTAL_CHANGED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT" | "INSUFFICIENT_INVENTORY" | "PAYMENTS_NOT_CONFIGURED" | "CHECKOUT_ATTEMPT_RELEASED" | "IDEMPOTENCY_KEY_REUSED" | "TOTAL_CHANGED";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE, PAYMENT_PROVIDER_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE" | "PAYMENT_PROVIDER_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key returns the first result instead of acting twice */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description An order paid elsewhere (POS, marketplace): the payment method is recorded as given */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "customerId": "6f1c1d2e-4b7a-4c41-9a53-0d9b1c6a2f10",
                 *       "items": [
                 *         {
                 *           "productVariantId": "0b7e6c1a-3f7d-4f0e-9d55-5a1c2b3d4e5f",
                 *           "quantity": 2
                 *         }
                 *       ],
                 *       "shippingAddress": {
                 *         "firstName": "Jane",
                 *         "lastName": "Doe",
                 *         "address1": "1 Main Street",
                 *         "city": "Springfield",
                 *         "province": "IL",
                 *         "country": "United States",
                 *         "countryIsoCode": "US",
                 *         "postalCode": "62701",
                 *         "phone": "+14155550123"
                 *       },
                 *       "billingAddress": {
                 *         "firstName": "Jane",
                 *         "lastName": "Doe",
                 *         "address1": "1 Main Street",
                 *         "city": "Springfield",
                 *         "province": "IL",
                 *         "country": "United States",
                 *         "countryIsoCode": "US",
                 *         "postalCode": "62701",
                 *         "phone": "+14155550123"
                 *       },
                 *       "paymentMethod": {
                 *         "method": "card",
                 *         "display": "Visa ending in 4242",
                 *         "last4": "4242",
                 *         "brand": "visa"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateOrderRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description ACCESS_DENIED, NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED" | "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description CUSTOMER_NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CUSTOMER_NOT_FOUND" | "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description INSUFFICIENT_INVENTORY, IDEMPOTENCY_KEY_REUSED, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INSUFFICIENT_INVENTORY" | "IDEMPOTENCY_KEY_REUSED" | "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description ACCESS_DENIED, NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED" | "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ORDER_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateOrderStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        /** @description A status update; `itemIds` ships or delivers only those items (partially_*) */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "shipped",
                 *       "trackingNumber": "1Z999AA10123456784",
                 *       "carrier": "UPS"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateOrderStatusRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_STATUS, INVALID_STATUS_TRANSITION */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST" | "INVALID_STATUS" | "INVALID_STATUS_TRANSITION";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description ACCESS_DENIED, NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED" | "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ORDER_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        /** @description Optional body: cancel with or without a (partial) refund */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "refundAmount": 10.5,
                 *       "reason": "Customer changed their mind"
                 *     }
                 */
                "application/json": components["schemas"]["CancelOrderRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_CANCELLATION, INVALID_REFUND_AMOUNT */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST" | "INVALID_CANCELLATION" | "INVALID_REFUND_AMOUNT";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description ACCESS_DENIED, NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED" | "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ORDER_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createRefund: {
        parameters: {
            query?: never;
            header?: {
                /** @description Retrying with the same key returns the first result instead of acting twice */
                "Idempotency-Key"?: string;
            };
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        /** @description A refund without cancelling, optionally putting returned units back in stock */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 5,
                 *       "reason": "Damaged item",
                 *       "restock": [
                 *         {
                 *           "itemId": "0b7e6c1a-3f7d-4f0e-9d55-5a1c2b3d4e5f",
                 *           "quantity": 1
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateRefundRequest"];
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["RefundAccepted"];
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_REFUND_AMOUNT */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST" | "INVALID_REFUND_AMOUNT";
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                    };
                };
            };
            /** @description ACCESS_DENIED, NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED" | "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ORDER_NOT_FOUND";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED" | "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Owner"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminCreateStore: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The admin create store request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCreateStoreRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Store"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetStore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Store"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminUpdateStore: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description The admin update store request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUpdateStoreRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Store"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListApiKeys: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ApiKey"][];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminCreateApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description The admin create api key request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CreatedApiKey"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminRevokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ApiKey"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetAuditLog: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AuditEntry"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListWebhooks: {
        parameters: {
            query?: {
                mode?: "test" | "live";
                isEnabled?: "true" | "false";
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["WebhookEndpoint"][];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminCreateWebhook: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description A receiver URL (HTTPS) and the event types it wants */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://example.org/webhooks/store",
                 *       "events": [
                 *         "order.created",
                 *         "order.shipped"
                 *       ],
                 *       "description": "Fulfilment system"
                 *     }
                 */
                "application/json": components["schemas"]["CreateWebhookEndpointRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CreatedWebhookEndpoint"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description TOO_MANY_WEBHOOKS, DUPLICATE_URL, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "TOO_MANY_WEBHOOKS" | "DUPLICATE_URL" | "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetWebhook: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["WebhookEndpointDetail"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminUpdateWebhook: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        /** @description The admin update webhook request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminUpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["WebhookEndpoint"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                    };
                };
            };
            /** @description DUPLICATE_URL, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "DUPLICATE_URL" | "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminDeleteWebhook: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminDeleteWebhookResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminTestWebhook: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        /** @description The admin test webhook request body */
        requestBody?: {
            content: {
                "application/json": components["schemas"]["AdminTestWebhookRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminTestWebhookResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminRotateWebhookSecret: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminRotateWebhookSecretResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListWebhookDeliveries: {
        parameters: {
            query?: {
                mode?: "test" | "live";
                limit?: number;
                cursor?: string;
                status?: "pending" | "succeeded" | "failed";
            };
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            deliveryId: string;
                            eventId: string;
                            eventType: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed";
                            attempts: number;
                            lastResponseCode: number | null;
                            nextAttemptAt: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetWebhookDelivery: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminGetWebhookDeliveryResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND, DELIVERY_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND" | "DELIVERY_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminRetryWebhookDelivery: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminRetryWebhookDeliveryResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND, DELIVERY_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND" | "DELIVERY_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminRecoverWebhook: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                webhookId: string;
            };
            cookie?: never;
        };
        /** @description The admin recover webhook request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminRecoverWebhookRequest"];
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminRecoverWebhookResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                    };
                };
            };
            /** @description WEBHOOK_DISABLED */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "WEBHOOK_DISABLED";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListEvents: {
        parameters: {
            query?: {
                mode?: "test" | "live";
                limit?: number;
                cursor?: string;
                type?: string;
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            eventId: string;
                            type: string;
                            /** @enum {string} */
                            origin: "api" | "customer" | "system";
                            createdAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetEvent: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                eventId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminGetEventResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, EVENT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "EVENT_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            memberId: string;
                            ownerId: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "viewer";
                            createdAt: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminAddMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description The admin add member request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminAddMemberRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CreatedInvitation"];
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_EMAIL_FORMAT */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST" | "INVALID_EMAIL_FORMAT";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminChangeMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                memberId: string;
            };
            cookie?: never;
        };
        /** @description The admin change member request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminChangeMemberRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminChangeMemberResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            /** @description LAST_OWNER, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "LAST_OWNER" | "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminRemoveMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminRemoveMemberResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "NOT_FOUND";
                    };
                };
            };
            /** @description LAST_OWNER, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "LAST_OWNER" | "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Invitation"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminRevokeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Invitation"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, INVITATION_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "INVITATION_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["InvitationPreview"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description INVITATION_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVITATION_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminAcceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AcceptedInvitation"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description INVITATION_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVITATION_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetStripe: {
        parameters: {
            query: {
                mode: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminGetStripeResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminConnectStripe: {
        parameters: {
            query: {
                mode: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description The admin connect stripe request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminConnectStripeRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminConnectStripeResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminDisconnectStripe: {
        parameters: {
            query: {
                mode: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminDisconnectStripeResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    receiveStripeWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
                mode: "test" | "live";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReceiveStripeWebhookResult"];
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "NO_STORE_ACCESS";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListOrders: {
        parameters: {
            query?: {
                mode?: "test" | "live";
                limit?: number;
                cursor?: string;
                q?: string;
                status?: "Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded";
                from?: string;
                to?: string;
                customerId?: string;
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Order"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminExportOrders: {
        parameters: {
            query?: {
                mode?: "test" | "live";
                format?: "csv";
                cursor?: string;
                q?: string;
                status?: "Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded";
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetOrder: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, ORDER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "ORDER_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminSalesReport: {
        parameters: {
            query: {
                mode?: "test" | "live";
                from: string;
                to: string;
                interval?: "day";
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            date: string;
                            orders: number;
                            grossSales: number;
                            refunds: number;
                            netSales: number;
                        }[];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminUpdateOrderStatus: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                orderId: string;
            };
            cookie?: never;
        };
        /** @description A status update; `itemIds` ships or delivers only those items (partially_*) */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "shipped",
                 *       "trackingNumber": "1Z999AA10123456784",
                 *       "carrier": "UPS"
                 *     }
                 */
                "application/json": components["schemas"]["UpdateOrderStatusRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_STATUS, INVALID_STATUS_TRANSITION */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST" | "INVALID_STATUS" | "INVALID_STATUS_TRANSITION";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, ORDER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "ORDER_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminCancelOrder: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                orderId: string;
            };
            cookie?: never;
        };
        /** @description Optional body: cancel with or without a (partial) refund */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "refundAmount": 10.5,
                 *       "reason": "Customer changed their mind"
                 *     }
                 */
                "application/json": components["schemas"]["CancelOrderRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Order"];
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_CANCELLATION, INVALID_REFUND_AMOUNT */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST" | "INVALID_CANCELLATION" | "INVALID_REFUND_AMOUNT";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, ORDER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "ORDER_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminCreateRefund: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: {
                /** @description Retrying with the same key returns the first result instead of acting twice */
                "Idempotency-Key"?: string;
            };
            path: {
                storeId: string;
                orderId: string;
            };
            cookie?: never;
        };
        /** @description A refund without cancelling, optionally putting returned units back in stock */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 5,
                 *       "reason": "Damaged item",
                 *       "restock": [
                 *         {
                 *           "itemId": "0b7e6c1a-3f7d-4f0e-9d55-5a1c2b3d4e5f",
                 *           "quantity": 1
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CreateRefundRequest"];
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["RefundAccepted"];
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_REFUND_AMOUNT */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST" | "INVALID_REFUND_AMOUNT";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, ORDER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "ORDER_NOT_FOUND";
                    };
                };
            };
            /** @description IDEMPOTENCY_KEY_REUSED, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "IDEMPOTENCY_KEY_REUSED" | "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListCarts: {
        parameters: {
            query?: {
                mode?: "test" | "live";
                limit?: number;
                cursor?: string;
                status?: "Active" | "Abandoned";
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            cartId: string;
                            customerId: string;
                            /** @enum {string} */
                            status: "Active" | "Abandoned";
                            itemCount: number;
                            currency: string;
                            subtotal: number;
                            estimatedTotal: number;
                            createdAt: string;
                            updatedAt: string;
                            abandonedAt: string | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListProducts: {
        parameters: {
            query?: {
                mode?: "test" | "live";
                limit?: number;
                cursor?: string;
                q?: string;
                status?: components["schemas"]["CatalogStatus"];
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Product"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminCreateProduct: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description A product made by an owner. Without `externalId` the product id is used as its external id; with one, a later product sync of that id updates this product */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "title": "Mug",
                 *       "status": "Active",
                 *       "variants": [
                 *         {
                 *           "title": "Blue",
                 *           "sku": "MUG-B",
                 *           "price": 12.5,
                 *           "inventoryQuantity": 10
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["NewProduct"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Product"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetProduct: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Product"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminUpdateProduct: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                productId: string;
            };
            cookie?: never;
        };
        /** @description The admin update product request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductPatch"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Product"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminDeleteProduct: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["ProductDeletion"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminCreateVariant: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                productId: string;
            };
            cookie?: never;
        };
        /** @description The admin create variant request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewVariant"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Variant"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminUpdateVariant: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                productId: string;
                variantId: string;
            };
            cookie?: never;
        };
        /** @description The admin update variant request body */
        requestBody: {
            content: {
                "application/json": components["schemas"]["VariantPatch"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Variant"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminDeleteVariant: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                productId: string;
                variantId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["VariantDeletion"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description LAST_VARIANT, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "LAST_VARIANT" | "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminAdjustInventory: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                productId: string;
                variantId: string;
            };
            cookie?: never;
        };
        /** @description `adjust` adds to the stock (negative takes away; below zero is 409 INSUFFICIENT_INVENTORY), `set` replaces it. `reason` (free text) is sent as the event's `note`; the event's own `reason` is `adjustment` */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "adjust": -2,
                 *       "reason": "Damaged in storage"
                 *     }
                 */
                "application/json": components["schemas"]["InventoryChange"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Variant"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description INSUFFICIENT_INVENTORY, CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INSUFFICIENT_INVENTORY" | "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminCopyCatalogToLive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description `stock`: `zero` (default) starts new live variants at 0 and leaves the stock of live variants already there; `copy` sets live stock to the test stock. `dryRun`: answer what the copy would make and update, writing nothing */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "stock": "zero"
                 *     }
                 */
                "application/json": components["schemas"]["CatalogCopyRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["CatalogCopyResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListCustomers: {
        parameters: {
            query?: {
                mode?: "test" | "live";
                limit?: number;
                cursor?: string;
                q?: string;
                email?: string;
                phone?: string;
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Customer"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetCustomer: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Customer"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, CUSTOMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "CUSTOMER_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminUpdateCustomer: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                customerId: string;
            };
            cookie?: never;
        };
        /** @description Profile fields to change: absent fields stay as they are, null clears one */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerProfilePatch"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Customer"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, CUSTOMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "CUSTOMER_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminEraseCustomer: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminEraseCustomerResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, CUSTOMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "CUSTOMER_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminExportCustomer: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                customerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["AdminExportCustomerResult"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, CUSTOMER_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "CUSTOMER_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListDiscounts: {
        parameters: {
            query?: {
                mode?: "test" | "live";
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Discount"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminCreateDiscount: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
            };
            cookie?: never;
        };
        /** @description A discount code; `value` may be left out for free_shipping */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "SUMMER10",
                 *       "type": "percentage",
                 *       "value": 10,
                 *       "minimumSubtotal": 50,
                 *       "usageLimit": 100
                 *     }
                 */
                "application/json": components["schemas"]["CreateDiscountRequest"];
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Discount"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetDiscount: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                discountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Discount"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, DISCOUNT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "DISCOUNT_NOT_FOUND";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminUpdateDiscount: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                discountId: string;
            };
            cookie?: never;
        };
        /** @description Changes to a discount code; `isEnabled: false` disables it */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateDiscountRequest"];
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Discount"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, DISCOUNT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "DISCOUNT_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminDeleteDiscount: {
        parameters: {
            query?: {
                mode?: "test" | "live";
            };
            header?: never;
            path: {
                storeId: string;
                discountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: components["schemas"]["Discount"];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_REQUEST";
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "ACCESS_DENIED";
                    };
                };
            };
            /** @description STORE_NOT_FOUND, DISCOUNT_NOT_FOUND */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "STORE_NOT_FOUND" | "DISCOUNT_NOT_FOUND";
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "CONFLICT";
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "RATE_LIMIT_EXCEEDED";
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "INTERNAL_ERROR";
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] & {
                        /** @enum {unknown} */
                        errorCode?: "SERVICE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    onEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCartCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCartItemAdded: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartItemAddedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCartItemUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartItemUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCartItemRemoved: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartItemRemovedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCartAbandoned: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartAbandonedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCartRecovered: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartRecoveredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCartCleared: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartClearedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCartCheckoutStarted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CartCheckoutStartedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderStatusUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderStatusUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderConfirmed: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderConfirmedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderShipped: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderShippedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderDelivered: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderDeliveredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderCancelled: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderCancelledEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderRefunded: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderRefundedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderPartiallyShipped: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPartiallyShippedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onOrderPartiallyDelivered: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderPartiallyDeliveredEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCustomerCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCustomerUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onCustomerDeleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CustomerDeletedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onProductCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onProductUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onProductDeleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductDeletedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onProductInventoryUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductInventoryUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onProductVariantCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductVariantCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onProductVariantUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductVariantUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onProductVariantDeleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProductVariantDeletedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookTest: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookTestEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookEndpointCreated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointCreatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookEndpointUpdated: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointUpdatedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    onWebhookEndpointDeleted: {
        parameters: {
            query?: never;
            header: {
                /** @description The event type */
                "X-Webhook-Event": string;
                /** @description sha256=<hex HMAC-SHA256 of the raw body, keyed with the endpoint secret> */
                "X-Service-Signature": string;
                /** @description Standard Webhooks: the event id */
                "webhook-id": string;
                /** @description Standard Webhooks: Unix time (s) the attempt was signed */
                "webhook-timestamp": string;
                /** @description Standard Webhooks: v1,<base64 HMAC-SHA256 of "id.timestamp.body"> */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description The event envelope, signed with the endpoint secret (verify before parsing) */
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebhookEndpointDeletedEvent"];
            };
        };
        responses: {
            /** @description Any 2xx acknowledges the event; anything else is retried with backoff */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Rejected (e.g. a bad signature): retried like any failure */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
