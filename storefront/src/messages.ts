/**
 * The shape of the SDK's `StoreCommerceError` this reads (checked by shape, so this file stands
 * alone and unit tests import it without the SDK).
 */
interface ApiFailure {
  status: number;
  errorCode: string;
  message: string;
  details?: Array<{ path: string; message: string }>;
  body?: unknown;
  /** The answer's Retry-After, in seconds (null without one). */
  retryAfterSeconds?: number | null;
}

const isApiFailure = (error: unknown): error is ApiFailure =>
  error instanceof Error &&
  typeof (error as Partial<ApiFailure>).errorCode === 'string' &&
  typeof (error as Partial<ApiFailure>).status === 'number';

/**
 * What a shopper reads when something fails: plain words for the errors a shopper can meet,
 * the API's own message otherwise (docs/decisions.md §13.5).
 */
const DISCOUNT_REASONS: Record<string, string> = {
  not_found: 'We do not know this code. Check its spelling.',
  expired: 'This code has expired.',
  not_started: 'This code is not valid yet.',
  usage_limit_reached: 'This code has been used up.',
  minimum_not_met: 'Your cart is below this code’s minimum.',
  not_applicable: 'This code does not apply to the items in your cart.',
  disabled: 'This code is no longer valid.',
};

/** Out of stock, naming the lines when the answer points at them (`items.<i>`: "only N in stock"). */
const stockMessage = (error: ApiFailure, lineName?: (index: number) => string | undefined): string => {
  const lines = (error.details ?? []).flatMap((detail) => {
    const index = /^items\.(\d+)/.exec(detail.path)?.[1];
    const name = index === undefined ? undefined : lineName?.(Number(index));
    const left = /only (\d+)/i.exec(detail.message)?.[1];
    if (!name || left === undefined) return [];
    return [left === '0' ? `${name} is sold out` : `only ${left} of ${name} left`];
  });
  if (lines.length > 0)
    return `Out of stock: ${lines.join('; ')}. Lower the quantity or remove the item to go on.`;
  const left = /only (\d+)/i.exec(error.message)?.[1];
  if (left === '0') return 'Out of stock: this item is sold out.';
  if (left !== undefined) return `Out of stock: only ${left} left. Lower the quantity.`;
  return 'Out of stock: some items are no longer available in that quantity.';
};

/** A cart line as a stock message names it (`Mug (Blue)`), by the line's index. */
export const lineNameOf =
  (cart: { items: ReadonlyArray<{ productTitle: string; variantTitle: string }> } | null | undefined) =>
  (index: number): string | undefined => {
    const item = cart?.items[index];
    return item && `${item.productTitle} (${item.variantTitle})`;
  };

export const shopperMessage = (
  error: unknown,
  context: { lineName?: (index: number) => string | undefined } = {},
): string => {
  if (!isApiFailure(error)) return 'We could not reach the shop. Check your connection and try again.';
  const reason = (error.body as { reason?: string } | undefined)?.reason;
  switch (error.errorCode) {
    case 'INSUFFICIENT_INVENTORY':
      return stockMessage(error, context.lineName);
    case 'PAYMENT_DECLINED':
      return 'Your card was declined. Nothing was charged: try another card.';
    case 'PAYMENT_ACTION_REQUIRED':
      return 'Your bank needs you to confirm this payment. Confirm it to finish your order.';
    case 'PAYMENT_PROVIDER_UNAVAILABLE':
      return 'The payment service did not answer. You were not charged twice: press Pay again in a moment.';
    case 'INVALID_DISCOUNT_CODE':
      return (reason && DISCOUNT_REASONS[reason]) ?? 'This code cannot be used.';
    case 'CONFLICT':
      return 'Your cart changed since checkout started. Review it and check out again.';
    case 'CHECKOUT_ATTEMPT_RELEASED':
      return 'That payment attempt was stopped and nothing was charged. Press Pay to try again.';
    case 'CART_EMPTY':
      return 'Your cart is empty.';
    case 'SHIPPING_NOT_AVAILABLE':
      return 'We do not ship to this country yet.';
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return 'Please sign in again.';
    case 'RATE_LIMIT_EXCEEDED':
      // A wait of minutes is a cap the shopper reached (sign-in codes an hour), not a busy moment.
      if ((error.retryAfterSeconds ?? 0) > 60)
        return `Too many attempts. Try again in about ${Math.ceil(error.retryAfterSeconds! / 60)} minutes.`;
      return 'The shop is busy. Try again in a moment.';
    case 'SERVICE_UNAVAILABLE':
      return 'The shop is busy. Try again in a moment.';
    case 'PRODUCT_NOT_FOUND':
      return 'This product is no longer sold.';
    case 'INVALID_REQUEST':
      return error.details?.length
        ? `Please check: ${error.details.map((detail) => detail.message).join('; ')}`
        : error.message;
    default:
      return error.message;
  }
};

export const formatMoney = (amount: number, currency: string): string =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);

export const formatDate = (iso: string): string =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Statuses only a paid order reaches (a Pending order, or one cancelled while Pending, was never paid). */
const PAID_STATUSES = new Set([
  'Confirmed',
  'Processing',
  'PartiallyShipped',
  'Shipped',
  'PartiallyDelivered',
  'Delivered',
  'Refunded',
]);

/** Whether the order was paid: its status, or an earlier one, says so (docs/decisions.md §13.8). */
export const wasPaid = (order: {
  orderStatus: string;
  statusHistory: ReadonlyArray<{ status: string }>;
}): boolean =>
  PAID_STATUSES.has(order.orderStatus) ||
  order.statusHistory.some((entry) => PAID_STATUSES.has(entry.status));

/** An address on one line, with its province (state) when it has one: `Ada Lovelace, 1 Main St, Austin TX 78701, United States`. */
export const addressLine = (address: {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string | null;
  city: string;
  province?: string | null;
  postalCode: string;
  country: string;
}): string =>
  [
    `${address.firstName} ${address.lastName}`,
    address.address1,
    address.address2,
    [address.city, address.province, address.postalCode].filter(Boolean).join(' '),
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
