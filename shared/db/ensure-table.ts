import { CreateTableCommand, DescribeTableCommand, ResourceInUseException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createTableInput } from './table-definition.ts';

/** Table creation is slow on DynamoDB Local (seconds on a busy machine): not bound by the request-path timeout. */
const CONTROL_PLANE = { requestTimeout: 30_000 };

/** Creates the table from the shared definition if it is not there yet (local runtime and tests). */
export const ensureTable = async (
  db: DynamoDBDocumentClient,
  tableName: string,
): Promise<{ streamArn: string }> => {
  try {
    await db.send(new CreateTableCommand(createTableInput(tableName)), CONTROL_PLANE);
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  const { Table } = await db.send(new DescribeTableCommand({ TableName: tableName }), CONTROL_PLANE);
  return { streamArn: Table?.LatestStreamArn ?? '' };
};
