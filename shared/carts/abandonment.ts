import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { cancellationReasons, isContention } from '../db/batch.ts';
import { queryPages } from '../db/query.ts';
import { ACTIVE_CART_SHARDS, keys } from '../db/keys.ts';
import { TABLE_INDEXES } from '../db/table-definition.ts';
import { outboxPut } from '../events/outbox.ts';
import { logger } from '../logger.ts';
import { systemClock, type Clock } from '../util/time.ts';
import { cartEvents } from './events.ts';
import { toCartRecord, type CartRecord } from './types.ts';

/**
 * The abandonment sweep (DECISIONS 4). Active carts carry gsi2pk = ACTIVE_CARTS#<shard>
 * and gsi2sk = their abandonment due time (set at every write), so "carts due now" is one
 * range query per shard, never a scan. Each due cart is flipped by a transaction that
 * holds only if the cart is still Active at the version the index showed (nobody touched
 * it since) and that writes cart.abandoned; a second sweep running at the same time
 * loses that condition and skips the cart, so each abandonment happens and is told once.
 */
export interface SweepResult {
  /** Due carts the index returned. */
  due: number;
  abandoned: number;
  /** Touched or flipped by someone else between the query and the write. */
  skipped: number;
}

export interface SweepOptions {
  db: DynamoDBDocumentClient;
  tableName: string;
  clock?: Clock;
  shards?: number;
  /** Query page size; a sweep keeps paging until no due cart is left. */
  pageSize?: number;
  /** Flips in flight per shard. */
  concurrency?: number;
}

export const createAbandonmentSweep = (options: SweepOptions) => {
  const { db, tableName } = options;
  const clock = options.clock ?? systemClock;
  const shards = options.shards ?? ACTIVE_CART_SHARDS;
  const pageSize = options.pageSize ?? 100;
  const concurrency = options.concurrency ?? 8;

  const flip = async (cart: CartRecord, dueAt: string, abandonedAt: string): Promise<boolean> => {
    const abandoned: CartRecord = {
      ...cart,
      status: 'Abandoned',
      abandonedAt,
      abandonDueAt: null,
      version: cart.version + 1,
    };
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName,
                Key: keys.openCart(cart.storeId, cart.mode, cart.customerId),
                UpdateExpression:
                  'SET #status = :abandoned, abandonedAt = :at, abandonDueAt = :null, version = :next REMOVE gsi2pk, gsi2sk',
                ConditionExpression: '#status = :active AND version = :seen AND gsi2sk = :due',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: {
                  ':abandoned': 'Abandoned',
                  ':active': 'Active',
                  ':at': abandonedAt,
                  ':null': null,
                  ':next': abandoned.version,
                  ':seen': cart.version,
                  ':due': dueAt,
                },
              },
            },
            outboxPut(tableName, cartEvents.abandoned(abandoned, abandonedAt), new Date(abandonedAt)),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isContention(cancellationReasons(error), 0)) return false;
      throw error;
    }
  };

  const sweepShard = async (shard: number, now: string, result: SweepResult) => {
    const pages = queryPages(db, {
      TableName: tableName,
      IndexName: TABLE_INDEXES.gsi2.indexName,
      KeyConditionExpression: 'gsi2pk = :shard AND gsi2sk <= :now',
      ExpressionAttributeValues: { ':shard': keys.activeCartShard(shard), ':now': now },
      Limit: pageSize,
    });
    for await (const items of pages) {
      result.due += items.length;
      for (let i = 0; i < items.length; i += concurrency) {
        const flips = await Promise.all(
          items.slice(i, i + concurrency).map((item) => flip(toCartRecord(item), item.gsi2sk as string, now)),
        );
        for (const flipped of flips) {
          if (flipped) result.abandoned++;
          else result.skipped++;
        }
      }
    }
  };

  return {
    async run(): Promise<SweepResult> {
      const now = clock.now().toISOString();
      const result: SweepResult = { due: 0, abandoned: 0, skipped: 0 };
      await Promise.all(Array.from({ length: shards }, (_, shard) => sweepShard(shard, now, result)));
      if (result.due > 0) logger.info('cart abandonment sweep', { ...result });
      return result;
    },
  };
};

export type AbandonmentSweep = ReturnType<typeof createAbandonmentSweep>;
