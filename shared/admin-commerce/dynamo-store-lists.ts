import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { toCartRecord } from '../carts/types.ts';
import { toCustomerRecord } from '../customers/types.ts';
import { cursorShape, encodeCursor, startKeyAfter, startKeyOf } from '../db/cursor.ts';
import { keys } from '../db/keys.ts';
import { TABLE_INDEXES } from '../db/table-definition.ts';
import type { Scope } from '../orders/ports.ts';
import type { CartList, CustomerList, Page, PageRequest } from './ports.ts';

type Item = Record<string, unknown>;
const { gsi1 } = TABLE_INDEXES;

/**
 * One page of a store's gsi1 partition, newest first (gsi1sk `<createdAt>#<id>`): one Query,
 * `Limit` = page size + 1. A cursor is taken back only for this very partition.
 */
const indexPage = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  partition: string,
  { limit, cursor }: PageRequest,
): Promise<Page<Item>> => {
  const shape = cursorShape(gsi1, partition);
  const start = startKeyOf(cursor, shape);
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: gsi1.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': gsi1.partitionKey },
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: limit + 1,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  const items = Items.slice(0, limit);
  const last = Items.length > limit ? items[limit - 1]! : undefined;
  return { items, nextCursor: encodeCursor(last && startKeyAfter(last, shape)) };
};

export const dynamoCustomerList = (db: DynamoDBDocumentClient, tableName: string): CustomerList => ({
  async page({ storeId, mode }: Scope, request) {
    const page = await indexPage(db, tableName, keys.customersOfStore(storeId, mode), request);
    return { items: page.items.map(toCustomerRecord), nextCursor: page.nextCursor };
  },
});

/** The products page, then their variants: one gsi1 Query per product, all in parallel. */
export const dynamoCartList = (db: DynamoDBDocumentClient, tableName: string): CartList => ({
  async page({ storeId, mode }: Scope, status, request) {
    const page = await indexPage(db, tableName, keys.cartsByStatus(storeId, mode, status), request);
    return { items: page.items.map(toCartRecord), nextCursor: page.nextCursor };
  },
});
