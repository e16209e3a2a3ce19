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
}

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
  findCharge(idempotencyKey: string): Promise<ChargeResult | undefined>;
}

/**
 * The charges a provider made, by idempotency key: durable, so the answer survives the process
 * that charged. The first result recorded for a key wins (a second record returns it).
 */
export interface ChargeLedger {
  record(idempotencyKey: string, result: ChargeResult): Promise<ChargeResult>;
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
  constructor(
    message: string,
    readonly declineCode: string,
  ) {
    super(message);
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

/** The provider cannot be used (not configured): nothing was attempted. */
export class PaymentProviderUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentProviderUnavailableError';
  }
}
