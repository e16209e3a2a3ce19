import * as z from 'zod';
import { cartItemSchema, cartSummarySchema } from '../../../shared/carts/schemas.ts';
import { customerContactSchema } from '../../../shared/customers/schemas.ts';
import { EVENT_TYPES, type EventType } from '../../../shared/events/catalog.ts';
import { named } from '../../../shared/schema/named.ts';
import {
  orderItemSchema,
  orderSpecSchema,
  orderStatusSchema,
  totalsSchema,
  trackingInfoSchema,
} from '../../../shared/orders/response-schema.ts';
import { INVENTORY_REASONS } from '../../../shared/products/events.ts';
import { variantSchema } from '../../../shared/products/types.ts';
import { WEBHOOK_ENDPOINT_TYPES } from '../../../shared/webhooks/types.ts';
import { resourceTypeOf } from '../../../shared/events/resource.ts';

/**
 * Documentation only (the document's `webhooks` section): the `data` of each event type, as
 * shared/carts/events.ts, shared/orders/events.ts, the login and the endpoint service build it.
 * Lives with the generator so no function bundle pays for it. Objects are open (receivers must
 * ignore fields they do not know: new ones may be added within an API version).
 */
const common = {
  storeId: z.uuid(),
  customerId: z.uuid().nullable(),
  occurredAt: z.iso.datetime(),
  externalReference: z.string().optional(),
};
const at = z.iso.datetime();
const cart = { cartId: z.uuid() };
const order = { orderId: z.uuid(), orderNumber: z.string() };
const statusChange = {
  ...order,
  previousStatus: orderStatusSchema,
  newStatus: orderStatusSchema,
  statusUpdatedAt: at,
  statusChangeReason: z.string(),
};
const eventTracking = trackingInfoSchema.unwrap().omit({ addedAt: true });
const shipped = {
  ...order,
  shippedAt: at,
  estimatedDeliveryAt: at.nullable(),
  trackingInfo: z.array(eventTracking),
  shippedItems: z.array(orderItemSchema),
  shippingAddress: orderSpecSchema.unwrap().shape.shippingAddress,
};
const delivered = {
  ...order,
  deliveredAt: at,
  deliveryConfirmation: z.string(),
  deliveredItems: z.array(orderItemSchema),
};
const product = { productId: z.uuid(), productTitle: z.string(), externalProductId: z.string() };
const changes = {
  changes: z.record(z.string(), z.unknown()),
  previousValues: z.record(z.string(), z.unknown()),
};
/** The endpoint an endpoint event is about: an HTTPS URL, or an EventBridge bus and role. */
const endpoint = {
  webhookId: z.uuid(),
  type: z.enum(WEBHOOK_ENDPOINT_TYPES).optional(),
  url: z.string().optional().meta({ description: 'HTTPS endpoints' }),
  eventBusArn: z.string().optional().meta({ description: 'EventBridge endpoints' }),
  roleArn: z.string().optional().meta({ description: 'EventBridge endpoints' }),
};

const FIELDS: Record<EventType, z.core.$ZodLooseShape> = {
  'cart.created': { ...cart, status: z.literal('Active'), items: z.array(cartItemSchema) },
  'cart.item_added': { ...cart, item: cartItemSchema, cartSummary: cartSummarySchema },
  'cart.item_updated': {
    ...cart,
    item: cartItemSchema,
    previousQuantity: z.int(),
    cartSummary: cartSummarySchema,
  },
  'cart.item_removed': { ...cart, item: cartItemSchema, cartSummary: cartSummarySchema },
  'cart.abandoned': {
    ...cart,
    abandonedAt: at,
    activeDuration: z.string().meta({ description: 'ISO 8601 duration, e.g. PT1H5M' }),
    cartSummary: cartSummarySchema,
  },
  'cart.recovered': { ...cart, recoveredAt: at, originallyAbandonedAt: at, cartSummary: cartSummarySchema },
  'cart.cleared': { ...cart, previousItems: z.array(cartItemSchema), previousTotal: z.number() },
  'cart.checkout_started': {
    ...cart,
    checkoutId: z.uuid(),
    checkoutStartedAt: at,
    items: z.array(cartItemSchema),
    totals: totalsSchema,
    customer: customerContactSchema,
  },
  'order.created': orderSpecSchema.unwrap().shape,
  'order.status_updated': statusChange,
  'order.confirmed': statusChange,
  'order.cancelled': {
    ...statusChange,
    refundId: z.string().nullable(),
    refundAmount: z.number().nullable(),
    restockedItems: z.array(z.object({ itemId: z.string(), quantity: z.number().int() })),
  },
  'order.shipped': shipped,
  'order.partially_shipped': shipped,
  'order.delivered': delivered,
  'order.partially_delivered': delivered,
  'order.refunded': {
    ...order,
    refundId: z.string(),
    amount: z.number(),
    refundedAt: at,
    reason: z.string().nullable(),
    refundedTotal: z.number(),
    previousStatus: orderStatusSchema,
    newStatus: orderStatusSchema,
  },
  'customer.created': { customer: customerContactSchema, createdAt: at },
  'customer.updated': { customer: customerContactSchema, ...changes },
  'customer.deleted': { customerId: z.uuid(), deletedAt: at },
  'product.created': {
    ...product,
    description: z.string().nullable(),
    status: z.string(),
    category: z.string().nullable(),
    tags: z.array(z.string()),
    variants: z.array(variantSchema),
  },
  'product.updated': { ...product, ...changes },
  'product.deleted': { ...product, deletedAt: at },
  'product.inventory_updated': {
    ...product,
    variantId: z.uuid(),
    sku: z.string().nullable(),
    previousQuantity: z.int(),
    newQuantity: z.int(),
    change: z.int(),
    reason: z.enum(INVENTORY_REASONS),
    note: z.string().optional().meta({ description: "The owner's words on an adjustment, when given" }),
  },
  'product.variant_created': { ...product, variant: variantSchema },
  'product.variant_updated': { ...product, variant: variantSchema, ...changes },
  'product.variant_deleted': { ...product, variantId: z.uuid(), deletedAt: at },
  'webhook.test': { ...endpoint, message: z.string(), test: z.literal(true) },
  'webhook.endpoint_created': { ...endpoint, createdAt: at },
  'webhook.endpoint_updated': { ...endpoint, updatedAt: at, ...changes },
  'webhook.endpoint_deleted': { ...endpoint, deletedAt: at },
};

const componentName = (type: EventType): string =>
  type
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * One envelope schema per event type: both documented envelope forms at once (`created_at`
 * and `createdAt`, see shared/events/envelope.ts), `type` fixed to the event's type.
 */
export const eventEnvelopeSchemas = (): { type: EventType; envelope: z.ZodType }[] =>
  EVENT_TYPES.map((type) => {
    const name = componentName(type);
    const data = named(`${name}Data`, z.looseObject({ ...common, ...FIELDS[type] }));
    const envelope = named(
      `${name}Event`,
      z.object({
        id: z.string().startsWith('evt_'),
        type: z.literal(type),
        apiVersion: z.literal('1.0'),
        created_at: at,
        createdAt: at,
        livemode: z.boolean(),
        resource: z
          .object({ type: z.literal(resourceTypeOf(type)), id: z.string() })
          .meta({ description: 'What the event is about: its resource type and id' }),
        sequence: z.number().int().min(1).optional().meta({
          description:
            "The event's place among its resource's events: 1 for the first, +1 for each later one of any type (per store and mode). A jump tells a receiver it missed or filtered an event; absent on test deliveries",
        }),
        data,
      }),
    );
    return { type, envelope };
  });

/** Any event: the union of the envelopes, discriminated by `type`. */
export const anyEventSchema = (envelopes: readonly z.ZodType[]) =>
  named('WebhookEvent', z.union(envelopes as [z.ZodType, ...z.ZodType[]]), {
    description: 'Any event a webhook endpoint receives; `type` tells which',
  });
