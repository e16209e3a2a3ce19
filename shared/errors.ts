/**
 * Every error the API can answer with. The status and code of each is the contract
 * (spec "Errors" + docs/decisions.md §1.4); handlers throw `ApiError` and the error middleware
 * turns it into the `{ success: false, message, errorCode }` envelope.
 */
export const ERROR_STATUS = {
  INVALID_REQUEST: 400,
  INVALID_CUSTOMER_ID: 400,
  INVALID_EMAIL_FORMAT: 400,
  INVALID_STATUS: 400,
  INVALID_STATUS_TRANSITION: 400,
  INVALID_CANCELLATION: 400,
  INVALID_REFUND_AMOUNT: 400,
  INVALID_CURSOR: 400,
  CART_EMPTY: 400,
  INVALID_DISCOUNT_CODE: 400,
  SHIPPING_NOT_AVAILABLE: 400,
  SHIPPING_OPTION_REQUIRED: 400,
  INVALID_SHIPPING_OPTION: 400,
  INVALID_API_KEY: 401,
  API_KEY_INACTIVE: 401,
  API_KEY_EXPIRED: 401,
  INVALID_TOKEN: 401,
  TOKEN_EXPIRED: 401,
  PAYMENT_DECLINED: 402,
  PAYMENT_ACTION_REQUIRED: 402,
  ACCESS_DENIED: 403,
  INSUFFICIENT_PERMISSIONS: 403,
  NO_STORE_ACCESS: 403,
  NOT_FOUND: 404,
  STORE_NOT_FOUND: 404,
  WEBHOOK_NOT_FOUND: 404,
  DELIVERY_NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  CUSTOMER_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  CART_ITEM_NOT_FOUND: 404,
  DISCOUNT_NOT_FOUND: 404,
  INVITATION_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  TOO_MANY_WEBHOOKS: 409,
  DUPLICATE_URL: 409,
  WEBHOOK_DISABLED: 409,
  INSUFFICIENT_INVENTORY: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  CONFLICT: 409,
  LAST_OWNER: 409,
  LAST_VARIANT: 409,
  PAYMENTS_NOT_CONFIGURED: 409,
  CHECKOUT_ATTEMPT_RELEASED: 409,
  TOTAL_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMIT_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  PAYMENT_PROVIDER_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorDetail {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Sent as `data` beside the error (what the client needs to act on it, e.g. a 3-D Secure client secret). */
  readonly data: unknown;
  /** Fields sent beside `errorCode` (INVALID_DISCOUNT_CODE's `reason`). */
  readonly fields: Record<string, unknown> | undefined;
  constructor(
    errorCode: ErrorCode,
    message: string,
    details?: ErrorDetail[],
    headers?: Record<string, string>,
    data?: unknown,
    fields?: Record<string, unknown>,
  ) {
    super(message);
    this.errorCode = errorCode;
    this.details = details;
    this.headers = headers;
    this.data = data;
    this.fields = fields;
    this.name = 'ApiError';
    this.status = ERROR_STATUS[errorCode];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
