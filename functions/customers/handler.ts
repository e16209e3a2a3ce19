import { config } from '../../shared/config.ts';
import { dynamoCustomerRepository } from '../../shared/customers/repository.ts';
import { createCustomerLookup } from '../../shared/customers/service.ts';
import { documentClient } from '../../shared/db/client.ts';
import { createHttpHandler } from '../../shared/http/handler.ts';
import { defineOperation } from '../../shared/http/types.ts';

const lookup = () => createCustomerLookup(dynamoCustomerRepository(documentClient(), config().tableName));

/** Server-side customer lookups (secret key); malformed ids/emails get their own codes, not INVALID_REQUEST. */
export const handler = createHttpHandler({
  group: 'customers',
  operations: {
    getCustomer: defineOperation({
      handle: async ({ auth, params }) => ({ data: await lookup().byId(auth, params.customerId ?? '') }),
    }),
    getCustomerByEmail: defineOperation({
      handle: async ({ auth, params }) => ({ data: await lookup().byEmail(auth, params.email ?? '') }),
    }),
  },
});
