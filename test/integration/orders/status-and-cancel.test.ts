import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as refundJobHandler } from '../../../functions/refund-job/handler.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import {
  address,
  cancel,
  createOrder,
  getOrder,
  orderOf,
  scheduledRefunds,
  seedMerchStore,
  setStatus,
  variantStock,
  type Order,
  type TestStore,
} from './helpers.ts';

/** PUT .../status and PUT .../cancel through the orders function (DynamoDB Local). */
const table = useTestTable();

let store: TestStore;
let tee: string; // 20.00 (compare-at 25.00), 10 in stock
let sticker: string; // 1.00, inventory not tracked
let customerId: string;

beforeAll(async () => {
  ({ store, tee, sticker, customerId } = await seedMerchStore(table));
});

const errorOf = (result: { status: number; body: { errorCode?: string } }) => [
  result.status,
  result.body.errorCode,
];

describe('PUT /api/v1/orders/{orderId}/status', () => {
  let order: Order;
  beforeAll(async () => {
    order = orderOf(
      await createOrder(store, customerId, [
        { productVariantId: tee, quantity: 1 },
        { productVariantId: sticker, quantity: 2 },
      ]),
    );
  });

  it('validates the value and the transition before changing anything', async () => {
    expect(errorOf(await setStatus(store, order.orderId, { status: 'bogus' }))).toEqual([
      400,
      'INVALID_STATUS',
    ]);
    expect(errorOf(await setStatus(store, order.orderId, { status: 'Shipped' }))).toEqual([
      400,
      'INVALID_STATUS',
    ]);
    expect(errorOf(await setStatus(store, order.orderId, { status: 'cancelled' }))).toEqual([
      400,
      'INVALID_STATUS',
    ]);
    // An object without a string status is a bad status; a body that is not an object is a bad request.
    expect(errorOf(await setStatus(store, order.orderId, {}))).toEqual([400, 'INVALID_STATUS']);
    expect(errorOf(await setStatus(store, order.orderId, { status: 3 }))).toEqual([400, 'INVALID_STATUS']);
    expect(errorOf(await setStatus(store, order.orderId, { status: null }))).toEqual([400, 'INVALID_STATUS']);
    expect(errorOf(await setStatus(store, order.orderId, ['shipped']))).toEqual([400, 'INVALID_REQUEST']);
    expect(errorOf(await setStatus(store, order.orderId, 'shipped'))).toEqual([400, 'INVALID_REQUEST']);
    expect(errorOf(await setStatus(store, order.orderId, { status: 'shipped' }))).toEqual([
      400,
      'INVALID_STATUS_TRANSITION',
    ]);
    expect(errorOf(await setStatus(store, order.orderId, { status: 'delivered' }))).toEqual([
      400,
      'INVALID_STATUS_TRANSITION',
    ]);
    expect(errorOf(await setStatus(store, randomUUID(), { status: 'confirmed' }))).toEqual([
      404,
      'ORDER_NOT_FOUND',
    ]);
    expect(errorOf(await setStatus(store, 'x', { status: 'confirmed' }))).toEqual([404, 'ORDER_NOT_FOUND']);
    expect(orderOf(await getOrder(store, order.orderId)).statusHistory).toHaveLength(1);
  });

  it('confirms, emitting order.status_updated and order.confirmed marked as API-originated', async () => {
    const result = await setStatus(store, order.orderId, {
      status: 'confirmed',
      notes: 'Paid by bank transfer',
    });
    expect(result.status).toBe(200);
    expect(orderOf(result)).toMatchObject({ orderStatus: 'Confirmed' });
    const events = (await outboxEvents(table, store.storeId)).filter((e) => e.data.orderId === order.orderId);
    const updated = events.find((e) => e.type === 'order.status_updated')!;
    expect(updated).toMatchObject({ origin: 'api' });
    expect(updated.data).toMatchObject({
      previousStatus: 'Pending',
      newStatus: 'Confirmed',
      statusChangeReason: 'Paid by bank transfer',
    });
    expect(updated.data.statusUpdatedAt).toEqual(expect.any(String));
    expect(events.find((e) => e.type === 'order.confirmed')!.data).toMatchObject({ newStatus: 'Confirmed' });
  });

  it('ships item by item with tracking, then delivers', async () => {
    const [teeItem, stickerItem] = order.items as [Order['items'][0], Order['items'][0]];
    expect(errorOf(await setStatus(store, order.orderId, { status: 'partially_shipped' }))).toEqual([
      400,
      'INVALID_STATUS_TRANSITION',
    ]);
    expect(
      errorOf(
        await setStatus(store, order.orderId, { status: 'partially_shipped', itemIds: [randomUUID()] }),
      ),
    ).toEqual([400, 'INVALID_REQUEST']);
    expect(
      errorOf(await setStatus(store, order.orderId, { status: 'shipped', carrier: 'UPS' })), // carrier without a number
    ).toEqual([400, 'INVALID_REQUEST']);

    const partial = await setStatus(store, order.orderId, {
      status: 'partially_shipped',
      itemIds: [teeItem.id],
      trackingNumber: '1Z999',
      carrier: 'UPS',
      trackingUrl: 'https://ups.example.com/1Z999',
    });
    expect(partial.status).toBe(200);
    expect(orderOf(partial)).toMatchObject({
      orderStatus: 'PartiallyShipped',
      items: [
        { id: teeItem.id, itemStatus: 'Shipped', trackingNumber: '1Z999' },
        { id: stickerItem.id, itemStatus: 'Pending', trackingNumber: null },
      ],
      trackingInfo: [
        {
          trackingNumber: '1Z999',
          carrier: 'UPS',
          trackingUrl: 'https://ups.example.com/1Z999',
          itemIds: [teeItem.id],
        },
      ],
    });
    expect(
      errorOf(await setStatus(store, order.orderId, { status: 'partially_shipped', itemIds: [teeItem.id] })),
    ).toEqual([400, 'INVALID_STATUS_TRANSITION']);

    const shipped = await setStatus(store, order.orderId, {
      status: 'shipped',
      trackingNumber: '1Z888',
      carrier: 'DHL',
    });
    expect(orderOf(shipped)).toMatchObject({
      orderStatus: 'Shipped',
      items: [
        { itemStatus: 'Shipped', trackingNumber: '1Z999' },
        { itemStatus: 'Shipped', trackingNumber: '1Z888' },
      ],
    });

    const delivered1 = await setStatus(store, order.orderId, {
      status: 'partially_delivered',
      itemIds: [stickerItem.id],
    });
    expect(orderOf(delivered1).orderStatus).toBe('PartiallyDelivered');
    const delivered = await setStatus(store, order.orderId, {
      status: 'delivered',
      notes: 'Signed by J. Doe',
    });
    expect(orderOf(delivered)).toMatchObject({
      orderStatus: 'Delivered',
      items: [{ itemStatus: 'Delivered' }, { itemStatus: 'Delivered' }],
    });
    expect(orderOf(delivered).statusHistory.map((h) => h.status)).toEqual([
      'Pending',
      'Confirmed',
      'PartiallyShipped',
      'Shipped',
      'PartiallyDelivered',
      'Delivered',
    ]);

    const events = (await outboxEvents(table, store.storeId)).filter((e) => e.data.orderId === order.orderId);
    const byType = (type: string) => events.filter((e) => e.type === type);
    expect(byType('order.status_updated').map((e) => e.data.newStatus)).toEqual([
      'Confirmed',
      'PartiallyShipped',
      'Shipped',
      'PartiallyDelivered',
      'Delivered',
    ]);
    expect(byType('order.partially_shipped')[0]!.data).toMatchObject({
      shippedItems: [{ id: teeItem.id, itemStatus: 'Shipped' }],
      trackingInfo: [{ trackingNumber: '1Z999', carrier: 'UPS', itemIds: [teeItem.id] }],
      shippingAddress: address(),
    });
    const shippedEvent = byType('order.shipped')[0]!.data;
    expect(shippedEvent).toMatchObject({
      orderNumber: order.orderNumber,
      shippedItems: [{ id: stickerItem.id, itemStatus: 'Shipped', trackingNumber: '1Z888' }],
      estimatedDeliveryAt: null,
    });
    expect(shippedEvent.trackingInfo).toHaveLength(2);
    expect(shippedEvent.shippedAt).toEqual(expect.any(String));
    expect(byType('order.partially_delivered')[0]!.data).toMatchObject({
      deliveredItems: [{ id: stickerItem.id }],
    });
    expect(byType('order.delivered')[0]!.data).toMatchObject({
      deliveredItems: [{ id: teeItem.id, itemStatus: 'Delivered' }],
      deliveryConfirmation: 'Signed by J. Doe',
    });
    expect(events.every((e) => e.origin === 'api')).toBe(true);

    expect(errorOf(await setStatus(store, order.orderId, { status: 'delivered' }))).toEqual([
      400,
      'INVALID_STATUS_TRANSITION',
    ]);
    expect(errorOf(await cancel(store, order.orderId))).toEqual([400, 'INVALID_CANCELLATION']);
  });
});

describe('PUT /api/v1/orders/{orderId}/cancel', () => {
  let order: Order;
  let stockBefore: number;
  beforeAll(async () => {
    stockBefore = await variantStock(table, store, tee);
    order = orderOf(await createOrder(store, customerId, [{ productVariantId: tee, quantity: 3 }])); // 60 + 10 % tax + 5 shipping = 71
  });

  it('refuses a refundAmount on an order never paid (Pending): nothing cancelled, refunded or sent', async () => {
    const eventsBefore = (await outboxEvents(table, store.storeId)).filter(
      (e) => e.data.orderId === order.orderId,
    ).length;
    expect(errorOf(await cancel(store, order.orderId, { refundAmount: 10 }))).toEqual([
      400,
      'INVALID_REFUND_AMOUNT',
    ]);
    expect(orderOf(await getOrder(store, order.orderId))).toMatchObject({
      orderStatus: 'Pending',
      refunds: [],
    });
    expect(await variantStock(table, store, tee)).toBe(stockBefore - 3);
    expect(
      (await outboxEvents(table, store.storeId)).filter((e) => e.data.orderId === order.orderId),
    ).toHaveLength(eventsBefore);
    // Paid (confirmed), the same amount is accepted below.
    expect((await setStatus(store, order.orderId, { status: 'confirmed' })).status).toBe(200);
  });

  it.each([[0], [-1], [71.01], [1000], [10.005], ['10'], [true]])(
    'refuses refundAmount %j with 400 INVALID_REFUND_AMOUNT and changes nothing',
    async (refundAmount) => {
      expect(errorOf(await cancel(store, order.orderId, { refundAmount }))).toEqual([
        400,
        'INVALID_REFUND_AMOUNT',
      ]);
      expect(orderOf(await getOrder(store, order.orderId)).orderStatus).toBe('Confirmed');
      expect(await variantStock(table, store, tee)).toBe(stockBefore - 3);
    },
  );

  it('refuses unknown fields', async () => {
    expect(errorOf(await cancel(store, order.orderId, { refund: 5 }))).toEqual([400, 'INVALID_REQUEST']);
  });

  it('cancels, gives the stock back, records the refund; the scheduled job then refunds (order.refunded)', async () => {
    const result = await cancel(store, order.orderId, {
      refundAmount: 71,
      reason: 'Customer changed their mind',
    });
    expect(result.status).toBe(200);
    const cancelled = orderOf(result);
    expect(cancelled).toMatchObject({
      orderStatus: 'Cancelled',
      cancellation: { reason: 'Customer changed their mind' },
      refund: { amount: 71, status: 'Scheduled', refundedAt: null },
    });
    expect(await variantStock(table, store, tee)).toBe(stockBefore);
    expect(errorOf(await cancel(store, order.orderId))).toEqual([400, 'INVALID_CANCELLATION']);
    expect(await variantStock(table, store, tee)).toBe(stockBefore);

    const cancelEvents = (await outboxEvents(table, store.storeId)).filter(
      (e) => e.data.orderId === order.orderId,
    );
    expect(cancelEvents.map((e) => e.type)).toEqual(
      expect.arrayContaining(['order.status_updated', 'order.cancelled']),
    );
    expect(cancelEvents.find((e) => e.type === 'order.cancelled')!.data).toMatchObject({
      previousStatus: 'Confirmed',
      newStatus: 'Cancelled',
      statusChangeReason: 'Customer changed their mind',
    });

    const refundId = cancelled.refund!.refundId;
    expect(scheduledRefunds).toContain(refundId);
    expect((await refundJobHandler({ refundId })).result).toBe('refunded');
    expect((await refundJobHandler({ refundId })).result).toBe('already-done');
    const refunded = orderOf(await getOrder(store, order.orderId));
    expect(refunded).toMatchObject({
      orderStatus: 'Refunded',
      refund: { refundId, status: 'Completed', amount: 71 },
    });
    const events = (await outboxEvents(table, store.storeId, 'order.refunded')).filter(
      (e) => e.data.orderId === order.orderId,
    );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ origin: 'system' });
    expect(events[0]!.data).toEqual({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      refundId,
      amount: 71,
      refundedAt: expect.any(String),
      reason: 'Customer changed their mind',
      refundedTotal: 71,
      previousStatus: 'Cancelled',
      newStatus: 'Refunded',
    });
    expect(errorOf(await cancel(store, order.orderId))).toEqual([400, 'INVALID_CANCELLATION']);
    expect(errorOf(await setStatus(store, order.orderId, { status: 'confirmed' }))).toEqual([
      400,
      'INVALID_STATUS_TRANSITION',
    ]);
  });

  it('cancels without a body and without a refund; a Confirmed order too', async () => {
    const pending = orderOf(
      await createOrder(store, customerId, [{ productVariantId: sticker, quantity: 1 }]),
    );
    const result = await cancel(store, pending.orderId);
    expect(result.status).toBe(200);
    expect(orderOf(result)).toMatchObject({ orderStatus: 'Cancelled', refund: null });

    const confirmed = orderOf(await createOrder(store, customerId, [{ productVariantId: tee, quantity: 1 }]));
    await setStatus(store, confirmed.orderId, { status: 'confirmed' });
    const stock = await variantStock(table, store, tee);
    expect(orderOf(await cancel(store, confirmed.orderId, { refundAmount: 1 })).orderStatus).toBe(
      'Cancelled',
    );
    expect(await variantStock(table, store, tee)).toBe(stock + 1);
  });

  it('is 404 for unknown orders', async () => {
    expect(errorOf(await cancel(store, randomUUID()))).toEqual([404, 'ORDER_NOT_FOUND']);
    expect(errorOf(await cancel(store, 'nope'))).toEqual([404, 'ORDER_NOT_FOUND']);
  });
});
