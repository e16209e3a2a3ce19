import Stripe from 'stripe';

/**
 * The one place a Stripe client is built. The API version is pinned, so a Stripe account
 * upgrade never changes what our code reads. Network retries are off: our own retries reuse
 * the same idempotency key (a timed-out charge is answered 503 and retried by the client),
 * and a request must finish inside the function's timeout.
 *
 * The Stripe package is a quarter of the bytes of a function that can charge: composition roots
 * import this module (and the adapters built on it) with `await import()` where a Stripe call is
 * about to happen, so the package is evaluated on the first Stripe call, never at a cold start,
 * and a split build can leave it out of the cold path (docs/decisions.md §11.1). Types may be
 * imported statically.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies Stripe.LatestApiVersion;

export interface StripeClientOptions {
  /** STRIPE_API_URL (local and tests only): another host for the API, e.g. a fake. */
  apiUrl?: string | undefined;
  /** STRIPE_TIMEOUT_MS: how long one Stripe call may take. */
  timeoutMs?: number;
}

export const DEFAULT_STRIPE_TIMEOUT_MS = 7000;

const hostOptions = (apiUrl: string | undefined) => {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  } as const;
};

export const stripeClient = (secretKey: string, options: StripeClientOptions = {}): Stripe =>
  new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 0,
    timeout: options.timeoutMs ?? DEFAULT_STRIPE_TIMEOUT_MS,
    telemetry: false,
    ...hostOptions(options.apiUrl),
  });

export { stripeKeyMode } from './stripe-keys.ts';
