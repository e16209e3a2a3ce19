import type { EventType } from '../events/catalog.ts';
import type { DomainEvent, EventOrigin } from '../events/outbox.ts';
import { estimatedDeliveryAt } from '../shipping/options.ts';
import { fromMinorUnits } from '../util/money.ts';
import { succeededMinor } from './refunds.ts';
import type { OrderRecord, OrderRefundEntry, OrderStatus } from './types.ts';
import { orderItemView, orderSpecFields } from './views.ts';

/**
 * The order events' data (spec "Data shapes by event", docs/decisions.md §4.3). Origin decides loop
 * suppression (docs/decisions.md §6.1): `api` for secret-key calls, `customer` for checkout completion,
 * `system` for the refund job.
 */
const orderEvent = (
  type: EventType,
  order: OrderRecord,
  origin: EventOrigin,
  data: Record<string, unknown>,
): DomainEvent => ({
  type,
  storeId: order.storeId,
  mode: order.mode,
  origin,
  customerId: order.customerId,
  data: { orderId: order.orderId, orderNumber: order.orderNumber, ...data },
});

export interface StatusChange {
  previousStatus: OrderStatus;
  changedAt: string;
  reason: string;
  origin: EventOrigin;
  /** Items this change moved (shipping and delivery). */
  movedItemIds?: readonly string[];
  /** The note sent with the update (delivery confirmation text). */
  notes?: string | null;
  /** A cancellation's refund, if it started one. */
  refund?: { refundId: string; amountMinor: number };
}

const trackingInfoPayload = (order: OrderRecord) =>
  order.trackingInfo.map(({ trackingNumber, carrier, trackingUrl, itemIds }) => ({
    trackingNumber,
    carrier,
    trackingUrl,
    itemIds,
  }));

/**
 * The items a shipment or delivery moved, each with the units it moved: those a refund did not put
 * back in stock (docs/decisions.md §4.16).
 */
const movedItems = (order: OrderRecord, ids: readonly string[] = []) => {
  const wanted = new Set(ids);
  return order.items
    .filter((item) => wanted.has(item.id))
    .map((item) =>
      orderItemView({ ...item, quantity: item.quantity - (item.returnedQuantity ?? 0) }, order.exponent),
    );
};

/** The event specific to the status an order just reached, if that status has one. */
const specificEvent = (order: OrderRecord, change: StatusChange): DomainEvent | undefined => {
  const base = {
    previousStatus: change.previousStatus,
    newStatus: order.orderStatus,
    statusUpdatedAt: change.changedAt,
    statusChangeReason: change.reason,
  };
  const shipped = () => ({
    shippedAt: change.changedAt,
    // The chosen option's promise (docs/decisions.md §12.10); null without an option or its days.
    estimatedDeliveryAt: estimatedDeliveryAt(order.shippingOption ?? null, change.changedAt),
    trackingInfo: trackingInfoPayload(order),
    shippedItems: movedItems(order, change.movedItemIds),
    shippingAddress: order.shippingAddress,
  });
  const delivered = () => ({
    deliveredAt: change.changedAt,
    deliveryConfirmation: change.notes || 'Marked delivered by the store',
    deliveredItems: movedItems(order, change.movedItemIds),
  });
  switch (order.orderStatus) {
    case 'Confirmed':
      return orderEvent('order.confirmed', order, change.origin, base);
    case 'Cancelled':
      return orderEvent('order.cancelled', order, change.origin, {
        ...base,
        refundId: change.refund?.refundId ?? null,
        refundAmount: change.refund ? fromMinorUnits(change.refund.amountMinor, order.exponent) : null,
        // Every unit not already returned by a refund, shipped ones too (docs/decisions.md §4.7).
        restockedItems: order.cancellation?.restockedItems ?? [],
      });
    case 'Shipped':
      return orderEvent('order.shipped', order, change.origin, shipped());
    case 'PartiallyShipped':
      return orderEvent('order.partially_shipped', order, change.origin, shipped());
    case 'Delivered':
      return orderEvent('order.delivered', order, change.origin, delivered());
    case 'PartiallyDelivered':
      return orderEvent('order.partially_delivered', order, change.origin, delivered());
    default:
      // Refunded: order.refunded goes out with each completed refund (orderEvents.refunded).
      return undefined;
  }
};

export const orderEvents = {
  /**
   * One completed refund (docs/decisions.md §4.16): order.status_updated when it made the order
   * Refunded (the whole paid total is back), then order.refunded naming this refund, whether or
   * not the status changed.
   */
  refunded: (
    order: OrderRecord,
    refund: OrderRefundEntry,
    change: { previousStatus: OrderStatus; origin: EventOrigin; reason: string },
  ): DomainEvent[] => {
    const at = refund.completedAt!;
    const events: DomainEvent[] = [];
    if (change.previousStatus !== order.orderStatus) {
      events.push(
        orderEvent('order.status_updated', order, change.origin, {
          previousStatus: change.previousStatus,
          newStatus: order.orderStatus,
          statusUpdatedAt: at,
          statusChangeReason: change.reason,
        }),
      );
    }
    events.push(
      orderEvent('order.refunded', order, change.origin, {
        refundId: refund.refundId,
        amount: fromMinorUnits(refund.amountMinor, order.exponent),
        refundedAt: at,
        reason: refund.reason,
        refundedTotal: fromMinorUnits(succeededMinor(order.refunds), order.exponent),
        previousStatus: change.previousStatus,
        newStatus: order.orderStatus,
      }),
    );
    return events;
  },

  /** Every spec Order field. */
  created: (order: OrderRecord, origin: EventOrigin): DomainEvent =>
    orderEvent('order.created', order, origin, orderSpecFields(order)),

  /**
   * `order` is the order after the change: order.status_updated when the status value
   * changed, then the status's own event. A further partial shipment or delivery keeps the
   * status (PartiallyShipped -> PartiallyShipped): only its specific event goes out.
   */
  statusChanged: (order: OrderRecord, change: StatusChange): DomainEvent[] => {
    const changed = change.previousStatus !== order.orderStatus;
    const events: DomainEvent[] = [];
    if (changed) {
      events.push(
        orderEvent('order.status_updated', order, change.origin, {
          previousStatus: change.previousStatus,
          newStatus: order.orderStatus,
          statusUpdatedAt: change.changedAt,
          statusChangeReason: change.reason,
        }),
      );
    }
    const specific = changed || change.movedItemIds?.length ? specificEvent(order, change) : undefined;
    if (specific) events.push(specific);
    return events;
  },
};
