import * as z from 'zod';
import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { defineOperation } from '../../shared/http/types.ts';
import { recordRefundFailed } from '../../shared/observability.ts';
import { dynamoOrderRepository } from '../../shared/orders/dynamo-order-repository.ts';
import { dynamoRefundSettlement } from '../../shared/orders/dynamo-refund-settlement.ts';
import { createRefundOutcomes } from '../../shared/orders/refund-job.ts';
import { dynamoStripeEventLog } from '../../shared/payments/dynamo-stripe-event-log.ts';
import { createStripeWebhook, STRIPE_SIGNATURE_HEADER } from '../../shared/payments/stripe-webhook.ts';
import { checkoutCompletion, stripeCredentials } from '../compose/checkout.ts';

/** The composition root: the webhook service on the process's document client and table. */
const webhook = () => {
  const db = documentClient();
  const settings = config();
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
};

const webhookPath = z.object({ storeId: z.string().min(1), mode: z.enum(['test', 'live']) });

export const handler = createHttpHandler({
  group: 'stripeWebhooks',
  operations: {
    receiveStripeWebhook: defineOperation({
      summary:
        'Stripe’s webhook endpoint for a store and mode (set it in the Stripe dashboard); verified with the Stripe-Signature header',
      params: webhookPath,
      response: z.object({ received: z.literal(true), duplicate: z.boolean(), handled: z.string() }),
      errors: ['INVALID_REQUEST'],
      // Answered as is, without the success envelope (as every `none` route; Stripe reads only the status).
      handle: async (ctx) => ({
        raw: true,
        data: await webhook()(
          ctx.params.storeId,
          ctx.params.mode,
          ctx.rawBody,
          ctx.headers[STRIPE_SIGNATURE_HEADER],
        ),
      }),
    }),
  },
});
