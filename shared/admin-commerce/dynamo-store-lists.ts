import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { toCartRecord } from '../carts/cart-item.ts';
import { toCustomerRecord } from '../customers/types.ts';
import { cursorShape, encodeCursor, startKeyAfter, startKeyOf } from '../db/cursor.ts';
import { keys } from '../db/keys.ts';
import { TABLE_INDEXES, type IndexDefinition } from '../db/table-definition.ts';
import { batchGetItems, keyId } from '../db/batch.ts';
import type { Scope } from '../orders/ports.ts';
import type { CartList, CustomerContacts, CustomerList, Page, PageRequest } from './ports.ts';
import { customerObject } from '../customers/types.ts';

type Item = Record<string, unknown>;
const { gsi1, gsi5 } = TABLE_INDEXES;

/**
 * One page of a store's partition of `index` (gsi1 unless given), newest first (sort key
 * `<time>#<id>`): one Query, `Limit` = page size + 1. A cursor is taken back only for this very partition.
 */
const indexPage = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  partition: string,
  { limit, cursor }: PageRequest,
  index: IndexDefinition = gsi1,
): Promise<Page<Item>> => {
  const shape = cursorShape(index, partition);
  const start = startKeyOf(cursor, shape);
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': index.partitionKey },
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

/**
 * Open carts by status, newest Active (or Abandoned) first: one Query of gsi5, which holds keys only
 * (a cart change writes no index, docs/decisions.md §11.8), then one BatchGet of the page's carts.
 * A cart closed between the two is left out of the page.
 */
export const dynamoCartList = (db: DynamoDBDocumentClient, tableName: string): CartList => ({
  async page({ storeId, mode }: Scope, status, request) {
    const page = await indexPage(db, tableName, keys.cartsByStatus(storeId, mode, status), request, gsi5);
    const cartKeys = page.items.map((item) => ({ pk: item.pk as string, sk: item.sk as string }));
    const found =
      cartKeys.length > 0 ? await batchGetItems(db, tableName, cartKeys) : new Map<string, Item>();
    const carts = cartKeys.flatMap((key) => {
      const item = found.get(keyId(key));
      return item?.status === status ? [toCartRecord(item)] : [];
    });
    return { items: carts, nextCursor: page.nextCursor };
  },
});

/** The profiles of a page's customers: one BatchGet (the cart list shows names, not ids). */
export const dynamoCustomerContacts = (db: DynamoDBDocumentClient, tableName: string): CustomerContacts => ({
  async read({ storeId, mode }, customerIds) {
    const found = await batchGetItems(
      db,
      tableName,
      customerIds.map((id) => keys.customer(storeId, mode, id)),
    );
    const contacts = new Map<string, ReturnType<typeof customerObject>>();
    for (const id of customerIds) {
      const item = found.get(keyId(keys.customer(storeId, mode, id)));
      if (item) contacts.set(id, customerObject(toCustomerRecord(item)));
    }
    return contacts;
  },
});
