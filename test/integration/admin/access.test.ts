import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminHandler } from '../../../functions/admin/handler.ts';
import { handler as storeHandler } from '../../../functions/store/handler.ts';
import { createOwnerTokenVerifier } from '../../../shared/owners/access-token.ts';
import { dynamoMembershipRepository } from '../../../shared/owners/dynamo-owner-repository.ts';
import { createOwnerAccess } from '../../../shared/owners/owner-access.ts';
import { roleAtLeast } from '../../../shared/owners/roles.ts';
import type { Role } from '../../../shared/owners/types.ts';
import { routesOfGroup, type RouteDefinition } from '../../../shared/routes.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { httpEvent, invoke } from '../../support/http-event.ts';

const table = useTestTable();
const ISSUER = 'https://issuer.example.com/pool';
const CLIENT_ID = 'dashboard';
let signingKey: CryptoKey;
let handler: ReturnType<typeof createAdminHandler>;

const token = (ownerId: string, options: { exp?: number; email?: string } = {}) =>
  new SignJWT({
    token_use: 'access',
    client_id: CLIENT_ID,
    ...(options.email ? { email: options.email } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(ownerId)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600)
    .sign(signingKey);

const call = async (
  method: string,
  path: string,
  bearer?: string,
  body?: unknown,
  extra: Record<string, string> = {},
) =>
  invoke(
    handler,
    httpEvent(method, path, {
      headers: { ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}), ...extra },
      ...(body !== undefined ? { body } : {}),
    }),
  );

type Caller = Role | 'stranger' | 'anonymous';
const owners: Record<Role | 'stranger', { ownerId: string; email: string; token?: string }> = {
  owner: { ownerId: newId(), email: 'owner@example.com' },
  admin: { ownerId: newId(), email: 'admin@example.com' },
  viewer: { ownerId: newId(), email: 'viewer@example.com' },
  stranger: { ownerId: newId(), email: 'stranger@example.com' },
};
let storeId: string;
let keyId: string;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  const pub: JWK = await exportJWK(pair.publicKey);
  const keys = createLocalJWKSet({ keys: [{ ...pub, kid: 'k1', alg: 'RS256', use: 'sig' }] });
  const access = createOwnerAccess({
    verifier: createOwnerTokenVerifier({ issuer: ISSUER, clientId: CLIENT_ID }, { keys }),
    memberships: dynamoMembershipRepository(table.db, table.tableName),
  });
  handler = createAdminHandler(undefined, { ownerAccess: () => access });
  for (const who of Object.values(owners)) who.token = await token(who.ownerId, { email: who.email });

  const created = await call('POST', '/api/v1/admin/stores', owners.owner.token, { name: 'Role Shop' });
  expect(created.status).toBe(201);
  storeId = (created.body.data as { storeId: string }).storeId;
  const memberships = dynamoMembershipRepository(table.db, table.tableName);
  const at = new Date().toISOString();
  for (const role of ['admin', 'viewer'] as const)
    await memberships.add({ storeId, ...owners[role], role, createdAt: at, updatedAt: at });
  const key = await call('POST', `/api/v1/admin/stores/${storeId}/api-keys`, owners.owner.token, {
    type: 'secret',
    mode: 'test',
  });
  keyId = (key.body.data as { keyId: string }).keyId;
});

const BODIES: Record<string, unknown> = {
  adminCreateStore: { name: 'Another' },
  adminUpdateStore: { name: 'Role Shop' },
  adminCreateApiKey: { type: 'publishable', mode: 'test', name: 'web' },
};
const pathOf = (route: RouteDefinition) => route.path.replace('{storeId}', storeId).replace('{keyId}', keyId);

/** What each caller gets on each route, from the route table alone. */
const expected = (route: RouteDefinition, caller: Caller): { status: number; errorCode?: string } => {
  if (caller === 'anonymous') return { status: 401, errorCode: 'INVALID_TOKEN' };
  const ok = { status: route.method === 'POST' && !route.path.endsWith('/revoke') ? 201 : 200 };
  if (!route.path.includes('{storeId}')) return ok;
  if (caller === 'stranger') return { status: 404, errorCode: 'STORE_NOT_FOUND' };
  return roleAtLeast(caller, route.role!) ? ok : { status: 403, errorCode: 'ACCESS_DENIED' };
};

const CALLERS: Caller[] = ['anonymous', 'stranger', 'viewer', 'admin', 'owner'];

describe('every admin route with each role and with no token (table-driven)', () => {
  const routes = routesOfGroup('admin');
  it('covers every route of the group', () => {
    expect(routes.length).toBeGreaterThanOrEqual(7);
    expect(routes.every((r) => r.access === 'owner')).toBe(true);
  });
  for (const route of routes) {
    for (const caller of CALLERS) {
      it(`${route.method} ${route.path} as ${caller}`, async () => {
        const bearer = caller === 'anonymous' ? undefined : owners[caller].token;
        const result = await call(route.method, pathOf(route), bearer, BODIES[route.operationId]);
        const want = expected(route, caller);
        expect({ status: result.status, errorCode: result.body.errorCode }).toEqual({
          status: want.status,
          errorCode: want.errorCode,
        });
        expect(result.headers['x-request-id']).toBeTruthy();
        if (caller !== 'anonymous') expect(result.headers['x-ratelimit-limit']).toBeTruthy();
      });
    }
  }
});

describe('admin API behaviour', () => {
  it('API keys are not accepted; an expired token is 401 TOKEN_EXPIRED; another store is 404', async () => {
    const key = await call('POST', `/api/v1/admin/stores/${storeId}/api-keys`, owners.owner.token, {
      type: 'secret',
      mode: 'test',
    });
    const secret = (key.body.data as { key: string }).key;
    const withKey = await call('GET', '/api/v1/admin/me', undefined, undefined, { 'X-API-Key': secret });
    expect([withKey.status, withKey.body.errorCode]).toEqual([401, 'INVALID_TOKEN']);
    const asBearer = await call('GET', '/api/v1/admin/me', secret);
    expect([asBearer.status, asBearer.body.errorCode]).toEqual([401, 'INVALID_TOKEN']);
    const expired = await token(owners.owner.ownerId, { exp: Math.floor(Date.now() / 1000) - 60 });
    const late = await call('GET', '/api/v1/admin/me', expired);
    expect([late.status, late.body.errorCode]).toEqual([401, 'TOKEN_EXPIRED']);
    const missing = await call('GET', `/api/v1/admin/stores/${newId()}`, owners.owner.token);
    expect([missing.status, missing.body.errorCode]).toEqual([404, 'STORE_NOT_FOUND']);
  });

  it('me lists the stores with the role in each', async () => {
    const me = await call('GET', '/api/v1/admin/me', owners.viewer.token);
    // The table-driven walk above made stores too (POST /stores as each caller): here only Role Shop matters.
    const data = me.body.data as { ownerId: string; email: string; stores: unknown[] };
    expect({ ownerId: data.ownerId, email: data.email }).toEqual({
      ownerId: owners.viewer.ownerId,
      email: 'viewer@example.com',
    });
    expect(data.stores).toContainEqual({ storeId, name: 'Role Shop', role: 'viewer' });
  });

  it('a viewer never sees a secret key; the creator sees it once', async () => {
    const created = await call('POST', `/api/v1/admin/stores/${storeId}/api-keys`, owners.admin.token, {
      type: 'secret',
      mode: 'live',
      name: 'server',
    });
    expect(created.status).toBe(201);
    const secret = created.body.data as { key: string; keyId: string; name: string };
    expect(secret.key).toMatch(/^sk_live_/);
    expect(secret.name).toBe('server');
    const list = await call('GET', `/api/v1/admin/stores/${storeId}/api-keys`, owners.viewer.token);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(secret.key);
    const entry = (list.body.data as Array<Record<string, unknown>>).find((k) => k.keyId === secret.keyId);
    expect(entry).toMatchObject({
      type: 'secret',
      mode: 'live',
      name: 'server',
      status: 'Active',
      lastUsedAt: null,
    });
    expect(entry).not.toHaveProperty('key');
  });

  it('a revoked key is refused by a store endpoint', async () => {
    const created = await call('POST', `/api/v1/admin/stores/${storeId}/api-keys`, owners.owner.token, {
      type: 'publishable',
      mode: 'test',
    });
    const { key, keyId: id } = created.body.data as { key: string; keyId: string };
    const path = `/api/v1/sdk/store/${storeId}/branding`;
    const revoked = await call(
      'POST',
      `/api/v1/admin/stores/${storeId}/api-keys/${id}/revoke`,
      owners.admin.token,
    );
    expect(revoked.body.data).toMatchObject({ keyId: id, status: 'Revoked', key });
    const refused = await invoke(storeHandler, httpEvent('GET', path, { headers: { 'X-API-Key': key } }));
    expect(refused.status).toBe(401);
    expect(refused.body.errorCode).toBe('API_KEY_INACTIVE');
    const logEvent = httpEvent('GET', `/api/v1/admin/stores/${storeId}/audit-log`, {
      headers: { Authorization: `Bearer ${owners.viewer.token}` },
      query: { limit: '1' },
    });
    const page = await invoke(handler, logEvent);
    expect(page.status).toBe(200);
    expect(page.body.data).toEqual([
      {
        at: expect.any(String),
        actor: { ownerId: owners.admin.ownerId, email: 'admin@example.com' },
        action: 'apiKey.revoked',
        target: { type: 'apiKey', id },
        mode: 'test',
      },
    ]);
    expect((page.body as { nextCursor?: unknown }).nextCursor).toEqual(expect.any(String));
    const tooMany = await invoke(
      handler,
      httpEvent('GET', `/api/v1/admin/stores/${storeId}/audit-log`, {
        headers: { Authorization: `Bearer ${owners.viewer.token}` },
        query: { limit: '101' },
      }),
    );
    expect([tooMany.status, tooMany.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
  });
});
