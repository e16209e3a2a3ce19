import type { AppConfig } from '../../shared/config.ts';
import { dynamoCartRepository } from '../../shared/carts/dynamo-cart-repository.ts';
import { createCartService, type InFlightCompletions } from '../../shared/carts/service.ts';
import { cartShippingOptionsService } from '../../shared/carts/shipping-options.ts';
import { createInFlightSettlement } from '../../shared/checkout/in-flight.ts';
import type { PrefetchedItems } from '../../shared/db/batch.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoChargeLedger } from '../../shared/payments/dynamo-charge-ledger.ts';
import { dynamoStripeConnectionStore } from '../../shared/payments/dynamo-stripe-connection-store.ts';
import { builtInPaymentProviders } from '../../shared/payments/providers.ts';
import { dynamoCompletionDeps } from '../compose/checkout-completion.ts';
import { discountStore } from '../compose/discounts.ts';
import { perContainer } from '../compose/lifetime.ts';

/**
 * What carts needs of checkout completion: settling the cart's interrupted completion before a
 * new checkout. No cart call charges, so the function carries no Stripe client (a quarter of a
 * charging function's bundle): it settles on the built-in providers, and a completion of a store
 * connected to Stripe for the mode is left to the checkout recovery job, the new checkout
 * answering 409 as while the attempt's lease lasts (docs/decisions.md, carts: starting a
 * checkout while a payment is in flight).
 */
const inFlightCompletions = (settings: AppConfig): InFlightCompletions => {
  const db = documentClient();
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

/**
 * The carts function's composition root, built once per container. A request's cart service
 * (`cart`) is made on the cart and variant its route's prefetch read with the API key
 * (`prefetched`, docs/decisions.md §11.8): that repository belongs to the request, the rest
 * (in-flight settlement, discount codes) to the container.
 */
export const cartServices = perContainer((settings: AppConfig) => {
  const db = documentClient();
  const completions = inFlightCompletions(settings);
  const discounts = discountStore(settings);
  return {
    cart: (prefetched?: PrefetchedItems) =>
      createCartService({
        carts: dynamoCartRepository(db, settings.tableName, prefetched ? { prefetched } : {}),
        abandonAfterSeconds: settings.cartAbandonAfterSeconds,
        completions,
        discounts,
      }),
    shippingOptions: cartShippingOptionsService({ carts: dynamoCartRepository(db, settings.tableName) }),
  };
});
