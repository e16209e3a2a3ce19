/**
 * Timeouts and retries every AWS SDK client of the process is built with. Without them the SDK
 * waits forever on a connection that never answers (a stalled endpoint, a lost packet), and an
 * HTTP function would hang until Lambda (or API Gateway, at 30 s) cut it off with an answer
 * that is not our envelope. With them one call gives up after
 * `maxAttempts x (connect + request timeout)` plus a short back-off, well inside the HTTP
 * functions' 10 s, and the caller sees the SDK's error; shared/http turns it into
 * 503 SERVICE_UNAVAILABLE with Retry-After (shared/aws/errors.ts says which errors those are).
 * Background workers run on the same clients and keep their own retry (queue redelivery, the
 * next sweep).
 *
 * Knobs (milliseconds / attempts): AWS_CONNECT_TIMEOUT_MS (1000), AWS_REQUEST_TIMEOUT_MS (1200),
 * AWS_MAX_ATTEMPTS (2). Read when a client is created (once per process).
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
  requestTimeoutMs: positive('AWS_REQUEST_TIMEOUT_MS', 1200),
  maxAttempts: positive('AWS_MAX_ATTEMPTS', 2),
});

/** The longest one SDK call can take with these settings (all attempts time out), back-off included. */
export const worstCaseCallMs = (t: AwsClientTimeouts = awsClientTimeouts()): number =>
  t.maxAttempts * (t.connectTimeoutMs + t.requestTimeoutMs) + (t.maxAttempts - 1) * 200;

/** Constructor options shared by every client: bounded connect and request time, few attempts. */
export const awsClientOptions = (t: AwsClientTimeouts = awsClientTimeouts()) => ({
  maxAttempts: t.maxAttempts,
  requestHandler: {
    connectionTimeout: t.connectTimeoutMs,
    requestTimeout: t.requestTimeoutMs,
    // Without this the SDK only logs a warning when requestTimeout passes and keeps waiting.
    throwOnRequestTimeout: true,
  },
});
