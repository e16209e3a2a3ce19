import { dynamoCheckoutCompletion } from './checkout-completion.ts';
import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { logger } from '../../shared/logger.ts';
import type { StripeCredentialSource } from '../../shared/payments/credentials.ts';
import { dynamoStripeCredentials } from '../../shared/payments/dynamo-payment-providers.ts';

/**
 * Checkout completion's composition root, which the carts, checkout-recovery, Stripe webhook and
 * refund-job functions use too: the configured settings on the process's document client and
 * table. Services are plain objects built per call; only the credential cache is per process.
 */
let credentials: StripeCredentialSource | undefined;

/** One credential cache per process (opened secrets are reused while the stored item is unchanged). */
export const stripeCredentials = (): StripeCredentialSource =>
  (credentials ??= dynamoStripeCredentials(documentClient(), config().tableName, config()));

export const checkoutCompletion = () =>
  dynamoCheckoutCompletion({
    db: documentClient(),
    tableName: config().tableName,
    settings: config(),
    credentials: stripeCredentials(),
    // Stripe Tax failed and the store's rate table priced the order (docs/decisions.md §12.10).
    onTaxFallback: (error) =>
      logger.warn('Stripe Tax failed; the order is taxed from the rate table (taxEstimated)', {
        error: error instanceof Error ? error.message : String(error),
      }),
  });
