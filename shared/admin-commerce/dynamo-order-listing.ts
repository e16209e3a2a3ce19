import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { cursorShape, encodeCursor, startKeyAfter, startKeyOf } from '../db/cursor.ts';
import { keys } from '../db/keys.ts';
import { ORDER_LIST_INDEXES, toOrderRecord } from '../orders/dynamo-order-index.ts';
import type { OrderRecord } from '../orders/types.ts';
import type { OrderListing } from './ports.ts';

const FILTERED_PAGE = 100;

/**
 * A status filter, and/or "not waiting for its payment": an order placed through checkout is
 * `Pending` only until it is paid; an order made by POST /orders (payment `External`) is an
 * order from the start.
 */
const filterExpression = (status: string | undefined, exceptUnpaid: boolean): string =>
  [
    ...(status ? ['#status = :status'] : []),
    ...(exceptUnpaid ? ['(#status <> :pending OR #payment.#paymentStatus = :external)'] : []),
  ].join(' AND ');

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
    const unpaidFilter = filter.awaitingPayment === 'exclude';
    const filtered = statusFilter !== undefined || unpaidFilter;
    const shape = cursorShape(index, partition);
    let startKey: Record<string, unknown> | undefined = startKeyOf(cursor, shape);
    const found: Record<string, unknown>[] = [];
    do {
      const response = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: index.indexName,
          KeyConditionExpression: '#pk = :pk',
          ExpressionAttributeNames: {
            '#pk': index.partitionKey,
            ...(filtered ? { '#status': 'orderStatus' } : {}),
            ...(unpaidFilter ? { '#payment': 'payment', '#paymentStatus': 'status' } : {}),
          },
          ExpressionAttributeValues: {
            ':pk': partition,
            ...(statusFilter ? { ':status': statusFilter } : {}),
            ...(unpaidFilter ? { ':pending': 'Pending', ':external': 'External' } : {}),
          },
          ...(filtered ? { FilterExpression: filterExpression(statusFilter, unpaidFilter) } : {}),
          ScanIndexForward: false,
          // A filtered read evaluates more items than it returns: read the customer's orders in larger pages.
          Limit: filtered ? FILTERED_PAGE : limit + 1 - found.length,
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      found.push(...(response.Items ?? []));
      startKey = response.LastEvaluatedKey;
    } while (found.length <= limit && startKey);
    const shown = found.slice(0, limit);
    const items: OrderRecord[] = shown.map(toOrderRecord);
    const last = found.length > limit ? shown[limit - 1]! : undefined;
    return { items, nextCursor: encodeCursor(last && startKeyAfter(last, shape)) };
  },
});
