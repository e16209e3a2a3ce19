import {
  CreateTableCommand,
  DescribeTableCommand,
  ResourceInUseException,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createTableInput } from './table-definition.ts';

/** Table creation is slow on DynamoDB Local (seconds on a busy machine): not bound by the request-path timeout. */
const CONTROL_PLANE = { requestTimeout: 30_000 };

/**
 * Creates the table from the shared definition if it is not there yet (local runtime and tests),
 * and adds an index the definition gained since a kept local table was made (one at a time, as
 * DynamoDB requires).
 */
export const ensureTable = async (
  db: DynamoDBDocumentClient,
  tableName: string,
): Promise<{ streamArn: string }> => {
  const definition = createTableInput(tableName);
  try {
    await db.send(new CreateTableCommand(definition), CONTROL_PLANE);
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  const describe = () => db.send(new DescribeTableCommand({ TableName: tableName }), CONTROL_PLANE);
  let { Table } = await describe();
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  for (const index of definition.GlobalSecondaryIndexes.filter((i) => !present.has(i.IndexName))) {
    const names = new Set<string>(index.KeySchema.map((k) => k.AttributeName));
    await db.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: definition.AttributeDefinitions.filter((a) => names.has(a.AttributeName)),
        GlobalSecondaryIndexUpdates: [{ Create: index }],
      }),
      CONTROL_PLANE,
    );
    for (let i = 0; i < 60; i++) {
      ({ Table } = await describe());
      const created = Table?.GlobalSecondaryIndexes?.find((g) => g.IndexName === index.IndexName);
      if (created?.IndexStatus === 'ACTIVE') break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return { streamArn: Table?.LatestStreamArn ?? '' };
};
