import { PaymentProviderUnavailableError, type PaymentProvider } from './ports.ts';

/**
 * The adapter boundary for a real payment provider in live mode. No provider is wired yet:
 * this adapter refuses every call with a clear message instead of pretending to charge.
 * To go live, implement `PaymentProvider` for the provider (charge with its idempotency key =
 * our `idempotencyKey`, map its decline to PaymentDeclinedError and an unknown token to
 * InvalidPaymentTokenError, refund by charge id, look a charge up by idempotency key for checkout recovery) and return it from `paymentProviderFor('live')`
 * (docs/orders.md).
 */
export const UNCONFIGURED_MESSAGE =
  'Live payments are not configured for this service: no live payment provider is connected';

export const unconfiguredLivePaymentProvider = (): PaymentProvider => ({
  name: 'live-unconfigured',
  configured: false,
  async charge() {
    throw new PaymentProviderUnavailableError(UNCONFIGURED_MESSAGE);
  },
  async refund() {
    throw new PaymentProviderUnavailableError(UNCONFIGURED_MESSAGE);
  },
  async findCharge() {
    throw new PaymentProviderUnavailableError(UNCONFIGURED_MESSAGE);
  },
});
