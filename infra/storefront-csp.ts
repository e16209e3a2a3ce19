/**
 * The reference storefront's Content-Security-Policy (docs/decisions.md §13.3). Pure TypeScript,
 * so the local runtime and any deployment can share it.
 *
 * Scripts come from the storefront's own origin and Stripe.js (https://js.stripe.com) only;
 * styles from its own origin; it calls its own origin (the API) and Stripe's API; Stripe's Payment
 * Element and 3-D Secure challenge run in Stripe's frames; product images and logos may live on
 * any HTTPS host; nobody may frame the shop.
 */
export const STRIPE_JS = 'https://js.stripe.com';

export const storefrontContentSecurityPolicy = (): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${STRIPE_JS}`,
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com",
    `frame-src ${STRIPE_JS} https://hooks.stripe.com`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
