import * as z from 'zod';
import { config } from '../../shared/config.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { defineOperation } from '../../shared/http/types.ts';
import { STRIPE_SIGNATURE_HEADER } from '../../shared/payments/stripe-webhook.ts';
import { stripeWebhook } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

const webhook = () => stripeWebhook(config());

const webhookPath = /* @__PURE__ */ lazySchema(() =>
  z.object({ storeId: z.string().min(1), mode: z.enum(['test', 'live']) }),
);

export const handler = createHttpHandler({
  group: 'stripeWebhooks',
  operations: {
    receiveStripeWebhook: defineOperation({
      summary:
        'Stripe’s webhook endpoint for a store and mode (set it in the Stripe dashboard); verified with the Stripe-Signature header',
      params: webhookPath,
      response: lazySchema(() =>
        z.object({ received: z.literal(true), duplicate: z.boolean(), handled: z.string() }),
      ),
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
