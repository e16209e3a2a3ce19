import { ERROR_STATUS, type ErrorCode } from '../../../shared/errors.ts';
import { DISCOUNT_REFUSAL_REASONS } from '../../../shared/promotions/types.ts';
import type { Operation } from '../../../shared/http/types.ts';
import { FUNCTION_GROUPS, ROUTES, type FunctionGroup, type RouteDefinition } from '../../../shared/routes.ts';
import { COMPONENT_REF, createComponentRegistry, pascalCase, type ComponentRegistry } from './components.ts';
import { webhooksSection } from './webhooks.ts';

/**
 * Builds the OpenAPI 3.1 document from the route table and the zod schemas the handlers
 * validate with (JSON Schema 2020-12, which OpenAPI 3.1 uses as is). Nothing is written by
 * hand: a route without schemas is still documented, with an open request/response shape.
 * Named schemas (`named()`) become `components.schemas`; an unnamed request body or response
 * object is named after its operation (`<OperationId>Request`, `<OperationId>Result`).
 */
type JsonSchema = Record<string, unknown>;

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

const ref = (name: string) => ({ $ref: `${COMPONENT_REF}${name}` });

/** The error body; each response narrows `errorCode` to the codes of its status. */
const addErrorComponents = (components: ComponentRegistry) => {
  components.add('ErrorCode', {
    type: 'string',
    enum: Object.keys(ERROR_STATUS),
    description: 'Stable, machine-readable error code (the HTTP status follows from it)',
  });
  components.add('Error', {
    type: 'object',
    required: ['success', 'message', 'errorCode'],
    properties: {
      success: { const: false },
      message: { type: 'string', description: 'Human-readable; may change, do not parse it' },
      errorCode: ref('ErrorCode'),
      details: {
        type: 'array',
        description: 'Validation errors: one entry per problem, `path` in dot notation',
        items: {
          type: 'object',
          required: ['path', 'message'],
          properties: { path: { type: 'string' }, message: { type: 'string' } },
        },
      },
      reason: {
        type: 'string',
        enum: [...DISCOUNT_REFUSAL_REASONS],
        description: 'INVALID_DISCOUNT_CODE only: why the code was refused',
      },
      totals: {
        ...ref('Totals'),
        description:
          'TOTAL_CHANGED only: the totals completion would charge now (show them, then confirm again)',
      },
      data: {
        description:
          'What the client needs to act on the error: PAYMENT_ACTION_REQUIRED carries { orderId, paymentIntentId, clientSecret } for Stripe.js',
      },
    },
  });
};

/** Response headers; the rate-limit ones are sent once the caller's key is known. */
const HEADERS: Record<string, JsonSchema> = {
  'X-Request-Id': {
    required: true,
    schema: { type: 'string' },
    description: 'Request id, also in the logs: quote it when asking for support',
  },
  'X-RateLimit-Limit': { schema: { type: 'integer' }, description: 'Requests allowed per 60 s window' },
  'X-RateLimit-Remaining': { schema: { type: 'integer' }, description: 'Requests left in the window' },
  'X-RateLimit-Reset': { schema: { type: 'integer' }, description: 'Unix time (s) the window resets' },
  'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait before retrying' },
};
const headerRefs = (...names: string[]): JsonSchema =>
  Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
const COMMON_HEADERS = headerRefs(
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
);

const errorResponse = (codes: ErrorCode[], status: number): JsonSchema => ({
  description: codes.join(', '),
  // 429 and 503 say when to come back.
  headers:
    status === 429 || status === 503 ? { ...COMMON_HEADERS, ...headerRefs('Retry-After') } : COMMON_HEADERS,
  content: {
    'application/json': {
      schema: { allOf: [ref('Error'), { type: 'object', properties: { errorCode: { enum: codes } } }] },
    },
  },
});

const parametersOf = (
  route: RouteDefinition,
  operation: Operation | undefined,
  components: ComponentRegistry,
): JsonSchema[] => {
  const params: JsonSchema[] = [];
  const pathSchema = operation?.params ? components.convert(operation.params, 'input') : undefined;
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
    const properties = (pathSchema?.properties ?? {}) as Record<string, JsonSchema>;
    params.push({ name, in: 'path', required: true, schema: properties[name!] ?? { type: 'string' } });
  }
  if (operation?.query) {
    const query = components.convert(operation.query, 'input');
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((query.properties ?? {}) as Record<string, JsonSchema>)) {
      params.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  // Order creation, refunds (both routes) and checkout completion honour Idempotency-Key.
  const idempotent = route.path.startsWith('/api/v1/orders') && route.method === 'POST';
  if (idempotent || route.operationId === 'completeCheckout' || route.operationId === 'adminCreateRefund') {
    params.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      schema: { type: 'string', maxLength: 255 },
      description: 'Retrying with the same key returns the first result instead of acting twice',
    });
  }
  return params;
};

/**
 * The body's description and example come from its schema's metadata (`named(id, schema,
 * { description, examples })`), so they sit next to the validation they describe.
 */
const requestBodyOf = (body: NonNullable<Operation['body']>, name: string, components: ComponentRegistry) => {
  const schema = components.convert(body, 'input', `${name}Request`);
  const target =
    typeof schema.$ref === 'string' ? components.schemas[schema.$ref.slice(COMPONENT_REF.length)] : schema;
  const examples = (target?.examples as unknown[] | undefined) ?? [];
  return {
    required: !body.safeParse(undefined).success,
    description: (target?.description as string | undefined) ?? `The ${words(name)} request body`,
    content: { 'application/json': { schema, ...(examples.length ? { example: examples[0] } : {}) } },
  };
};
const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

const operationObject = (
  route: RouteDefinition,
  operation: Operation | undefined,
  components: ComponentRegistry,
): JsonSchema => {
  const name = pascalCase(route.operationId);
  // A POST that creates a resource answers 201.
  const successStatus = operation?.successStatus
    ? String(operation.successStatus)
    : route.method === 'POST' && route.operationId.startsWith('create')
      ? '201'
      : '200';
  const data = operation?.response ? components.convert(operation.response, 'output', `${name}Result`) : {};
  const responses: Record<string, JsonSchema> = {
    [successStatus]: {
      description: 'Success',
      headers: COMMON_HEADERS,
      content: operation?.produces
        ? { [operation.produces]: { schema: { type: 'string' } } }
        : {
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
  if (operation?.alsoAnswers) {
    responses[String(operation.alsoAnswers.status)] = {
      ...responses[successStatus],
      description: operation.alsoAnswers.description,
    };
  }
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set([...implicitErrors(route), ...(operation?.errors ?? [])])) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b))
    responses[String(status)] = errorResponse(codes, status);

  const security: JsonSchema[] = [];
  if (route.access === 'owner') security.push({ ownerToken: [] });
  else if (route.access !== 'none')
    security.push(route.customerJwt ? { apiKey: [], customerJwt: [] } : { apiKey: [] });
  return {
    operationId: route.operationId,
    tags: [route.group],
    summary: operation?.summary ?? route.operationId,
    description: `Access: ${route.access}${route.customerJwt ? ' + customer JWT' : ''}${route.role ? ` (role ${route.role} or higher)` : ''}.`,
    parameters: parametersOf(route, operation, components),
    ...(operation?.body ? { requestBody: requestBodyOf(operation.body, name, components) } : {}),
    responses,
    security,
  };
};

/** Where `npm run dev` listens by default; the docs route rewrites it to the host it is asked on. */
export const LOCAL_SERVER = { url: 'http://127.0.0.1:3000', description: 'npm run dev (local runtime)' };

export const buildOpenApiDocument = (
  operationsOf: (route: RouteDefinition) => Operation | undefined,
  routes: readonly RouteDefinition[] = ROUTES,
): JsonSchema => {
  const components = createComponentRegistry();
  addErrorComponents(components);
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = operationObject(route, operationsOf(route), components);
  }
  const webhooks = webhooksSection(components);
  const groups = new Set(routes.map((route) => route.group));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Store Commerce API',
      version: '1.0.0',
      description:
        'Carts, checkout, orders and webhooks for stores. Generated from the route table and the zod schemas the handlers validate with.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [LOCAL_SERVER],
    tags: (Object.keys(FUNCTION_GROUPS) as FunctionGroup[])
      .filter((group) => groups.has(group))
      .map((group) => ({ name: group, description: FUNCTION_GROUPS[group].description })),
    paths,
    webhooks,
    components: {
      schemas: Object.fromEntries(Object.entries(components.schemas).sort(([a], [b]) => a.localeCompare(b))),
      headers: HEADERS,
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: 'A store key: publishable (storefront) or secret (server), test or live mode',
        },
        customerJwt: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Customer JWT from the phone login (verify step)',
        },
        ownerToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'Owner access token (OpenID Connect)',
        },
      },
    },
  };
};
