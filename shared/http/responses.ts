import { ApiError, type ErrorCode, type ErrorDetail } from '../errors.ts';

export const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const;

export const successBody = (data: unknown) => ({ success: true as const, data });

export const errorBody = (errorCode: ErrorCode, message: string, details?: ErrorDetail[]) => ({
  success: false as const,
  message,
  errorCode,
  ...(details && details.length > 0 ? { details } : {}),
});

/** Anything that is not an ApiError is an internal error: the client sees no stack or internal name. */
export const toApiError = (error: unknown): ApiError =>
  error instanceof ApiError ? error : new ApiError('INTERNAL_ERROR', 'An unexpected error occurred');
