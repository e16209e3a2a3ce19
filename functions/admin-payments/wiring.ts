import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { createStripeConnections, type StripeConnections } from '../../shared/payments/connections.ts';
import { secretSealerFor, stripeClientOptions } from '../../shared/payments/dynamo-payment-providers.ts';
import { dynamoStripeConnectionStore } from '../../shared/payments/dynamo-stripe-connection-store.ts';
import { perContainer } from '../compose/lifetime.ts';

/**
 * The admin-payments function's composition root: connections in the table, sealed with KMS (or
 * the local key file), checked against Stripe. Built once per container.
 */
export const stripeConnections = perContainer((settings: AppConfig): StripeConnections =>
  createStripeConnections({
    store: dynamoStripeConnectionStore(documentClient(), settings.tableName),
    sealer: secretSealerFor(settings),
    // One Stripe call: the account the key belongs to (a refused key throws).
    checkKey: async (secretKey) => {
      // The Stripe package loads on the first check, not at the function's cold start.
      const { stripeClient } = await import('../../shared/payments/stripe-client.ts');
      const stripe = await stripeClient(secretKey, stripeClientOptions(settings));
      const account = await stripe.accounts.retrieveCurrent();
      return { accountId: account.id };
    },
  }),
);
