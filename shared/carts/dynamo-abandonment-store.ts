import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { cancellationReasons, isContention } from '../db/transactions.ts';
import { ACTIVE_CART_SHARDS, keys } from '../db/keys.ts';
import { queryDueShard } from '../db/due-index.ts';
import { outboxPut } from '../events/outbox.ts';
import type { AbandonmentStore, DueCart } from './ports.ts';
import { toCartRecord, type CartRecord } from './types.ts';

/**
 * The cart flipped to Abandoned: off the due index and listed with the abandoned carts, only if
 * it is still Active at the version and due time the index showed.
 */
const abandonUpdate = (tableName: string, { cart, dueAt }: DueCart, abandoned: CartRecord) => ({
  Update: {
    TableName: tableName,
    Key: keys.openCart(cart.storeId, cart.mode, cart.customerId),
    UpdateExpression:
      'SET #status = :abandoned, abandonedAt = :at, abandonDueAt = :null, version = :next, gsi1pk = :listed REMOVE gsi2pk, gsi2sk',
    ConditionExpression: '#status = :active AND version = :seen AND gsi2sk = :due',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':abandoned': 'Abandoned',
      ':active': 'Active',
      ':at': abandoned.abandonedAt,
      ':null': null,
      ':next': abandoned.version,
      ':seen': cart.version,
      ':due': dueAt,
      ':listed': keys.cartsByStatus(cart.storeId, cart.mode, 'Abandoned'),
    },
  },
});

/**
 * The DynamoDB adapter of the abandonment port. Active carts carry gsi2pk = ACTIVE_CARTS#<shard>
 * and gsi2sk = their abandonment due time (dynamo-cart-repository.ts cartItem), so the carts due
 * in a shard are one range query on the sparse index.
 */
export const dynamoAbandonmentStore = (
  db: DynamoDBDocumentClient,
  tableName: string,
  shards = ACTIVE_CART_SHARDS,
): AbandonmentStore => ({
  shards,

  async *dueCarts(shard, now, pageSize) {
    const query = { tableName, shardKey: keys.activeCartShard(shard), before: now, pageSize };
    yield* queryDueShard(db, query, (item): DueCart => ({
      cart: toCartRecord(item),
      dueAt: item.gsi2sk as string,
    }));
  },

  async markAbandoned(due, abandoned, event) {
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            abandonUpdate(tableName, due, abandoned),
            outboxPut(tableName, event, new Date(abandoned.abandonedAt!)),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isContention(cancellationReasons(error), 0)) return false;
      throw error;
    }
  },
});
