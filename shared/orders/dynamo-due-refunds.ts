import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dueShardOf, queryDueShard } from '../db/due-index.ts';
import { scope, type Mode } from '../db/keys.ts';
import { TABLE_INDEXES } from '../db/table-definition.ts';
import type { RefundRecord } from './types.ts';
import type { DueRefundIndex } from './refund-reconciler.ts';

/**
 * The due-refund index: a `Scheduled` refund carries gsi2pk = REFUNDS_DUE#<shard> and gsi2sk =
 * its due time (ISO), written with the refund and removed when it completes
 * (dynamo-order-repository.ts refundPut / refundComplete); so "Scheduled past due" is one range
 * query per shard on the sparse gsi2 (beside ACTIVE_CARTS# and COMPLETIONS#).
 */
export const REFUND_DUE_SHARDS = 4;
export const refundDueShardKey = (shard: number) => `REFUNDS_DUE#${shard}`;
export const refundDueShard = (refundId: string): number => dueShardOf(refundId, REFUND_DUE_SHARDS);

/** gsi4pk of a test-mode Scheduled refund: its store's own due refunds, for its test clock (docs/decisions.md §8.13). */
export const storeDueRefundsKey = (storeId: string, mode: Mode) => `${scope(storeId, mode)}#REFUNDS_DUE`;

/** The index attributes of a Scheduled refund (a test-mode one also on its store's due list). */
export const dueRefundIndexAttributes = (
  refund: Pick<RefundRecord, 'refundId' | 'storeId' | 'mode' | 'dueAt'>,
) => ({
  gsi2pk: refundDueShardKey(refundDueShard(refund.refundId)),
  gsi2sk: refund.dueAt,
  ...(refund.mode === 'test'
    ? { gsi4pk: storeDueRefundsKey(refund.storeId, refund.mode), gsi4sk: refund.dueAt }
    : {}),
});

export const dynamoDueRefundIndex = (
  db: DynamoDBDocumentClient,
  tableName: string,
  shards = REFUND_DUE_SHARDS,
): DueRefundIndex => ({
  shards,
  async *due(shard, before, pageSize) {
    const query = { tableName, shardKey: refundDueShardKey(shard), before, pageSize, projection: 'refundId' };
    yield* queryDueShard(db, query, (item) => item.refundId as string);
  },
});

/** One test-mode store's Scheduled refunds due at or before `before`, oldest first. */
export const dynamoStoreDueRefunds = (db: DynamoDBDocumentClient, tableName: string) => ({
  async *due(store: { storeId: string; mode: Mode }, before: string, pageSize: number) {
    const query = {
      tableName,
      index: TABLE_INDEXES.gsi4,
      shardKey: storeDueRefundsKey(store.storeId, store.mode),
      before,
      pageSize,
      projection: 'refundId, dueAt',
    };
    yield* queryDueShard(db, query, (item) => ({
      refundId: item.refundId as string,
      dueAt: item.dueAt as string,
    }));
  },
});
