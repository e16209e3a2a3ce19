import { StoreCommerceError } from '@store-commerce/sdk';

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

export const shopperMessage = (error: unknown): string => {
  if (!(error instanceof StoreCommerceError))
    return 'We could not reach the shop. Check your connection and try again.';
  const reason = (error.body as { reason?: string } | undefined)?.reason;
  switch (error.errorCode) {
    case 'INSUFFICIENT_INVENTORY':
      return `Out of stock: ${error.message}. Lower the quantity or remove the item.`;
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
