import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import Stripe from 'stripe';
import {
  InvalidPaymentTokenError,
  PaymentActionRequiredError,
  PaymentDeclinedError,
  PaymentOutcomeUnknownError,
  PaymentProviderUnavailableError,
} from '../../../shared/payments/ports.ts';
import { createStripeClient, stripeKeyMode } from '../../../shared/payments/stripe-client.ts';
import { stripePaymentProvider } from '../../../shared/payments/stripe-provider.ts';
import {
  fakeAccount,
  fakeCardMethod,
  fakeIntent,
  fakeRefund,
  startFakeStripe,
  TEST_PAYMENT_METHODS as PM,
  type FakeStripe,
} from '../../support/fake-stripe.ts';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe({ hangMs: 400 });
});
afterAll(() => fake.close());

const provider = (key = 'sk_live_abc123', timeoutMs = 2000) =>
  stripePaymentProvider(createStripeClient(Stripe, key, { apiUrl: fake.url, timeoutMs }));
const charge = (paymentToken: string, idempotencyKey: string, p = provider()) =>
  p.charge({
    amountMinor: 2599,
    currency: 'USD',
    paymentToken,
    idempotencyKey,
    metadata: { storeId: 's1', orderId: idempotencyKey, orderNumber: '1001', checkoutId: 'c1' },
  });
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e,
  );

describe('the fake Stripe API answers in the shapes of the stripe package', () => {
  it('type-checks its bodies against Stripe.PaymentIntent, Refund, PaymentMethod and Account', () => {
    type Fields<T, K extends keyof T> = Pick<T, K>;
    expectTypeOf(fakeIntent).returns.toExtend<
      Fields<
        Stripe.PaymentIntent,
        | 'id'
        | 'status'
        | 'client_secret'
        | 'metadata'
        | 'next_action'
        | 'last_payment_error'
        | 'payment_method'
      >
    >();
    expectTypeOf(fakeRefund).returns.toExtend<
      Fields<Stripe.Refund, 'id' | 'status' | 'payment_intent' | 'metadata'>
    >();
    expectTypeOf(fakeCardMethod).returns.toExtend<Fields<Stripe.PaymentMethod, 'id' | 'object' | 'type'>>();
    expectTypeOf(fakeAccount).returns.toExtend<Fields<Stripe.Account, 'id' | 'object'>>();
  });
});

describe('Stripe payment provider (official client against the fake API)', () => {
  it('charges with one confirmed PaymentIntent: the order id as idempotency key, metadata, card details', async () => {
    const result = await charge(PM.visa, 'order-visa');
    expect(result.paymentMethod).toMatchObject({
      brand: 'visa',
      last4: '4242',
      display: 'Visa ending in 4242',
    });
    const intent = fake.intents.get(result.chargeId)!;
    expect(intent).toMatchObject({ amount: 2599, currency: 'usd', status: 'succeeded', livemode: true });
    expect(intent.metadata).toEqual({
      storeId: 's1',
      orderId: 'order-visa',
      orderNumber: '1001',
      checkoutId: 'c1',
    });
    expect(fake.idempotencyKeys).toContain('order-visa');
    // A retry with the same key gets Stripe's first answer: the same PaymentIntent, no second charge.
    expect((await charge(PM.visa, 'order-visa')).chargeId).toBe(result.chargeId);
    expect(fake.charges().filter((i) => i.metadata?.orderId === 'order-visa')).toHaveLength(1);
  });

  it('3-D Secure: action required with the client secret; the state read afterwards says paid', async () => {
    const error = await rejection(charge(PM.threeDSecure, 'order-3ds'));
    expect(error).toBeInstanceOf(PaymentActionRequiredError);
    const { paymentIntentId, clientSecret } = error as PaymentActionRequiredError;
    expect(clientSecret).toMatch(new RegExp(`^${paymentIntentId}_secret_`));
    expect(await provider().paymentState!(paymentIntentId)).toMatchObject({ status: 'action-required' });
    expect(await provider().findCharge('order-3ds', paymentIntentId)).toBeUndefined();
    fake.authenticate(paymentIntentId);
    expect(await provider().paymentState!(paymentIntentId)).toMatchObject({
      status: 'paid',
      charge: { chargeId: paymentIntentId },
    });
    // Found by our order id too (search on metadata), as recovery asks after a lost answer.
    expect(await provider().findCharge('order-3ds')).toMatchObject({ chargeId: paymentIntentId });
  });

  it('a failed authentication reads as failed; an abandoned one is cancelled at Stripe', async () => {
    const failed = (await rejection(charge(PM.threeDSecure, 'order-3ds-fail'))) as PaymentActionRequiredError;
    fake.authenticate(failed.paymentIntentId, 'failed');
    expect(await provider().paymentState!(failed.paymentIntentId)).toMatchObject({
      status: 'failed',
      declineCode: 'authentication_required',
    });
    const abandoned = (await rejection(
      charge(PM.threeDSecure, 'order-3ds-gone'),
    )) as PaymentActionRequiredError;
    await provider().cancelPayment!(abandoned.paymentIntentId);
    expect(fake.intents.get(abandoned.paymentIntentId)!.status).toBe('canceled');
    expect(await provider().paymentState!(abandoned.paymentIntentId)).toEqual({ status: 'none' });
  });

  it('maps declines (with the decline code), unknown PaymentMethods and refused keys', async () => {
    const declined = await rejection(charge(PM.insufficientFunds, 'order-declined'));
    expect(declined).toBeInstanceOf(PaymentDeclinedError);
    expect((declined as PaymentDeclinedError).declineCode).toBe('insufficient_funds');
    expect(await rejection(charge('pm_bogus', 'order-bogus'))).toBeInstanceOf(InvalidPaymentTokenError);
    expect(await rejection(charge(PM.visa, 'order-revoked', provider('sk_live_revoked1')))).toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
  });

  it('an outage or a timeout is an unknown outcome; the retry with the same key charges once', async () => {
    fake.failNext('error');
    expect(await rejection(charge(PM.visa, 'order-500'))).toBeInstanceOf(PaymentOutcomeUnknownError);
    await charge(PM.visa, 'order-500');
    fake.failNext('timeout');
    expect(await rejection(charge(PM.visa, 'order-timeout', provider('sk_live_abc123', 150)))).toBeInstanceOf(
      PaymentOutcomeUnknownError,
    );
    await charge(PM.visa, 'order-timeout');
    for (const orderId of ['order-500', 'order-timeout']) {
      expect(fake.charges().filter((i) => i.metadata?.orderId === orderId)).toHaveLength(1);
    }
  });

  it('refunds with our refund id as idempotency key and metadata; Stripe finishes it by webhook', async () => {
    const paid = await charge(PM.visa, 'order-refund');
    const refund = await provider().refund({
      chargeId: paid.chargeId,
      amountMinor: 1000,
      currency: 'USD',
      idempotencyKey: 'refund-1',
    });
    expect(refund.completion).toBe('webhook');
    expect(fake.refunds.get(refund.providerRefundId)).toMatchObject({
      amount: 1000,
      payment_intent: paid.chargeId,
      metadata: { refundId: 'refund-1' },
    });
    expect(fake.idempotencyKeys).toContain('refund-1');
  });

  it('tells a key’s mode from its prefix', () => {
    expect(stripeKeyMode('sk_live_abc')).toBe('live');
    expect(stripeKeyMode('rk_test_abc')).toBe('test');
    expect(stripeKeyMode('pk_live_abc')).toBeUndefined();
    expect(stripeKeyMode('sk_live_')).toBeUndefined();
  });
});
