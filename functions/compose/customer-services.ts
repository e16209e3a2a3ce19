import { dynamoOrderListing } from '../../shared/admin-commerce/dynamo-order-listing.ts';
import { dynamoCustomerList } from '../../shared/admin-commerce/dynamo-store-lists.ts';
import type { AppConfig } from '../../shared/config.ts';
import { dynamoCustomerErasureStore } from '../../shared/customer-accounts/dynamo-customer-erasure.ts';
import { dynamoCustomerSpending } from '../../shared/customers/dynamo-customer-spending.ts';
import { dynamoCustomerSearch } from '../../shared/customers/dynamo-customer-search.ts';
import { dynamoCustomerRepository } from '../../shared/customers/dynamo-customers.ts';
import { createCodes } from '../../shared/customer-accounts/codes.ts';
import { createCustomerErasure } from '../../shared/customer-accounts/erasure.ts';
import { createOwnerCustomers } from '../../shared/customer-accounts/owner-customers.ts';
import { createProfiles } from '../../shared/customer-accounts/profile-service.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { dynamoOrderRepository } from '../../shared/orders/dynamo-order-repository.ts';
import { perContainer } from './lifetime.ts';
import { codeDeps } from './sign-in-codes.ts';

/**
 * The composition root of the customer services: the account function (customers' own profile
 * and orders) and the admin-customers function (owners) build theirs here, once per process.
 */
const build = (settings: AppConfig) => {
  const db = documentClient();
  const { tableName } = settings;
  const customers = dynamoCustomerRepository(db, tableName);
  const orderListing = dynamoOrderListing(db, tableName);
  const partitions = dynamoCustomerErasureStore(db, tableName);
  const codes = codeDeps(settings);
  const profiles = createProfiles({
    customers,
    orderListing,
    codes: createCodes(codes),
    otps: codes.otps,
  });
  return {
    profiles,
    owners: createOwnerCustomers({
      customers,
      customerList: dynamoCustomerList(db, tableName),
      search: dynamoCustomerSearch(db, tableName),
      profiles,
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
