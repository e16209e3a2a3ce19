import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import {
  ORDER_LIST_INDEXES,
  ORDER_NUMBER_WIDTH,
  orderSortKey,
  toOrderRecord,
} from '../orders/dynamo-order-index.ts';
import type { OrderRecord } from '../orders/types.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import type { OrderListing } from './ports.ts';

const SORT_KEY = new RegExp(`^\\d{${ORDER_NUMBER_WIDTH}}$`);
const FILTERED_PAGE = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The admin order lists on the order indexes (dynamo-order-index.ts): one Query per page,
 * `Limit` = page size + 1 to know whether more follow. A customer's orders in one status read
 * the customer's index partition with a status filter: that reads one customer's orders,
 * never the store's history.
 */
export const dynamoOrderListing = (db: DynamoDBDocumentClient, tableName: string): OrderListing => ({
  async page(scope, filter, { limit, cursor }) {
    const { storeId, mode } = scope;
    const [index, partition] = filter.customerId
      ? [ORDER_LIST_INDEXES.customer, keys.ordersOfCustomer(storeId, mode, filter.customerId)]
      : filter.status
        ? [ORDER_LIST_INDEXES.status, keys.ordersByStatus(storeId, mode, filter.status)]
        : [ORDER_LIST_INDEXES.store, keys.ordersOfStore(storeId, mode)];
    const statusFilter = filter.customerId && filter.status ? filter.status : undefined;
    const start = cursor ? decodeCursor(cursor) : undefined;
    if (start && (!SORT_KEY.test(start.sortKey) || !UUID.test(start.id)))
      throw new ApiError('INVALID_REQUEST', 'Invalid cursor', [
        { path: 'query.cursor', message: 'Invalid cursor' },
      ]);
    let startKey: Record<string, unknown> | undefined = start
      ? {
          ...keys.order(storeId, mode, start.id),
          [index.partitionKey]: partition,
          [index.sortKey]: start.sortKey,
        }
      : undefined;
    const found: Record<string, unknown>[] = [];
    do {
      const response = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: index.indexName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: {
            '#pk': index.partitionKey,
            ...(statusFilter ? { '#status': 'orderStatus' } : {}),
          },
          ExpressionAttributeValues: {
            ':pk': partition,
            ...(statusFilter ? { ':status': statusFilter } : {}),
          },
          ...(statusFilter ? { FilterExpression: '#status = :status' } : {}),
          ScanIndexForward: false,
          // A filtered read evaluates more items than it returns: read the customer's orders in larger pages.
          Limit: statusFilter ? FILTERED_PAGE : limit + 1 - found.length,
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      found.push(...(response.Items ?? []));
      startKey = response.LastEvaluatedKey;
    } while (found.length <= limit && startKey);
    const items: OrderRecord[] = found.slice(0, limit).map(toOrderRecord);
    const last = found.length > limit ? items[limit - 1]! : undefined;
    return {
      items,
      nextCursor: last ? encodeCursor({ sortKey: orderSortKey(last.orderNumber), id: last.orderId }) : null,
    };
  },
});
