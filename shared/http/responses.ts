import { isServiceUnavailableError, SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS } from '../aws/errors.ts';
import { ApiError, type ErrorCode, type ErrorDetail } from '../errors.ts';

export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const;

export const successBody = (data: unknown) => ({ success: true as const, data });

export const errorBody = (
  errorCode: ErrorCode,
  message: string,
  details?: ErrorDetail[],
  data?: unknown,
  fields?: Record<string, unknown>,
) => ({
  success: false as const,
  message,
  errorCode,
  ...fields,
  ...(details && details.length > 0 ? { details } : {}),
  ...(data !== undefined ? { data } : {}),
});

/** 503 + Retry-After: a dependency timed out, was unreachable or overloaded; retrying is safe. */
export const serviceUnavailable = (): ApiError =>
  new ApiError('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable; retry shortly', undefined, {
    'retry-after': String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS),
  });

/**
 * The one place errors become answers. A dependency that timed out or is overloaded is 503
 * SERVICE_UNAVAILABLE with Retry-After; anything else that is not an ApiError is an internal
 * error: the client sees no stack or internal name.
 */
export const toApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  if (isServiceUnavailableError(error)) return serviceUnavailable();
  return new ApiError('INTERNAL_ERROR', 'An unexpected error occurred');
};
