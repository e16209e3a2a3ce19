import type Stripe from 'stripe';
import {
  InvalidPaymentTokenError,
  PaymentActionRequiredError,
  PaymentDeclinedError,
  PaymentOutcomeUnknownError,
  PaymentProviderUnavailableError,
  type ChargeResult,
  type PaymentMethodDetails,
  type PaymentProvider,
  type PaymentState,
} from './ports.ts';

/**
 * The Stripe adapter of the payments port. A charge is one PaymentIntent per order, created
 * and confirmed at once with the storefront's PaymentMethod (`pm_...` from Stripe.js), the order
 * id as Stripe idempotency key (a retry gets Stripe's first answer, never a second charge) and
 * storeId/orderId/orderNumber/checkoutId as metadata. Refunds carry our refund id as idempotency
 * key and metadata, so Stripe's refund webhooks find their way back (stripe-webhook.ts).
 */
export const STRIPE_PROVIDER_NAME = 'stripe';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

const methodDetails = (method: string | Stripe.PaymentMethod | null): PaymentMethodDetails => {
  const card = typeof method === 'object' && method ? method.card : undefined;
  if (!card) return { method: 'card', display: 'Card', last4: null, brand: null };
  const label = BRANDS[card.brand] ?? card.brand;
  return {
    method: 'card',
    display: `${label} ending in ${card.last4}`,
    last4: card.last4,
    brand: card.brand,
  };
};

const paid = (intent: Stripe.PaymentIntent): ChargeResult => ({
  chargeId: intent.id,
  paymentMethod: methodDetails(intent.payment_method),
});

const stateOf = (intent: Stripe.PaymentIntent): PaymentState => {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'paid', charge: paid(intent) };
    case 'requires_action':
    case 'requires_confirmation':
      return {
        status: 'action-required',
        paymentIntentId: intent.id,
        clientSecret: intent.client_secret ?? '',
      };
    case 'requires_payment_method': {
      const failure = intent.last_payment_error;
      // A PaymentIntent waiting for a method without a failure was never attempted.
      if (!failure) return { status: 'none' };
      return {
        status: 'failed',
        declineCode: failure.decline_code ?? failure.code ?? 'payment_failed',
        message: failure.message ?? 'The payment failed',
      };
    }
    case 'canceled':
      return { status: 'none' };
    default:
      // processing / requires_capture: not ours to confirm yet; the webhook or a retry settles it.
      return {
        status: 'action-required',
        paymentIntentId: intent.id,
        clientSecret: intent.client_secret ?? '',
      };
  }
};

/** Stripe's errors in the port's terms: declined, invalid input, refused key, or unknown outcome. */
export const mapStripeError = (error: unknown, errors: Stripe['errors']): Error => {
  if (!(error instanceof errors.StripeError)) return error as Error;
  if (error instanceof errors.StripeCardError) {
    return new PaymentDeclinedError(
      error.message || 'Your card was declined',
      error.decline_code ?? error.code ?? 'card_declined',
    );
  }
  if (error instanceof errors.StripeInvalidRequestError) {
    return new InvalidPaymentTokenError(error.message || 'Stripe refused the payment method');
  }
  if (error instanceof errors.StripeAuthenticationError || error instanceof errors.StripePermissionError) {
    return new PaymentProviderUnavailableError('Stripe refused the store’s key; reconnect Stripe');
  }
  // Connection, timeout, 5xx, rate limit, idempotency conflict: we cannot know what Stripe did.
  return new PaymentOutcomeUnknownError(`Stripe did not answer: ${error.type}`);
};

export const stripePaymentProvider = (stripe: Stripe): PaymentProvider => {
  // The error classes of the client's own package copy (loaded lazily: stripe-client.ts).
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw mapStripeError(error, stripe.errors);
    }
  };

  const retrieve = (id: string) =>
    call(() => stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));

  const paymentState = async (reference: string): Promise<PaymentState> => {
    try {
      return stateOf(await retrieve(reference));
    } catch (error) {
      if (error instanceof InvalidPaymentTokenError) return { status: 'none' };
      throw error;
    }
  };

  return {
    name: STRIPE_PROVIDER_NAME,
    configured: true,

    async charge(request) {
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: request.amountMinor,
            currency: request.currency.toLowerCase(),
            payment_method: request.paymentToken,
            confirm: true,
            // Confirmed here, on the server: no redirect flow, 3-D Secure runs in Stripe.js.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            ...(request.description ? { description: request.description } : {}),
            ...(request.metadata ? { metadata: request.metadata } : {}),
            expand: ['payment_method'],
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      const state = stateOf(intent);
      if (state.status === 'paid') return state.charge;
      if (state.status === 'action-required') {
        throw new PaymentActionRequiredError(state.paymentIntentId, state.clientSecret);
      }
      if (state.status === 'failed') throw new PaymentDeclinedError(state.message, state.declineCode);
      throw new PaymentOutcomeUnknownError(`Stripe left the payment ${intent.status}`);
    },

    async findCharge(idempotencyKey, reference) {
      if (reference) {
        const state = await paymentState(reference);
        return state.status === 'paid' ? state.charge : undefined;
      }
      // The attempt died before it learnt the PaymentIntent id: find it by our order id.
      const found = await call(() =>
        stripe.paymentIntents.search({ query: `metadata['orderId']:'${idempotencyKey}'`, limit: 10 }),
      );
      const succeeded = found.data.find((intent) => intent.status === 'succeeded');
      return succeeded ? paid(succeeded) : undefined;
    },

    paymentState,

    async cancelPayment(reference) {
      const state = await paymentState(reference);
      if (state.status === 'paid') throw new Error(`PaymentIntent ${reference} was paid meanwhile`);
      if (state.status === 'none') return;
      try {
        await call(() => stripe.paymentIntents.cancel(reference));
      } catch (error) {
        // Already cancelled (or never usable): nothing left to stop.
        if (!(error instanceof InvalidPaymentTokenError)) throw error;
      }
    },

    async refund(request) {
      if (!request.chargeId) {
        throw new PaymentProviderUnavailableError(
          'This order was not paid through Stripe: nothing to refund',
        );
      }
      const refund = await call(() =>
        stripe.refunds.create(
          {
            payment_intent: request.chargeId!,
            amount: request.amountMinor,
            metadata: { refundId: request.idempotencyKey },
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { providerRefundId: refund.id, completion: 'webhook' };
    },
  };
};
