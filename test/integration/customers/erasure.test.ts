import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCustomersHandler } from '../../../functions/admin-customers/handler.ts';
import { dynamoCustomerErasureStore } from '../../../shared/customer-accounts/dynamo-customer-erasure.ts';
import { keys } from '../../../shared/db/keys.ts';
import type { OrderRecord } from '../../../shared/orders/types.ts';
import { toOrderRecord } from '../../../shared/orders/dynamo-order-index.ts';
import { useAdminHarness } from '../../support/admin-harness.ts';
import { call, createTestStore, login, type TestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { putOrders, syntheticOrder } from '../../support/order-records.ts';
import { outboxEvents } from '../../support/outbox.ts';

const table = useTestTable();
const harness = useAdminHarness(table);
let handler: ReturnType<typeof createAdminCustomersHandler>;
let store: TestStore;
let orderNumber = 5000;

beforeAll(async () => {
  handler = createAdminCustomersHandler(undefined, { ownerAccess: () => harness.access });
  store = await createTestStore(table);
  await harness.joinStore('Erasure', store.storeId);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field below
type AdminAnswer = { status: number; body: { data?: any; errorCode?: string; nextCursor?: string | null } };
const admin = async (
  method: string,
  path: string,
  options: { body?: unknown; query?: Record<string, string> } = {},
): Promise<AdminAnswer> =>
  (await harness.call(
    handler,
    method,
    `/api/v1/admin/stores/${store.storeId}/customers${path}`,
    harness.owners.owner.token,
    options.body,
    options.query ? { query: options.query } : {},
  )) as AdminAnswer;

/** Every item of the table whose keys or attributes mention `text` (a Scan is fine on a per-file table). */
const itemsMentioning = async (text: string) => {
  const { Items = [] } = await table.db.send(
    new ScanCommand({ TableName: table.tableName, ConsistentRead: true }),
  );
  return Items.filter((item) => JSON.stringify(item).toLowerCase().includes(text.toLowerCase()));
};

const ordersOf = async (customerId: string): Promise<OrderRecord[]> => {
  const { Items = [] } = await table.db.send(
    new ScanCommand({
      TableName: table.tableName,
      FilterExpression: 'entity = :e AND customerId = :c',
      ExpressionAttributeValues: { ':e': 'Order', ':c': customerId },
      ConsistentRead: true,
    }),
  );
  return Items.map(toOrderRecord);
};

/** A customer with a profile, orders (their own addresses and contact) and an open cart. */
const customerWithHistory = async (profile: Record<string, string>, orders = 2) => {
  const customer = await login(store, { profile });
  const records = Array.from({ length: orders }, () => {
    const order = syntheticOrder({
      storeId: store.storeId,
      orderNumber: ++orderNumber,
      customerId: customer.customerId,
    });
    const address = { ...order.shippingAddress, company: 'Navy', address2: 'Flat 1', phone: customer.phone };
    return {
      ...order,
      customer: {
        customerId: customer.customerId,
        email: profile.email ?? null,
        phone: customer.phone,
        firstName: 'Grace',
        lastName: 'Hopper',
      },
      shippingAddress: address,
      billingAddress: address,
    };
  });
  await putOrders(table.db, table.tableName, records);
  const cart = await call('GET', `/api/v1/sdk/cart/${store.storeId}`, {
    key: store.keys.pk_test,
    token: customer.token,
  });
  expect(cart.status).toBe(200);
  return customer;
};

describe('DELETE .../customers/{customerId}: erasure', () => {
  it('deletes the profile, lookups, search terms and cart, erases the orders, refuses the token, sends customer.deleted', async () => {
    const email = 'erase.me@example.com';
    const customer = await customerWithHistory({ firstName: 'Erasable', lastName: 'Person', email });
    expect((await admin('GET', '', { query: { q: 'erasab' } })).body.data).toHaveLength(1);

    const erased = await admin('DELETE', `/${customer.customerId}`);
    expect(erased.status).toBe(200);
    expect(erased.body.data).toEqual({
      customerId: customer.customerId,
      deletedAt: expect.any(String),
      ordersErased: 2,
    });

    // Nothing personal is left anywhere in the table but the events sent before (kept 30 days)
    // and the hour's SMS send counter of the phone (expires within 2 hours; erasing it would
    // reset the toll-fraud cap).
    const leftovers = async (text: string) =>
      (await itemsMentioning(text)).filter(
        (item) => item.entity !== 'OutboxEvent' && item.entity !== 'OtpSends',
      );
    expect(await leftovers(email)).toEqual([]);
    expect(await leftovers(customer.phone)).toEqual([]);
    expect(await leftovers('Erasable')).toEqual([]);
    const { Items: partition = [] } = await table.db.send(
      new QueryCommand({
        TableName: table.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.customer(store.storeId, 'test', customer.customerId).pk },
        ConsistentRead: true,
      }),
    );
    expect(partition.map((item) => item.sk)).toEqual(['ERASURE']);
    expect(partition[0]).toMatchObject({ status: 'Done', customerId: customer.customerId });

    const orders = await ordersOf(customer.customerId);
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order.customer).toEqual({
        customerId: customer.customerId,
        email: '[erased]',
        phone: '[erased]',
        firstName: '[erased]',
        lastName: '[erased]',
      });
      expect(order.shippingAddress).toEqual({
        firstName: '[erased]',
        lastName: '[erased]',
        company: '[erased]',
        address1: '[erased]',
        address2: '[erased]',
        city: '[erased]',
        province: 'London',
        country: 'United Kingdom',
        countryIsoCode: 'GB',
        postalCode: '[erased]',
        phone: '[erased]',
      });
      expect(order.billingAddress).toEqual(order.shippingAddress);
      expect(order.totals.totalAmountMinor).toBe(1000);
    }

    // The token is refused at once, on every customer route.
    for (const [method, path] of [
      ['GET', `/api/v1/sdk/customers/store/${store.storeId}/me`],
      ['GET', `/api/v1/sdk/customers/store/${store.storeId}/me/orders`],
      ['GET', `/api/v1/sdk/cart/${store.storeId}`],
    ] as const) {
      const refused = await call(method, path, { key: store.keys.pk_test, token: customer.token });
      expect({ path, status: refused.status, errorCode: refused.body.errorCode }).toEqual({
        path,
        status: 401,
        errorCode: 'INVALID_TOKEN',
      });
    }
    expect((await admin('GET', `/${customer.customerId}`)).body.errorCode).toBe('CUSTOMER_NOT_FOUND');
    expect((await admin('GET', '', { query: { q: 'erasab' } })).body.data).toEqual([]);

    const [deleted, ...more] = await outboxEvents(table, store.storeId, 'customer.deleted');
    expect(more).toEqual([]);
    expect(deleted).toMatchObject({ origin: 'owner', customerId: customer.customerId });
    expect(deleted!.data).toEqual({ customerId: customer.customerId, deletedAt: erased.body.data.deletedAt });

    const audit = (await itemsMentioning('customer.erased')).filter((item) => item.entity === 'AuditEntry');
    expect(audit).toEqual([
      expect.objectContaining({ target: { type: 'customer', id: customer.customerId }, mode: 'test' }),
    ]);

    // A later login with the same phone is a new customer.
    const again = await login(store, { phone: customer.phone });
    expect(again.customerId).not.toBe(customer.customerId);
    const me = await call('GET', `/api/v1/sdk/customers/store/${store.storeId}/me`, {
      key: store.keys.pk_test,
      token: again.token,
    });
    expect(me.body.data).toMatchObject({ customerId: again.customerId, email: null, firstName: null });
  });

  it('an erasure stopped after its first step is finished by repeating the DELETE', async () => {
    const customer = await customerWithHistory({ firstName: 'Halfway' }, 3);
    const partitions = dynamoCustomerErasureStore(table.db, table.tableName);
    const scope = { storeId: store.storeId, mode: 'test' as const };
    const { customer: profile } = await partitions.read(scope, customer.customerId);
    const deletedAt = new Date().toISOString();
    // The first step alone, as a run that crashed after it would leave things.
    expect(
      await partitions.begin(
        profile!,
        { customerId: customer.customerId, deletedAt, status: 'InProgress' },
        { events: [], now: new Date() },
      ),
    ).toEqual({ ok: true });
    const refused = await call('GET', `/api/v1/sdk/customers/store/${store.storeId}/me`, {
      key: store.keys.pk_test,
      token: customer.token,
    });
    expect(refused.body.errorCode).toBe('INVALID_TOKEN');
    expect((await ordersOf(customer.customerId)).every((o) => o.customer.firstName === 'Grace')).toBe(true);

    const resumed = await admin('DELETE', `/${customer.customerId}`);
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toEqual({ customerId: customer.customerId, deletedAt, ordersErased: 3 });
    expect((await ordersOf(customer.customerId)).every((o) => o.customer.firstName === '[erased]')).toBe(
      true,
    );
    // Once more: nothing left to do, the same answer.
    const repeated = await admin('DELETE', `/${customer.customerId}`);
    expect(repeated.body.data).toEqual({ customerId: customer.customerId, deletedAt, ordersErased: 0 });
  });

  it('an unknown customer is 404 CUSTOMER_NOT_FOUND', async () => {
    const result = await admin('DELETE', '/00000000-0000-4000-8000-000000000000');
    expect(result.status).toBe(404);
    expect(result.body.errorCode).toBe('CUSTOMER_NOT_FOUND');
  });
});

describe('owners: search, edit and export', () => {
  it('?q= finds a case-insensitive prefix of email, first name, last name or phone, each customer once', async () => {
    const ann = await login(store, {
      profile: { firstName: 'Annabel', lastName: 'Annis', email: 'bel@search.test' },
    });
    const bob = await login(store, {
      profile: { firstName: 'Bob', lastName: 'Annerly', email: 'ANNE@search.test' },
    });
    await login(store, { profile: { firstName: 'Carl', lastName: 'Zed', email: 'carl@search.test' } });
    const ids = async (q: string) =>
      ((await admin('GET', '', { query: { q } })).body.data as Array<{ customerId: string }>)
        .map((c) => c.customerId)
        .sort();
    expect(await ids('ANN')).toEqual([ann.customerId, bob.customerId].sort());
    expect(await ids('annerl')).toEqual([bob.customerId]);
    expect(await ids('bel@SEARCH')).toEqual([ann.customerId]);
    expect(await ids(ann.phone)).toEqual([ann.customerId]);
    expect(await ids(ann.phone.slice(0, -1))).toContain(ann.customerId);
    expect(await ids('nobody')).toEqual([]);

    // Pages: one customer a page, then the next, then the end.
    const first = await admin('GET', '', { query: { q: 'ann', limit: '1' } });
    expect(first.body.data).toHaveLength(1);
    const second = await admin('GET', '', {
      query: { q: 'ann', limit: '1', cursor: first.body.nextCursor as string },
    });
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0].customerId).not.toBe(first.body.data[0].customerId);

    // An edit moves the terms: the old name is no longer found, the new one is.
    const edited = await admin('PUT', `/${bob.customerId}`, { body: { lastName: 'Zimmer' } });
    expect(edited.status).toBe(200);
    expect(await ids('annerl')).toEqual([]);
    expect(await ids('zimm')).toEqual([bob.customerId]);
  });

  it('PUT sends customer.updated with origin owner and writes an audit entry', async () => {
    const customer = await login(store, { profile: { firstName: 'Owned' } });
    const result = await admin('PUT', `/${customer.customerId}`, {
      body: { firstName: 'Renamed', email: 'renamed@example.com' },
    });
    expect(result.status).toBe(200);
    const events = await outboxEvents(table, store.storeId, 'customer.updated');
    expect(events.at(-1)).toMatchObject({
      origin: 'owner',
      data: {
        changes: { firstName: 'Renamed', email: 'renamed@example.com' },
        previousValues: { firstName: 'Owned', email: null },
      },
    });
    const audit = (await itemsMentioning(customer.customerId)).filter((item) => item.entity === 'AuditEntry');
    expect(audit).toEqual([expect.objectContaining({ action: 'customer.updated' })]);
  });

  it('export holds the profile, every order and the open cart', async () => {
    const customer = await customerWithHistory({ firstName: 'Exported', email: 'export@example.com' }, 2);
    const result = await admin('GET', `/${customer.customerId}/export`);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      storeId: store.storeId,
      mode: 'test',
      customer: { customerId: customer.customerId, firstName: 'Exported', email: 'export@example.com' },
      carts: [expect.objectContaining({ status: 'Active' })],
    });
    expect(result.body.data.orders).toHaveLength(2);
  });
});
