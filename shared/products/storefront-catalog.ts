import * as z from 'zod';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import type { PageRequest } from '../db/page.ts';
import { imageViews, productImageSchema } from '../images/types.ts';
import { named } from '../schema/named.ts';
import { canonicalId, isUuid } from '../util/ids.ts';
import { currencyExponent, fromMinorUnits } from '../util/money.ts';
import type { ProductSearchIndex, StorefrontCatalogReader, StorefrontFilter } from './ports.ts';
import { searchWords } from './search-words.ts';
import {
  availableUnits,
  byGivenOrder,
  isSellable,
  primaryImageUrl,
  type ProductRecord,
  type VariantRecord,
} from './types.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * The storefront catalog (publishable or secret key, no customer token; docs/decisions.md
 * §3.18): Active products with their Active variants, as a shop window shows them. Draft,
 * Archived, deleted products and other stores' products are 404 PRODUCT_NOT_FOUND.
 */

type Scope = { storeId: string; mode: Mode };

export const storefrontVariantSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'StorefrontVariant',
    z.object({
      id: z.uuid(),
      title: z.string(),
      sku: z.string().nullable(),
      price: z.number(),
      compareAtPrice: z.number().nullable(),
      available: z.boolean().describe('Can be bought now: untracked stock, or at least one unit in stock'),
      availableQuantity: z
        .number()
        .int()
        .nullable()
        .describe('Units in stock; null when the store does not track this variant’s stock (no limit)'),
    }),
  ),
);

export const storefrontProductSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'StorefrontProduct',
    z.object({
      productId: z.uuid(),
      title: z.string(),
      description: z.string().nullable(),
      category: z.string().nullable(),
      tags: z.array(z.string()),
      /** The first image, else the URL the product was given. */
      imageUrl: z.string().nullable(),
      images: z.array(productImageSchema),
      variants: z.array(storefrontVariantSchema),
    }),
  ),
);
export type StorefrontProduct = z.infer<typeof storefrontProductSchema>;

export const storefrontVariantView = (variant: VariantRecord) => {
  const exponent = currencyExponent(variant.currency);
  const availableQuantity = availableUnits(variant);
  return {
    id: variant.variantId,
    title: variant.title,
    sku: variant.sku,
    price: fromMinorUnits(variant.priceMinor, exponent),
    compareAtPrice:
      variant.compareAtPriceMinor === null ? null : fromMinorUnits(variant.compareAtPriceMinor, exponent),
    available: availableQuantity === null || availableQuantity > 0,
    availableQuantity,
  };
};

/** Variants in the order the admin views list them: oldest first. */
export const storefrontProductView = (
  product: ProductRecord,
  variants: VariantRecord[],
): StorefrontProduct => ({
  productId: product.productId,
  title: product.title,
  description: product.description,
  category: product.category,
  tags: product.tags,
  imageUrl: primaryImageUrl(product),
  images: imageViews(product.images),
  variants: variants
    .filter((v) => v.productId === product.productId && isSellable({ ...v, productStatus: product.status }))
    .sort(byGivenOrder)
    .map(storefrontVariantView),
});

export const productNotFound = () => new ApiError('PRODUCT_NOT_FOUND', 'Product not found');

export const createStorefrontCatalog = (deps: {
  catalog: StorefrontCatalogReader;
  /** `q`: the product search index (docs/decisions.md §3.21). */
  search: Pick<ProductSearchIndex, 'page'>;
}) => ({
  /**
   * Without `q`: by title, one indexed Query per page and one Query of each product's variants,
   * never a Scan. With `q`: Active products
   * with a word of the title, a tag or a SKU starting with each of its words, newest first, from
   * the search index.
   */
  async list(
    scope: Scope,
    filter: StorefrontFilter,
    request: PageRequest,
  ): Promise<{ data: StorefrontProduct[]; nextCursor: string | null }> {
    const words = filter.titlePrefix === undefined ? [] : searchWords(filter.titlePrefix);
    if (words.length > 0) {
      const found = await deps.search.page(scope, words, { status: 'Active' }, request);
      const category = filter.category?.toLowerCase();
      // A category narrows the found products (search first, then the category filter): the
      // page may hold fewer than `limit`, as a catalog page may.
      const items = found.items.filter(
        ({ product }) => category === undefined || product.category?.toLowerCase() === category,
      );
      return {
        data: items.map(({ product, variants }) => storefrontProductView(product, variants)),
        nextCursor: found.nextCursor,
      };
    }
    const page = await deps.catalog.page(scope, filter, request.cursor, request.limit);
    return {
      data: page.products.map(({ product, variants }) => storefrontProductView(product, variants)),
      nextCursor: page.nextCursor,
    };
  },

  /** An Active product of this store and mode; anything else is 404 PRODUCT_NOT_FOUND. */
  async get(scope: Scope, productId: string): Promise<StorefrontProduct> {
    if (!isUuid(productId)) throw productNotFound();
    const { product, variants } = await deps.catalog.product(scope, canonicalId(productId));
    if (!product || product.status !== 'Active') throw productNotFound();
    return storefrontProductView(product, variants);
  },
});

export type StorefrontCatalog = ReturnType<typeof createStorefrontCatalog>;
