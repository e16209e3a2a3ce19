import {
  BatchWriteCommand,
  GetCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId } from '../db/batch.ts';
import { cursorShape, encodeCursor, startKeyAfter, startKeyOf } from '../db/cursor.ts';
import { keys, type Mode } from '../db/keys.ts';
import { queryAll, queryPages } from '../db/query.ts';
import { ENTITY_ATTRIBUTE, TABLE_INDEXES } from '../db/table-definition.ts';
import { sleep } from '../db/transactions.ts';
import { PRODUCT_ENTITY, toProductRecord, toVariantRecord } from './dynamo-products.ts';
import type { FoundProduct, ProductSearchIndex } from './ports.ts';
import { drivingPrefix, matchesWords, productWords, wordPrefixes } from './search-words.ts';
import type { ProductRecord } from './types.ts';

export const PRODUCT_SEARCH_ENTRY_ENTITY = 'ProductSearchEntry';
export const PRODUCT_SEARCH_DOCUMENT_ENTITY = 'ProductSearchDocument';

type Scope = { storeId: string; mode: Mode };
type Item = Record<string, unknown>;

const BATCH_WRITE_LIMIT = 25;
/** Entries read per Query; a page reads a few more than it shows (entries of other words, other statuses). */
const ENTRIES_PER_READ = 50;
const MAX_READS_PER_PAGE = 5;

const hexOf = (text: string): string => Buffer.from(text, 'utf8').toString('hex');

/**
 * The product search index on the table (search-words.ts): entry items under
 * `...#PRODUCT_SEARCH#<hex prefix>` sorted by `<createdAt>#<productId>`, each carrying the
 * product's words and status, and one document item beside the product listing the prefixes
 * its entries are under. `refresh` rewrites a product's entries from the product as stored
 * (idempotent, so a replayed stream record does no harm); `page` is Queries on one prefix's
 * partition, never a Scan.
 */
export const dynamoProductSearchIndex = (
  db: DynamoDBDocumentClient,
  tableName: string,
): ProductSearchIndex => {
  const batchWrite = async (requests: Item[]) => {
    for (let i = 0; i < requests.length; i += BATCH_WRITE_LIMIT) {
      let pending = requests.slice(i, i + BATCH_WRITE_LIMIT);
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt >= 10) throw new Error('BatchWriteItem left search entries unprocessed');
        if (attempt > 0) await sleep(Math.min(1000, 25 * 2 ** attempt));
        const response = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
        pending = (response.UnprocessedItems?.[tableName] as Item[] | undefined) ?? [];
      }
    }
  };

  const variantsOf = async (scope: Scope, productId: string) =>
    (
      await queryAll(db, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.gsi1.indexName,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.variantsOfProduct(scope.storeId, scope.mode, productId) },
      })
    ).map(toVariantRecord);

  const entryKey = (scope: Scope, prefix: string, product: Pick<ProductRecord, 'createdAt' | 'productId'>) =>
    keys.productSearchEntry(scope.storeId, scope.mode, hexOf(prefix), product.createdAt, product.productId);

  return {
    async refresh(scope, productId) {
      const documentKey = keys.productSearchDocument(scope.storeId, scope.mode, productId);
      const [productRead, documentRead] = await Promise.all([
        db.send(
          new GetCommand({
            TableName: tableName,
            Key: keys.product(scope.storeId, scope.mode, productId),
            ConsistentRead: true,
          }),
        ),
        db.send(new GetCommand({ TableName: tableName, Key: documentKey, ConsistentRead: true })),
      ]);
      const product =
        productRead.Item?.[ENTITY_ATTRIBUTE] === PRODUCT_ENTITY
          ? toProductRecord(productRead.Item)
          : undefined;
      const document = documentRead.Item;
      const before = new Set((document?.prefixes as string[] | undefined) ?? []);
      const createdAt = document?.createdAt as string | undefined;

      const words = product ? productWords(product, await variantsOf(scope, productId)) : [];
      const prefixes = wordPrefixes(words);
      const unchanged =
        product !== undefined &&
        document !== undefined &&
        document.status === product.status &&
        JSON.stringify(document.words) === JSON.stringify(words);
      if (unchanged) return;

      const requests: Item[] = [];
      if (createdAt) {
        const removed = [...before].filter((prefix) => !product || !prefixes.includes(prefix));
        for (const prefix of removed)
          requests.push({ DeleteRequest: { Key: entryKey(scope, prefix, { createdAt, productId }) } });
      }
      if (product) {
        for (const prefix of prefixes)
          requests.push({
            PutRequest: {
              Item: {
                ...entryKey(scope, prefix, product),
                [ENTITY_ATTRIBUTE]: PRODUCT_SEARCH_ENTRY_ENTITY,
                productId,
                status: product.status,
                words,
              },
            },
          });
      }
      await batchWrite(requests);
      // The document goes last: a refresh cut short is redone whole by the stream's retry.
      await batchWrite([
        product
          ? {
              PutRequest: {
                Item: {
                  ...documentKey,
                  [ENTITY_ATTRIBUTE]: PRODUCT_SEARCH_DOCUMENT_ENTITY,
                  productId,
                  createdAt: product.createdAt,
                  status: product.status,
                  words,
                  prefixes,
                },
              },
            }
          : { DeleteRequest: { Key: documentKey } },
      ]);
    },

    async page(scope, queryWords, filter, { limit, cursor }) {
      const partition = keys.productSearchPartition(
        scope.storeId,
        scope.mode,
        hexOf(drivingPrefix(queryWords)),
      );
      const shape = cursorShape(undefined, partition);
      let startKey: Item | undefined = startKeyOf(cursor, shape);
      const shown: FoundProduct[] = [];
      let last: Item | undefined;
      let more = false;
      let pending: Item | undefined;
      for (let read = 0; read < MAX_READS_PER_PAGE && !more; read++) {
        const { Items = [], LastEvaluatedKey } = await db.send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': partition },
            ScanIndexForward: false,
            Limit: ENTRIES_PER_READ,
            ...(startKey ? { ExclusiveStartKey: startKey } : {}),
          }),
        );
        const candidates = Items.filter(
          (entry) =>
            matchesWords(entry.words as string[], queryWords) &&
            (!filter.status || entry.status === filter.status),
        );
        const products = await batchGetItems(
          db,
          tableName,
          candidates.map((entry) => keys.product(scope.storeId, scope.mode, entry.productId as string)),
        );
        const variants = await Promise.all(
          candidates.map((entry) => variantsOf(scope, entry.productId as string)),
        );
        for (const [i, entry] of candidates.entries()) {
          const item = products.get(
            keyId(keys.product(scope.storeId, scope.mode, entry.productId as string)),
          );
          if (!item) continue; // deleted since the entry was read
          const found = { product: toProductRecord(item), variants: variants[i]! };
          // The entry only proposes: the product as stored now decides.
          if (filter.status && found.product.status !== filter.status) continue;
          if (!matchesWords(productWords(found.product, found.variants), queryWords)) continue;
          if (shown.length === limit) {
            more = true;
            break;
          }
          shown.push(found);
          last = entry;
        }
        pending = LastEvaluatedKey;
        if (!pending) break;
        startKey = pending;
      }
      // A full page continues after its last product; a page cut short by the read cap, where the reads stopped.
      const resume = more && last ? startKeyAfter(last, shape) : more ? undefined : pending;
      return { items: shown, nextCursor: encodeCursor(resume) };
    },
  };
};

/**
 * Indexes every product of a (store, mode) through the same refresh the stream worker runs: for
 * catalogs written before the search index, or to repair it (docs/decisions.md §3.21). Pages the
 * admin product list (gsi1), a few refreshes at a time; answers how many products it saw.
 */
export const reindexProducts = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  scope: Scope,
  concurrency = 4,
): Promise<{ products: number }> => {
  const index = dynamoProductSearchIndex(db, tableName);
  let products = 0;
  for await (const page of queryPages(db, {
    TableName: tableName,
    IndexName: TABLE_INDEXES.gsi1.indexName,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.productsOfStore(scope.storeId, scope.mode) },
    ProjectionExpression: 'productId',
  })) {
    for (let i = 0; i < page.length; i += concurrency)
      await Promise.all(
        page.slice(i, i + concurrency).map((item) => index.refresh(scope, item.productId as string)),
      );
    products += page.length;
  }
  return { products };
};
