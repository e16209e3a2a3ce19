import { isOtherStore } from '../db/id-owner.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import { isUuid } from '../util/ids.ts';
import type { CustomerRepository } from './ports.ts';
import { customerView } from './types.ts';
import { isValidEmail } from './schemas.ts';

/** Server-side customer lookups (secret key). */
export const createCustomerLookup = (customers: CustomerRepository) => {
  const notFound = () => new ApiError('CUSTOMER_NOT_FOUND', 'Customer not found');
  return {
    async byId(scope: { storeId: string; mode: Mode }, customerId: string) {
      if (!isUuid(customerId)) throw new ApiError('INVALID_CUSTOMER_ID', 'customerId must be a UUID');
      const { customer, owner } = await customers.getById(scope.storeId, scope.mode, customerId);
      if (customer) return customerView(customer);
      // The other mode of the same store stays invisible (404), another store's customer is 403.
      if (isOtherStore(owner, scope.storeId, 'Customer')) {
        throw new ApiError('NO_STORE_ACCESS', 'This customer belongs to another store');
      }
      throw notFound();
    },

    /** Email is store-scoped: another store's customer with that email is simply not found here. */
    async byEmail(scope: { storeId: string; mode: Mode }, email: string) {
      if (!isValidEmail(email))
        throw new ApiError('INVALID_EMAIL_FORMAT', 'email is not a valid email address');
      const customer = await customers.getByEmail(scope.storeId, scope.mode, email);
      if (!customer) throw notFound();
      return customerView(customer);
    },
  };
};
