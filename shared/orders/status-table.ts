/**
 * Order statuses and the status endpoint's transition table (docs/decisions.md §4.1), as plain data with
 * no imports: the API enforces them (transitions.ts) and the dashboard offers only the actions
 * they allow (dashboard/src/pages/orders/order-status.ts), from this one table.
 */
export const ORDER_STATUSES = [
  'Pending',
  'Confirmed',
  'Processing',
  'PartiallyShipped',
  'Shipped',
  'PartiallyDelivered',
  'Delivered',
  'Cancelled',
  'Refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The lower-case values PUT /orders/{id}/status accepts; anything not allowed below is 400 INVALID_STATUS_TRANSITION. */
export const STATUS_TARGETS = [
  'confirmed',
  'processing',
  'shipped',
  'partially_shipped',
  'delivered',
  'partially_delivered',
] as const;
export type StatusTarget = (typeof STATUS_TARGETS)[number];

export const ALLOWED_TRANSITIONS: Readonly<Record<OrderStatus, readonly StatusTarget[]>> = {
  Pending: ['confirmed'],
  Confirmed: ['processing', 'shipped', 'partially_shipped'],
  Processing: ['shipped', 'partially_shipped'],
  PartiallyShipped: ['partially_shipped', 'shipped', 'partially_delivered', 'delivered'],
  Shipped: ['partially_delivered', 'delivered'],
  PartiallyDelivered: ['partially_delivered', 'delivered'],
  Delivered: [],
  Cancelled: [],
  Refunded: [],
};

/** The cancel endpoint refuses these (400 INVALID_CANCELLATION). */
export const NOT_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['Delivered', 'Cancelled', 'Refunded'];
