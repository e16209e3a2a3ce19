import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCommerceHandler } from '../../../functions/admin-commerce/handler.ts';
import { createAdminCustomersHandler } from '../../../functions/admin-customers/handler.ts';
import type { HttpResult } from '../../../shared/http/types.ts';
import { dynamoOrderRepository } from '../../../shared/orders/dynamo-order-repository.ts';
import { withStatus } from '../../../shared/orders/records.ts';
import type { OrderRecord, RefundRecord } from '../../../shared/orders/types.ts';
import { dynamoMembershipRepository } from '../../../shared/owners/dynamo-owner-repository.ts';
import { newId } from '../../../shared/util/ids.ts';
import { localLambdaContext } from '../../../shared/util/lambda-context.ts';
import { useAdminHarness } from '../../support/admin-harness.ts';
import { createTestStore, login, type TestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { httpEvent } from '../../support/http-event.ts';
import { putOrders, syntheticOrder } from '../../support/order-records.ts';
import { complete, startCheckout, syncProduct } from '../orders/helpers.ts';

const table = useTestTable();
const harness = useAdminHarness(table);
let handler: ReturnType<typeof createAdminCommerceHandler>;
let customersHandler: ReturnType<typeof createAdminCustomersHandler>;
let store: TestStore;
let nextNumber = 2001;

beforeAll(async () => {
  handler = createAdminCommerceHandler(undefined, { ownerAccess: () => harness.access });
  customersHandler = createAdminCustomersHandler(undefined, { ownerAccess: () => harness.access });
  store = await createTestStore(table);
  const at = new Date().toISOString();
  const { ownerId, email } = harness.owners.owner;
  await dynamoMembershipRepository(table.db, table.tableName).add({
    storeId: store.storeId,
    ownerId,
    email,
    role: 'owner',
    createdAt: at,
    updatedAt: at,
  });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
type Answer = { status: number; body: { data?: any; errorCode?: string; nextCursor?: string | null } };
const admin = async (path: string, query: Record<string, string> = {}, method = 'GET'): Promise<Answer> =>
  (await harness.call(
    path.startsWith('/customers') ? customersHandler : handler,
    method,
    `/api/v1/admin/stores/${store.storeId}${path}`,
    harness.owners.owner.token,
    undefined,
    { query },
  )) as Answer;

const search = async (query: Record<string, string>): Promise<string[]> => {
  const found: string[] = [];
  let cursor: string | null = null;
  do {
    const answer = await admin('/orders', { limit: '2', ...query, ...(cursor ? { cursor } : {}) });
    expect(answer.status).toBe(200);
    found.push(...(answer.body.data as OrderRecord[]).map((o) => o.orderNumber));
    cursor = answer.body.nextCursor ?? null;
  } while (cursor);
  return found;
};

/** The export answered as text (the harness parses JSON, so the handler is called directly). */
const exportCsv = async (query: Record<string, string>) => {
  const event = httpEvent('GET', `/api/v1/admin/stores/${store.storeId}/orders/export`, {
    headers: { Authorization: `Bearer ${harness.owners.owner.token}` },
    query,
  });
  const result = (await handler(event, localLambdaContext('test'), {
    signal: new AbortController().signal,
  })) as HttpResult;
  return { status: result.statusCode, headers: result.headers, csv: result.body ?? '' };
};

/** An order of a real customer (their search terms written by the customer's own writes), placed at `placedAt`. */
const orderFor = (
  customer: { customerId: string; email: string; phone: string; firstName: string; lastName: string },
  placedAt: string,
  status: OrderRecord['orderStatus'] = 'Confirmed',
): OrderRecord => {
  const order = syntheticOrder({
    storeId: store.storeId,
    orderNumber: nextNumber++,
    customerId: customer.customerId,
    status,
  });
  const { customerId, email, phone, firstName, lastName } = customer;
  return { ...order, placedAt, customer: { customerId, email, phone, firstName, lastName } };
};

const customer = async (firstName: string, lastName: string, email: string) => {
  const profile = { firstName, lastName, email };
  const made = await login(store, { profile });
  return { customerId: made.customerId, phone: made.phone, ...profile };
};

describe('order search on DynamoDB Local', () => {
  it('finds by number, email, phone and name prefix, combined with status and dates, and not an erased customer', async () => {
    const grace = await customer('Grace', 'Hopper', 'grace.h@navy.example');
    const gregory = await customer('Gregory', 'Peck', 'greg@film.example');
    const orders = [
      orderFor(grace, '2026-03-01T09:00:00.000Z'),
      orderFor(grace, '2026-03-02T23:30:00.000Z', 'Pending'),
      orderFor(gregory, '2026-03-03T10:00:00.000Z'),
      orderFor(gregory, '2026-03-05T10:00:00.000Z', 'Pending'),
    ];
    await putOrders(table.db, table.tableName, orders);
    const [g1, g2, p1, p2] = orders.map((o) => o.orderNumber);

    expect(await search({ q: g2! })).toEqual([g2]);
    expect(await search({ q: 'GRACE.H@' })).toEqual([g2, g1]);
    expect(await search({ q: grace.phone.slice(0, 9) }).then((n) => n.includes(g1!))).toBe(true);
    expect(await search({ q: 'hopp' })).toEqual([g2, g1]);
    expect(await search({ q: 'gr' })).toEqual(expect.arrayContaining([g1, g2, p1, p2]));
    expect(await search({ q: 'gr', status: 'Pending' })).toEqual(expect.arrayContaining([g2, p2]));
    expect((await search({ q: 'gr', status: 'Pending' })).length).toBe(2);
    expect(await search({ q: 'gr', from: '2026-03-02', to: '2026-03-03' })).toEqual(
      expect.arrayContaining([g2, p1]),
    );
    expect((await search({ q: 'gr', from: '2026-03-02', to: '2026-03-03' })).length).toBe(2);
    // Dates alone read the placement index; `to` as a date takes in its whole day.
    expect(await search({ from: '2026-03-02', to: '2026-03-03' })).toEqual([p1, g2]);
    expect(await search({ from: '2026-03-02', to: '2026-03-03', status: 'Confirmed' })).toEqual([p1]);
    expect(await search({ from: '2026-03-02T23:30:00Z', to: '2026-03-03T10:00:00Z' })).toEqual([p1, g2]);

    const erased = await admin(`/customers/${grace.customerId}`, {}, 'DELETE');
    expect(erased.status).toBe(200);
    expect(await search({ q: 'grace' })).toEqual([]);
    expect(await search({ q: 'hopper' })).toEqual([]);
    expect(await search({ q: grace.phone })).toEqual([]);
    expect(await search({ q: 'gr' })).toEqual([p2, p1]);
    // Still found by number.
    expect(await search({ q: g1! })).toEqual([g1]);
  });

  it('finds by ship-to name (last name, or first and last) and by the end of the phone, each order once', async () => {
    const fred = await customer('Fred', 'Featherstone', 'fred@feathers.example');
    const maud = await customer('Maud', 'Quill', 'maud@quill.example');
    const shipTo = (order: OrderRecord, firstName: string, lastName: string): OrderRecord => ({
      ...order,
      shippingAddress: { ...order.shippingAddress, firstName, lastName },
    });
    const orders = [
      // Maud sends gifts to two Featherstones; Fred orders for himself and for Ada Lovelace.
      shipTo(orderFor(maud, '2026-04-01T09:00:00.000Z'), 'Bartholomew', 'Featherstone-Haugh'),
      shipTo(orderFor(maud, '2026-04-02T09:00:00.000Z', 'Pending'), 'Fred', 'Featherstone'),
      shipTo(orderFor(fred, '2026-04-03T09:00:00.000Z'), 'Fred', 'Featherstone'),
      orderFor(fred, '2026-04-04T09:00:00.000Z'),
    ];
    await putOrders(table.db, table.tableName, orders);
    const [gift1, gift2, own, forAda] = orders.map((o) => o.orderNumber);

    // Ship-to names A to Z (then by number), then the matching customer's other orders; none twice.
    expect(await search({ q: 'featherstone' })).toEqual([gift2, own, gift1, forAda]);
    expect(await search({ q: 'FEATHERSTONE-' })).toEqual([gift1]);
    expect(await search({ q: 'Bartholomew Feather' })).toEqual([gift1]);
    expect(await search({ q: 'fred featherstone' })).toEqual([gift2, own]);
    expect(await search({ q: 'featherstone', status: 'Pending' })).toEqual([gift2]);
    expect(await search({ q: 'featherstone', from: '2026-04-03' })).toEqual([own, forAda]);

    // The end of the customer's phone, typed as people type it: 4 digits or more.
    const digits = maud.phone.replace(/\D/g, '');
    const typed = `(${digits.slice(-10, -7)}) ${digits.slice(-7, -4)}-${digits.slice(-4)}`;
    expect(await search({ q: typed })).toEqual([gift2, gift1]);
    expect(await search({ q: digits.slice(-6) })).toEqual([gift2, gift1]);
    const answer = await admin('/customers', { q: digits.slice(-7) });
    expect((answer.body.data as { customerId: string }[]).map((c) => c.customerId)).toEqual([
      maud.customerId,
    ]);

    // An erased customer's orders lose their ship-to name too.
    expect((await admin(`/customers/${fred.customerId}`, {}, 'DELETE')).status).toBe(200);
    expect(await search({ q: 'featherstone' })).toEqual([gift2, gift1]);
  });

  it('bad search input is a 400, never a 500', async () => {
    const queries: Record<string, string>[] = [
      { from: 'yesterday' },
      { from: '2026-03-05', to: '2026-03-01' },
      { q: 'x', cursor: 'garbage' },
      { cursor: Buffer.from('{"p":"i","o":"bad~key"}').toString('base64url'), from: '2026-03-01' },
      {
        cursor: Buffer.from('{"p":"i","o":"x~2020-01-01T00:00:00.000Z#1"}').toString('base64url'),
        from: '2026-03-01',
      },
      { customerId: newId(), q: 'x' },
    ];
    for (const query of queries) {
      const answer = await admin('/orders', query);
      expect({ query, status: answer.status, code: answer.body.errorCode }).toEqual({
        query,
        status: 400,
        code: 'INVALID_REQUEST',
      });
    }
  });

  it('exports every matching order as CSV, more than 100, in one part under the bound', async () => {
    const buyer = await customer('=cmd', 'Buyer', 'csv.buyer@csv.example');
    const many = Array.from({ length: 130 }, (_, i) =>
      orderFor(buyer, new Date(Date.UTC(2026, 5, 1, 0, i)).toISOString()),
    );
    await putOrders(table.db, table.tableName, many);
    const answer = await exportCsv({ from: '2026-06-01', to: '2026-06-01' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.headers['x-next-cursor']).toBeUndefined();
    const lines = answer.csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'orderNumber,placedAt,status,customerName,email,itemCount,subtotal,shipping,tax,discount,total,refunded,phone,currency,shippingCountry',
    );
    expect(lines.length).toBe(131);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[0])).size).toBe(130);
    expect(lines[1]).toBe(
      `${many.at(-1)!.orderNumber},${many.at(-1)!.placedAt},Confirmed,'=cmd Buyer,csv.buyer@csv.example,0,10.00,0.00,0.00,0.00,10.00,0.00,'${buyer.phone},USD,${many.at(-1)!.shippingAddress.countryIsoCode}`,
    );
    const byEmail = await exportCsv({ q: 'CSV.BUYER@', status: 'Confirmed' });
    expect(byEmail.csv.split('\r\n').filter(Boolean).length).toBe(131);
    const bad = await exportCsv({ format: 'xml' });
    expect(bad.status).toBe(400);
  });
});

describe('sales over time', () => {
  it('counts paid orders on their day and a refund on its day: one Query over day counters', async () => {
    const repository = dynamoOrderRepository(table.db, table.tableName);
    const buyer = await customer('Sales', 'Buyer', 'sales@buyer.example');
    const pending = [
      orderFor(buyer, '2026-04-01T08:00:00.000Z', 'Pending'),
      orderFor(buyer, '2026-04-01T09:00:00.000Z', 'Pending'),
    ];
    await putOrders(table.db, table.tableName, pending);
    const confirmedAt = ['2026-04-01T10:00:00.000Z', '2026-04-02T23:59:59.000Z'];
    const confirmed = pending.map((order, i) =>
      withStatus(order, 'Confirmed', { reason: 'paid', source: 'api', now: confirmedAt[i]! }),
    );
    for (const [i, next] of confirmed.entries()) {
      expect(await repository.updateOrder(next, pending[i]!.version, [], new Date())).toEqual({ ok: true });
    }
    // A later write of a Confirmed order counts nothing more.
    const touched = {
      ...confirmed[0]!,
      version: confirmed[0]!.version + 1,
      updatedAt: '2026-04-03T00:00:00.000Z',
    };
    expect(await repository.updateOrder(touched, confirmed[0]!.version, [], new Date())).toEqual({
      ok: true,
    });

    const cancelled = withStatus(confirmed[1]!, 'Cancelled', {
      reason: 'x',
      source: 'api',
      now: '2026-04-03T01:00:00.000Z',
    });
    const refund: RefundRecord = {
      refundId: newId(),
      orderId: cancelled.orderId,
      storeId: store.storeId,
      mode: 'test',
      amountMinor: 400,
      currency: 'USD',
      chargeId: null,
      status: 'Scheduled',
      requestedAt: '2026-04-03T01:00:00.000Z',
      dueAt: '2026-04-03T01:00:00.000Z',
      completedAt: null,
      providerRefundId: null,
    };
    const scope = { storeId: store.storeId, mode: 'test' as const };
    expect(
      await repository.cancelOrder(
        { scope, next: cancelled, expectedVersion: confirmed[1]!.version, stock: [], refund, events: [] },
        new Date(),
      ),
    ).toEqual({ ok: true });
    const refunded = { ...cancelled, version: cancelled.version + 1, updatedAt: '2026-04-04T12:00:00.000Z' };
    expect(
      await repository.completeRefund(
        {
          refund,
          completedAt: '2026-04-04T12:00:00.000Z',
          providerRefundId: 'test_re_1',
          next: refunded,
          expectedVersion: cancelled.version,
          events: [],
        },
        new Date(),
      ),
    ).toEqual({ ok: true });

    const report = await admin('/reports/sales', { from: '2026-03-31', to: '2026-04-04', interval: 'day' });
    expect(report.status).toBe(200);
    expect(report.body.data).toEqual([
      { date: '2026-03-31', orders: 0, grossSales: 0, refunds: 0, netSales: 0 },
      { date: '2026-04-01', orders: 1, grossSales: 10, refunds: 0, netSales: 10 },
      { date: '2026-04-02', orders: 1, grossSales: 10, refunds: 0, netSales: 10 },
      { date: '2026-04-03', orders: 0, grossSales: 0, refunds: 0, netSales: 0 },
      { date: '2026-04-04', orders: 0, grossSales: 0, refunds: 4, netSales: -4 },
    ]);
    const refused: Record<string, string>[] = [
      { from: '2026-04-05', to: '2026-04-01' },
      { from: '2026-04-01' },
      { from: '2026-04-01', to: '2026-04-02', interval: 'week' },
      { from: '2020-01-01', to: '2026-01-01' },
      { from: '0001-01-01', to: '9999-12-31' },
      { from: '2026-13-45', to: '2026-12-01' },
    ];
    for (const query of refused) {
      const answer = await admin('/reports/sales', query);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
    }
  });

  it('a checkout completion counts its order in the same transaction that confirms it', async () => {
    const [lamp] = (await syncProduct(store, [{ price: 12.5, inventoryQuantity: 5 }])).variantIds as [string];
    const today = new Date().toISOString().slice(0, 10);
    const before = (await admin('/reports/sales', { from: today, to: today })).body.data[0];
    const { customer: buyer, checkoutId } = await startCheckout(store, [{ variantId: lamp, quantity: 2 }]);
    const completed = await complete(store, buyer.token, checkoutId);
    expect(completed.status).toBe(201);
    const order = completed.body.data as { orderStatus: string; totals: { totalAmount: number } };
    expect(order.orderStatus).toBe('Confirmed');
    const after = (await admin('/reports/sales', { from: today, to: today })).body.data[0];
    expect(after.orders).toBe(before.orders + 1);
    expect(after.grossSales).toBeCloseTo(before.grossSales + order.totals.totalAmount, 6);
  });
});
