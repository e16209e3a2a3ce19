import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * DynamoDB requests sent through the clients given to `countRequestsOf`, by command (counted
 * once per command, SDK retries not included). The benches read it around a call to print
 * requests per route; shipped code carries no counter.
 */
const requestCounts = new Map<string, number>();
const scopedCounts = new AsyncLocalStorage<Map<string, number>>();
const counted = new WeakSet<object>();

const countRequest = (command: string) => {
  for (const counts of [requestCounts, scopedCounts.getStore()])
    counts?.set(command, (counts.get(command) ?? 0) + 1);
};

/** Adds the counting middleware to `client` (once per client). */
export const countRequestsOf = (client: DynamoDBDocumentClient): void => {
  if (counted.has(client.middlewareStack)) return;
  counted.add(client.middlewareStack);
  client.middlewareStack.add(
    (next, context) => (args) => {
      countRequest(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: 'requestCounter' },
  );
};

export const dynamoRequestCounts = (): Record<string, number> => Object.fromEntries(requestCounts);
export const dynamoRequestTotal = (): number => [...requestCounts.values()].reduce((a, b) => a + b, 0);
export const resetDynamoRequestCounts = (): void => requestCounts.clear();
/** Requests made by `fn` and what it awaits only (background workers in the same process excluded). */
export const countDynamoRequests = async <T>(
  fn: () => Promise<T>,
): Promise<{ result: T; counts: Record<string, number> }> => {
  const counts = new Map<string, number>();
  const result = await scopedCounts.run(counts, fn);
  return { result, counts: Object.fromEntries(counts) };
};
