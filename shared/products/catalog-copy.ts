import * as z from 'zod';
import { ApiError } from '../errors.ts';
import { named } from '../schema/named.ts';
import type { AdminCatalogStore, ProductRepository } from './ports.ts';
import { productView } from './service.ts';
import { createProductSync, derivedCatalogId } from './sync.ts';
import { MAX_PRODUCTS_PER_SYNC, type SyncProductInput } from './types.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * Copies a store's test catalog to live mode (docs/decisions.md §7.31). It is a product sync into
 * live mode keyed by the test products' external ids: a live product's id is derived from its
 * external id in live mode (a new id), and a second copy finds it by that external id and updates
 * it instead of making another. Admin-made test products already carry an external id (their own
 * test id), so every test product has one. Events go out in live mode with origin `owner`.
 */

export const catalogCopyRequestSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CatalogCopyRequest',
    z.strictObject({
      stock: z.enum(['zero', 'copy']).optional(),
      dryRun: z.boolean().optional(),
    }),
    {
      description:
        '`stock`: `zero` (default) starts new live variants at 0 and leaves the stock of live variants already there; `copy` sets live stock to the test stock. `dryRun`: answer what the copy would make and update, writing nothing',
      examples: [{ stock: 'zero' }, { dryRun: true }],
    },
  ),
);
export type CatalogCopyRequest = z.infer<typeof catalogCopyRequestSchema>;

export const catalogCopyResultSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'CatalogCopyResult',
    z.object({
      dryRun: z.boolean(),
      stock: z.enum(['zero', 'copy']),
      created: z.number().int().describe('Live products made'),
      updated: z.number().int().describe('Live products found by external id and updated'),
      variantsCreated: z.number().int(),
      variantsUpdated: z.number().int(),
      titles: z
        .array(z.string())
        .describe('The first titles copied (up to 5), those made before those updated, newest first'),
    }),
  ),
);
export type CatalogCopyResult = z.infer<typeof catalogCopyResultSchema>;

const TITLES_SHOWN = 5;
const PAGE = 100;

export interface CatalogCopyDeps {
  catalog: AdminCatalogStore;
  products: ProductRepository;
  /** The store's currency; undefined: no such store. */
  storeCurrency: (storeId: string) => Promise<string | undefined>;
}

export const createCatalogCopy = (deps: CatalogCopyDeps) => {
  const { catalog, products } = deps;

  /** Every test product, newest first, as sync input (prices in major units, the product view's). */
  const testCatalog = async (storeId: string) => {
    const scope = { storeId, mode: 'test' as const };
    const inputs: SyncProductInput[] = [];
    let cursor: string | undefined;
    do {
      const page = await catalog.page(scope, {}, { limit: PAGE, cursor });
      const variants = await Promise.all(
        page.items.map((product) => catalog.variantsOfProduct(scope, product.productId)),
      );
      page.items.forEach((product, i) => {
        const view = productView(product, variants[i]!);
        if (view.variants.length === 0) return;
        inputs.push({
          externalId: view.externalId,
          title: view.title,
          description: view.description,
          status: view.status,
          category: view.category,
          tags: view.tags,
          imageUrl: view.imageUrl,
          variants: view.variants.map((variant) => ({
            externalVariantId: variant.externalVariantId,
            title: variant.title,
            sku: variant.sku,
            barcode: variant.barcode,
            price: variant.price,
            compareAtPrice: variant.compareAtPrice,
            weight: variant.weight,
            inventoryQuantity: variant.inventoryQuantity,
            inventoryTracking: variant.inventoryTracking,
            status: variant.status,
          })),
        });
      });
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return inputs;
  };

  return {
    async copyToLive(storeId: string, request: CatalogCopyRequest): Promise<CatalogCopyResult> {
      const currency = await deps.storeCurrency(storeId);
      if (!currency) throw new ApiError('STORE_NOT_FOUND', 'Store not found');
      const stock = request.stock ?? 'zero';
      const live = { storeId, mode: 'live' as const, currency };
      const inputs = await testCatalog(storeId);
      // The live ids, found as the sync finds them: claimed by the external id, or derived from it.
      const known = await products.resolveExternalIds(
        live,
        inputs.map((input) => input.externalId),
        inputs.flatMap((input) => input.variants.map((variant) => variant.externalVariantId)),
      );
      const productIdOf = (externalId: string) =>
        known.products.get(externalId) ?? derivedCatalogId('product', live, externalId);
      const variantIdOf = (externalVariantId: string) =>
        known.variants.get(externalVariantId) ?? derivedCatalogId('variant', live, externalVariantId);
      const [liveProducts, liveVariants] = await Promise.all([
        products.getProducts(
          live,
          inputs.map((input) => productIdOf(input.externalId)),
        ),
        products.getVariants(
          live,
          inputs.flatMap((input) => input.variants.map((variant) => variantIdOf(variant.externalVariantId))),
        ),
      ]);
      const isLive = (input: SyncProductInput) => liveProducts.has(productIdOf(input.externalId));
      // `zero`: a live variant already there keeps its stock (it may have sold); a new one starts at 0.
      const copied = inputs.map((input) => ({
        ...input,
        variants: input.variants.map((variant) =>
          stock === 'copy'
            ? variant
            : {
                ...variant,
                inventoryQuantity:
                  liveVariants.get(variantIdOf(variant.externalVariantId))?.inventoryQuantity ?? 0,
              },
        ),
      }));
      const made = copied.filter((input) => !isLive(input));
      const variants = copied.flatMap((input) => input.variants);
      const variantsCreated = variants.filter(
        (variant) => !liveVariants.has(variantIdOf(variant.externalVariantId)),
      ).length;
      const result: CatalogCopyResult = {
        dryRun: request.dryRun ?? false,
        stock,
        created: made.length,
        updated: copied.length - made.length,
        variantsCreated,
        variantsUpdated: variants.length - variantsCreated,
        titles: [...made, ...copied.filter(isLive)].slice(0, TITLES_SHOWN).map((input) => input.title),
      };
      if (result.dryRun) return result;
      // Oldest first, so live lists (newest first) show them in the test catalog's order.
      const sync = createProductSync({ products });
      const oldestFirst = [...copied].reverse();
      for (let i = 0; i < oldestFirst.length; i += MAX_PRODUCTS_PER_SYNC)
        await sync.sync(
          live,
          { products: oldestFirst.slice(i, i + MAX_PRODUCTS_PER_SYNC) },
          { origin: 'owner' },
        );
      return result;
    },
  };
};
