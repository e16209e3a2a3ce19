import * as z from 'zod';
import type { Mode } from '../db/keys.ts';
import { named } from '../http/schema-names.ts';
import { textField } from '../util/fields.ts';

/** E.164: `+`, a non-zero country digit, at most 15 digits in all. */
export const E164 = /^\+[1-9]\d{6,14}$/;
export const phoneSchema = z.string().regex(E164, 'Phone must be in E.164 format, e.g. +14155550123');

/**
 * A phone as a shopper types it: E.164, or national form read with the store's default country
 * (phone-numbers.ts checks it is a possible number and stores its E.164 form).
 */
export const typedPhoneSchema = z
  .string()
  .trim()
  .min(3)
  .max(40)
  .regex(
    /^\+?[\d\s().-]+$/,
    "Phone is digits, with + and the country code or in the store country's national form",
  )
  .meta({
    description: "E.164 (+14155550123) or national form in the store's default country ((415) 555-0123)",
  });

export const emailSchema = z.email().max(254);
export const isValidEmail = (value: string): boolean => emailSchema.safeParse(value).success;

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

/** Documentation only (OpenAPI): the customer object, the customer view and the login responses. */
export const customerContactSchema = named(
  'CustomerContact',
  z.object({
    customerId: z.uuid(),
    email: z.string().nullable(),
    phone: z.string().nullable().meta({ description: 'E.164; null for a customer who signed in by email' }),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  { description: 'The customer as orders, checkouts and events carry it' },
);
export const customerViewSchema = named(
  'Customer',
  customerContactSchema.extend({
    emailVerified: z.boolean().meta({
      description: 'The customer proved the email with a code (email sign-in or a change through PUT .../me)',
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export const codeSentSchema = named(
  'CodeSent',
  z.object({
    phone: z.string().optional().meta({ description: 'Where the code went, for a phone sign-in (E.164)' }),
    email: z.string().optional().meta({ description: 'Where the code went, for an email sign-in' }),
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

/** The owners' PUT: absent fields stay, null clears (the phone is the login and never changes). */
export const profilePatchSchema = named(
  'CustomerProfilePatch',
  z.strictObject({
    firstName: nameField,
    lastName: nameField,
    email: emailSchema.nullable().optional(),
  }),
  { description: 'Profile fields to change: absent fields stay as they are, null clears one' },
);

export const emailCodeSchema = z.string().regex(/^\d{6}$/, 'The code is 6 digits');

/**
 * PUT .../me: the owners' patch plus the code that proves a new email (docs/decisions.md §3.14).
 * A new email without `code` is not changed yet: a code is sent to it (202).
 */
export const myProfilePatchSchema = named(
  'MyProfilePatch',
  profilePatchSchema.extend({
    code: emailCodeSchema
      .optional()
      .meta({ description: 'The code sent to the new email by an earlier PUT with that email and no code' }),
  }),
  {
    description:
      'Profile fields to change: absent fields stay as they are, null clears one; a new email needs the code sent to it',
  },
);
