import type { Mode } from '../db/keys.ts';
import { unconfiguredLivePaymentProvider } from './live-provider.ts';
import type { ChargeLedger, PaymentProvider } from './ports.ts';
import type { StripeClientOptions } from './stripe-client.ts';
import type { StripeCredentialSource } from './credentials.ts';
import { testPaymentProvider } from './test-provider.ts';

/**
 * The payment provider of a (store, mode): the store's Stripe connection of that mode if it has
 * one; otherwise the built-in test provider in test mode (spec: "no real charges are
 * processed") and, in live mode, the unconfigured adapter (checkout answers 409
 * PAYMENTS_NOT_CONFIGURED before reserving anything).
 */
export type PaymentProviders = (scope: {
  storeId: string;
  mode: Mode;
}) => PaymentProvider | Promise<PaymentProvider>;

/**
 * The providers built into the service, no Stripe: the test provider in test mode, the
 * unconfigured adapter in live mode. A composition root that never reaches a store's Stripe
 * connection takes these, and its function's bundle leaves the Stripe package out.
 * `ledger`: where the test provider records its charges (the table's, from the composition roots).
 */
export const builtInPaymentProviders = (ledger?: ChargeLedger): PaymentProviders => {
  const test = testPaymentProvider(ledger);
  const live = unconfiguredLivePaymentProvider();
  return ({ mode }) => (mode === 'test' ? test : live);
};

/** The built-in providers, and the store's Stripe connection of the mode where it has one. */
export const defaultPaymentProviders = (
  deps: { ledger?: ChargeLedger; stripe?: StripeCredentialSource; stripeOptions?: StripeClientOptions } = {},
): PaymentProviders => {
  const builtIn = builtInPaymentProviders(deps.ledger);
  return async (scope) => {
    const credentials = await deps.stripe?.(scope.storeId, scope.mode);
    if (credentials) {
      // Loaded on the first Stripe payment of the container, not at import (stripe-client.ts).
      const [{ stripeClient }, { stripePaymentProvider }] = await Promise.all([
        import('./stripe-client.ts'),
        import('./stripe-provider.ts'),
      ]);
      return stripePaymentProvider(await stripeClient(credentials.secretKey, deps.stripeOptions));
    }
    return builtIn(scope);
  };
};
