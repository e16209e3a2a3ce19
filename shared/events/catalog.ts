/**
 * The event catalog: every subscribable type and its group (docs/decisions.md §6.1: we emit every
 * type we have a cause for; product events come from owners' catalog changes, §7.24, and product
 * sync, §3.17, their payloads from shared/products/events.ts).
 */
export const EVENT_GROUPS = {
  cart: [
    'cart.created',
    'cart.item_added',
    'cart.item_updated',
    'cart.item_removed',
    'cart.abandoned',
    'cart.recovered',
    'cart.cleared',
    'cart.checkout_started',
  ],
  order: [
    'order.created',
    'order.status_updated',
    'order.confirmed',
    'order.shipped',
    'order.delivered',
    'order.cancelled',
    'order.refunded',
    'order.partially_shipped',
    'order.partially_delivered',
  ],
  customer: ['customer.created', 'customer.updated', 'customer.deleted'],
  product: [
    'product.created',
    'product.updated',
    'product.deleted',
    'product.inventory_updated',
    'product.variant_created',
    'product.variant_updated',
    'product.variant_deleted',
  ],
  system: [
    'webhook.test',
    'webhook.endpoint_created',
    'webhook.endpoint_updated',
    'webhook.endpoint_deleted',
  ],
} as const;

export type EventGroup = keyof typeof EVENT_GROUPS;
export type EventType = (typeof EVENT_GROUPS)[EventGroup][number];

export const EVENT_TYPES: readonly EventType[] = Object.values(EVENT_GROUPS).flat();

export const isEventType = (value: string): value is EventType =>
  (EVENT_TYPES as readonly string[]).includes(value);
