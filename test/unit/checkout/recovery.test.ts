import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCheckoutCompletion } from '../../../shared/checkout/complete.ts';
import type { CheckoutRepository } from '../../../shared/checkout/ports.ts';
import { createCheckoutRecovery } from '../../../shared/checkout/recovery.ts';
import { ApiError } from '../../../shared/errors.ts';
import type { ChargeRequest, PaymentProvider } from '../../../shared/payments/ports.ts';
import { testPaymentProvider } from '../../../shared/payments/test-provider.ts';
import {
  fakeCheckoutRepository,
  fakeCompletionIndex,
  fakeOrderReads,
  newWorld,
  type CheckoutWorld,
  noDiscountCodes,
} from './fakes.ts';
import { CUSTOMER, input, NOW, startCheckout, STORE, variant } from './fixtures.ts';

/**
 * Checkout recovery on in-memory ports: a completion interrupted after reserving (the process
 * died while charging or while confirming) is settled once its lease ended: confirmed if the
 * provider says it was charged, released if not; never charged by recovery itself.
 */
const LEASE_MS = 30_000;
let world: CheckoutWorld;
let now: Date;
const clock = { now: () => now };
const scope = { storeId: STORE, mode: 'test' as const };

beforeEach(() => {
  world = newWorld();
  world.variants.set('tee', variant('tee', 10));
  now = NOW;
});

/** The test provider (with its ledger) counting the charges made through it. */
const countingProvider = () => {
  const charges: ChargeRequest[] = [];
  const inner = testPaymentProvider();
  const provider: PaymentProvider = {
    ...inner,
    charge: async (request) => {
      charges.push(request);
      return inner.charge(request);
    },
  };
  return { provider, charges };
};

const completionWith = (
  provider: PaymentProvider,
  checkouts: CheckoutRepository = fakeCheckoutRepository(world),
) =>
  createCheckoutCompletion({
    orders: fakeOrderReads(world),
    checkouts,
    payments: () => provider,
    discounts: noDiscountCodes,
    clock,
    leaseMs: LEASE_MS,
  });

const recoveryWith = (provider: PaymentProvider) =>
  createCheckoutRecovery({ index: fakeCompletionIndex(world), completion: completionWith(provider), clock });

/** A completion that dies at `step`: after the charge (confirm never commits) or during the charge (no charge). */
const interrupted = async (provider: PaymentProvider, step: 'confirm' | 'charge') => {
  const checkout = startCheckout(world);
  const orderId = randomUUID();
  const repository = fakeCheckoutRepository(world);
  const dying: CheckoutRepository = {
    ...repository,
    confirm: async () => {
      throw new Error('process killed');
    },
  };
  const dyingProvider: PaymentProvider =
    step === 'charge'
      ? {
          ...provider,
          charge: async () => {
            throw new Error('socket hang up');
          },
        }
      : provider;
  await expect(
    completionWith(dyingProvider, dying).complete(
      { ...scope, customerId: CUSTOMER, checkoutId: checkout.checkoutId },
      input(),
      orderId,
    ),
  ).rejects.toThrow();
  expect(world.orders.get(orderId)).toMatchObject({ orderStatus: 'Pending', payment: { chargeId: null } });
  expect(world.checkouts.get(checkout.checkoutId)!.completionStatus).toBe('Processing');
  return { checkout, orderId };
};

const afterLease = () => {
  now = new Date(NOW.getTime() + LEASE_MS + 1000);
};

describe('checkout recovery', () => {
  it('charged: confirms the order with its charge, completes the checkout, closes the cart, three events', async () => {
    const { provider, charges } = countingProvider();
    const { checkout, orderId } = await interrupted(provider, 'confirm');
    expect(charges).toHaveLength(1);
    // Before the lease ends the job leaves it alone.
    expect(await recoveryWith(provider).run()).toMatchObject({ due: 0 });
    afterLease();
    expect(await recoveryWith(provider).run()).toEqual({
      due: 1,
      confirmed: 1,
      released: 0,
      skipped: 0,
      failed: 0,
    });
    const { chargeId } = (await provider.findCharge(orderId))!;
    expect(world.orders.get(orderId)).toMatchObject({
      orderStatus: 'Confirmed',
      payment: { status: 'Captured', chargeId },
      paymentMethod: { last4: '4242' },
    });
    expect(world.checkouts.get(checkout.checkoutId)!.completionStatus).toBe('Completed');
    expect(world.cart).toBeUndefined();
    expect(world.variants.get('tee')!.inventoryQuantity).toBe(8);
    // The stock taken at reserve, announced in its transaction; the order's events at confirm.
    expect(world.events.map((e) => e.type)).toEqual([
      'product.inventory_updated',
      'order.created',
      'order.status_updated',
      'order.confirmed',
    ]);
    expect(charges).toHaveLength(1); // recovery never charges
    // Nothing left for the next run.
    expect(await recoveryWith(provider).run()).toMatchObject({ due: 0 });
  });

  it('not charged: releases it (no order, stock back, checkout open again), no order events, no charge', async () => {
    const { provider, charges } = countingProvider();
    const { checkout, orderId } = await interrupted(provider, 'charge');
    afterLease();
    expect(await recoveryWith(provider).run()).toMatchObject({ due: 1, confirmed: 0, released: 1 });
    expect([world.orders.has(orderId), world.releasedAttempts.has(orderId)]).toEqual([false, true]);
    expect(world.variants.get('tee')!.inventoryQuantity).toBe(10);
    expect(world.checkouts.get(checkout.checkoutId)!.completionStatus).toBeUndefined();
    expect(
      world.events.map((e) => [e.type, e.data.reason, e.data.previousQuantity, e.data.newQuantity]),
    ).toEqual([
      ['product.inventory_updated', 'order', 10, 8],
      ['product.inventory_updated', 'cancellation', 8, 10],
    ]);
    expect(charges).toEqual([]);
    // The customer can still pay the (reopened) checkout.
    const order = await completionWith(provider).complete(
      { ...scope, customerId: CUSTOMER, checkoutId: checkout.checkoutId },
      input(),
      randomUUID(),
    );
    expect(order.orderStatus).toBe('Confirmed');
  });

  it('lost race: two overlapping runs settle a completion once', async () => {
    const { provider } = countingProvider();
    const { orderId } = await interrupted(provider, 'confirm');
    afterLease();
    const [a, b] = await Promise.all([recoveryWith(provider).run(), recoveryWith(provider).run()]);
    expect(a.confirmed + b.confirmed).toBe(1);
    expect(a.skipped + b.skipped).toBe(1);
    expect(world.orders.get(orderId)!.orderStatus).toBe('Confirmed');
    expect(world.events.filter((e) => e.type === 'order.created')).toHaveLength(1);
  });

  it('lease live: recover leaves a running attempt alone', async () => {
    const { provider } = countingProvider();
    const { checkout } = await interrupted(provider, 'confirm');
    const seen = world.checkouts.get(checkout.checkoutId)!;
    expect(await completionWith(provider).recover(scope, structuredClone(seen))).toBe('lease-live');
    expect(world.checkouts.get(checkout.checkoutId)!.completionStatus).toBe('Processing');
  });

  it('superseded: a new checkout of the cart settles an unpaid interrupted one, whose retry then answers 409', async () => {
    const { provider, charges } = countingProvider();
    const { checkout, orderId } = await interrupted(provider, 'charge');
    // Within the lease a new checkout must wait.
    expect(await completionWith(provider).settle(scope, checkout.checkoutId, CUSTOMER)).toBe('lease-live');
    afterLease();
    expect(await completionWith(provider).settle(scope, checkout.checkoutId, CUSTOMER)).toBe('released');
    expect(world.checkouts.get(checkout.checkoutId)!.completionStatus).toBe('Superseded');
    expect([world.orders.has(orderId), world.releasedAttempts.has(orderId)]).toEqual([false, true]);
    expect(world.variants.get('tee')!.inventoryQuantity).toBe(10);
    // The old request retried (same Idempotency-Key, same order id): refused, nothing charged.
    const error = await completionWith(provider)
      .complete({ ...scope, customerId: CUSTOMER, checkoutId: checkout.checkoutId }, input(), orderId)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errorCode: 'CONFLICT' });
    expect((error as ApiError).message).toMatch(/replaced by a newer checkout/);
    expect(charges).toEqual([]);
    // Superseded is final: the recovery job never touches it again.
    expect(await recoveryWith(provider).run()).toMatchObject({ due: 0 });
  });

  it('a process that cannot ask the store provider leaves an interrupted completion to the recovery job', async () => {
    const { provider, charges } = countingProvider();
    const { checkout, orderId } = await interrupted(provider, 'charge');
    afterLease();
    const asked: unknown[] = [];
    // The carts function: no Stripe client, so a Stripe store's completion is not settled there.
    const withoutProvider = createCheckoutCompletion({
      orders: fakeOrderReads(world),
      checkouts: fakeCheckoutRepository(world),
      discounts: noDiscountCodes,
      payments: () => {
        throw new Error('the provider must not be asked');
      },
      clock,
      leaseMs: LEASE_MS,
      settlesInterrupted: async (asking) => {
        asked.push(asking);
        return false;
      },
    });
    expect(await withoutProvider.settle(scope, checkout.checkoutId, CUSTOMER)).toBe('lease-live');
    expect(asked).toEqual([scope]);
    expect(world.checkouts.get(checkout.checkoutId)!.completionStatus).toBe('Processing');
    expect(world.orders.get(orderId)!.orderStatus).toBe('Pending');
    // The recovery job settles it; after that the cart's next checkout goes ahead there too.
    expect(await recoveryWith(provider).run()).toMatchObject({ released: 1 });
    expect(await withoutProvider.settle(scope, checkout.checkoutId, CUSTOMER)).toBe('not-in-flight');
    expect(charges).toEqual([]);
  });

  it('superseded after a charge: the interrupted payment is confirmed instead (the cart is paid once)', async () => {
    const { provider, charges } = countingProvider();
    const { checkout, orderId } = await interrupted(provider, 'confirm');
    afterLease();
    expect(await completionWith(provider).settle(scope, checkout.checkoutId, CUSTOMER)).toBe('confirmed');
    expect(world.orders.get(orderId)!.orderStatus).toBe('Confirmed');
    expect(world.cart).toBeUndefined();
    expect(charges).toHaveLength(1);
  });
});
