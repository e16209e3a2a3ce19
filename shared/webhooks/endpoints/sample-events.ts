import type { EventType } from '../../events/catalog.ts';

/**
 * Sample `data` for the test endpoint (docs/decisions.md §6.7: "an event of eventType with sample
 * data and test: true"). Shapes follow the spec's "Data shapes by event"; the ids are
 * fixed placeholders so a receiver can recognise a probe, and every sample carries
 * `test: true`. The envelope adds storeId, customerId and occurredAt as for real events.
 */
export interface SampleContext {
  webhookId: string;
  url: string;
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
const ITEM_ID = '00000000-0000-4000-8000-000000000007';

const customer = {
  customerId: CUSTOMER_ID,
  email: 'jane.doe@example.com',
  phone: '+15555550100',
  firstName: 'Jane',
  lastName: 'Doe',
};
const address = {
  firstName: 'Jane',
  lastName: 'Doe',
  line1: '1 Sample Street',
  city: 'Springfield',
  postalCode: '12345',
  country: 'US',
};
const cartItem = {
  itemId: ITEM_ID,
  productId: PRODUCT_ID,
  productVariantId: VARIANT_ID,
  title: 'Sample product',
  variantTitle: 'Default',
  quantity: 2,
  unitPrice: 12.5,
  totalPrice: 25.0,
};
const cartSummary = (status: 'Active' | 'Abandoned') => ({
  status,
  itemCount: 1,
  totalQuantity: 2,
  subtotal: 25.0,
  estimatedTax: 2.0,
  estimatedShipping: 5.0,
  estimatedTotal: 32.0,
});
const totals = { subtotal: 25.0, tax: 2.0, shipping: 5.0, total: 32.0, currency: 'USD' };
const orderItem = (itemStatus: 'Pending' | 'Shipped' | 'Delivered') => ({ ...cartItem, itemStatus });
const variant = (at: string) => ({
  id: VARIANT_ID,
  title: 'Default',
  sku: 'SAMPLE-1',
  barcode: null,
  price: 12.5,
  compareAtPrice: null,
  inventoryQuantity: 10,
  inventoryTracking: true,
  externalVariantId: 'ext-variant-1',
  status: 'Active',
  createdAt: at,
  updatedAt: at,
});
const product = { productId: PRODUCT_ID, productTitle: 'Sample product', externalProductId: 'ext-product-1' };
const order = { orderId: ORDER_ID, orderNumber: '1001' };
const statusChange = (at: string, previousStatus: string, newStatus: string) => ({
  ...order,
  previousStatus,
  newStatus,
  statusUpdatedAt: at,
  statusChangeReason: 'Sample status change',
});
const endpointFields = ({ webhookId, url }: SampleContext) => ({ webhookId, url });

type Sampler = (context: SampleContext) => Record<string, unknown>;

const SAMPLES: Record<EventType, Sampler> = {
  'cart.created': () => ({ cartId: CART_ID, status: 'Active', items: [] }),
  'cart.item_added': () => ({ cartId: CART_ID, item: cartItem, cartSummary: cartSummary('Active') }),
  'cart.item_updated': () => ({
    cartId: CART_ID,
    item: cartItem,
    previousQuantity: 1,
    cartSummary: cartSummary('Active'),
  }),
  'cart.item_removed': () => ({
    cartId: CART_ID,
    item: cartItem,
    cartSummary: { ...cartSummary('Active'), itemCount: 0 },
  }),
  'cart.abandoned': ({ at }) => ({
    cartId: CART_ID,
    abandonedAt: at,
    activeDuration: 'PT1H',
    cartSummary: cartSummary('Abandoned'),
  }),
  'cart.recovered': ({ at }) => ({
    cartId: CART_ID,
    recoveredAt: at,
    originallyAbandonedAt: at,
    cartSummary: cartSummary('Active'),
  }),
  'cart.cleared': () => ({ cartId: CART_ID, previousItems: [cartItem], previousTotal: 25.0 }),
  'cart.checkout_started': ({ at }) => ({
    cartId: CART_ID,
    checkoutId: CHECKOUT_ID,
    checkoutStartedAt: at,
    items: [cartItem],
    totals,
    customer,
  }),
  'order.created': ({ at }) => ({
    ...order,
    checkoutId: CHECKOUT_ID,
    placedAt: at,
    orderStatus: 'Pending',
    customer,
    items: [orderItem('Pending')],
    discountCode: null,
    discount: null,
    tax: null,
    taxEstimated: false,
    shippingOption: null,
    shippingAddress: address,
    billingAddress: address,
    totals,
    paymentMethod: 'card',
    deliveryInstructions: null,
  }),
  'order.status_updated': ({ at }) => statusChange(at, 'Confirmed', 'Processing'),
  'order.confirmed': ({ at }) => statusChange(at, 'Pending', 'Confirmed'),
  'order.cancelled': ({ at }) => statusChange(at, 'Confirmed', 'Cancelled'),
  'order.shipped': ({ at }) => ({
    ...order,
    shippedAt: at,
    estimatedDeliveryAt: at,
    trackingInfo: [
      {
        trackingNumber: 'TRACK123',
        carrier: 'SampleCarrier',
        trackingUrl: 'https://carrier.example/TRACK123',
      },
    ],
    shippedItems: [orderItem('Shipped')],
    shippingAddress: address,
  }),
  'order.partially_shipped': ({ at }) => ({
    ...statusChange(at, 'Confirmed', 'PartiallyShipped'),
    shippedItems: [orderItem('Shipped')],
  }),
  'order.delivered': ({ at }) => ({
    ...order,
    deliveredAt: at,
    deliveryConfirmation: 'Left at front door',
    deliveredItems: [orderItem('Delivered')],
  }),
  'order.partially_delivered': ({ at }) => ({
    ...statusChange(at, 'Shipped', 'PartiallyDelivered'),
    deliveredItems: [orderItem('Delivered')],
  }),
  'order.refunded': ({ at }) => ({
    ...order,
    refundId: '00000000-0000-4000-8000-000000000008',
    amount: 32.0,
    refundedAt: at,
    reason: 'Returned item',
    refundedTotal: 32.0,
    previousStatus: 'Cancelled',
    newStatus: 'Refunded',
  }),
  'customer.created': ({ at }) => ({ customer, createdAt: at }),
  'customer.updated': ({ at }) => ({
    customer,
    updatedAt: at,
    changes: { firstName: 'Jane' },
    previousValues: { firstName: 'J.' },
  }),
  'customer.deleted': ({ at }) => ({ customerId: CUSTOMER_ID, deletedAt: at }),
  'product.created': ({ at }) => ({
    ...product,
    description: 'A sample product',
    status: 'Active',
    category: 'Samples',
    tags: ['sample'],
    variants: [variant(at)],
  }),
  'product.updated': () => ({
    ...product,
    changes: { productTitle: 'Sample product' },
    previousValues: { productTitle: 'Old title' },
  }),
  'product.deleted': ({ at }) => ({ ...product, deletedAt: at }),
  'product.inventory_updated': () => ({
    ...product,
    variantId: VARIANT_ID,
    sku: 'SAMPLE-1',
    previousQuantity: 12,
    newQuantity: 10,
    change: -2,
    reason: 'order',
  }),
  'product.variant_created': ({ at }) => ({ ...product, variant: variant(at) }),
  'product.variant_updated': ({ at }) => ({
    ...product,
    variant: variant(at),
    changes: { price: 12.5 },
    previousValues: { price: 15.0 },
  }),
  'product.variant_deleted': ({ at }) => ({
    ...product,
    variantId: VARIANT_ID,
    sku: 'SAMPLE-1',
    deletedAt: at,
  }),
  'webhook.test': (context) => ({ ...endpointFields(context), message: 'This is a test event' }),
  'webhook.endpoint_created': (context) => ({ ...endpointFields(context), createdAt: context.at }),
  'webhook.endpoint_updated': (context) => ({
    ...endpointFields(context),
    updatedAt: context.at,
    changes: { isEnabled: true },
    previousValues: { isEnabled: false },
  }),
  'webhook.endpoint_deleted': (context) => ({ ...endpointFields(context), deletedAt: context.at }),
};

const WITHOUT_CUSTOMER = new Set<string>(['product', 'webhook']);

export const sampleEvent = (type: EventType, context: SampleContext): SampleEvent => ({
  customerId: WITHOUT_CUSTOMER.has(type.split('.')[0]!) ? null : CUSTOMER_ID,
  data: { ...SAMPLES[type](context), test: true },
});
