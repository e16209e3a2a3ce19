import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCheckoutCompletion } from '../../../shared/checkout/complete.ts';
import { ApiError } from '../../../shared/errors.ts';
import type { OrderRecord } from '../../../shared/orders/types.ts';
import { PaymentProviderUnavailableError, type PaymentProvider } from '../../../shared/payments/ports.ts';
import { testPaymentProvider } from '../../../shared/payments/test-provider.ts';
import {
  fakeCheckoutRepository,
  fakeOrderReads,
  newWorld,
  type CheckoutWorld,
  noDiscountCodes,
} from './fakes.ts';
import { clock, CUSTOMER, input, NOW, recordingProvider, startCheckout, STORE, variant } from './fixtures.ts';

/** The checkout completion saga (reserve -> charge -> confirm or release) on in-memory ports. */
const setup = (provider: PaymentProvider = recordingProvider().provider) => {
  const completion = createCheckoutCompletion({
    orders: fakeOrderReads(world),
    checkouts: fakeCheckoutRepository(world),
    payments: () => provider,
    discounts: noDiscountCodes,
    clock,
  });
  return (checkoutId: string, orderId: string, body = input()) =>
    completion.complete({ storeId: STORE, mode: 'test', customerId: CUSTOMER, checkoutId }, body, orderId);
};

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return { code: (error as ApiError).errorCode, message: (error as ApiError).message };
};

let world: CheckoutWorld;
beforeEach(() => {
  world = newWorld();
  world.variants.set('tee', variant('tee', 10));
});

describe('checkout completion saga', () => {
  it('reserves, charges once and confirms: stock taken, checkout completed, cart closed, three events', async () => {
    const { provider, charges } = recordingProvider();
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    const order = await setup(provider)(checkout.checkoutId, orderId);
    expect(order).toMatchObject({ orderId, orderNumber: '1001', orderStatus: 'Confirmed' });
    expect(order.payment).toMatchObject({ provider: 'test', status: 'Captured' });
    expect(charges).toEqual([expect.objectContaining({ idempotencyKey: orderId, amountMinor: 4000 })]);
    expect(world.variants.get('tee')!.inventoryQuantity).toBe(8);
    expect(world.checkouts.get(checkout.checkoutId)).toMatchObject({
      completionStatus: 'Completed',
      completionOrderId: orderId,
    });
    expect(world.cart).toBeUndefined();
    // The stock taken at reserve, announced in its transaction; the order's events at confirm.
    expect(world.events.map((e) => e.type)).toEqual([
      'product.inventory_updated',
      'order.created',
      'order.status_updated',
      'order.confirmed',
    ]);
    expect(world.events[0]).toMatchObject({
      origin: 'customer',
      customerId: null,
      data: { variantId: 'tee', previousQuantity: 10, newQuantity: 8, change: -2, reason: 'order' },
    });
  });

  it('a decline releases the reservation: no order (a released attempt keeps its number), stock back, checkout open again, no order events', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    expect(await rejection(setup()(checkout.checkoutId, orderId, input('tok_chargeDeclined')))).toMatchObject(
      {
        code: 'PAYMENT_DECLINED',
      },
    );
    expect(world.orders.has(orderId)).toBe(false);
    expect(world.releasedAttempts.get(orderId)).toMatchObject({
      orderNumber: '1001',
      checkoutId: checkout.checkoutId,
      customerId: CUSTOMER,
      reason: 'Payment declined (generic_decline)',
    });
    expect(world.variants.get('tee')!.inventoryQuantity).toBe(10);
    expect(world.checkouts.get(checkout.checkoutId)!.completionStatus).toBeUndefined();
    // No order.* event (none went out for the order); the stock taken and given back is announced.
    expect(
      world.events.map((e) => [e.type, e.data.reason, e.data.previousQuantity, e.data.newQuantity]),
    ).toEqual([
      ['product.inventory_updated', 'order', 10, 8],
      ['product.inventory_updated', 'cancellation', 8, 10],
    ]);
    // The customer pays again with another card: a new order, the next number.
    const again = await setup()(checkout.checkoutId, randomUUID());
    expect(again).toMatchObject({ orderStatus: 'Confirmed', orderNumber: '1002' });
  });

  it('an invalid token and an unavailable provider release too', async () => {
    const checkout = startCheckout(world);
    expect(await rejection(setup()(checkout.checkoutId, randomUUID(), input('tok_bogus')))).toMatchObject({
      code: 'INVALID_REQUEST',
    });
    const unavailable: PaymentProvider = {
      ...testPaymentProvider(),
      charge: async () => {
        throw new PaymentProviderUnavailableError('Provider down');
      },
    };
    expect(await rejection(setup(unavailable)(checkout.checkoutId, randomUUID()))).toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
    expect(world.variants.get('tee')!.inventoryQuantity).toBe(10);
    expect(world.checkouts.get(checkout.checkoutId)!.completionStatus).toBeUndefined();
  });

  it('an unknown charge outcome keeps the reservation; a retry after the lease resumes it with the same key', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    const timeout: PaymentProvider = {
      ...testPaymentProvider(),
      charge: async () => {
        throw new Error('socket hang up');
      },
    };
    await expect(setup(timeout)(checkout.checkoutId, orderId)).rejects.toThrow('socket hang up');
    expect(world.orders.get(orderId)!.orderStatus).toBe('Pending');
    expect(world.variants.get('tee')!.inventoryQuantity).toBe(8);

    // Another request while the lease holds is told to retry later.
    expect(await rejection(setup()(checkout.checkoutId, randomUUID()))).toMatchObject({ code: 'CONFLICT' });
    // The same request (same Idempotency-Key -> same order id) resumes at once, charging that order.
    const { provider, charges } = recordingProvider();
    const resumed = await setup(provider)(checkout.checkoutId, orderId);
    expect(resumed).toMatchObject({ orderId, orderStatus: 'Confirmed', orderNumber: '1001' });
    expect(charges.map((c) => c.idempotencyKey)).toEqual([orderId]);
    expect(world.variants.get('tee')!.inventoryQuantity).toBe(8);
  });

  it('another request takes over an attempt whose lease ran out, paying the reserved order', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    const stalled: PaymentProvider = {
      ...testPaymentProvider(),
      charge: async () => {
        throw new Error('timeout');
      },
    };
    await expect(setup(stalled)(checkout.checkoutId, orderId)).rejects.toThrow('timeout');
    world.checkouts.get(checkout.checkoutId)!.completionLeaseUntil = NOW.getTime() - 1;
    const { provider, charges } = recordingProvider();
    const order = await setup(provider)(checkout.checkoutId, randomUUID());
    expect(order.orderId).toBe(orderId);
    expect(charges.map((c) => c.idempotencyKey)).toEqual([orderId]);
    expect(world.checkouts.get(checkout.checkoutId)!.completionStatus).toBe('Completed');
  });

  it('the store cancels the order while the payment is in flight: the charge is refunded, 409', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    const { provider, charges, refunds } = recordingProvider(() => {
      // What PUT /orders/{id}/cancel commits meanwhile: a new version, Cancelled.
      const order = world.orders.get(orderId)!;
      world.orders.set(orderId, { ...order, orderStatus: 'Cancelled', version: order.version + 1 });
    });
    const refused = await rejection(setup(provider)(checkout.checkoutId, orderId));
    expect(refused).toEqual({
      code: 'CONFLICT',
      message: 'The order was cancelled while it was being paid; the charge was refunded',
    });
    expect(charges).toHaveLength(1);
    const chargeId = (await testPaymentProvider().charge(charges[0]!)).chargeId;
    expect(refunds).toEqual([
      {
        chargeId,
        amountMinor: 4000,
        currency: 'USD',
        idempotencyKey: `void-${orderId}`,
      },
    ]);
    expect(world.orders.get(orderId)!.orderStatus).toBe('Cancelled');
    expect(world.events.filter((e) => e.type.startsWith('order.'))).toEqual([]);
  });

  it('the customer changes the cart while paying: the paid order stands and the newer cart stays open', async () => {
    const checkout = startCheckout(world);
    const { provider } = recordingProvider(() => {
      world.cart = { checkoutId: null, version: checkout.cartVersion + 1 };
    });
    const order = await setup(provider)(checkout.checkoutId, randomUUID());
    expect(order.orderStatus).toBe('Confirmed');
    expect(world.cart).toEqual({ checkoutId: null, version: checkout.cartVersion + 1 });
    expect(world.writes.filter((w) => w.startsWith('confirm'))).toEqual([
      'confirm:{"ok":false,"orderChanged":false,"cartChanged":true}',
      'confirm:{"ok":true}',
    ]);
  });

  it('a resumed attempt that already confirmed with the same charge is the answer', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    let confirmedMeanwhile: OrderRecord | undefined;
    const { provider } = recordingProvider(() => {
      // Another attempt confirms the order with the same charge (same idempotency key) first.
      const order = world.orders.get(orderId)!;
      confirmedMeanwhile = {
        ...order,
        orderStatus: 'Confirmed',
        version: order.version + 1,
        payment: { provider: 'test', chargeId: '', status: 'Captured' },
      };
    });
    const charge = await testPaymentProvider().charge({
      amountMinor: 4000,
      currency: 'USD',
      paymentToken: 'tok_visa',
      idempotencyKey: orderId,
      description: '',
    });
    const run = setup({
      ...provider,
      charge: async (request) => {
        const result = await provider.charge(request);
        world.orders.set(orderId, {
          ...confirmedMeanwhile!,
          payment: { ...confirmedMeanwhile!.payment, chargeId: charge.chargeId },
        });
        return result;
      },
    });
    const order = await run(checkout.checkoutId, orderId);
    expect(order).toMatchObject({
      orderId,
      orderStatus: 'Confirmed',
      payment: { chargeId: charge.chargeId },
    });
    expect(world.writes.filter((w) => w.startsWith('confirm'))).toHaveLength(1);
  });

  it('a shortage at reservation charges nothing (409 INSUFFICIENT_INVENTORY)', async () => {
    const checkout = startCheckout(world, 2);
    world.variants.get('tee')!.inventoryQuantity = 1;
    const { provider, charges } = recordingProvider();
    expect(await rejection(setup(provider)(checkout.checkoutId, randomUUID()))).toMatchObject({
      code: 'INSUFFICIENT_INVENTORY',
    });
    expect(charges).toEqual([]);
    expect(world.orders.size).toBe(0);
  });

  it('stock gone between the read and the reservation: 409 from the reservation itself', async () => {
    const checkout = startCheckout(world, 2);
    const checkouts = fakeCheckoutRepository(world);
    const { provider, charges } = recordingProvider();
    const completion = createCheckoutCompletion({
      orders: fakeOrderReads(world),
      checkouts: {
        ...checkouts,
        reserve: async (reservation, now) => {
          world.variants.get('tee')!.inventoryQuantity = 0;
          return checkouts.reserve(reservation, now);
        },
      },
      payments: () => provider,
      discounts: noDiscountCodes,
      clock,
    });
    const refused = await rejection(
      completion.complete(
        { storeId: STORE, mode: 'test', customerId: CUSTOMER, checkoutId: checkout.checkoutId },
        input(),
        randomUUID(),
      ),
    );
    expect(refused).toEqual({ code: 'INSUFFICIENT_INVENTORY', message: 'Not enough stock for this order' });
    expect(charges).toEqual([]);
  });

  it('a cart changed after checkout started is refused before anything is reserved', async () => {
    const checkout = startCheckout(world);
    world.cart = { checkoutId: null, version: checkout.cartVersion + 1 };
    expect(await rejection(setup()(checkout.checkoutId, randomUUID()))).toMatchObject({ code: 'CONFLICT' });
    expect(world.orders.size).toBe(0);
  });

  it('a completed checkout answers the same request with its order and refuses any other', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    const first = await setup()(checkout.checkoutId, orderId);
    expect(await setup()(checkout.checkoutId, orderId)).toEqual(first);
    expect(await rejection(setup()(checkout.checkoutId, randomUUID()))).toEqual({
      code: 'CONFLICT',
      message: 'This checkout has already been completed',
    });
  });

  it('unknown, malformed, expired and other customers’ checkouts are all 404', async () => {
    const checkout = startCheckout(world);
    expect(await rejection(setup()(randomUUID(), randomUUID()))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await rejection(setup()('not-a-uuid', randomUUID()))).toMatchObject({ code: 'NOT_FOUND' });
    world.checkouts.get(checkout.checkoutId)!.customerId = 'someone-else';
    expect(await rejection(setup()(checkout.checkoutId, randomUUID()))).toMatchObject({ code: 'NOT_FOUND' });
    world.checkouts.get(checkout.checkoutId)!.customerId = CUSTOMER;
    world.checkouts.get(checkout.checkoutId)!.expiresAt = Math.floor(NOW.getTime() / 1000) - 1;
    expect(await rejection(setup()(checkout.checkoutId, randomUUID()))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses before reserving anything when the mode has no payment provider', async () => {
    const checkout = startCheckout(world);
    const unconfigured: PaymentProvider = { ...testPaymentProvider(), configured: false };
    expect(await rejection(setup(unconfigured)(checkout.checkoutId, randomUUID()))).toMatchObject({
      code: 'PAYMENTS_NOT_CONFIGURED',
    });
    expect(world.orders.size).toBe(0);
  });

  it('a reserved order the store cancelled before the retry is dropped and the checkout starts over', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    const stalled: PaymentProvider = {
      ...testPaymentProvider(),
      charge: async () => {
        throw new Error('timeout');
      },
    };
    await expect(setup(stalled)(checkout.checkoutId, orderId)).rejects.toThrow('timeout');
    const order = world.orders.get(orderId)!;
    world.orders.set(orderId, { ...order, orderStatus: 'Cancelled', version: order.version + 1 });
    // The lease of the stalled attempt ran out.
    world.checkouts.get(checkout.checkoutId)!.completionLeaseUntil = NOW.getTime() - 1;
    const next = await setup()(checkout.checkoutId, randomUUID());
    expect(next).toMatchObject({ orderStatus: 'Confirmed', orderNumber: '1002' });
  });

  it('the same request after its order was released answers CHECKOUT_ATTEMPT_RELEASED; a new one pays', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    const unavailable: PaymentProvider = {
      ...testPaymentProvider(),
      charge: async () => {
        throw new PaymentProviderUnavailableError('Provider down');
      },
    };
    await rejection(setup(unavailable)(checkout.checkoutId, orderId));
    const stalled: PaymentProvider = {
      ...testPaymentProvider(),
      charge: async () => {
        throw new Error('timeout');
      },
    };
    const cancelledId = randomUUID();
    await expect(setup(stalled)(checkout.checkoutId, cancelledId)).rejects.toThrow('timeout');
    const held = world.orders.get(cancelledId)!;
    world.orders.set(cancelledId, { ...held, orderStatus: 'Cancelled', version: held.version + 1 });

    // Cancelled by the store while Processing, or released after the provider failed (no
    // order): either retry (same order id) is answered at once and takes nothing.
    const stock = world.variants.get('tee')!.inventoryQuantity;
    for (const [id, says] of [
      [cancelledId, 'order 1002 was cancelled'],
      [orderId, 'no order was placed'],
    ] as const) {
      expect(await rejection(setup()(checkout.checkoutId, id))).toEqual({
        code: 'CHECKOUT_ATTEMPT_RELEASED',
        message: expect.stringContaining(says),
      });
    }
    expect(world.variants.get('tee')!.inventoryQuantity).toBe(stock);
    expect([world.orders.size, world.releasedAttempts.size]).toEqual([1, 1]);
    const paid = await setup()(checkout.checkoutId, randomUUID());
    expect(paid).toMatchObject({ orderStatus: 'Confirmed', orderNumber: '1003' });
  });

  it('a request that keeps losing races answers 409 CONFLICT with Retry-After once its budget is spent', async () => {
    const checkout = startCheckout(world);
    const checkouts = fakeCheckoutRepository(world);
    let reservations = 0;
    const completion = createCheckoutCompletion({
      orders: fakeOrderReads(world),
      checkouts: {
        ...checkouts,
        reserve: async () => {
          reservations++;
          return { ok: false, reason: 'conflict' };
        },
      },
      payments: () => testPaymentProvider(),
      discounts: noDiscountCodes,
      clock,
      retryBudgetMs: 0,
    });
    const error = await completion
      .complete(
        { storeId: STORE, mode: 'test', customerId: CUSTOMER, checkoutId: checkout.checkoutId },
        input(),
        randomUUID(),
      )
      .catch((e: unknown) => e as ApiError);
    expect(error).toMatchObject({ errorCode: 'CONFLICT', headers: { 'retry-after': '1' } });
    expect(reservations).toBe(1);
  });
});
