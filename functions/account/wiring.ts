import { dynamoOrderListing } from '../../shared/admin-commerce/dynamo-order-listing.ts';
import type { AppConfig } from '../../shared/config.ts';
import { createCodes } from '../../shared/customer-accounts/codes.ts';
import { dynamoCustomerRepository } from '../../shared/customers/dynamo-customers.ts';
import { createProfiles } from '../../shared/customer-accounts/profile-service.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { perContainer } from '../compose/lifetime.ts';
import { codeDeps } from '../compose/sign-in-codes.ts';

/**
 * The composition root of the customers' own profile and orders (the account function), built
 * once per container. A customer's new email is proven by a code, so the profile service gets the
 * sign-in code sender (functions/compose/sign-in-codes.ts).
 */
const build = (settings: AppConfig) => {
  const db = documentClient();
  const { tableName } = settings;
  const codes = codeDeps(settings);
  return {
    profiles: createProfiles({
      customers: dynamoCustomerRepository(db, tableName),
      orderListing: dynamoOrderListing(db, tableName),
      codes: createCodes(codes),
      otps: codes.otps,
    }),
  };
};
export type AccountServices = ReturnType<typeof build>;

export const accountServices: (settings: AppConfig) => AccountServices = perContainer(build);
