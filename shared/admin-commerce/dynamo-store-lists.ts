import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { toCartRecord } from '../carts/types.ts';
import { toCustomerRecord } from '../customers/types.ts';
import { keys } from '../db/keys.ts';
import { TABLE_INDEXES } from '../db/table-definition.ts';
import { dynamoProductRepository, toProductRecord } from '../products/dynamo-products.ts';
import type { Scope } from '../orders/ports.ts';
import { decodeCursor, encodeCursor, type Page } from './cursor.ts';
import type { CartList, CustomerList, PageRequest, ProductList } from './ports.ts';

type Item = Record<string, unknown>;
const { gsi1 } = TABLE_INDEXES;

/**
 * One page of a store's gsi1 partition, newest first (gsi1sk `<createdAt>#<id>`): one Query,
 * `Limit` = page size + 1. The start key is rebuilt from the cursor under the request's scope.
 */
const indexPage = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  partition: string,
  tableKeyOf: (id: string) => { pk: string; sk: string },
  idOf: (item: Item) => string,
  { limit, cursor }: PageRequest,
): Promise<Page<Item>> => {
  const start = cursor ? decodeCursor(cursor) : undefined;
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: gsi1.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': gsi1.partitionKey },
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: limit + 1,
      ...(start
        ? {
            ExclusiveStartKey: {
              ...tableKeyOf(start.id),
              [gsi1.partitionKey]: partition,
              [gsi1.sortKey]: start.sortKey,
            },
          }
        : {}),
    }),
  );
  const items = Items.slice(0, limit);
  const last = Items.length > limit ? items[limit - 1]! : undefined;
  return {
    items,
    nextCursor: last ? encodeCursor({ sortKey: last[gsi1.sortKey] as string, id: idOf(last) }) : null,
  };
};

export const dynamoCustomerList = (db: DynamoDBDocumentClient, tableName: string): CustomerList => ({
  async page({ storeId, mode }: Scope, request) {
    const page = await indexPage(
      db,
      tableName,
      keys.customersOfStore(storeId, mode),
      (id) => keys.customer(storeId, mode, id),
      (item) => item.customerId as string,
      request,
    );
    return { items: page.items.map(toCustomerRecord), nextCursor: page.nextCursor };
  },
});

/** The products page, then their variants: one gsi1 Query per product, all in parallel. */
export const dynamoProductList = (db: DynamoDBDocumentClient, tableName: string): ProductList => {
  const products = dynamoProductRepository(db, tableName);
  return {
    async page(scope: Scope, request) {
      const { storeId, mode } = scope;
      const page = await indexPage(
        db,
        tableName,
        keys.productsOfStore(storeId, mode),
        (id) => keys.product(storeId, mode, id),
        (item) => item.productId as string,
        request,
      );
      const records = page.items.map(toProductRecord);
      const variants = await Promise.all(records.map((p) => products.variantsOfProduct(scope, p.productId)));
      return {
        items: records.map((product, i) => ({ product, variants: variants[i]! })),
        nextCursor: page.nextCursor,
      };
    },
  };
};

export const dynamoCartList = (db: DynamoDBDocumentClient, tableName: string): CartList => ({
  async page({ storeId, mode }: Scope, status, request) {
    const page = await indexPage(
      db,
      tableName,
      keys.cartsByStatus(storeId, mode, status),
      (customerId) => keys.openCart(storeId, mode, customerId),
      (item) => item.customerId as string,
      request,
    );
    return { items: page.items.map(toCartRecord), nextCursor: page.nextCursor };
  },
});
