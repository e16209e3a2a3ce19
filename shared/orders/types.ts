import type { CustomerObject } from '../customers/types.ts';
import type { Mode } from '../db/keys.ts';
import type { EventOrigin } from '../events/outbox.ts';
import type { PaymentMethodDetails } from '../payments/ports.ts';
import type { Address } from '../customers/address.ts';
import type { OrderStatus } from './status-table.ts';

/** Order status values as payloads and responses show them (docs/decisions.md §4.1). */
export { ORDER_STATUSES, type OrderStatus } from './status-table.ts';

export const ITEM_STATUSES = ['Pending', 'Shipped', 'Delivered'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const ORDER_ENTITY = 'Order';
export const ORDER_COUNTER_ENTITY = 'OrderCounter';
export const REFUND_ENTITY = 'Refund';
/**
 * What an unpaid checkout attempt leaves at its order's key once its payment failed (declined,
 * refused, never completed): not an order, so no list, search, export or figure shows it
 * (docs/decisions.md §15.4). It keeps the order id taken, so the same request is answered
 * CHECKOUT_ATTEMPT_RELEASED instead of reserving again, and the number it consumed.
 */
export const RELEASED_ATTEMPT_ENTITY = 'ReleasedCheckoutAttempt';
/** Released attempts are kept as long as an unfinished checkout (a week), then expire (TTL). */
export const RELEASED_ATTEMPT_RETENTION_SECONDS = 7 * 24 * 3600;

/** A payment attempt of a checkout that ended unpaid (see RELEASED_ATTEMPT_ENTITY). */
export interface ReleasedAttempt {
  orderId: string;
  /** The number the attempt consumed: order numbers increase, and may skip (docs/decisions.md §4.6). */
  orderNumber: string;
  checkoutId: string | null;
  customerId: string;
  reason: string;
  releasedAt: string;
}
/** Order numbers are strings, sequential per (store, mode), the first is "1001" (docs/decisions.md §4.6). */
export const FIRST_ORDER_NUMBER = 1001;

/** A line as stored: money in minor units, product data copied from the variant at purchase. */
export interface OrderItem {
  id: string;
  productVariantId: string;
  productId: string;
  externalProductId: string;
  externalVariantId: string;
  productTitle: string;
  productImageUrl: string | null;
  variantTitle: string;
  sku: string | null;
  quantity: number;
  unitPriceMinor: number;
  /** Before a compare-at discount; equals unitPriceMinor without one. */
  originalUnitPriceMinor: number;
  itemStatus: ItemStatus;
  trackingNumber: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  /** The variant tracked inventory at purchase: only then was stock taken (and is given back). */
  inventoryTracked: boolean;
  /** Stock was given back (cancellation or failed payment); never twice. */
  inventoryRestored: boolean;
  /** Units put back in stock by refunds (absent on orders older than refunds: 0). */
  returnedQuantity?: number;
}

export interface OrderTotalsMinor {
  subtotalMinor: number;
  shippingTotalMinor: number;
  taxTotalMinor: number;
  discountTotalMinor: number;
  totalAmountMinor: number;
}

export interface StatusHistoryEntry {
  status: OrderStatus;
  previousStatus: OrderStatus | null;
  changedAt: string;
  reason: string;
  notes: string | null;
  /** Items this change moved (shipping and delivery updates). */
  itemIds: string[];
  source: EventOrigin;
}

export interface TrackingInfoEntry {
  trackingNumber: string;
  carrier: string | null;
  trackingUrl: string | null;
  itemIds: string[];
  addedAt: string;
}

/**
 * `Pending`: not charged yet; `ActionRequired`: the charge waits for the customer (3-D Secure),
 * chargeId is the provider's payment; `Captured`: charged; `Declined`: refused (a released
 * attempt, never listed); `External`: an order the store's server created, paid elsewhere.
 */
export const PAYMENT_STATUSES = ['Pending', 'ActionRequired', 'Captured', 'Declined', 'External'] as const;

export interface OrderPayment {
  provider: string;
  chargeId: string | null;
  status: (typeof PAYMENT_STATUSES)[number];
}

/**
 * As stored: `Scheduled` (the API says `Pending`), `Completed` (`Succeeded`), `Failed`: the
 * provider could not refund (its amount is released; counted by the RefundsFailed metric).
 */
export type RefundStatus = 'Scheduled' | 'Completed' | 'Failed';

/** The single refund orders held before partial refunds (docs/decisions.md §4.16): read only, migrated on read. */
export interface LegacyOrderRefund {
  refundId: string;
  amountMinor: number;
  status: RefundStatus;
  requestedAt: string;
  refundedAt: string | null;
}

/**
 * The discount code an order was placed with (docs/decisions.md §12.6): its use is counted with
 * the order and given back by an unpaid cancellation; `lines` is each item's share.
 */
export interface OrderDiscount {
  discountId: string;
  code: string;
  amountMinor: number;
  lines: Array<{ itemId: string; amountMinor: number }>;
  /** The limits as read when the order was priced; the use's write checks the counters. */
  usageLimit: number | null;
  usageLimitPerCustomer: number | null;
  /**
   * The code's revision when the order was priced: the use is taken only while the code is still
   * that revision, so an owner's change in between (disabled, edited) prices the order again.
   */
  revision: number;
}

/** One refund of an order, as the order holds it (the job's own record is RefundRecord). */
export interface OrderRefundEntry {
  refundId: string;
  amountMinor: number;
  status: RefundStatus;
  reason: string | null;
  requestedAt: string;
  completedAt: string | null;
  /** Units put back in stock with this refund. */
  restock: { itemId: string; quantity: number }[];
}

/**
 * The tax an order was placed with (docs/decisions.md §12.10): one amount per item, rounded per
 * line, and shipping's; `estimated` when Stripe Tax could not answer and the table did.
 */
export interface OrderTax {
  pricesIncludeTax: boolean;
  estimated: boolean;
  source: 'table' | 'stripe_tax';
  lines: Array<{ itemId: string; amountMinor: number }>;
  shippingMinor: number;
}

/** The shipping option the order ships with; `priceMinor` is what the order pays for it. */
export interface OrderShippingOption {
  id: string;
  name: string;
  priceMinor: number;
  minDeliveryDays: number | null;
  maxDeliveryDays: number | null;
}

export interface OrderRecord {
  orderId: string;
  storeId: string;
  mode: Mode;
  orderNumber: string;
  checkoutId: string | null;
  /** `checkout` (storefront completion) or `api` (POST /api/v1/orders). */
  source: 'checkout' | 'api';
  placedAt: string;
  orderStatus: OrderStatus;
  customerId: string;
  customer: CustomerObject;
  items: OrderItem[];
  /** The discount code the order was placed with; absent/null: none. */
  discount?: OrderDiscount | null;
  /** Tax per item (checkout completion); absent on orders placed without a breakdown. */
  tax?: OrderTax | null;
  /** The chosen shipping option (checkout completion); absent/null: none. */
  shippingOption?: OrderShippingOption | null;
  shippingAddress: Address;
  billingAddress: Address;
  currency: string;
  exponent: number;
  totals: OrderTotalsMinor;
  paymentMethod: PaymentMethodDetails;
  payment: OrderPayment;
  deliveryInstructions: string | null;
  statusHistory: StatusHistoryEntry[];
  trackingInfo: TrackingInfoEntry[];
  cancellation: {
    cancelledAt: string;
    reason: string | null;
    /** Units the cancellation put back in stock; absent on older orders. */
    restockedItems?: { itemId: string; quantity: number }[];
    /**
     * The refund the cancellation started, if any: its completion makes the order Refunded
     * (docs/decisions.md §4.7). Absent on older orders: that refund was requested at `cancelledAt`.
     */
    refundId?: string | null;
  } | null;
  /** Every refund, oldest first (docs/decisions.md §4.16). */
  refunds: OrderRefundEntry[];
  /**
   * Minor units refunded or being refunded (Scheduled + Completed): the counter each new
   * refund's transaction is conditioned on, so refunds never pass the paid total.
   */
  refundedMinor: number;
  /** Optimistic concurrency: every write is conditioned on the version it read. */
  version: number;
  updatedAt: string;
}

/** The refund job's record (keys.refund): what to refund and whether it is done. */
export interface RefundRecord {
  refundId: string;
  orderId: string;
  storeId: string;
  mode: Mode;
  amountMinor: number;
  currency: string;
  chargeId: string | null;
  status: RefundStatus;
  requestedAt: string;
  dueAt: string;
  completedAt: string | null;
  providerRefundId: string | null;
}

/** What the scheduled refund job receives (the schedule's input / the in-process timer's body). */
export interface RefundJobInput {
  refundId: string;
}
