import * as z from 'zod';
import { config } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { createHttpHandler, type HttpHandlerOptions } from '../../shared/http/handler.ts';
import { defaultOwnerAccess } from '../../shared/http/token-verifiers.ts';
import { defineOperation } from '../../shared/http/types.ts';
import { dynamoStripeConnectionStore } from '../../shared/payments/dynamo-stripe-connection-store.ts';
import { secretSealerFor, stripeClientOptions } from '../../shared/payments/dynamo-payment-providers.ts';
import {
  connectStripeSchema,
  createStripeConnections,
  paymentsModeQuerySchema,
  stripeConnectionViewSchema,
  type StripeConnections,
} from '../../shared/payments/connections.ts';

let shared: StripeConnections | undefined;
/** The composition root: connections in the table, sealed with KMS (or the local key file), checked against Stripe. */
const defaultConnections = () =>
  (shared ??= createStripeConnections({
    store: dynamoStripeConnectionStore(documentClient(), config().tableName),
    sealer: secretSealerFor(config()),
    // One Stripe call: the account the key belongs to (a refused key throws).
    checkKey: async (secretKey) => {
      // The Stripe package loads on the first check, not at the function's cold start.
      const { stripeClient } = await import('../../shared/payments/stripe-client.ts');
      const stripe = await stripeClient(secretKey, stripeClientOptions(config()));
      const account = await stripe.accounts.retrieveCurrent();
      return { accountId: account.id };
    },
  }));

const storePath = z.object({ storeId: z.string().min(1) });

/** The admin API's payments routes (owner or admin of the store; the middleware checked the role). */
export const createAdminPaymentsHandler = (
  connections: () => StripeConnections = defaultConnections,
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
