import { createHash } from 'node:crypto';
import {
  InvalidPaymentTokenError,
  memoryChargeLedger,
  PaymentDeclinedError,
  type ChargeLedger,
  type ChargeResult,
  type PaymentMethodDetails,
  type PaymentProvider,
} from './ports.ts';

/**
 * Test mode (docs/decisions.md §5.1): no money moves. Tokens follow Stripe's test tokens, so storefront
 * code written against Stripe test mode works unchanged.
 */
const CARD = (brand: string, label: string, last4: string): PaymentMethodDetails => ({
  method: 'card',
  display: `${label} ending in ${last4}`,
  last4,
  brand,
});

export const TEST_CARD_TOKENS: Readonly<Record<string, PaymentMethodDetails>> = {
  tok_visa: CARD('visa', 'Visa', '4242'),
  tok_mastercard: CARD('mastercard', 'Mastercard', '4444'),
  tok_amex: CARD('amex', 'American Express', '8431'),
};

/** Tokens that are valid but always declined, with the decline code a provider would report. */
export const TEST_DECLINE_TOKENS: Readonly<Record<string, string>> = {
  tok_chargeDeclined: 'generic_decline',
  tok_chargeDeclinedInsufficientFunds: 'insufficient_funds',
};

/** Same idempotency key -> same id, as a real provider answers a retried request with the first result. */
const stableId = (prefix: string, key: string): string =>
  `${prefix}_test_${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * Its charges go to `ledger` before it answers, so checkout recovery can ask, after the process
 * that charged died, whether a charge happened (deployed and locally: the table's ledger,
 * dynamo-charge-ledger.ts; the in-memory default is for unit tests).
 */
const unknownTokenMessage = () =>
  `Unknown test payment token; use one of ${[...Object.keys(TEST_CARD_TOKENS), ...Object.keys(TEST_DECLINE_TOKENS)].join(', ')}`;

export const testPaymentProvider = (ledger: ChargeLedger = memoryChargeLedger()): PaymentProvider => ({
  name: 'test',
  configured: true,
  checkToken(paymentToken) {
    const known =
      Object.hasOwn(TEST_CARD_TOKENS, paymentToken) || Object.hasOwn(TEST_DECLINE_TOKENS, paymentToken);
    return known ? undefined : unknownTokenMessage();
  },
  async charge(request): Promise<ChargeResult> {
    const declineCode = TEST_DECLINE_TOKENS[request.paymentToken];
    if (declineCode) throw new PaymentDeclinedError('Your card was declined', declineCode);
    const paymentMethod = TEST_CARD_TOKENS[request.paymentToken];
    if (!paymentMethod) {
      throw new InvalidPaymentTokenError(unknownTokenMessage());
    }
    return ledger.record(
      request.idempotencyKey,
      { chargeId: stableId('ch', request.idempotencyKey), paymentMethod },
      { amountMinor: request.amountMinor, currency: request.currency },
    );
  },
  findCharge: (idempotencyKey) => ledger.find(idempotencyKey),
  async refund(request) {
    return { providerRefundId: stableId('re', request.idempotencyKey), completion: 'now' };
  },
});
