import { createHash } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { queryPages } from './query.ts';
import { TABLE_INDEXES, type IndexDefinition } from './table-definition.ts';

/**
 * The sharded due-time indexes: an item that waits for a time (an Active cart's abandonment, a
 * checkout completion's lease end, a Scheduled refund, a delivery's next attempt) carries
 * <index>pk = <PREFIX>#<shard> and <index>sk = that time (ISO) on a sparse index, so "due at or
 * before t" is one range query per shard, never a scan. The shard spreads the writes of one
 * prefix over several partitions; each area names its prefix and shard count
 * (docs/data-model.md).
 */

/** The shard of an item on a due index: a stable hash of its id, so every writer picks the same. */
export const dueShardOf = (id: string, shards: number): number =>
  createHash('sha256').update(id).digest().readUInt32BE(0) % shards;

export interface DueShardQuery {
  tableName: string;
  /** The sparse index holding the due keys; gsi2 unless the area's items use gsi2 otherwise. */
  index?: Pick<IndexDefinition, 'indexName' | 'partitionKey' | 'sortKey'>;
  /** The shard's partition value, e.g. `ACTIVE_CARTS#3`. */
  shardKey: string;
  /** ISO time: items due at or before it. */
  before: string;
  pageSize: number;
  /** Only these attributes (names with `#` taken from `names`); every attribute when absent. */
  projection?: string;
  names?: Record<string, string>;
}

/** Pages of the items due in one shard, oldest due first, each mapped by `toItem`. */
export async function* queryDueShard<T>(
  db: DynamoDBDocumentClient,
  { tableName, index = TABLE_INDEXES.gsi2, shardKey, before, pageSize, projection, names }: DueShardQuery,
  toItem: (item: Record<string, unknown>) => T,
): AsyncGenerator<T[]> {
  const pages = queryPages(db, {
    TableName: tableName,
    IndexName: index.indexName,
    KeyConditionExpression: '#duePk = :shard AND #dueSk <= :before',
    ExpressionAttributeNames: { '#duePk': index.partitionKey, '#dueSk': index.sortKey, ...names },
    ExpressionAttributeValues: { ':shard': shardKey, ':before': before },
    ...(projection ? { ProjectionExpression: projection } : {}),
    Limit: pageSize,
  });
  for await (const items of pages) yield items.map((item) => toItem(item));
}
