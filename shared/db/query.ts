import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

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
