import { describe, expect, it } from 'vitest';
import { createStorefrontClient, StoreCommerceError } from '../../../sdk/src/index.ts';
import {
  minorUnits,
  mountPaymentElement,
  payWithStripe,
  StripeClientError,
  type StripeElementsLike,
  type StripeLike,
} from '../../../storefront/src/payments/stripe.ts';

/**
 * The storefront's Stripe path (docs/decisions.md §13.4) with a stand-in for Stripe.js (which
 * loads only from js.stripe.com) and the real SDK client on a fake API: the Payment Element's
 * PaymentMethod is the payment token; 3-D Secure runs handleNextAction with the client secret and
 * completes again with the same Idempotency-Key; Stripe.js's errors stop the payment.
 */
const STORE = '0b0c8b8e-7f4e-4a43-9d1a-3f3c7f6f2c11';
const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Analytical Way',
  city: 'London',
  country: 'United Kingdom',
  countryIsoCode: 'GB',
  postalCode: 'N1 9GU',
};

const standIn = (script: { submitError?: string; createError?: string; actionError?: string } = {}) => {
  const calls: string[] = [];
  const elements: StripeElementsLike = {
    create: (type) => {
      calls.push(`create ${type}`);
      return {
        mount: (target) => calls.push(`mount ${String(target)}`),
        destroy: () => calls.push('destroy'),
      };
    },
    submit: async () => {
      calls.push('submit');
      return script.submitError ? { error: { message: script.submitError } } : {};
    },
  };
  const stripe: StripeLike = {
    elements: (options) => {
      calls.push(`elements ${options.amount} ${options.currency} ${options.paymentMethodCreation}`);
      return elements;
    },
    createPaymentMethod: async () => {
      calls.push('createPaymentMethod');
      return script.createError
        ? { error: { message: script.createError } }
        : { paymentMethod: { id: 'pm_123' } };
    },
    handleNextAction: async ({ clientSecret }) => {
      calls.push(`handleNextAction ${clientSecret}`);
      return script.actionError ? { error: { message: script.actionError } } : {};
    },
  };
  return { stripe, elements, calls };
};

/** The API: 402 PAYMENT_ACTION_REQUIRED first (3-D Secure), then the order; records each request. */
const fakeApi = (answers: Array<{ status: number; body: unknown }>) => {
  const requests: Array<{ key: string | null; body: unknown }> = [];
  const fetch = async (request: Request) => {
    requests.push({ key: request.headers.get('idempotency-key'), body: await request.json() });
    const answer = answers.shift() ?? {
      status: 500,
      body: { success: false, errorCode: 'INTERNAL_ERROR', message: 'x' },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { requests, fetch };
};

const ACTION_REQUIRED = {
  status: 402,
  body: {
    success: false,
    message: 'Payment requires authentication',
    errorCode: 'PAYMENT_ACTION_REQUIRED',
    data: { orderId: 'o-1', paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret_abc' },
  },
};
const CONFIRMED = {
  status: 201,
  body: { success: true, data: { orderId: 'o-1', orderStatus: 'Confirmed' } },
};

const payThroughSdk = (stripe: StripeLike, elements: StripeElementsLike, api: ReturnType<typeof fakeApi>) => {
  const client = createStorefrontClient({
    baseUrl: 'http://api.test',
    storeId: STORE,
    publishableKey: 'pk_live_1',
    token: 'customer-token',
    fetch: api.fetch,
    retry: false,
  });
  return payWithStripe(stripe, elements, (paymentToken, onActionRequired) =>
    client.completeCheckout(
      'chk-1',
      { paymentToken, shippingAddress: ADDRESS, billingAddress: ADDRESS },
      { idempotencyKey: 'attempt-1', onActionRequired },
    ),
  );
};

describe('the storefront pays with Stripe', () => {
  it('mounts the Payment Element for the amount in minor units, creating the PaymentMethod itself', () => {
    const { stripe, calls } = standIn();
    mountPaymentElement(stripe, '#card', { amount: 40.5, currency: 'GBP' });
    expect(calls).toEqual(['elements 4050 gbp manual', 'create payment', 'mount #card']);
    expect(minorUnits(1200, 'JPY')).toBe(1200);
    expect(minorUnits(19.99, 'USD')).toBe(1999);
  });

  it('sends the PaymentMethod, runs 3-D Secure, and completes again with the same Idempotency-Key', async () => {
    const { stripe, elements, calls } = standIn();
    const api = fakeApi([ACTION_REQUIRED, CONFIRMED]);
    const order = await payThroughSdk(stripe, elements, api);
    expect(order).toEqual({ orderId: 'o-1', orderStatus: 'Confirmed' });
    expect(calls).toEqual(['submit', 'createPaymentMethod', 'handleNextAction pi_1_secret_abc']);
    expect(api.requests.map((request) => request.key)).toEqual(['attempt-1', 'attempt-1']);
    expect(api.requests[0]!.body).toMatchObject({ paymentToken: 'pm_123' });
    expect(api.requests[1]!.body).toEqual(api.requests[0]!.body);
  });

  it('a challenge the shopper fails stops there: Stripe’s words, no second completion', async () => {
    const { stripe, elements } = standIn({
      actionError: 'We are unable to authenticate your payment method.',
    });
    const api = fakeApi([ACTION_REQUIRED, CONFIRMED]);
    await expect(payThroughSdk(stripe, elements, api)).rejects.toEqual(
      new StripeClientError('We are unable to authenticate your payment method.'),
    );
    expect(api.requests).toHaveLength(1);
  });

  it('an invalid card form or PaymentMethod never reaches the API', async () => {
    for (const script of [
      { submitError: 'Your card number is incomplete.' },
      { createError: 'Card refused' },
    ]) {
      const { stripe, elements } = standIn(script);
      const api = fakeApi([CONFIRMED]);
      await expect(payThroughSdk(stripe, elements, api)).rejects.toBeInstanceOf(StripeClientError);
      expect(api.requests).toHaveLength(0);
    }
  });

  it('a decline from the API is the SDK’s error, for the page to word', async () => {
    const { stripe, elements } = standIn();
    const api = fakeApi([
      {
        status: 402,
        body: { success: false, message: 'Your card was declined', errorCode: 'PAYMENT_DECLINED' },
      },
    ]);
    const error = await payThroughSdk(stripe, elements, api).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(StoreCommerceError);
    expect((error as StoreCommerceError).errorCode).toBe('PAYMENT_DECLINED');
  });
});
