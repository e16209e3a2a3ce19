import * as z from 'zod';
import { named } from '../schema/named.ts';
import { textField } from '../util/fields.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * A phone as a shopper types it: E.164, or national form read with the store's default country
 * (phone-numbers.ts checks it is a possible number and stores its E.164 form).
 */
export const typedPhoneSchema = /* @__PURE__ */ lazySchema(() =>
  z
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
    }),
);

export const emailSchema = /* @__PURE__ */ lazySchema(() => z.email().max(254));
export const isValidEmail = (value: string): boolean => emailSchema.safeParse(value).success;

/** Documentation only (OpenAPI): the customer object, the customer view and the login responses. */
export const customerContactSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CustomerContact',
    z.object({
      customerId: z.uuid(),
      email: z.string().nullable(),
      phone: z.string().nullable().meta({ description: 'E.164; null for a customer who signed in by email' }),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
    }),
    { description: 'The customer as orders, checkouts and events carry it' },
  ),
);
export const customerViewSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'Customer',
    customerContactSchema.unwrap().extend({
      emailVerified: z.boolean().meta({
        description:
          'The customer proved the email with a code (email sign-in or a change through PUT .../me)',
      }),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
);
export const codeSentSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CodeSent',
    z.object({
      phone: z.string().optional().meta({ description: 'Where the code went, for a phone sign-in (E.164)' }),
      email: z.string().optional().meta({ description: 'Where the code went, for an email sign-in' }),
      expiresAt: z.string(),
      resendAvailableAt: z.string(),
    }),
  ),
);
export const loginSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CustomerLogin',
    z.object({
      token: z.string().meta({ description: 'Customer JWT: send it as `Authorization: Bearer <token>`' }),
      expiresAt: z.string(),
      customer: customerViewSchema,
    }),
  ),
);

const nameField = textField({ min: 1, max: 100 }).nullable().optional();

/** The owners' PUT: absent fields stay, null clears (the phone is the login and never changes). */
export const profilePatchSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CustomerProfilePatch',
    z.strictObject({
      firstName: nameField,
      lastName: nameField,
      email: emailSchema.nullable().optional(),
    }),
    { description: 'Profile fields to change: absent fields stay as they are, null clears one' },
  ),
);

export const emailCodeSchema = /* @__PURE__ */ lazySchema(() =>
  z.string().regex(/^\d{6}$/, 'The code is 6 digits'),
);

/**
 * PUT .../me: the owners' patch plus the code that proves a new email (docs/decisions.md §3.14).
 * A new email without `code` is not changed yet: a code is sent to it (202).
 */
export const myProfilePatchSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'MyProfilePatch',
    profilePatchSchema.unwrap().extend({
      code: emailCodeSchema.optional().meta({
        description: 'The code sent to the new email by an earlier PUT with that email and no code',
      }),
    }),
    {
      description:
        'Profile fields to change: absent fields stay as they are, null clears one; a new email needs the code sent to it',
    },
  ),
);
