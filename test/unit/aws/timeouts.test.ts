import { describe, expect, it } from 'vitest';
import {
  awsClientOptions,
  boundedRetryStrategy,
  isRequestTimeout,
} from '../../../shared/aws/client-options.ts';
import { isServiceUnavailableError } from '../../../shared/aws/errors.ts';
import { toApiError } from '../../../shared/http/responses.ts';
import { createPerKeyMutex } from '../../../shared/orders/per-key-mutex.ts';
import { sleep } from '../../support/wait.ts';

const named = (name: string, message = name, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { name, ...extra });
const requestTimeout = named(
  'TimeoutError',
  '@smithy/node-http-handler - [ERROR] a request has exceeded the configured 2500 ms requestTimeout.',
  { code: 'ETIMEDOUT' },
);
const connectTimeout = named(
  'TimeoutError',
  '@smithy/node-http-handler - the request socket did not establish a connection with the server within the configured timeout of 1000 ms.',
);

describe('AWS client options', () => {
  it('bound connection and request time and make a request timeout an error', () => {
    expect(awsClientOptions()).toMatchObject({
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 1000, requestTimeout: 2500, throwOnRequestTimeout: true },
    });
  });

  it('retry quick failures with a short back-off, never a request timeout, at most maxAttempts', async () => {
    const strategy = boundedRetryStrategy(3);
    const first = await strategy.acquireInitialRetryToken();
    await expect(
      strategy.refreshRetryTokenForRetry(first, { error: requestTimeout, errorType: 'TRANSIENT' }),
    ).rejects.toBe(requestTimeout);
    const reset = named('Error', 'socket hang up', { code: 'ECONNRESET' });
    const second = await strategy.refreshRetryTokenForRetry(first, {
      error: connectTimeout,
      errorType: 'TRANSIENT',
    });
    expect(second.getRetryCount()).toBe(1);
    expect(second.getRetryDelay()).toBeLessThanOrEqual(100);
    const third = await strategy.refreshRetryTokenForRetry(second, { error: reset, errorType: 'TRANSIENT' });
    expect(third.getRetryCount()).toBe(2);
    await expect(
      strategy.refreshRetryTokenForRetry(third, { error: reset, errorType: 'TRANSIENT' }),
    ).rejects.toBe(reset);
    const conditional = named('ConditionalCheckFailedException', 'x', { $metadata: { httpStatusCode: 400 } });
    await expect(
      strategy.refreshRetryTokenForRetry(first, { error: conditional, errorType: 'CLIENT_ERROR' }),
    ).rejects.toBe(conditional);
    expect(isRequestTimeout(requestTimeout)).toBe(true);
    expect(isRequestTimeout(connectTimeout)).toBe(false);
  });
});

describe('errors of an unavailable dependency', () => {
  it.each([
    ['request timeout', requestTimeout],
    ['connection timeout', connectTimeout],
    ['connection refused', named('Error', 'connect ECONNREFUSED', { code: 'ECONNREFUSED' })],
    [
      'throttling',
      named('ProvisionedThroughputExceededException', 'x', { $metadata: { httpStatusCode: 400 } }),
    ],
    ['a 5xx', named('InternalServerError', 'x', { $metadata: { httpStatusCode: 500 } })],
    ['the early Lambda timeout of middy', named('TimeoutError', '[AbortError]: The operation was aborted.')],
  ])('%s is 503 SERVICE_UNAVAILABLE with Retry-After', (_label, error) => {
    expect(isServiceUnavailableError(error)).toBe(true);
    const answer = toApiError(error);
    expect(answer.status).toBe(503);
    expect(answer.errorCode).toBe('SERVICE_UNAVAILABLE');
    expect(answer.headers).toEqual({ 'retry-after': '2' });
  });

  it.each([
    [
      'a conditional check',
      named('ConditionalCheckFailedException', 'x', { $metadata: { httpStatusCode: 400 } }),
    ],
    ['a validation error', named('ValidationException', 'x', { $metadata: { httpStatusCode: 400 } })],
    ['a bug', new TypeError('x is undefined')],
  ])('%s stays a 500 INTERNAL_ERROR', (_label, error) => {
    expect(toApiError(error)).toMatchObject({ status: 500, errorCode: 'INTERNAL_ERROR' });
  });
});

describe('the order queue with a stalled table', () => {
  it('fails the works queued behind a stalled one with its error, at once; later works run', async () => {
    const serialize = createPerKeyMutex();
    let ran = 0;
    const stalled = serialize('k', async () => {
      await sleep(50);
      throw requestTimeout;
    });
    const queued = [1, 2, 3].map(() => serialize('k', async () => ++ran));
    await expect(stalled).rejects.toBe(requestTimeout);
    for (const work of queued) await expect(work).rejects.toBe(requestTimeout);
    expect(ran).toBe(0);
    await expect(serialize('k', async () => ++ran)).resolves.toBe(1);
  });

  it('passes no other failure on: a conflict fails only its own work', async () => {
    const serialize = createPerKeyMutex();
    const failing = serialize('k', async () => {
      throw new Error('conflict');
    });
    const next = serialize('k', async () => 'ran');
    await expect(failing).rejects.toThrow('conflict');
    await expect(next).resolves.toBe('ran');
  });
});
