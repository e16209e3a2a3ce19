import { dynamoOrderListing } from '../../shared/admin-commerce/dynamo-order-listing.ts';
import { dynamoCustomerList } from '../../shared/admin-commerce/dynamo-store-lists.ts';
import type { AppConfig } from '../../shared/config.ts';
import { dynamoCustomerErasureStore } from '../../shared/customer-accounts/dynamo-customer-erasure.ts';
import { dynamoCustomerSpending } from '../../shared/customers/dynamo-customer-spending.ts';
import { dynamoCustomerSearch } from '../../shared/customers/dynamo-customer-search.ts';
import { dynamoCustomerRepository } from '../../shared/customers/dynamo-customers.ts';
import { createCustomerErasure } from '../../shared/customer-accounts/erasure.ts';
import { createOwnerCustomers } from '../../shared/customer-accounts/owner-customers.ts';
import { createProfiles } from '../../shared/customer-accounts/profile-service.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoOrderRepository } from '../../shared/orders/dynamo-order-repository.ts';
import { perContainer } from '../compose/lifetime.ts';

/**
 * The composition root of the owners' customer services (the admin-customers function), built
 * once per container. Owners edit a profile directly and never send sign-in codes, so the profile
 * service is made without them: the function carries no code sender, no SES, SNS or OTP secret
 * (the customers' own edits are composed in functions/account/wiring.ts).
 */
const build = (settings: AppConfig) => {
  const db = documentClient();
  const { tableName } = settings;
  const customers = dynamoCustomerRepository(db, tableName);
  const orderListing = dynamoOrderListing(db, tableName);
  const partitions = dynamoCustomerErasureStore(db, tableName);
  return {
    owners: createOwnerCustomers({
      customers,
      customerList: dynamoCustomerList(db, tableName),
      search: dynamoCustomerSearch(db, tableName),
      profiles: createProfiles({ customers, orderListing }),
      partitions,
      orderListing,
      spending: dynamoCustomerSpending(db, tableName),
      erasure: createCustomerErasure({
        erasures: partitions,
        orderListing,
        orders: dynamoOrderRepository(db, tableName),
      }),
    }),
  };
};
export type CustomerServices = ReturnType<typeof build>;

export const customerServices: (settings: AppConfig) => CustomerServices = perContainer(build);
