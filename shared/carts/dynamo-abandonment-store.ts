import { DeleteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId } from '../db/batch.ts';
import { cancellationReasons, isConditionalCheckFailed, isContention } from '../db/transactions.ts';
import { ACTIVE_CART_SHARDS, keys } from '../db/keys.ts';
import { queryDueShard, type DueShardQuery } from '../db/due-index.ts';
import { ENTITY_ATTRIBUTE, TABLE_INDEXES } from '../db/table-definition.ts';
import { outboxPut } from '../events/outbox.ts';
import { CART_ENTITY, cartListKeys } from './dynamo-cart-repository.ts';
import type { AbandonmentStore, CartScope, DueCart } from './ports.ts';
import { type CartRecord } from './types.ts';
import { toCartRecord } from './cart-item.ts';
import { transactWithEvents } from '../events/dynamo-sequenced-transaction.ts';

type Item = Record<string, unknown>;

/**
 * The cart flipped to Abandoned and listed with the abandoned carts (gsi5), only if it is still
 * Active at the version the sweep read. A cart stored before schedules is on the due index
 * itself: it leaves it (and the old gsi1 list) here, conditioned on the due time the index showed.
 */
const abandonUpdate = (tableName: string, due: DueCart, abandoned: CartRecord) => {
  const cart = due.cart!;
  const listed = cartListKeys(abandoned);
  return {
    Update: {
      TableName: tableName,
      Key: cartKey(due.scope),
      UpdateExpression:
        'SET #status = :abandoned, abandonedAt = :at, abandonDueAt = :null, version = :next, eventSequence = :sequence, gsi5pk = :listed, gsi5sk = :listedAt REMOVE gsi1pk, gsi1sk, gsi2pk, gsi2sk',
      ConditionExpression: `#status = :active AND version = :seen${due.legacy ? ' AND gsi2sk = :due' : ''}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':abandoned': 'Abandoned',
        ':active': 'Active',
        ':at': abandoned.abandonedAt,
        ':null': null,
        ':next': abandoned.version,
        ':sequence': abandoned.eventSequence,
        ':seen': cart.version,
        ':listed': listed.gsi5pk,
        ':listedAt': listed.gsi5sk,
        ...(due.legacy ? { ':due': due.dueAt } : {}),
      },
    },
  };
};

/** The schedule is still the one the sweep read: same cart, same check time. */
const scheduleUnchanged = (due: DueCart) => ({
  ConditionExpression: 'gsi2sk = :due AND cartId = :cartId',
  ExpressionAttributeValues: { ':due': due.dueAt, ':cartId': due.cartId },
});

const scopeOf = (item: Item): CartScope => ({
  storeId: item.storeId as string,
  mode: item.mode as CartScope['mode'],
  customerId: item.customerId as string,
});
const sweepKey = ({ storeId, mode, customerId }: CartScope) => keys.cartSweep(storeId, mode, customerId);
const cartKey = ({ storeId, mode, customerId }: CartScope) => keys.openCart(storeId, mode, customerId);

/**
 * The DynamoDB adapter of the abandonment port. An Active cart's schedule item
 * (keys.cartSweep, dynamo-cart-repository.ts) carries gsi2pk = ACTIVE_CARTS#<shard> and gsi2sk =
 * its check time, so the schedules due in a shard are one range query on the sparse index; the
 * carts they name are then read in one strongly consistent BatchGet per page. Carts stored
 * before schedules carry those keys themselves and are returned as they are (`legacy`).
 */
export const dynamoAbandonmentStore = (
  db: DynamoDBDocumentClient,
  tableName: string,
  shards = ACTIVE_CART_SHARDS,
): AbandonmentStore => {
  /** Conditional single-item writes: false when the condition failed (someone changed it first). */
  const conditional = async (send: () => Promise<unknown>): Promise<boolean> => {
    try {
      await send();
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false;
      throw error;
    }
  };

  async function* duePages(query: DueShardQuery): AsyncGenerator<DueCart[]> {
    for await (const page of queryDueShard(db, query, (item) => item)) {
      const schedules = page.filter((item) => item[ENTITY_ATTRIBUTE] !== CART_ENTITY);
      const cartKeys = schedules.map((schedule) => cartKey(scopeOf(schedule)));
      const carts = cartKeys.length > 0 ? await batchGetItems(db, tableName, cartKeys, true) : new Map();
      yield page.map((item): DueCart => {
        const scope = scopeOf(item);
        if (item[ENTITY_ATTRIBUTE] === CART_ENTITY) {
          const cart = toCartRecord(item);
          return { scope, cartId: cart.cartId, cart, dueAt: item.gsi2sk as string, legacy: true };
        }
        const found = carts.get(keyId(cartKey(scope))) as Item | undefined;
        return {
          scope,
          cartId: item.cartId as string,
          ...(found ? { cart: toCartRecord(found) } : {}),
          dueAt: item.gsi2sk as string,
        };
      });
    }
  }

  return {
    shards,

    dueCarts: (shard, now, pageSize) =>
      duePages({ tableName, shardKey: keys.activeCartShard(shard), before: now, pageSize }),

    dueCartsOfStore: (store, now, pageSize) =>
      duePages({
        tableName,
        index: TABLE_INDEXES.gsi4,
        shardKey: keys.storeDueCarts(store.storeId, store.mode),
        before: now,
        pageSize,
      }),

    async markAbandoned(due, abandoned, event) {
      const dropSchedule = due.legacy
        ? []
        : [{ Delete: { TableName: tableName, Key: sweepKey(due.scope), ...scheduleUnchanged(due) } }];
      try {
        await transactWithEvents(db, [
          abandonUpdate(tableName, due, abandoned),
          ...dropSchedule,
          outboxPut(tableName, event, new Date(abandoned.abandonedAt!)),
        ]);
        return true;
      } catch (error) {
        if (isContention(cancellationReasons(error), 0)) return false;
        throw error;
      }
    },

    // A legacy cart's index time is its due time (both were written together): it is never
    // rescheduled or forgotten, only flipped.
    reschedule: async (due, at) =>
      !due.legacy &&
      conditional(() =>
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: sweepKey(due.scope),
            // A test-mode schedule's place on its store's due list moves with it.
            UpdateExpression:
              due.scope.mode === 'test' ? 'SET gsi2sk = :at, gsi4sk = :at' : 'SET gsi2sk = :at',
            ...withValues(scheduleUnchanged(due), { ':at': at }),
          }),
        ),
      ),

    forget: async (due) =>
      !due.legacy &&
      conditional(() =>
        db.send(
          new DeleteCommand({ TableName: tableName, Key: sweepKey(due.scope), ...scheduleUnchanged(due) }),
        ),
      ),
  };
};

const withValues = (condition: ReturnType<typeof scheduleUnchanged>, values: Record<string, unknown>) => ({
  ...condition,
  ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ...values },
});
