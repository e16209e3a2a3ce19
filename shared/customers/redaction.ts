import {
  ADDRESS_FIELDS as EVENT_ADDRESS_FIELDS,
  CUSTOMER_OBJECT_FIELD,
  PROFILE_CHANGE_FIELDS,
} from '../events/personal-data.ts';
import type { Address } from './address.ts';

/**
 * What erasing a customer replaces (docs/decisions.md §3.16): their names, email, phone and
 * street address become "[erased]" wherever they are kept — their orders, and the events and
 * webhook payloads that copied them. Amounts, items, ids and statuses stay. Pure, and the same
 * whether applied once or again.
 */
export const ERASED = '[erased]';

export const erase = <T extends string | null>(value: T): T => (value ? (ERASED as T) : value);

/** Names, company, address lines, city, postal code and phone go; country, ISO code and province stay (tax records). */
export const erasedAddress = (address: Address): Address => ({
  ...address,
  firstName: erase(address.firstName),
  lastName: erase(address.lastName),
  company: erase(address.company),
  address1: erase(address.address1),
  address2: erase(address.address2),
  city: erase(address.city),
  postalCode: erase(address.postalCode),
  phone: erase(address.phone),
});

/** The personal fields of the customer object (events, orders): the id stays. */
const CUSTOMER_FIELDS = ['email', 'phone', 'firstName', 'lastName'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const erasedFields = (value: Record<string, unknown>, fields: readonly string[]) => {
  const copy = { ...value };
  for (const field of fields) if (typeof copy[field] === 'string') copy[field] = erase(copy[field] as string);
  return copy;
};

const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'postalCode',
  'phone',
];

/**
 * An event's `data` with the customer's personal fields erased: the `customer` object
 * (order.created, cart.checkout_started, customer.*), the `shippingAddress` and `billingAddress`
 * (order.created, order.shipped, order.partially_shipped), and the profile fields named in
 * customer.updated's `changes` and `previousValues`. Other fields are left as they are.
 */
export const erasedEventData = (data: Record<string, unknown>): Record<string, unknown> => {
  const next = { ...data };
  const customer = next[CUSTOMER_OBJECT_FIELD];
  if (isObject(customer)) next[CUSTOMER_OBJECT_FIELD] = erasedFields(customer, CUSTOMER_FIELDS);
  for (const name of EVENT_ADDRESS_FIELDS)
    if (isObject(next[name]))
      next[name] = erasedFields(next[name] as Record<string, unknown>, ADDRESS_FIELDS);
  for (const name of PROFILE_CHANGE_FIELDS)
    if (isObject(next[name]))
      next[name] = erasedFields(next[name] as Record<string, unknown>, CUSTOMER_FIELDS);
  return next;
};
