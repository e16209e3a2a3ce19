import * as z from 'zod';
import { named } from '../schema/named.ts';
import { textField } from '../util/fields.ts';

/** E.164: `+`, a non-zero country digit, at most 15 digits in all. */
export const E164 = /^\+[1-9]\d{6,14}$/;
export const phoneSchema = z.string().regex(E164, 'Phone must be in E.164 format, e.g. +14155550123');

export const emailSchema = z.email().max(254);
export const isValidEmail = (value: string): boolean => emailSchema.safeParse(value).success;

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
