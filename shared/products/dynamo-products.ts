import {
  BatchWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId } from '../db/batch.ts';
import { contentionBackoff, isConflictOnly, sleep } from '../db/transactions.ts';
import { outboxPut } from '../events/outbox.ts';
import { formatResource, resourceOf } from '../events/resource.ts';
import { queryAll } from '../db/query.ts';
import { idOwnerPut, toIdOwner, type IdOwner } from '../db/id-owner.ts';
import { keys, type Mode } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE, TABLE_INDEXES } from '../db/table-definition.ts';
import { CATALOG_INDEX_ATTRIBUTES, productIndexKeys, variantIndexKeys } from './catalog-index.ts';
import type { ProductRepository, SyncWrite } from './ports.ts';
import { primaryImageUrl, type ProductRecord, type VariantRecord } from './types.ts';
import { transactWithEvents } from '../events/dynamo-sequenced-transaction.ts';

export const PRODUCT_ENTITY = 'Product';
export const VARIANT_ENTITY = 'Variant';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Item = Record<string, unknown>;

const BATCH_WRITE_LIMIT = 25;
/**
 * Items per sync transaction: room for a product's 50 variant writes with their events and counter
 * in two transactions, below TransactWriteItems' 100 so each request stays well inside the 2.5 s
 * bound of one AWS call (docs/decisions.md §3.17). DynamoDB Local spends about the same per item
 * in a transaction of 25 or of 100, so fewer transactions are fewer round trips and counter reads.
 */
const SYNC_TRANSACTION_ITEMS = 64;
/**
 * Sync transactions in flight (beside the batch writes): DynamoDB Local runs transactions one at
 * a time, so more only queue past the 2.5 s bound there (docs/decisions.md §3.17).
 */
const SYNC_TRANSACTIONS_IN_FLIGHT = 4;

const strip = <T>(item: Record<string, unknown>): T => {
  const rest: Record<string, unknown> = { ...item };
  for (const name of ['pk', 'sk', 'gsi1pk', 'gsi1sk', ENTITY_ATTRIBUTE, ...CATALOG_INDEX_ATTRIBUTES])
    delete rest[name];
  return rest as T;
};
export const toProductRecord = (item: Record<string, unknown>): ProductRecord => strip<ProductRecord>(item);
/** Variants written before the category copy existed read as "no category". */
export const toVariantRecord = (item: Record<string, unknown>): VariantRecord => {
  const variant = strip<VariantRecord>(item);
  return { ...variant, productCategory: variant.productCategory ?? null };
};

type Scope = { storeId: string; mode: Mode };

export const dynamoProductRepository = (db: DynamoDBDocumentClient, tableName: string): ProductRepository => {
  const batchPut = async (items: Item[]) => {
    let pending = items.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= 10) throw new Error('BatchWriteItem left items unprocessed');
      if (attempt > 0) await sleep(Math.min(1000, 25 * 2 ** attempt));
      const response = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = (response.UnprocessedItems?.[tableName] as typeof pending | undefined) ?? [];
    }
  };
  /** Unconditional puts with their events; only a concurrent writer (another sync) cancels it: try again. */
  const transactPut = async (items: TransactItem[]) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await transactWithEvents(db, items);
        return;
      } catch (error) {
        if (attempt >= 10 || !isConflictOnly(error)) throw error;
        await contentionBackoff(attempt, { baseDelayMs: 25, maxDelayMs: 1000 });
      }
    }
  };
  return {
    /** externalId -> productId and externalVariantId -> variantId of those already synced (one round trip). */
    async resolveExternalIds(scope: Scope, externalIds: string[], externalVariantIds: string[]) {
      const productKeys = externalIds.map((id) => keys.productExternal(scope.storeId, scope.mode, id));
      const variantKeys = externalVariantIds.map((id) => keys.variantExternal(scope.storeId, scope.mode, id));
      const found = await batchGetItems(db, tableName, [...productKeys, ...variantKeys], true);
      const products = new Map<string, string>();
      const variants = new Map<string, string>();
      externalIds.forEach((id, i) => {
        const item = found.get(keyId(productKeys[i]!));
        if (item) products.set(id, item.productId as string);
      });
      externalVariantIds.forEach((id, i) => {
        const item = found.get(keyId(variantKeys[i]!));
        if (item) variants.set(id, item.variantId as string);
      });
      return { products, variants };
    },

    async getProducts(scope: Scope, productIds: string[]): Promise<Map<string, ProductRecord>> {
      const found = await batchGetItems(
        db,
        tableName,
        productIds.map((id) => keys.product(scope.storeId, scope.mode, id)),
        true,
      );
      return new Map([...found.values()].map((item) => [item.productId as string, toProductRecord(item)]));
    },

    async getProductWithOwner(
      scope: Scope,
      productId: string,
    ): Promise<{ product?: ProductRecord; owner?: IdOwner }> {
      const productKey = keys.product(scope.storeId, scope.mode, productId);
      const ownerKey = keys.idOwner(productId);
      const found = await batchGetItems(db, tableName, [productKey, ownerKey]);
      const item = found.get(keyId(productKey));
      return item ? { product: toProductRecord(item) } : { owner: toIdOwner(found.get(keyId(ownerKey))) };
    },

    async variantsOfProduct(scope: Scope, productId: string): Promise<VariantRecord[]> {
      const items = await queryAll(db, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.gsi1.indexName,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.variantsOfProduct(scope.storeId, scope.mode, productId) },
      });
      return items.map(toVariantRecord);
    },

    /** Current variants by id (consistent reads, one round trip per 100). */
    async getVariants(scope: Scope, variantIds: string[]): Promise<Map<string, VariantRecord>> {
      const found = await batchGetItems(
        db,
        tableName,
        variantIds.map((id) => keys.variant(scope.storeId, scope.mode, id)),
        true,
      );
      return new Map([...found.values()].map((item) => [item.variantId as string, toVariantRecord(item)]));
    },

    // Whole items the sync writes with putItems (see sync.ts for the order).
    productItem: (product: ProductRecord): Item => ({
      ...keys.product(product.storeId, product.mode, product.productId),
      [ENTITY_ATTRIBUTE]: PRODUCT_ENTITY,
      ...product,
      ...productIndexKeys(product),
      // The admin product list (newest first); createdAt never changes on a re-sync.
      gsi1pk: keys.productsOfStore(product.storeId, product.mode),
      gsi1sk: `${product.createdAt}#${product.productId}`,
    }),
    productOwnerItem: (product: ProductRecord): Item =>
      idOwnerPut(tableName, product.productId, {
        storeId: product.storeId,
        mode: product.mode,
        kind: 'Product',
      }).Put!.Item!,
    variantItem: (variant: VariantRecord): Item => ({
      ...keys.variant(variant.storeId, variant.mode, variant.variantId),
      [ENTITY_ATTRIBUTE]: VARIANT_ENTITY,
      ...variant,
      ...variantIndexKeys(variant),
      gsi1pk: keys.variantsOfProduct(variant.storeId, variant.mode, variant.productId),
      gsi1sk: variant.variantId,
    }),

    /**
     * Unconditional puts, `concurrency` requests in flight. Writes without events go 25 per
     * BatchWriteItem (unprocessed items retried with backoff); a write with events goes with them
     * in one TransactWriteItems, several writes a transaction up to 25 items (docs/decisions.md
     * §3.17). `mayStart` is asked before each request: once it says no, no new request starts,
     * those in flight are awaited, and the result is false (not all written).
     */
    async putItems(
      writes: SyncWrite[],
      options: { concurrency: number; mayStart?: () => boolean; now?: Date },
    ): Promise<boolean> {
      const batches: Array<() => Promise<void>> = [];
      const plain = writes.filter((write) => write.events.length === 0).flatMap((write) => write.items);
      for (let i = 0; i < plain.length; i += BATCH_WRITE_LIMIT) {
        const batch = plain.slice(i, i + BATCH_WRITE_LIMIT);
        batches.push(() => batchPut(batch));
      }
      // Transactions numbering one product's events run one after another (a chain): in parallel
      // they would race on its sequence counter (docs/decisions.md §6.23); products run in parallel.
      const chains: Array<Array<TransactItem[]>> = [];
      let chainResources = new Set<string>();
      let transaction: TransactItem[] = [];
      const counters = new Set<string>();
      const close = () => {
        if (transaction.length === 0) return;
        if ([...counters].some((resource) => chainResources.has(resource))) chains.at(-1)!.push(transaction);
        else {
          chains.push([transaction]);
          chainResources = new Set();
        }
        for (const resource of counters) chainResources.add(resource);
        transaction = [];
        counters.clear();
      };
      for (const write of writes.filter((w) => w.events.length > 0)) {
        const now = options.now ?? new Date();
        const items: TransactItem[] = [
          ...write.items.map((Item) => ({ Put: { TableName: tableName, Item } })),
          ...write.events.map((event) => outboxPut(tableName, event, now)),
        ];
        // Each product with events in the transaction adds its sequence counter item to it.
        const resources = write.events.map((event) => formatResource(resourceOf(event)));
        const added = resources.filter((resource) => !counters.has(resource)).length;
        if (transaction.length + items.length + counters.size + added > SYNC_TRANSACTION_ITEMS) close();
        transaction.push(...items);
        for (const resource of resources) counters.add(resource);
      }
      close();
      let stopped = false;
      const pool = async (requests: Array<() => Promise<void>>, concurrency: number) => {
        let next = 0;
        const worker = async () => {
          while (next < requests.length && !stopped) {
            if (options.mayStart && !options.mayStart()) {
              stopped = true;
              return;
            }
            await requests[next++]!();
          }
        };
        await Promise.all(Array.from({ length: Math.min(concurrency, requests.length) }, worker));
      };
      await Promise.all([
        pool(batches, options.concurrency),
        pool(
          chains.map((chain) => async () => {
            for (const [index, items] of chain.entries()) {
              // The pool asked before the chain's first transaction.
              if (index > 0 && (stopped || (options.mayStart && !options.mayStart()))) {
                stopped = true;
                return;
              }
              await transactPut(items);
            }
          }),
          Math.min(options.concurrency, SYNC_TRANSACTIONS_IN_FLIGHT),
        ),
      ]);
      return !stopped;
    },

    /**
     * Refreshes a variant's copy of its product's fields (variants the sync did not list) and
     * nothing else: stock a checkout took in the meantime stays taken. Skipped when the variant
     * no longer belongs to the product.
     */
    refreshProductCopy: (variant: VariantRecord, product: ProductRecord): TransactItem => {
      const refreshed: VariantRecord = {
        ...variant,
        productTitle: product.title,
        externalId: product.externalId,
        productStatus: product.status,
        productCategory: product.category,
        imageUrl: primaryImageUrl(product),
      };
      // The storefront and SKU index keys follow the product's title, status and category.
      const indexKeys = variantIndexKeys(refreshed);
      const removed = CATALOG_INDEX_ATTRIBUTES.filter((name) => !(name in indexKeys));
      const values: Record<string, unknown> = {
        ':title': product.title,
        ':ext': product.externalId,
        ':status': product.status,
        ':category': product.category,
        ':image': primaryImageUrl(product),
        ':now': product.updatedAt,
        ':productId': product.productId,
      };
      const sets = Object.entries(indexKeys).map(([name, value]) => {
        values[`:${name}`] = value;
        return `${name} = :${name}`;
      });
      return {
        Update: {
          TableName: tableName,
          Key: keys.variant(variant.storeId, variant.mode, variant.variantId),
          UpdateExpression:
            `SET productTitle = :title, externalId = :ext, productStatus = :status, productCategory = :category, imageUrl = :image, updatedAt = :now${sets.map((set) => `, ${set}`).join('')}` +
            (removed.length > 0 ? ` REMOVE ${removed.join(', ')}` : ''),
          ConditionExpression: 'attribute_exists(pk) AND productId = :productId',
          ExpressionAttributeValues: values,
        },
      };
    },

    /** One conditional update on its own; false when its condition failed. */
    async update(item: TransactItem): Promise<boolean> {
      try {
        await db.send(new UpdateCommand(item.Update as UpdateCommandInput));
        return true;
      } catch (error) {
        if ((error as Error).name === 'ConditionalCheckFailedException') return false;
        throw error;
      }
    },

    async transact(items: TransactItem[]): Promise<void> {
      await transactWithEvents(db, items);
    },
  };
};
