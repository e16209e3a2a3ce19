import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/errors.ts';
import { createRefundJob } from '../../../shared/orders/refund-job.ts';
import { cancelOrderSchema, createOrderSchema, updateStatusSchema } from '../../../shared/orders/schemas.ts';
import { createOrderService } from '../../../shared/orders/service.ts';
import type { RefundRecord } from '../../../shared/orders/types.ts';
import { testPaymentProvider } from '../../../shared/payments/test-provider.ts';
import { defaultCheckoutSettings } from '../../../shared/stores/types.ts';
import { fakeOrderRepository, newOrdersWorld, type OrdersWorld } from './fakes.ts';
import { variantRecord } from '../../support/variant-record.ts';
import { testAddress } from '../../support/address.ts';

/** POST /orders, cancel and the refund job on an in-memory OrderRepository. */
const STORE = 'store-1';
const scope = { storeId: STORE, mode: 'test' as const };
const NOW = new Date('2026-01-01T10:00:00.000Z');
const clock = { now: () => NOW };
const CUSTOMER = randomUUID();
const TEE = randomUUID();

const address = testAddress();
const orderInput = (quantity: number) =>
  createOrderSchema.parse({
    customerId: CUSTOMER,
    items: [{ productVariantId: TEE, quantity }],
    shippingAddress: address,
    billingAddress: address,
    paymentMethod: { method: 'card' },
  });

const variant = (variantId: string, inventoryQuantity: number) =>
  variantRecord({ variantId, storeId: STORE, inventoryQuantity });

let world: OrdersWorld;
let scheduled: RefundRecord[];
const service = (scheduleRefund = async (refund: RefundRecord) => void scheduled.push(refund)) =>
  createOrderService({ orders: fakeOrderRepository(world), scheduleRefund, refundDelaySeconds: 60, clock });

const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ApiError ? error.errorCode : error),
  );

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
  world.variants.set(TEE, variant(TEE, 5));
});

describe('order creation', () => {
  it('takes the next number and the stock, with order.created', async () => {
    const order = await service().create(scope, orderInput(2), randomUUID());
    expect(order).toMatchObject({ orderNumber: '1001', orderStatus: 'Pending' });
    expect(world.variants.get(TEE)!.inventoryQuantity).toBe(3);
    expect(world.events.map((e) => e.type)).toEqual(['order.created', 'product.inventory_updated']);
    expect(world.events[1]).toMatchObject({
      origin: 'api',
      data: { previousQuantity: 5, newQuantity: 3, change: -2, reason: 'order' },
    });
    expect((await service().create(scope, orderInput(1), randomUUID())).orderNumber).toBe('1002');
  });

  it('loses the counter to another process, reads it again and takes the number after', async () => {
    let raced = false;
    world.beforeWrite = () => {
      if (raced) return;
      raced = true;
      world.lastOrderNumber = 1001; // another container committed order 1001 meanwhile
    };
    const order = await service().create(scope, orderInput(1), randomUUID());
    expect(order.orderNumber).toBe('1002');
  });

  it('a shortage found by the write itself is 409 INSUFFICIENT_INVENTORY', async () => {
    world.beforeWrite = () => {
      world.variants.get(TEE)!.inventoryQuantity = 0;
    };
    expect(await errorCode(service().create(scope, orderInput(1), randomUUID()))).toBe(
      'INSUFFICIENT_INVENTORY',
    );
    expect(world.orders.size).toBe(0);
  });

  it('stock changed since it was read but enough is left: reads again, the event states the exact quantities', async () => {
    let raced = false;
    world.beforeWrite = () => {
      if (raced) return;
      raced = true;
      world.variants.get(TEE)!.inventoryQuantity = 4; // another order took one meanwhile
    };
    await service().create(scope, orderInput(2), randomUUID());
    expect(world.variants.get(TEE)!.inventoryQuantity).toBe(2);
    expect(world.events.find((e) => e.type === 'product.inventory_updated')!.data).toMatchObject({
      previousQuantity: 4,
      newQuantity: 2,
      change: -2,
    });
  });

  it('an order already at the id (a retry that committed) is the answer', async () => {
    const orderId = randomUUID();
    const first = await service().create(scope, orderInput(1), orderId);
    expect(await service().create(scope, orderInput(1), orderId)).toEqual(first);
    expect(world.orders.size).toBe(1);
  });
});

describe('cancellation and the refund job', () => {
  it('cancels, gives the stock back, records and schedules the refund; the job then refunds once', async () => {
    const order = await service().create(scope, orderInput(2), randomUUID());
    await service().updateStatus(scope, order.orderId, updateStatusSchema.parse({ status: 'confirmed' }));
    const cancelled = await service().cancel(
      scope,
      order.orderId,
      cancelOrderSchema.parse({ refundAmount: 10 }),
    );
    expect(cancelled).toMatchObject({
      orderStatus: 'Cancelled',
      refunds: [{ status: 'Scheduled', amountMinor: 1000 }],
      refundedMinor: 1000,
    });
    expect(world.variants.get(TEE)!.inventoryQuantity).toBe(5);
    // The restock is announced with the cancellation's origin (the store's server here).
    expect(world.events.filter((e) => e.type === 'product.inventory_updated').at(-1)).toMatchObject({
      origin: 'api',
      data: { previousQuantity: 3, newQuantity: 5, change: 2, reason: 'cancellation' },
    });
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.dueAt).toBe(new Date(NOW.getTime() + 60_000).toISOString());

    const job = createRefundJob({
      orders: fakeOrderRepository(world),
      payments: () => testPaymentProvider(),
      clock,
    });
    expect(await job({ refundId: scheduled[0]!.refundId })).toBe('refunded');
    expect(await job({ refundId: scheduled[0]!.refundId })).toBe('already-done');
    // The refund the cancellation started completed: Refunded, though it was a part of the total.
    expect(world.orders.get(order.orderId)).toMatchObject({
      orderStatus: 'Refunded',
      refunds: [{ status: 'Completed' }],
    });
    expect(world.events.filter((e) => e.type === 'order.refunded').map((e) => e.data)).toEqual([
      expect.objectContaining({ amount: 10, previousStatus: 'Cancelled', newStatus: 'Refunded' }),
    ]);
    expect(world.events.filter((e) => e.type === 'order.status_updated').at(-1)!.data).toMatchObject({
      previousStatus: 'Cancelled',
      newStatus: 'Refunded',
    });
  });

  it('a refundAmount on an order never paid is 400 INVALID_REFUND_AMOUNT: nothing cancelled, refunded or sent', async () => {
    const order = await service().create(scope, orderInput(2), randomUUID());
    const eventsBefore = world.events.length;
    expect(
      await errorCode(service().cancel(scope, order.orderId, cancelOrderSchema.parse({ refundAmount: 10 }))),
    ).toBe('INVALID_REFUND_AMOUNT');
    expect(world.orders.get(order.orderId)).toMatchObject({ orderStatus: 'Pending', refunds: [] });
    expect(world.refunds.size).toBe(0);
    expect(scheduled).toEqual([]);
    expect(world.events.length).toBe(eventsBefore);
    expect(world.variants.get(TEE)!.inventoryQuantity).toBe(3);
    // Without a refund it cancels as before.
    expect((await service().cancel(scope, order.orderId, cancelOrderSchema.parse({}))).orderStatus).toBe(
      'Cancelled',
    );
  });

  it('a refund that cannot be scheduled leaves the cancellation standing', async () => {
    const order = await service().create(scope, orderInput(1), randomUUID());
    await service().updateStatus(scope, order.orderId, updateStatusSchema.parse({ status: 'confirmed' }));
    const failing = service(async () => {
      throw new Error('no scheduler');
    });
    expect(
      (await failing.cancel(scope, order.orderId, cancelOrderSchema.parse({ refundAmount: 1 }))).orderStatus,
    ).toBe('Cancelled');
    expect(world.refunds.size).toBe(1);
  });

  it('a second cancel of the same order is 400 INVALID_CANCELLATION and restores nothing twice', async () => {
    const order = await service().create(scope, orderInput(2), randomUUID());
    await service().cancel(scope, order.orderId, cancelOrderSchema.parse({}));
    expect(await errorCode(service().cancel(scope, order.orderId, cancelOrderSchema.parse({})))).toBe(
      'INVALID_CANCELLATION',
    );
    expect(world.variants.get(TEE)!.inventoryQuantity).toBe(5);
  });
});
