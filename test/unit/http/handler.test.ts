import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import type { Authenticator } from '../../../shared/auth/authenticator.ts';
import { ApiError } from '../../../shared/errors.ts';
import type { RequestGuard } from '../../../shared/ratelimit/guard.ts';
import { createHttpHandler } from '../../../shared/http/handler.ts';
import { defineOperation } from '../../../shared/http/types.ts';
import { handler as fallback } from '../../../functions/fallback/handler.ts';
import { httpEvent, invoke } from '../../support/http-event.ts';

const STORE = '11111111-1111-4111-8111-111111111111';
const PATH = `/api/v1/sdk/store/${STORE}/branding`;

const stubAuthenticator = (impl?: Authenticator['authenticate']): Authenticator => ({
  authenticate:
    impl ?? (async () => ({ keyId: 'k1', keyType: 'secret', storeId: STORE, mode: 'test', last4: 'aaaa' })),
  clearCache: () => undefined,
});

// Counts nothing: rate limiting has its own tests.
const openGuard: RequestGuard = {
  admit: async ({ authenticate }) => ({
    auth: await authenticate?.(),
    headers: { 'x-ratelimit-limit': '10' },
  }),
  admitOwner: async ({ verify, authorize }) => {
    const principal = await verify();
    return { principal, authorized: await authorize(principal), headers: {} };
  },
};

const build = (operation: Parameters<typeof defineOperation>[0], authenticator = stubAuthenticator()) =>
  createHttpHandler({
    group: 'store',
    operations: {
      getBranding: defineOperation(operation),
      getCheckoutSettings: defineOperation(operation),
      getTestClock: defineOperation(operation),
      advanceTestClock: defineOperation(operation),
    },
    authenticator: () => authenticator,
    guard: () => openGuard,
  });

describe('the shared middy stack', () => {
  it('wraps results in the success envelope with a request id', async () => {
    const handler = build({ handle: async () => ({ data: { ok: 1 } }) });
    const res = await invoke(handler, httpEvent('GET', PATH, { headers: { 'X-API-Key': 'x' } }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { ok: 1 } });
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['x-ratelimit-limit']).toBe('10');
  });

  it('normalises header names before authentication reads X-API-Key', async () => {
    const authenticate = vi.fn(stubAuthenticator().authenticate);
    const handler = build({ handle: async () => ({ data: null }) }, stubAuthenticator(authenticate));
    await invoke(handler, httpEvent('GET', PATH, { headers: { 'X-Api-KEY': 'the-key' } }));
    expect(authenticate).toHaveBeenCalledWith({
      apiKey: 'the-key',
      access: 'publishable',
      pathStoreId: STORE,
    });
  });

  it('turns an ApiError into the error envelope with its status and code', async () => {
    const handler = build(
      { handle: async () => ({ data: null }) },
      stubAuthenticator(async () => {
        throw new ApiError('API_KEY_INACTIVE', 'revoked');
      }),
    );
    const res = await invoke(handler, httpEvent('GET', PATH));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'revoked', errorCode: 'API_KEY_INACTIVE' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('answers 500 INTERNAL_ERROR without stack or internal message for unexpected errors', async () => {
    const handler = build({
      handle: async () => {
        throw new TypeError(
          'Cannot read properties of undefined (reading secretThing) at /var/task/index.js',
        );
      },
    });
    const res = await invoke(handler, httpEvent('GET', PATH));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      message: 'An unexpected error occurred',
      errorCode: 'INTERNAL_ERROR',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/secretThing|index\.js|TypeError/);
  });

  it('rejects malformed JSON with 400 INVALID_REQUEST', async () => {
    const handler = build({ handle: async () => ({ data: null }) });
    const res = await invoke(handler, httpEvent('GET', PATH, { rawBody: '{"a":' }));
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('INVALID_REQUEST');
  });

  it('rejects bodies over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const handler = build({ handle: async () => ({ data: null }) });
    const res = await invoke(
      handler,
      httpEvent('GET', PATH, { rawBody: JSON.stringify({ a: 'x'.repeat(1024 * 1024) }) }),
    );
    expect(res.status).toBe(413);
    expect(res.body.errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('validates body and query with zod and lists every problem in details', async () => {
    const handle = vi.fn(async () => ({ data: null }));
    const handler = build({
      body: z.object({ quantity: z.number().int().positive(), name: z.string() }),
      query: z.object({ limit: z.coerce.number().max(10) }),
      handle,
    });
    const res = await invoke(
      handler,
      httpEvent('GET', PATH, { body: { quantity: -1 }, query: { limit: '50' } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('INVALID_REQUEST');
    const paths = (res.body.details as { path: string }[]).map((d) => d.path).sort();
    expect(paths).toEqual(['body.name', 'body.quantity', 'query.limit']);
    expect(handle).not.toHaveBeenCalled();
  });

  it('passes parsed values to the operation', async () => {
    const handle = vi.fn(async (_ctx: unknown) => ({ data: null, status: 201 }));
    const handler = build({ body: z.object({ n: z.number() }), handle });
    const res = await invoke(handler, httpEvent('GET', PATH, { body: { n: 2 } }));
    expect(res.status).toBe(201);
    expect(handle.mock.calls[0]![0]).toMatchObject({
      body: { n: 2 },
      params: { storeId: STORE },
      auth: { keyId: 'k1' },
    });
  });

  it('authenticates before parsing the body (no key + bad JSON = 401)', async () => {
    const handler = build(
      { handle: async () => ({ data: null }) },
      stubAuthenticator(async () => {
        throw new ApiError('INVALID_API_KEY', 'Missing API key');
      }),
    );
    const res = await invoke(handler, httpEvent('GET', PATH, { rawBody: 'not json' }));
    expect(res.status).toBe(401);
  });

  it('refuses to build a group whose operations do not cover its routes', () => {
    expect(() =>
      createHttpHandler({
        group: 'store',
        // @ts-expect-error tsc refuses it first: the store group's operations are missing.
        operations: {},
        authenticator: () => stubAuthenticator(),
        guard: () => openGuard,
      }),
    ).toThrow(/lacks operation/);
  });

  // The verifiers are wired by the functions that need them, so the others' bundles leave jose
  // and the Secrets Manager client out; a function that forgets one fails at its import.
  it('refuses to build a group with customer JWT routes without customerTokens', () => {
    expect(() =>
      createHttpHandler({ group: 'account', operations: {} as never, guard: () => openGuard }),
    ).toThrow(/account has routes that need customerTokens/);
  });

  it('refuses to build a group with owner routes without ownerAccess', () => {
    expect(() =>
      createHttpHandler({ group: 'adminDiscounts', operations: {} as never, guard: () => openGuard }),
    ).toThrow(/adminDiscounts has routes that need ownerAccess/);
  });
});

describe('the $default fallback', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  beforeEach(() => {
    ddb.reset();
    ddb.on(UpdateCommand).resolves({ Attributes: { count: 1 } });
  });

  it('answers 404 NOT_FOUND for unknown paths', async () => {
    const res = await invoke(fallback, httpEvent('GET', '/api/v1/nothing-here'));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
  });

  it('answers 405 METHOD_NOT_ALLOWED with Allow for a known path and wrong method', async () => {
    const res = await invoke(fallback, httpEvent('DELETE', PATH));
    expect(res.status).toBe(405);
    expect(res.body.errorCode).toBe('METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toBe('GET');
  });
});
