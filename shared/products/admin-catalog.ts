import { actorOf, auditEntry } from '../audit/entries.ts';
import type { AuditTarget } from '../audit/ports.ts';
import type { Mode } from '../db/keys.ts';
import { contentionBackoff } from '../db/transactions.ts';
import { ApiError } from '../errors.ts';
import { pageResult } from '../db/page.ts';
import type { DomainEvent } from '../events/outbox.ts';
import type { OwnerContext } from '../owners/owner-access.ts';
import { isUuid, newId } from '../util/ids.ts';
import { systemClock, type Clock } from '../util/time.ts';
import type {
  InventoryChange,
  NewProductInput,
  NewVariantInput,
  ProductListQuery,
  ProductPatch,
  VariantPatch,
} from './admin-schemas.ts';
import {
  newVariantRecord,
  patchedProduct,
  patchedVariant,
  withNote,
  withProductCopy,
} from './admin-records.ts';
import { titleKey } from './catalog-index.ts';
import {
  inventoryUpdatedEvent,
  productCreatedEvent,
  productDeletedEvent,
  productUpdatedEvent,
  variantCreatedEvent,
  variantDeletedEvent,
  variantUpdatedEvent,
} from './events.ts';
import type { AdminCatalogStore, CatalogChange, CatalogWrite, ProductSearchIndex } from './ports.ts';
import { searchWords } from './search-words.ts';
import { derivedCatalogId } from './sync.ts';
import { productView, variantView } from './service.ts';
import { MAX_VARIANTS_PER_PRODUCT, nextPosition, variantCopyStale, type ProductRecord } from './types.ts';

/**
 * Products for store owners (docs/decisions.md §7.24): search, create, edit, delete, variants
 * and stock. Each change is written with its product events (origin `owner`, always sent) and
 * its audit entry in one transaction, conditioned on what was read; a lost race re-reads and
 * decides again. Another store's or mode's product is simply not found.
 */
export interface AdminCatalogDeps {
  catalog: AdminCatalogStore;
  /** `q`: the product search index (docs/decisions.md §3.21). */
  search: Pick<ProductSearchIndex, 'page'>;
  /** The store's currency (prices are checked against its decimals); undefined: no such store. */
  storeCurrency: (storeId: string) => Promise<string | undefined>;
  clock?: Clock;
  /** After a product is deleted: its uploaded image files go too (a failure leaves them unreferenced only). */
  onProductDeleted?: (product: ProductRecord) => Promise<void>;
  /** Re-reads after a lost race before answering 409 CONFLICT (default 40: stock is contended). */
  attempts?: number;
}

type Scope = { storeId: string; mode: Mode };

const productNotFound = () => new ApiError('PRODUCT_NOT_FOUND', 'Product not found');
const variantNotFound = () => new ApiError('PRODUCT_NOT_FOUND', 'Variant not found');

export const createAdminCatalog = (deps: AdminCatalogDeps) => {
  const clock = deps.clock ?? systemClock;
  const attempts = deps.attempts ?? 40;
  const { catalog } = deps;

  /** Reads, decides and writes until the write holds (a lost condition re-reads). */
  const decide = async <T>(attempt: () => Promise<{ write: CatalogWrite; result: T }>): Promise<T> => {
    for (let i = 0; i < attempts; i++) {
      const { write, result } = await attempt();
      if (write.ok) return result;
      if (write.reason === 'exists')
        throw new ApiError('CONFLICT', 'A product or variant with this external id already exists');
      await contentionBackoff(i, { baseDelayMs: 5, maxDelayMs: 100 });
    }
    throw new ApiError('CONFLICT', 'The product kept changing: try again');
  };

  const changeOf = (
    owner: OwnerContext,
    scope: Scope,
    action: string,
    target: AuditTarget,
    events: Array<DomainEvent | null>,
    now: Date,
  ): CatalogChange => ({
    events: events.filter((event): event is DomainEvent => event !== null),
    audit: auditEntry(actorOf(owner), action, target, {
      storeId: scope.storeId,
      at: now.toISOString(),
      mode: scope.mode,
    }),
    now,
  });

  const eventScope = (scope: Scope) => ({ ...scope, origin: 'owner' as const });

  const currencyOf = async (storeId: string) => {
    const currency = await deps.storeCurrency(storeId);
    if (!currency) throw new ApiError('STORE_NOT_FOUND', 'Store not found');
    return currency;
  };

  const readProduct = async (scope: Scope, productId: string) => {
    if (!isUuid(productId)) throw productNotFound();
    const product = await catalog.getProduct(scope, productId);
    if (!product) throw productNotFound();
    return product;
  };

  /**
   * The variant, when it belongs to the product named by the path, with its product's current
   * title (the variant's own copy is as of its last write, docs/decisions.md §3.7): its events
   * name the product as it is now.
   */
  const readVariant = async (scope: Scope, productId: string, variantId: string) => {
    if (!isUuid(productId) || !isUuid(variantId)) throw variantNotFound();
    const [variant, product] = await Promise.all([
      catalog.getVariant(scope, variantId),
      catalog.getProduct(scope, productId),
    ]);
    if (!variant || !product || variant.productId !== productId) throw variantNotFound();
    return { ...variant, productTitle: product.title };
  };

  return {
    /**
     * `q`: products with a word of the title, a tag or a SKU starting with each of its words (any
     * case, accents ignored), newest first, from the search index (docs/decisions.md §3.21).
     */
    async list(storeId: string, query: ProductListQuery) {
      const scope = { storeId, mode: query.mode };
      const words = query.q === undefined ? [] : searchWords(query.q);
      if (words.length > 0) {
        const found = await deps.search.page(scope, words, { status: query.status }, query);
        return pageResult(found, ({ product, variants }) => productView(product, variants));
      }
      const filter = {
        status: query.status,
        titlePrefix: query.q === undefined ? undefined : titleKey(query.q),
      };
      const [page, skuIds] = await Promise.all([
        catalog.page(scope, filter, query),
        query.q !== undefined && query.cursor === undefined
          ? catalog.productIdsBySku(scope, query.q)
          : Promise.resolve([]),
      ]);
      const bySku =
        skuIds.length > 0
          ? [...(await catalog.getProducts(scope, skuIds)).values()].filter(
              (product) => !query.status || product.status === query.status,
            )
          : [];
      const skuIdSet = new Set(bySku.map((product) => product.productId));
      const products = [...bySku, ...page.items.filter((product) => !skuIdSet.has(product.productId))];
      const variants = await Promise.all(products.map((p) => catalog.variantsOfProduct(scope, p.productId)));
      return {
        data: products.map((product, i) => productView(product, variants[i]!)),
        nextCursor: page.nextCursor,
      };
    },

    async get(storeId: string, mode: Mode, productId: string) {
      const scope = { storeId, mode };
      const product = await readProduct(scope, productId);
      return productView(product, await catalog.variantsOfProduct(scope, productId));
    },

    async create(owner: OwnerContext, storeId: string, mode: Mode, input: NewProductInput) {
      const scope = { storeId, mode };
      const currency = await currencyOf(storeId);
      const now = clock.now();
      const at = now.toISOString();
      const productId = input.externalId ? derivedCatalogId('product', scope, input.externalId) : newId();
      const product: ProductRecord = {
        productId,
        storeId,
        mode,
        externalId: input.externalId ?? productId,
        title: input.title,
        description: input.description ?? null,
        status: input.status ?? 'Active',
        category: input.category ?? null,
        tags: input.tags ?? [],
        imageUrl: input.imageUrl ?? null,
        currency,
        createdAt: at,
        updatedAt: at,
      };
      const variants = input.variants.map((variant, i) =>
        newVariantRecord(scope, product, variant, currency, `body.variants.${i}`, at, i),
      );
      const ids = new Set(variants.map((variant) => variant.variantId));
      if (ids.size !== variants.length)
        throw new ApiError('INVALID_REQUEST', 'Each variant needs its own externalVariantId', [
          { path: 'body.variants', message: 'Duplicate externalVariantId' },
        ]);
      const change = changeOf(
        owner,
        scope,
        'product.created',
        { type: 'product', id: productId },
        [productCreatedEvent(eventScope(scope), product, variants)],
        now,
      );
      return decide(async () => ({
        write: await catalog.createProduct(product, variants, change),
        result: productView(product, variants),
      }));
    },

    update(owner: OwnerContext, storeId: string, mode: Mode, productId: string, patch: ProductPatch) {
      const scope = { storeId, mode };
      return decide(async () => {
        const before = await readProduct(scope, productId);
        const variants = await catalog.variantsOfProduct(scope, productId);
        const now = clock.now();
        const after = patchedProduct(before, patch, now.toISOString());
        const event = productUpdatedEvent(eventScope(scope), before, after);
        if (!event) return { write: { ok: true } as const, result: productView(before, variants) };
        const change = changeOf(
          owner,
          scope,
          'product.updated',
          { type: 'product', id: productId },
          [event],
          now,
        );
        // Only variants whose copy of the product's fields changed are written; a new title
        // alone writes the product only (docs/decisions.md §3.7).
        const write = await catalog.updateProduct(
          before,
          after,
          variants.filter((variant) => variantCopyStale(variant, after)),
          change,
        );
        const refreshed = variants.map((variant) => withProductCopy(variant, after));
        return { write, result: productView(after, refreshed) };
      });
    },

    /** Deletes the product and every variant of it (docs/decisions.md §7.24); repeat to resume. */
    async remove(owner: OwnerContext, storeId: string, mode: Mode, productId: string) {
      const scope = { storeId, mode };
      let deleted: ProductRecord | undefined;
      const result = await decide(async () => {
        const product = await readProduct(scope, productId);
        const variants = await catalog.variantsOfProduct(scope, productId);
        const now = clock.now();
        const deletedAt = now.toISOString();
        const change = changeOf(
          owner,
          scope,
          'product.deleted',
          { type: 'product', id: productId },
          [productDeletedEvent(eventScope(scope), product, deletedAt)],
          now,
        );
        deleted = product;
        return {
          write: await catalog.deleteProduct(product, variants, change),
          result: { productId, deletedAt, variantsDeleted: variants.length },
        };
      });
      if (deleted) await deps.onProductDeleted?.(deleted).catch(() => undefined);
      return result;
    },

    addVariant(owner: OwnerContext, storeId: string, mode: Mode, productId: string, input: NewVariantInput) {
      const scope = { storeId, mode };
      return decide(async () => {
        const currency = await currencyOf(storeId);
        const product = await readProduct(scope, productId);
        const existing = await catalog.variantsOfProduct(scope, productId);
        if (existing.length >= MAX_VARIANTS_PER_PRODUCT)
          throw new ApiError('CONFLICT', `A product has at most ${MAX_VARIANTS_PER_PRODUCT} variants`);
        const now = clock.now();
        const variant = newVariantRecord(
          scope,
          product,
          input,
          currency,
          'body',
          now.toISOString(),
          nextPosition(existing),
        );
        const change = changeOf(
          owner,
          scope,
          'product.variant_created',
          { type: 'variant', id: variant.variantId },
          [variantCreatedEvent(eventScope(scope), variant)],
          now,
        );
        return { write: await catalog.createVariant(product, variant, change), result: variantView(variant) };
      });
    },

    updateVariant(
      owner: OwnerContext,
      storeId: string,
      mode: Mode,
      productId: string,
      variantId: string,
      patch: VariantPatch,
    ) {
      const scope = { storeId, mode };
      return decide(async () => {
        const before = await readVariant(scope, productId, variantId);
        const currency =
          patch.price !== undefined || patch.compareAtPrice != null
            ? await currencyOf(storeId)
            : before.currency;
        const now = clock.now();
        const after = patchedVariant(before, patch, currency, now.toISOString());
        const event = variantUpdatedEvent(eventScope(scope), before, after);
        if (!event) return { write: { ok: true } as const, result: variantView(before) };
        const change = changeOf(
          owner,
          scope,
          'product.variant_updated',
          { type: 'variant', id: variantId },
          [event],
          now,
        );
        return { write: await catalog.updateVariant(before, after, change), result: variantView(after) };
      });
    },

    /** The last variant of a product stays: 409 LAST_VARIANT (delete the product instead). */
    removeVariant(owner: OwnerContext, storeId: string, mode: Mode, productId: string, variantId: string) {
      const scope = { storeId, mode };
      return decide(async () => {
        const variant = await readVariant(scope, productId, variantId);
        const product = await readProduct(scope, productId);
        const count = (await catalog.variantsOfProduct(scope, productId)).length;
        if (count <= 1)
          throw new ApiError(
            'LAST_VARIANT',
            'A product keeps at least one variant: delete the product instead',
          );
        const now = clock.now();
        const deletedAt = now.toISOString();
        const change = changeOf(
          owner,
          scope,
          'product.variant_deleted',
          { type: 'variant', id: variantId },
          [variantDeletedEvent(eventScope(scope), variant, deletedAt)],
          now,
        );
        return {
          write: await catalog.deleteVariant(product, variant, change),
          result: { productId, variantId, deletedAt },
        };
      });
    },

    /** `adjust` or `set` the stock, atomically; below zero is 409 INSUFFICIENT_INVENTORY. */
    adjustInventory(
      owner: OwnerContext,
      storeId: string,
      mode: Mode,
      productId: string,
      variantId: string,
      input: InventoryChange,
    ) {
      const scope = { storeId, mode };
      return decide(async () => {
        const variant = await readVariant(scope, productId, variantId);
        const previous = variant.inventoryQuantity;
        const quantity = 'set' in input ? input.set : previous + input.adjust;
        if (quantity < 0)
          throw new ApiError(
            'INSUFFICIENT_INVENTORY',
            `Only ${previous} in stock: the stock cannot go below zero`,
          );
        if (quantity === previous) return { write: { ok: true } as const, result: variantView(variant) };
        const now = clock.now();
        const change = changeOf(
          owner,
          scope,
          'product.inventory_updated',
          { type: 'variant', id: variantId },
          [
            withNote(
              inventoryUpdatedEvent(eventScope(scope), variant, previous, quantity, 'adjustment'),
              input.reason,
            ),
          ],
          now,
        );
        return {
          write: await catalog.setInventory(variant, quantity, change),
          result: variantView({ ...variant, inventoryQuantity: quantity, updatedAt: now.toISOString() }),
        };
      });
    },
  };
};
