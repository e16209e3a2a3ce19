import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import type { HttpEvent, HttpResult } from '../../shared/http/types.ts';
import { matchRoute } from '../../shared/http/route-matcher.ts';
import { routeKey } from '../../shared/routes.ts';
import { localLambdaContext } from '../../shared/util/lambda-context.ts';

export interface EventOptions {
  headers?: Record<string, string>;
  body?: unknown;
  /** Raw body string, sent as is (for malformed JSON tests). */
  rawBody?: string;
  query?: Record<string, string>;
  sourceIp?: string;
}

/** An API Gateway HTTP API v2 event for `method path`, resolved through the route table like the gateway does. */
export const httpEvent = (method: string, path: string, options: EventOptions = {}): HttpEvent => {
  const match = matchRoute(method, path);
  const found = match.kind === 'found' ? match : undefined;
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const query = options.query ?? {};
  return {
    version: '2.0',
    routeKey: found ? routeKey(found.route) : '$default',
    rawPath: path,
    rawQueryString: new URLSearchParams(query).toString(),
    headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(found ? { pathParameters: found.pathParameters } : {}),
    ...(body !== undefined ? { body } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path,
        protocol: 'HTTP/1.1',
        sourceIp: options.sourceIp ?? '127.0.0.1',
        userAgent: 'vitest',
      },
      requestId: randomUUID(),
      routeKey: found ? routeKey(found.route) : '$default',
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
    },
  };
};

export interface ParsedResult {
  status: number;
  headers: Record<string, string>;
  body: { success: boolean; data?: unknown; errorCode?: string; message?: string; details?: unknown };
}

// Middy handlers take a third `{ signal }` argument; plain handlers ignore it.
type Handler = (event: HttpEvent, context: Context, options: { signal: AbortSignal }) => Promise<unknown>;

/** A JSON body parsed; another media type (the CSV export) as `{ text }` so callers still read `errorCode`. */
const parseBody = (result: HttpResult): ParsedResult['body'] => {
  const type = Object.entries(result.headers ?? {}).find(
    ([name]) => name.toLowerCase() === 'content-type',
  )?.[1];
  if (type && !String(type).includes('json')) return { success: true, data: { text: result.body ?? '' } };
  return JSON.parse(result.body ?? '{}') as ParsedResult['body'];
};

/** Invoke a function group's handler and parse its JSON body. */
export const invoke = async (handler: Handler, event: HttpEvent): Promise<ParsedResult> => {
  const result = (await handler(event, localLambdaContext('test'), {
    signal: new AbortController().signal,
  })) as HttpResult;
  return {
    status: result.statusCode ?? 200,
    headers: result.headers,
    body: parseBody(result),
  };
};
