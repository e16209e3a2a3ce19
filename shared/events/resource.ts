import type { EventType } from './catalog.ts';

/**
 * The resource every event is about (docs/decisions.md §6.23): a receiver orders and checks the
 * events of one resource by their `sequence`, and the feed filters by it (`resource=order:<id>`).
 */
export const RESOURCE_TYPES = ['cart', 'order', 'product', 'customer', 'webhook_endpoint'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface EventResource {
  type: ResourceType;
  id: string;
}

/** The resource type of each event type's group: `webhook.*` events are about an endpoint. */
export const resourceTypeOf = (type: EventType): ResourceType => {
  const group = type.slice(0, type.indexOf('.'));
  return group === 'webhook' ? 'webhook_endpoint' : (group as ResourceType);
};

const ID_FIELD: Record<ResourceType, string> = {
  cart: 'cartId',
  order: 'orderId',
  product: 'productId',
  customer: 'customerId',
  webhook_endpoint: 'webhookId',
};

/**
 * The resource of an event, from the id its data already carries (every type's data names it; a
 * customer event names its customer in the common `customerId` too; the unit test of the sample
 * events checks each of the 31 builders). An event made by hand without its id gets an empty id
 * rather than failing the change it belongs to.
 */
export const resourceOf = (event: {
  type: EventType;
  customerId?: string | null | undefined;
  data: Record<string, unknown>;
}): EventResource => {
  const type = resourceTypeOf(event.type);
  const id = event.data[ID_FIELD[type]] ?? (type === 'customer' ? event.customerId : undefined);
  return { type, id: typeof id === 'string' ? id : '' };
};

export const formatResource = (resource: EventResource): string => `${resource.type}:${resource.id}`;

/** `<type>:<id>` (the feed's `resource=`), or undefined when it is not one. */
export const parseResource = (value: string): EventResource | undefined => {
  const colon = value.indexOf(':');
  const type = value.slice(0, colon);
  const id = value.slice(colon + 1);
  if (colon < 1 || id === '' || !(RESOURCE_TYPES as readonly string[]).includes(type)) return undefined;
  return { type: type as ResourceType, id };
};
