import type Stripe from 'stripe';

/**
 * The one place a Stripe client is built. The API version is pinned, so a Stripe account
 * upgrade never changes what our code reads. Network retries are off: our own retries reuse
 * the same idempotency key (a timed-out charge is answered 503 and retried by the client),
 * and a request must finish inside the function's timeout.
 *
 * The Stripe package is a quarter of the bytes of a function that can charge: `stripeClient`
 * loads it with `import()` on the first Stripe call, and the deployed bundles ship it beside the
 * function as a file of its own (LAZY_PACKAGES in infra/cdk/bundling.ts), so a cold start never
 * reads it (docs/decisions.md §11.1). Nothing else may import the package's values: a static
 * import anywhere in a function would put it back on the cold path. Types may be imported.
 * Composition roots also `import()` this module and the adapters where a Stripe call is about to
 * happen, so their code is evaluated only then.
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

/** A client built with the package's class (tests that hold it already). */
export const createStripeClient = (
  StripeClass: typeof Stripe,
  secretKey: string,
  options: StripeClientOptions = {},
): Stripe =>
  new StripeClass(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 0,
    timeout: options.timeoutMs ?? DEFAULT_STRIPE_TIMEOUT_MS,
    telemetry: false,
    ...hostOptions(options.apiUrl),
  });

/** A client, the package loaded on the first call of the container. */
export const stripeClient = async (secretKey: string, options: StripeClientOptions = {}): Promise<Stripe> =>
  createStripeClient((await import('stripe')).default, secretKey, options);

export { stripeKeyMode } from './stripe-keys.ts';
