import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId } from '../db/batch.ts';
import { invalidCursor } from '../db/cursor.ts';
import { keys } from '../db/keys.ts';
import type { IndexDefinition } from '../db/table-definition.ts';
import { hexOf } from '../customers/search-terms.ts';
import { ORDER_LIST_INDEXES, orderSortKey, toOrderRecord } from '../orders/dynamo-order-index.ts';
import type { Scope } from '../orders/ports.ts';
import type { OrderIndex, OrderRange } from './ports.ts';

/** Orders read per Query while walking a range (a filtered range evaluates more than it keeps). */
const READ_PAGE = 100;
const ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;
const SORT_KEY = /^[0-9A-Za-z:.#+-]{1,420}$/;
const SHIP_NAME_KEY = /^[0-9a-f]+#\d{12}$/;
const NUMBER_KEY = /^\d{12}$/;
const PLACED_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#\d{12}$/;

interface RangeQuery {
  index: IndexDefinition;
  partition: string;
  condition: string;
  values: Record<string, string>;
  status?: string | undefined;
  /** Oldest (or A) first; default newest first. */
  forward?: boolean;
  /** Whether a resumed walk's sort key lies in this range (a tampered cursor is refused, not sent). */
  holds: (sortKey: string) => boolean;
}

const rangeQuery = ({ storeId, mode }: Scope, range: OrderRange): RangeQuery => {
  if (range.by === 'number') {
    const sortKey = orderSortKey(range.orderNumber);
    return {
      index: ORDER_LIST_INDEXES.store,
      partition: keys.ordersOfStore(storeId, mode),
      condition: ' AND #sk = :sk',
      values: { ':sk': sortKey },
      holds: (key) => key === sortKey,
    };
  }
  if (range.by === 'shipName') {
    const prefix = hexOf(range.name);
    return {
      index: ORDER_LIST_INDEXES.shipName,
      partition: keys.ordersByShippingName(storeId, mode),
      condition: ' AND begins_with(#sk, :prefix)',
      values: { ':prefix': prefix },
      forward: true,
      holds: (key) => SHIP_NAME_KEY.test(key) && key.startsWith(prefix),
    };
  }
  if (range.by === 'customer') {
    return {
      index: ORDER_LIST_INDEXES.customer,
      partition: keys.ordersOfCustomer(storeId, mode, range.customerId),
      condition: '',
      values: {},
      status: range.status,
      holds: (key) => NUMBER_KEY.test(key),
    };
  }
  const { from, before } = range;
  // placedAt#number never equals a bare time, so BETWEEN from AND before excludes `before` itself.
  const [condition, values]: [string, Record<string, string>] =
    from && before
      ? [' AND #sk BETWEEN :from AND :before', { ':from': from, ':before': before }]
      : from
        ? [' AND #sk >= :from', { ':from': from }]
        : before
          ? [' AND #sk < :before', { ':before': before }]
          : ['', {}];
  return {
    index: ORDER_LIST_INDEXES.placed,
    partition: keys.ordersByPlacedAt(storeId, mode),
    condition,
    values,
    status: range.status,
    holds: (key) => PLACED_KEY.test(key) && (!from || key >= from) && (!before || key < before),
  };
};

/**
 * The order search's index walks (docs/decisions.md §15.1): the number on gsi1 (its sort key is
 * the padded number), a customer's orders on gsi3, a placement-time range on gsi4; newest first,
 * a status as a filter; ship-to names on gsi5 (keys only: the page's orders are then one BatchGet;
 * §15.8), A to Z. A position is `<orderId>~<index sort key>`, from which the Query's start
 * key is rebuilt.
 */
export const dynamoOrderIndex = (db: DynamoDBDocumentClient, tableName: string): OrderIndex => ({
  async *walk(scope, range, after) {
    const query = rangeQuery(scope, range);
    const { index, partition } = query;
    let startKey: Record<string, string> | undefined;
    if (after !== undefined) {
      const [orderId = '', sortKey = ''] = after.split('~');
      if (!ORDER_ID.test(orderId) || !SORT_KEY.test(sortKey) || !query.holds(sortKey)) throw invalidCursor();
      startKey = {
        ...keys.order(scope.storeId, scope.mode, orderId),
        [index.partitionKey]: partition,
        [index.sortKey]: sortKey,
      };
    }
    do {
      const response = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: index.indexName,
          KeyConditionExpression: `#pk = :pk${query.condition}`,
          ExpressionAttributeNames: {
            '#pk': index.partitionKey,
            ...(query.condition ? { '#sk': index.sortKey } : {}),
            ...(query.status ? { '#status': 'orderStatus' } : {}),
          },
          ExpressionAttributeValues: {
            ':pk': partition,
            ...query.values,
            ...(query.status ? { ':status': query.status } : {}),
          },
          ...(query.status ? { FilterExpression: '#status = :status' } : {}),
          ScanIndexForward: query.forward ?? false,
          Limit: READ_PAGE,
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      const items = response.Items ?? [];
      // A keys-only index answers keys: the orders themselves are one BatchGet of the page.
      const whole =
        index.projection === 'KEYS_ONLY'
          ? await batchGetItems(
              db,
              tableName,
              items.map((item) => ({ pk: item.pk as string, sk: item.sk as string })),
            )
          : undefined;
      for (const item of items) {
        const stored = whole ? whole.get(keyId(item as { pk: string; sk: string })) : item;
        if (!stored) continue; // deleted since the index was read
        const order = toOrderRecord(stored);
        yield { order, after: `${order.orderId}~${String(item[index.sortKey])}` };
      }
      startKey = response.LastEvaluatedKey as Record<string, string> | undefined;
    } while (startKey);
  },
});
