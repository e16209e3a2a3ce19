import type { IdOwner } from '../db/id-owner.ts';
import type { Mode } from '../db/keys.ts';
import type { AuditEntry } from '../audit/ports.ts';
import type { DomainEvent } from '../events/outbox.ts';
import type { Page, PageRequest } from '../db/page.ts';
import type { CatalogStatus, ProductRecord, VariantRecord } from './types.ts';

/** Products and variants as the catalog service and the sync see them; the DynamoDB adapter is dynamo-products.ts. */

/** One conditional write the repository builds and later applies (refreshProductCopy); the sync only batches it. */
export type TransactItem = object;

type Scope = { storeId: string; mode: Mode };

/** Whole items the sync writes together with the product events they cause (none: a plain batch write). */
export interface SyncWrite {
  items: Array<Record<string, unknown>>;
  events: DomainEvent[];
}

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
   * Unconditional puts, several requests in flight; a write with events goes in one transaction
   * with them. `mayStart` is asked before each request: once it says no, no new request starts
   * and the result is false (not all written).
   */
  putItems(
    writes: SyncWrite[],
    options: { concurrency: number; mayStart?: () => boolean; now?: Date },
  ): Promise<boolean>;
  /** Refreshes a variant's copy of its product's fields, and nothing else (stock stays as it is). */
  refreshProductCopy(variant: VariantRecord, product: ProductRecord): TransactItem;
  /** One conditional update on its own; false when its condition failed. */
  update(item: TransactItem): Promise<boolean>;
  transact(items: TransactItem[]): Promise<void>;
}

/**
 * What an owner's catalog change writes beside itself, in the same transaction: its product
 * events (outbox) and its audit entry (docs/decisions.md §7.24).
 */
export interface CatalogChange {
  events: DomainEvent[];
  audit: AuditEntry;
  now: Date;
}

/** `conflict`: a condition on what was read no longer holds (re-read, decide again); `exists`: the id is taken. */
export type CatalogWrite = { ok: true } | { ok: false; reason: 'conflict' | 'exists' };

export interface ProductListFilter {
  /** A title prefix, already in titleKey form (catalog-index.ts). */
  titlePrefix?: string | undefined;
  status?: CatalogStatus | undefined;
}

/** The owners' catalog (admin API); the DynamoDB adapter is dynamo-admin-catalog.ts. */
export interface AdminCatalogStore {
  getProduct(scope: Scope, productId: string): Promise<ProductRecord | undefined>;
  getProducts(scope: Scope, productIds: string[]): Promise<Map<string, ProductRecord>>;
  variantsOfProduct(scope: Scope, productId: string): Promise<VariantRecord[]>;
  getVariant(scope: Scope, variantId: string): Promise<VariantRecord | undefined>;
  /**
   * One indexed Query a page: newest first, or by title when `titlePrefix` is given; a status
   * filter may leave a page short (never a Scan).
   */
  page(scope: Scope, filter: ProductListFilter, request: PageRequest): Promise<Page<ProductRecord>>;
  /** Ids of the products that have a variant with exactly this SKU (any case). */
  productIdsBySku(scope: Scope, sku: string): Promise<string[]>;
  /** The product, its id owner and its variants, none of them existing yet. */
  createProduct(
    product: ProductRecord,
    variants: VariantRecord[],
    change: CatalogChange,
  ): Promise<CatalogWrite>;
  /** The product as read (`before`) replaced by `after`; its variants' copies of it refreshed. */
  updateProduct(
    before: ProductRecord,
    after: ProductRecord,
    variants: VariantRecord[],
    change: CatalogChange,
  ): Promise<CatalogWrite>;
  /**
   * The product and its variants deleted. Variants beyond what one transaction holds go first,
   * in their own transactions; the product goes last with the rest (a repeated call resumes).
   */
  deleteProduct(
    product: ProductRecord,
    variants: VariantRecord[],
    change: CatalogChange,
  ): Promise<CatalogWrite>;
  /** A new variant; the product's `updatedAt` as read is the condition (variant count checks). */
  createVariant(product: ProductRecord, variant: VariantRecord, change: CatalogChange): Promise<CatalogWrite>;
  /** `before` (as read, stock included) replaced by `after`. */
  updateVariant(before: VariantRecord, after: VariantRecord, change: CatalogChange): Promise<CatalogWrite>;
  /** The variant deleted; the product's `updatedAt` as read is the condition (the last variant stays). */
  deleteVariant(product: ProductRecord, variant: VariantRecord, change: CatalogChange): Promise<CatalogWrite>;
  /** The stock moved from `variant.inventoryQuantity` (the condition) to `quantity`. */
  setInventory(variant: VariantRecord, quantity: number, change: CatalogChange): Promise<CatalogWrite>;
}

export interface StorefrontFilter {
  /** Only this category (any case). */
  category?: string | undefined;
  /** Title prefix, any case and accents. */
  titlePrefix?: string | undefined;
}

/**
 * The storefront's read side (adapter: dynamo-storefront-catalog.ts). `page`: up to `limit`
 * Active products in title order from the storefront index (one Query; rows of variants
 * written before variants left that index are skipped, and only a page they fill takes another
 * Query), each with all its variants (one Query of the product's variants each, in parallel);
 * `nextCursor` continues after the last product, null at the end.
 */
export interface StorefrontCatalogReader {
  page(
    scope: Scope,
    filter: StorefrontFilter,
    cursor: string | undefined,
    limit: number,
  ): Promise<{ products: FoundProduct[]; nextCursor: string | null }>;
  /** The product and all its variants (any status); no product when it does not exist in this store and mode. */
  product(scope: Scope, productId: string): Promise<{ product?: ProductRecord; variants: VariantRecord[] }>;
}

/** A product as search shows it: the record and its variants, read after the index matched it. */
export interface FoundProduct {
  product: ProductRecord;
  variants: VariantRecord[];
}

/**
 * The product search index (search-words.ts, docs/decisions.md §3.21): entries per word prefix,
 * written after the product changes (the table stream), read newest first.
 */
export interface ProductSearchIndex {
  /** Brings a product's entries in line with the product as stored now; removes them when it is gone. */
  refresh(scope: Scope, productId: string): Promise<void>;
  /**
   * Products with a word starting with each query word (and of `status` when given), newest
   * first, checked against the products as stored now (an entry only proposes a product).
   */
  page(
    scope: Scope,
    queryWords: string[],
    filter: { status?: CatalogStatus | undefined },
    request: PageRequest,
  ): Promise<Page<FoundProduct>>;
}
