/**
 * CORS policy for /api/v1/sdk/* (browsers call those with publishable keys). The CDK stack
 * gives it to API Gateway; the local runtime applies the same values itself.
 */
export const CORS_POLICY = {
  allowOrigins: ['*'],
  allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  allowHeaders: ['content-type', 'x-api-key', 'authorization', 'idempotency-key'],
  exposeHeaders: [
    'x-request-id',
    'x-ratelimit-limit',
    'x-ratelimit-remaining',
    'x-ratelimit-reset',
    'retry-after',
    // The orders CSV names its next part here (docs/decisions.md §15.2).
    'x-next-cursor',
  ],
  maxAgeSeconds: 600,
} as const;
