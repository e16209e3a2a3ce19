import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { idOwnerPut } from '../../../shared/db/id-owner.ts';
import { describe, expect, it } from 'vitest';
import { dynamoOrderRepository } from '../../../shared/orders/dynamo-order-repository.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import { putOrders, syntheticOrder } from '../../support/order-records.ts';
import { createOrder, orderOf, scheduledRefunds, setStatus, variantStock } from '../orders/helpers.ts';
import { useMerchAdmin } from './merch-admin.ts';

/** Store owners' orders through the admin commerce function against DynamoDB Local (customers, products and carts: customers-and-carts.test.ts). */
const table = useTestTable();
const merchAdmin = useMerchAdmin(table);
const { admin, auditEntries, harness, owners } = merchAdmin;

describe('admin orders', () => {
  it('lists, ships and cancels with a refund: same rules as the secret-key routes, events from the owner always go out, each change audited', async () => {
    const first = orderOf(
      await createOrder(merchAdmin.seed.store, merchAdmin.seed.customerId, [
        { productVariantId: merchAdmin.seed.tee, quantity: 2 },
      ]),
    );
    const second = orderOf(
      await createOrder(merchAdmin.seed.store, merchAdmin.seed.customerId, [
        { productVariantId: merchAdmin.seed.mug, quantity: 1 },
      ]),
    );

    const list = await admin('GET', '/orders', owners.viewer.token);
    expect(list.status).toBe(200);
    expect((list.body.data as Array<{ orderId: string }>).map((o) => o.orderId)).toEqual([
      second.orderId,
      first.orderId,
    ]);
    expect((list.body as { nextCursor?: unknown }).nextCursor).toBeNull();
    const live = await admin('GET', '/orders', owners.viewer.token, undefined, { mode: 'live' });
    expect(live.body.data).toEqual([]);

    const viewerShip = await admin('PUT', `/orders/${first.orderId}/status`, owners.viewer.token, {
      status: 'shipped',
    });
    expect([viewerShip.status, viewerShip.body.errorCode]).toEqual([403, 'ACCESS_DENIED']);
    const badStatus = await admin('PUT', `/orders/${first.orderId}/status`, owners.admin.token, {
      status: 'Lost',
    });
    expect([badStatus.status, badStatus.body.errorCode]).toEqual([400, 'INVALID_STATUS']);
    const noStatus = await admin('PUT', `/orders/${first.orderId}/status`, owners.admin.token, {});
    expect([noStatus.status, noStatus.body.errorCode]).toEqual([400, 'INVALID_STATUS']);
    const numericStatus = await admin('PUT', `/orders/${first.orderId}/status`, owners.admin.token, {
      status: 7,
    });
    expect([numericStatus.status, numericStatus.body.errorCode]).toEqual([400, 'INVALID_STATUS']);

    const confirmed = await admin('PUT', `/orders/${first.orderId}/status`, owners.admin.token, {
      status: 'confirmed',
    });
    expect(confirmed.status).toBe(200);
    const shipped = await admin('PUT', `/orders/${first.orderId}/status`, owners.admin.token, {
      status: 'shipped',
      trackingNumber: '1Z999',
      carrier: 'UPS',
    });
    expect(shipped.status).toBe(200);
    expect(orderOf(shipped).orderStatus).toBe('Shipped');

    // A refund on an order never paid is refused here as on the secret-key route, and changes nothing.
    const unpaid = await admin('PUT', `/orders/${second.orderId}/cancel`, owners.owner.token, {
      refundAmount: 1,
    });
    expect([unpaid.status, unpaid.body.errorCode]).toEqual([400, 'INVALID_REFUND_AMOUNT']);
    expect(await variantStock(table, merchAdmin.seed.store, merchAdmin.seed.mug)).toBe(2);
    // Paid elsewhere, confirmed by the store's server: now it can be refunded.
    expect((await setStatus(merchAdmin.seed.store, second.orderId, { status: 'confirmed' })).status).toBe(
      200,
    );
    const cancelled = await admin('PUT', `/orders/${second.orderId}/cancel`, owners.owner.token, {
      refundAmount: 1,
      reason: 'Customer called',
    });
    expect(cancelled.status).toBe(200);
    expect(orderOf(cancelled)).toMatchObject({
      orderStatus: 'Cancelled',
      refund: { amount: 1, status: 'Scheduled' },
    });
    expect(scheduledRefunds).toContain(orderOf(cancelled).refund!.refundId);
    expect(await variantStock(table, merchAdmin.seed.store, merchAdmin.seed.mug)).toBe(3);
    const again = await admin('PUT', `/orders/${second.orderId}/cancel`, owners.owner.token, {});
    expect([again.status, again.body.errorCode]).toEqual([400, 'INVALID_CANCELLATION']);

    const got = await admin('GET', `/orders/${first.orderId}`, owners.viewer.token);
    expect(orderOf(got).statusHistory.map((h) => [h.status, h.source])).toEqual([
      ['Pending', 'api'],
      ['Confirmed', 'owner'],
      ['Shipped', 'owner'],
    ]);

    // Owner events carry origin `owner`: the router sends them even to endpoints without includeApiOriginated.
    const events = await outboxEvents(table, merchAdmin.storeId);
    const ownerEvents = new Set(events.filter((e) => e.origin === 'owner').map((e) => e.type));
    expect(ownerEvents).toEqual(
      // The cancellation's restock is the owner's too (docs/decisions.md §4.15).
      new Set([
        'order.confirmed',
        'order.shipped',
        'order.cancelled',
        'order.status_updated',
        'product.inventory_updated',
      ]),
    );

    const audit = (await auditEntries()).map((e) => ({
      action: e.action,
      target: e.target,
      mode: e.mode,
      actor: e.actor,
    }));
    expect(audit).toEqual(
      expect.arrayContaining([
        {
          action: 'order.status_updated',
          target: { type: 'order', id: first.orderId },
          mode: 'test',
          actor: { ownerId: owners.admin.ownerId, email: owners.admin.email },
        },
        {
          action: 'order.cancelled',
          target: { type: 'order', id: second.orderId },
          mode: 'test',
          actor: { ownerId: owners.owner.ownerId, email: owners.owner.email },
        },
      ]),
    );
    expect(audit).toHaveLength(3);

    // The status index moved with the order, in the same write.
    const byStatus = async (status: string) =>
      (
        (await admin('GET', '/orders', owners.viewer.token, undefined, { status })).body.data as Array<{
          orderId: string;
        }>
      ).map((o) => o.orderId);
    expect(await byStatus('Shipped')).toEqual([first.orderId]);
    expect(await byStatus('Cancelled')).toEqual([second.orderId]);
    expect(await byStatus('Pending')).toEqual([]);
    const mine = await admin('GET', '/orders', owners.viewer.token, undefined, {
      customerId: merchAdmin.seed.customerId,
      status: 'Shipped',
    });
    expect((mine.body.data as Array<{ orderId: string }>).map((o) => o.orderId)).toEqual([first.orderId]);
  });

  it('another store, an unknown id, a bad filter or cursor: clear errors, never a 500', async () => {
    // Another store's order, with its id owner record (as order creation writes it).
    const foreign = syntheticOrder({ storeId: merchAdmin.seed.other.storeId, orderNumber: 1001 });
    await putOrders(table.db, table.tableName, [foreign]);
    await table.db.send(
      new PutCommand(
        idOwnerPut(table.tableName, foreign.orderId, {
          storeId: merchAdmin.seed.other.storeId,
          mode: 'test',
          kind: 'Order',
        }).Put!,
      ),
    );
    const cases = [
      [await admin('GET', `/orders/${foreign.orderId}`, owners.viewer.token), 404, 'ORDER_NOT_FOUND'],
      [
        await admin('PUT', `/orders/${foreign.orderId}/cancel`, owners.owner.token, {}),
        404,
        'ORDER_NOT_FOUND',
      ],
      [await admin('GET', `/orders/${newId()}`, owners.viewer.token), 404, 'ORDER_NOT_FOUND'],
      [await admin('GET', `/orders/not-an-id`, owners.viewer.token), 404, 'ORDER_NOT_FOUND'],
      [
        await admin('GET', '/orders', owners.viewer.token, undefined, { status: 'confirmed' }),
        400,
        'INVALID_REQUEST',
      ],
      [
        await admin('GET', '/orders', owners.viewer.token, undefined, { mode: 'prod' }),
        400,
        'INVALID_REQUEST',
      ],
      [
        await admin('GET', '/orders', owners.viewer.token, undefined, { cursor: 'abc' }),
        400,
        'INVALID_REQUEST',
      ],
      [await admin('GET', '/orders', owners.viewer.token, undefined, { limit: '0' }), 400, 'INVALID_REQUEST'],
    ] as const;
    for (const [result, status, code] of cases)
      expect([result.status, result.body.errorCode]).toEqual([status, code]);
  });

  it('refunds a shipped order without cancelling: admin only, origin owner, audited in its transaction', async () => {
    const order = orderOf(
      await createOrder(merchAdmin.seed.store, merchAdmin.seed.customerId, [
        { productVariantId: merchAdmin.seed.tee, quantity: 1 },
      ]),
    );
    for (const status of ['confirmed', 'shipped'])
      await admin('PUT', `/orders/${order.orderId}/status`, owners.admin.token, { status });
    const viewer = await admin('POST', `/orders/${order.orderId}/refunds`, owners.viewer.token, {
      amount: 1,
    });
    expect([viewer.status, viewer.body.errorCode]).toEqual([403, 'ACCESS_DENIED']);
    const tooMuch = await admin('POST', `/orders/${order.orderId}/refunds`, owners.admin.token, {
      amount: (order.totals.totalAmount ?? 0) + 1,
    });
    expect([tooMuch.status, tooMuch.body.errorCode]).toEqual([400, 'INVALID_REFUND_AMOUNT']);
    const stockBefore = await variantStock(table, merchAdmin.seed.store, merchAdmin.seed.tee);
    const refunded = await admin('POST', `/orders/${order.orderId}/refunds`, owners.admin.token, {
      amount: 2,
      reason: 'Late',
      restock: [{ itemId: order.items[0]!.id, quantity: 1 }],
    });
    expect(refunded.status).toBe(202);
    const { refundId } = refunded.body.data as { refundId: string };
    expect(refunded.body.data).toEqual({ refundId, amount: 2, status: 'Pending' });
    expect(scheduledRefunds).toContain(refundId);
    expect(await variantStock(table, merchAdmin.seed.store, merchAdmin.seed.tee)).toBe(stockBefore + 1);
    const got = orderOf(await admin('GET', `/orders/${order.orderId}`, owners.viewer.token));
    expect(got).toMatchObject({
      orderStatus: 'Shipped',
      refunds: [{ refundId, amount: 2, status: 'Pending', reason: 'Late' }],
      refundedTotal: 0,
    });
    const restock = (await outboxEvents(table, merchAdmin.storeId, 'product.inventory_updated')).at(-1)!;
    expect(restock).toMatchObject({ origin: 'owner', data: { reason: 'return' } });
    const entry = (await auditEntries()).find((e) => e.action === 'order.refund_created');
    expect(entry).toMatchObject({
      target: { type: 'order', id: order.orderId },
      actor: { ownerId: owners.admin.ownerId },
      mode: 'test',
    });
  });

  it('honours Idempotency-Key on refunds: the same submission replays one refund, another body with the key is refused', async () => {
    const order = orderOf(
      await createOrder(merchAdmin.seed.store, merchAdmin.seed.customerId, [
        { productVariantId: merchAdmin.seed.tee, quantity: 1 },
      ]),
    );
    await admin('PUT', `/orders/${order.orderId}/status`, owners.admin.token, { status: 'confirmed' });
    const key = `refund-${order.orderId}`;
    const submit = (body: unknown, token = owners.admin.token) =>
      harness.call(
        merchAdmin.handler,
        'POST',
        `/api/v1/admin/stores/${merchAdmin.storeId}/orders/${order.orderId}/refunds`,
        token,
        body,
        { headers: { 'idempotency-key': key } },
      );
    const first = await submit({ amount: 1, reason: 'Scratched' });
    expect(first.status).toBe(202);
    const retry = await submit({ reason: 'Scratched', amount: 1 });
    expect([retry.status, retry.body]).toEqual([202, first.body]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const other = await submit({ amount: 2 });
    expect([other.status, other.body.errorCode]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    // Another owner's key space: the same key is a new refund for them.
    const byOwner = await submit({ amount: 1, reason: 'Scratched' }, owners.owner.token);
    expect(byOwner.status).toBe(202);
    expect((byOwner.body.data as { refundId: string }).refundId).not.toBe(
      (first.body.data as { refundId: string }).refundId,
    );
    const got = orderOf(await admin('GET', `/orders/${order.orderId}`, owners.viewer.token));
    expect((got.refunds as { amount: number }[]).map((r) => r.amount)).toEqual([1, 1]);
  });

  it('the audit entry is written with the change or not at all', async () => {
    const order = syntheticOrder({ storeId: merchAdmin.storeId, orderNumber: 900_001 });
    await putOrders(table.db, table.tableName, [order]);
    const before = (await auditEntries()).length;
    const repository = dynamoOrderRepository(table.db, table.tableName);
    const next = { ...order, orderStatus: 'Confirmed' as const, version: order.version + 1 };
    const audit = {
      auditId: newId(),
      storeId: merchAdmin.storeId,
      at: new Date().toISOString(),
      actor: { ownerId: owners.admin.ownerId, email: null },
      action: 'order.status_updated',
      target: { type: 'order' as const, id: order.orderId },
      mode: 'test' as const,
    };
    // A stale version: the order condition fails, so neither the order nor the entry is written.
    const stale = await repository.updateOrder(next, order.version + 5, [], new Date(), audit);
    expect(stale).toEqual({ ok: false, reason: 'conflict' });
    expect(await auditEntries()).toHaveLength(before);
    const committed = await repository.updateOrder(next, order.version, [], new Date(), audit);
    expect(committed).toEqual({ ok: true });
    expect(await auditEntries()).toHaveLength(before + 1);
  });
});
