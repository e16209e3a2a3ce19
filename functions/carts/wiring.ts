import type { InFlightCompletions } from '../../shared/carts/service.ts';
import { dynamoCompletionDeps } from '../compose/checkout-completion.ts';
import { createInFlightSettlement } from '../../shared/checkout/in-flight.ts';
import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoChargeLedger } from '../../shared/payments/dynamo-charge-ledger.ts';
import { dynamoStripeConnectionStore } from '../../shared/payments/dynamo-stripe-connection-store.ts';
import { builtInPaymentProviders } from '../../shared/payments/providers.ts';

/**
 * What carts needs of checkout completion: settling the cart's interrupted completion before a
 * new checkout. No cart call charges, so the function carries no Stripe client (a quarter of a
 * charging function's bundle): it settles on the built-in providers, and a completion of a store
 * connected to Stripe for the mode is left to the checkout recovery job, the new checkout
 * answering 409 as while the attempt's lease lasts (docs/decisions.md, carts: starting a
 * checkout while a payment is in flight).
 */
export const inFlightCompletions = (): InFlightCompletions => {
  const db = documentClient();
  const settings = config();
  const connections = dynamoStripeConnectionStore(db, settings.tableName);
  return createInFlightSettlement(
    dynamoCompletionDeps({
      db,
      tableName: settings.tableName,
      settings,
      payments: builtInPaymentProviders(dynamoChargeLedger(db, settings.tableName)),
      settlesInterrupted: async ({ storeId, mode }) => !(await connections.get(storeId, mode)),
    }),
  );
};
