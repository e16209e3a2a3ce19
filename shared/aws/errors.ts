/**
 * Which errors mean "an AWS dependency did not answer in time or is overloaded", as opposed to
 * a bug or a refused request: the SDK's timeouts (connection or request, after its retries),
 * network failures, throttling and the service's own 5xx. An HTTP function answers these with
 * 503 SERVICE_UNAVAILABLE and Retry-After (shared/http/responses.ts): the request may simply be
 * retried. Nothing else is (a conditional-check failure or a validation error stays what it is).
 */
const TIMEOUT_NAMES = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);
const THROTTLING_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'ThrottlingException',
  'Throttling',
  'TooManyRequestsException',
  'LimitExceededException',
  'ServiceUnavailable',
  'InternalServerError',
]);

interface SdkLikeError {
  name?: unknown;
  code?: unknown;
  $metadata?: { httpStatusCode?: number };
  $retryable?: unknown;
}

/** The dependency did not answer in time (connection or request timeout): the slow failure. */
export const isTimeoutError = (error: unknown): boolean =>
  error instanceof Error &&
  (TIMEOUT_NAMES.has(error.name) || (error as Error & SdkLikeError).code === 'ETIMEDOUT');

/** The dependency did not answer at all: a timeout or a network failure (not an overload). */
export const isUnreachableError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const e = error as Error & SdkLikeError;
  return TIMEOUT_NAMES.has(e.name) || (typeof e.code === 'string' && NETWORK_CODES.has(e.code));
};

export const isServiceUnavailableError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if (isUnreachableError(error)) return true;
  const e = error as Error & SdkLikeError;
  if (!e.$metadata) return false;
  // Only errors the SDK produced from here on (they carry $metadata).
  const status = e.$metadata.httpStatusCode ?? 0;
  return THROTTLING_NAMES.has(e.name) || status === 429 || status >= 500;
};

/** Seconds a client should wait before retrying a 503 (the dependency usually recovers quickly). */
export const SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS = 2;
