import * as z from 'zod';
import type { Mode } from '../db/keys.ts';
import { named } from '../http/schema-names.ts';
import { textField } from '../util/fields.ts';

/** E.164: `+`, a non-zero country digit, at most 15 digits in all. */
export const E164 = /^\+[1-9]\d{6,14}$/;
export const phoneSchema = z.string().regex(E164, 'Phone must be in E.164 format, e.g. +14155550123');

export const emailSchema = z.email().max(254);
export const isValidEmail = (value: string): boolean => emailSchema.safeParse(value).success;

export interface CustomerRecord {
  customerId: string;
  storeId: string;
  mode: Mode;
  phone: string;
  /** As the customer typed it; uniqueness and lookups use its lower-case form. */
  email: string | null;
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
  phone: string;
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
  createdAt: customer.createdAt,
  updatedAt: customer.updatedAt,
});

export const toCustomerRecord = (item: Record<string, unknown>): CustomerRecord => ({
  customerId: item.customerId as string,
  storeId: item.storeId as string,
  mode: item.mode as Mode,
  phone: item.phone as string,
  email: (item.email as string | undefined) ?? null,
  firstName: (item.firstName as string | undefined) ?? null,
  lastName: (item.lastName as string | undefined) ?? null,
  createdAt: item.createdAt as string,
  updatedAt: item.updatedAt as string,
  emailClaimed: typeof item.emailLower === 'string',
});

/** Documentation only (OpenAPI): the customer object, the customer view and the login responses. */
export const customerContactSchema = named(
  'CustomerContact',
  z.object({
    customerId: z.uuid(),
    email: z.string().nullable(),
    phone: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  { description: 'The customer as orders, checkouts and events carry it' },
);
export const customerViewSchema = named(
  'Customer',
  customerContactSchema.extend({ createdAt: z.string(), updatedAt: z.string() }),
);
export const codeSentSchema = named(
  'CodeSent',
  z.object({
    phone: z.string(),
    expiresAt: z.string(),
    resendAvailableAt: z.string(),
  }),
);
export const loginSchema = named(
  'CustomerLogin',
  z.object({
    token: z.string().meta({ description: 'Customer JWT: send it as `Authorization: Bearer <token>`' }),
    expiresAt: z.string(),
    customer: customerViewSchema,
  }),
);

const nameField = textField({ min: 1, max: 100 }).nullable().optional();

/** PUT .../me and the owners' PUT: absent fields stay, null clears (the phone is the login and never changes). */
export const profilePatchSchema = named(
  'CustomerProfilePatch',
  z.strictObject({
    firstName: nameField,
    lastName: nameField,
    email: emailSchema.nullable().optional(),
  }),
  { description: 'Profile fields to change: absent fields stay as they are, null clears one' },
);
