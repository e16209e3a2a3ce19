import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId } from '../db/batch.ts';
import { keys } from '../db/keys.ts';
import { dueShardOf, queryDueShard } from '../db/due-index.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import { TransactionPlan, type TransactItem } from '../db/transact.ts';
import { orderItems, placementPlan } from '../orders/dynamo-order-repository.ts';
import { paidSaleItems } from '../orders/dynamo-sales-counter.ts';
import type { Scope } from '../orders/ports.ts';
import { unpaidDiscountGiveBack } from '../orders/dynamo-discount-release.ts';
import { discountUseItems } from '../promotions/dynamo-discounts.ts';
import type { DiscountUse } from '../promotions/ports.ts';
import { epochSeconds } from '../util/time.ts';
import { toCheckoutCart } from './cart.ts';
import {
  CHECKOUT_ENTITY,
  CHECKOUT_RETENTION_SECONDS,
  type CheckoutRecord,
  type CompletionState,
  type StoredCheckout,
} from './records.ts';
import type { CheckoutClaim, CheckoutReads, CheckoutRepository, CompletionIndex } from './ports.ts';
import { transactWithEventsOutcome } from '../events/dynamo-sequenced-transaction.ts';

/**
 * The completion index: a `Processing` checkout carries gsi2pk = COMPLETIONS#<shard> and
 * gsi2sk = its lease end (ISO), set by every claim and removed when the completion is
 * confirmed, released, reopened or superseded; so "completions whose lease ended" is one range
 * query per shard on the sparse gsi2 (beside ACTIVE_CARTS#<shard>), never a scan.
 */
export const COMPLETION_SHARDS = 4;
export const completionShardKey = (shard: number) => `COMPLETIONS#${shard}`;
export const completionShard = (checkoutId: string): number => dueShardOf(checkoutId, COMPLETION_SHARDS);
const leaseEnd = (leaseUntil: number) => new Date(leaseUntil).toISOString();

/**
 * The DynamoDB adapter of the checkout port: the checkout item at keys.checkout(...), the
 * customer's open cart at keys.openCart(...), and the order items of dynamo-order-repository.ts.
 */
export const checkoutItems = (tableName: string) => {
  const checkoutKey = (scope: Scope, checkoutId: string) =>
    keys.checkout(scope.storeId, scope.mode, checkoutId);
  const stateNames = { '#status': 'completionStatus' };

  return {
    /** POST .../checkout's snapshot; unfinished checkouts expire after a week (TTL). */
    put: (checkout: CheckoutRecord): TransactItem => ({
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
    }),

    /**
     * Claims the checkout for one order: from open (no state), or by taking over an attempt
     * whose lease ran out (exactly the state that was read).
     */
    claim(scope: Scope, checkoutId: string, claim: CheckoutClaim, seen: CompletionState): TransactItem {
      const takeover = seen.completionStatus === 'Processing';
      return {
        Update: {
          TableName: tableName,
          Key: checkoutKey(scope, checkoutId),
          UpdateExpression:
            'SET #status = :processing, completionOrderId = :orderId, completionLeaseUntil = :until, gsi2pk = :shard, gsi2sk = :leaseEnd',
          ConditionExpression: takeover
            ? '#status = :processing AND completionOrderId = :seenOrder AND completionLeaseUntil = :seenLease'
            : 'attribute_exists(pk) AND attribute_not_exists(#status)',
          ExpressionAttributeNames: stateNames,
          ExpressionAttributeValues: {
            ':processing': 'Processing',
            ':orderId': claim.orderId,
            ':until': claim.leaseUntil,
            ':shard': completionShardKey(completionShard(checkoutId)),
            ':leaseEnd': leaseEnd(claim.leaseUntil),
            ...(takeover
              ? { ':seenOrder': seen.completionOrderId, ':seenLease': seen.completionLeaseUntil }
              : {}),
          },
        },
      };
    },

    /** The claim extended to the end of a 3-D Secure hold (the index then finds it when the hold ends). */
    hold: (scope: Scope, checkoutId: string, orderId: string, holdUntil: number): TransactItem => ({
      Update: {
        TableName: tableName,
        Key: checkoutKey(scope, checkoutId),
        UpdateExpression:
          'SET completionLeaseUntil = :until, gsi2sk = :leaseEnd, completionAwaitingAction = :awaiting',
        ConditionExpression: '#status = :processing AND completionOrderId = :orderId',
        ExpressionAttributeNames: stateNames,
        ExpressionAttributeValues: {
          ':processing': 'Processing',
          ':orderId': orderId,
          ':until': holdUntil,
          ':leaseEnd': leaseEnd(holdUntil),
          ':awaiting': true,
        },
      },
    }),

    complete: (scope: Scope, checkoutId: string, orderId: string): TransactItem => ({
      Update: {
        TableName: tableName,
        Key: checkoutKey(scope, checkoutId),
        UpdateExpression:
          'SET #status = :completed REMOVE completionLeaseUntil, completionAwaitingAction, gsi2pk, gsi2sk',
        ConditionExpression: '#status = :processing AND completionOrderId = :orderId',
        ExpressionAttributeNames: stateNames,
        ExpressionAttributeValues: {
          ':completed': 'Completed',
          ':processing': 'Processing',
          ':orderId': orderId,
        },
      },
    }),

    /**
     * Back to open after a failed payment: the customer may complete it again with another card.
     * `supersede`: final instead (a newer checkout of the cart replaced this unpaid one).
     */
    reopen: (scope: Scope, checkoutId: string, orderId: string, supersede = false): TransactItem => ({
      Update: {
        TableName: tableName,
        Key: checkoutKey(scope, checkoutId),
        UpdateExpression: supersede
          ? 'SET #status = :superseded REMOVE completionLeaseUntil, completionAwaitingAction, gsi2pk, gsi2sk'
          : 'REMOVE #status, completionOrderId, completionLeaseUntil, completionAwaitingAction, gsi2pk, gsi2sk',
        ConditionExpression: '#status = :processing AND completionOrderId = :orderId',
        ExpressionAttributeNames: stateNames,
        ExpressionAttributeValues: {
          ':processing': 'Processing',
          ':orderId': orderId,
          ...(supersede ? { ':superseded': 'Superseded' } : {}),
        },
      },
    }),

    /**
     * The checkout is still the cart's current one (its contents did not change since it
     * started: any change drops the cart's checkoutId; not its version, which the abandonment
     * sweep and a recovery bump without touching the contents), and the cart now points at it as
     * the checkout being paid (`payingCheckoutId`, kept through later cart edits and conditioned
     * on by every cart write), so a new checkout of the cart first settles this one.
     */
    markPaying: (
      scope: Scope,
      checkout: Pick<CheckoutRecord, 'customerId' | 'checkoutId'>,
    ): TransactItem => ({
      Update: {
        TableName: tableName,
        Key: keys.openCart(scope.storeId, scope.mode, checkout.customerId),
        UpdateExpression: 'SET payingCheckoutId = :checkoutId',
        ConditionExpression: 'checkoutId = :checkoutId',
        ExpressionAttributeValues: { ':checkoutId': checkout.checkoutId },
      },
    }),

    /**
     * Removes the open cart (Active, or Abandoned since) only if it is still the checked-out
     * one (same checkoutId), and keeps a closed copy at keys.cart(cartId) without the abandonment index
     * attributes. The customer's next cart call starts a new cart.
     */
    closeCart: (checkout: CheckoutRecord, closedAt: string, orderId: string): TransactItem[] => [
      {
        Delete: {
          TableName: tableName,
          Key: keys.openCart(checkout.storeId, checkout.mode, checkout.customerId),
          ConditionExpression: 'checkoutId = :checkoutId',
          ExpressionAttributeValues: { ':checkoutId': checkout.checkoutId },
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
            orderId,
          },
        },
      },
    ],
  };
};

/** The code's use taken with the reservation (docs/decisions.md §12.6); none without a code. */
const discountUse = (tableName: string, use: DiscountUse | undefined): TransactItem[] =>
  use ? discountUseItems(tableName, use) : [];

export const dynamoCheckoutRepository = (
  db: DynamoDBDocumentClient,
  tableName: string,
): CheckoutRepository => {
  const checkouts = checkoutItems(tableName);
  const orders = orderItems(tableName);

  return {
    async read(scope, checkoutId, customerId): Promise<CheckoutReads> {
      const cKey = keys.checkout(scope.storeId, scope.mode, checkoutId);
      const cartKey = keys.openCart(scope.storeId, scope.mode, customerId);
      const found = await batchGetItems(db, tableName, [cKey, cartKey], true);
      const checkout = found.get(keyId(cKey));
      const cart = found.get(keyId(cartKey));
      const { pk: _pk, sk: _sk, [ENTITY_ATTRIBUTE]: _e, ...checkoutFields } = checkout ?? {};
      return {
        ...(checkout ? { checkout: checkoutFields as unknown as StoredCheckout } : {}),
        ...(cart
          ? {
              cart: {
                checkoutId: (cart.checkoutId as string | null) ?? null,
                version: cart.version as number,
                record: toCheckoutCart(cart),
              },
            }
          : {}),
      };
    },

    async reserve(reservation, now) {
      const { scope, checkout } = reservation;
      const plan = placementPlan(orders, reservation, now)
        .add('checkout', checkouts.claim(scope, checkout.checkoutId, reservation.claim, {}))
        .add('cart', checkouts.markPaying(scope, checkout))
        .add('discount', ...discountUse(tableName, reservation.discountUse));
      const outcome = await transactWithEventsOutcome(db, plan.items);
      if (outcome.committed) return { ok: true };
      // First: a taken order id is final, whatever else failed beside it.
      if (plan.failed('order', outcome.reasons)) return { ok: false, reason: 'order-exists' };
      if (plan.failed('inventory', outcome.reasons)) return { ok: false, reason: 'stock' };
      if (plan.failed('discount', outcome.reasons)) return { ok: false, reason: 'discount-changed' };
      if (plan.failed('cart', outcome.reasons)) return { ok: false, reason: 'cart-changed' };
      return { ok: false, reason: 'conflict' };
    },

    async takeOver(scope, seen, claim) {
      const outcome = await transactWithEventsOutcome(db, [
        checkouts.claim(scope, seen.checkoutId, claim, seen),
      ]);
      return outcome.committed ? { ok: true } : { ok: false, reason: 'checkout-claimed' };
    },

    async reopen(scope, checkoutId, orderId, supersede) {
      const outcome = await transactWithEventsOutcome(db, [
        checkouts.reopen(scope, checkoutId, orderId, supersede),
      ]);
      return outcome.committed ? { ok: true } : { ok: false, reason: 'checkout-claimed' };
    },

    async release(release, now) {
      const { scope } = release;
      const outcome = await transactWithEventsOutcome(db, [
        orders.attemptRelease(scope, release.attempt, release.expectedVersion),
        checkouts.reopen(scope, release.checkoutId, release.attempt.orderId, release.supersede),
        ...release.stock.map((change) => orders.stockChange(scope, change)),
        ...orders.outbox(release.events, now),
        ...(await unpaidDiscountGiveBack(db, tableName, release.order)),
      ]);
      return outcome.committed ? { ok: true } : { ok: false, reason: 'conflict' };
    },

    async hold(hold) {
      const outcome = await transactWithEventsOutcome(db, [
        orders.orderReplace(hold.next, hold.expectedVersion),
        checkouts.hold(hold.scope, hold.checkoutId, hold.next.orderId, hold.holdUntil),
      ]);
      return outcome.committed ? { ok: true } : { ok: false, reason: 'conflict' };
    },

    async confirm(confirmation, now) {
      const { scope, confirmed, checkout } = confirmation;
      const plan = new TransactionPlan()
        .add('order', orders.orderReplace(confirmed, confirmation.expectedVersion))
        .add('checkout', checkouts.complete(scope, checkout.checkoutId, confirmed.orderId))
        .add(
          'cart',
          ...(confirmation.closeCart
            ? checkouts.closeCart(checkout, confirmation.closedAt, confirmed.orderId)
            : []),
        )
        .add('events', ...orders.outbox(confirmation.events, now))
        // The day's sales counter: the order is paid in this transaction (docs/decisions.md §15.3).
        .add('sales', ...paidSaleItems(tableName, confirmed));
      const outcome = await transactWithEventsOutcome(db, plan.items);
      if (outcome.committed) return { ok: true };
      return {
        ok: false,
        orderChanged: plan.failed('order', outcome.reasons) || plan.failed('checkout', outcome.reasons),
        cartChanged: plan.failed('cart', outcome.reasons),
      };
    },
  };
};

/** The completion index's adapter (see COMPLETION_SHARDS). */
export const dynamoCompletionIndex = (
  db: DynamoDBDocumentClient,
  tableName: string,
  shards = COMPLETION_SHARDS,
): CompletionIndex => ({
  shards,
  async *due(shard, now, pageSize) {
    yield* queryDueShard(
      db,
      { tableName, shardKey: completionShardKey(shard), before: now, pageSize },
      (item) => {
        const { pk: _pk, sk: _sk, gsi2pk: _p, gsi2sk: _s, [ENTITY_ATTRIBUTE]: _e, ...fields } = item;
        return fields as unknown as StoredCheckout;
      },
    );
  },
});
