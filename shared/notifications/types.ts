import type { Mode } from '../db/keys.ts';
import type { EventType } from '../events/catalog.ts';
import type { NotificationSettings } from '../stores/types.ts';

/**
 * Customer notifications (docs/decisions.md §14.1): the order events that send the order's
 * customer a message, and the message as every notifier receives it (the local outbox file
 * `DATA_DIR/notifications.jsonl` holds exactly these fields, one JSON object a line).
 */
export const NOTIFICATION_KINDS = [
  'order_confirmed',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'order_refunded',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NotificationChannel = 'email' | 'sms';

/** The event type that causes each kind. */
export const EVENT_OF_KIND = {
  order_confirmed: 'order.confirmed',
  order_shipped: 'order.shipped',
  order_delivered: 'order.delivered',
  order_cancelled: 'order.cancelled',
  order_refunded: 'order.refunded',
} as const satisfies Record<NotificationKind, EventType>;

export type NotifyingEventType = (typeof EVENT_OF_KIND)[NotificationKind];
export const NOTIFYING_EVENT_TYPES: readonly NotifyingEventType[] = Object.values(EVENT_OF_KIND);

export const kindOfEvent = (type: string): NotificationKind | undefined =>
  NOTIFICATION_KINDS.find((kind) => EVENT_OF_KIND[kind] === type);

/** The store setting that switches each kind on or off. */
export const SETTING_OF_KIND = {
  order_confirmed: 'orderConfirmed',
  order_shipped: 'orderShipped',
  order_delivered: 'orderDelivered',
  order_cancelled: 'orderCancelled',
  order_refunded: 'orderRefunded',
} as const satisfies Record<NotificationKind, keyof NotificationSettings>;

export interface CustomerNotification {
  /** An email address (channel email) or an E.164 phone number (channel sms). */
  to: string;
  channel: NotificationChannel;
  kind: NotificationKind;
  storeId: string;
  mode: Mode;
  orderId: string;
  /** Plain text; an SMS carries the body only. */
  subject: string;
  body: string;
}
