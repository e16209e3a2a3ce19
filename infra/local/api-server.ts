import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CORS_POLICY } from '../../shared/http/cors.ts';
import { createContractChecker } from '../tools/openapi/contract.ts';
import type { HttpEvent } from '../../shared/http/types.ts';
import { matchRoute } from '../../shared/http/route-matcher.ts';
import { CORS_PATH_PREFIX, FUNCTION_GROUPS, routeKey, type FunctionGroup } from '../../shared/routes.ts';
import { localLambdaContext } from '../../shared/util/lambda-context.ts';
import type { HttpLambda, LocalHttpHandlers } from './background-service.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** Each group's handler, imported from the same entry file CDK bundles. */
const loadHandler = async (group: FunctionGroup): Promise<HttpLambda> => {
  const module = (await import(pathToFileURL(resolve(REPO_ROOT, FUNCTION_GROUPS[group].entry)).href)) as {
    handler: HttpLambda;
  };
  return module.handler;
};

// The gateway accepts a little over the handler's 1 MiB cap so the handler can answer 413 itself.
const MAX_GATEWAY_BODY = 1024 * 1024 + 64 * 1024;

const readBody = (req: IncomingMessage): Promise<{ body: Buffer; tooLarge: boolean }> =>
  new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_GATEWAY_BODY) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolveBody({ body: Buffer.concat(chunks), tooLarge }));
    req.on('error', reject);
  });

const corsHeaders = (): Record<string, string> => ({
  'access-control-allow-origin': CORS_POLICY.allowOrigins.join(','),
  'access-control-expose-headers': CORS_POLICY.exposeHeaders.join(','),
});

/** An API Gateway HTTP API (payload 2.0) event, as the real gateway would build it. */
const toEvent = (
  req: IncomingMessage,
  url: URL,
  body: Buffer,
  routeKeyValue: string,
  pathParameters: Record<string, string> | undefined,
): HttpEvent => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams)
    query[name] = name in query ? `${query[name]},${value}` : value;
  const requestId = randomUUID();
  const now = new Date();
  return {
    version: '2.0',
    routeKey: routeKeyValue,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    headers,
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(pathParameters ? { pathParameters } : {}),
    ...(body.length ? { body: body.toString('utf8') } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      http: {
        method: (req.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: routeKeyValue,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
  };
};

export interface LocalApi {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/** A non-API handler served on the same port under a path prefix (the local OpenID provider). */
export interface LocalMount {
  owns(pathname: string): boolean;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/** Serves the route table over HTTP the way API Gateway + Lambda do in the cloud. */
export const startLocalApi = async (
  port: number,
  host = '127.0.0.1',
  mounts: LocalMount[] = [],
  /** Handlers wired to the local runtime's in-process ports, in place of the entries' own. */
  localHandlers: LocalHttpHandlers = {},
): Promise<LocalApi> => {
  // CONTRACT_CHECK=1 (set by the end-to-end suites): check every response against docs/openapi.json.
  const contract = process.env.CONTRACT_CHECK === '1' ? createContractChecker() : undefined;
  const handlers = new Map<FunctionGroup, HttpLambda>();
  for (const group of Object.keys(FUNCTION_GROUPS) as FunctionGroup[])
    handlers.set(group, localHandlers[group] ?? (await loadHandler(group)));

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
    const method = (req.method ?? 'GET').toUpperCase();
    const mount = mounts.find((candidate) => candidate.owns(url.pathname));
    if (mount) return mount.handle(req, res);
    const cors = url.pathname.startsWith(CORS_PATH_PREFIX);
    if (cors && method === 'OPTIONS') {
      res.writeHead(204, {
        ...corsHeaders(),
        'access-control-allow-methods': CORS_POLICY.allowMethods.join(','),
        'access-control-allow-headers': CORS_POLICY.allowHeaders.join(','),
        'access-control-max-age': String(CORS_POLICY.maxAgeSeconds),
      });
      res.end();
      return;
    }
    const { body, tooLarge } = await readBody(req);
    if (tooLarge) {
      // API Gateway itself refuses bodies over its limit before any Lambda runs.
      res.writeHead(413, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ success: false, message: 'Request body too large', errorCode: 'PAYLOAD_TOO_LARGE' }),
      );
      return;
    }
    const match = matchRoute(method, url.pathname);
    const [group, key, params] =
      match.kind === 'found'
        ? [match.route.group, routeKey(match.route), match.pathParameters]
        : (['fallback', '$default', undefined] as const);
    const context = localLambdaContext(`local-${group}`);
    const result = await handlers.get(group)!(toEvent(req, url, body, key, params), context);
    if (contract && match.kind === 'found') {
      const type = result.headers['content-type'] ?? 'application/json';
      const violation = type.startsWith('application/json')
        ? contract.check(
            match.route.path,
            method,
            result.statusCode ?? 200,
            JSON.parse(result.body ?? 'null'),
          )
        : contract.checkMedia(match.route.path, method, result.statusCode ?? 200, type);
      if (violation) console.error(`CONTRACT_VIOLATION ${JSON.stringify(violation)}`);
    }
    res.writeHead(result.statusCode ?? 200, { ...(cors ? corsHeaders() : {}), ...result.headers });
    res.end(result.body ?? '');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('local api: unhandled', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          success: false,
          message: 'An unexpected error occurred',
          errorCode: 'INTERNAL_ERROR',
        }),
      );
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((ready) => server.listen(port, host, ready));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    server,
    port: actualPort,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
};
