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
         * Send a 6-digit login code by SMS (test mode: no SMS, the code is 000000)
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
         * Check the login code; returns a customer JWT and creates the customer on first login
         * @description Access: publishable.
         */
        post: operations["verifyOtp"];
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
         * Add an existing owner (by email) to the store with a role (owner only); an email no owner has is 404: invite them first
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
         * Remove a member (owner only); the last owner cannot be removed (409 LAST_OWNER)
         * @description Access: owner (role owner or higher).
         */
        delete: operations["adminRemoveMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        openapi: "3.1.0";
                        paths: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            currency: string;
                            taxRate: number;
                            shipping: {
                                flatRate: number;
                                freeShippingThreshold: number | null;
                            };
                            cartAbandonmentMinutes: number;
                            /** Format: uuid */
                            storeId: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
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
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            storeId: string;
                            url: string;
                            events: string[];
                            description: string;
                            isEnabled: boolean;
                            /** @constant */
                            apiVersion: "1.0";
                            includeApiOriginated: boolean;
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
                        }[];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS, NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: string[];
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
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            storeId: string;
                            url: string;
                            events: string[];
                            description: string;
                            isEnabled: boolean;
                            /** @constant */
                            apiVersion: "1.0";
                            includeApiOriginated: boolean;
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
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS, NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description TOO_MANY_WEBHOOKS, DUPLICATE_URL, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "TOO_MANY_WEBHOOKS" | "DUPLICATE_URL" | "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            storeId: string;
                            url: string;
                            events: string[];
                            description: string;
                            isEnabled: boolean;
                            /** @constant */
                            apiVersion: "1.0";
                            includeApiOriginated: boolean;
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
                            recentDeliveries: {
                                deliveryId: string;
                                /** Format: starts_with */
                                eventId: string;
                                eventType: string;
                                attempt: number;
                                /** Format: date-time */
                                timestamp: string;
                                responseCode: number | null;
                                success: boolean;
                                durationMs: number;
                                error: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS, NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: string[];
                    description?: string;
                    isEnabled?: boolean;
                    includeApiOriginated?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            storeId: string;
                            url: string;
                            events: string[];
                            description: string;
                            isEnabled: boolean;
                            /** @constant */
                            apiVersion: "1.0";
                            includeApiOriginated: boolean;
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
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS, NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description DUPLICATE_URL, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "DUPLICATE_URL" | "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS, NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    eventType?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            deliveryId: string;
                            /** Format: starts_with */
                            eventId: string;
                            success: boolean;
                            responseCode: number | null;
                            durationMs: number;
                            error?: string | null;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS, NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: starts_with */
                            secret: string;
                            secretMask: string;
                            /** Format: date-time */
                            rotatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INSUFFICIENT_PERMISSIONS, NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INSUFFICIENT_PERMISSIONS" | "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            phone: string;
                            expiresAt: string;
                            resendAvailableAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    phone: string;
                    code: string;
                    firstName?: string | null;
                    lastName?: string | null;
                    email?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            token: string;
                            expiresAt: string;
                            customer: {
                                /** Format: uuid */
                                customerId: string;
                                email: string | null;
                                phone: string;
                                firstName: string | null;
                                lastName: string | null;
                                createdAt: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            customerId: string;
                            email: string | null;
                            phone: string;
                            firstName: string | null;
                            lastName: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_CUSTOMER_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST" | "INVALID_CUSTOMER_ID";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED, NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED" | "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CUSTOMER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CUSTOMER_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            customerId: string;
                            email: string | null;
                            phone: string;
                            firstName: string | null;
                            lastName: string | null;
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_EMAIL_FORMAT */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST" | "INVALID_EMAIL_FORMAT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CUSTOMER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CUSTOMER_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    products: {
                        externalId: string;
                        title: string;
                        description?: string | null;
                        /** @enum {string} */
                        status?: "Active" | "Draft" | "Archived";
                        category?: string | null;
                        tags?: string[];
                        imageUrl?: string | null;
                        variants: {
                            externalVariantId: string;
                            title: string;
                            sku?: string | null;
                            barcode?: string | null;
                            price: number;
                            compareAtPrice?: number | null;
                            inventoryQuantity: number;
                            inventoryTracking?: boolean;
                            /** @enum {string} */
                            status?: "Active" | "Draft" | "Archived";
                        }[];
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
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
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            productId: string;
                            externalId: string;
                            title: string;
                            description: string | null;
                            /** @enum {string} */
                            status: "Active" | "Draft" | "Archived";
                            category: string | null;
                            tags: string[];
                            imageUrl: string | null;
                            currency: string;
                            variants: {
                                /** Format: uuid */
                                id: string;
                                title: string;
                                sku: string | null;
                                barcode: string | null;
                                price: number;
                                compareAtPrice: number | null;
                                inventoryQuantity: number;
                                inventoryTracking: boolean;
                                externalVariantId: string;
                                /** @enum {string} */
                                status: "Active" | "Draft" | "Archived";
                                createdAt: string;
                                updatedAt: string;
                            }[];
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED, NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED" | "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PRODUCT_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            cartId: string;
                            /** @enum {string} */
                            status: "Active" | "Abandoned";
                            /** Format: uuid */
                            customerId: string;
                            currency: string;
                            items: {
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
                            }[];
                            itemCount: number;
                            totalQuantity: number;
                            subtotal: number;
                            estimatedTax: number;
                            estimatedShipping: number;
                            estimatedTotal: number;
                            createdAt: string;
                            updatedAt: string;
                            /** Format: uuid */
                            checkoutId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    productVariantId: string;
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            cartId: string;
                            /** @enum {string} */
                            status: "Active" | "Abandoned";
                            /** Format: uuid */
                            customerId: string;
                            currency: string;
                            items: {
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
                            }[];
                            itemCount: number;
                            totalQuantity: number;
                            subtotal: number;
                            estimatedTax: number;
                            estimatedShipping: number;
                            estimatedTotal: number;
                            createdAt: string;
                            updatedAt: string;
                            /** Format: uuid */
                            checkoutId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "PRODUCT_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INSUFFICIENT_INVENTORY, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INSUFFICIENT_INVENTORY" | "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            cartId: string;
                            /** @enum {string} */
                            status: "Active" | "Abandoned";
                            /** Format: uuid */
                            customerId: string;
                            currency: string;
                            items: {
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
                            }[];
                            itemCount: number;
                            totalQuantity: number;
                            subtotal: number;
                            estimatedTax: number;
                            estimatedShipping: number;
                            estimatedTotal: number;
                            createdAt: string;
                            updatedAt: string;
                            /** Format: uuid */
                            checkoutId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, CART_ITEM_NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "CART_ITEM_NOT_FOUND" | "PRODUCT_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INSUFFICIENT_INVENTORY, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INSUFFICIENT_INVENTORY" | "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            cartId: string;
                            /** @enum {string} */
                            status: "Active" | "Abandoned";
                            /** Format: uuid */
                            customerId: string;
                            currency: string;
                            items: {
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
                            }[];
                            itemCount: number;
                            totalQuantity: number;
                            subtotal: number;
                            estimatedTax: number;
                            estimatedShipping: number;
                            estimatedTotal: number;
                            createdAt: string;
                            updatedAt: string;
                            /** Format: uuid */
                            checkoutId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, CART_ITEM_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "CART_ITEM_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            cartId: string;
                            /** @enum {string} */
                            status: "Active" | "Abandoned";
                            /** Format: uuid */
                            customerId: string;
                            currency: string;
                            items: {
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
                            }[];
                            itemCount: number;
                            totalQuantity: number;
                            subtotal: number;
                            estimatedTax: number;
                            estimatedShipping: number;
                            estimatedTotal: number;
                            createdAt: string;
                            updatedAt: string;
                            /** Format: uuid */
                            checkoutId?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            cartId: string;
                            /** @enum {string} */
                            status: "Active" | "Abandoned";
                            /** Format: uuid */
                            customerId: string;
                            currency: string;
                            items: {
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
                            }[];
                            itemCount: number;
                            totalQuantity: number;
                            subtotal: number;
                            estimatedTax: number;
                            estimatedShipping: number;
                            estimatedTotal: number;
                            createdAt: string;
                            updatedAt: string;
                            /** Format: uuid */
                            checkoutId: string;
                            checkoutStartedAt: string;
                            totals: {
                                subtotal: number;
                                shippingTotal: number;
                                taxTotal: number;
                                discountTotal: number;
                                totalAmount: number;
                            };
                            customer: {
                                /** Format: uuid */
                                customerId: string;
                                email: string | null;
                                phone: string;
                                firstName: string | null;
                                lastName: string | null;
                            };
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST, CART_EMPTY */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST" | "CART_EMPTY";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, PRODUCT_NOT_FOUND, CUSTOMER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "PRODUCT_NOT_FOUND" | "CUSTOMER_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INSUFFICIENT_INVENTORY, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INSUFFICIENT_INVENTORY" | "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        productVariantId: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            items: {
                                productVariantId: string;
                                quantity: number;
                                available: boolean;
                                availableQuantity: number | null;
                            }[];
                            allAvailable: boolean;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    completeCheckout: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path: {
                storeId: string;
                checkoutId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paymentToken: string;
                    shippingAddress: {
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
                    billingAddress: {
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
                    deliveryInstructions?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            orderId: string;
                            orderNumber: string;
                            checkoutId: string | null;
                            placedAt: string;
                            /** @enum {string} */
                            orderStatus: "Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded";
                            customer: {
                                customerId: string;
                                email: string | null;
                                phone: string;
                                firstName: string | null;
                                lastName: string | null;
                            };
                            items: {
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
                                /** @enum {string} */
                                itemStatus: "Pending" | "Shipped" | "Delivered";
                                trackingNumber: string | null;
                            }[];
                            shippingAddress: {
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
                            billingAddress: {
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
                            totals: {
                                subtotal: number;
                                shippingTotal: number;
                                taxTotal: number;
                                discountTotal: number;
                                totalAmount: number;
                            };
                            paymentMethod: {
                                method: string;
                                display: string;
                                last4: string | null;
                                brand: string | null;
                            };
                            deliveryInstructions: string | null;
                            currency: string;
                            statusHistory: {
                                /** @enum {string} */
                                status: "Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded";
                                previousStatus: ("Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded") | null;
                                changedAt: string;
                                reason: string;
                                notes: string | null;
                                itemIds: string[];
                                /** @enum {string} */
                                source: "api" | "customer" | "system";
                            }[];
                            trackingInfo: {
                                trackingNumber: string;
                                carrier: string | null;
                                trackingUrl: string | null;
                                itemIds: string[];
                                addedAt: string;
                            }[];
                            cancellation: {
                                cancelledAt: string;
                                reason: string | null;
                            } | null;
                            refund: {
                                refundId: string;
                                amount: number;
                                /** @enum {string} */
                                status: "Scheduled" | "Completed";
                                requestedAt: string;
                                refundedAt: string | null;
                            } | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE, INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE" | "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYMENT_DECLINED */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYMENT_DECLINED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "NOT_FOUND" | "PRODUCT_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CONFLICT, INSUFFICIENT_INVENTORY, IDEMPOTENCY_KEY_REUSED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CONFLICT" | "INSUFFICIENT_INVENTORY" | "IDEMPOTENCY_KEY_REUSED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    customerId: string;
                    items: {
                        /** Format: uuid */
                        productVariantId: string;
                        quantity: number;
                    }[];
                    shippingAddress: {
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
                    billingAddress: {
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
                    paymentMethod: {
                        method: string;
                        display?: string | null;
                        last4?: string | null;
                        brand?: string | null;
                    };
                    deliveryInstructions?: string | null;
                    checkoutId?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            orderId: string;
                            orderNumber: string;
                            checkoutId: string | null;
                            placedAt: string;
                            /** @enum {string} */
                            orderStatus: "Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded";
                            customer: {
                                customerId: string;
                                email: string | null;
                                phone: string;
                                firstName: string | null;
                                lastName: string | null;
                            };
                            items: {
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
                                /** @enum {string} */
                                itemStatus: "Pending" | "Shipped" | "Delivered";
                                trackingNumber: string | null;
                            }[];
                            shippingAddress: {
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
                            billingAddress: {
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
                            totals: {
                                subtotal: number;
                                shippingTotal: number;
                                taxTotal: number;
                                discountTotal: number;
                                totalAmount: number;
                            };
                            paymentMethod: {
                                method: string;
                                display: string;
                                last4: string | null;
                                brand: string | null;
                            };
                            deliveryInstructions: string | null;
                            currency: string;
                            statusHistory: {
                                /** @enum {string} */
                                status: "Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded";
                                previousStatus: ("Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded") | null;
                                changedAt: string;
                                reason: string;
                                notes: string | null;
                                itemIds: string[];
                                /** @enum {string} */
                                source: "api" | "customer" | "system";
                            }[];
                            trackingInfo: {
                                trackingNumber: string;
                                carrier: string | null;
                                trackingUrl: string | null;
                                itemIds: string[];
                                addedAt: string;
                            }[];
                            cancellation: {
                                cancelledAt: string;
                                reason: string | null;
                            } | null;
                            refund: {
                                refundId: string;
                                amount: number;
                                /** @enum {string} */
                                status: "Scheduled" | "Completed";
                                requestedAt: string;
                                refundedAt: string | null;
                            } | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED, NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED" | "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CUSTOMER_NOT_FOUND, PRODUCT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CUSTOMER_NOT_FOUND" | "PRODUCT_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INSUFFICIENT_INVENTORY, IDEMPOTENCY_KEY_REUSED, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INSUFFICIENT_INVENTORY" | "IDEMPOTENCY_KEY_REUSED" | "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            orderId: string;
                            orderNumber: string;
                            checkoutId: string | null;
                            placedAt: string;
                            /** @enum {string} */
                            orderStatus: "Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded";
                            customer: {
                                customerId: string;
                                email: string | null;
                                phone: string;
                                firstName: string | null;
                                lastName: string | null;
                            };
                            items: {
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
                                /** @enum {string} */
                                itemStatus: "Pending" | "Shipped" | "Delivered";
                                trackingNumber: string | null;
                            }[];
                            shippingAddress: {
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
                            billingAddress: {
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
                            totals: {
                                subtotal: number;
                                shippingTotal: number;
                                taxTotal: number;
                                discountTotal: number;
                                totalAmount: number;
                            };
                            paymentMethod: {
                                method: string;
                                display: string;
                                last4: string | null;
                                brand: string | null;
                            };
                            deliveryInstructions: string | null;
                            currency: string;
                            statusHistory: {
                                /** @enum {string} */
                                status: "Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded";
                                previousStatus: ("Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded") | null;
                                changedAt: string;
                                reason: string;
                                notes: string | null;
                                itemIds: string[];
                                /** @enum {string} */
                                source: "api" | "customer" | "system";
                            }[];
                            trackingInfo: {
                                trackingNumber: string;
                                carrier: string | null;
                                trackingUrl: string | null;
                                itemIds: string[];
                                addedAt: string;
                            }[];
                            cancellation: {
                                cancelledAt: string;
                                reason: string | null;
                            } | null;
                            refund: {
                                refundId: string;
                                amount: number;
                                /** @enum {string} */
                                status: "Scheduled" | "Completed";
                                requestedAt: string;
                                refundedAt: string | null;
                            } | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED, NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED" | "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ORDER_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    status: string;
                    trackingNumber?: string | null;
                    carrier?: string | null;
                    trackingUrl?: string | null;
                    notes?: string | null;
                    itemIds?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            orderId: string;
                            orderNumber: string;
                            checkoutId: string | null;
                            placedAt: string;
                            /** @enum {string} */
                            orderStatus: "Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded";
                            customer: {
                                customerId: string;
                                email: string | null;
                                phone: string;
                                firstName: string | null;
                                lastName: string | null;
                            };
                            items: {
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
                                /** @enum {string} */
                                itemStatus: "Pending" | "Shipped" | "Delivered";
                                trackingNumber: string | null;
                            }[];
                            shippingAddress: {
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
                            billingAddress: {
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
                            totals: {
                                subtotal: number;
                                shippingTotal: number;
                                taxTotal: number;
                                discountTotal: number;
                                totalAmount: number;
                            };
                            paymentMethod: {
                                method: string;
                                display: string;
                                last4: string | null;
                                brand: string | null;
                            };
                            deliveryInstructions: string | null;
                            currency: string;
                            statusHistory: {
                                /** @enum {string} */
                                status: "Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded";
                                previousStatus: ("Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded") | null;
                                changedAt: string;
                                reason: string;
                                notes: string | null;
                                itemIds: string[];
                                /** @enum {string} */
                                source: "api" | "customer" | "system";
                            }[];
                            trackingInfo: {
                                trackingNumber: string;
                                carrier: string | null;
                                trackingUrl: string | null;
                                itemIds: string[];
                                addedAt: string;
                            }[];
                            cancellation: {
                                cancelledAt: string;
                                reason: string | null;
                            } | null;
                            refund: {
                                refundId: string;
                                amount: number;
                                /** @enum {string} */
                                status: "Scheduled" | "Completed";
                                requestedAt: string;
                                refundedAt: string | null;
                            } | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_STATUS, INVALID_STATUS_TRANSITION */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST" | "INVALID_STATUS" | "INVALID_STATUS_TRANSITION";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED, NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED" | "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ORDER_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    refundAmount?: unknown;
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            orderId: string;
                            orderNumber: string;
                            checkoutId: string | null;
                            placedAt: string;
                            /** @enum {string} */
                            orderStatus: "Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded";
                            customer: {
                                customerId: string;
                                email: string | null;
                                phone: string;
                                firstName: string | null;
                                lastName: string | null;
                            };
                            items: {
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
                                /** @enum {string} */
                                itemStatus: "Pending" | "Shipped" | "Delivered";
                                trackingNumber: string | null;
                            }[];
                            shippingAddress: {
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
                            billingAddress: {
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
                            totals: {
                                subtotal: number;
                                shippingTotal: number;
                                taxTotal: number;
                                discountTotal: number;
                                totalAmount: number;
                            };
                            paymentMethod: {
                                method: string;
                                display: string;
                                last4: string | null;
                                brand: string | null;
                            };
                            deliveryInstructions: string | null;
                            currency: string;
                            statusHistory: {
                                /** @enum {string} */
                                status: "Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded";
                                previousStatus: ("Pending" | "Confirmed" | "Processing" | "PartiallyShipped" | "Shipped" | "PartiallyDelivered" | "Delivered" | "Cancelled" | "Refunded") | null;
                                changedAt: string;
                                reason: string;
                                notes: string | null;
                                itemIds: string[];
                                /** @enum {string} */
                                source: "api" | "customer" | "system";
                            }[];
                            trackingInfo: {
                                trackingNumber: string;
                                carrier: string | null;
                                trackingUrl: string | null;
                                itemIds: string[];
                                addedAt: string;
                            }[];
                            cancellation: {
                                cancelledAt: string;
                                reason: string | null;
                            } | null;
                            refund: {
                                refundId: string;
                                amount: number;
                                /** @enum {string} */
                                status: "Scheduled" | "Completed";
                                requestedAt: string;
                                refundedAt: string | null;
                            } | null;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST, INVALID_CANCELLATION, INVALID_REFUND_AMOUNT */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST" | "INVALID_CANCELLATION" | "INVALID_REFUND_AMOUNT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_API_KEY, API_KEY_INACTIVE */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_API_KEY" | "API_KEY_INACTIVE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED, NO_STORE_ACCESS */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED" | "NO_STORE_ACCESS";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ORDER_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ORDER_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            ownerId: string;
                            email: string | null;
                            stores: {
                                storeId: string;
                                name: string;
                                /** @enum {string} */
                                role: "owner" | "admin" | "viewer";
                            }[];
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            storeId: string;
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "viewer";
                            checkoutSettings: {
                                currency: string;
                                taxRate: number;
                                shipping: {
                                    flatRate: number;
                                    freeShippingThreshold: number | null;
                                };
                                cartAbandonmentMinutes: number;
                            };
                            branding: {
                                name: string;
                                logoUrl: string | null;
                                colors: {
                                    primary: string;
                                    secondary: string;
                                    accent: string;
                                };
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            storeId: string;
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "viewer";
                            checkoutSettings: {
                                currency: string;
                                taxRate: number;
                                shipping: {
                                    flatRate: number;
                                    freeShippingThreshold: number | null;
                                };
                                cartAbandonmentMinutes: number;
                            };
                            branding: {
                                name: string;
                                logoUrl: string | null;
                                colors: {
                                    primary: string;
                                    secondary: string;
                                    accent: string;
                                };
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    checkoutSettings?: {
                        currency?: string;
                        taxRate?: number;
                        shipping?: {
                            flatRate: number;
                            freeShippingThreshold: number | null;
                        };
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
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            storeId: string;
                            name: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "viewer";
                            checkoutSettings: {
                                currency: string;
                                taxRate: number;
                                shipping: {
                                    flatRate: number;
                                    freeShippingThreshold: number | null;
                                };
                                cartAbandonmentMinutes: number;
                            };
                            branding: {
                                name: string;
                                logoUrl: string | null;
                                colors: {
                                    primary: string;
                                    secondary: string;
                                    accent: string;
                                };
                            };
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            keyId: string;
                            /** @enum {string} */
                            type: "publishable" | "secret";
                            /** @enum {string} */
                            mode: "test" | "live";
                            name: string | null;
                            last4: string;
                            /** @enum {string} */
                            status: "Active" | "Revoked";
                            createdAt: string;
                            revokedAt: string | null;
                            lastUsedAt: string | null;
                            key?: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    type: "publishable" | "secret";
                    /** @enum {string} */
                    mode: "test" | "live";
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            keyId: string;
                            key: string;
                            /** @enum {string} */
                            type: "publishable" | "secret";
                            /** @enum {string} */
                            mode: "test" | "live";
                            name: string | null;
                            last4: string;
                            /** @constant */
                            status: "Active";
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            keyId: string;
                            /** @enum {string} */
                            type: "publishable" | "secret";
                            /** @enum {string} */
                            mode: "test" | "live";
                            name: string | null;
                            last4: string;
                            /** @enum {string} */
                            status: "Active" | "Revoked";
                            createdAt: string;
                            revokedAt: string | null;
                            lastUsedAt: string | null;
                            key?: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            at: string;
                            actor: {
                                ownerId: string;
                                email: string | null;
                            };
                            action: string;
                            target: {
                                /** @enum {string} */
                                type: "store" | "apiKey" | "member" | "webhook" | "webhookDelivery";
                                id: string;
                            };
                            mode: ("test" | "live") | null;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            storeId: string;
                            url: string;
                            events: string[];
                            description: string;
                            isEnabled: boolean;
                            /** @constant */
                            apiVersion: "1.0";
                            includeApiOriginated: boolean;
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
                        }[];
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: string[];
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
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            storeId: string;
                            url: string;
                            events: string[];
                            description: string;
                            isEnabled: boolean;
                            /** @constant */
                            apiVersion: "1.0";
                            includeApiOriginated: boolean;
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
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description TOO_MANY_WEBHOOKS, DUPLICATE_URL, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "TOO_MANY_WEBHOOKS" | "DUPLICATE_URL" | "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            storeId: string;
                            url: string;
                            events: string[];
                            description: string;
                            isEnabled: boolean;
                            /** @constant */
                            apiVersion: "1.0";
                            includeApiOriginated: boolean;
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
                            recentDeliveries: {
                                deliveryId: string;
                                /** Format: starts_with */
                                eventId: string;
                                eventType: string;
                                attempt: number;
                                /** Format: date-time */
                                timestamp: string;
                                responseCode: number | null;
                                success: boolean;
                                durationMs: number;
                                error: string | null;
                            }[];
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: string[];
                    description?: string;
                    isEnabled?: boolean;
                    includeApiOriginated?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: uuid */
                            storeId: string;
                            url: string;
                            events: string[];
                            description: string;
                            isEnabled: boolean;
                            /** @constant */
                            apiVersion: "1.0";
                            includeApiOriginated: boolean;
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
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description DUPLICATE_URL, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "DUPLICATE_URL" | "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    eventType?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            deliveryId: string;
                            /** Format: starts_with */
                            eventId: string;
                            success: boolean;
                            responseCode: number | null;
                            durationMs: number;
                            error?: string | null;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            /** Format: uuid */
                            id: string;
                            /** Format: starts_with */
                            secret: string;
                            secretMask: string;
                            /** Format: date-time */
                            rotatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
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
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND, DELIVERY_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND" | "DELIVERY_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            deliveryId: string;
                            attempt: number;
                            success: boolean;
                            responseCode: number | null;
                            durationMs: number;
                            error: ("timeout" | "tls" | "dns" | "refused" | "ssrf_blocked" | "redirect" | "non_2xx") | null;
                            errorMessage: string | null;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND, DELIVERY_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND" | "DELIVERY_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    since: string;
                };
            };
        };
        responses: {
            /** @description Success */
            202: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            recoveryId: string;
                            queued: number;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, WEBHOOK_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "WEBHOOK_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description WEBHOOK_DISABLED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "WEBHOOK_DISABLED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
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
                            }[];
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, EVENT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "EVENT_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            memberId: string;
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
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    role: "owner" | "admin" | "viewer";
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            memberId: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "viewer";
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    role: "owner" | "admin" | "viewer";
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            memberId: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "viewer";
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description LAST_OWNER, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "LAST_OWNER" | "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
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
                    /** @description Requests allowed per 60 s window */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the window */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Unix time (s) the window resets */
                    "X-RateLimit-Reset"?: number;
                    /** @description Request id, also in the logs */
                    "X-Request-Id"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        data: {
                            memberId: string;
                            email: string;
                            /** @enum {string} */
                            role: "owner" | "admin" | "viewer";
                            createdAt: string;
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description INVALID_REQUEST */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_REQUEST";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INVALID_TOKEN, TOKEN_EXPIRED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INVALID_TOKEN" | "TOKEN_EXPIRED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description ACCESS_DENIED */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "ACCESS_DENIED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description STORE_NOT_FOUND, NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "STORE_NOT_FOUND" | "NOT_FOUND";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description LAST_OWNER, CONFLICT */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "LAST_OWNER" | "CONFLICT";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description PAYLOAD_TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "PAYLOAD_TOO_LARGE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description RATE_LIMIT_EXCEEDED */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "RATE_LIMIT_EXCEEDED";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description INTERNAL_ERROR */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "INTERNAL_ERROR";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description SERVICE_UNAVAILABLE */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        message: string;
                        /** @enum {unknown} */
                        errorCode: "SERVICE_UNAVAILABLE";
                        details?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
}
