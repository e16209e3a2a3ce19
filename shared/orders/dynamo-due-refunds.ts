import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dueShardOf, queryDueShard } from '../db/due-index.ts';
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

/** The index attributes of a Scheduled refund. */
export const dueRefundIndexAttributes = (refundId: string, dueAt: string) => ({
  gsi2pk: refundDueShardKey(refundDueShard(refundId)),
  gsi2sk: dueAt,
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
