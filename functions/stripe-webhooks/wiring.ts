import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { recordRefundFailed } from '../../shared/observability.ts';
import { dynamoOrderRepository } from '../../shared/orders/dynamo-order-repository.ts';
import { dynamoRefundSettlement } from '../../shared/orders/dynamo-refund-settlement.ts';
import { createRefundOutcomes } from '../../shared/orders/refund-job.ts';
import { dynamoStripeEventLog } from '../../shared/payments/dynamo-stripe-event-log.ts';
import { createStripeWebhook } from '../../shared/payments/stripe-webhook.ts';
import { checkoutCompletion, stripeCredentials } from '../compose/checkout.ts';
import { perContainer } from '../compose/lifetime.ts';

/**
 * The Stripe webhook function's composition root: the webhook service on the process's document
 * client and table, with the stores' Stripe connections and checkout completion
 * (functions/compose/checkout.ts), built once per container.
 */
export const stripeWebhook = perContainer((settings: AppConfig) => {
  const db = documentClient();
  const { tableName } = settings;
  const orders = dynamoOrderRepository(db, tableName);
  return createStripeWebhook({
    credentials: stripeCredentials(settings),
    events: dynamoStripeEventLog(db, tableName),
    orders,
    refunds: createRefundOutcomes({ orders, settlements: dynamoRefundSettlement(db, tableName) }),
    completion: checkoutCompletion(settings),
    onRefundFailed: recordRefundFailed,
  });
});
