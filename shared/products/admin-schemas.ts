import * as z from 'zod';
import { pageQuerySchema } from '../db/page.ts';
import { named } from '../schema/named.ts';
import { textField } from '../util/fields.ts';
import { MAX_AMOUNT } from '../util/money.ts';
import { CATALOG_STATUSES, MAX_INVENTORY, weightSchema } from './types.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * Request schemas of the owners' catalog routes (docs/decisions.md §7.24). Field rules are the
 * product sync's (shared/products/types.ts), so a product reads the same whoever wrote it.
 */

/**
 * Variants one create request may carry: the product, its id owner, its event and its audit
 * entry take 4 of the transaction's 100 items (docs/decisions.md §7.24). More are added one by
 * one, up to MAX_VARIANTS_PER_PRODUCT.
 */
export const MAX_VARIANTS_PER_CREATE = 96;

const statusSchema = /* @__PURE__ */ lazySchema(() => named('CatalogStatus', z.enum(CATALOG_STATUSES)));
const text = (max: number) => textField({ max, trim: false });
const amount = z.number().nonnegative().max(MAX_AMOUNT);
const externalIdSchema = /* @__PURE__ */ lazySchema(() => textField({ min: 1, max: 255 }));

const productFields = {
  title: textField({ min: 1, max: 255 }),
  description: textField({ max: 10_000, trim: false, multiline: true }).nullish(),
  status: statusSchema.optional(),
  category: text(255).nullish(),
  tags: z
    .array(textField({ min: 1, max: 100 }))
    .max(50)
    .optional(),
  imageUrl: z
    .url({ protocol: /^https?$/ })
    .max(2048)
    .nullish(),
};

const variantFields = {
  title: textField({ min: 1, max: 255 }),
  sku: text(255).nullish(),
  barcode: text(255).nullish(),
  price: amount,
  compareAtPrice: amount.nullish(),
  weight: weightSchema.nullish(),
  inventoryTracking: z.boolean().optional(),
  status: statusSchema.optional(),
};

export const newVariantSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'NewVariant',
    z.strictObject({
      ...variantFields,
      inventoryQuantity: z.number().int().min(0).max(MAX_INVENTORY),
      externalVariantId: externalIdSchema.optional(),
    }),
  ),
);
export type NewVariantInput = z.infer<typeof newVariantSchema>;

export const newProductSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'NewProduct',
    z.strictObject({
      ...productFields,
      externalId: externalIdSchema.optional(),
      variants: z.array(newVariantSchema).min(1).max(MAX_VARIANTS_PER_CREATE),
    }),
    {
      description:
        'A product made by an owner. Without `externalId` the product id is used as its external id; with one, a later product sync of that id updates this product',
      examples: [
        {
          title: 'Mug',
          status: 'Active',
          variants: [{ title: 'Blue', sku: 'MUG-B', price: 12.5, inventoryQuantity: 10 }],
        },
      ],
    },
  ),
);
export type NewProductInput = z.infer<typeof newProductSchema>;

/** Any product field but variants (and the external id, which names it to product sync). */
export const productPatchSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'ProductPatch',
    z
      .strictObject({ ...productFields, title: productFields.title.optional() })
      .refine((patch) => Object.keys(patch).length > 0, 'Name at least one field to change'),
  ),
);
export type ProductPatch = z.infer<typeof productPatchSchema>;

/** Any variant field but its stock (the inventory route) and external id. */
export const variantPatchSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'VariantPatch',
    z
      .strictObject({ ...variantFields, title: variantFields.title.optional(), price: amount.optional() })
      .refine((patch) => Object.keys(patch).length > 0, 'Name at least one field to change'),
  ),
);
export type VariantPatch = z.infer<typeof variantPatchSchema>;

export const inventoryChangeSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'InventoryChange',
    z.union([
      z.strictObject({
        adjust: z
          .number()
          .int()
          .min(-MAX_INVENTORY)
          .max(MAX_INVENTORY)
          .refine((n) => n !== 0, 'adjust must not be 0'),
        reason: textField({ max: 255 }).optional(),
      }),
      z.strictObject({
        set: z.number().int().min(0).max(MAX_INVENTORY),
        reason: textField({ max: 255 }).optional(),
      }),
    ]),
    {
      description:
        "`adjust` adds to the stock (negative takes away; below zero is 409 INSUFFICIENT_INVENTORY), `set` replaces it. `reason` (free text) is sent as the event's `note`; the event's own `reason` is `adjustment`",
      examples: [{ adjust: -2, reason: 'Damaged in storage' }, { set: 40 }],
    },
  ),
);
export type InventoryChange = z.infer<typeof inventoryChangeSchema>;

/** `q`: a case-insensitive title prefix, or an exact SKU; `status` filters. */
export const productListQuerySchema = /* @__PURE__ */ lazySchema(() =>
  pageQuerySchema.unwrap().extend({
    q: z.string().trim().min(1, 'q must not be empty').max(255).optional(),
    status: statusSchema.optional(),
  }),
);
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const productDeletionSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'ProductDeletion',
    z.object({
      productId: z.string(),
      deletedAt: z.string(),
      variantsDeleted: z.number().int(),
    }),
  ),
);
export const variantDeletionSchema = /* @__PURE__ */ lazySchema(() =>
  named('VariantDeletion', z.object({ productId: z.string(), variantId: z.string(), deletedAt: z.string() })),
);
