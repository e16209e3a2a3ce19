import { CreateTableCommand, DescribeTableCommand, ResourceInUseException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createTableInput } from './table-definition.ts';

/** Creates the table from the shared definition if it is not there yet (local runtime and tests). */
export const ensureTable = async (
  db: DynamoDBDocumentClient,
  tableName: string,
): Promise<{ streamArn: string }> => {
  try {
    await db.send(new CreateTableCommand(createTableInput(tableName)));
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  const { Table } = await db.send(new DescribeTableCommand({ TableName: tableName }));
  return { streamArn: Table?.LatestStreamArn ?? '' };
};
