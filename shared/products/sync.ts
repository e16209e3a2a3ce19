import { createHash } from 'node:crypto';
import { cancellationReasons } from '../db/transactions.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError, type ErrorDetail } from '../errors.ts';
import { currencyExponent, toMinorUnits } from '../util/money.ts';
import { systemClock, type Clock } from '../util/time.ts';
import {
  inventoryUpdatedEvent,
  productCreatedEvent,
  productUpdatedEvent,
  variantCreatedEvent,
  variantUpdatedEvent,
} from './events.ts';
import type { DomainEvent } from '../events/outbox.ts';
import type { ProductRepository, SyncWrite, TransactItem } from './ports.ts';
import {
  primaryImageUrl,
  variantCopyStale,
  type ProductRecord,
  type SyncRequest,
  type VariantRecord,
} from './types.ts';

/**
 * POST /products/sync: upsert by externalId / externalVariantId, built to finish 100 products x
 * 100 variants well inside a 10 s function (see docs/decisions.md §3.8):
 * - ids of new products and variants are derived from (store, mode, external id), so two
 *   concurrent syncs agree on them without a uniqueness item per variant; ids claimed by the
 *   older UNIQUE external-id items still win (`resolveExternalIds`);
 * - everything is read first in batches of 100 (claims, products, variants), then only what
 *   changed is written, 16 requests in flight: a write that causes events goes with them in one
 *   transaction (≤ 100 items), one without (a new product's variants) by BatchWriteItem: new products and
 *   their owner items first, then variants; beside them, unlisted variants get their product copy
 *   refreshed with conditional updates (their stock is left alone; copies already current are
 *   skipped, so the retry of a sync stopped there does only the rest); changed products last;
 * - a deadline: no write starts with less than SYNC_RESERVE_MS left before the function's
 *   deadline; the writes in flight are awaited and the answer is 503 SERVICE_UNAVAILABLE with
 *   Retry-After. What was written stays; the same request sent again skips it (unchanged
 *   items are not rewritten) and finishes the rest.
 * Every write carries the product events it causes (origin `api`, docs/decisions.md §3.17) in its
 * own transaction. Variants the request does not list are kept.
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

/** BatchWriteItem / TransactWriteItems requests in flight at once. */
export const SYNC_WRITE_CONCURRENCY = 16;
/** Time a sync assumes it has when its caller does not say (deployed HTTP functions stop at 10 s). */
export const SYNC_TIME_BUDGET_MS = 10_000;
/** No write starts with less time than this left: batches in flight and the answer must fit. */
export const SYNC_RESERVE_MS = 2_500;
const REFRESH_TRANSACTION_LIMIT = 100;

const SYNC_ID_NAMESPACE = 'c0f8e6a4-3b1d-5f2e-9a47-6d1b2c3e4f50';

/**
 * A name-based UUID (version 5, RFC 9562) for a new product or variant: the same (store, mode,
 * external id) always gives the same id, in no other store or mode.
 */
export const derivedCatalogId = (
  kind: 'product' | 'variant',
  scope: { storeId: string; mode: Mode },
  externalId: string,
): string => {
  const hash = createHash('sha1')
    .update(Buffer.from(SYNC_ID_NAMESPACE.replaceAll('-', ''), 'hex'))
    .update(`${kind}\n${scope.storeId}\n${scope.mode}\n${externalId}`)
    .digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

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

const sameProduct = (a: ProductRecord, b: ProductRecord): boolean =>
  a.productId === b.productId &&
  a.externalId === b.externalId &&
  a.title === b.title &&
  a.description === b.description &&
  a.status === b.status &&
  a.category === b.category &&
  JSON.stringify(a.tags) === JSON.stringify(b.tags) &&
  a.imageUrl === b.imageUrl &&
  a.currency === b.currency;

/**
 * The fields whose change rewrites a listed variant. Not its copy of the product's title: readers
 * take the title from the product, so a rename writes no variant (docs/decisions.md §3.7).
 */
const VARIANT_FIELDS = [
  'productId',
  'position',
  'externalId',
  'externalVariantId',
  'productStatus',
  'productCategory',
  'imageUrl',
  'title',
  'sku',
  'barcode',
  'priceMinor',
  'compareAtPriceMinor',
  'currency',
  'inventoryQuantity',
  'inventoryTracking',
  'status',
] as const satisfies ReadonlyArray<keyof VariantRecord>;
const sameVariant = (a: VariantRecord, b: VariantRecord): boolean =>
  VARIANT_FIELDS.every((f) => a[f] === b[f]) &&
  JSON.stringify(a.weight ?? null) === JSON.stringify(b.weight ?? null);

/** Whether the product's fields its variants copy changed (not the title, see VARIANT_FIELDS). */
const productCopyChanged = (before: ProductRecord, after: ProductRecord): boolean =>
  before.externalId !== after.externalId ||
  before.status !== after.status ||
  before.category !== after.category ||
  primaryImageUrl(before) !== primaryImageUrl(after);

/**
 * What a listed variant's write tells: created (of a known product), or its changed fields and,
 * apart, a stock the sync changed (reason `sync`).
 */
const variantEvents = (
  scope: { storeId: string; mode: Mode; origin: 'api' | 'owner' },
  before: VariantRecord | undefined,
  after: VariantRecord,
): DomainEvent[] => {
  if (!before) return [variantCreatedEvent(scope, after)];
  const caused: DomainEvent[] = [];
  const updated = variantUpdatedEvent(scope, before, after);
  if (updated) caused.push(updated);
  if (before.inventoryQuantity !== after.inventoryQuantity)
    caused.push(
      inventoryUpdatedEvent(scope, after, before.inventoryQuantity, after.inventoryQuantity, 'sync'),
    );
  return caused;
};

/** The sync ran out of time: 503 with Retry-After; a retry of the same request finishes it. */
class SyncOutOfTime extends Error {}

export interface ProductSyncOptions {
  products: ProductRepository;
  clock?: Clock;
  /** Time left before the caller's deadline, when sync() is not told (default SYNC_TIME_BUDGET_MS from the start). */
  timeBudgetMs?: number;
  /** Time kept in hand (default SYNC_RESERVE_MS). */
  reserveMs?: number;
  /** Requests in flight (default SYNC_WRITE_CONCURRENCY). */
  concurrency?: number;
}

export const createProductSync = (deps: ProductSyncOptions) => {
  const clock = deps.clock ?? systemClock;
  const repo = deps.products;
  const budgetMs = deps.timeBudgetMs ?? SYNC_TIME_BUDGET_MS;
  const reserveMs = deps.reserveMs ?? SYNC_RESERVE_MS;
  const concurrency = deps.concurrency ?? SYNC_WRITE_CONCURRENCY;

  /** Conditional updates, 100 per transaction; a cancelled one is redone item by item (skipping failed conditions). */
  const refresh = async (items: TransactItem[], mayStart: () => boolean): Promise<boolean> => {
    const chunks: TransactItem[][] = [];
    for (let i = 0; i < items.length; i += REFRESH_TRANSACTION_LIMIT) {
      chunks.push(items.slice(i, i + REFRESH_TRANSACTION_LIMIT));
    }
    let next = 0;
    let stopped = false;
    const worker = async () => {
      while (next < chunks.length && !stopped) {
        if (!mayStart()) {
          stopped = true;
          return;
        }
        const chunk = chunks[next++]!;
        try {
          await repo.transact(chunk);
        } catch (error) {
          if (!cancellationReasons(error)) throw error;
          for (const item of chunk) await repo.update(item);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
    return !stopped;
  };

  return {
    /** `remainingMs`: time left before the caller's deadline (the Lambda context's). */
    async sync(
      scope: SyncScope,
      request: SyncRequest,
      /** `origin`: who the events name (default `api`; an owner's catalog copy says `owner`). */
      options: { remainingMs?: () => number; origin?: 'api' | 'owner' } = {},
    ): Promise<SyncResult> {
      const started = performance.now();
      const remainingMs = options.remainingMs ?? (() => budgetMs - (performance.now() - started));
      const priced = checkSyncRequest(request, scope.currency);
      const mayStart = () => remainingMs() >= reserveMs;
      try {
        // 1. Reads: ids already claimed, then the current products and variants.
        const known = await repo.resolveExternalIds(
          scope,
          request.products.map((p) => p.externalId),
          request.products.flatMap((p) => p.variants.map((v) => v.externalVariantId)),
        );
        const productIds = request.products.map(
          (p) => known.products.get(p.externalId) ?? derivedCatalogId('product', scope, p.externalId),
        );
        const variantIds = request.products.map((p) =>
          p.variants.map(
            (v) =>
              known.variants.get(v.externalVariantId) ??
              derivedCatalogId('variant', scope, v.externalVariantId),
          ),
        );
        const [previousProducts, previousVariants] = await Promise.all([
          repo.getProducts(scope, productIds),
          repo.getVariants(scope, variantIds.flat()),
        ]);

        // 2. What to write: only records that are new or differ from what is stored.
        const now = clock.now().toISOString();
        // New products go first (their variants never exist without them); changed ones last,
        // so a sync stopped by the deadline still sees the old product on its retry and
        // refreshes the unlisted variants' copies again.
        const events = { storeId: scope.storeId, mode: scope.mode, origin: options.origin ?? 'api' };
        const newProductItems: SyncWrite[] = [];
        const changedProductItems: SyncWrite[] = [];
        const variantItems: SyncWrite[] = [];
        const copyChanged: ProductRecord[] = [];
        const results = request.products.map((input, i) => {
          const productId = productIds[i]!;
          const previous = previousProducts.get(productId);
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
            // Uploaded images are the owner's: a sync never sends them and keeps them.
            ...(previous?.images ? { images: previous.images } : {}),
            currency: scope.currency,
            createdAt: previous?.createdAt ?? now,
            updatedAt: now,
          };
          if (previous && !sameProduct(previous, product)) {
            const updated = productUpdatedEvent(events, previous, product);
            changedProductItems.push({
              items: [repo.productItem(product)],
              events: updated ? [updated] : [],
            });
            if (productCopyChanged(previous, product)) copyChanged.push(product);
          }
          const records: VariantRecord[] = [];
          const variants = input.variants.map((variantInput, j) => {
            const variantId = variantIds[i]![j]!;
            const before = previousVariants.get(variantId);
            const record: VariantRecord = {
              variantId,
              productId,
              storeId: scope.storeId,
              mode: scope.mode,
              externalId: product.externalId,
              externalVariantId: variantInput.externalVariantId,
              productTitle: product.title,
              productStatus: product.status,
              productCategory: product.category,
              imageUrl: primaryImageUrl(product),
              title: variantInput.title,
              sku: variantInput.sku ?? null,
              barcode: variantInput.barcode ?? null,
              // A weight left out keeps the one stored (an owner may have set it).
              weight: variantInput.weight === undefined ? (before?.weight ?? null) : variantInput.weight,
              priceMinor: priced[i]![j]!.priceMinor,
              compareAtPriceMinor: priced[i]![j]!.compareAtPriceMinor,
              currency: scope.currency,
              inventoryQuantity: variantInput.inventoryQuantity,
              inventoryTracking: variantInput.inventoryTracking ?? true,
              status: variantInput.status ?? 'Active',
              position: j,
              createdAt: before?.createdAt ?? now,
              updatedAt: now,
            };
            records.push(record);
            if (!before || !sameVariant(before, record)) {
              // A new product's variants are in its product.created.
              const caused = previous ? variantEvents(events, before, record) : [];
              variantItems.push({ items: [repo.variantItem(record)], events: caused });
            }
            return { variantId, externalVariantId: record.externalVariantId };
          });
          if (!previous)
            newProductItems.push({
              items: [repo.productOwnerItem(product), repo.productItem(product)],
              events: [productCreatedEvent(events, product, records)],
            });
          return { created: !previous, entry: { productId, externalId: product.externalId, variants } };
        });

        // 3. Writes: new products (with their owner items); then the listed variants and, side by
        // side with them, the product copies of the variants the request left out (neither needs
        // the other, and DynamoDB works on both while one waits on its round trips); then the
        // products that changed.
        const write = async (writes: SyncWrite[]) => {
          if (!(await repo.putItems(writes, { concurrency, mayStart, now: clock.now() })))
            throw new SyncOutOfTime();
        };
        const refreshUnlisted = async () => {
          if (copyChanged.length === 0) return;
          const listedIds = new Set(variantIds.flat());
          const refreshes: TransactItem[] = [];
          for (let i = 0; i < copyChanged.length; i += concurrency) {
            const slice = copyChanged.slice(i, i + concurrency);
            const unlisted = await Promise.all(slice.map((p) => repo.variantsOfProduct(scope, p.productId)));
            slice.forEach((product, k) => {
              for (const other of unlisted[k]!) {
                // A copy already refreshed (by this request's earlier try, stopped before the
                // product itself was written) is skipped, so each retry does only what is left.
                if (!listedIds.has(other.variantId) && variantCopyStale(other, product))
                  refreshes.push(repo.refreshProductCopy(other, product));
              }
            });
          }
          if (!(await refresh(refreshes, mayStart))) throw new SyncOutOfTime();
        };
        await write(newProductItems);
        // Both run to their end (or their deadline stop) before the answer: a rejection is not
        // raised while the other still writes.
        const [listed, unlisted] = await Promise.allSettled([write(variantItems), refreshUnlisted()]);
        for (const outcome of [listed, unlisted]) if (outcome.status === 'rejected') throw outcome.reason;
        await write(changedProductItems);
        const created = results.filter((r) => r.created).length;
        return { products: results.map((r) => r.entry), created, updated: results.length - created };
      } catch (error) {
        if (!(error instanceof SyncOutOfTime)) throw error;
        throw new ApiError(
          'SERVICE_UNAVAILABLE',
          'The product sync did not finish in time. What was saved is kept: send the same request again to finish it (saved items are skipped)',
          undefined,
          { 'retry-after': '1' },
        );
      }
    },
  };
};
