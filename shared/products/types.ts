import * as z from 'zod';
import type { Mode } from '../db/keys.ts';
import { productImageSchema, type ProductImageRecord } from '../images/types.ts';
import { named } from '../schema/named.ts';
import { textField } from '../util/fields.ts';
import { MAX_AMOUNT } from '../util/money.ts';
import { lazySchema } from '../schema/lazy.ts';

/** Product and variant status (the spec's sample value is `Active`; only Active ones are sellable). */
export const CATALOG_STATUSES = ['Active', 'Draft', 'Archived'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

/** Units a variant's shipping weight may be given in (Shopify's). */
export const WEIGHT_UNITS = ['g', 'kg', 'lb', 'oz'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export interface VariantWeight {
  value: number;
  unit: WeightUnit;
}
/** A variant's shipping weight (docs/decisions.md §7.24): a positive number in one of WEIGHT_UNITS. */
export const weightSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'Weight',
    z.strictObject({
      value: z.number().positive().max(1_000_000),
      unit: z.enum(WEIGHT_UNITS),
    }),
  ),
);

export const MAX_PRODUCTS_PER_SYNC = 100;
export const MAX_VARIANTS_PER_PRODUCT = 100;
/** Inventory counts stay far inside exact integer range. */
export const MAX_INVENTORY = 1_000_000_000;

const externalIdSchema = /* @__PURE__ */ lazySchema(() => textField({ min: 1, max: 255 }));
const catalogStatusSchema = /* @__PURE__ */ lazySchema(() =>
  named('CatalogStatus', z.enum(CATALOG_STATUSES)),
);
const text = (max: number) => textField({ max, trim: false });
// Decimal places are checked against the store currency by the sync (it knows the currency).
const amount = z.number().nonnegative().max(MAX_AMOUNT);

export const syncVariantSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'SyncVariant',
    z.strictObject({
      externalVariantId: externalIdSchema,
      title: textField({ min: 1, max: 255 }),
      sku: text(255).nullish(),
      barcode: text(255).nullish(),
      price: amount,
      compareAtPrice: amount.nullish(),
      /** Left out: the stored weight stays; null clears it. */
      weight: weightSchema.nullish(),
      inventoryQuantity: z.number().int().min(0).max(MAX_INVENTORY),
      inventoryTracking: z.boolean().optional(),
      status: catalogStatusSchema.optional(),
    }),
  ),
);

export const syncProductSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'SyncProduct',
    z.strictObject({
      externalId: externalIdSchema,
      title: textField({ min: 1, max: 255 }),
      description: textField({ max: 10_000, trim: false, multiline: true }).nullish(),
      status: catalogStatusSchema.optional(),
      category: text(255).nullish(),
      tags: z
        .array(textField({ min: 1, max: 100 }))
        .max(50)
        .optional(),
      imageUrl: z
        .url({ protocol: /^https?$/ })
        .max(2048)
        .nullish(),
      variants: z.array(syncVariantSchema).min(1).max(MAX_VARIANTS_PER_PRODUCT),
    }),
  ),
);

export const syncRequestSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'ProductSyncRequest',
    z.strictObject({
      products: z.array(syncProductSchema).min(1).max(MAX_PRODUCTS_PER_SYNC),
    }),
    {
      description: 'Products keyed by your external ids: new ones are created, known ones updated',
      examples: [
        {
          products: [
            {
              externalId: 'shirt-1',
              title: 'T-shirt',
              variants: [
                { externalVariantId: 'shirt-1-m', title: 'M', sku: 'TS-M', price: 25, inventoryQuantity: 10 },
              ],
            },
          ],
        },
      ],
    },
  ),
);

export type SyncProductInput = z.infer<typeof syncProductSchema>;
export type SyncRequest = z.infer<typeof syncRequestSchema>;

export interface ProductRecord {
  productId: string;
  storeId: string;
  mode: Mode;
  externalId: string;
  title: string;
  description: string | null;
  status: CatalogStatus;
  category: string | null;
  tags: string[];
  /** The URL given by sync or the admin API; uploaded images come first (primaryImageUrl). */
  imageUrl: string | null;
  /** Uploaded images in display order (docs/decisions.md §3.23); absent on products without. */
  images?: ProductImageRecord[];
  currency: string;
  createdAt: string;
  updatedAt: string;
}

/**
 * The product's image: its first uploaded image, else the URL it was given. Variants copy it
 * (carts and orders show it as `productImageUrl`) and the views answer it as `imageUrl`.
 */
export const primaryImageUrl = (product: Pick<ProductRecord, 'imageUrl' | 'images'>): string | null =>
  product.images?.[0]?.url ?? product.imageUrl;

/**
 * A variant carries copies of its product's external id, image, status and category, kept
 * current, so a cart can price a line and tell it sellable from the variant alone (one read).
 */
export interface VariantRecord {
  variantId: string;
  productId: string;
  storeId: string;
  mode: Mode;
  externalId: string;
  externalVariantId: string;
  /**
   * The product's title as of this variant's own last write: a rename does not write it
   * (docs/decisions.md §3.7). Records read for a view or an event carry the product's current
   * title (the readers set it from the product).
   */
  productTitle: string;
  productStatus: CatalogStatus;
  /** The product's category (the storefront's category index); null when it has none. */
  productCategory: string | null;
  imageUrl: string | null;
  title: string;
  sku: string | null;
  barcode: string | null;
  /** Shipping weight; absent on variants written before weights existed (read as null). */
  weight?: VariantWeight | null;
  priceMinor: number;
  compareAtPriceMinor: number | null;
  /** Currency the prices were synced in (the store's at that time). */
  currency: string;
  inventoryQuantity: number;
  inventoryTracking: boolean;
  status: CatalogStatus;
  /**
   * Where the variant stands among its product's, as given (0 first): the sync's and the create's
   * list order, an added variant last (docs/decisions.md §3.22). Absent on variants written before.
   */
  position?: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * Whether a variant's copy of its product's fields (sellability, category, naming, image) differs
 * from the product, so the variant must be written. The title is not one of them: readers take
 * it from the product, and a rename writes no variant (docs/decisions.md §3.7).
 */
export const variantCopyStale = (variant: VariantRecord, product: ProductRecord): boolean =>
  variant.externalId !== product.externalId ||
  variant.productStatus !== product.status ||
  (variant.productCategory ?? null) !== product.category ||
  variant.imageUrl !== primaryImageUrl(product);

/** Variants in the order they were given; older ones without a position by creation. */
export const byGivenOrder = (a: VariantRecord, b: VariantRecord): number =>
  (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER) ||
  a.createdAt.localeCompare(b.createdAt) ||
  a.externalVariantId.localeCompare(b.externalVariantId);

/** The position after a product's last variant. */
export const nextPosition = (variants: VariantRecord[]): number =>
  variants.reduce((last, variant, i) => Math.max(last, (variant.position ?? i) + 1), 0);

/** A variant a customer may buy: it and its product are Active. */
export const isSellable = (variant: VariantRecord): boolean =>
  variant.status === 'Active' && variant.productStatus === 'Active';

/** Units a customer may still take; null when inventory is not tracked (no limit). */
export const availableUnits = (variant: VariantRecord): number | null =>
  variant.inventoryTracking ? Math.max(0, variant.inventoryQuantity) : null;

/** Documentation only (OpenAPI): sync result and product view. */
export const syncResultSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'ProductSyncResult',
    z.object({
      products: z.array(
        z.object({
          productId: z.uuid(),
          externalId: z.string(),
          variants: z.array(z.object({ variantId: z.uuid(), externalVariantId: z.string() })),
        }),
      ),
      created: z.number().int(),
      updated: z.number().int(),
    }),
  ),
);
export const variantSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'Variant',
    z.object({
      id: z.uuid(),
      title: z.string(),
      sku: z.string().nullable(),
      barcode: z.string().nullable(),
      price: z.number(),
      compareAtPrice: z.number().nullable(),
      weight: weightSchema.nullable(),
      inventoryQuantity: z.number().int(),
      inventoryTracking: z.boolean(),
      externalVariantId: z.string(),
      status: catalogStatusSchema,
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
);
export const productViewSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'Product',
    z.object({
      productId: z.uuid(),
      externalId: z.string(),
      title: z.string(),
      description: z.string().nullable(),
      status: catalogStatusSchema,
      category: z.string().nullable(),
      tags: z.array(z.string()),
      /** The first image, else the URL given (sync or edit). */
      imageUrl: z.string().nullable(),
      images: z.array(productImageSchema),
      currency: z.string(),
      variants: z.array(variantSchema),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
);
