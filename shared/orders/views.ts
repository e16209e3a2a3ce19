import { fromMinorUnits } from '../util/money.ts';
import { isPaid, refundableMinor, refundViewStatus, succeededMinor } from './refunds.ts';
import type { OrderItem, OrderRecord } from './types.ts';

/** The spec's order item, money as JSON numbers. */
export const orderItemView = (item: OrderItem, exponent: number) => ({
  id: item.id,
  productVariantId: item.productVariantId,
  externalProductId: item.externalProductId,
  externalVariantId: item.externalVariantId,
  productTitle: item.productTitle,
  productImageUrl: item.productImageUrl,
  variantTitle: item.variantTitle,
  sku: item.sku,
  quantity: item.quantity,
  unitPrice: fromMinorUnits(item.unitPriceMinor, exponent),
  totalPrice: fromMinorUnits(item.unitPriceMinor * item.quantity, exponent),
  itemStatus: item.itemStatus,
  trackingNumber: item.trackingNumber,
});

export const orderTotalsView = (order: Pick<OrderRecord, 'totals' | 'exponent'>) => {
  const money = (minor: number) => fromMinorUnits(minor, order.exponent);
  return {
    subtotal: money(order.totals.subtotalMinor),
    shippingTotal: money(order.totals.shippingTotalMinor),
    taxTotal: money(order.totals.taxTotalMinor),
    discountTotal: money(order.totals.discountTotalMinor),
    totalAmount: money(order.totals.totalAmountMinor),
  };
};

/** The spec's Order fields: the order.created payload and the core of every order response. */
export const orderSpecFields = (order: OrderRecord) => ({
  orderId: order.orderId,
  orderNumber: order.orderNumber,
  checkoutId: order.checkoutId,
  placedAt: order.placedAt,
  orderStatus: order.orderStatus,
  customer: order.customer,
  items: order.items.map((item) => orderItemView(item, order.exponent)),
  discountCode: order.discount?.code ?? null,
  discount: order.discount
    ? {
        code: order.discount.code,
        amount: fromMinorUnits(order.discount.amountMinor, order.exponent),
        items: order.discount.lines.map((line) => ({
          itemId: line.itemId,
          amount: fromMinorUnits(line.amountMinor, order.exponent),
        })),
      }
    : null,
  tax: order.tax
    ? {
        pricesIncludeTax: order.tax.pricesIncludeTax,
        estimated: order.tax.estimated,
        items: order.tax.lines.map((line) => ({
          itemId: line.itemId,
          amount: fromMinorUnits(line.amountMinor, order.exponent),
        })),
        shipping: fromMinorUnits(order.tax.shippingMinor, order.exponent),
      }
    : null,
  taxEstimated: order.tax?.estimated ?? false,
  shippingOption: order.shippingOption
    ? {
        id: order.shippingOption.id,
        name: order.shippingOption.name,
        price: fromMinorUnits(order.shippingOption.priceMinor, order.exponent),
        minDeliveryDays: order.shippingOption.minDeliveryDays,
        maxDeliveryDays: order.shippingOption.maxDeliveryDays,
      }
    : null,
  shippingAddress: order.shippingAddress,
  billingAddress: order.billingAddress,
  totals: orderTotalsView(order),
  paymentMethod: order.paymentMethod,
  deliveryInstructions: order.deliveryInstructions,
});

/**
 * The order's payment (docs/decisions.md §5.8): the provider, its status and charge id, and the
 * amount it took. Every provider charges the order's total in one charge when the order is
 * paid (shared/checkout/payment.ts), so a captured payment took `totalAmount`; an order paid
 * elsewhere took it once the store confirmed it; nothing was taken before.
 */
export const orderPaymentView = (order: OrderRecord) => {
  const { provider, status, chargeId } = order.payment;
  const took = status === 'Captured' || (status === 'External' && isPaid(order));
  return {
    provider,
    status,
    chargeId,
    amount: fromMinorUnits(took ? order.totals.totalAmountMinor : 0, order.exponent),
  };
};

/** What the order endpoints answer: the spec fields plus payment, history, tracking and refunds. */
export const orderView = (order: OrderRecord) => {
  const latest = order.refunds.at(-1);
  return {
    ...orderSpecFields(order),
    currency: order.currency,
    payment: orderPaymentView(order),
    statusHistory: order.statusHistory.map((entry) => ({ ...entry })),
    trackingInfo: order.trackingInfo.map((entry) => ({ ...entry })),
    cancellation: order.cancellation
      ? {
          cancelledAt: order.cancellation.cancelledAt,
          reason: order.cancellation.reason,
          restockedItems: order.cancellation.restockedItems ?? [],
        }
      : null,
    refunds: order.refunds.map((refund) => ({
      refundId: refund.refundId,
      amount: fromMinorUnits(refund.amountMinor, order.exponent),
      status: refundViewStatus(refund.status),
      reason: refund.reason,
      restock: refund.restock.map((line) => ({ ...line })),
      createdAt: refund.requestedAt,
      completedAt: refund.completedAt,
    })),
    refundedTotal: fromMinorUnits(succeededMinor(order.refunds), order.exponent),
    refundableAmount: fromMinorUnits(isPaid(order) ? refundableMinor(order) : 0, order.exponent),
    // The latest refund as orders showed it before partial refunds (kept for older clients, docs/decisions.md §4.16).
    refund: latest
      ? {
          refundId: latest.refundId,
          amount: fromMinorUnits(latest.amountMinor, order.exponent),
          status: latest.status,
          requestedAt: latest.requestedAt,
          refundedAt: latest.completedAt,
        }
      : null,
    updatedAt: order.updatedAt,
  };
};

export type OrderView = ReturnType<typeof orderView>;
