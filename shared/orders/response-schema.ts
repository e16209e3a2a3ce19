import * as z from 'zod';
import { named } from '../schema/named.ts';
import { customerContactSchema } from '../customers/schemas.ts';
import { ITEM_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from './types.ts';
import { EVENT_ORIGINS } from '../events/outbox.ts';
import { REFUND_VIEW_STATUSES } from './refunds.ts';
import { lazySchema } from '../schema/lazy.ts';

/**
 * Documentation only (OpenAPI, and the contract check of `npm run dev` responses): the shape
 * of `data` the order endpoints and checkout completion answer with (views.ts builds it).
 */
export const orderStatusSchema = /* @__PURE__ */ lazySchema(() =>
  named('OrderStatus', z.enum(ORDER_STATUSES)),
);

const addressOut = /* @__PURE__ */ lazySchema(() =>
  named(
    'Address',
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      company: z.string().nullable(),
      address1: z.string(),
      address2: z.string(),
      city: z.string(),
      province: z.string(),
      country: z.string(),
      countryIsoCode: z.string(),
      postalCode: z.string(),
      phone: z.string(),
    }),
  ),
);

export const orderItemSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'OrderItem',
    z.object({
      id: z.string(),
      productVariantId: z.string(),
      externalProductId: z.string(),
      externalVariantId: z.string(),
      productTitle: z.string(),
      productImageUrl: z.string().nullable(),
      variantTitle: z.string(),
      sku: z.string().nullable(),
      quantity: z.number().int(),
      unitPrice: z.number(),
      totalPrice: z.number(),
      itemStatus: named('ItemStatus', z.enum(ITEM_STATUSES)),
      trackingNumber: z.string().nullable(),
    }),
  ),
);

/** The spec's Totals object: an order's, and the checkout-started answer and event carry it too. */
export const totalsSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'Totals',
    z.object({
      subtotal: z.number(),
      shippingTotal: z.number(),
      taxTotal: z.number(),
      discountTotal: z.number(),
      totalAmount: z.number(),
    }),
  ),
);

export const paymentMethodSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'PaymentMethod',
    z.object({
      method: z.string(),
      display: z.string(),
      last4: z.string().nullable(),
      brand: z.string().nullable(),
    }),
  ),
);

export const trackingInfoSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'TrackingInfo',
    z.object({
      trackingNumber: z.string(),
      carrier: z.string().nullable(),
      trackingUrl: z.string().nullable(),
      itemIds: z.array(z.string()),
      addedAt: z.string(),
    }),
  ),
);

export const restockLineSchema = /* @__PURE__ */ lazySchema(() =>
  named('RestockLine', z.object({ itemId: z.string(), quantity: z.number().int() })),
);

export const refundStatusSchema = /* @__PURE__ */ lazySchema(() =>
  named('RefundStatus', z.enum(REFUND_VIEW_STATUSES)),
);

/** One refund of an order (docs/decisions.md §4.16). */
export const orderRefundSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'OrderRefund',
    z.object({
      refundId: z.string(),
      amount: z.number(),
      status: refundStatusSchema,
      reason: z.string().nullable(),
      restock: z.array(restockLineSchema),
      createdAt: z.string(),
      completedAt: z.string().nullable(),
    }),
  ),
);

/** The refund endpoints' 202 answer. */
export const refundAcceptedSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'RefundAccepted',
    z.object({ refundId: z.string(), amount: z.number(), status: z.literal('Pending') }),
  ),
);

/** The spec Order fields that order.created carries and every order response starts with. */
export const orderSpecSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    orderId: z.string(),
    orderNumber: z.string(),
    checkoutId: z.string().nullable(),
    placedAt: z.string(),
    orderStatus: orderStatusSchema,
    customer: customerContactSchema,
    items: z.array(orderItemSchema),
    discountCode: z
      .string()
      .nullable()
      .meta({ description: 'The discount code the order was placed with; null without one' }),
    discount: named(
      'OrderDiscount',
      z.object({
        code: z.string(),
        amount: z.number(),
        items: z.array(z.object({ itemId: z.string(), amount: z.number() })),
      }),
      { description: "The code's amount and each item's share of it (the sum is totals.discountTotal)" },
    ).nullable(),
    tax: named(
      'OrderTax',
      z.object({
        pricesIncludeTax: z.boolean(),
        estimated: z.boolean(),
        items: z.array(z.object({ itemId: z.string(), amount: z.number() })),
        shipping: z.number(),
      }),
      {
        description:
          "Each item's tax (rounded per line) and shipping's; they sum to totals.taxTotal. Null on orders placed without a breakdown",
      },
    ).nullable(),
    taxEstimated: z.boolean().meta({
      description: 'Stripe Tax could not answer: the tax is the store rate table’s estimate',
    }),
    shippingOption: named(
      'OrderShippingOption',
      z.object({
        id: z.string(),
        name: z.string(),
        price: z.number().meta({ description: 'What the order pays for it (totals.shippingTotal)' }),
        minDeliveryDays: z.number().int().nullable(),
        maxDeliveryDays: z.number().int().nullable(),
      }),
    ).nullable(),
    shippingAddress: addressOut,
    billingAddress: addressOut,
    totals: totalsSchema,
    paymentMethod: paymentMethodSchema,
    deliveryInstructions: z.string().nullable(),
  }),
);

/** The order's payment (docs/decisions.md §5.8), the same for every provider. */
export const orderPaymentSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'OrderPayment',
    z.object({
      provider: z
        .string()
        .meta({ description: "Who took the payment: `test`, `stripe`, or `external` (the store's own)" }),
      status: z.enum(PAYMENT_STATUSES).meta({
        description:
          '`Pending` (not charged yet), `ActionRequired` (waiting for 3-D Secure), `Captured` (charged), `External` (paid outside the platform)',
      }),
      chargeId: z
        .string()
        .nullable()
        .meta({ description: "The provider's charge (the Stripe PaymentIntent id); null until charged" }),
      amount: z.number().meta({
        description:
          'What the payment took: the order total once captured (or, paid elsewhere, once confirmed), else 0. Refunds are in `refunds`',
      }),
    }),
  ),
);

export const orderResponseSchema = /* @__PURE__ */ lazySchema(() =>
  named(
    'Order',
    orderSpecSchema.unwrap().extend({
      currency: z.string(),
      payment: orderPaymentSchema,
      statusHistory: z.array(
        z.object({
          status: orderStatusSchema,
          previousStatus: orderStatusSchema.nullable(),
          changedAt: z.string(),
          reason: z.string(),
          notes: z.string().nullable(),
          itemIds: z.array(z.string()),
          source: z.enum(EVENT_ORIGINS),
        }),
      ),
      trackingInfo: z.array(trackingInfoSchema),
      cancellation: z
        .object({
          cancelledAt: z.string(),
          reason: z.string().nullable(),
          restockedItems: z.array(restockLineSchema).meta({
            description:
              'Units the cancellation put back in stock: every item, shipped too, less units a refund already returned',
          }),
        })
        .nullable(),
      refunds: z.array(orderRefundSchema).meta({ description: 'Every refund of the order, oldest first' }),
      refundedTotal: z.number().meta({ description: 'Sum of the Succeeded refunds' }),
      refundableAmount: z.number().meta({
        description:
          'What a new refund may still take: the paid total less Pending and Succeeded refunds (0 if unpaid)',
      }),
      refund: z
        .object({
          refundId: z.string(),
          amount: z.number(),
          status: z.enum(['Scheduled', 'Completed', 'Failed']),
          requestedAt: z.string(),
          refundedAt: z.string().nullable(),
        })
        .nullable()
        .meta({ description: 'The latest refund, as before partial refunds (deprecated: read `refunds`)' }),
      updatedAt: z.string(),
    }),
  ),
);
