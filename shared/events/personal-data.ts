/**
 * The fields of an event's data that can hold a customer's personal data (docs/decisions.md
 * §3.16): the `customer` object (order.created, cart.checkout_started, customer.*), the order's
 * addresses, and customer.updated's `changes` and `previousValues`. Erasure rewrites these fields
 * and nothing else (shared/customers/redaction.ts `erasedEventData`), so only an event that has
 * one of them is listed under its customer for erasure.
 */
export const CUSTOMER_OBJECT_FIELD = 'customer';
export const ADDRESS_FIELDS = ['shippingAddress', 'billingAddress'] as const;
export const PROFILE_CHANGE_FIELDS = ['changes', 'previousValues'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether erasing the event's customer could change this data. */
export const holdsPersonalData = (data: Record<string, unknown>): boolean =>
  [CUSTOMER_OBJECT_FIELD, ...ADDRESS_FIELDS, ...PROFILE_CHANGE_FIELDS].some((name) => isObject(data[name]));
