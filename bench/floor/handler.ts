import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';

/**
 * The cold-start floor of `npm run bench`: the least a DynamoDB-backed function can load (one
 * document client, one GetCommand), built with the functions' esbuild options. Each function's
 * cold import time is reported as a ratio to this one, measured in the same run.
 */
const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));

export const handler = async (event: { id: string }): Promise<Record<string, unknown> | undefined> => {
  const result = await documents.send(
    new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: event.id, sk: event.id } }),
  );
  return result.Item;
};
