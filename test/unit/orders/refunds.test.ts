import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/errors.ts';
import { createRefundJob } from '../../../shared/orders/refund-job.ts';
import type { RefundSettlementStore } from '../../../shared/orders/refund-settlement.ts';
import {
  cancelOrderSchema,
  createOrderSchema,
  createRefundSchema,
  updateStatusSchema,
} from '../../../shared/orders/schemas.ts';
import { createOrderService } from '../../../shared/orders/service.ts';
import type { RefundRecord } from '../../../shared/orders/types.ts';
import { orderView } from '../../../shared/orders/views.ts';
import { InvalidPaymentTokenError } from '../../../shared/payments/ports.ts';
import { testPaymentProvider } from '../../../shared/payments/test-provider.ts';
import { defaultCheckoutSettings } from '../../../shared/stores/types.ts';
import { testAddress } from '../../support/address.ts';
import { variantRecord } from '../../support/variant-record.ts';
import { fakeOrderRepository, newOrdersWorld, type OrdersWorld } from './fakes.ts';

/** Refunds without cancelling (docs/decisions.md §4.16) on an in-memory OrderRepository. */
const STORE = 'store-1';
const scope = { storeId: STORE, mode: 'test' as const };
const NOW = new Date('2026-01-01T10:00:00.000Z');
const clock = { now: () => NOW };
const CUSTOMER = randomUUID();
const TEE = randomUUID();
const MUG = randomUUID();

let world: OrdersWorld;
let scheduled: RefundRecord[];
const service = () =>
  createOrderService({
    orders: fakeOrderRepository(world),
    scheduleRefund: async (refund) => void scheduled.push(refund),
    refundDelaySeconds: 60,
    clock,
  });

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ApiError ? error.errorCode : error),
  );

/** Two lines: 2 tees and 1 mug at 20.00 each (the store's flat settings add tax and shipping). */
const placeOrder = async (status?: 'confirmed' | 'delivered') => {
  const address = testAddress();
  const order = await service().create(
    scope,
    createOrderSchema.parse({
      customerId: CUSTOMER,
      items: [
        { productVariantId: TEE, quantity: 2 },
        { productVariantId: MUG, quantity: 1 },
      ],
      shippingAddress: address,
      billingAddress: address,
      paymentMethod: { method: 'card' },
    }),
    randomUUID(),
  );
  if (!status) return order;
  let current = await service().updateStatus(
    scope,
    order.orderId,
    updateStatusSchema.parse({ status: 'confirmed' }),
  );
  for (const next of status === 'delivered' ? (['shipped', 'delivered'] as const) : []) {
    current = await service().updateStatus(scope, order.orderId, updateStatusSchema.parse({ status: next }));
  }
  return current;
};

const refund = (orderId: string, body: Record<string, unknown>) =>
  service().refundOrder(scope, orderId, createRefundSchema.parse(body), randomUUID());

const refundJob = (payments = () => testPaymentProvider(), settlements?: RefundSettlementStore) =>
  createRefundJob({
    orders: fakeOrderRepository(world),
    payments,
    clock,
    ...(settlements ? { settlements } : {}),
  });

const stored = (orderId: string) => world.orders.get(orderId)!;

beforeEach(() => {
  world = newOrdersWorld();
  scheduled = [];
  world.store = {
    storeId: STORE,
    name: 'Store',
    checkoutSettings: defaultCheckoutSettings(),
    branding: {
      name: 'Store',
      logoUrl: null,
      colors: { primary: '#000', secondary: '#111', accent: '#222' },
    },
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
  };
  world.customers.set(CUSTOMER, {
    customerId: CUSTOMER,
    storeId: STORE,
    mode: 'test',
    phone: '+15550100',
    email: null,
    firstName: null,
    lastName: null,
    createdAt: NOW.toISOString(),
    updatedAt: NOW.toISOString(),
  });
  world.variants.set(TEE, variantRecord({ variantId: TEE, storeId: STORE, inventoryQuantity: 10 }));
  world.variants.set(MUG, variantRecord({ variantId: MUG, storeId: STORE, inventoryQuantity: 10 }));
});

describe('refunds without cancelling', () => {
  it('an unpaid (Pending) order has nothing to refund', async () => {
    const order = await placeOrder();
    expect(await errorOf(refund(order.orderId, { amount: 1 }))).toBe('INVALID_REFUND_AMOUNT');
  });

  it('parts of a delivered order: each completed refund sends order.refunded; Refunded only at the whole total', async () => {
    const order = await placeOrder('delivered');
    const total = order.totals.totalAmountMinor / 100;
    const first = await refund(order.orderId, { amount: 5, reason: 'Scratched' });
    expect(first.accepted).toMatchObject({ amount: 5, status: 'Pending' });
    expect(orderView(stored(order.orderId))).toMatchObject({
      orderStatus: 'Delivered',
      refunds: [{ refundId: first.accepted.refundId, amount: 5, status: 'Pending', reason: 'Scratched' }],
      refundedTotal: 0,
      refundableAmount: total - 5,
    });
    expect(await errorOf(refund(order.orderId, { amount: total - 5 + 0.01 }))).toBe('INVALID_REFUND_AMOUNT');

    expect(await refundJob()({ refundId: first.accepted.refundId })).toBe('refunded');
    expect(stored(order.orderId).orderStatus).toBe('Delivered');
    const refunded = () => world.events.filter((e) => e.type === 'order.refunded');
    expect(refunded().map((e) => e.data)).toEqual([
      expect.objectContaining({
        refundId: first.accepted.refundId,
        amount: 5,
        refundedTotal: 5,
        newStatus: 'Delivered',
      }),
    ]);

    const rest = await refund(order.orderId, { amount: total - 5 });
    expect(await refundJob()({ refundId: rest.accepted.refundId })).toBe('refunded');
    expect(orderView(stored(order.orderId))).toMatchObject({
      orderStatus: 'Refunded',
      refundedTotal: total,
      refundableAmount: 0,
      refunds: [{ status: 'Succeeded' }, { status: 'Succeeded' }],
    });
    expect(refunded().at(-1)!.data).toMatchObject({
      refundId: rest.accepted.refundId,
      previousStatus: 'Delivered',
      newStatus: 'Refunded',
    });
    expect(
      world.events.some((e) => e.type === 'order.status_updated' && e.data.newStatus === 'Refunded'),
    ).toBe(true);
    // Fully refunded: nothing is left.
    expect(await errorOf(refund(order.orderId, { amount: 0.01 }))).toBe('INVALID_REFUND_AMOUNT');
  });

  it('a refund the provider fails releases its amount, which can be refunded again', async () => {
    const order = await placeOrder('confirmed');
    const total = order.totals.totalAmountMinor / 100;
    const { accepted } = await refund(order.orderId, { amount: total });
    const settlements: RefundSettlementStore = {
      markSubmitted: async () => undefined,
      markFailed: async (failure) => {
        if (stored(failure.next.orderId).version !== failure.expectedVersion)
          return { ok: false, reason: 'conflict' };
        world.refunds.get(failure.refund.refundId)!.status = 'Failed';
        world.orders.set(failure.next.orderId, structuredClone(failure.next));
        return { ok: true };
      },
    };
    const failing = () => ({
      ...testPaymentProvider(),
      refund: async () => {
        throw new InvalidPaymentTokenError('No such charge');
      },
    });
    expect(await refundJob(failing, settlements)({ refundId: accepted.refundId })).toBe('failed');
    expect(orderView(stored(order.orderId))).toMatchObject({
      orderStatus: 'Confirmed',
      refunds: [{ status: 'Failed' }],
      refundableAmount: total,
    });
    expect((await refund(order.orderId, { amount: total })).accepted.status).toBe('Pending');
  });

  it('restocked units go back with product.inventory_updated reason return, never more than sold', async () => {
    const order = await placeOrder('delivered');
    const tee = order.items.find((i) => i.productVariantId === TEE)!;
    expect(world.variants.get(TEE)!.inventoryQuantity).toBe(8);
    await refund(order.orderId, { amount: 20, restock: [{ itemId: tee.id, quantity: 1 }] });
    expect(world.variants.get(TEE)!.inventoryQuantity).toBe(9);
    expect(world.events.at(-1)).toMatchObject({
      type: 'product.inventory_updated',
      data: { previousQuantity: 8, newQuantity: 9, reason: 'return' },
    });
    expect(
      await errorOf(refund(order.orderId, { amount: 1, restock: [{ itemId: tee.id, quantity: 2 }] })),
    ).toBe('INVALID_REQUEST');
    expect(stored(order.orderId).items.find((i) => i.id === tee.id)!.returnedQuantity).toBe(1);
  });
});

describe('cancelling a shipped order', () => {
  it('restocks every item, shipped ones too, and says which', async () => {
    // 2 tees shipped (a partial shipment), 1 mug not: the cancellation puts all 3 units back.
    const order = await placeOrder('confirmed');
    const tee = order.items.find((i) => i.productVariantId === TEE)!;
    const mug = order.items.find((i) => i.productVariantId === MUG)!;
    await service().updateStatus(
      scope,
      order.orderId,
      updateStatusSchema.parse({ status: 'partially_shipped', itemIds: [tee.id] }),
    );
    const cancelled = await service().cancel(scope, order.orderId, cancelOrderSchema.parse({}));
    const restocked = [
      { itemId: tee.id, quantity: 2 },
      { itemId: mug.id, quantity: 1 },
    ];
    expect(orderView(cancelled).cancellation).toMatchObject({ restockedItems: restocked });
    expect(world.variants.get(TEE)!.inventoryQuantity).toBe(10);
    expect(world.variants.get(MUG)!.inventoryQuantity).toBe(10);
    const event = world.events.find((e) => e.type === 'order.cancelled')!;
    expect(event.data.restockedItems).toEqual(restocked);
    // Still refundable after cancelling: it was paid.
    expect((await refund(order.orderId, { amount: 1 })).accepted.status).toBe('Pending');
  });

  it('gives back only the units a refund did not already return', async () => {
    const order = await placeOrder('confirmed');
    const tee = order.items.find((i) => i.productVariantId === TEE)!;
    const mug = order.items.find((i) => i.productVariantId === MUG)!;
    await service().updateStatus(scope, order.orderId, updateStatusSchema.parse({ status: 'shipped' }));
    await refund(order.orderId, { amount: 20, restock: [{ itemId: tee.id, quantity: 1 }] });
    expect(world.variants.get(TEE)!.inventoryQuantity).toBe(9);
    const cancelled = await service().cancel(scope, order.orderId, cancelOrderSchema.parse({}));
    expect(cancelled.cancellation?.restockedItems).toEqual([
      { itemId: tee.id, quantity: 1 },
      { itemId: mug.id, quantity: 1 },
    ]);
    expect(world.variants.get(TEE)!.inventoryQuantity).toBe(10);
    expect(world.variants.get(MUG)!.inventoryQuantity).toBe(10);
  });
});

describe('units returned by a refund are no longer shipped', () => {
  it('an item returned in full cannot be shipped; a partly returned one ships what is left', async () => {
    const order = await placeOrder('confirmed');
    const tee = order.items.find((i) => i.productVariantId === TEE)!;
    const mug = order.items.find((i) => i.productVariantId === MUG)!;
    await refund(order.orderId, {
      amount: 30,
      restock: [
        { itemId: tee.id, quantity: 1 },
        { itemId: mug.id, quantity: 1 },
      ],
    });
    const ship = (body: Record<string, unknown>) =>
      service().updateStatus(scope, order.orderId, updateStatusSchema.parse(body));
    expect(await errorOf(ship({ status: 'partially_shipped', itemIds: [mug.id] }))).toBe(
      'INVALID_STATUS_TRANSITION',
    );
    const shipped = await ship({ status: 'shipped' });
    expect(shipped.orderStatus).toBe('Shipped');
    // The shipment names the units it moved: the one tee left, at its price.
    expect(world.events.find((e) => e.type === 'order.shipped')!.data.shippedItems).toEqual([
      expect.objectContaining({ id: tee.id, quantity: 1, totalPrice: 20 }),
    ]);
    expect(shipped.items.map((i) => [i.id, i.itemStatus])).toEqual([
      [tee.id, 'Shipped'],
      [mug.id, 'Pending'],
    ]);
    expect(await errorOf(ship({ status: 'partially_delivered', itemIds: [mug.id] }))).toBe(
      'INVALID_STATUS_TRANSITION',
    );
    expect((await ship({ status: 'delivered' })).orderStatus).toBe('Delivered');
  });
});

describe('a cancellation with a refund', () => {
  it('makes the order Refunded when its refund completes, even a part; later refunds still fit the paid total', async () => {
    const order = await placeOrder('confirmed');
    const total = order.totals.totalAmountMinor / 100;
    const cancelled = await service().cancel(
      scope,
      order.orderId,
      cancelOrderSchema.parse({ refundAmount: 5 }),
    );
    expect(cancelled.orderStatus).toBe('Cancelled');
    expect(await refundJob()({ refundId: scheduled[0]!.refundId })).toBe('refunded');
    expect(orderView(stored(order.orderId))).toMatchObject({
      orderStatus: 'Refunded',
      refundedTotal: 5,
      refundableAmount: total - 5,
    });
    expect(world.events.filter((e) => e.type === 'order.refunded').at(-1)!.data).toMatchObject({
      amount: 5,
      previousStatus: 'Cancelled',
      newStatus: 'Refunded',
    });
    // The rest may still be refunded on the Refunded order, and no further status change follows.
    const rest = await refund(order.orderId, { amount: total - 5 });
    expect(await refundJob()({ refundId: rest.accepted.refundId })).toBe('refunded');
    expect(orderView(stored(order.orderId))).toMatchObject({ orderStatus: 'Refunded', refundableAmount: 0 });
    expect(
      world.events.filter((e) => e.type === 'order.status_updated' && e.data.newStatus === 'Refunded'),
    ).toHaveLength(1);
  });

  it('a refund asked after cancelling without one keeps the order Cancelled until the whole total is back', async () => {
    const order = await placeOrder('confirmed');
    await service().cancel(scope, order.orderId, cancelOrderSchema.parse({}));
    const part = await refund(order.orderId, { amount: 5 });
    expect(await refundJob()({ refundId: part.accepted.refundId })).toBe('refunded');
    expect(stored(order.orderId).orderStatus).toBe('Cancelled');
  });

  it('an order cancelled before the cancellation named its refund: the refund asked at the same moment', async () => {
    const order = await placeOrder('confirmed');
    await service().cancel(scope, order.orderId, cancelOrderSchema.parse({ refundAmount: 5 }));
    const legacy = stored(order.orderId);
    delete legacy.cancellation!.refundId;
    expect(await refundJob()({ refundId: scheduled[0]!.refundId })).toBe('refunded');
    expect(stored(order.orderId).orderStatus).toBe('Refunded');
  });

  it('a refundAmount on an order never paid is 400 INVALID_REFUND_AMOUNT', async () => {
    const order = await placeOrder();
    expect(
      await errorOf(service().cancel(scope, order.orderId, cancelOrderSchema.parse({ refundAmount: 5 }))),
    ).toBe('INVALID_REFUND_AMOUNT');
    expect(stored(order.orderId).orderStatus).toBe('Pending');
  });
});
