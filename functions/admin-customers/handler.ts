import * as z from 'zod';
import { cartSchema } from '../../shared/carts/schemas.ts';
import { config } from '../../shared/config.ts';
import {
  adminCustomerViewSchema,
  customerListQuerySchema,
} from '../../shared/customer-accounts/owner-customers.ts';
import { customerViewSchema, profilePatchSchema } from '../../shared/customers/schemas.ts';
import { createHttpHandler, type HttpHandlerOptions } from '../../shared/http/handler.ts';
import { defaultOwnerAccess } from '../../shared/http/token-verifiers.ts';
import { modeQuerySchema } from '../../shared/db/page.ts';
import { defineOperation } from '../../shared/http/types.ts';
import { orderResponseSchema } from '../../shared/orders/response-schema.ts';
import { idParam } from '../../shared/util/fields.ts';
import { customerServices, type CustomerServices } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

const storePath = /* @__PURE__ */ lazySchema(() => z.object({ storeId: z.string().min(1) }));
const customerPath = /* @__PURE__ */ lazySchema(() => storePath.unwrap().extend({ customerId: idParam() }));
const READ_ERRORS = ['STORE_NOT_FOUND', 'ACCESS_DENIED', 'INVALID_REQUEST'] as const;

const customerExportQuerySchema = /* @__PURE__ */ lazySchema(() =>
  modeQuerySchema.unwrap().extend({
    format: z.literal('csv', { error: 'format must be "csv"' }).default('csv'),
  }),
);

const customerExportSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    exportedAt: z.string(),
    storeId: z.string(),
    mode: z.enum(['test', 'live']),
    customer: customerViewSchema,
    orders: z.array(orderResponseSchema),
    carts: z.array(cartSchema),
  }),
);

const erasureSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    customerId: z.string(),
    deletedAt: z.string(),
    ordersErased: z
      .number()
      .meta({ description: 'Orders this call erased (0 when a repeated call finds them done)' }),
  }),
);

/**
 * Customers for store owners (owner access tokens; `?mode=test|live`, default test): search,
 * read, edit (owner/admin), export (owner/admin) and erase (owner). The middleware has checked
 * the caller's role on the path's store, so `ctx.owner` is set.
 */
export const createAdminCustomersHandler = (
  services: () => CustomerServices = () => customerServices(config()),
  options: Pick<HttpHandlerOptions<'adminCustomers'>, 'ownerAccess' | 'guard'> = {},
) =>
  createHttpHandler({
    group: 'adminCustomers',
    ownerAccess: defaultOwnerAccess,
    ...options,
    operations: {
      adminListCustomers: defineOperation({
        summary:
          'Customers of the store: `q` searches a case-insensitive prefix of email, first name, last name or phone; `email` or `phone` finds one (exact); none lists all, newest first',
        response: lazySchema(() => z.array(adminCustomerViewSchema)),
        errors: [...READ_ERRORS],
        params: storePath,
        query: customerListQuerySchema,
        paginated: true,
        handle: async (ctx) => services().owners.list(ctx.params.storeId, ctx.query),
      }),
      adminExportCustomers: defineOperation({
        summary:
          'Every customer of the store as text/csv (no envelope), newest first, with ordersCount and totalSpent; `format=csv` (the only format)',
        produces: 'text/csv',
        errors: [...READ_ERRORS],
        params: storePath,
        query: customerExportQuerySchema,
        handle: async ({ params, query }) => ({
          data: null,
          text: await services().owners.csv(params.storeId, query.mode),
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="customers-${query.mode}.csv"`,
            'cache-control': 'no-store',
          },
        }),
      }),
      adminGetCustomer: defineOperation({
        summary: 'One customer',
        response: customerViewSchema,
        errors: [...READ_ERRORS, 'CUSTOMER_NOT_FOUND'],
        params: customerPath,
        query: modeQuerySchema,
        handle: async ({ params, query }) => ({
          data: await services().owners.get(params.storeId, query.mode, params.customerId),
        }),
      }),
      adminUpdateCustomer: defineOperation({
        summary:
          "Change a customer's first name, last name or email (null clears); sends customer.updated (origin owner); audited",
        response: customerViewSchema,
        errors: [...READ_ERRORS, 'CUSTOMER_NOT_FOUND', 'CONFLICT'],
        params: customerPath,
        query: modeQuerySchema,
        body: profilePatchSchema,
        handle: async ({ owner, params, query, body }) => ({
          data: await services().owners.update(owner!, params.storeId, query.mode, params.customerId, body),
        }),
      }),
      adminExportCustomer: defineOperation({
        summary: 'Everything held about a customer as one JSON document: profile, orders and open cart',
        response: customerExportSchema,
        errors: [...READ_ERRORS, 'CUSTOMER_NOT_FOUND'],
        params: customerPath,
        query: modeQuerySchema,
        handle: async ({ params, query }) => ({
          data: await services().owners.export(params.storeId, query.mode, params.customerId),
        }),
      }),
      adminEraseCustomer: defineOperation({
        summary:
          'Erase a customer (owner only): profile and lookups deleted, personal fields of their orders replaced by "[erased]", open cart deleted, tokens refused; sends customer.deleted; audited. Repeat it to resume an erasure that stopped part way',
        response: erasureSchema,
        errors: [...READ_ERRORS, 'CUSTOMER_NOT_FOUND', 'CONFLICT'],
        params: customerPath,
        query: modeQuerySchema,
        handle: async ({ owner, params, query }) => ({
          data: await services().owners.erase(owner!, params.storeId, query.mode, params.customerId),
        }),
      }),
    },
  });

export const handler = createAdminCustomersHandler();
