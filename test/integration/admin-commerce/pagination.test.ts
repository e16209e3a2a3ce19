import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCommerceHandler } from '../../../functions/admin-commerce/handler.ts';
import { dynamoMembershipRepository } from '../../../shared/owners/dynamo-owner-repository.ts';
import type { OrderStatus } from '../../../shared/orders/types.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useAdminHarness } from '../../support/admin-harness.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { putOrders, syntheticOrder } from '../../support/order-records.ts';

const table = useTestTable();
const harness = useAdminHarness(table);
let handler: ReturnType<typeof createAdminCommerceHandler>;
const storeId = newId();
const regular = newId();
const STATUSES: OrderStatus[] = ['Pending', 'Confirmed', 'Shipped'];
const orders = Array.from({ length: 250 }, (_, i) =>
  syntheticOrder({
    storeId,
    orderNumber: 1001 + i,
    status: STATUSES[i % 3],
    ...(i % 5 === 0 ? { customerId: regular } : {}),
  }),
);
const arrivals: typeof orders = [];

beforeAll(async () => {
  handler = createAdminCommerceHandler(undefined, { ownerAccess: () => harness.access });
  const at = new Date().toISOString();
  const { ownerId, email } = harness.owners.viewer;
  await dynamoMembershipRepository(table.db, table.tableName).add({
    storeId,
    ownerId,
    email,
    role: 'viewer',
    createdAt: at,
    updatedAt: at,
  });
  await putOrders(table.db, table.tableName, orders);
});

/** Every page of a list; after each page, new orders are placed (as a busy store would). */
const walk = async (query: Record<string, string>) => {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const result = await harness.call(
      handler,
      'GET',
      `/api/v1/admin/stores/${storeId}/orders`,
      harness.owners.viewer.token,
      undefined,
      { query: { ...query, ...(cursor ? { cursor } : {}) } },
    );
    expect(result.status).toBe(200);
    seen.push(...(result.body.data as Array<{ orderId: string }>).map((o) => o.orderId));
    cursor = (result.body as { nextCursor?: string | null }).nextCursor ?? null;
    pages++;
    const arrival = syntheticOrder({
      storeId,
      orderNumber: 5001 + arrivals.length,
      status: 'Confirmed',
      customerId: regular,
    });
    arrivals.push(arrival);
    await putOrders(table.db, table.tableName, [arrival]);
  } while (cursor);
  return { seen, pages };
};

const newestFirst = (list: typeof orders) => list.map((o) => o.orderId).reverse();

describe('admin order lists page through 250 orders', () => {
  it('every order exactly once, newest first, while new orders arrive between pages', async () => {
    const { seen, pages } = await walk({ limit: '25' });
    expect(seen).toEqual(newestFirst(orders));
    expect(new Set(seen).size).toBe(250);
    expect(pages).toBe(10);
  });

  it('by status and by customer (and both): the same guarantees on their own index partitions', async () => {
    // Orders placed during a walk are newer than its first page: never shown, and no gap left behind.
    const earlier = [...orders, ...arrivals];
    const confirmed = await walk({ limit: '7', status: 'Confirmed' });
    expect(confirmed.seen).toEqual(newestFirst(earlier.filter((o) => o.orderStatus === 'Confirmed')));
    const ofRegular = await walk({ limit: '9', customerId: regular, status: 'Shipped' });
    expect(ofRegular.seen).toEqual(
      newestFirst(orders.filter((o) => o.customerId === regular && o.orderStatus === 'Shipped')),
    );
  });
});
