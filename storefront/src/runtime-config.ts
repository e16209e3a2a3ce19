/**
 * What the storefront learns at run time (docs/decisions.md §13.2), from `config.json?store=<id>`
 * next to index.html (`npm run dev` serves it for every store). Types only: the local runtime
 * imports it too.
 */
export interface StorefrontRuntimeConfig {
  /** Origin of the API ('' = the storefront's own origin). */
  apiBaseUrl: string;
  storeId: string;
  publishableKey: string;
  /** The store's Stripe publishable key when Stripe takes its payments; null: the built-in test cards. */
  stripePublishableKey: string | null;
}
