import { type DynamoDBDocumentClient, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { checkoutItems } from '../checkout/dynamo-checkout-repository.ts';
import { toCustomerRecord } from '../customers/types.ts';
import { batchGetItems, keyId, prefetchedOf, type ItemKey, type PrefetchedItems } from '../db/batch.ts';
import { dueShardOf } from '../db/due-index.ts';
import { cancellationReasons, isContention } from '../db/transactions.ts';
import { ACTIVE_CART_SHARDS, keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import { outboxPut } from '../events/outbox.ts';
import { toVariantRecord } from '../products/dynamo-products.ts';
import type { VariantRecord } from '../products/types.ts';
import type { CartReads, CartRepository, CartScope } from './ports.ts';
import { type CartRecord } from './types.ts';
import { toCartRecord } from './cart-item.ts';
import { transactWithEvents } from '../events/dynamo-sequenced-transaction.ts';

/** The DynamoDB adapter of the carts port: the open cart at keys.openCart(...), one transaction per change. */
export const CART_ENTITY = 'Cart';
/** An Active cart's abandonment schedule (keys.cartSweep). */
export const CART_SWEEP_ENTITY = 'CartSweep';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The sparse index partition of a cart: a stable hash of its id spreads carts evenly. */
export const activeCartShard = (cartId: string): number => dueShardOf(cartId, ACTIVE_CART_SHARDS);

/**
 * The admin cart list's keys (gsi5, KEYS_ONLY): they change only with the status, so a change of
 * the cart's lines rewrites no index (docs/decisions.md §11.8). The sweep sets the Abandoned ones.
 */
export const cartListKeys = (cart: CartRecord) => ({
  gsi5pk: keys.cartsByStatus(cart.storeId, cart.mode, cart.status),
  gsi5sk: `${cart.status === 'Abandoned' ? cart.abandonedAt : cart.activeSince}#${cart.customerId}`,
});

/**
 * The stored item. It is on no index that copies it: the admin list's gsi5 holds keys only, and
 * the abandonment sweep finds the cart through its schedule item (below). Carts stored before
 * carried gsi1 (list) and gsi2 (due) keys themselves: a Put replaces them.
 */
export const cartItem = ({ payingCheckoutId, ...cart }: CartRecord): Record<string, unknown> => ({
  ...keys.openCart(cart.storeId, cart.mode, cart.customerId),
  [ENTITY_ATTRIBUTE]: CART_ENTITY,
  ...cart,
  ...(payingCheckoutId ? { payingCheckoutId } : {}),
  ...cartListKeys(cart),
});

/**
 * The cart's abandonment schedule (docs/decisions.md §3.13): a small item beside the open cart on
 * the sparse gsi2 (ACTIVE_CARTS#<shard>, check time), written when the check time moves earlier
 * or the cart becomes Active, moved later by the sweep, deleted by the flip. A test-mode schedule
 * is also on its store's own due list (gsi4), which a test-clock advance runs (docs/decisions.md §8.13).
 */
export const cartSweepItem = (cart: CartRecord, sweepAt: string): Record<string, unknown> => ({
  ...keys.cartSweep(cart.storeId, cart.mode, cart.customerId),
  [ENTITY_ATTRIBUTE]: CART_SWEEP_ENTITY,
  cartId: cart.cartId,
  storeId: cart.storeId,
  mode: cart.mode,
  customerId: cart.customerId,
  gsi2pk: keys.activeCartShard(activeCartShard(cart.cartId)),
  gsi2sk: sweepAt,
  ...(cart.mode === 'test' ? { gsi4pk: keys.storeDueCarts(cart.storeId, cart.mode), gsi4sk: sweepAt } : {}),
});

/**
 * The keys `read` asks for: a route declares them as its prefetch, so the API key's BatchGet
 * reads them too (strongly consistent) and the first `read` sends no request.
 */
export const cartReadKeys = (
  scope: CartScope,
  request: { variantIds?: readonly string[]; customer?: boolean },
): ItemKey[] => [
  keys.openCart(scope.storeId, scope.mode, scope.customerId),
  ...(request.variantIds ?? []).map((id) => keys.variant(scope.storeId, scope.mode, id)),
  ...(request.customer ? [keys.customer(scope.storeId, scope.mode, scope.customerId)] : []),
];

export const dynamoCartRepository = (
  db: DynamoDBDocumentClient,
  tableName: string,
  options: { prefetched?: PrefetchedItems } = {},
): CartRepository => {
  // Served once: a retry after a lost race must read the cart again.
  let prefetched = options.prefetched;
  return {
    /** One BatchGet, strongly consistent (the version we read is the one we condition on). */
    async read(scope, request): Promise<CartReads> {
      const cartKey = keys.openCart(scope.storeId, scope.mode, scope.customerId);
      const variantKeys = (request.variantIds ?? []).map((id) => keys.variant(scope.storeId, scope.mode, id));
      const customerKey = keys.customer(scope.storeId, scope.mode, scope.customerId);
      const wanted = cartReadKeys(scope, request);
      const ahead = prefetchedOf(prefetched, wanted);
      prefetched = undefined;
      const found = ahead ?? (await batchGetItems(db, tableName, wanted, true));
      const cartItemFound = found.get(keyId(cartKey));
      const customerItem = request.customer ? found.get(keyId(customerKey)) : undefined;
      return {
        ...(cartItemFound ? { cart: toCartRecord(cartItemFound) } : {}),
        variants: variantMap(variantKeys.map((k) => found.get(keyId(k)))),
        ...(customerItem ? { customer: toCustomerRecord(customerItem) } : {}),
      };
    },

    async readVariants(scope, variantIds, consistent = true) {
      const variantKeys = variantIds.map((id) => keys.variant(scope.storeId, scope.mode, id));
      const found = await batchGetItems(db, tableName, variantKeys, consistent);
      return variantMap(variantKeys.map((k) => found.get(keyId(k))));
    },

    /** One transaction: the cart, the checkout it starts (if any) and the events. */
    async save(change, now) {
      const { next, expectedVersion } = change;
      const paying = change.expectedPayingCheckoutId ?? null;
      const cartPut: TransactItem = {
        Put: {
          TableName: tableName,
          Item: cartItem(next),
          ...(expectedVersion === undefined
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : paying
              ? {
                  ConditionExpression: 'version = :expected AND payingCheckoutId = :paying',
                  ExpressionAttributeValues: { ':expected': expectedVersion, ':paying': paying },
                }
              : {
                  // A completion that started paying since (reserve) makes this write retry.
                  ConditionExpression:
                    'version = :expected AND (attribute_not_exists(payingCheckoutId) OR attribute_type(payingCheckoutId, :null))',
                  ExpressionAttributeValues: { ':expected': expectedVersion, ':null': 'NULL' },
                }),
        },
      };
      const notPaying: TransactItem[] = change.notPaying
        ? [
            {
              ConditionCheck: {
                TableName: tableName,
                Key: keys.checkout(next.storeId, next.mode, change.notPaying),
                ConditionExpression:
                  'attribute_not_exists(completionStatus) OR completionStatus <> :processing',
                ExpressionAttributeValues: { ':processing': 'Processing' },
              },
            },
          ]
        : [];
      // The code as the change decided it: still that revision (docs/decisions.md §12.7).
      const code = change.discountAsRead;
      const codeUnchanged: TransactItem[] = code
        ? [
            {
              ConditionCheck: {
                TableName: tableName,
                Key: keys.discount(next.storeId, next.mode, code.discountId),
                ConditionExpression: 'attribute_exists(pk) AND revision = :revision',
                ExpressionAttributeValues: { ':revision': code.revision },
              },
            },
          ]
        : [];
      // The lines' product titles as taken: a failed check is told apart by its position.
      const titleChecks: TransactItem[] = (change.productTitles ?? []).map(({ productId, title }) => ({
        ConditionCheck: {
          TableName: tableName,
          Key: keys.product(next.storeId, next.mode, productId),
          ConditionExpression: 'title = :title',
          ExpressionAttributeValues: { ':title': title },
        },
      }));
      const copies: TransactItem[] = (change.titleCopies ?? []).map(({ variantId, productId, title }) => ({
        Update: {
          TableName: tableName,
          Key: keys.variant(next.storeId, next.mode, variantId),
          UpdateExpression: 'SET productTitle = :title',
          ConditionExpression: 'productId = :productId',
          ExpressionAttributeValues: { ':title': title, ':productId': productId },
        },
      }));
      const sweep: TransactItem[] = change.sweepAt
        ? [{ Put: { TableName: tableName, Item: cartSweepItem(next, change.sweepAt) } }]
        : [];
      // Positions in the transaction, for telling its cancellation reasons apart.
      const titlesAt = 1 + codeUnchanged.length;
      const copiesAt = titlesAt + titleChecks.length;
      const notPayingAt = copiesAt + copies.length + sweep.length;
      const failedIn = (reasons: string[] | undefined, from: number, count: number) =>
        reasons !== undefined &&
        reasons.slice(from, from + count).some((reason) => reason === 'ConditionalCheckFailed');
      try {
        await transactWithEvents(db, [
          cartPut,
          ...codeUnchanged,
          ...titleChecks,
          ...copies,
          ...sweep,
          ...notPaying,
          ...(change.checkout ? [checkoutItems(tableName).put(change.checkout)] : []),
          ...change.events.map((event) => outboxPut(tableName, event, now)),
        ]);
        return { ok: true };
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (failedIn(reasons, titlesAt, titleChecks.length)) return { ok: false, reason: 'title' };
        // The cart moved, the code did, a variant moved to another product (or was deleted), or
        // the checkout the cart was being paid with is Processing again: read them again and
        // decide again (a live payment then answers 409).
        if (
          isContention(reasons, 0) ||
          failedIn(reasons, 1, codeUnchanged.length) ||
          failedIn(reasons, copiesAt, copies.length) ||
          failedIn(reasons, notPayingAt, notPaying.length)
        )
          return { ok: false, reason: 'conflict' };
        throw error;
      }
    },

    async readProductTitles(scope, productIds) {
      const found = await batchGetItems(
        db,
        tableName,
        productIds.map((id) => keys.product(scope.storeId, scope.mode, id)),
        true,
      );
      return new Map([...found.values()].map((item) => [item.productId as string, item.title as string]));
    },
  };
};

const variantMap = (items: Array<Record<string, unknown> | undefined>): Map<string, VariantRecord> =>
  new Map(
    items
      .filter((item): item is Record<string, unknown> => item !== undefined)
      .map((item) => [item.variantId as string, toVariantRecord(item)]),
  );
