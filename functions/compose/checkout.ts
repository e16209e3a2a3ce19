import { dynamoCheckoutCompletion } from './checkout-completion.ts';
import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { logger } from '../../shared/logger.ts';
import type { StripeCredentialSource } from '../../shared/payments/credentials.ts';
import {
  dynamoPaymentProviders,
  dynamoStripeCredentials,
  stripeClientOptions,
} from '../../shared/payments/dynamo-payment-providers.ts';
import { storeTaxCalculators } from '../../shared/checkout/tax-calculators.ts';
import { perContainer } from './lifetime.ts';

/**
 * Checkout completion as the checkout, checkout-recovery, Stripe webhook and refund-job functions
 * assemble it: the configured settings on the process's document client and table, with the
 * stores' Stripe connections for payments and Stripe Tax. Each function's wiring builds it once
 * per container; the credential cache is one per container whichever builds it. The calling
 * function's root reads the configuration and passes it. (The carts function settles without
 * Stripe: functions/carts/wiring.ts.)
 */
/** One credential cache per container (opened secrets are reused while the stored item is unchanged). */
export const stripeCredentials = perContainer((settings: AppConfig): StripeCredentialSource =>
  dynamoStripeCredentials(documentClient(), settings.tableName, settings),
);

export const checkoutCompletion = (settings: AppConfig) => {
  const db = documentClient();
  return dynamoCheckoutCompletion({
    db,
    tableName: settings.tableName,
    settings,
    payments: dynamoPaymentProviders(db, settings.tableName, {
      credentials: stripeCredentials(settings),
      settings,
    }),
    taxCalculators: storeTaxCalculators({
      stripe: stripeCredentials(settings),
      stripeOptions: stripeClientOptions(settings),
      // Stripe Tax failed and the store's rate table priced the order (docs/decisions.md §12.10).
      onFallback: (error) =>
        logger.warn('Stripe Tax failed; the order is taxed from the rate table (taxEstimated)', {
          error: error instanceof Error ? error.message : String(error),
        }),
    }),
  });
};
