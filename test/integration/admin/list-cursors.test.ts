import { describe, expect, it } from 'vitest';
import { dynamoAuditLog } from '../../../shared/audit/dynamo-audit-log.ts';
import { dynamoOrderListing } from '../../../shared/admin-commerce/dynamo-order-listing.ts';
import { dynamoCartList, dynamoCustomerList } from '../../../shared/admin-commerce/dynamo-store-lists.ts';
import { keys } from '../../../shared/db/keys.ts';
import { dynamoAdminCatalog } from '../../../shared/products/dynamo-admin-catalog.ts';
import { newId } from '../../../shared/util/ids.ts';
import { dynamoDeliveryLog } from '../../../shared/webhooks/log/dynamo-delivery-log.ts';
import { dynamoEventLog } from '../../../shared/webhooks/log/dynamo-event-log.ts';
import { useTestTable } from '../../support/dynamo.ts';

/**
 * Every admin list against DynamoDB Local, with cursors a caller made up: each list takes back
 * only a start key of its own partition with exactly the key attributes of its index; anything
 * else is 400 INVALID_REQUEST on `query.cursor`, never a DynamoDB validation error (a 500).
 */
const table = useTestTable();
const storeId = newId();
const otherStore = newId();
const webhookId = newId();
/** The endpoint of the other store: a delivery log's partition is its endpoint's. */
const endpointOf = (store: string) => (store === storeId ? webhookId : newId());
const at = '2026-01-02T03:04:05.678Z';
const scope = { storeId, mode: 'test' as const };
const PAGE = { limit: 5 };

const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

interface ListCase {
  name: string;
  /** The index partition key attribute and sort key attribute (the table's for the audit log). */
  index: { pk: string; sk: string };
  partition: (store: string) => string;
  sortKey: string;
  read: (cursor: string) => Promise<unknown>;
}

const gsi = (n: 1 | 2 | 3 | 5 | 6) => ({ pk: `gsi${n}pk`, sk: `gsi${n}sk` });

const lists = (): ListCase[] => {
  const { db, tableName } = table;
  const orders = dynamoOrderListing(db, tableName);
  const customerId = newId();
  return [
    {
      name: 'orders',
      index: gsi(1),
      partition: (s) => keys.ordersOfStore(s, 'test'),
      sortKey: '000000001001',
      read: (cursor) => orders.page(scope, {}, { ...PAGE, cursor }),
    },
    {
      name: 'orders by status',
      index: gsi(2),
      partition: (s) => keys.ordersByStatus(s, 'test', 'Confirmed'),
      sortKey: '000000001001',
      read: (cursor) => orders.page(scope, { status: 'Confirmed' }, { ...PAGE, cursor }),
    },
    {
      name: "a customer's orders",
      index: gsi(3),
      partition: (s) => keys.ordersOfCustomer(s, 'test', customerId),
      sortKey: '000000001001',
      read: (cursor) => orders.page(scope, { customerId }, { ...PAGE, cursor }),
    },
    {
      name: 'customers',
      index: gsi(1),
      partition: (s) => keys.customersOfStore(s, 'test'),
      sortKey: `${at}#${newId()}`,
      read: (cursor) => dynamoCustomerList(db, tableName).page(scope, { ...PAGE, cursor }),
    },
    {
      name: 'products',
      index: gsi(1),
      partition: (s) => keys.productsOfStore(s, 'test'),
      sortKey: `${at}#${newId()}`,
      read: (cursor) => dynamoAdminCatalog(db, tableName).page(scope, {}, { ...PAGE, cursor }),
    },
    {
      name: 'carts',
      index: gsi(5),
      partition: (s) => keys.cartsByStatus(s, 'test', 'Abandoned'),
      sortKey: `${at}#${newId()}`,
      read: (cursor) => dynamoCartList(db, tableName).page(scope, 'Abandoned', { ...PAGE, cursor }),
    },
    {
      name: 'audit log',
      index: { pk: 'pk', sk: 'sk' },
      partition: (s) => keys.store(s).pk,
      sortKey: `AUDIT#${at}#${newId()}`,
      read: (cursor) => dynamoAuditLog(db, tableName).page(storeId, { ...PAGE, cursor }),
    },
    {
      name: 'deliveries',
      index: gsi(1),
      partition: (s) => keys.deliveriesOfEndpoint(endpointOf(s)),
      sortKey: at,
      // The list merges delivery items and first attempts kept on event claims: one start key each.
      read: (cursor) =>
        dynamoDeliveryLog(db, tableName).listByEndpoint(
          { webhookId, ...scope },
          { ...PAGE, cursor: cursorOf({ deliveries: cursor }) },
        ),
    },
    {
      name: 'deliveries kept on event claims',
      index: gsi(1),
      partition: (s) => keys.firstDeliveriesOfScope(s, 'test'),
      sortKey: at,
      read: (cursor) =>
        dynamoDeliveryLog(db, tableName).listByEndpoint(
          { webhookId, ...scope },
          { ...PAGE, cursor: cursorOf({ first: cursor }) },
        ),
    },
    {
      name: 'failed deliveries',
      index: gsi(2),
      partition: (s) => keys.deliveriesOfEndpointByStatus(endpointOf(s), 'failed'),
      sortKey: at,
      read: (cursor) =>
        dynamoDeliveryLog(db, tableName).listByEndpoint(
          { webhookId, ...scope },
          { ...PAGE, status: 'failed', cursor },
        ),
    },
    {
      name: 'events',
      index: gsi(6),
      partition: (s) => keys.eventsOfScope(s, 'test'),
      sortKey: `${at}#evt_${newId()}#order.created#order:${newId()}`,
      read: (cursor) => dynamoEventLog(db, tableName).page(storeId, 'test', { ...PAGE, cursor }),
    },
    {
      name: 'events of a type',
      index: gsi(6),
      partition: (s) => keys.eventsOfScope(s, 'test'),
      sortKey: `${at}#evt_${newId()}#order.created#order:${newId()}`,
      read: (cursor) =>
        dynamoEventLog(db, tableName).page(storeId, 'test', { ...PAGE, type: 'order.created', cursor }),
    },
  ];
};

/** A start key of the list: the table key of some item and the index key in `store`'s partition. */
const startKey = (list: ListCase, store: string, sortKey = list.sortKey) => ({
  pk: list.index.pk === 'pk' ? list.partition(store) : `S#${store}#test#ITEM#${newId()}`,
  sk: list.index.pk === 'pk' ? sortKey : 'ITEM',
  [list.index.pk]: list.partition(store),
  [list.index.sk]: sortKey,
});

const INVALID_CURSOR = {
  status: 400,
  errorCode: 'INVALID_REQUEST',
  details: [{ path: 'query.cursor', message: 'Invalid cursor' }],
};

describe('admin list cursors', () => {
  it('a start key of the list itself is taken back', async () => {
    for (const list of lists())
      await expect(list.read(cursorOf(startKey(list, storeId))), list.name).resolves.toBeDefined();
  });

  it('garbage, a partial or padded key, an empty value or another store are 400 INVALID_REQUEST', async () => {
    for (const list of lists()) {
      const own = startKey(list, storeId);
      const forged = {
        garbage: 'abc',
        'not a key': cursorOf(['000000001001', newId()]),
        'only the partition': cursorOf({ [list.index.pk]: list.partition(storeId) }),
        ...(list.index.pk === 'pk'
          ? { 'not an audit entry': cursorOf(startKey(list, storeId, `MEMBER#${newId()}`)) }
          : {
              'no table key': cursorOf({
                [list.index.pk]: own[list.index.pk],
                [list.index.sk]: own[list.index.sk],
              }),
            }),
        'one attribute more': cursorOf({ ...own, orderStatus: 'Pending' }),
        'an empty sort key': cursorOf(startKey(list, storeId, '')),
        'a number': cursorOf({ ...own, [list.index.sk]: 7 }),
        "another store's partition": cursorOf(startKey(list, otherStore)),
      };
      for (const [what, cursor] of Object.entries(forged))
        await expect(
          list.read(cursor).catch((e: unknown) => e),
          `${list.name}: ${what}`,
        ).resolves.toMatchObject(INVALID_CURSOR);
    }
  });
});
