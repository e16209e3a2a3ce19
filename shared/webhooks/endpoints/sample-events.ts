import { priceFrom } from '../../carts/cart-line.ts';
import { cartEvents } from '../../carts/events.ts';
import type { CartLine, CartRecord } from '../../carts/types.ts';
import {
  customerCreatedEvent,
  customerDeletedEvent,
  customerUpdatedEvent,
} from '../../customers/profile-patch.ts';
import { customerObject, type CustomerRecord } from '../../customers/types.ts';
import type { EventType } from '../../events/catalog.ts';
import type { DomainEvent } from '../../events/outbox.ts';
import type { Address } from '../../customers/address.ts';
import { orderEvents, type StatusChange } from '../../orders/events.ts';
import {
  applyStatusPlan,
  heldItems,
  newOrderRecord,
  orderItem,
  withInventoryRestored,
  withStatus,
} from '../../orders/records.ts';
import { planStatusChange, type StatusTarget } from '../../orders/transitions.ts';
import type { OrderRecord } from '../../orders/types.ts';
import type { PricingRules } from '../../pricing.ts';
import {
  inventoryUpdatedEvent,
  productCreatedEvent,
  productDeletedEvent,
  productUpdatedEvent,
  variantCreatedEvent,
  variantDeletedEvent,
  variantUpdatedEvent,
} from '../../products/events.ts';
import type { ProductRecord, VariantRecord } from '../../products/types.ts';
import type { WebhookEndpointRecord } from '../types.ts';
import {
  destinationFields,
  endpointCreatedEvent,
  endpointDeletedEvent,
  endpointUpdatedEvent,
} from '../endpoint-events.ts';

/**
 * Sample events for the test endpoint (docs/decisions.md §6.7): an event of `eventType` whose
 * data is built by the SAME builders as the real events of that type (shared/carts/events.ts,
 * shared/orders/events.ts, shared/products/events.ts, shared/customers/profile-patch.ts, events.ts
 * here), fed sample records of the store and mode: a customer, a product with one variant, a
 * cart and an order taken through the real status changes. So a sample has the real event's
 * fields and JSON types, whatever the type; the ids are fixed placeholders so a receiver can
 * recognise a probe, and every sample carries `test: true`. `webhook.test` has no other cause:
 * its sample is the event.
 */
export interface SampleContext {
  /** The endpoint probed: its store and mode scope the sample records. */
  endpoint: WebhookEndpointRecord;
  at: string;
}

export interface SampleEvent {
  customerId: string | null;
  data: Record<string, unknown>;
}

const CUSTOMER_ID = '00000000-0000-4000-8000-000000000001';
const CART_ID = '00000000-0000-4000-8000-000000000002';
const ORDER_ID = '00000000-0000-4000-8000-000000000003';
const PRODUCT_ID = '00000000-0000-4000-8000-000000000004';
const VARIANT_ID = '00000000-0000-4000-8000-000000000005';
const CHECKOUT_ID = '00000000-0000-4000-8000-000000000006';
const LINE_IDS = ['00000000-0000-4000-8000-000000000007', '00000000-0000-4000-8000-000000000009'];
const REFUND_ID = '00000000-0000-4000-8000-000000000008';

interface Samples {
  scope: { storeId: string; mode: WebhookEndpointRecord['mode'] };
  at: string;
  customer: CustomerRecord;
  product: ProductRecord;
  variant: VariantRecord;
  rules: PricingRules;
  cart: CartRecord;
  order: OrderRecord;
}

const samples = ({ endpoint, at }: SampleContext): Samples => {
  const scope = { storeId: endpoint.storeId, mode: endpoint.mode };
  const customer: CustomerRecord = {
    customerId: CUSTOMER_ID,
    ...scope,
    phone: '+15555550100',
    email: 'jane.doe@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    createdAt: at,
    updatedAt: at,
  };
  const product: ProductRecord = {
    productId: PRODUCT_ID,
    ...scope,
    externalId: 'ext-product-1',
    title: 'Sample product',
    description: 'A sample product',
    status: 'Active',
    category: 'Samples',
    tags: ['sample'],
    imageUrl: 'https://example.com/sample.png',
    currency: 'USD',
    createdAt: at,
    updatedAt: at,
  };
  const variant: VariantRecord = {
    variantId: VARIANT_ID,
    productId: PRODUCT_ID,
    ...scope,
    externalId: product.externalId,
    externalVariantId: 'ext-variant-1',
    productTitle: product.title,
    productStatus: 'Active',
    productCategory: product.category,
    imageUrl: product.imageUrl,
    title: 'Default',
    sku: 'SAMPLE-1',
    barcode: null,
    priceMinor: 1250,
    compareAtPriceMinor: 1500,
    currency: 'USD',
    inventoryQuantity: 10,
    inventoryTracking: true,
    status: 'Active',
    createdAt: at,
    updatedAt: at,
  };
  const rules: PricingRules = {
    currency: 'USD',
    exponent: 2,
    taxRatePpm: 80_000,
    flatShippingMinor: 500,
    freeShippingThresholdMinor: null,
  };
  // The line as a cart add makes it from the variant (shared/carts/cart-line.ts).
  const line = (id: string): CartLine =>
    priceFrom({ id, productVariantId: variant.variantId, quantity: 2, addedAt: at, updatedAt: at }, variant);
  const cart: CartRecord = {
    cartId: CART_ID,
    ...scope,
    customerId: CUSTOMER_ID,
    status: 'Active',
    items: [line(LINE_IDS[0]!)],
    pricing: rules,
    version: 1,
    createdAt: at,
    updatedAt: at,
    activeSince: at,
    abandonDueAt: null,
    abandonedAt: null,
    checkoutId: null,
    discount: null,
  };
  const address: Address = {
    firstName: 'Jane',
    lastName: 'Doe',
    company: null,
    address1: '1 Sample Street',
    address2: '',
    city: 'Springfield',
    province: 'IL',
    country: 'United States',
    countryIsoCode: 'US',
    postalCode: '62701',
    phone: '+15555550100',
  };
  const order = newOrderRecord({
    orderId: ORDER_ID,
    ...scope,
    orderNumber: 1001,
    checkoutId: CHECKOUT_ID,
    source: 'checkout',
    customer: customerObject(customer),
    items: LINE_IDS.map((id) =>
      orderItem({
        id,
        variant,
        quantity: 1,
        unitPriceMinor: variant.priceMinor,
        originalUnitPriceMinor: variant.compareAtPriceMinor ?? variant.priceMinor,
      }),
    ),
    shippingAddress: address,
    billingAddress: address,
    currency: 'USD',
    exponent: 2,
    totals: {
      subtotalMinor: 2500,
      shippingTotalMinor: 500,
      taxTotalMinor: 200,
      discountTotalMinor: 0,
      totalAmountMinor: 3200,
    },
    paymentMethod: { method: 'card', display: 'Visa ending in 4242', last4: '4242', brand: 'visa' },
    payment: { provider: 'test', chargeId: 'ch_sample', status: 'Captured' },
    deliveryInstructions: null,
    origin: 'customer',
    now: at,
  });
  return { scope, at, customer, product, variant, rules, cart, order };
};

/** The order moved by the store's status update `target` (the real plan and record change), with its events. */
const statusUpdate = (
  order: OrderRecord,
  at: string,
  target: StatusTarget,
  itemIds?: string[],
): { next: OrderRecord; events: DomainEvent[] } => {
  const shipping = target === 'shipped' || target === 'partially_shipped';
  const tracking = shipping
    ? { trackingNumber: `TRACK-${order.trackingInfo.length + 1}`, carrier: 'UPS' }
    : {};
  const plan = planStatusChange(order, { target, itemIds, hasTracking: shipping });
  const reason = `Status set to ${target} by the store`;
  const next = applyStatusPlan(order, plan, tracking, { reason, source: 'api', now: at });
  const change: StatusChange = {
    previousStatus: order.orderStatus,
    changedAt: at,
    reason,
    origin: 'api',
    movedItemIds: plan.movedItemIds,
  };
  return { next, events: orderEvents.statusChanged(next, change) };
};

const ofType = (type: EventType, events: DomainEvent[]): DomainEvent => {
  const event = events.find((e) => e.type === type);
  if (!event) throw new Error(`No ${type} among the sample's events`);
  return event;
};

/** The order through the store's status updates up to the event of `type`. */
const orderLifecycleEvent = (type: EventType, { order, at }: Samples): DomainEvent => {
  const [first, second] = LINE_IDS;
  const steps: Array<[StatusTarget, string[]?]> = [
    ['confirmed'],
    ['processing'],
    ['partially_shipped', [first!]],
    ['shipped', [second!]],
    ['partially_delivered', [first!]],
    ['delivered'],
  ];
  let current = order;
  for (const [target, itemIds] of steps) {
    const { next, events } = statusUpdate(current, at, target, itemIds);
    const found = events.find((e) => e.type === type);
    if (found) return found;
    current = next;
  }
  throw new Error(`No ${type} in the sample order's life`);
};

/** The confirmed sample order cancelled with a refund of its total, as the order service does it. */
const cancelled = ({ order, at }: Samples) => {
  const confirmed = statusUpdate(order, at, 'confirmed').next;
  const reason = 'Cancelled by the store';
  const next: OrderRecord = {
    ...withStatus(withInventoryRestored(confirmed), 'Cancelled', { reason, source: 'api', now: at }),
    cancellation: { cancelledAt: at, reason: null, restockedItems: heldItems(confirmed) },
  };
  const refund = { refundId: REFUND_ID, amountMinor: order.totals.totalAmountMinor };
  const events = orderEvents.statusChanged(next, {
    previousStatus: confirmed.orderStatus,
    changedAt: at,
    reason,
    origin: 'api',
    refund,
  });
  return { next, refund, events };
};

const refunded = (s: Samples): DomainEvent => {
  const { next, refund } = cancelled(s);
  const entry = {
    ...refund,
    status: 'Completed' as const,
    reason: 'Returned item',
    requestedAt: s.at,
    completedAt: s.at,
    restock: [],
  };
  const done: OrderRecord = {
    ...withStatus(next, 'Refunded', { reason: 'Refund completed', source: 'system', now: s.at }),
    refunds: [entry],
    refundedMinor: entry.amountMinor,
  };
  return ofType(
    'order.refunded',
    orderEvents.refunded(done, entry, {
      previousStatus: 'Cancelled',
      origin: 'system',
      reason: 'Refund completed',
    }),
  );
};

const productScope = (s: Samples) => ({ ...s.scope, origin: 'owner' as const });

type Builder = (s: Samples, context: SampleContext) => DomainEvent;

const BUILDERS: Record<Exclude<EventType, 'webhook.test'>, Builder> = {
  'cart.created': (s) => cartEvents.created({ ...s.cart, items: [] }),
  'cart.item_added': (s) => cartEvents.itemAdded(s.cart, s.cart.items[0]!, s.rules),
  'cart.item_updated': (s) => cartEvents.itemUpdated(s.cart, s.cart.items[0]!, 1, s.rules),
  'cart.item_removed': (s) => cartEvents.itemRemoved({ ...s.cart, items: [] }, s.cart.items[0]!, s.rules),
  'cart.abandoned': (s) =>
    cartEvents.abandoned(
      { ...s.cart, activeSince: new Date(Date.parse(s.at) - 3_600_000).toISOString() },
      s.at,
    ),
  'cart.recovered': (s) => cartEvents.recovered(s.cart, s.at, s.rules),
  'cart.cleared': (s) => cartEvents.cleared(s.cart, { ...s.cart, items: [] }, s.rules),
  'cart.checkout_started': (s) =>
    cartEvents.checkoutStarted(
      { ...s.cart, checkoutId: CHECKOUT_ID },
      { checkoutId: CHECKOUT_ID, startedAt: s.at, customer: customerObject(s.customer) },
      s.rules,
    ),
  'order.created': (s) => orderEvents.created(s.order, 'customer'),
  'order.status_updated': (s) =>
    ofType('order.status_updated', statusUpdate(s.order, s.at, 'confirmed').events),
  'order.confirmed': (s) => ofType('order.confirmed', statusUpdate(s.order, s.at, 'confirmed').events),
  'order.partially_shipped': (s) => orderLifecycleEvent('order.partially_shipped', s),
  'order.shipped': (s) => orderLifecycleEvent('order.shipped', s),
  'order.partially_delivered': (s) => orderLifecycleEvent('order.partially_delivered', s),
  'order.delivered': (s) => orderLifecycleEvent('order.delivered', s),
  'order.cancelled': (s) => ofType('order.cancelled', cancelled(s).events),
  'order.refunded': refunded,
  'customer.created': (s) => customerCreatedEvent(s.customer),
  'customer.updated': (s) =>
    customerUpdatedEvent(
      {
        next: s.customer,
        changes: { firstName: s.customer.firstName },
        previousValues: { firstName: 'J.' },
      },
      'customer',
    ),
  'customer.deleted': (s) => customerDeletedEvent(s.scope, CUSTOMER_ID, s.at, 'owner'),
  'product.created': (s) => productCreatedEvent(productScope(s), s.product, [s.variant]),
  'product.updated': (s) =>
    productUpdatedEvent(productScope(s), { ...s.product, title: 'Old title' }, s.product)!,
  'product.deleted': (s) => productDeletedEvent(productScope(s), s.product, s.at),
  'product.inventory_updated': (s) =>
    inventoryUpdatedEvent(productScope(s), s.variant, 12, s.variant.inventoryQuantity, 'order'),
  'product.variant_created': (s) => variantCreatedEvent(productScope(s), s.variant),
  'product.variant_updated': (s) =>
    variantUpdatedEvent(productScope(s), { ...s.variant, priceMinor: 1500 }, s.variant)!,
  'product.variant_deleted': (s) => variantDeletedEvent(productScope(s), s.variant, s.at),
  'webhook.endpoint_created': (s, { endpoint }) => endpointCreatedEvent(s.scope, endpoint, s.at),
  'webhook.endpoint_updated': (s, { endpoint }) =>
    endpointUpdatedEvent(
      s.scope,
      endpoint,
      s.at,
      { isEnabled: endpoint.isEnabled },
      {
        isEnabled: !endpoint.isEnabled,
      },
    ),
  'webhook.endpoint_deleted': (s, { endpoint }) => endpointDeletedEvent(s.scope, endpoint, s.at),
};

export const sampleEvent = (type: EventType, context: SampleContext): SampleEvent => {
  if (type === 'webhook.test') {
    const { endpoint } = context;
    return {
      customerId: null,
      data: {
        webhookId: endpoint.id,
        ...destinationFields(endpoint),
        message: 'This is a test event',
        test: true,
      },
    };
  }
  const event = BUILDERS[type](samples(context), context);
  return { customerId: event.customerId ?? null, data: { ...event.data, test: true } };
};
