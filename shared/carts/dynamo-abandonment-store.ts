import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { cancellationReasons, isContention } from '../db/transactions.ts';
import { ACTIVE_CART_SHARDS, keys } from '../db/keys.ts';
import { queryPages } from '../db/query.ts';
import { TABLE_INDEXES } from '../db/table-definition.ts';
import { outboxPut } from '../events/outbox.ts';
import type { AbandonmentStore, DueCart } from './ports.ts';
import { toCartRecord } from './types.ts';

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
    const pages = queryPages(db, {
      TableName: tableName,
      IndexName: TABLE_INDEXES.gsi2.indexName,
      KeyConditionExpression: 'gsi2pk = :shard AND gsi2sk <= :now',
      ExpressionAttributeValues: { ':shard': keys.activeCartShard(shard), ':now': now },
      Limit: pageSize,
    });
    for await (const items of pages) {
      yield items.map((item): DueCart => ({ cart: toCartRecord(item), dueAt: item.gsi2sk as string }));
    }
  },

  async markAbandoned({ cart, dueAt }, abandoned, event) {
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
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
            },
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
