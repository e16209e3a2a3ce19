import * as z from 'zod';
import { config } from '../../shared/config.ts';
import { createHttpHandler, type HttpHandlerOptions } from '../../shared/http/handler.ts';
import { defaultOwnerAccess } from '../../shared/http/token-verifiers.ts';
import { defineOperation } from '../../shared/http/types.ts';
import {
  connectStripeSchema,
  paymentsModeQuerySchema,
  stripeConnectionViewSchema,
  type StripeConnections,
} from '../../shared/payments/connections.ts';
import { stripeConnections } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

const storePath = /* @__PURE__ */ lazySchema(() => z.object({ storeId: z.string().min(1) }));

/** The admin API's payments routes (owner or admin of the store; the middleware checked the role). */
export const createAdminPaymentsHandler = (
  connections: () => StripeConnections = () => stripeConnections(config()),
  options: Pick<HttpHandlerOptions<'adminPayments'>, 'ownerAccess' | 'guard'> = {},
) =>
  createHttpHandler({
    group: 'adminPayments',
    ownerAccess: defaultOwnerAccess,
    ...options,
    operations: {
      adminConnectStripe: defineOperation({
        summary:
          'Connect Stripe for one mode: a secret or restricted key of that mode (checked with one Stripe call) and the webhook signing secret; both stored encrypted, never returned',
        params: storePath,
        query: paymentsModeQuerySchema,
        body: connectStripeSchema,
        response: stripeConnectionViewSchema,
        errors: ['INVALID_REQUEST', 'STORE_NOT_FOUND', 'ACCESS_DENIED'],
        handle: async (ctx) => ({
          data: await connections().connect(ctx.owner!, ctx.params.storeId, ctx.query.mode, ctx.body),
        }),
      }),
      adminGetStripe: defineOperation({
        summary: 'The Stripe connection of one mode: account and key’s last four characters, never the key',
        params: storePath,
        query: paymentsModeQuerySchema,
        response: stripeConnectionViewSchema,
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED'],
        handle: async (ctx) => ({ data: await connections().get(ctx.params.storeId, ctx.query.mode) }),
      }),
      adminDisconnectStripe: defineOperation({
        summary: 'Disconnect Stripe for one mode (live checkout then answers 409 PAYMENTS_NOT_CONFIGURED)',
        params: storePath,
        query: paymentsModeQuerySchema,
        response: stripeConnectionViewSchema,
        errors: ['STORE_NOT_FOUND', 'ACCESS_DENIED'],
        handle: async (ctx) => ({
          data: await connections().disconnect(ctx.owner!, ctx.params.storeId, ctx.query.mode),
        }),
      }),
    },
  });

export const handler = createAdminPaymentsHandler();
