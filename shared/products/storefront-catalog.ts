import * as z from 'zod';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import type { Page, PageRequest } from '../db/page.ts';
import { imageViews, productImageSchema } from '../images/types.ts';
import { named } from '../schema/named.ts';
import { canonicalId, isUuid } from '../util/ids.ts';
import { currencyExponent, fromMinorUnits } from '../util/money.ts';
import type {
  ProductSearchIndex,
  StorefrontCatalogReader,
  StorefrontFilter,
  StorefrontRow,
} from './ports.ts';
import { searchWords } from './search-words.ts';
import {
  availableUnits,
  byGivenOrder,
  isSellable,
  MAX_VARIANTS_PER_PRODUCT,
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

/**
 * Rows one page reads at most: room for `limit` products of up to 3 variants each, plus one whole
 * product at the variant limit and the row after it (which proves that product complete).
 */
export const storefrontRowsToRead = (limit: number): number => 4 * limit + MAX_VARIANTS_PER_PRODUCT + 1;

interface Group {
  product: ProductRecord;
  variants: VariantRecord[];
  /** Cursor after this product's last row. */
  after: string;
}

/**
 * Whole products from a run of index rows (docs/decisions.md §3.18): a product is complete when a
 * row of another product follows it or the Query reached the end of the index; the page keeps
 * complete products only (at most `limit`), and its cursor continues right after the last row
 * of the last one kept, so a page boundary never falls between a product and its variants.
 * Variant rows without their product row just before them (a write in progress) are skipped.
 */
export const pageOfProducts = (
  rows: StorefrontRow[],
  reachedEnd: boolean,
  limit: number,
): Page<StorefrontProduct> => {
  const groups: Group[] = [];
  /** Cursor after the last row that belongs to no product kept (skipped variant rows). */
  const skippedAfter: Array<string | undefined> = [];
  let current: Group | undefined;
  let lastSkipped: string | undefined;
  for (const row of rows) {
    if (row.kind === 'product') {
      current = { product: row.product, variants: [], after: row.after };
      groups.push(current);
      skippedAfter.push(lastSkipped);
      lastSkipped = undefined;
    } else if (current && row.variant.productId === current.product.productId) {
      current.variants.push(row.variant);
      current.after = row.after;
    } else {
      current = undefined;
      lastSkipped = row.after;
    }
  }
  const view = (group: Group) => storefrontProductView(group.product, group.variants);
  // The last product may continue past the rows read, unless rows of another product follow it.
  const lastOpen = !reachedEnd && current !== undefined && groups.at(-1) === current;
  const complete = lastOpen ? groups.slice(0, -1) : groups;
  if (complete.length > limit) {
    const kept = complete.slice(0, limit);
    return { items: kept.map(view), nextCursor: kept.at(-1)!.after };
  }
  if (reachedEnd) return { items: complete.map(view), nextCursor: null };
  if (!lastOpen)
    return { items: complete.map(view), nextCursor: lastSkipped ?? complete.at(-1)?.after ?? null };
  const open = groups.at(-1)!;
  const before = skippedAfter.at(-1) ?? complete.at(-1)?.after;
  if (before !== undefined) return { items: complete.map(view), nextCursor: before };
  // Only a product with more variants than the limit fills a whole read: shown with the
  // variants read, so the list still moves on.
  return { items: [view(open)], nextCursor: open.after };
};

export const productNotFound = () => new ApiError('PRODUCT_NOT_FOUND', 'Product not found');

export const createStorefrontCatalog = (deps: {
  catalog: StorefrontCatalogReader;
  /** `q`: the product search index (docs/decisions.md §3.21). */
  search: Pick<ProductSearchIndex, 'page'>;
}) => ({
  /**
   * Without `q`: by title, one indexed Query per page, never a Scan. With `q`: Active products
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
    const { rows, reachedEnd } = await deps.catalog.rows(
      scope,
      filter,
      request.cursor,
      storefrontRowsToRead(request.limit),
    );
    const page = pageOfProducts(rows, reachedEnd, request.limit);
    return { data: page.items, nextCursor: page.nextCursor };
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
