import { keys } from '../db/keys.ts';
import type { ProductRecord, VariantRecord } from './types.ts';

/**
 * The catalog's read indexes, kept on the product and variant items themselves (sparse GSI keys,
 * docs/data-model.md):
 * - gsi2 `S#<store>#<mode>#STOREFRONT`: Active products sorted by title key; the storefront reads
 *   their variants from each product's variant list (gsi1). Variants are not on it: a row keyed by
 *   the product's title would move with every rename (docs/decisions.md §3.18);
 * - gsi3 `...#STOREFRONT#CATEGORY#<category>`: the same rows for one category;
 * - gsi4: owners' search, products by title key, variants by SKU.
 * Every whole-item write (productItem/variantItem) and every product-copy refresh goes through these
 * builders, so the indexes cannot drift from the records; both drop the storefront keys variants
 * written before carried.
 */

/** Longest title prefix kept in a sort key (a key is at most 1,024 bytes; titles are 255 characters). */
export const TITLE_KEY_LENGTH = 120;

/** Case-insensitive, accent-insensitive form of a title or search text, cut to TITLE_KEY_LENGTH. */
export const titleKey = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, TITLE_KEY_LENGTH);

/** Sort key of a product's row in the storefront indexes. */
export const storefrontProductSortKey = (product: Pick<ProductRecord, 'title' | 'productId'>): string =>
  `${titleKey(product.title)}#${product.productId}#P`;

export type IndexAttributes = Record<string, string>;

/** Index attributes names this module may set; a refresh removes those it does not set. */
export const CATALOG_INDEX_ATTRIBUTES = ['gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'gsi4pk', 'gsi4sk'] as const;

export const productIndexKeys = (product: ProductRecord): IndexAttributes => {
  const attributes: IndexAttributes = {
    gsi4pk: keys.productsByTitle(product.storeId, product.mode),
    gsi4sk: `${titleKey(product.title)}#${product.productId}`,
  };
  if (product.status === 'Active') {
    const sortKey = storefrontProductSortKey(product);
    attributes.gsi2pk = keys.storefrontCatalog(product.storeId, product.mode);
    attributes.gsi2sk = sortKey;
    if (product.category) {
      attributes.gsi3pk = keys.storefrontCategory(product.storeId, product.mode, product.category);
      attributes.gsi3sk = sortKey;
    }
  }
  return attributes;
};

/** A variant is on the SKU search only (gsi4); the storefront reads it through its product. */
export const variantIndexKeys = (variant: VariantRecord): IndexAttributes =>
  variant.sku
    ? {
        gsi4pk: keys.variantsBySku(variant.storeId, variant.mode, variant.sku),
        gsi4sk: `${variant.productId}#${variant.variantId}`,
      }
    : {};
