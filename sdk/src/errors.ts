/**
 * Every non-2xx answer becomes a StoreCommerceError carrying what the API said (`errorCode`,
 * `message`, `details`) and what support needs (`status`, `requestId`). A 402
 * `PAYMENT_ACTION_REQUIRED` (3-D Secure) is its own class, carrying the client secret the
 * storefront hands to Stripe.js. A 409 `TOTAL_CHANGED` is its own class too, carrying the totals
 * completion would charge instead of the `expectedTotalAmount` it was sent.
 */
export interface ErrorDetail {
  path: string;
  message: string;
}

export class StoreCommerceError extends Error {
  override readonly name: string = 'StoreCommerceError';
  readonly status: number;
  readonly errorCode: string;
  readonly requestId: string | null;
  readonly details: ErrorDetail[] | undefined;
  /** Seconds the API asked to wait (429, 503), when it said. */
  readonly retryAfterSeconds: number | null;
  /** Why a discount code was refused (INVALID_DISCOUNT_CODE: `not_found`, `expired`, `usage_limit_reached`…); null otherwise. */
  readonly reason: string | null;
  /** The parsed body as received. */
  readonly body: unknown;

  constructor(init: {
    status: number;
    errorCode: string;
    message: string;
    requestId: string | null;
    details?: ErrorDetail[];
    retryAfterSeconds?: number | null;
    reason?: string | null;
    body?: unknown;
  }) {
    super(init.message);
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.requestId = init.requestId;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.reason = init.reason ?? null;
    this.body = init.body;
  }
}

/** What a specific error class keeps of the general one it was made from. */
const sameAnswer = (base: StoreCommerceError) => ({
  status: base.status,
  errorCode: base.errorCode,
  message: base.message,
  requestId: base.requestId,
  details: base.details,
  retryAfterSeconds: base.retryAfterSeconds,
  reason: base.reason,
  body: base.body,
});

export class PaymentActionRequiredError extends StoreCommerceError {
  override readonly name = 'PaymentActionRequiredError';
  readonly clientSecret: string;
  readonly orderId: string | null;
  readonly paymentIntentId: string | null;

  constructor(
    base: StoreCommerceError,
    action: { clientSecret: string; orderId: string | null; paymentIntentId: string | null },
  ) {
    super(sameAnswer(base));
    this.clientSecret = action.clientSecret;
    this.orderId = action.orderId;
    this.paymentIntentId = action.paymentIntentId;
  }
}

/** Totals as the API sends them (JSON numbers in the currency). */
export interface ChangedTotals {
  subtotal: number;
  discountTotal: number;
  shippingTotal: number;
  taxTotal: number;
  totalAmount: number;
}

/** Completion would charge another total than the one shown: show `totals`, ask again, complete with it. */
export class TotalChangedError extends StoreCommerceError {
  override readonly name = 'TotalChangedError';
  readonly totals: ChangedTotals;

  constructor(base: StoreCommerceError, totals: ChangedTotals) {
    super(sameAnswer(base));
    this.totals = totals;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** `Retry-After` in seconds, from delta-seconds or an HTTP date. */
export const retryAfterSeconds = (header: string | null, now = Date.now()): number | null => {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
};

/** The error for a non-2xx response whose body (JSON or not) was already read. */
export const errorFromResponse = (response: Response, body: unknown): StoreCommerceError => {
  const envelope = isRecord(body) ? body : {};
  const base = new StoreCommerceError({
    status: response.status,
    errorCode: text(envelope.errorCode) ?? `HTTP_${response.status}`,
    message: text(envelope.message) ?? `HTTP ${response.status} ${response.statusText}`.trim(),
    requestId: response.headers.get('x-request-id'),
    ...(Array.isArray(envelope.details) ? { details: envelope.details as ErrorDetail[] } : {}),
    retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
    reason: text(envelope.reason),
    body,
  });
  if (base.errorCode === 'TOTAL_CHANGED' && isRecord(envelope.totals)) {
    return new TotalChangedError(base, envelope.totals as unknown as ChangedTotals);
  }
  if (base.errorCode !== 'PAYMENT_ACTION_REQUIRED') return base;
  // The action's fields may sit next to the envelope's or under `data`.
  const action = isRecord(envelope.data) ? { ...envelope, ...envelope.data } : envelope;
  const clientSecret = text(action.clientSecret);
  if (clientSecret === null) return base;
  return new PaymentActionRequiredError(base, {
    clientSecret,
    orderId: text(action.orderId),
    paymentIntentId: text(action.paymentIntentId),
  });
};
