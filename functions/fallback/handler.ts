import middy from '@middy/core';
import type { Context } from 'aws-lambda';
import { ApiError } from '../../shared/errors.ts';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import { fallbackGuard } from './wiring.ts';
import { observabilityMiddlewares } from '../../shared/observability.ts';
import { envelope, rateLimitOnly } from '../../shared/http/middleware.ts';
import type { HttpEvent, HttpResult, OperationResult } from '../../shared/http/types.ts';
import { matchRoute } from '../../shared/http/route-matcher.ts';

/**
 * API Gateway's `$default` route: anything the route table does not serve gets our
 * envelope (404 NOT_FOUND, or 405 METHOD_NOT_ALLOWED with an Allow header) instead of
 * API Gateway's bare `{"message":"Not Found"}`.
 */
export const handler = middy<HttpEvent, HttpResult | OperationResult, Error, Context>()
  .use(observabilityMiddlewares())
  .use(envelope())
  .use(httpHeaderNormalizer())
  .use(rateLimitOnly(fallbackGuard))
  .handler(async (event: HttpEvent): Promise<OperationResult> => {
    const match = matchRoute(event.requestContext.http.method, event.rawPath);
    if (match.kind === 'method-not-allowed') {
      throw new ApiError('METHOD_NOT_ALLOWED', 'Method not allowed on this path', undefined, {
        allow: match.allowed.join(', '),
      });
    }
    throw new ApiError('NOT_FOUND', 'No such route');
  });
