import type { AuditEntry } from '../audit/ports.ts';
import type { Mode } from '../db/keys.ts';
import type { Sealed } from './envelope.ts';

/**
 * The payments port: the only way the domain charges or refunds money. A provider is chosen
 * per key mode (providers.ts): test mode uses the built-in test provider, live mode the live
 * adapter. Amounts are integer minor units of `currency`.
 */
export interface PaymentMethodDetails {
  /** e.g. `card`. */
  method: string;
  /** Human-readable, e.g. `Visa ending in 4242`. */
  display: string;
  /** Null when unknown (an order recorded through POST /orders without card details). */
  last4: string | null;
  brand: string | null;
}

export interface ChargeRequest {
  amountMinor: number;
  currency: string;
  /** The storefront's tokenised payment method (never card data). */
  paymentToken: string;
  /**
   * Provider-side idempotency: the same key never charges twice and answers with the first
   * result. We pass the order id, so a resumed completion cannot double-charge.
   */
  idempotencyKey: string;
  description?: string;
  /** Shown beside the payment at the provider (Stripe metadata): storeId, orderId, orderNumber, checkoutId. */
  metadata?: Record<string, string>;
}

export interface ChargeResult {
  chargeId: string;
  paymentMethod: PaymentMethodDetails;
}

export interface RefundRequest {
  /** The charge to refund; null for orders paid outside this service (created through POST /orders). */
  chargeId: string | null;
  amountMinor: number;
  currency: string;
  /** Our refund id: a retried job never refunds twice. */
  idempotencyKey: string;
}

export interface RefundResult {
  providerRefundId: string;
  /**
   * `now`: the refund is done (test provider). `webhook`: the provider accepted it and reports
   * the outcome later (Stripe's webhook completes or fails it).
   */
  completion: 'now' | 'webhook';
}

/**
 * A payment as the provider sees it now (a charge that waited for the customer's action, read
 * again). `paid`: the money is taken. `action-required`: still waiting (3-D Secure).
 * `failed`: the customer's bank refused it. `none`: no such payment, or it was cancelled.
 */
export type PaymentState =
  | { status: 'paid'; charge: ChargeResult }
  | { status: 'action-required'; paymentIntentId: string; clientSecret: string }
  | { status: 'failed'; declineCode: string; message: string }
  | { status: 'none' };

export interface PaymentProvider {
  readonly name: string;
  /** False when the adapter cannot take payments yet (live adapter without credentials). */
  readonly configured: boolean;
  /**
   * Checks a token's form without charging or calling out: a message when the provider could
   * never accept it (malformed, unknown test token), else undefined. Checkout completion asks
   * before it reserves stock or takes an order number, so a typo costs nothing.
   */
  checkToken?(paymentToken: string): string | undefined;
  /** Resolves with the charge, or throws PaymentDeclinedError / InvalidPaymentTokenError / another error. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Did a charge with this idempotency key happen (at the provider, whatever became of the
   * process that asked)? Its result if so, undefined if not. Checkout recovery asks this before
   * confirming or releasing an interrupted completion; it never charges. Throws
   * PaymentProviderUnavailableError when the provider cannot be asked.
   */
  findCharge(idempotencyKey: string, reference?: string): Promise<ChargeResult | undefined>;
  /**
   * Providers whose charges may wait for the customer (3-D Secure): the state of the payment
   * `reference` (the provider's id, e.g. a PaymentIntent) now. Never charges.
   */
  paymentState?(reference: string): Promise<PaymentState>;
  /**
   * Cancels a payment that still waits for the customer, so it can no longer be completed once
   * its order has been released. Throws if it was paid meanwhile.
   */
  cancelPayment?(reference: string): Promise<void>;
}

/**
 * The charges a provider made, by idempotency key: durable, so the answer survives the process
 * that charged. The first result recorded for a key wins (a second record returns it).
 */
export interface ChargeLedger {
  /** `amount`: what was charged, kept beside the result so a test can read what a shopper paid. */
  record(
    idempotencyKey: string,
    result: ChargeResult,
    amount?: { amountMinor: number; currency: string },
  ): Promise<ChargeResult>;
  find(idempotencyKey: string): Promise<ChargeResult | undefined>;
}

/** An in-memory ledger (one process): unit tests and the default of the test provider. */
export const memoryChargeLedger = (): ChargeLedger => {
  const charges = new Map<string, ChargeResult>();
  return {
    async record(key, result) {
      if (!charges.has(key)) charges.set(key, structuredClone(result));
      return structuredClone(charges.get(key)!);
    },
    async find(key) {
      const found = charges.get(key);
      return found ? structuredClone(found) : undefined;
    },
  };
};

/** The card was declined: nothing was charged (402 PAYMENT_DECLINED). */
export class PaymentDeclinedError extends Error {
  readonly declineCode: string;
  constructor(message: string, declineCode: string) {
    super(message);
    this.declineCode = declineCode;
    this.name = 'PaymentDeclinedError';
  }
}

/** The token is not one the provider knows: a client error, nothing was charged (400). */
export class InvalidPaymentTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidPaymentTokenError';
  }
}

/**
 * The provider wants the customer to act (3-D Secure): nothing is taken yet. The storefront
 * hands `clientSecret` to Stripe.js and completes the checkout again (402 PAYMENT_ACTION_REQUIRED).
 */
export class PaymentActionRequiredError extends Error {
  readonly paymentIntentId: string;
  readonly clientSecret: string;
  constructor(paymentIntentId: string, clientSecret: string) {
    super('The payment needs the customer to authenticate it (3-D Secure)');
    this.paymentIntentId = paymentIntentId;
    this.clientSecret = clientSecret;
    this.name = 'PaymentActionRequiredError';
  }
}

/**
 * The provider did not answer (timeout, outage, 5xx): whether it charged is unknown. Nothing is
 * confirmed; a retry with the same idempotency key gets the provider's first result, never a
 * second charge (503 PAYMENT_PROVIDER_UNAVAILABLE).
 */
export class PaymentOutcomeUnknownError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentOutcomeUnknownError';
  }
}

/** The provider cannot be used (not configured): nothing was attempted. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderUnavailableError';
  }
}

/** A store's Stripe connection in one mode, its secrets sealed (envelope.ts); connections.ts manages it. */
export interface StripeConnectionRecord {
  storeId: string;
  mode: Mode;
  accountId: string;
  last4: string;
  connectedAt: string;
  connectedBy: string;
  secretKey: Sealed;
  webhookSecret: Sealed;
}

/** Storage of connections; connect and disconnect commit their audit entry in the same transaction. */
export interface StripeConnectionStore {
  get(storeId: string, mode: Mode): Promise<StripeConnectionRecord | undefined>;
  put(record: StripeConnectionRecord, audit: AuditEntry): Promise<void>;
  /** False when there was nothing to remove (no audit entry written then). */
  remove(storeId: string, mode: Mode, audit: AuditEntry): Promise<boolean>;
}

/** The Stripe events already handled (the webhook answers a replay at once). */
export interface StripeEventLog {
  /** Was this event handled already? */
  seen(storeId: string, mode: Mode, eventId: string): Promise<boolean>;
  record(storeId: string, mode: Mode, eventId: string, type: string): Promise<void>;
}

/** A refund as the payments area sees it: whose it is. The orders area owns the record. */
export interface RefundOwner {
  storeId: string;
  mode: Mode;
}

/**
 * How a refund ends when the provider reports it (Stripe's refund events). The orders area
 * implements it (orders/refund-job.ts, createRefundOutcomes); payments only reports.
 */
export interface RefundOutcomes<R extends RefundOwner> {
  complete(refund: R, providerRefundId: string): Promise<string>;
  fail(refund: R, providerRefundId: string, reason: string): Promise<string>;
}
