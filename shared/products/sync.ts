import { cancellationReasons, contentionBackoff } from '../db/transactions.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError, type ErrorDetail } from '../errors.ts';
import { newId } from '../util/ids.ts';
import { currencyExponent, toMinorUnits } from '../util/money.ts';
import { systemClock, type Clock } from '../util/time.ts';
import type { ProductRepository, TransactItem } from './repository.ts';
import type { ProductRecord, SyncProductInput, SyncRequest, VariantRecord } from './types.ts';

/**
 * POST /products/sync (DECISIONS 4): upsert by externalId / externalVariantId. Each product
 * is written in its own transaction(s); the UNIQUE external-id items make concurrent
 * syncs of the same product agree on one productId. Product events are not emitted
 * (DECISIONS 5). Variants the request does not list are kept.
 */
export interface SyncScope {
  storeId: string;
  mode: Mode;
  currency: string;
}

export interface SyncResult {
  products: Array<{
    productId: string;
    externalId: string;
    variants: Array<{ variantId: string; externalVariantId: string }>;
  }>;
  created: number;
  updated: number;
}

const TRANSACTION_LIMIT = 100;
const PRODUCT_CONCURRENCY = 8;
const WRITE_ATTEMPTS = 4;

interface PricedVariant {
  priceMinor: number;
  compareAtPriceMinor: number | null;
}

/** Checks the request needs the store for (decimals) or cross-item knowledge for (duplicates). */
export const checkSyncRequest = (request: SyncRequest, currency: string): PricedVariant[][] => {
  const exponent = currencyExponent(currency);
  const details: ErrorDetail[] = [];
  const productAt = new Map<string, number>();
  const variantAt = new Map<string, string>();
  const priced = request.products.map((product, i) => {
    const first = productAt.get(product.externalId);
    if (first !== undefined) {
      details.push({
        path: `body.products.${i}.externalId`,
        message: `Duplicate of products.${first}.externalId`,
      });
    } else productAt.set(product.externalId, i);
    return product.variants.map((variant, j) => {
      const path = `body.products.${i}.variants.${j}`;
      const seen = variantAt.get(variant.externalVariantId);
      if (seen)
        details.push({
          path: `${path}.externalVariantId`,
          message: `Duplicate of ${seen}.externalVariantId`,
        });
      else variantAt.set(variant.externalVariantId, `products.${i}.variants.${j}`);
      const priceMinor = toMinorUnits(variant.price, exponent);
      if (priceMinor === undefined) {
        details.push({
          path: `${path}.price`,
          message: `At most ${exponent} decimal places for ${currency}`,
        });
      }
      const compare = variant.compareAtPrice ?? null;
      const compareAtPriceMinor = compare === null ? null : toMinorUnits(compare, exponent);
      if (compareAtPriceMinor === undefined) {
        details.push({
          path: `${path}.compareAtPrice`,
          message: `At most ${exponent} decimal places for ${currency}`,
        });
      }
      return { priceMinor: priceMinor ?? 0, compareAtPriceMinor: compareAtPriceMinor ?? null };
    });
  });
  if (details.length > 0)
    throw new ApiError('INVALID_REQUEST', 'The product sync request is invalid', details);
  return priced;
};

/** Splits items into transactions of at most 100, never separating a variant's claim from its write. */
const chunkTransactions = (head: TransactItem[], groups: TransactItem[][]): TransactItem[][] => {
  const chunks: TransactItem[][] = [[...head]];
  for (const group of groups) {
    if (chunks.at(-1)!.length + group.length > TRANSACTION_LIMIT) chunks.push([]);
    chunks.at(-1)!.push(...group);
  }
  return chunks.filter((chunk) => chunk.length > 0);
};

export const createProductSync = (deps: { products: ProductRepository; clock?: Clock }) => {
  const clock = deps.clock ?? systemClock;
  const repo = deps.products;

  const upsertOne = async (
    scope: SyncScope,
    input: SyncProductInput,
    priced: PricedVariant[],
  ): Promise<{ entry: SyncResult['products'][number]; created: boolean }> => {
    for (let attempt = 0; ; attempt++) {
      const now = clock.now().toISOString();
      const known = await repo.resolveExternalIds(
        scope,
        [input.externalId],
        input.variants.map((v) => v.externalVariantId),
      );
      const existingId = known.products.get(input.externalId);
      const productId = existingId ?? newId();
      const previous = existingId ? (await repo.getProducts(scope, [existingId])).get(existingId) : undefined;
      const product: ProductRecord = {
        productId,
        storeId: scope.storeId,
        mode: scope.mode,
        externalId: input.externalId,
        title: input.title,
        description: input.description ?? null,
        status: input.status ?? 'Active',
        category: input.category ?? null,
        tags: input.tags ?? [],
        imageUrl: input.imageUrl ?? null,
        currency: scope.currency,
        createdAt: previous?.createdAt ?? now,
        updatedAt: now,
      };
      const isNewProduct = !existingId;
      const head: TransactItem[] = isNewProduct
        ? [
            repo.claimProductExternalId(scope, input.externalId, productId),
            repo.productOwner(scope, productId),
          ]
        : [];
      head.push(repo.upsertProduct(product, isNewProduct));

      const variants = input.variants.map((variantInput, j): { record: VariantRecord; isNew: boolean } => {
        const knownId = known.variants.get(variantInput.externalVariantId);
        return {
          isNew: !knownId,
          record: {
            variantId: knownId ?? newId(),
            productId,
            storeId: scope.storeId,
            mode: scope.mode,
            externalId: product.externalId,
            externalVariantId: variantInput.externalVariantId,
            productTitle: product.title,
            productStatus: product.status,
            imageUrl: product.imageUrl,
            title: variantInput.title,
            sku: variantInput.sku ?? null,
            barcode: variantInput.barcode ?? null,
            priceMinor: priced[j]!.priceMinor,
            compareAtPriceMinor: priced[j]!.compareAtPriceMinor,
            currency: scope.currency,
            inventoryQuantity: variantInput.inventoryQuantity,
            inventoryTracking: variantInput.inventoryTracking ?? true,
            status: variantInput.status ?? 'Active',
            createdAt: now,
            updatedAt: now,
          },
        };
      });
      const groups = variants.map(({ record, isNew }) =>
        isNew
          ? [
              repo.claimVariantExternalId(scope, record.externalVariantId, record.variantId),
              repo.upsertVariant(record, true),
            ]
          : [repo.upsertVariant(record, false)],
      );
      // Variants the request left out keep their data but must show the product's new title/status/image.
      if (previous && productCopyChanged(previous, product)) {
        const listed = new Set(variants.map((v) => v.record.variantId));
        for (const other of await repo.variantsOfProduct(scope, productId)) {
          if (!listed.has(other.variantId)) groups.push([repo.refreshProductCopy(other, product)]);
        }
      }
      try {
        for (const chunk of chunkTransactions(head, groups)) await repo.transact(chunk);
        return {
          created: isNewProduct,
          entry: {
            productId,
            externalId: product.externalId,
            variants: variants.map(({ record }) => ({
              variantId: record.variantId,
              externalVariantId: record.externalVariantId,
            })),
          },
        };
      } catch (error) {
        // A concurrent sync claimed one of our new external ids first: resolve again and adopt its ids.
        if (!cancellationReasons(error) || attempt + 1 >= WRITE_ATTEMPTS) throw error;
        await contentionBackoff(attempt);
      }
    }
  };

  return {
    async sync(scope: SyncScope, request: SyncRequest): Promise<SyncResult> {
      const priced = checkSyncRequest(request, scope.currency);
      const results: Array<Awaited<ReturnType<typeof upsertOne>>> = new Array(request.products.length);
      let next = 0;
      const worker = async () => {
        while (next < request.products.length) {
          const i = next++;
          results[i] = await upsertOne(scope, request.products[i]!, priced[i]!);
        }
      };
      await Promise.all(
        Array.from({ length: Math.min(PRODUCT_CONCURRENCY, request.products.length) }, worker),
      );
      const created = results.filter((r) => r.created).length;
      return { products: results.map((r) => r.entry), created, updated: results.length - created };
    },
  };
};

const productCopyChanged = (before: ProductRecord, after: ProductRecord): boolean =>
  before.title !== after.title ||
  before.externalId !== after.externalId ||
  before.status !== after.status ||
  before.imageUrl !== after.imageUrl;
