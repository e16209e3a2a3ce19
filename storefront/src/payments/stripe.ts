/**
 * Card payments through Stripe's Payment Element (docs/decisions.md §13.4), written against the
 * few Stripe.js calls it uses, so a stand-in object tests it (Stripe.js itself loads only from
 * https://js.stripe.com, never offline). No DOM or SDK import: the payment page passes the
 * mount target and the SDK's completion.
 *
 * 1. `elements.submit()` validates the shopper's card form;
 * 2. `createPaymentMethod({ elements })` gives the `pm_…` id the API takes as `paymentToken`;
 * 3. the completion runs; on 402 PAYMENT_ACTION_REQUIRED the SDK calls `onActionRequired`, which
 *    runs `handleNextAction` (the bank's 3-D Secure challenge) and the SDK completes again with the
 *    same Idempotency-Key.
 */
export interface StripeError {
  message?: string;
}

export interface StripePaymentElementLike {
  mount(target: unknown): void;
  destroy(): void;
}

export interface StripeElementsLike {
  create(type: 'payment', options?: Record<string, unknown>): StripePaymentElementLike;
  submit(): Promise<{ error?: StripeError }>;
}

export interface StripeLike {
  elements(options: {
    mode: 'payment';
    amount: number;
    currency: string;
    paymentMethodCreation: 'manual';
    appearance?: Record<string, unknown>;
  }): StripeElementsLike;
  createPaymentMethod(options: {
    elements: StripeElementsLike;
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>;
  handleNextAction(options: { clientSecret: string }): Promise<{ error?: StripeError }>;
}

/** A failure Stripe.js reported in the browser (the card form, the bank's challenge): shown as it says. */
export class StripeClientError extends Error {
  override readonly name = 'StripeClientError';
}

/** Currencies whose amounts have no minor unit (Stripe's list of zero-decimal currencies, the usual ones). */
const ZERO_DECIMAL = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'UGX', 'XAF', 'XOF']);

/** An amount in the currency's minor unit, as Stripe's Elements take it. */
export const minorUnits = (amount: number, currency: string): number =>
  Math.round(amount * (ZERO_DECIMAL.has(currency.toUpperCase()) ? 1 : 100));

export const mountPaymentElement = (
  stripe: StripeLike,
  target: unknown,
  order: { amount: number; currency: string },
): { elements: StripeElementsLike; element: StripePaymentElementLike } => {
  const elements = stripe.elements({
    mode: 'payment',
    amount: minorUnits(order.amount, order.currency),
    currency: order.currency.toLowerCase(),
    paymentMethodCreation: 'manual',
  });
  const element = elements.create('payment');
  element.mount(target);
  return { elements, element };
};

export type Completion<Order> = (
  paymentToken: string,
  onActionRequired: (clientSecret: string) => Promise<void>,
) => Promise<Order>;

export const payWithStripe = async <Order>(
  stripe: StripeLike,
  elements: StripeElementsLike,
  complete: Completion<Order>,
): Promise<Order> => {
  const submitted = await elements.submit();
  if (submitted.error) throw new StripeClientError(submitted.error.message ?? 'Check your card details.');
  const created = await stripe.createPaymentMethod({ elements });
  if (created.error || !created.paymentMethod)
    throw new StripeClientError(created.error?.message ?? 'Your card could not be used.');
  return complete(created.paymentMethod.id, async (clientSecret) => {
    const { error } = await stripe.handleNextAction({ clientSecret });
    if (error) throw new StripeClientError(error.message ?? 'The payment was not confirmed with your bank.');
  });
};

/** Loads Stripe.js from Stripe (the only script host the storefront's CSP allows besides its own). */
export const loadStripe = (publishableKey: string): Promise<StripeLike> => {
  const global = globalThis as unknown as { Stripe?: (key: string) => StripeLike; document?: unknown };
  if (global.Stripe) return Promise.resolve(global.Stripe(publishableKey));
  return new Promise((resolve, reject) => {
    const doc = global.document as {
      createElement(tag: 'script'): { src: string; onload: () => void; onerror: () => void };
      head: { append(node: unknown): void };
    };
    const script = doc.createElement('script');
    script.src = 'https://js.stripe.com/v3/';
    script.onload = () =>
      global.Stripe ? resolve(global.Stripe(publishableKey)) : reject(new Error('Stripe.js did not load'));
    script.onerror = () =>
      reject(new StripeClientError('The card form could not load. Check your connection.'));
    doc.head.append(script);
  });
};
