import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCheckoutCompletion } from '../../../shared/checkout/complete.ts';
import { createCheckoutRecovery } from '../../../shared/checkout/recovery.ts';
import { ApiError } from '../../../shared/errors.ts';
import {
  PaymentActionRequiredError,
  PaymentOutcomeUnknownError,
  type PaymentProvider,
  type PaymentState,
} from '../../../shared/payments/ports.ts';
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
 * 3-D Secure on in-memory ports: a provider that holds `pm_3ds` charges for the customer's
 * action; the order stays Pending with its stock for the hold, any later completion call reads
 * the payment, Stripe's webhook settles it, and the recovery job releases it when the hold ends.
 */
const HOLD_MS = 30 * 60 * 1000;
let world: CheckoutWorld;
let now: Date;
const clock = { now: () => now };
const payments = new Map<string, PaymentState>();
const cancelled: string[] = [];
const refunds: string[] = [];
let unknownOutcome = false;

const provider: PaymentProvider = {
  name: 'stripe',
  configured: true,
  async charge(request) {
    if (unknownOutcome) throw new PaymentOutcomeUnknownError('timeout');
    const id = `pi_${request.idempotencyKey}`;
    if (request.paymentToken === 'pm_3ds') {
      payments.set(id, { status: 'action-required', paymentIntentId: id, clientSecret: `${id}_secret` });
      throw new PaymentActionRequiredError(id, `${id}_secret`);
    }
    const charge = {
      chargeId: id,
      paymentMethod: { method: 'card', display: 'Visa', last4: '4242', brand: 'visa' },
    };
    payments.set(id, { status: 'paid', charge });
    return charge;
  },
  async findCharge(_key, reference) {
    const state = reference ? payments.get(reference) : undefined;
    return state?.status === 'paid' ? state.charge : undefined;
  },
  paymentState: async (reference) => payments.get(reference) ?? { status: 'none' },
  async cancelPayment(reference) {
    cancelled.push(reference);
    payments.set(reference, { status: 'none' });
  },
  async refund(request) {
    refunds.push(request.idempotencyKey);
    return { providerRefundId: 're_1', completion: 'webhook' };
  },
};

const completion = () =>
  createCheckoutCompletion({
    orders: fakeOrderReads(world),
    checkouts: fakeCheckoutRepository(world),
    payments: () => provider,
    discounts: noDiscountCodes,
    clock,
    holdMs: HOLD_MS,
  });
const complete = (checkoutId: string, token: string, orderId = randomUUID()) =>
  completion().complete(
    { storeId: STORE, mode: 'live', customerId: CUSTOMER, checkoutId },
    input(token),
    orderId,
  );
const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};
const paid = (id: string): PaymentState => ({
  status: 'paid',
  charge: {
    chargeId: id,
    paymentMethod: { method: 'card', display: 'Visa ending in 3184', last4: '3184', brand: 'visa' },
  },
});

beforeEach(() => {
  world = newWorld();
  world.variants.set('tee', variant('tee', 10));
  now = NOW;
  unknownOutcome = false;
  payments.clear();
  cancelled.length = 0;
  refunds.length = 0;
});

describe('3-D Secure hold', () => {
  it('answers 402 with the client secret and holds the order and its stock until the hold ends', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    const error = await rejection(complete(checkout.checkoutId, 'pm_3ds', orderId));
    expect(error.errorCode).toBe('PAYMENT_ACTION_REQUIRED');
    expect(error.status).toBe(402);
    expect(error.data).toEqual({
      orderId,
      paymentIntentId: `pi_${orderId}`,
      clientSecret: `pi_${orderId}_secret`,
    });
    expect(world.orders.get(orderId)).toMatchObject({
      orderStatus: 'Pending',
      payment: { provider: 'stripe', chargeId: `pi_${orderId}`, status: 'ActionRequired' },
    });
    expect(world.variants.get('tee')!.inventoryQuantity).toBe(8);
    expect(world.checkouts.get(checkout.checkoutId)).toMatchObject({
      completionStatus: 'Processing',
      completionLeaseUntil: NOW.getTime() + HOLD_MS,
      completionAwaitingAction: true,
    });
  });

  it('a later completion (any Idempotency-Key) reads the payment: waiting -> 402 again, paid -> Confirmed once', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    await rejection(complete(checkout.checkoutId, 'pm_3ds', orderId));
    now = new Date(NOW.getTime() + 60_000);
    expect((await rejection(complete(checkout.checkoutId, 'pm_3ds'))).errorCode).toBe(
      'PAYMENT_ACTION_REQUIRED',
    );
    payments.set(`pi_${orderId}`, paid(`pi_${orderId}`));
    const order = await complete(checkout.checkoutId, 'pm_3ds');
    expect(order).toMatchObject({ orderId, orderStatus: 'Confirmed', payment: { status: 'Captured' } });
    expect(order.paymentMethod.last4).toBe('3184');
    // The stock taken at reserve, announced in its transaction; the order's events at confirm.
    expect(world.events.map((e) => e.type)).toEqual([
      'product.inventory_updated',
      'order.created',
      'order.status_updated',
      'order.confirmed',
    ]);
    expect(world.variants.get('tee')!.inventoryQuantity).toBe(8);
  });

  it('a failed authentication releases the order (402 declined) and the customer may pay with another card', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    await rejection(complete(checkout.checkoutId, 'pm_3ds', orderId));
    payments.set(`pi_${orderId}`, {
      status: 'failed',
      declineCode: 'authentication_required',
      message: 'Declined',
    });
    const declined = await rejection(complete(checkout.checkoutId, 'pm_3ds'));
    expect([declined.errorCode, declined.details?.[0]?.message]).toEqual([
      'PAYMENT_DECLINED',
      'authentication_required',
    ]);
    expect([world.orders.has(orderId), world.releasedAttempts.has(orderId)]).toEqual([false, true]);
    expect(world.variants.get('tee')!.inventoryQuantity).toBe(10);
    expect(await complete(checkout.checkoutId, 'pm_visa')).toMatchObject({ orderStatus: 'Confirmed' });
  });

  it('Stripe’s payment_intent webhook settles a held order without the customer', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    await rejection(complete(checkout.checkoutId, 'pm_3ds', orderId));
    const scope = { storeId: STORE, mode: 'live' as const };
    expect(await completion().settleHeld(scope, orderId)).toBe('unchanged');
    payments.set(`pi_${orderId}`, paid(`pi_${orderId}`));
    expect(await completion().settleHeld(scope, orderId)).toBe('confirmed');
    expect(world.orders.get(orderId)!.orderStatus).toBe('Confirmed');
    expect(await completion().settleHeld(scope, orderId)).toBe('unchanged');
  });

  it('a held order the store cancelled: the job stops its payment, and one paid anyway is refunded', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    await rejection(complete(checkout.checkoutId, 'pm_3ds', orderId));
    world.orders.get(orderId)!.orderStatus = 'Cancelled';
    const recovery = createCheckoutRecovery({
      index: fakeCompletionIndex(world),
      completion: completion(),
      clock,
    });
    now = new Date(NOW.getTime() + HOLD_MS + 1000);
    await recovery.run();
    expect(cancelled).toEqual([`pi_${orderId}`]);
    payments.set(`pi_${orderId}`, paid(`pi_${orderId}`));
    expect(await completion().settleHeld({ storeId: STORE, mode: 'live' }, orderId)).toBe('voided');
    expect(refunds).toEqual([`void-${orderId}`]);
  });

  it('the recovery job leaves a live hold alone and releases an ended one: PaymentIntent cancelled, stock back', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    await rejection(complete(checkout.checkoutId, 'pm_3ds', orderId));
    const recovery = createCheckoutRecovery({
      index: fakeCompletionIndex(world),
      completion: completion(),
      clock,
    });
    now = new Date(NOW.getTime() + HOLD_MS - 1000);
    expect((await recovery.run()).due).toBe(0);
    now = new Date(NOW.getTime() + HOLD_MS + 1000);
    expect(await recovery.run()).toMatchObject({ due: 1, released: 1 });
    expect(cancelled).toEqual([`pi_${orderId}`]);
    expect([world.orders.has(orderId), world.releasedAttempts.has(orderId)]).toEqual([false, true]);
    expect(world.variants.get('tee')!.inventoryQuantity).toBe(10);
  });

  it('an unknown outcome answers 503 PAYMENT_PROVIDER_UNAVAILABLE and confirms nothing; the same key resumes', async () => {
    const checkout = startCheckout(world);
    const orderId = randomUUID();
    unknownOutcome = true;
    const error = await rejection(complete(checkout.checkoutId, 'pm_visa', orderId));
    expect([error.status, error.errorCode]).toEqual([503, 'PAYMENT_PROVIDER_UNAVAILABLE']);
    expect(world.orders.get(orderId)!.orderStatus).toBe('Pending');
    unknownOutcome = false;
    expect(await complete(checkout.checkoutId, 'pm_visa', orderId)).toMatchObject({
      orderId,
      orderStatus: 'Confirmed',
    });
  });
});
