import * as z from 'zod';
import { ITEM_STATUSES, ORDER_STATUSES } from './types.ts';
import { EVENT_ORIGINS } from '../events/outbox.ts';

/**
 * Documentation only (OpenAPI, and the contract check of `npm run dev` responses): the shape
 * of `data` the order endpoints and checkout completion answer with (views.ts builds it).
 */
const addressOut = z.object({
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
});

const orderItemOut = z.object({
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
  itemStatus: z.enum(ITEM_STATUSES),
  trackingNumber: z.string().nullable(),
});

export const orderResponseSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  checkoutId: z.string().nullable(),
  placedAt: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  customer: z.object({
    customerId: z.string(),
    email: z.string().nullable(),
    phone: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
  }),
  items: z.array(orderItemOut),
  shippingAddress: addressOut,
  billingAddress: addressOut,
  totals: z.object({
    subtotal: z.number(),
    shippingTotal: z.number(),
    taxTotal: z.number(),
    discountTotal: z.number(),
    totalAmount: z.number(),
  }),
  paymentMethod: z.object({
    method: z.string(),
    display: z.string(),
    last4: z.string().nullable(),
    brand: z.string().nullable(),
  }),
  deliveryInstructions: z.string().nullable(),
  currency: z.string(),
  statusHistory: z.array(
    z.object({
      status: z.enum(ORDER_STATUSES),
      previousStatus: z.enum(ORDER_STATUSES).nullable(),
      changedAt: z.string(),
      reason: z.string(),
      notes: z.string().nullable(),
      itemIds: z.array(z.string()),
      source: z.enum(EVENT_ORIGINS),
    }),
  ),
  trackingInfo: z.array(
    z.object({
      trackingNumber: z.string(),
      carrier: z.string().nullable(),
      trackingUrl: z.string().nullable(),
      itemIds: z.array(z.string()),
      addedAt: z.string(),
    }),
  ),
  cancellation: z.object({ cancelledAt: z.string(), reason: z.string().nullable() }).nullable(),
  refund: z
    .object({
      refundId: z.string(),
      amount: z.number(),
      status: z.enum(['Scheduled', 'Completed']),
      requestedAt: z.string(),
      refundedAt: z.string().nullable(),
    })
    .nullable(),
  updatedAt: z.string(),
});
