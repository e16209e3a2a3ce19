import * as z from 'zod';
import { named } from '../schema/named.ts';
import { textField, uuidField } from '../util/fields.ts';
import { MAX_AMOUNT } from '../util/money.ts';
import { DISCOUNT_TYPES, type DiscountDefinition } from './types.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * Request and response bodies of discount codes (admin `/stores/{storeId}/discounts`, the cart's
 * `discount` endpoint). Rules that tie fields together (a percentage is at most 100, a fixed
 * amount is above 0, the end is after the start) are `discountDefinitionIssues`, which the create
 * body checks here and an update checks on the merged code.
 */
export const MAX_DISCOUNT_SCOPE = 100;

export const discountTypeSchema = /* @__PURE__ */ lazySchema(() =>
  named('DiscountType', z.enum(DISCOUNT_TYPES)),
);

const codeField = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,49}$/,
    'Letters, digits, - and _, at most 50, starting with a letter or digit',
  );
const amount = z.number().min(0).max(MAX_AMOUNT);
const dateTime = z.iso.datetime({ offset: true });
const limit = z.number().int().min(1).max(1_000_000_000);

export const discountScopeSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'DiscountScope',
    z.strictObject({
      productIds: z.array(uuidField()).max(MAX_DISCOUNT_SCOPE).nullish(),
      categories: z
        .array(textField({ min: 1, max: 100 }))
        .max(MAX_DISCOUNT_SCOPE)
        .nullish(),
    }),
    { description: 'The code covers lines whose product is listed or whose category is listed' },
  ),
);

const definitionFields = {
  code: codeField.meta({ description: 'Case-insensitive and unique in the store and mode' }),
  type: discountTypeSchema,
  value: amount.meta({
    description:
      'percentage: percent off (10 = 10 %); fixed_amount: amount off the cart; free_shipping: ignored',
  }),
  minimumSubtotal: amount.nullish(),
  appliesTo: discountScopeSchema.nullish(),
  startsAt: dateTime.nullish(),
  endsAt: dateTime.nullish(),
  usageLimit: limit.nullish(),
  usageLimitPerCustomer: limit.nullish(),
  isEnabled: z.boolean(),
};

/** What is wrong with a code as a whole, as zod-style issues (empty when it is fine). */
export const discountDefinitionIssues = (
  definition: Pick<DiscountDefinition, 'type' | 'value' | 'startsAt' | 'endsAt'>,
): Array<{ path: string[]; message: string }> => {
  const issues: Array<{ path: string[]; message: string }> = [];
  if (definition.type === 'percentage') {
    if (!(definition.value > 0 && definition.value <= 100)) {
      issues.push({ path: ['value'], message: 'A percentage is above 0 and at most 100' });
    } else if (!Number.isInteger(Math.round(definition.value * 100 * 1e6) / 1e6)) {
      issues.push({ path: ['value'], message: 'A percentage has at most 2 decimals' });
    }
  }
  if (definition.type === 'fixed_amount' && !(definition.value > 0)) {
    issues.push({ path: ['value'], message: 'A fixed amount is above 0' });
  }
  if (
    definition.startsAt &&
    definition.endsAt &&
    new Date(definition.endsAt).getTime() <= new Date(definition.startsAt).getTime()
  ) {
    issues.push({ path: ['endsAt'], message: 'endsAt must be after startsAt' });
  }
  return issues;
};

export const createDiscountSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CreateDiscountRequest',
    z
      .strictObject({
        ...definitionFields,
        value: definitionFields.value.default(0),
        isEnabled: z.boolean().default(true),
      })
      .superRefine((definition, ctx) => {
        for (const issue of discountDefinitionIssues(definition)) ctx.addIssue({ code: 'custom', ...issue });
      }),
    {
      description: 'A discount code; `value` may be left out for free_shipping',
      examples: [{ code: 'SUMMER10', type: 'percentage', value: 10, minimumSubtotal: 50, usageLimit: 100 }],
    },
  ),
);
export type CreateDiscountInput = z.output<typeof createDiscountSchema>;

/** PUT: any field; null clears an optional one. The service checks the merged code. */
export const updateDiscountSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'UpdateDiscountRequest',
    z.strictObject({
      ...definitionFields,
      code: definitionFields.code.optional(),
      type: definitionFields.type.optional(),
      value: definitionFields.value.optional(),
      isEnabled: definitionFields.isEnabled.optional(),
    }),
    { description: 'Changes to a discount code; `isEnabled: false` disables it' },
  ),
);
export type UpdateDiscountInput = z.output<typeof updateDiscountSchema>;

export const applyDiscountSchema = /* @__PURE__ */ lazySchema(() =>
  named('ApplyDiscountRequest', z.strictObject({ code: z.string().trim().min(1).max(50) }), {
    description: 'The code to apply to the cart (case-insensitive); a cart holds one code',
  }),
);

/** Documentation of a discount code as the admin API answers it. */
export const discountSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'Discount',
    z.object({
      discountId: z.string(),
      code: z.string(),
      type: discountTypeSchema,
      value: z.number(),
      minimumSubtotal: z.number().nullable(),
      appliesTo: z
        .object({ productIds: z.array(z.string()).nullable(), categories: z.array(z.string()).nullable() })
        .nullable(),
      startsAt: z.string().nullable(),
      endsAt: z.string().nullable(),
      usageLimit: z.number().int().nullable(),
      usageLimitPerCustomer: z.number().int().nullable(),
      isEnabled: z.boolean(),
      timesUsed: z.number().int(),
      /** null when the code has no overall limit. */
      remainingUses: z.number().int().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
);
