import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { idOwnerPut } from '../../../shared/db/id-owner.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminCommerceServices,
  createAdminCommerceHandler,
} from '../../../functions/admin-commerce/handler.ts';
import { createAdminCatalogHandler } from '../../../functions/admin-catalog/handler.ts';
import { createAdminCustomersHandler } from '../../../functions/admin-customers/handler.ts';
import { dynamoAbandonmentStore } from '../../../shared/carts/dynamo-abandonment-store.ts';
import { ACTIVE_CART_SHARDS, keys } from '../../../shared/db/keys.ts';
import { dynamoOrderRepository } from '../../../shared/orders/dynamo-order-repository.ts';
import { dynamoMembershipRepository } from '../../../shared/owners/dynamo-owner-repository.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useAdminHarness } from '../../support/admin-harness.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import { putOrders, syntheticOrder } from '../../support/order-records.ts';
import {
  call,
  createOrder,
  currentRefundScheduler,
  login,
  orderOf,
  scheduledRefunds,
  seedMerchStore,
  setStatus,
  variantStock,
} from '../orders/helpers.ts';

const table = useTestTable();
const harness = useAdminHarness(table);
const { owners } = harness;
let handler: ReturnType<typeof createAdminCommerceHandler>;
let customersHandler: ReturnType<typeof createAdminCustomersHandler>;
let catalogHandler: ReturnType<typeof createAdminCatalogHandler>;
let seed: Awaited<ReturnType<typeof seedMerchStore>>;
let storeId: string;

const admin = (method: string, path: string, token: string, body?: unknown, query?: Record<string, string>) =>
  harness.call(
    // Customers and products have their own functions (adminCustomers, adminCatalog); the rest is adminCommerce's.
    path.startsWith('/customers')
      ? customersHandler
      : path.startsWith('/products')
        ? catalogHandler
        : handler,
    method,
    `/api/v1/admin/stores/${storeId}${path}`,
    token,
    body,
    query ? { query } : {},
  );

const auditEntries = async () => {
  const { Items = [] } = await table.db.send(
    new QueryCommand({
      TableName: table.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :audit)',
      ExpressionAttributeValues: { ':pk': keys.store(storeId).pk, ':audit': 'AUDIT#' },
      ConsistentRead: true,
    }),
  );
  return Items;
};

beforeAll(async () => {
  handler = createAdminCommerceHandler(adminCommerceServices(currentRefundScheduler), {
    ownerAccess: () => harness.access,
  });
  customersHandler = createAdminCustomersHandler(undefined, { ownerAccess: () => harness.access });
  catalogHandler = createAdminCatalogHandler(undefined, { ownerAccess: () => harness.access });
  seed = await seedMerchStore(table);
  storeId = await harness.createStore('Merch', async () => {
    const at = new Date().toISOString();
    const { ownerId, email } = owners.owner;
    await dynamoMembershipRepository(table.db, table.tableName).add({
      storeId: seed.store.storeId,
      ownerId,
      email,
      role: 'owner',
      createdAt: at,
      updatedAt: at,
    });
    return seed.store.storeId;
  });
});

describe('admin orders', () => {
  it('lists, ships and cancels with a refund: same rules as the secret-key routes, events from the owner always go out, each change audited', async () => {
    const first = orderOf(
      await createOrder(seed.store, seed.customerId, [{ productVariantId: seed.tee, quantity: 2 }]),
    );
    const second = orderOf(
      await createOrder(seed.store, seed.customerId, [{ productVariantId: seed.mug, quantity: 1 }]),
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
    expect(await variantStock(table, seed.store, seed.mug)).toBe(2);
    // Paid elsewhere, confirmed by the store's server: now it can be refunded.
    expect((await setStatus(seed.store, second.orderId, { status: 'confirmed' })).status).toBe(200);
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
    expect(await variantStock(table, seed.store, seed.mug)).toBe(3);
    const again = await admin('PUT', `/orders/${second.orderId}/cancel`, owners.owner.token, {});
    expect([again.status, again.body.errorCode]).toEqual([400, 'INVALID_CANCELLATION']);

    const got = await admin('GET', `/orders/${first.orderId}`, owners.viewer.token);
    expect(orderOf(got).statusHistory.map((h) => [h.status, h.source])).toEqual([
      ['Pending', 'api'],
      ['Confirmed', 'owner'],
      ['Shipped', 'owner'],
    ]);

    // Owner events carry origin `owner`: the router sends them even to endpoints without includeApiOriginated.
    const events = await outboxEvents(table, storeId);
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
      customerId: seed.customerId,
      status: 'Shipped',
    });
    expect((mine.body.data as Array<{ orderId: string }>).map((o) => o.orderId)).toEqual([first.orderId]);
  });

  it('another store, an unknown id, a bad filter or cursor: clear errors, never a 500', async () => {
    // Another store's order, with its id owner record (as order creation writes it).
    const foreign = syntheticOrder({ storeId: seed.other.storeId, orderNumber: 1001 });
    await putOrders(table.db, table.tableName, [foreign]);
    await table.db.send(
      new PutCommand(
        idOwnerPut(table.tableName, foreign.orderId, {
          storeId: seed.other.storeId,
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
      await createOrder(seed.store, seed.customerId, [{ productVariantId: seed.tee, quantity: 1 }]),
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
    const stockBefore = await variantStock(table, seed.store, seed.tee);
    const refunded = await admin('POST', `/orders/${order.orderId}/refunds`, owners.admin.token, {
      amount: 2,
      reason: 'Late',
      restock: [{ itemId: order.items[0]!.id, quantity: 1 }],
    });
    expect(refunded.status).toBe(202);
    const { refundId } = refunded.body.data as { refundId: string };
    expect(refunded.body.data).toEqual({ refundId, amount: 2, status: 'Pending' });
    expect(scheduledRefunds).toContain(refundId);
    expect(await variantStock(table, seed.store, seed.tee)).toBe(stockBefore + 1);
    const got = orderOf(await admin('GET', `/orders/${order.orderId}`, owners.viewer.token));
    expect(got).toMatchObject({
      orderStatus: 'Shipped',
      refunds: [{ refundId, amount: 2, status: 'Pending', reason: 'Late' }],
      refundedTotal: 0,
    });
    const restock = (await outboxEvents(table, storeId, 'product.inventory_updated')).at(-1)!;
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
      await createOrder(seed.store, seed.customerId, [{ productVariantId: seed.tee, quantity: 1 }]),
    );
    await admin('PUT', `/orders/${order.orderId}/status`, owners.admin.token, { status: 'confirmed' });
    const key = `refund-${order.orderId}`;
    const submit = (body: unknown, token = owners.admin.token) =>
      harness.call(
        handler,
        'POST',
        `/api/v1/admin/stores/${storeId}/orders/${order.orderId}/refunds`,
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
    const order = syntheticOrder({ storeId, orderNumber: 900_001 });
    await putOrders(table.db, table.tableName, [order]);
    const before = (await auditEntries()).length;
    const repository = dynamoOrderRepository(table.db, table.tableName);
    const next = { ...order, orderStatus: 'Confirmed' as const, version: order.version + 1 };
    const audit = {
      auditId: newId(),
      storeId,
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

describe('admin customers and products', () => {
  it('customers newest first, found by email or phone, one by id; products with their variants and stock', async () => {
    const all = await admin('GET', '/customers', owners.viewer.token);
    expect(all.status).toBe(200);
    const ada = (all.body.data as Array<{ customerId: string; email: string; phone: string }>).find(
      (c) => c.customerId === seed.customerId,
    )!;
    expect(ada.email).toBe('ada@example.com');
    const byEmail = await admin('GET', '/customers', owners.viewer.token, undefined, {
      email: 'ADA@example.com',
    });
    expect((byEmail.body.data as Array<{ customerId: string }>).map((c) => c.customerId)).toEqual([
      seed.customerId,
    ]);
    const byPhone = await admin('GET', '/customers', owners.viewer.token, undefined, { phone: ada.phone });
    expect((byPhone.body.data as Array<{ customerId: string }>).map((c) => c.customerId)).toEqual([
      seed.customerId,
    ]);
    const nobody = await admin('GET', '/customers', owners.viewer.token, undefined, {
      email: 'nobody@example.com',
    });
    expect([nobody.status, nobody.body.data]).toEqual([200, []]);
    const badPhone = await admin('GET', '/customers', owners.viewer.token, undefined, { phone: '12' });
    expect([badPhone.status, badPhone.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
    const one = await admin('GET', `/customers/${seed.customerId}`, owners.viewer.token);
    expect((one.body.data as { customerId: string }).customerId).toBe(seed.customerId);
    const liveMode = await admin('GET', `/customers/${seed.customerId}`, owners.viewer.token, undefined, {
      mode: 'live',
    });
    expect([liveMode.status, liveMode.body.errorCode]).toEqual([404, 'CUSTOMER_NOT_FOUND']);

    const products = await admin('GET', '/products', owners.viewer.token, undefined, { limit: '1' });
    expect(products.status).toBe(200);
    const [merch] = products.body.data as Array<{
      title: string;
      variants: Array<{ id: string; inventoryQuantity: number }>;
    }>;
    expect(merch!.title).toBe('Merch');
    expect(merch!.variants.find((v) => v.id === seed.tee)!.inventoryQuantity).toBe(
      await variantStock(table, seed.store, seed.tee),
    );
    expect(merch!.variants).toHaveLength(4);
  });
});

describe('admin carts', () => {
  it('open carts by status, with age and value; the abandonment sweep moves a cart to the Abandoned list', async () => {
    const shopper = await login(seed.store);
    const added = await call('POST', `/api/v1/sdk/cart/store/${storeId}/item`, {
      key: seed.store.keys.pk_test,
      token: shopper.token,
      body: { productVariantId: seed.mug, quantity: 2 },
    });
    expect(added.status).toBe(200);
    const active = await admin('GET', '/carts', owners.viewer.token);
    expect(active.status).toBe(200);
    const cart = (active.body.data as Array<Record<string, unknown>>).find(
      (c) => c.customerId === shopper.customerId,
    );
    expect(cart).toMatchObject({ status: 'Active', itemCount: 2, subtotal: 15, abandonedAt: null });
    // Named and itemised: the dashboard shows who and what, not ids.
    expect(cart).toMatchObject({
      customer: { phone: shopper.phone },
      items: [{ productTitle: 'Merch', sku: 'MUG', quantity: 2 }],
    });
    expect(typeof cart!.updatedAt).toBe('string');

    const [due] = await collectDue(cart!.cartId as string);
    const store = dynamoAbandonmentStore(table.db, table.tableName);
    const at = new Date().toISOString();
    expect(
      await store.markAbandoned(
        due!,
        { ...due!.cart!, status: 'Abandoned', abandonedAt: at, version: due!.cart!.version + 1 },
        {
          type: 'cart.abandoned',
          storeId,
          mode: 'test',
          origin: 'system',
          data: {},
        },
      ),
    ).toBe(true);
    const abandoned = await admin('GET', '/carts', owners.viewer.token, undefined, { status: 'Abandoned' });
    expect((abandoned.body.data as Array<{ cartId: string }>).map((c) => c.cartId)).toContain(cart!.cartId);
    const stillActive = await admin('GET', '/carts', owners.viewer.token);
    expect((stillActive.body.data as Array<{ cartId: string }>).map((c) => c.cartId)).not.toContain(
      cart!.cartId,
    );
  });
});

/** The cart's entry in the sparse abandonment index, read the way the sweep reads it. */
const collectDue = async (cartId: string) => {
  const store = dynamoAbandonmentStore(table.db, table.tableName);
  const far = new Date(Date.now() + 400 * 24 * 3600 * 1000).toISOString();
  for (let shard = 0; shard < ACTIVE_CART_SHARDS; shard++)
    for await (const page of store.dueCarts(shard, far, 100)) {
      const found = page.filter((d) => d.cartId === cartId);
      if (found.length > 0) return found;
    }
  return [];
};
