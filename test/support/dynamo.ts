import { randomUUID } from 'node:crypto';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, inject } from 'vitest';
import { resetConfig } from '../../shared/config.ts';
import { createDocumentClient, setDocumentClient } from '../../shared/db/dynamo-client.ts';
import { ensureTable } from '../../shared/db/ensure-table.ts';

/**
 * The run's DynamoDB Local for this test file: the instance of the worker running it (workers
 * are numbered from 1 in VITEST_POOL_ID), so files running side by side use different instances.
 */
export const runDynamoEndpoint = (): string => {
  const endpoints = inject('dynamoEndpoints');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return endpoints[(Math.max(worker, 1) - 1) % endpoints.length]!;
};

export interface TestTable {
  db: DynamoDBDocumentClient;
  tableName: string;
  endpoint: string;
  streamArn: string;
}

/**
 * A fresh table on the run's DynamoDB Local for this test file, made the process's
 * default client and TABLE_NAME. Use inside a describe block or at file top level.
 */
export const useTestTable = (): TestTable => {
  const table = {} as TestTable;
  beforeAll(async () => {
    table.endpoint = runDynamoEndpoint();
    table.tableName = `t-${randomUUID()}`;
    process.env.TABLE_NAME = table.tableName;
    process.env.DYNAMODB_ENDPOINT = table.endpoint;
    resetConfig();
    table.db = createDocumentClient(table.endpoint);
    setDocumentClient(table.db);
    table.streamArn = (await ensureTable(table.db, table.tableName)).streamArn;
  });
  afterAll(async () => {
    await table.db?.send(new DeleteTableCommand({ TableName: table.tableName })).catch(() => undefined);
    setDocumentClient(undefined);
  });
  return table;
};

/**
 * A document client whose requests may take `timeoutMs` (the test project's default is 10 s, the
 * deployed bound 2.5 s). For tests that count writes: a client that times out sends the write
 * again, and the first one may have landed, so one operation would count twice.
 */
export const patientDocumentClient = (endpoint: string, timeoutMs = 60_000): DynamoDBDocumentClient => {
  const saved = process.env.AWS_REQUEST_TIMEOUT_MS;
  process.env.AWS_REQUEST_TIMEOUT_MS = String(timeoutMs);
  try {
    return createDocumentClient(endpoint);
  } finally {
    if (saved === undefined) delete process.env.AWS_REQUEST_TIMEOUT_MS;
    else process.env.AWS_REQUEST_TIMEOUT_MS = saved;
  }
};
