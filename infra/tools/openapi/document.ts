import * as z from 'zod';
import { ERROR_STATUS, type ErrorCode } from '../../../shared/errors.ts';
import type { Operation } from '../../../shared/http/types.ts';
import { ROUTES, type RouteDefinition } from '../../../shared/routes.ts';

/**
 * Builds the OpenAPI 3.1 document from the route table and the zod schemas the handlers
 * validate with (JSON Schema 2020-12, which OpenAPI 3.1 uses as is). Nothing is written by
 * hand: a route without schemas is still documented, with an open request/response shape.
 */
type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
};

/** Codes every route of an access level can answer with, besides the operation's own. */
const implicitErrors = (route: RouteDefinition): ErrorCode[] => {
  const codes: ErrorCode[] = [
    'INVALID_REQUEST',
    'PAYLOAD_TOO_LARGE',
    'RATE_LIMIT_EXCEEDED',
    'INTERNAL_ERROR',
    'SERVICE_UNAVAILABLE',
  ];
  if (route.access === 'owner') {
    // Owner access token; on a store's path, the caller's membership and role.
    codes.push('INVALID_TOKEN', 'TOKEN_EXPIRED');
    if (route.path.includes('{storeId}')) codes.push('STORE_NOT_FOUND', 'ACCESS_DENIED');
    return codes;
  }
  if (route.access !== 'none') codes.push('INVALID_API_KEY', 'API_KEY_INACTIVE');
  if (route.access === 'secret') codes.push('ACCESS_DENIED');
  if (route.access === 'webhookAdmin') codes.push('INSUFFICIENT_PERMISSIONS');
  if (route.path.includes('{storeId}')) codes.push('STORE_NOT_FOUND', 'NO_STORE_ACCESS');
  if (route.customerJwt) codes.push('INVALID_TOKEN', 'TOKEN_EXPIRED');
  return codes;
};

const errorResponse = (codes: ErrorCode[]): JsonSchema => ({
  description: codes.join(', '),
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['success', 'message', 'errorCode'],
        properties: {
          success: { const: false },
          message: { type: 'string' },
          errorCode: { enum: codes },
          details: {
            type: 'array',
            items: {
              type: 'object',
              required: ['path', 'message'],
              properties: { path: { type: 'string' }, message: { type: 'string' } },
            },
          },
          data: {
            description:
              'What the client needs to act on the error: PAYMENT_ACTION_REQUIRED carries { orderId, paymentIntentId, clientSecret } for Stripe.js',
          },
        },
      },
    },
  },
});

const RATE_LIMIT_HEADERS = {
  'X-RateLimit-Limit': { schema: { type: 'integer' }, description: 'Requests allowed per 60 s window' },
  'X-RateLimit-Remaining': { schema: { type: 'integer' }, description: 'Requests left in the window' },
  'X-RateLimit-Reset': { schema: { type: 'integer' }, description: 'Unix time (s) the window resets' },
  'X-Request-Id': { schema: { type: 'string' }, description: 'Request id, also in the logs' },
};

const parametersOf = (route: RouteDefinition, operation: Operation | undefined): JsonSchema[] => {
  const params: JsonSchema[] = [];
  const pathSchema = operation?.params ? toSchema(operation.params, 'input') : undefined;
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
    const properties = (pathSchema?.properties ?? {}) as Record<string, JsonSchema>;
    params.push({ name, in: 'path', required: true, schema: properties[name!] ?? { type: 'string' } });
  }
  if (operation?.query) {
    const query = toSchema(operation.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      params.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  // DECISIONS 3: order creation and checkout completion honour Idempotency-Key.
  const idempotent = route.path.startsWith('/api/v1/orders') && route.method === 'POST';
  if (idempotent || route.operationId === 'completeCheckout') {
    params.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', maxLength: 255 },
    });
  }
  return params;
};

const operationObject = (route: RouteDefinition, operation: Operation | undefined): JsonSchema => {
  // DECISIONS 3: a POST that creates a resource answers 201.
  const successStatus = operation?.successStatus
    ? String(operation.successStatus)
    : route.method === 'POST' && route.operationId.startsWith('create')
      ? '201'
      : '200';
  const data = operation?.response ? toSchema(operation.response, 'output') : {};
  const responses: Record<string, JsonSchema> = {
    [successStatus]: {
      description: 'Success',
      headers: RATE_LIMIT_HEADERS,
      content: {
        'application/json': {
          // Public documents (access none) are sent as is, without the envelope.
          schema:
            route.access === 'none'
              ? data
              : {
                  type: 'object',
                  required: ['success', 'data', ...(operation?.paginated ? ['nextCursor'] : [])],
                  properties: {
                    success: { const: true },
                    data,
                    ...(operation?.paginated ? { nextCursor: { type: ['string', 'null'] } } : {}),
                  },
                },
        },
      },
    },
  };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set([...implicitErrors(route), ...(operation?.errors ?? [])])) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b))
    responses[String(status)] = errorResponse(codes);
  // A dependency (DynamoDB) did not answer in time: safe to retry after Retry-After seconds.
  if (responses['503']) {
    responses['503'] = {
      ...responses['503'],
      headers: {
        'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait before retrying' },
      },
    };
  }

  const security: JsonSchema[] = [];
  if (route.access === 'owner') security.push({ ownerToken: [] });
  else if (route.access !== 'none')
    security.push(route.customerJwt ? { apiKey: [], customerJwt: [] } : { apiKey: [] });
  return {
    operationId: route.operationId,
    tags: [route.group],
    summary: operation?.summary ?? route.operationId,
    description: `Access: ${route.access}${route.customerJwt ? ' + customer JWT' : ''}${route.role ? ` (role ${route.role} or higher)` : ''}.`,
    parameters: parametersOf(route, operation),
    ...(operation?.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(operation.body, 'input') } },
          },
        }
      : {}),
    responses,
    security,
  };
};

export const buildOpenApiDocument = (
  operationsOf: (route: RouteDefinition) => Operation | undefined,
  routes: readonly RouteDefinition[] = ROUTES,
): JsonSchema => {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operationObject(route, operationsOf(route));
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Store Commerce API',
      version: '1.0.0',
      description: 'Generated from the route table and the zod schemas the handlers validate with.',
    },
    servers: [{ url: 'http://127.0.0.1:3000', description: 'npm run dev' }],
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        customerJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        ownerToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Owner access token (OpenID Connect)',
        },
      },
    },
    paths,
  };
};
