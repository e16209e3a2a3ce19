import { describe, expect, it } from 'vitest';
import { unconfiguredLivePaymentProvider } from '../../../shared/payments/live-provider.ts';
import {
  InvalidPaymentTokenError,
  PaymentDeclinedError,
  PaymentProviderUnavailableError,
} from '../../../shared/payments/ports.ts';
import { defaultPaymentProviders } from '../../../shared/payments/providers.ts';
import { testPaymentProvider } from '../../../shared/payments/test-provider.ts';

const charge = (paymentToken: string, idempotencyKey = 'order-1') =>
  testPaymentProvider().charge({ amountMinor: 1999, currency: 'USD', paymentToken, idempotencyKey });

describe('test payment provider', () => {
  it('tok_visa succeeds as a Visa ending in 4242', async () => {
    const result = await charge('tok_visa');
    expect(result.paymentMethod).toEqual({
      method: 'card',
      display: 'Visa ending in 4242',
      last4: '4242',
      brand: 'visa',
    });
    expect(result.chargeId).toMatch(/^ch_test_[0-9a-f]{24}$/);
  });

  it('answers a repeated idempotency key with the same charge, another key with another', async () => {
    expect((await charge('tok_visa', 'a')).chargeId).toBe((await charge('tok_visa', 'a')).chargeId);
    expect((await charge('tok_visa', 'a')).chargeId).not.toBe((await charge('tok_visa', 'b')).chargeId);
  });

  it('knows the other test cards', async () => {
    expect((await charge('tok_mastercard')).paymentMethod).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
    });
    expect((await charge('tok_amex')).paymentMethod).toMatchObject({ brand: 'amex', last4: '8431' });
  });

  it('tok_chargeDeclined is declined', async () => {
    await expect(charge('tok_chargeDeclined')).rejects.toBeInstanceOf(PaymentDeclinedError);
    await expect(charge('tok_chargeDeclined')).rejects.toMatchObject({ declineCode: 'generic_decline' });
  });

  it.each(['tok_unknown', 'tok_VISA', '4242424242424242', ''])('refuses token %j', async (token) => {
    await expect(charge(token)).rejects.toBeInstanceOf(InvalidPaymentTokenError);
  });

  it('refunds with a stable id per idempotency key', async () => {
    const provider = testPaymentProvider();
    const first = await provider.refund({
      chargeId: 'ch_x',
      amountMinor: 100,
      currency: 'USD',
      idempotencyKey: 'r1',
    });
    const again = await provider.refund({
      chargeId: null,
      amountMinor: 100,
      currency: 'USD',
      idempotencyKey: 'r1',
    });
    expect(first.providerRefundId).toMatch(/^re_test_/);
    expect(again).toEqual(first);
  });
});

describe('live payment adapter boundary', () => {
  it('refuses clearly until a provider is configured', async () => {
    const live = unconfiguredLivePaymentProvider();
    expect(live.configured).toBe(false);
    await expect(
      live.charge({ amountMinor: 1, currency: 'USD', paymentToken: 'tok_visa', idempotencyKey: 'x' }),
    ).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    await expect(
      live.refund({ chargeId: 'c', amountMinor: 1, currency: 'USD', idempotencyKey: 'x' }),
    ).rejects.toThrow(/not configured/);
  });

  it('without a Stripe connection, test keys use the test provider and live keys the unconfigured adapter', async () => {
    const providers = defaultPaymentProviders();
    const test = await providers({ storeId: 's', mode: 'test' });
    expect(test.name).toBe('test');
    expect(test.configured).toBe(true);
    expect((await providers({ storeId: 's', mode: 'live' })).configured).toBe(false);
  });
});
