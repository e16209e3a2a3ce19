import type { Mode } from '../db/keys.ts';

/** The customer as every area reads it: records only, no dependencies (the schemas are in schemas.ts). */
export interface CustomerRecord {
  customerId: string;
  storeId: string;
  mode: Mode;
  /** E.164; null for a customer who signed up with an email code. */
  phone: string | null;
  /** As the customer typed it; uniqueness and lookups use its lower-case form. */
  email: string | null;
  /**
   * The customer proved the email with a code (email sign-in, or a change through PUT .../me);
   * an email given at phone sign-up or set by an owner is not verified (docs/decisions.md §3.19).
   */
  emailVerified?: boolean;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * Whether this profile holds the store's unique email item (the first holder of an address
   * does, docs/decisions.md §3.3); stored as `emailLower`. Absent: not known to hold it.
   */
  emailClaimed?: boolean;
}

/** The customer object of event payloads (spec Customer) and of the customer endpoints. */
export interface CustomerObject {
  customerId: string;
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
}

export const customerObject = (customer: CustomerRecord): CustomerObject => ({
  customerId: customer.customerId,
  email: customer.email,
  phone: customer.phone,
  firstName: customer.firstName,
  lastName: customer.lastName,
});

/** GET /customers/... and verify responses: the event's customer object plus timestamps. */
export const customerView = (customer: CustomerRecord) => ({
  ...customerObject(customer),
  emailVerified: customer.email !== null && customer.emailVerified === true,
  createdAt: customer.createdAt,
  updatedAt: customer.updatedAt,
});

export const toCustomerRecord = (item: Record<string, unknown>): CustomerRecord => ({
  customerId: item.customerId as string,
  storeId: item.storeId as string,
  mode: item.mode as Mode,
  phone: (item.phone as string | undefined) ?? null,
  email: (item.email as string | undefined) ?? null,
  emailVerified: item.emailVerified === true,
  firstName: (item.firstName as string | undefined) ?? null,
  lastName: (item.lastName as string | undefined) ?? null,
  createdAt: item.createdAt as string,
  updatedAt: item.updatedAt as string,
  emailClaimed: typeof item.emailLower === 'string',
});
