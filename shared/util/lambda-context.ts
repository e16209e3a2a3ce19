import type { Context } from 'aws-lambda';
import { randomUUID } from 'node:crypto';

/**
 * The slice of a Lambda context our handlers and Powertools read, for invocations outside
 * Lambda: the local runtime, tests, and workers called without one.
 */
export const localLambdaContext = (functionName: string, timeoutMs = 30_000): Context => {
  const started = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, timeoutMs - (Date.now() - started)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};
