import { dynamoCheckoutCompletion } from './checkout-completion.ts';
import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { logger } from '../../shared/logger.ts';
import type { StripeCredentialSource } from '../../shared/payments/credentials.ts';
import { dynamoStripeCredentials } from '../../shared/payments/dynamo-payment-providers.ts';

/**
 * Checkout completion's composition root, which the carts, checkout-recovery, Stripe webhook and
 * refund-job functions use too: the configured settings on the process's document client and
 * table. Services are plain objects built per call; only the credential cache is per process. The
 * calling function's root reads the configuration and passes it.
 */
let credentials: StripeCredentialSource | undefined;

/** One credential cache per process (opened secrets are reused while the stored item is unchanged). */
export const stripeCredentials = (settings: AppConfig): StripeCredentialSource =>
  (credentials ??= dynamoStripeCredentials(documentClient(), settings.tableName, settings));

export const checkoutCompletion = (settings: AppConfig) =>
  dynamoCheckoutCompletion({
    db: documentClient(),
    tableName: settings.tableName,
    settings,
    credentials: stripeCredentials(settings),
    // Stripe Tax failed and the store's rate table priced the order (docs/decisions.md §12.10).
    onTaxFallback: (error) =>
      logger.warn('Stripe Tax failed; the order is taxed from the rate table (taxEstimated)', {
        error: error instanceof Error ? error.message : String(error),
      }),
  });
