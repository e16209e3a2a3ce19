import type { Schemas } from '../../../api/schemas.ts';

export type EventType = Schemas['EventType'];

/**
 * The event catalog grouped by area for the endpoint form's picker. The list is checked both
 * ways against the OpenAPI document's EventType: a type added to the catalog fails tsc here
 * until it is placed in a group.
 */
export const EVENT_GROUPS = [
  {
    area: 'order',
    label: 'Orders',
    types: [
      'order.created',
      'order.status_updated',
      'order.confirmed',
      'order.shipped',
      'order.partially_shipped',
      'order.delivered',
      'order.partially_delivered',
      'order.cancelled',
      'order.refunded',
    ],
  },
  {
    area: 'cart',
    label: 'Carts',
    types: [
      'cart.created',
      'cart.item_added',
      'cart.item_updated',
      'cart.item_removed',
      'cart.cleared',
      'cart.checkout_started',
      'cart.abandoned',
      'cart.recovered',
    ],
  },
  {
    area: 'product',
    label: 'Products',
    types: [
      'product.created',
      'product.updated',
      'product.deleted',
      'product.inventory_updated',
      'product.variant_created',
      'product.variant_updated',
      'product.variant_deleted',
    ],
  },
  {
    area: 'customer',
    label: 'Customers',
    types: ['customer.created', 'customer.updated', 'customer.deleted'],
  },
  {
    area: 'webhook',
    label: 'Webhooks',
    types: [
      'webhook.test',
      'webhook.endpoint_created',
      'webhook.endpoint_updated',
      'webhook.endpoint_deleted',
    ],
  },
] as const satisfies readonly { area: string; label: string; types: readonly EventType[] }[];

type Listed = (typeof EVENT_GROUPS)[number]['types'][number];
// Fails to compile when the document has an event type no group lists.
const everyTypeListed: [Exclude<EventType, Listed>] extends [never] ? true : false = true;
void everyTypeListed;
