import * as z from 'zod';
import { config } from '../../shared/config.ts';
import { ApiError } from '../../shared/errors.ts';
import { customerViewSchema, myProfilePatchSchema } from '../../shared/customers/schemas.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { defaultCustomerTokens } from '../../shared/http/token-verifiers.ts';
import { pageRequestSchema } from '../../shared/db/page.ts';
import { defineOperation, type OperationContext } from '../../shared/http/types.ts';
import { orderResponseSchema } from '../../shared/orders/response-schema.ts';
import { accountServices, type AccountServices } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

/** The token was checked against the profile when the request came in; gone since is the same answer. */
const tokenCustomerGone = () => new ApiError('INVALID_TOKEN', 'The customer token is invalid');

const me = (ctx: OperationContext<unknown, unknown, unknown>) => ({
  scope: { storeId: ctx.auth.storeId, mode: ctx.auth.mode },
  customerId: ctx.customer!.customerId,
});

/**
 * Customers' own profile and orders (publishable or secret key + customer JWT,
 * docs/decisions.md §3.14). The middleware has verified the token and that its customer still
 * exists, so `ctx.customer` is set.
 */
export const createAccountHandler = (services: () => AccountServices = () => accountServices(config())) =>
  createHttpHandler({
    group: 'account',
    customerTokens: defaultCustomerTokens,
    operations: {
      getMyProfile: defineOperation({
        summary: "The signed-in customer's profile",
        response: customerViewSchema,
        errors: [],
        handle: async (ctx) => {
          const { scope, customerId } = me(ctx);
          return { data: await services().profiles.get(scope, customerId, tokenCustomerGone) };
        },
      }),
      updateMyProfile: defineOperation({
        summary:
          'Change first name, last name or email (null clears); sends customer.updated. A new email without `code` is not changed yet: 202 and a 6-digit code is sent to it (test mode: 000000), whoever holds it; with its `code` the email changes and is verified, 409 CONFLICT if another customer of the store holds it verified',
        response: customerViewSchema,
        alsoAnswers: {
          status: 202,
          description: 'A code was sent to the new email; the other fields changed, the email not yet',
        },
        errors: ['INVALID_REQUEST', 'CONFLICT', 'INVALID_TOKEN', 'RATE_LIMIT_EXCEEDED'],
        body: myProfilePatchSchema,
        handle: async (ctx) => {
          const { customerId } = me(ctx);
          return services().profiles.editMine({
            store: ctx.auth.store!,
            mode: ctx.auth.mode,
            customerId,
            patch: ctx.body,
            sourceIp: ctx.sourceIp,
            notFound: tokenCustomerGone,
          });
        },
      }),
      listMyOrders: defineOperation({
        summary:
          "The signed-in customer's orders, newest first (the order views of GET /api/v1/orders/{orderId})",
        response: lazySchema(() => z.array(orderResponseSchema)),
        errors: ['INVALID_REQUEST'],
        query: pageRequestSchema,
        paginated: true,
        handle: async (ctx) => {
          const { scope, customerId } = me(ctx);
          return services().profiles.orders(scope, customerId, ctx.query);
        },
      }),
    },
  });

export const handler = createAccountHandler();
