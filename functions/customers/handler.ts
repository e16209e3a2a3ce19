import * as z from 'zod';
import { config } from '../../shared/config.ts';
import { customerViewSchema } from '../../shared/customers/schemas.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { defineOperation } from '../../shared/http/types.ts';
import { idParam } from '../../shared/util/fields.ts';
import { customerLookup } from './wiring.ts';
import { lazySchema } from '../../shared/schema/lazy.ts';

const lookup = () => customerLookup(config());

/** Server-side customer lookups (secret key); malformed ids/emails get their own codes, not INVALID_REQUEST. */
export const handler = createHttpHandler({
  group: 'customers',
  operations: {
    getCustomer: defineOperation({
      summary: 'Fetch a customer by id',
      response: customerViewSchema,
      errors: ['INVALID_CUSTOMER_ID', 'CUSTOMER_NOT_FOUND', 'NO_STORE_ACCESS'],
      params: lazySchema(() => z.object({ customerId: idParam() })),
      handle: async ({ auth, params }) => ({ data: await lookup().byId(auth, params.customerId ?? '') }),
    }),
    getCustomerByEmail: defineOperation({
      summary: 'Fetch a customer by email (case-insensitive)',
      response: customerViewSchema,
      errors: ['INVALID_EMAIL_FORMAT', 'CUSTOMER_NOT_FOUND'],
      handle: async ({ auth, params }) => ({ data: await lookup().byEmail(auth, params.email ?? '') }),
    }),
  },
});
