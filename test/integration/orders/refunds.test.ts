import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as refundJobHandler } from '../../../functions/refund-job/handler.ts';
import { keys } from '../../../shared/db/keys.ts';
import { dynamoOrderRepository } from '../../../shared/orders/dynamo-order-repository.ts';
import { dynamoRefundSettlement } from '../../../shared/orders/dynamo-refund-settlement.ts';
import { createRefundOutcomes } from '../../../shared/orders/refund-job.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import {
  call,
  cancel,
  createOrder,
  getOrder,
  orderOf,
  scheduledRefunds,
  seedMerchStore,
  setStatus,
  syncProduct,
  variantStock,
  type Order,
  type TestStore,
} from './helpers.ts';

/** POST /api/v1/orders/{orderId}/refunds through the orders function on DynamoDB Local (docs/decisions.md §4.16). */
const table = useTestTable();

let store: TestStore;
let tee: string; // 20.00, 100 in stock; the store adds 10 % tax and 5.00 shipping
let customerId: string;

beforeAll(async () => {
  ({ store, customerId } = await seedMerchStore(table));
  // A variant with stock enough for every order of this file.
  const synced = await syncProduct(store, [{ price: 20, sku: 'TEE-100', inventoryQuantity: 100 }], {
    externalId: 'tees',
    title: 'Tees',
  });
  tee = synced.variantIds[0]!;
});

type RefundView = { refundId: string; amount: number; status: string; reason: string | null };
type Refunded = Order & { refunds: RefundView[]; refundedTotal: number; refundableAmount: number };

const refund = (orderId: string, body: unknown, idempotencyKey?: string) =>
  call('POST', `/api/v1/orders/${orderId}/refunds`, {
    key: store.keys.sk_test,
    body,
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

const read = async (orderId: string) => orderOf(await getOrder(store, orderId)) as Refunded;

/** Two tees (40.00 + 4.00 tax + 5.00 shipping = 49.00), moved along to `status`. */
const paidOrder = async (path: string[] = ['confirmed']): Promise<Order> => {
  const order = orderOf(await createOrder(store, customerId, [{ productVariantId: tee, quantity: 2 }]));
  for (const status of path) expect((await setStatus(store, order.orderId, { status })).status).toBe(200);
  return order;
};

const refundedEvents = async (orderId: string) =>
  (await outboxEvents(table, store.storeId, 'order.refunded')).filter((e) => e.data.orderId === orderId);

describe('refunds without cancelling', () => {
  it('10 refunds at once: only those that fit the paid total are accepted, the rest 400 INVALID_REFUND_AMOUNT', async () => {
    const order = await paidOrder();
    expect(order.totals.totalAmount).toBe(49);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => refund(order.orderId, { amount: 10 })),
    );
    const accepted = results.filter((r) => r.status === 202);
    const refused = results.filter((r) => r.status !== 202);
    expect(accepted).toHaveLength(4);
    expect(refused.map((r) => [r.status, r.body.errorCode])).toEqual(
      Array.from({ length: 6 }, () => [400, 'INVALID_REFUND_AMOUNT']),
    );
    const stored = await read(order.orderId);
    expect(stored.refunds).toHaveLength(4);
    expect(stored.refunds.reduce((sum, r) => sum + r.amount, 0)).toBeLessThanOrEqual(49);
    expect(stored.refundableAmount).toBe(9);
    for (const r of accepted) expect(scheduledRefunds).toContain((r.body.data as RefundView).refundId);
  });

  it('a part, then the rest: order.refunded for each, Refunded only at the whole paid total', async () => {
    const order = await paidOrder(['confirmed', 'shipped', 'delivered']);
    const first = await refund(order.orderId, { amount: 5, reason: 'Scratched mug' });
    expect(first.status).toBe(202);
    expect(first.body.data).toEqual({ refundId: expect.any(String), amount: 5, status: 'Pending' });
    const firstId = (first.body.data as RefundView).refundId;
    expect((await refundJobHandler({ refundId: firstId })).result).toBe('refunded');
    expect(await read(order.orderId)).toMatchObject({
      orderStatus: 'Delivered',
      refundedTotal: 5,
      refundableAmount: 44,
      refunds: [{ refundId: firstId, amount: 5, status: 'Succeeded', reason: 'Scratched mug' }],
    });

    const rest = await refund(order.orderId, { amount: 44 });
    const restId = (rest.body.data as RefundView).refundId;
    expect((await refundJobHandler({ refundId: restId })).result).toBe('refunded');
    expect(await read(order.orderId)).toMatchObject({
      orderStatus: 'Refunded',
      refundedTotal: 49,
      refundableAmount: 0,
      refunds: [{ status: 'Succeeded' }, { status: 'Succeeded' }],
    });
    const events = await refundedEvents(order.orderId);
    expect(events.map((e) => [e.data.refundId, e.data.amount, e.data.newStatus, e.origin])).toEqual([
      [firstId, 5, 'Delivered', 'system'],
      [restId, 44, 'Refunded', 'system'],
    ]);
    expect((await refund(order.orderId, { amount: 0.01 })).body.errorCode).toBe('INVALID_REFUND_AMOUNT');
  });

  it('restocked units return to inventory with product.inventory_updated reason return', async () => {
    const order = await paidOrder(['confirmed', 'shipped', 'delivered']);
    const before = await variantStock(table, store, tee);
    const itemId = order.items[0]!.id;
    const result = await refund(order.orderId, { amount: 20, restock: [{ itemId, quantity: 1 }] });
    expect(result.status).toBe(202);
    expect(await variantStock(table, store, tee)).toBe(before + 1);
    const stockEvents = (await outboxEvents(table, store.storeId, 'product.inventory_updated')).filter(
      (e) => e.data.reason === 'return',
    );
    expect(stockEvents.at(-1)!.data).toMatchObject({
      previousQuantity: before,
      newQuantity: before + 1,
      reason: 'return',
    });
    // Only 1 unit is left to return.
    const tooMany = await refund(order.orderId, { amount: 1, restock: [{ itemId, quantity: 2 }] });
    expect([tooMany.status, tooMany.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    expect(await variantStock(table, store, tee)).toBe(before + 1);
  });

  it('a Failed refund releases its amount, so it can be refunded again', async () => {
    const order = await paidOrder();
    const first = await refund(order.orderId, { amount: 49 });
    const refundId = (first.body.data as RefundView).refundId;
    expect((await refund(order.orderId, { amount: 1 })).body.errorCode).toBe('INVALID_REFUND_AMOUNT');
    const orders = dynamoOrderRepository(table.db, table.tableName);
    const outcomes = createRefundOutcomes({
      orders,
      settlements: dynamoRefundSettlement(table.db, table.tableName),
    });
    expect(await outcomes.fail((await orders.getRefund(refundId))!, 're_failed', 'card expired')).toBe(
      'failed',
    );
    expect(await read(order.orderId)).toMatchObject({
      orderStatus: 'Confirmed',
      refunds: [{ refundId, status: 'Failed' }],
      refundableAmount: 49,
    });
    expect((await refund(order.orderId, { amount: 49 })).status).toBe(202);
  });

  it('cancelling a partly shipped order restocks every unit, shipped ones too; it stays refundable', async () => {
    const order = orderOf(
      await createOrder(store, customerId, [
        { productVariantId: tee, quantity: 1 },
        { productVariantId: tee, quantity: 2 },
      ]),
    );
    await setStatus(store, order.orderId, { status: 'confirmed' });
    const [shipped, kept] = order.items as [Order['items'][0], Order['items'][0]];
    await setStatus(store, order.orderId, { status: 'partially_shipped', itemIds: [shipped.id] });
    const before = await variantStock(table, store, tee);
    const cancelled = orderOf(await cancel(store, order.orderId));
    const restocked = [
      { itemId: shipped.id, quantity: 1 },
      { itemId: kept.id, quantity: 2 },
    ];
    expect(cancelled.cancellation).toMatchObject({ restockedItems: restocked });
    expect(await variantStock(table, store, tee)).toBe(before + 3);
    const event = (await outboxEvents(table, store.storeId, 'order.cancelled')).find(
      (e) => e.data.orderId === order.orderId,
    )!;
    expect(event.data.restockedItems).toEqual(restocked);
    expect((await refund(order.orderId, { amount: 5 })).status).toBe(202);
  });

  it('an order stored with the old single refund shows it in refunds, completes it, and takes more refunds', async () => {
    const order = await paidOrder();
    const cancelled = orderOf(await cancel(store, order.orderId, { refundAmount: 10 }));
    const refundId = cancelled.refund!.refundId;
    // As stored before partial refunds: one `refund`, no list, no counter.
    const key = keys.order(store.storeId, 'test', order.orderId);
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: key,
        UpdateExpression: 'SET refund = :refund REMOVE refunds, refundedMinor',
        ExpressionAttributeValues: {
          ':refund': {
            refundId,
            amountMinor: 1000,
            status: 'Scheduled',
            requestedAt: new Date().toISOString(),
            refundedAt: null,
          },
        },
      }),
    );
    expect(await read(order.orderId)).toMatchObject({
      refunds: [{ refundId, amount: 10, status: 'Pending' }],
      refundableAmount: 39,
    });
    expect((await refundJobHandler({ refundId })).result).toBe('refunded');
    // The refund the cancellation started completed: Refunded, and the rest can still be refunded.
    expect(await read(order.orderId)).toMatchObject({
      orderStatus: 'Refunded',
      refunds: [{ refundId, status: 'Succeeded' }],
      refundedTotal: 10,
    });
    expect((await refund(order.orderId, { amount: 39.01 })).body.errorCode).toBe('INVALID_REFUND_AMOUNT');
    expect((await refund(order.orderId, { amount: 39 })).status).toBe(202);
    const { Item } = await table.db.send(
      new GetCommand({ TableName: table.tableName, Key: key, ConsistentRead: true }),
    );
    expect(Item!.refund).toBeUndefined();
    expect(Item!.refundedMinor).toBe(4900);
  });

  it('refuses a bad body, an unpaid order and a replayed Idempotency-Key answers the same refund', async () => {
    const pending = orderOf(await createOrder(store, customerId, [{ productVariantId: tee, quantity: 1 }]));
    expect((await refund(pending.orderId, { amount: 1 })).body.errorCode).toBe('INVALID_REFUND_AMOUNT');
    const order = await paidOrder();
    for (const amount of [undefined, '5', 0, -1, 1.001]) {
      const result = await refund(order.orderId, amount === undefined ? {} : { amount });
      expect([result.status, result.body.errorCode]).toEqual([400, 'INVALID_REFUND_AMOUNT']);
    }
    expect((await refund(order.orderId, { amount: 1, extra: true })).body.errorCode).toBe('INVALID_REQUEST');
    const once = await refund(order.orderId, { amount: 3 }, 'refund-key-1');
    const again = await refund(order.orderId, { amount: 3 }, 'refund-key-1');
    expect(again.body.data).toEqual(once.body.data);
    expect((await read(order.orderId)).refunds).toHaveLength(1);
  });
});
