import type { EventOrigin } from '../events/outbox.ts';
import type { VariantRecord } from '../products/types.ts';
import { newId } from '../util/ids.ts';
import type { StatusChangePlan } from './transitions.ts';
import type { OrderItem, OrderRecord, OrderStatus, StatusHistoryEntry, TrackingInfoEntry } from './types.ts';

/**
 * Pure constructors and transformations of order records. Every change returns a new record
 * with `version` + 1 and a status history entry; the services write it conditioned on the
 * version they read.
 */
/** What a new order is made from: the record's own fields, plus the number and the moment. */
export type NewOrder = Pick<
  OrderRecord,
  | 'orderId'
  | 'storeId'
  | 'mode'
  | 'checkoutId'
  | 'source'
  | 'customer'
  | 'items'
  | 'shippingAddress'
  | 'billingAddress'
  | 'currency'
  | 'exponent'
  | 'totals'
  | 'paymentMethod'
  | 'payment'
  | 'deliveryInstructions'
> &
  Partial<Pick<OrderRecord, 'discount' | 'tax' | 'shippingOption'>> & {
    /** Numeric here; the record holds it as a string. */
    orderNumber: number;
    origin: EventOrigin;
    now: string;
  };

export const newOrderRecord = (input: NewOrder): OrderRecord => ({
  orderId: input.orderId,
  storeId: input.storeId,
  mode: input.mode,
  orderNumber: String(input.orderNumber),
  checkoutId: input.checkoutId,
  source: input.source,
  placedAt: input.now,
  orderStatus: 'Pending',
  customerId: input.customer.customerId,
  customer: input.customer,
  items: input.items,
  discount: input.discount ?? null,
  ...(input.tax ? { tax: input.tax } : {}),
  ...(input.shippingOption ? { shippingOption: input.shippingOption } : {}),
  shippingAddress: input.shippingAddress,
  billingAddress: input.billingAddress,
  currency: input.currency,
  exponent: input.exponent,
  totals: input.totals,
  paymentMethod: input.paymentMethod,
  payment: input.payment,
  deliveryInstructions: input.deliveryInstructions,
  statusHistory: [
    {
      status: 'Pending',
      previousStatus: null,
      changedAt: input.now,
      reason: 'Order placed',
      notes: null,
      itemIds: [],
      source: input.origin,
    },
  ],
  trackingInfo: [],
  cancellation: null,
  refunds: [],
  refundedMinor: 0,
  version: 1,
  updatedAt: input.now,
});

export interface OrderLineSource {
  variant: VariantRecord;
  quantity: number;
  unitPriceMinor: number;
  originalUnitPriceMinor: number;
  /** Keep a cart line's id so the storefront can match order lines to what it showed. */
  id?: string;
}

export const orderItem = (line: OrderLineSource): OrderItem => ({
  id: line.id ?? newId(),
  productVariantId: line.variant.variantId,
  productId: line.variant.productId,
  externalProductId: line.variant.externalId,
  externalVariantId: line.variant.externalVariantId,
  productTitle: line.variant.productTitle,
  productImageUrl: line.variant.imageUrl,
  variantTitle: line.variant.title,
  sku: line.variant.sku,
  quantity: line.quantity,
  unitPriceMinor: line.unitPriceMinor,
  originalUnitPriceMinor: line.originalUnitPriceMinor,
  itemStatus: 'Pending',
  trackingNumber: null,
  shippedAt: null,
  deliveredAt: null,
  inventoryTracked: line.variant.inventoryTracking,
  inventoryRestored: false,
});

/** Units per variant: a transaction may touch each variant once, whatever the number of lines. */
export const quantitiesByVariant = (
  items: ReadonlyArray<Pick<OrderItem, 'productVariantId' | 'quantity'>>,
) => {
  const totals = new Map<string, number>();
  for (const item of items)
    totals.set(item.productVariantId, (totals.get(item.productVariantId) ?? 0) + item.quantity);
  return totals;
};

/**
 * Units of an item a cancellation puts back in stock: every tracked unit not given back yet,
 * shipped and delivered ones too (the spec restores inventory for all items), less what refunds
 * already put back (docs/decisions.md §4.7).
 */
export const heldQuantity = (item: OrderItem): number =>
  item.inventoryTracked && !item.inventoryRestored
    ? Math.max(0, item.quantity - (item.returnedQuantity ?? 0))
    : 0;

/** The items a cancellation puts back in stock, with their units. */
export const heldItems = (order: Pick<OrderRecord, 'items'>): { itemId: string; quantity: number }[] =>
  order.items.flatMap((item) => {
    const quantity = heldQuantity(item);
    return quantity > 0 ? [{ itemId: item.id, quantity }] : [];
  });

/** Variants whose stock an order holds and has not given back, with their units. */
export const heldInventory = (order: Pick<OrderRecord, 'items'>): Map<string, number> =>
  quantitiesByVariant(
    order.items.map((item) => ({ productVariantId: item.productVariantId, quantity: heldQuantity(item) })),
  );

export interface StatusEntryInput {
  reason: string;
  notes?: string | null;
  itemIds?: string[];
  source: EventOrigin;
  now: string;
}

export const withStatus = (order: OrderRecord, status: OrderStatus, entry: StatusEntryInput): OrderRecord => {
  const historyEntry: StatusHistoryEntry = {
    status,
    previousStatus: order.orderStatus,
    changedAt: entry.now,
    reason: entry.reason,
    notes: entry.notes ?? null,
    itemIds: entry.itemIds ?? [],
    source: entry.source,
  };
  return {
    ...order,
    orderStatus: status,
    statusHistory: [...order.statusHistory, historyEntry],
    version: order.version + 1,
    updatedAt: entry.now,
  };
};

export interface TrackingInput {
  trackingNumber?: string | null;
  carrier?: string | null;
  trackingUrl?: string | null;
}

/** A status endpoint update: item statuses, tracking, then the derived order status. */
export const applyStatusPlan = (
  order: OrderRecord,
  plan: StatusChangePlan,
  tracking: TrackingInput,
  entry: StatusEntryInput,
): OrderRecord => {
  const moved = new Set(plan.movedItemIds);
  const items = order.items.map((item): OrderItem => {
    if (!moved.has(item.id) || !plan.itemStatus) return item;
    return plan.itemStatus === 'Shipped'
      ? {
          ...item,
          itemStatus: 'Shipped',
          shippedAt: entry.now,
          trackingNumber: tracking.trackingNumber ?? item.trackingNumber,
        }
      : { ...item, itemStatus: 'Delivered', deliveredAt: entry.now };
  });
  const trackingInfo: TrackingInfoEntry[] = tracking.trackingNumber
    ? [
        ...order.trackingInfo,
        {
          trackingNumber: tracking.trackingNumber,
          carrier: tracking.carrier ?? null,
          trackingUrl: tracking.trackingUrl ?? null,
          itemIds: plan.movedItemIds,
          addedAt: entry.now,
        },
      ]
    : order.trackingInfo;
  return withStatus({ ...order, items, trackingInfo }, plan.newStatus, {
    ...entry,
    itemIds: plan.movedItemIds,
  });
};

/** Marks every held item as given back (the caller adds the stock in the same transaction). */
export const withInventoryRestored = (order: OrderRecord): OrderRecord => ({
  ...order,
  items: order.items.map((item) => (heldQuantity(item) > 0 ? { ...item, inventoryRestored: true } : item)),
});
