/**
 * Timeouts and retries every AWS SDK client of the process is built with. Without them the SDK
 * waits forever on a connection that never answers (a stalled endpoint, a lost packet), and an
 * HTTP function would hang until Lambda (or API Gateway, at 30 s) cut it off with an answer
 * that is not our envelope. With them a call that gets no answer fails after the request
 * timeout (2.5 s), well inside the HTTP functions' 10 s, and shared/http turns the SDK's error
 * into 503 SERVICE_UNAVAILABLE with Retry-After (shared/aws/errors.ts says which errors those
 * are). Background workers run on the same clients and keep their own retry (queue
 * redelivery, the next sweep).
 *
 * Retries (boundedRetryStrategy): failures that are quick and safe to repeat (no connection,
 * connection reset, throttling, a 5xx) are retried with a short back-off, up to
 * AWS_MAX_ATTEMPTS. A request that timed out is not: it was sent and may have been applied
 * (a conditional write repeated would then fail its own condition), and repeating it would
 * double the wait; the caller answers 503 and the client retries the whole request.
 *
 * Knobs: AWS_CONNECT_TIMEOUT_MS (1000), AWS_REQUEST_TIMEOUT_MS (2500), AWS_MAX_ATTEMPTS (3).
 * Read when a client is created (once per process).
 */
export interface AwsClientTimeouts {
  connectTimeoutMs: number;
  requestTimeoutMs: number;
  maxAttempts: number;
}

const positive = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
};

export const awsClientTimeouts = (): AwsClientTimeouts => ({
  connectTimeoutMs: positive('AWS_CONNECT_TIMEOUT_MS', 1000),
  requestTimeoutMs: positive('AWS_REQUEST_TIMEOUT_MS', 2500),
  maxAttempts: positive('AWS_MAX_ATTEMPTS', 3),
});

/** What the SDK's retry middleware hands a retry strategy (structurally @smithy/types' RetryErrorInfo). */
interface RetryErrorInfo {
  error?: unknown;
  errorType: 'TRANSIENT' | 'THROTTLING' | 'SERVER_ERROR' | 'CLIENT_ERROR';
}
interface RetryToken {
  getRetryCount(): number;
  getRetryDelay(): number;
}

/** The request was sent and no answer came in time: it may have been applied. */
export const isRequestTimeout = (error: unknown): boolean =>
  error instanceof Error &&
  error.name === 'TimeoutError' &&
  !error.message.includes('establish a connection');

const token = (count: number, delayMs: number): RetryToken => ({
  getRetryCount: () => count,
  getRetryDelay: () => delayMs,
});

/**
 * A retry strategy (the SDK's RetryStrategyV2 interface): retries transient, throttling and
 * server errors except a request timeout, with a jittered back-off of 25-100 ms, doubling.
 */
export const boundedRetryStrategy = (maxAttempts: number) => ({
  acquireInitialRetryToken: async (): Promise<RetryToken> => token(0, 0),
  refreshRetryTokenForRetry: async (previous: RetryToken, info: RetryErrorInfo): Promise<RetryToken> => {
    const next = previous.getRetryCount() + 1;
    const retryable = info.errorType !== 'CLIENT_ERROR' && !isRequestTimeout(info.error);
    if (!retryable || next >= maxAttempts) throw info.error ?? new Error('Not retried');
    return token(next, Math.round((25 + Math.random() * 75) * 2 ** (next - 1)));
  },
  recordSuccess: (): void => undefined,
});

/** Constructor options shared by every client: bounded connect and request time, bounded retries. */
export const awsClientOptions = (t: AwsClientTimeouts = awsClientTimeouts()) => ({
  maxAttempts: t.maxAttempts,
  retryStrategy: boundedRetryStrategy(t.maxAttempts),
  requestHandler: {
    connectionTimeout: t.connectTimeoutMs,
    requestTimeout: t.requestTimeoutMs,
    // Without this the SDK only logs a warning when requestTimeout passes and keeps waiting.
    throwOnRequestTimeout: true,
  },
});

/**
 * A client's `send`, the client built by `create` on the first call and kept for the process.
 * `create` holds the package's literal `import()`: the package loads with that first call, not at
 * the function's start, and the deployed bundles ship it beside the function (LAZY_PACKAGES in
 * infra/cdk/bundling.ts).
 */
export const sendOnFirstUse = <Client extends { send: (...args: never[]) => Promise<unknown> }>(
  create: () => Promise<Client>,
): Pick<Client, 'send'> => {
  let client: Promise<Client> | undefined;
  const send = async (...args: never[]) => (await (client ??= create())).send(...args);
  return { send: send as Client['send'] };
};
