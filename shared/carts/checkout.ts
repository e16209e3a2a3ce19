import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { CustomerObject } from '../customers/types.ts';
import { keys, type Mode } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import { epochSeconds } from '../util/time.ts';
import { cartTotals, type PricingRules } from './pricing.ts';
import type { CartLine, CartRecord } from './types.ts';

/**
 * What POST .../checkout leaves for checkout completion (issue 5) at keys.checkout(...):
 * the priced cart snapshot, the customer and the totals, all in minor units.
 *
 * Contract for completion: the checkout is current while the customer's open cart
 * (keys.openCart) still has `checkoutId` = this id and `version` = `cartVersion`; any
 * change to the cart drops its checkoutId. Completion closes the cart with
 * `closeCartTransactItems` in its own transaction.
 */
export const CHECKOUT_ENTITY = 'Checkout';
/** Unfinished checkouts are kept a week (TTL), then DynamoDB may delete them. */
export const CHECKOUT_RETENTION_SECONDS = 7 * 24 * 3600;

export interface CheckoutRecord {
  checkoutId: string;
  storeId: string;
  mode: Mode;
  cartId: string;
  cartVersion: number;
  customerId: string;
  customer: CustomerObject;
  status: 'Open';
  currency: string;
  pricing: PricingRules;
  items: CartLine[];
  totals: {
    subtotalMinor: number;
    shippingTotalMinor: number;
    taxTotalMinor: number;
    discountTotalMinor: number;
    totalAmountMinor: number;
  };
  createdAt: string;
}

export const buildCheckoutRecord = (
  cart: CartRecord,
  checkoutId: string,
  customer: CustomerObject,
  now: string,
): CheckoutRecord => {
  const totals = cartTotals(cart.items, cart.pricing);
  return {
    checkoutId,
    storeId: cart.storeId,
    mode: cart.mode,
    cartId: cart.cartId,
    cartVersion: cart.version,
    customerId: cart.customerId,
    customer,
    status: 'Open',
    currency: cart.pricing.currency,
    pricing: cart.pricing,
    items: cart.items,
    totals: {
      subtotalMinor: totals.subtotalMinor,
      shippingTotalMinor: totals.estimatedShippingMinor,
      taxTotalMinor: totals.estimatedTaxMinor,
      discountTotalMinor: totals.discountTotalMinor,
      totalAmountMinor: totals.estimatedTotalMinor,
    },
    createdAt: now,
  };
};

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const checkoutPut = (tableName: string, checkout: CheckoutRecord): TransactItem => ({
  Put: {
    TableName: tableName,
    Item: {
      ...keys.checkout(checkout.storeId, checkout.mode, checkout.checkoutId),
      [ENTITY_ATTRIBUTE]: CHECKOUT_ENTITY,
      ...checkout,
      [TTL_ATTRIBUTE]: epochSeconds(new Date(checkout.createdAt)) + CHECKOUT_RETENTION_SECONDS,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * For checkout completion: removes the open cart only if it is still the checked-out one
 * (same checkoutId and version), and keeps a closed copy at keys.cart(cartId) without the
 * abandonment index attributes. The customer's next cart call starts a new cart.
 */
export const closeCartTransactItems = (
  tableName: string,
  checkout: Pick<
    CheckoutRecord,
    'storeId' | 'mode' | 'customerId' | 'checkoutId' | 'cartId' | 'cartVersion' | 'items' | 'pricing'
  >,
  closedAt: string,
  orderId?: string,
): TransactItem[] => [
  {
    Delete: {
      TableName: tableName,
      Key: keys.openCart(checkout.storeId, checkout.mode, checkout.customerId),
      ConditionExpression: 'checkoutId = :checkoutId AND version = :version',
      ExpressionAttributeValues: { ':checkoutId': checkout.checkoutId, ':version': checkout.cartVersion },
    },
  },
  {
    Put: {
      TableName: tableName,
      Item: {
        ...keys.cart(checkout.storeId, checkout.mode, checkout.cartId),
        [ENTITY_ATTRIBUTE]: 'ClosedCart',
        cartId: checkout.cartId,
        storeId: checkout.storeId,
        mode: checkout.mode,
        customerId: checkout.customerId,
        status: 'Closed',
        checkoutId: checkout.checkoutId,
        items: checkout.items,
        pricing: checkout.pricing,
        closedAt,
        ...(orderId ? { orderId } : {}),
      },
    },
  },
];
