/**
 * @store-commerce/sdk: a storefront client (publishable key), a server client (secret key)
 * and a webhook verifier, on fetch and WebCrypto only.
 */
export { createStorefrontClient } from './storefront.js';
export type { CompleteCheckoutOptions, StorefrontClient, StorefrontClientOptions } from './storefront.js';
export { createServerClient } from './server.js';
export type { EventFeedPage, EventFeedQuery, ServerClient, ServerClientOptions } from './server.js';
export type { ClientOptions } from './options.js';
export { PaymentActionRequiredError, StoreCommerceError, TotalChangedError } from './errors.js';
export type { ChangedTotals, ErrorDetail } from './errors.js';
export type { RetryOptions } from './retry.js';
export { verifyWebhook, WebhookVerificationError } from './webhooks.js';
export type { VerifyWebhookOptions, WebhookHeaders, WebhookVerificationFailure } from './webhooks.js';
export { checkSequence, createSequenceTracker, resolveGap, resourceKey } from './sequence.js';
export type { EventFeedReader, SequenceCheck } from './sequence.js';
export type * from './types.js';
