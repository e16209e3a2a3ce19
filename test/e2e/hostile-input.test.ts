import { request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient } from '../../shared/db/dynamo-client.ts';
import { ERROR_STATUS } from '../../shared/errors.ts';
import { ROUTES, type RouteDefinition } from '../../shared/routes.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { diffSnapshots, snapshotTable } from '../support/table-snapshot.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * Property: whatever arrives — bodies, headers, path parameters, query strings — every route
 * answers without a 5xx, with the error envelope and a documented errorCode, leaks no stack
 * or internal name, and a rejected request changes no record.
 */
let server: DevServer;
let customerToken = '';
const tableName = `hostile-${Date.now()}`;

beforeAll(async () => {
  server = await startDevServer({
    dynamoEndpoint: runDynamoEndpoint(),
    env: {
      TABLE_NAME: tableName,
      RATE_LIMIT_PUBLISHABLE_PER_MINUTE: '100000',
      RATE_LIMIT_SECRET_PER_MINUTE: '100000',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
    },
  });
  // A real customer token, so generated requests also get past the JWT check into validation.
  const post = (path: string, body: unknown) =>
    fetch(`${server.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'X-API-Key': server.publishableKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post(`/api/v1/sdk/auth/store/${server.storeId}/otp`, { phone: '+15557654321' });
  const verified = (await (
    await post(`/api/v1/sdk/auth/store/${server.storeId}/verify`, { phone: '+15557654321', code: '000000' })
  ).json()) as { data: { token: string } };
  customerToken = verified.data.token;
}, 90_000);
afterAll(async () => {
  await server?.stop();
});

interface RawResponse {
  status: number;
  body: string;
}

const send = (method: string, path: string, headers: Record<string, string>, body: string | undefined) =>
  new Promise<RawResponse>((resolve, reject) => {
    const url = new URL(server.baseUrl);
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: {
          ...headers,
          ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });

/** Things that must never reach a client: stacks, file names, SDK and exception names. */
const LEAK =
  /\bat [\w.<>]+ \((?:file:|node:|\/)|\.ts:\d+|node_modules|TypeError|ReferenceError|SyntaxError: |Dynamo|ConditionalCheck|TransactionCanceled|ValidationException|aws-sdk|\/work\/|undefined is not/;

const pathValue = fc.oneof(
  fc.uuid(),
  fc.string({ maxLength: 40 }),
  fc.constantFrom('..', '%00', 'null', '{storeId}', ' ', 'a'.repeat(300), '../../etc/passwd', '%E0%A4%A'),
);

const keyHeader = () =>
  fc.oneof(
    fc.constant<string | undefined>(undefined),
    fc.constant(server.publishableKey),
    fc.constant(server.secretKey),
    fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x21-\x7e]/g, 'x')),
    fc.constantFrom(`pk_test_${'A'.repeat(32)}`, `sk_live_${'b'.repeat(32)}`),
  );

const bodyArbitrary = fc.oneof(
  fc.constant<string | undefined>(undefined),
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{',
    '{"a":',
    '[]',
    'null',
    '""',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{}}}',
    '\u0000',
  ),
  fc
    .record({
      products: fc.array(fc.anything(), { maxLength: 3 }),
      items: fc.array(fc.anything(), { maxLength: 3 }),
      url: fc.oneof(fc.webUrl(), fc.string()),
      events: fc.array(fc.string(), { maxLength: 3 }),
      quantity: fc.oneof(fc.integer(), fc.double(), fc.string()),
      phone: fc.string({ maxLength: 20 }),
      status: fc.string({ maxLength: 20 }),
    })
    .map((v) => JSON.stringify(v)),
);

const requestFor = (route: RouteDefinition) =>
  fc.record({
    method: fc.oneof(fc.constant(route.method), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH')),
    params: fc.dictionary(
      fc.constantFrom(
        'storeId',
        'webhookId',
        'customerId',
        'orderId',
        'email',
        'itemId',
        'productId',
        'checkoutId',
      ),
      pathValue,
    ),
    useRealStore: fc.boolean(),
    key: fc.oneof(keyHeader(), fc.constant(server.publishableKey), fc.constant(server.secretKey)),
    authorization: fc.option(
      fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.constant('Bearer eyJhbGciOiJub25lIn0.e30.'),
        fc.constant('valid-token'),
        fc.constant('valid-token'),
      ),
      { nil: undefined },
    ),
    contentType: fc.option(
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
      { nil: undefined },
    ),
    query: fc.dictionary(fc.constantFrom('isEnabled', 'limit', 'x', ''), fc.string({ maxLength: 20 }), {
      maxKeys: 3,
    }),
    body: bodyArbitrary,
  });

const concretePath = (
  route: RouteDefinition,
  params: Record<string, string>,
  realStore: string | undefined,
) =>
  route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(name === 'storeId' && realStore ? realStore : (params[name] ?? 'x')),
  );

describe('hostile input against every route', () => {
  it('never answers 5xx, always the documented error envelope, never leaks, changes nothing when rejecting', async () => {
    const db = createDocumentClient(runDynamoEndpoint());
    let accepted = 0;
    // The table as a rejected request left it, which is the table the next request starts from:
    // one scan per run instead of two. An accepted request (or a failing run, which fast-check
    // then shrinks) drops it, so the next run scans again.
    let unchangedSince: Map<string, string> | undefined;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES).chain((route) => fc.tuple(fc.constant(route), requestFor(route))),
        async ([route, input]) => {
          const query = new URLSearchParams(input.query).toString();
          const path = `${concretePath(route, input.params, input.useRealStore ? server.storeId : undefined)}${query ? `?${query}` : ''}`;
          const headers: Record<string, string> = {};
          if (input.key !== undefined) headers['x-api-key'] = input.key;
          if (input.authorization === 'valid-token') headers.authorization = `Bearer ${customerToken}`;
          else if (input.authorization !== undefined)
            headers.authorization = input.authorization.replace(/[^\x20-\x7e]/g, '');
          if (input.contentType !== undefined) headers['content-type'] = input.contentType;
          const before = unchangedSince ?? (await snapshotTable(db, tableName));
          unchangedSince = undefined;
          const response = await send(
            input.method,
            path,
            headers,
            input.method === 'GET' ? undefined : input.body,
          );
          const label = `${input.method} ${path} -> ${response.status} ${response.body.slice(0, 200)}`;
          expect(response.status, label).toBeLessThan(500);
          expect(response.body, label).not.toMatch(LEAK);
          const parsed = JSON.parse(response.body) as { success: boolean; errorCode?: string };
          if (response.status >= 400) {
            expect(parsed.success, label).toBe(false);
            expect(Object.keys(ERROR_STATUS), label).toContain(parsed.errorCode);
            expect(ERROR_STATUS[parsed.errorCode as keyof typeof ERROR_STATUS], label).toBe(response.status);
            const after = await snapshotTable(db, tableName);
            expect(diffSnapshots(before, after), label).toEqual([]);
            unchangedSince = after;
          } else {
            accepted++;
          }
        },
      ),
      { numRuns: 400, seed: Number(process.env.FUZZ_SEED ?? 20261122) },
    );
    // Mostly rejections by design, but the generator must reach past authentication sometimes.
    expect(accepted).toBeGreaterThan(0);
  }, 240_000);
});

/**
 * Inputs the property run turned up (as contract violations: answers whose code the OpenAPI
 * document did not list), kept as fixed cases; the dev server's contract check fails the suite
 * if any answer strays from docs/openapi.json again.
 */
describe('regression cases found by the hostile-input run', () => {
  const unknown = '7b0c7a43-5f0e-4a55-9d55-3a3b7b8f9a10';
  // Paths as strings with a placeholder: the store id is known only once the server runs.
  it.each([
    ['DELETE', `/api/v1/sdk/stores/:store/webhooks/${unknown}`, 404, 'WEBHOOK_NOT_FOUND'],
    ['POST', `/api/v1/sdk/stores/:store/webhooks/${unknown}/rotate-secret`, 404, 'WEBHOOK_NOT_FOUND'],
    ['GET', '/api/v1/sdk/stores/:store/webhooks/not-a-uuid', 404, 'WEBHOOK_NOT_FOUND'],
    ['PUT', `/api/v1/orders/${unknown}/cancel`, 404, 'ORDER_NOT_FOUND'],
    ['GET', '/api/v1/customers/%E0%A4%A', 400, 'INVALID_CUSTOMER_ID'],
  ] as const)('%s %s', async (method, path, status, code) => {
    const response = await send(
      method,
      path.replace(':store', server.storeId),
      { 'x-api-key': server.secretKey, 'content-type': 'application/json' },
      method === 'GET' ? undefined : '{}',
    );
    expect(response.status).toBe(status);
    expect(JSON.parse(response.body)).toMatchObject({ success: false, errorCode: code });
  });
});
