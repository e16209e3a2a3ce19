import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { cursorShape, encodeCursor, startKeyOf } from './cursor.ts';
import type { IndexDefinition } from './table-definition.ts';

type Item = Record<string, unknown>;

/** Every page of a Query, following LastEvaluatedKey; each page is one DynamoDB request. */
export async function* queryPages(
  db: DynamoDBDocumentClient,
  input: QueryCommandInput,
): AsyncGenerator<Item[]> {
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: cursor }));
    yield page.Items ?? [];
    cursor = page.LastEvaluatedKey;
  } while (cursor);
}

/** All items of a Query (for collections known to be small: keys of a store, variants of a product). */
export const queryAll = async (db: DynamoDBDocumentClient, input: QueryCommandInput): Promise<Item[]> => {
  const items: Item[] = [];
  for await (const page of queryPages(db, input)) items.push(...page);
  return items;
};

export interface NewestFirstPage {
  tableName: string;
  index: Pick<IndexDefinition, 'indexName' | 'partitionKey' | 'sortKey'>;
  /** The index partition listed, e.g. an endpoint's deliveries or a store's events. */
  partition: string;
  /** The client's list cursor: refused (400) unless it continues this partition (cursor.ts). */
  cursor: string | undefined;
  limit: number;
}

/**
 * One page of an index partition, newest first, for the logs the API pages through with a
 * cursor; `nextCursor` is null after the last page.
 */
export const queryNewestFirst = async (
  db: DynamoDBDocumentClient,
  { tableName, index, partition, cursor, limit }: NewestFirstPage,
): Promise<{ items: Item[]; nextCursor: string | null }> => {
  const { Items = [], LastEvaluatedKey } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index.indexName,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': index.partitionKey },
      ExpressionAttributeValues: { ':pk': partition },
      ExclusiveStartKey: startKeyOf(cursor, cursorShape(index, partition)),
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return { items: Items, nextCursor: encodeCursor(LastEvaluatedKey) };
};
