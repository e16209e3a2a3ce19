import type { IdOwner } from '../db/id-owner.ts';
import type { Mode } from '../db/keys.ts';
import type { ProductRecord, VariantRecord } from './types.ts';

/** Products and variants as the catalog service and the sync see them; the DynamoDB adapter is dynamo-products.ts. */

/** One conditional write the repository builds and later applies (refreshProductCopy); the sync only batches it. */
export type TransactItem = object;

type Scope = { storeId: string; mode: Mode };

export interface ProductRepository {
  /** externalId -> productId and externalVariantId -> variantId of those already synced (one round trip). */
  resolveExternalIds(
    scope: Scope,
    externalIds: string[],
    externalVariantIds: string[],
  ): Promise<{ products: Map<string, string>; variants: Map<string, string> }>;
  getProducts(scope: Scope, productIds: string[]): Promise<Map<string, ProductRecord>>;
  getProductWithOwner(scope: Scope, productId: string): Promise<{ product?: ProductRecord; owner?: IdOwner }>;
  variantsOfProduct(scope: Scope, productId: string): Promise<VariantRecord[]>;
  /** Current variants by id (consistent reads, one round trip per 100). */
  getVariants(scope: Scope, variantIds: string[]): Promise<Map<string, VariantRecord>>;
  // Whole items the sync writes with putItems (see sync.ts for the order).
  productItem(product: ProductRecord): Record<string, unknown>;
  productOwnerItem(product: ProductRecord): Record<string, unknown>;
  variantItem(variant: VariantRecord): Record<string, unknown>;
  /**
   * Unconditional puts, several requests in flight. `mayStart` is asked before each request:
   * once it says no, no new request starts and the result is false (not all written).
   */
  putItems(
    items: Array<Record<string, unknown>>,
    options: { concurrency: number; mayStart?: () => boolean },
  ): Promise<boolean>;
  /** Refreshes a variant's copy of its product's fields, and nothing else (stock stays as it is). */
  refreshProductCopy(variant: VariantRecord, product: ProductRecord): TransactItem;
  /** One conditional update on its own; false when its condition failed. */
  update(item: TransactItem): Promise<boolean>;
  transact(items: TransactItem[]): Promise<void>;
}

/** One row of the storefront index: a product's, or one of its variants' (docs/decisions.md §3.17). */
export type StorefrontRow =
  | { kind: 'product'; product: ProductRecord; after: string }
  | { kind: 'variant'; variant: VariantRecord; after: string };

export interface StorefrontFilter {
  /** Only this category (any case). */
  category?: string | undefined;
  /** Title prefix, any case and accents. */
  titlePrefix?: string | undefined;
}

/**
 * The storefront's read side (adapter: dynamo-storefront-catalog.ts). `rows` is ONE indexed
 * Query: Active products and their sellable variants in title order, each product's row right
 * before its variants' rows; `after` of a row is the opaque cursor that continues after it.
 */
export interface StorefrontCatalogReader {
  rows(
    scope: Scope,
    filter: StorefrontFilter,
    cursor: string | undefined,
    maxRows: number,
  ): Promise<{ rows: StorefrontRow[]; reachedEnd: boolean }>;
  /** The product and all its variants (any status); no product when it does not exist in this store and mode. */
  product(scope: Scope, productId: string): Promise<{ product?: ProductRecord; variants: VariantRecord[] }>;
}
