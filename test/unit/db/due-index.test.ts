import type { DynamoDBDocumentClient, QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dueShardOf, queryDueShard } from '../../../shared/db/due-index.ts';

/** A document client answering Queries with the given pages, in order, and keeping what it was asked. */
const pagedClient = (pages: Array<{ Items: Record<string, unknown>[]; LastEvaluatedKey?: object }>) => {
  const inputs: QueryCommandInput[] = [];
  const db = {
    send: async (command: { input: QueryCommandInput }) => {
      inputs.push(command.input);
      return pages[inputs.length - 1];
    },
  } as unknown as DynamoDBDocumentClient;
  return { db, inputs };
};

const collect = async <T>(pages: AsyncIterable<T[]>) => {
  const all: T[][] = [];
  for await (const page of pages) all.push(page);
  return all;
};

describe('sharded due-time index', () => {
  it('puts an id in the same shard every time, spread over all shards', () => {
    expect(dueShardOf('cart-1', 8)).toBe(dueShardOf('cart-1', 8));
    const shards = new Set(Array.from({ length: 200 }, (_, i) => dueShardOf(`id-${i}`, 4)));
    expect([...shards].sort()).toEqual([0, 1, 2, 3]);
  });

  it('reads one shard due at or before a time, page by page, mapping each item', async () => {
    const { db, inputs } = pagedClient([
      { Items: [{ id: 'a' }, { id: 'b' }], LastEvaluatedKey: { pk: 'a' } },
      { Items: [{ id: 'c' }] },
    ]);
    const query = { tableName: 'T', shardKey: 'DUE#2', before: '2030-01-01T00:00:00.000Z', pageSize: 2 };
    const pages = await collect(queryDueShard(db, query, (item) => item.id as string));

    expect(pages).toEqual([['a', 'b'], ['c']]);
    expect(inputs[0]).toMatchObject({
      TableName: 'T',
      IndexName: 'gsi2',
      KeyConditionExpression: '#duePk = :shard AND #dueSk <= :before',
      ExpressionAttributeNames: { '#duePk': 'gsi2pk', '#dueSk': 'gsi2sk' },
      ExpressionAttributeValues: { ':shard': 'DUE#2', ':before': '2030-01-01T00:00:00.000Z' },
      Limit: 2,
    });
    expect(inputs[0]).not.toHaveProperty('ProjectionExpression');
    expect(inputs[1]!.ExclusiveStartKey).toEqual({ pk: 'a' });
  });

  it('takes another index and a projection with its attribute names', async () => {
    const { db, inputs } = pagedClient([{ Items: [] }]);
    const index = { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' };
    const query = {
      tableName: 'T',
      index,
      shardKey: 'DUE#0',
      before: 'x',
      pageSize: 5,
      projection: 'id, #mode',
      names: { '#mode': 'mode' },
    };
    await collect(queryDueShard(db, query, (item) => item));

    expect(inputs[0]).toMatchObject({
      IndexName: 'gsi3',
      ExpressionAttributeNames: { '#duePk': 'gsi3pk', '#dueSk': 'gsi3sk', '#mode': 'mode' },
      ProjectionExpression: 'id, #mode',
    });
  });
});
