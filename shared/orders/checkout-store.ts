import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { CheckoutRecord } from '../carts/checkout.ts';
import { batchGetItems, keyId } from '../db/batch.ts';
import { keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import type { Scope, TransactItem } from './repository.ts';

/**
 * Completion state kept on the checkout item that POST .../checkout wrote (shared/carts/
 * checkout.ts owns its other fields). Absent = open. `Processing` = an order holds the stock
 * while the payment runs (the lease says until when that attempt is presumed alive);
 * `Completed` = the order is paid and confirmed.
 */
export type CompletionStatus = 'Processing' | 'Completed';

export interface CompletionState {
  completionStatus?: CompletionStatus;
  completionOrderId?: string;
  /** Epoch ms. */
  completionLeaseUntil?: number;
}

export type StoredCheckout = CheckoutRecord & CompletionState & { expiresAt?: number };

export interface CheckoutReads {
  checkout?: StoredCheckout;
  /** The customer's open cart, as far as completion cares. */
  cart?: { checkoutId: string | null; version: number };
}

export const dynamoCheckoutStore = (db: DynamoDBDocumentClient, tableName: string) => {
  const checkoutKey = (scope: Scope, checkoutId: string) =>
    keys.checkout(scope.storeId, scope.mode, checkoutId);
  const stateNames = { '#status': 'completionStatus' };

  return {
    /** One strongly consistent BatchGet: the checkout and the customer's open cart. */
    async read(scope: Scope, checkoutId: string, customerId: string): Promise<CheckoutReads> {
      const cKey = checkoutKey(scope, checkoutId);
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
              },
            }
          : {}),
      };
    },

    /**
     * Claims the checkout for one order: from open (no state), or by taking over an attempt
     * whose lease ran out (exactly the state that was read).
     */
    claim(
      scope: Scope,
      checkoutId: string,
      claim: { orderId: string; leaseUntil: number },
      seen: CompletionState,
    ): TransactItem {
      const takeover = seen.completionStatus === 'Processing';
      return {
        Update: {
          TableName: tableName,
          Key: checkoutKey(scope, checkoutId),
          UpdateExpression:
            'SET #status = :processing, completionOrderId = :orderId, completionLeaseUntil = :until',
          ConditionExpression: takeover
            ? '#status = :processing AND completionOrderId = :seenOrder AND completionLeaseUntil = :seenLease'
            : 'attribute_exists(pk) AND attribute_not_exists(#status)',
          ExpressionAttributeNames: stateNames,
          ExpressionAttributeValues: {
            ':processing': 'Processing',
            ':orderId': claim.orderId,
            ':until': claim.leaseUntil,
            ...(takeover
              ? { ':seenOrder': seen.completionOrderId, ':seenLease': seen.completionLeaseUntil }
              : {}),
          },
        },
      };
    },

    complete: (scope: Scope, checkoutId: string, orderId: string): TransactItem => ({
      Update: {
        TableName: tableName,
        Key: checkoutKey(scope, checkoutId),
        UpdateExpression: 'SET #status = :completed REMOVE completionLeaseUntil',
        ConditionExpression: '#status = :processing AND completionOrderId = :orderId',
        ExpressionAttributeNames: stateNames,
        ExpressionAttributeValues: {
          ':completed': 'Completed',
          ':processing': 'Processing',
          ':orderId': orderId,
        },
      },
    }),

    /** Back to open after a failed payment: the customer may complete it again with another card. */
    reopen: (scope: Scope, checkoutId: string, orderId: string): TransactItem => ({
      Update: {
        TableName: tableName,
        Key: checkoutKey(scope, checkoutId),
        UpdateExpression: 'REMOVE #status, completionOrderId, completionLeaseUntil',
        ConditionExpression: '#status = :processing AND completionOrderId = :orderId',
        ExpressionAttributeNames: stateNames,
        ExpressionAttributeValues: { ':processing': 'Processing', ':orderId': orderId },
      },
    }),

    /** The checkout is still the cart's current one: nothing changed in the cart since it started. */
    cartUnchanged: (
      scope: Scope,
      checkout: Pick<CheckoutRecord, 'customerId' | 'checkoutId' | 'cartVersion'>,
    ): TransactItem => ({
      ConditionCheck: {
        TableName: tableName,
        Key: keys.openCart(scope.storeId, scope.mode, checkout.customerId),
        ConditionExpression: 'checkoutId = :checkoutId AND version = :version',
        ExpressionAttributeValues: { ':checkoutId': checkout.checkoutId, ':version': checkout.cartVersion },
      },
    }),
  };
};

export type CheckoutStore = ReturnType<typeof dynamoCheckoutStore>;
