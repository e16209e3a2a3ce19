import { AsyncLocalStorage } from 'node:async_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.ts';

/**
 * One document client per process. Locally `DYNAMODB_ENDPOINT` points it at DynamoDB
 * Local (with dummy credentials, which DynamoDB Local accepts with -sharedDb).
 */
export const createDocumentClient = (endpoint = config().dynamoEndpoint, region = config().region) => {
  const client = new DynamoDBClient({
    region,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  client.middlewareStack.add(
    (next, context) => (args) => {
      countRequest(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'requestCounter' },
  );
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
};

/**
 * DynamoDB requests sent by this process, by command (counted once per command, SDK
 * retries not included). `npm run bench` reads it around a call to print requests per
 * route; it costs one Map update per request.
 */
const requestCounts = new Map<string, number>();
const scopedCounts = new AsyncLocalStorage<Map<string, number>>();
const countRequest = (command: string) => {
  for (const counts of [requestCounts, scopedCounts.getStore()]) counts?.set(command, (counts.get(command) ?? 0) + 1);
};
export const dynamoRequestCounts = (): Record<string, number> => Object.fromEntries(requestCounts);
export const dynamoRequestTotal = (): number => [...requestCounts.values()].reduce((a, b) => a + b, 0);
export const resetDynamoRequestCounts = (): void => requestCounts.clear();
/** Requests made by `fn` and what it awaits only (background workers in the same process excluded). */
export const countDynamoRequests = async <T>(fn: () => Promise<T>): Promise<{ result: T; counts: Record<string, number> }> => {
  const counts = new Map<string, number>();
  const result = await scopedCounts.run(counts, fn);
  return { result, counts: Object.fromEntries(counts) };
};

let shared: DynamoDBDocumentClient | undefined;
export const documentClient = (): DynamoDBDocumentClient => (shared ??= createDocumentClient());
/** Tests swap the client (e.g. after starting DynamoDB Local on a free port). */
export const setDocumentClient = (client: DynamoDBDocumentClient | undefined): void => {
  shared = client;
};
