import { ERASED } from '../customers/redaction.ts';
import type { CustomerObject } from '../customers/types.ts';
import type { OrderRecord } from '../orders/types.ts';
import type { StoreRecord } from '../stores/types.ts';
import { formatMoney } from '../util/money.ts';
import type { NotificationChannel, NotificationKind } from './types.ts';

/**
 * The text of a customer notification (docs/decisions.md §14.2): plain text, in the store's name,
 * with the order number, amounts in the order's currency and, for a shipment, every tracking
 * number with its carrier and link. An SMS says the same in one short body.
 */
export interface MessageText {
  subject: string;
  body: string;
}

/** Who gets the message: the order's email if it has one, else its phone (never an erased one). */
export const recipientOf = (
  customer: Pick<CustomerObject, 'email' | 'phone'>,
): { to: string; channel: NotificationChannel } | undefined => {
  const email = customer.email?.trim();
  if (email && email !== ERASED && /^[^\s@]+@[^\s@]+$/.test(email)) return { to: email, channel: 'email' };
  const phone = customer.phone?.trim();
  if (phone && /^\+[1-9]\d{5,14}$/.test(phone)) return { to: phone, channel: 'sms' };
  return undefined;
};

/** The event's own fields the text uses (order.cancelled and order.refunded carry the refund). */
export interface EventFacts {
  refundAmount?: number | null;
  amount?: number | null;
}

export const storeNameOf = (store: Pick<StoreRecord, 'name' | 'branding'>): string =>
  store.branding?.name?.trim() || store.name;

const greeting = (order: OrderRecord) => {
  const name = order.customer.firstName?.trim();
  return name && name !== ERASED ? `Hello ${name},` : 'Hello,';
};

const money = (order: OrderRecord, minor: number) => formatMoney(minor, order.currency, order.exponent);
const majorToMinor = (order: OrderRecord, amount: number) => Math.round(amount * 10 ** order.exponent);

const itemLines = (order: OrderRecord) =>
  order.items.map((item) => {
    const title = item.variantTitle ? `${item.productTitle} (${item.variantTitle})` : item.productTitle;
    return `  ${item.quantity} x ${title}  ${money(order, item.unitPriceMinor * item.quantity)}`;
  });

const totalLines = (order: OrderRecord) => {
  const t = order.totals;
  return [
    `  Subtotal  ${money(order, t.subtotalMinor)}`,
    ...(t.discountTotalMinor > 0 ? [`  Discount  -${money(order, t.discountTotalMinor)}`] : []),
    `  Shipping  ${money(order, t.shippingTotalMinor)}`,
    `  Tax  ${money(order, t.taxTotalMinor)}`,
    `  Total  ${money(order, t.totalAmountMinor)}`,
  ];
};

const trackingLines = (order: OrderRecord) =>
  order.trackingInfo.map(
    (t) =>
      `${t.carrier ? `${t.carrier} ` : ''}${t.trackingNumber}${t.trackingUrl ? ` ${t.trackingUrl}` : ''}`,
  );

/** The refund an event names, in minor units (cancelled: refundAmount; refunded: amount), else the order's. */
const refundMinor = (order: OrderRecord, facts: EventFacts): number | undefined => {
  const amount = facts.refundAmount ?? facts.amount;
  if (typeof amount === 'number') return majorToMinor(order, amount);
  return order.refunds.at(-1)?.amountMinor;
};

export const buildMessage = (
  kind: NotificationKind,
  channel: NotificationChannel,
  order: OrderRecord,
  store: Pick<StoreRecord, 'name' | 'branding'>,
  facts: EventFacts = {},
): MessageText => {
  const shop = storeNameOf(store);
  const number = order.orderNumber;
  const total = money(order, order.totals.totalAmountMinor);
  const refund = refundMinor(order, facts);
  const refundText = refund !== undefined && refund > 0 ? money(order, refund) : undefined;
  const tracking = trackingLines(order);
  const sign = ['', shop];

  switch (kind) {
    case 'order_confirmed':
      return {
        subject: `${shop}: order ${number} confirmed`,
        body:
          channel === 'sms'
            ? `${shop}: your order ${number} is confirmed. Total ${total}.`
            : [
                greeting(order),
                '',
                `Thank you for your order ${number}. It is confirmed and paid.`,
                '',
                ...itemLines(order),
                '',
                ...totalLines(order),
                '',
                'We will write again when it ships.',
                ...sign,
              ].join('\n'),
      };
    case 'order_shipped':
      return {
        subject: `${shop}: order ${number} has shipped`,
        body:
          channel === 'sms'
            ? `${shop}: your order ${number} has shipped.${tracking.length ? ` Tracking: ${tracking.join('; ')}` : ''}`
            : [
                greeting(order),
                '',
                `Your order ${number} is on its way.`,
                ...(tracking.length ? ['', 'Tracking:', ...tracking.map((line) => `  ${line}`)] : []),
                ...sign,
              ].join('\n'),
      };
    case 'order_delivered':
      return {
        subject: `${shop}: order ${number} was delivered`,
        body:
          channel === 'sms'
            ? `${shop}: your order ${number} was delivered.`
            : [
                greeting(order),
                '',
                `Your order ${number} was delivered. We hope you enjoy it.`,
                ...sign,
              ].join('\n'),
      };
    case 'order_cancelled': {
      const refundLine = refundText ? `A refund of ${refundText} is on its way.` : undefined;
      return {
        subject: `${shop}: order ${number} was cancelled`,
        body:
          channel === 'sms'
            ? `${shop}: your order ${number} was cancelled.${refundLine ? ` ${refundLine}` : ''}`
            : [
                greeting(order),
                '',
                `Your order ${number} (${total}) was cancelled.`,
                ...(refundLine ? ['', refundLine] : []),
                ...sign,
              ].join('\n'),
      };
    }
    case 'order_refunded':
      return {
        subject: `${shop}: refund for order ${number}`,
        body:
          channel === 'sms'
            ? `${shop}: we refunded ${refundText ?? 'your payment'} for order ${number}.`
            : [
                greeting(order),
                '',
                `We refunded ${refundText ?? 'your payment'} for your order ${number}.`,
                'It reaches your account in a few days, depending on your bank.',
                ...sign,
              ].join('\n'),
      };
  }
};
