import type { MiddlewareObj, Request } from '@middy/core';
import type { Context } from 'aws-lambda';
import type { z } from 'zod';
import { ApiError, type ErrorDetail } from '../errors.ts';
import { logger } from '../logger.ts';
import { recordRequest } from '../observability.ts';
import type { RouteDefinition } from '../routes.ts';
import type { Authenticator } from '../auth/authenticator.ts';
import type { AuthContext } from '../auth/types.ts';
import type { RequestGuard } from '../ratelimit/guard.ts';
import { bearerToken, type CustomerTokens, type CustomerPrincipal } from '../auth/customer-token.ts';
import { canonicalId, newId } from '../util/ids.ts';
import type { OwnerAccess, OwnerContext } from '../owners/owner-access.ts';
import { errorBody, JSON_HEADERS, successBody, toApiError } from './responses.ts';
import type { HttpEvent, HttpResult, Operation, OperationResult } from './types.ts';

/** State the middlewares hand to each other, kept off the Lambda event. */
export interface HttpState {
  requestId: string;
  startedAt: number;
  route?: RouteDefinition;
  operation?: Operation;
  auth?: AuthContext;
  /** Added to every response, success or error (the X-RateLimit-* headers). */
  responseHeaders?: Record<string, string>;
  customer?: CustomerPrincipal;
  owner?: OwnerContext;
  body?: unknown;
  /** The body exactly as received (signature checks such as Stripe's are over these bytes). */
  rawBody?: string;
  params?: unknown;
  query?: unknown;
}

type HttpRequest = Request<HttpEvent, HttpResult | OperationResult, Error, Context>;
export type HttpMiddleware = MiddlewareObj<HttpEvent, HttpResult | OperationResult, Error, Context>;

// Keyed by the event object, so the handler (which middy gives only event and context) can read it too.
const states = new WeakMap<HttpEvent, HttpState>();
const initState = (event: HttpEvent): HttpState => {
  const state: HttpState = { requestId: event.requestContext?.requestId || newId(), startedAt: Date.now() };
  states.set(event, state);
  return state;
};
export const stateOf = (event: HttpEvent): HttpState => states.get(event) ?? initState(event);
const httpState = (request: HttpRequest): HttpState => stateOf(request.event);

const toHttpResult = (status: number, body: unknown, headers: Record<string, string>): HttpResult => ({
  statusCode: status,
  headers: { ...JSON_HEADERS, ...headers },
  body: JSON.stringify(body),
});

/**
 * Outermost: gives every request an id, turns the operation result into the success
 * envelope and any error into the error envelope (never a stack), and logs one line.
 */
export const envelope = (): HttpMiddleware => {
  const finish = (request: HttpRequest, result: HttpResult) => {
    const state = httpState(request);
    Object.assign(result.headers, state.responseHeaders, { 'x-request-id': state.requestId });
    recordRequest(
      request.event.routeKey ?? 'unknown',
      result.statusCode ?? 200,
      Date.now() - state.startedAt,
    );
    // The route names the method and the path's shape; the path is logged only when it says
    // more, an id besides the store's (docs/decisions.md §11.8: log bytes are billed per request).
    const path = request.event.rawPath;
    const routePath = request.event.routeKey?.split(' ')[1];
    const storeId = state.auth?.storeId;
    logger.info('request', {
      requestId: state.requestId,
      routeKey: request.event.routeKey,
      path: storeId && routePath?.replace('{storeId}', storeId) === path ? undefined : path,
      status: result.statusCode,
      durationMs: Date.now() - state.startedAt,
      keyId: state.auth?.keyId,
      storeId: state.auth?.storeId,
      mode: state.auth?.mode,
    });
    request.response = result;
  };
  return {
    before: (request) => {
      initState(request.event);
    },
    after: (request) => {
      const result = request.response as OperationResult;
      const body = result.raw
        ? result.data
        : result.nextCursor !== undefined
          ? { ...successBody(result.data), nextCursor: result.nextCursor }
          : successBody(result.data);
      const http = toHttpResult(result.status ?? 200, body, result.headers ?? {});
      if (result.text !== undefined) http.body = result.text;
      finish(request, http);
    },
    onError: (request) => {
      const error = toApiError(request.error);
      if (error.status >= 500) {
        logger.error('unhandled error', {
          requestId: httpState(request).requestId,
          error: request.error as Error,
        });
      }
      finish(
        request,
        toHttpResult(
          error.status,
          errorBody(error.errorCode, error.message, error.details, error.data, error.fields),
          error.headers ?? {},
        ),
      );
    },
  };
};

/** Finds the operation for `event.routeKey` among the group's operations. */
export const resolveOperation = (
  routes: RouteDefinition[],
  operations: Record<string, Operation>,
): HttpMiddleware => ({
  before: (request) => {
    const route = routes.find((r) => `${r.method} ${r.path}` === request.event.routeKey);
    const operation = route && operations[route.operationId];
    if (!route || !operation) throw new ApiError('NOT_FOUND', 'No such route');
    httpState(request).route = route;
    httpState(request).operation = operation;
  },
});

/** The token of an `Authorization: Bearer` header, unverified (the rate limiter counts by it). */
const rawBearer = (header: string | undefined): string | undefined =>
  header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];

/** The body as JSON for a route's prefetch, before `jsonBody` checks it (anything odd: none). */
const lenientJson = (event: HttpEvent): unknown => {
  if (!event.body || event.isBase64Encoded) return undefined;
  try {
    return JSON.parse(event.body);
  } catch {
    return undefined;
  }
};

/**
 * API-key authentication and authorisation (see Authenticator for the check order), inside
 * the rate-limit guard, which counts the request per key (or per address without a valid key).
 */
export const authenticate = (
  authenticator: () => Authenticator,
  guard: () => RequestGuard,
  tokens?: () => CustomerTokens,
): HttpMiddleware => ({
  before: async (request) => {
    const state = httpState(request);
    const route = state.route!;
    const access = route.access;
    if (access === 'owner') return; // ownerAuthenticate
    const apiKey = request.event.headers?.['x-api-key'];
    // A genuine customer token's profile is read in the key's BatchGet (no extra request);
    // `customerToken` below decides the answer, after the key's checks.
    const bearer = route.customerJwt ? rawBearer(request.event.headers?.authorization) : undefined;
    const customer = bearer && tokens ? await tokens().peek(bearer) : undefined;
    const prefetch =
      customer && state.operation?.prefetch
        ? state.operation.prefetch({ customer, body: lenientJson(request.event) })
        : undefined;
    const rawPathStoreId = request.event.pathParameters?.storeId ?? '';
    const admitted = await guard().admit({
      apiKey,
      sourceIp: request.event.requestContext?.http?.sourceIp ?? 'unknown',
      customerToken: route.customerJwt ? rawBearer(request.event.headers?.authorization) : undefined,
      signedCallback: route.signedCallback,
      authenticate:
        access === 'none'
          ? undefined
          : () =>
              authenticator().authenticate({
                apiKey,
                access,
                pathStoreId: route.path.includes('{storeId}') ? canonicalId(rawPathStoreId) : undefined,
                ...(customer ? { customer } : {}),
                ...(prefetch ? { prefetch } : {}),
              }),
    });
    state.auth = admitted.auth;
    state.responseHeaders = { ...state.responseHeaders, ...admitted.headers };
  },
});

/**
 * `owner` routes (the admin API): `Authorization: Bearer <owner access token>` only, API keys
 * are not accepted. The role rule lives here and nowhere else: on a path with `{storeId}` the
 * caller's membership of that store is read once and must reach the route's `role`.
 */
export const ownerAuthenticate = (
  ownerAccess: () => OwnerAccess,
  guard: () => RequestGuard,
): HttpMiddleware => ({
  before: async (request) => {
    const state = httpState(request);
    const route = state.route!;
    if (route.access !== 'owner') return;
    const token = rawBearer(request.event.headers?.authorization);
    const storeId = route.path.includes('{storeId}')
      ? canonicalId(request.event.pathParameters?.storeId ?? '')
      : undefined;
    const admitted = await guard().admitOwner({
      sourceIp: request.event.requestContext?.http?.sourceIp ?? 'unknown',
      verify: async () => {
        if (!token)
          throw new ApiError('INVALID_TOKEN', 'Authorization: Bearer <owner access token> is required');
        return ownerAccess().verify(token);
      },
      authorize: async (principal) =>
        storeId === undefined
          ? undefined
          : ownerAccess().authorize(principal, storeId, route.role ?? 'viewer'),
    });
    state.owner = {
      ...admitted.principal,
      ...(admitted.authorized ? { membership: admitted.authorized } : {}),
    };
    state.responseHeaders = { ...state.responseHeaders, ...admitted.headers };
  },
});

/** Rate limiting alone, for the `$default` fallback (no authentication there). */
export const rateLimitOnly = (guard: () => RequestGuard): HttpMiddleware => ({
  before: async (request) => {
    const admitted = await guard().admit({
      apiKey: request.event.headers?.['x-api-key'],
      sourceIp: request.event.requestContext?.http?.sourceIp ?? 'unknown',
    });
    httpState(request).responseHeaders = admitted.headers;
  },
});

/**
 * Customer JWT for routes with `customerJwt: true`, after the API-key checks so key errors
 * (401/403/404) always win. The token must belong to the key's store and mode, and its customer
 * must still exist (read with the key; an erased customer's token is INVALID_TOKEN). Its
 * signature was checked once, before the key's read (`authenticate`); a token that failed there
 * is verified here only to name the failure (expired or invalid).
 */
export const customerToken = (tokens: () => CustomerTokens): HttpMiddleware => ({
  before: async (request) => {
    const state = httpState(request);
    if (!state.route!.customerJwt || !state.auth) return;
    const token = bearerToken(request.event.headers?.authorization);
    const expected = { storeId: state.auth.storeId, mode: state.auth.mode };
    const read = state.auth.customer ?? (await tokens().verify(token, expected), undefined);
    if (!read || read.storeId !== expected.storeId || read.mode !== expected.mode || !read.exists)
      throw new ApiError('INVALID_TOKEN', 'The customer token is invalid');
    state.customer = { customerId: read.customerId, ...expected };
  },
});

/** JSON body, capped: over the cap is 413, anything unparseable is 400 INVALID_REQUEST. */
export const jsonBody = (maxBytes: number): HttpMiddleware => ({
  before: (request) => {
    const { body, isBase64Encoded } = request.event;
    if (body === undefined || body === null || body === '') return;
    const bytes = isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
    if (bytes.length > maxBytes) {
      throw new ApiError('PAYLOAD_TOO_LARGE', `Request body exceeds ${maxBytes} bytes`);
    }
    httpState(request).rawBody = bytes.toString('utf8');
    try {
      httpState(request).body = JSON.parse(bytes.toString('utf8'));
    } catch {
      throw new ApiError('INVALID_REQUEST', 'Request body is not valid JSON');
    }
  },
});

const issuesToDetails = (where: string, issues: z.core.$ZodIssue[]): ErrorDetail[] =>
  issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));

/** zod validation of path parameters, query string and body -> 400 INVALID_REQUEST with details. */
export const validate = (): HttpMiddleware => ({
  before: (request) => {
    const state = httpState(request);
    const operation = state.operation!;
    const parts = [
      ['params', operation.params, request.event.pathParameters ?? {}],
      ['query', operation.query, request.event.queryStringParameters ?? {}],
      ['body', operation.body, state.body],
    ] as const;
    const details: ErrorDetail[] = [];
    for (const [where, schema, input] of parts) {
      if (!schema) {
        state[where] = input;
        continue;
      }
      const parsed = schema.safeParse(input);
      if (parsed.success) state[where] = parsed.data;
      else details.push(...issuesToDetails(where, parsed.error.issues));
    }
    if (details.length > 0) throw new ApiError('INVALID_REQUEST', 'The request is invalid', details);
  },
});
