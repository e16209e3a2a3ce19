import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useDevOrdersShop } from '../support/dev-orders-shop.ts';

/**
 * `npm run dev` end to end for orders and checkout: products sync -> phone login -> cart -> checkout ->
 * completion -> order, status updates with tracking, cancellation with a refund completed by
 * the delayed job (REFUND_DELAY_SECONDS=1), and the order events at two real HTTPS receivers:
 * `quiet` (includeApiOriginated false) and `all` (true).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of many shapes; each test asserts what it reads
type Json = any;

const shop = useDevOrdersShop();
const { call, errorOf, delivered, address, cartCall, completePath, completion } = shop;

describe('npm run dev: checkout to order', () => {
  let orderId: string;

  it('login -> cart -> checkout -> complete creates a confirmed order; order.created and order.confirmed arrive everywhere', async () => {
    expect(
      (await cartCall('POST', '/item', { productVariantId: shop.variants[0], quantity: 2 })).status,
    ).toBe(200);
    const started = await cartCall('POST', '/checkout');
    expect(started.status).toBe(200);
    const checkoutId = started.body.data.checkoutId as string;

    const declined = await call('POST', completePath(checkoutId), {
      key: shop.server.publishableKey,
      token: shop.customer.token,
      body: completion('tok_chargeDeclined'),
    });
    expect(errorOf(declined)).toEqual([402, 'PAYMENT_DECLINED']);

    const key = randomUUID();
    const done = await call('POST', completePath(checkoutId), {
      key: shop.server.publishableKey,
      token: shop.customer.token,
      idempotencyKey: key,
      body: completion('tok_visa'),
    });
    expect(done.status).toBe(201);
    const order = done.body.data;
    orderId = order.orderId;
    expect(order).toMatchObject({
      orderStatus: 'Confirmed',
      checkoutId,
      paymentMethod: { brand: 'visa', last4: '4242' },
      customer: { customerId: shop.customer.customerId, email: 'ada@example.com' },
      totals: { subtotal: 40, totalAmount: 40 },
      items: [{ productVariantId: shop.variants[0], quantity: 2, itemStatus: 'Pending', unitPrice: 20 }],
    });
    const replay = await call('POST', completePath(checkoutId), {
      key: shop.server.publishableKey,
      token: shop.customer.token,
      idempotencyKey: key,
      body: completion('tok_visa'),
    });
    expect(replay.body).toEqual(done.body);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    // The cart was closed: the next cart call starts a new one.
    const cart = await call('GET', `/api/v1/sdk/cart/${shop.server.storeId}`, {
      key: shop.server.publishableKey,
      token: shop.customer.token,
    });
    expect(cart.body.data).toMatchObject({ items: [] });
    expect(cart.body.data.cartId).not.toBe(started.body.data.cartId);

    for (const receiver of [shop.quiet, shop.all]) {
      const created = await delivered(receiver, 'order.created', (d) => d.orderId === orderId);
      expect(created.signedWith).not.toBeNull();
      expect(created.body.data).toMatchObject({
        storeId: shop.server.storeId,
        customerId: shop.customer.customerId,
        orderNumber: order.orderNumber,
        orderStatus: 'Pending',
        paymentMethod: { brand: 'visa', last4: '4242' },
        deliveryInstructions: 'Back door',
        shippingAddress: address,
      });
      await delivered(
        receiver,
        'order.confirmed',
        (d) => d.orderId === orderId && d.newStatus === 'Confirmed',
      );
      await delivered(
        receiver,
        'order.status_updated',
        (d) => d.orderId === orderId && d.newStatus === 'Confirmed',
      );
    }
  });

  it('the customer reads and edits their profile and lists their orders with their token (me, me/orders)', async () => {
    const me = `/api/v1/sdk/customers/store/${shop.server.storeId}/me`;
    const auth = { key: shop.server.publishableKey, token: shop.customer.token };
    const profile = await call('GET', me, auth);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({
      customerId: shop.customer.customerId,
      email: 'ada@example.com',
    });
    const edited = await call('PUT', me, { ...auth, body: { lastName: 'Byron' } });
    expect(edited.body.data).toMatchObject({ customerId: shop.customer.customerId, lastName: 'Byron' });
    const orders = await call('GET', `${me}/orders?limit=1`, auth);
    expect(orders.status).toBe(200);
    expect(orders.body.data.map((o: Json) => o.orderId)).toEqual([orderId]);
    expect(orders.body.data[0]).toMatchObject({
      orderStatus: 'Confirmed',
      customer: { customerId: shop.customer.customerId },
    });
    expect(errorOf(await call('GET', me, { key: shop.server.publishableKey }))).toEqual([
      401,
      'INVALID_TOKEN',
    ]);
  });

  it('ships with tracking (order.shipped only to the endpoint with includeApiOriginated) and delivers', async () => {
    const path = `/api/v1/orders/${orderId}/status`;
    expect(
      errorOf(await call('PUT', path, { key: shop.server.secretKey, body: { status: 'teleported' } })),
    ).toEqual([400, 'INVALID_STATUS']);
    expect(
      errorOf(await call('PUT', path, { key: shop.server.secretKey, body: { status: 'delivered' } })),
    ).toEqual([400, 'INVALID_STATUS_TRANSITION']);
    expect(
      errorOf(await call('PUT', path, { key: shop.server.publishableKey, body: { status: 'shipped' } })),
    ).toEqual([403, 'ACCESS_DENIED']);
    expect(errorOf(await call('PUT', path, { key: shop.server.secretKey, raw: '{"status":' }))).toEqual([
      400,
      'INVALID_REQUEST',
    ]);

    const shipped = await call('PUT', path, {
      key: shop.server.secretKey,
      body: {
        status: 'shipped',
        trackingNumber: 'TRK-1',
        carrier: 'UPS',
        trackingUrl: 'https://ups.example.com/TRK-1',
      },
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data).toMatchObject({
      orderStatus: 'Shipped',
      items: [{ itemStatus: 'Shipped', trackingNumber: 'TRK-1' }],
      trackingInfo: [{ trackingNumber: 'TRK-1', carrier: 'UPS' }],
    });
    const event = await delivered(shop.all, 'order.shipped', (d) => d.orderId === orderId);
    expect(event.body.data).toMatchObject({
      trackingInfo: [
        { trackingNumber: 'TRK-1', carrier: 'UPS', trackingUrl: 'https://ups.example.com/TRK-1' },
      ],
      shippedItems: [{ itemStatus: 'Shipped' }],
    });
    const deliveredReply = await call('PUT', path, {
      key: shop.server.secretKey,
      body: { status: 'delivered' },
    });
    expect(deliveredReply.body.data.orderStatus).toBe('Delivered');
    await delivered(shop.all, 'order.delivered', (d) => d.orderId === orderId);
    expect(
      errorOf(await call('PUT', `/api/v1/orders/${orderId}/cancel`, { key: shop.server.secretKey })),
    ).toEqual([400, 'INVALID_CANCELLATION']);
  });

  it('cancel with refundAmount restores stock, then the job refunds after the delay (order.refunded everywhere)', async () => {
    const created = await call('POST', '/api/v1/orders', {
      key: shop.server.secretKey,
      body: {
        customerId: shop.customer.customerId,
        items: [{ productVariantId: shop.variants[1], quantity: 1 }],
        shippingAddress: address,
        billingAddress: address,
        paymentMethod: { method: 'card', last4: '1111', brand: 'visa' },
      },
    });
    expect(created.status).toBe(201);
    const order = created.body.data;
    expect(order.orderStatus).toBe('Pending');

    const shortage = await call('POST', '/api/v1/orders', {
      key: shop.server.secretKey,
      body: {
        customerId: shop.customer.customerId,
        items: [{ productVariantId: shop.variants[1], quantity: 1 }],
        shippingAddress: address,
        billingAddress: address,
        paymentMethod: { method: 'card' },
      },
    });
    expect(errorOf(shortage)).toEqual([409, 'INSUFFICIENT_INVENTORY']);

    const cancelPath = `/api/v1/orders/${order.orderId}/cancel`;
    // Never paid (Pending): nothing to refund, whatever the amount.
    expect(
      errorOf(await call('PUT', cancelPath, { key: shop.server.secretKey, body: { refundAmount: 5 } })),
    ).toEqual([400, 'INVALID_REFUND_AMOUNT']);
    const confirmed = await call('PUT', `/api/v1/orders/${order.orderId}/status`, {
      key: shop.server.secretKey,
      body: { status: 'confirmed' },
    });
    expect(confirmed.status).toBe(200);
    for (const refundAmount of [0, -5, 22.51, 1.001]) {
      expect(
        errorOf(await call('PUT', cancelPath, { key: shop.server.secretKey, body: { refundAmount } })),
      ).toEqual([400, 'INVALID_REFUND_AMOUNT']);
    }
    expect(errorOf(await call('PUT', cancelPath, { key: shop.otherStore.secretKey, body: {} }))).toEqual([
      403,
      'NO_STORE_ACCESS',
    ]);
    expect(
      errorOf(await call('GET', `/api/v1/orders/${randomUUID()}`, { key: shop.server.secretKey })),
    ).toEqual([404, 'ORDER_NOT_FOUND']);
    expect(errorOf(await call('GET', '/api/v1/orders/12345', { key: shop.server.secretKey }))).toEqual([
      404,
      'ORDER_NOT_FOUND',
    ]);

    const cancelled = await call('PUT', cancelPath, {
      key: shop.server.secretKey,
      // The order ends Refunded once this refund completes (a part would too: the cancellation started it).
      body: { refundAmount: 22.5, reason: 'Out of the colour' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({
      orderStatus: 'Cancelled',
      refund: { amount: 22.5, status: 'Scheduled' },
      refunds: [{ amount: 22.5, status: 'Pending' }],
    });
    // The unit is back: an order for it succeeds again.
    const again = await call('POST', '/api/v1/orders', {
      key: shop.server.secretKey,
      body: {
        customerId: shop.customer.customerId,
        items: [{ productVariantId: shop.variants[1], quantity: 1 }],
        shippingAddress: address,
        billingAddress: address,
        paymentMethod: { method: 'card' },
      },
    });
    expect(again.status).toBe(201);

    for (const receiver of [shop.quiet, shop.all]) {
      const refunded = await delivered(receiver, 'order.refunded', (d) => d.orderId === order.orderId);
      expect(refunded.body.data).toMatchObject({
        orderNumber: order.orderNumber,
        amount: 22.5,
        previousStatus: 'Cancelled',
        newStatus: 'Refunded',
        refundId: cancelled.body.data.refund.refundId,
      });
    }
    const final = await call('GET', `/api/v1/orders/${order.orderId}`, { key: shop.server.secretKey });
    expect(final.body.data).toMatchObject({ orderStatus: 'Refunded', refund: { status: 'Completed' } });
    expect(final.body.data.statusHistory.map((h: Json) => h.status)).toEqual([
      'Pending',
      'Confirmed',
      'Cancelled',
      'Refunded',
    ]);

    // API-originated events never reached the quiet endpoint; the other one got them.
    const apiTypes = ['order.shipped', 'order.delivered', 'order.cancelled'];
    expect(shop.quiet.requests.filter((r) => apiTypes.includes(r.body?.type))).toEqual([]);
    await delivered(shop.all, 'order.cancelled', (d) => d.orderId === order.orderId);
    await delivered(shop.all, 'order.created', (d) => d.orderId === order.orderId);
    expect(
      shop.quiet.requests.some(
        (r) => r.body?.type === 'order.created' && r.body.data.orderId === order.orderId,
      ),
    ).toBe(false);
  });

  it('refunds a delivered order in two parts (POST .../refunds): order.refunded for each, Refunded at the whole total', async () => {
    const created = await call('POST', '/api/v1/orders', {
      key: shop.server.secretKey,
      body: {
        customerId: shop.customer.customerId,
        items: [{ productVariantId: shop.variants[0], quantity: 1 }],
        shippingAddress: address,
        billingAddress: address,
        paymentMethod: { method: 'card', last4: '1111', brand: 'visa' },
      },
    });
    expect(created.status).toBe(201);
    const order = created.body.data;
    const total: number = order.totals.totalAmount;
    const refundsPath = `/api/v1/orders/${order.orderId}/refunds`;
    // Not paid yet: nothing to refund.
    expect(
      errorOf(await call('POST', refundsPath, { key: shop.server.secretKey, body: { amount: 1 } })),
    ).toEqual([400, 'INVALID_REFUND_AMOUNT']);
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const moved = await call('PUT', `/api/v1/orders/${order.orderId}/status`, {
        key: shop.server.secretKey,
        body: { status },
      });
      expect(moved.status).toBe(200);
    }
    const first = await call('POST', refundsPath, {
      key: shop.server.secretKey,
      body: { amount: 5, reason: 'Scuffed', restock: [{ itemId: order.items[0].id, quantity: 1 }] },
    });
    expect(first.status).toBe(202);
    expect(first.body.data).toEqual({ refundId: expect.any(String), amount: 5, status: 'Pending' });
    expect(
      errorOf(
        await call('POST', refundsPath, { key: shop.server.secretKey, body: { amount: total - 5 + 0.01 } }),
      ),
    ).toEqual([400, 'INVALID_REFUND_AMOUNT']);
    const firstRefunded = await delivered(
      shop.all,
      'order.refunded',
      (d) => d.refundId === first.body.data.refundId,
    );
    expect(firstRefunded.body.data).toMatchObject({
      orderId: order.orderId,
      amount: 5,
      refundedTotal: 5,
      reason: 'Scuffed',
      newStatus: 'Delivered',
    });

    const rest = await call('POST', refundsPath, { key: shop.server.secretKey, body: { amount: total - 5 } });
    expect(rest.status).toBe(202);
    const restRefunded = await delivered(
      shop.all,
      'order.refunded',
      (d) => d.refundId === rest.body.data.refundId,
    );
    expect(restRefunded.body.data).toMatchObject({
      amount: total - 5,
      refundedTotal: total,
      previousStatus: 'Delivered',
      newStatus: 'Refunded',
    });
    // Completed refunds are the system's: the endpoint without API-originated events gets them too.
    await delivered(shop.quiet, 'order.refunded', (d) => d.refundId === rest.body.data.refundId);
    const final = await call('GET', `/api/v1/orders/${order.orderId}`, { key: shop.server.secretKey });
    expect(final.body.data).toMatchObject({
      orderStatus: 'Refunded',
      refundedTotal: total,
      refundableAmount: 0,
      refunds: [
        { amount: 5, status: 'Succeeded' },
        { amount: total - 5, status: 'Succeeded' },
      ],
    });
  });

  it('every response matched the OpenAPI document', () => {
    expect(shop.server.contractViolations()).toEqual([]);
  });
});
