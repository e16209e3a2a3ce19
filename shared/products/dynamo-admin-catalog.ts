import {
  QueryCommand,
  type DynamoDBDocumentClient,
  type QueryCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../audit/dynamo-audit-log.ts';
import { cursorShape, decodeCursor, encodeCursor, invalidCursor, startKeyAfter } from '../db/cursor.ts';
import { idOwnerPut } from '../db/id-owner.ts';
import { keys, type Mode } from '../db/keys.ts';
import { TABLE_INDEXES } from '../db/table-definition.ts';
import { cancellationReasons } from '../db/transactions.ts';
import { outboxPut } from '../events/outbox.ts';
import { dynamoProductRepository, toProductRecord } from './dynamo-products.ts';
import type { AdminCatalogStore, CatalogChange, CatalogWrite, ProductListFilter } from './ports.ts';
import type { ProductRecord, VariantRecord } from './types.ts';
import { sequenceCountersOf, transactWithEvents } from '../events/dynamo-sequenced-transaction.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Scope = { storeId: string; mode: Mode };

/** TransactWriteItems' limit. */
const TRANSACTION_LIMIT = 100;
const { gsi1, gsi4 } = TABLE_INDEXES;

/**
 * Owners' catalog writes (docs/decisions.md §7.24): each change, its product events (outbox)
 * and its audit entry in one TransactWrite, conditioned on what the service read. Whole
 * product and variant items come from dynamo-products.ts, so the catalog indexes
 * (catalog-index.ts) move with every write.
 */
export const dynamoAdminCatalog = (db: DynamoDBDocumentClient, tableName: string): AdminCatalogStore => {
  const products = dynamoProductRepository(db, tableName);

  const changeItems = (change: CatalogChange): TransactItem[] => [
    ...change.events.map((event) => outboxPut(tableName, event, change.now)),
    auditPut(tableName, change.audit),
  ];

  /** Runs one transaction; a failed condition or a conflicting writer is `conflict`. */
  const transact = async (items: TransactItem[], existsAt = -1): Promise<CatalogWrite> => {
    try {
      await transactWithEvents(db, items);
      return { ok: true };
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      if (existsAt >= 0 && reasons[existsAt] === 'ConditionalCheckFailed')
        return { ok: false, reason: 'exists' };
      return { ok: false, reason: 'conflict' };
    }
  };

  /**
   * `core` in one last transaction with as many of `extra` as fit; the rest of `extra` first,
   * in transactions of 100 (each item is idempotent, so a repeated call resumes).
   */
  const inSteps = async (extra: TransactItem[], core: TransactItem[]): Promise<CatalogWrite> => {
    // Room is left for the sequence counters of the core's events (one per resource).
    const room = TRANSACTION_LIMIT - core.length - sequenceCountersOf(core);
    const early = extra.slice(0, Math.max(0, extra.length - room));
    for (let i = 0; i < early.length; i += TRANSACTION_LIMIT) {
      const outcome = await transact(early.slice(i, i + TRANSACTION_LIMIT));
      if (!outcome.ok) return outcome;
    }
    return transact([...core, ...extra.slice(early.length)]);
  };

  const productPut = (product: ProductRecord, condition: string, values: Record<string, unknown> = {}) => ({
    Put: {
      TableName: tableName,
      Item: products.productItem(product),
      ConditionExpression: condition,
      ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
    },
  });

  /** The product's `updatedAt` moves to `now` only if it is still the one read: one writer at a time. */
  const productLock = (product: ProductRecord, now: string): TransactItem => ({
    Update: {
      TableName: tableName,
      Key: keys.product(product.storeId, product.mode, product.productId),
      UpdateExpression: 'SET updatedAt = :now',
      ConditionExpression: 'updatedAt = :seen',
      ExpressionAttributeValues: { ':now': now, ':seen': product.updatedAt },
    },
  });

  const variantDelete = (variant: VariantRecord): TransactItem => ({
    Delete: { TableName: tableName, Key: keys.variant(variant.storeId, variant.mode, variant.variantId) },
  });

  return {
    async getProduct(scope, productId) {
      return (await products.getProducts(scope, [productId])).get(productId);
    },
    getProducts: (scope, productIds) => products.getProducts(scope, productIds),
    variantsOfProduct: (scope, productId) => products.variantsOfProduct(scope, productId),
    async getVariant(scope, variantId) {
      return (await products.getVariants(scope, [variantId])).get(variantId);
    },

    async page(scope: Scope, filter: ProductListFilter, { limit, cursor }) {
      const byTitle = filter.titlePrefix !== undefined;
      const index = byTitle ? gsi4 : gsi1;
      const partition = byTitle
        ? keys.productsByTitle(scope.storeId, scope.mode)
        : keys.productsOfStore(scope.storeId, scope.mode);
      const shape = cursorShape(index, partition);
      const start =
        cursor === undefined ? undefined : startKeyOfTitleCursor(cursor, shape, filter.titlePrefix);
      const names: Record<string, string> = { '#pk': index.partitionKey };
      const values: Record<string, unknown> = { ':pk': partition };
      let condition = '#pk = :pk';
      if (byTitle) {
        names['#sk'] = index.sortKey;
        values[':prefix'] = filter.titlePrefix;
        condition += ' AND begins_with(#sk, :prefix)';
      }
      const input: QueryCommandInput = {
        TableName: tableName,
        IndexName: index.indexName,
        KeyConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ScanIndexForward: byTitle,
        Limit: limit,
        ...(start ? { ExclusiveStartKey: start } : {}),
      };
      if (filter.status) {
        names['#status'] = 'status';
        values[':status'] = filter.status;
        input.FilterExpression = '#status = :status';
      }
      const { Items = [], LastEvaluatedKey } = await db.send(new QueryCommand(input));
      // A filtered page may be short: the cursor continues after the last item read, not shown.
      const last = LastEvaluatedKey ? startKeyAfter(LastEvaluatedKey, shape) : undefined;
      return { items: Items.map(toProductRecord), nextCursor: encodeCursor(last) };
    },

    async productIdsBySku(scope, sku) {
      const { Items = [] } = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: gsi4.indexName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: { '#pk': gsi4.partitionKey },
          ExpressionAttributeValues: { ':pk': keys.variantsBySku(scope.storeId, scope.mode, sku) },
          Limit: TRANSACTION_LIMIT,
        }),
      );
      return [...new Set(Items.map((item) => item.productId as string))];
    },

    createProduct: (product, variants, change) =>
      transact(
        [
          idOwnerPut(tableName, product.productId, {
            storeId: product.storeId,
            mode: product.mode,
            kind: 'Product',
          }),
          productPut(product, 'attribute_not_exists(pk)'),
          ...variants.map((variant) => ({
            Put: {
              TableName: tableName,
              Item: products.variantItem(variant),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          })),
          ...changeItems(change),
        ],
        0,
      ),

    updateProduct: (before, after, variants, change) =>
      inSteps(
        variants.map((variant) => products.refreshProductCopy(variant, after) as TransactItem),
        [productPut(after, 'updatedAt = :seen', { ':seen': before.updatedAt }), ...changeItems(change)],
      ),

    deleteProduct: (product, variants, change) =>
      inSteps(variants.map(variantDelete), [
        {
          Delete: {
            TableName: tableName,
            Key: keys.product(product.storeId, product.mode, product.productId),
            ConditionExpression: 'updatedAt = :seen',
            ExpressionAttributeValues: { ':seen': product.updatedAt },
          },
        },
        ...changeItems(change),
      ]),

    createVariant: (product, variant, change) =>
      transact(
        [
          {
            Put: {
              TableName: tableName,
              Item: products.variantItem(variant),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          productLock(product, variant.createdAt),
          ...changeItems(change),
        ],
        0,
      ),

    updateVariant: (before, after, change) =>
      transact([
        {
          Put: {
            TableName: tableName,
            Item: products.variantItem(after),
            // Stock a checkout took since the read must not be written back.
            ConditionExpression: 'updatedAt = :seen AND inventoryQuantity = :quantity',
            ExpressionAttributeValues: { ':seen': before.updatedAt, ':quantity': before.inventoryQuantity },
          },
        },
        ...changeItems(change),
      ]),

    deleteVariant: (product, variant, change) =>
      transact([
        {
          Delete: {
            TableName: tableName,
            Key: keys.variant(variant.storeId, variant.mode, variant.variantId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        productLock(product, change.now.toISOString()),
        ...changeItems(change),
      ]),

    setInventory: (variant, quantity, change) =>
      transact([
        {
          Update: {
            TableName: tableName,
            Key: keys.variant(variant.storeId, variant.mode, variant.variantId),
            UpdateExpression: 'SET inventoryQuantity = :quantity, updatedAt = :now',
            ConditionExpression: 'attribute_exists(pk) AND inventoryQuantity = :seen',
            ExpressionAttributeValues: {
              ':quantity': quantity,
              ':now': change.now.toISOString(),
              ':seen': variant.inventoryQuantity,
            },
          },
        },
        ...changeItems(change),
      ]),
  };
};

/**
 * A product list's cursor. Title keys hold spaces and any letter, which the shared cursor's
 * value check refuses, so the title search checks its own: the same attributes, partition and
 * title prefix, any text.
 */
const startKeyOfTitleCursor = (
  cursor: string,
  shape: ReturnType<typeof cursorShape>,
  titlePrefix: string | undefined,
): Record<string, string> => {
  if (titlePrefix === undefined) return decodeCursor(cursor, shape);
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw invalidCursor();
  const entries = Object.entries(key as Record<string, unknown>);
  const names = new Set(shape.attributes);
  const valid =
    entries.length === names.size &&
    entries.every(([name, value]) => names.has(name) && typeof value === 'string' && value.length > 0) &&
    Object.entries(shape.fixed).every(([name, value]) => (key as Record<string, unknown>)[name] === value) &&
    String((key as Record<string, unknown>)[gsi4.sortKey]).startsWith(titlePrefix);
  if (!valid) throw invalidCursor();
  return key as Record<string, string>;
};
