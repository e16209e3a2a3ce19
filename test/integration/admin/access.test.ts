import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminHandler } from '../../../functions/admin/handler.ts';
import { handler as storeHandler } from '../../../functions/store/handler.ts';
import { dynamoAdminServices, dynamoInvitationsService } from '../../../functions/compose/admin-services.ts';
import { CLI } from '../../../shared/audit/entries.ts';
import type { EmailMessage } from '../../../shared/notifications/ports.ts';
import { dynamoOwnerRepository } from '../../../shared/owners/dynamo-owner-repository.ts';
import { ROUTES, routesOfGroup, type RouteDefinition } from '../../../shared/routes.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useAdminHarness, walkRoutesWithRoles } from '../../support/admin-harness.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { httpEvent, invoke } from '../../support/http-event.ts';

const table = useTestTable();
const harness = useAdminHarness(table);
const { owners } = harness;
const signed = harness.token;
let handler: ReturnType<typeof createAdminHandler>;
let storeId: string;
let keyId: string;
// The member the walk changes (PUT) as the store's owner (added directly, as the CLI does).
const target = { ownerId: newId(), email: 'target@example.com' };
// The walk's POST members invites this email; the DELETE revokes `invitationId`, the preview reads `token`.
const emails: EmailMessage[] = [];
let invitationId: string;
let token: string;

const call = (
  method: string,
  path: string,
  bearer?: string,
  body?: unknown,
  extra: Record<string, string> = {},
) => harness.call(handler, method, path, bearer, body, { headers: extra });

beforeAll(async () => {
  const invitations = dynamoInvitationsService(table.db, table.tableName, {
    email: { sendEmail: async (message) => void emails.push(message) },
    acceptLink: (t) => `http://dashboard.test/dashboard/invitations/${t}`,
  });
  handler = createAdminHandler(
    undefined,
    { ownerAccess: () => harness.access },
    undefined,
    () => invitations,
  );
  storeId = await harness.createStore('Role Shop', async (ownerToken) => {
    const created = await call('POST', '/api/v1/admin/stores', ownerToken, { name: 'Role Shop' });
    expect(created.status).toBe(201);
    return (created.body.data as { storeId: string }).storeId;
  });
  const key = await call('POST', `/api/v1/admin/stores/${storeId}/api-keys`, owners.owner.token, {
    type: 'secret',
    mode: 'test',
  });
  keyId = (key.body.data as { keyId: string }).keyId;
  await dynamoOwnerRepository(table.db, table.tableName).create(
    { ...target, createdAt: new Date().toISOString() },
    undefined,
  );
  await dynamoAdminServices(table.db, table.tableName).members.add(CLI, storeId, {
    ...target,
    role: 'viewer',
  });
  ({ invitationId } = await invitations.invite(CLI, storeId, {
    email: 'revoked@example.com',
    role: 'viewer',
  }));
  await invitations.invite(CLI, storeId, { email: 'pending@example.com', role: 'viewer' });
  token = emails.at(-1)!.link!.split('/').at(-1)!;
});

const BODIES: Record<string, unknown> = {
  adminCreateStore: { name: 'Another' },
  adminUpdateStore: { name: 'Role Shop' },
  adminCreateApiKey: { type: 'publishable', mode: 'test', name: 'web' },
  adminAddMember: { email: 'invitee@example.com', role: 'viewer' },
  adminChangeMember: { role: 'admin' },
  adminAdvanceTestClock: { seconds: 60 },
};

describe('every admin route with each role and with no token (table-driven)', () => {
  it('every owner route belongs to an admin function group walked by an access test', () => {
    const ownerRoutes = ROUTES.filter((r) => r.access === 'owner');
    expect(ownerRoutes.length).toBeGreaterThanOrEqual(7);
    // Each admin group has its own access test (test/integration/admin/access*.test.ts) that walks its routes.
    expect(new Set(ownerRoutes.map((r) => r.group))).toEqual(
      new Set([
        'admin',
        'adminWebhooks',
        'adminPayments',
        'adminCommerce',
        'adminCustomers',
        'adminCatalog',
        'adminDiscounts',
      ]),
    );
  });
  walkRoutesWithRoles({
    harness,
    // Removing a member (anyone may remove themself) and accepting (the invitee's email decides)
    // depend on who calls, not on the role alone: their own tests are below and in invitations.test.ts.
    routes: routesOfGroup('admin').filter(
      (r) => r.operationId !== 'adminRemoveMember' && r.operationId !== 'adminAcceptInvitation',
    ),
    get handler() {
      return handler;
    },
    pathOf: (route: RouteDefinition) =>
      route.path
        .replace('{storeId}', storeId)
        .replace('{keyId}', keyId)
        .replace('{memberId}', target.ownerId)
        .replace('{invitationId}', invitationId)
        .replace('{token}', token),
    bodyOf: (route) => BODIES[route.operationId],
    okStatus: (route) =>
      route.operationId === 'adminAdvanceTestClock'
        ? 202
        : route.method === 'POST' && !route.path.endsWith('/revoke')
          ? 201
          : 200,
  });
});

describe('admin API behaviour', () => {
  it('removing another member needs owner; any member removes themself (leaves)', async () => {
    const path = `/api/v1/admin/stores/${storeId}/members/${target.ownerId}`;
    expect((await call('DELETE', path)).body.errorCode).toBe('INVALID_TOKEN');
    expect((await call('DELETE', path, owners.stranger.token)).body.errorCode).toBe('STORE_NOT_FOUND');
    for (const role of ['viewer', 'admin'] as const) {
      const refused = await call('DELETE', path, owners[role].token);
      expect([refused.status, refused.body.errorCode]).toEqual([403, 'ACCESS_DENIED']);
    }
    const targetToken = await signed(target.ownerId, { email: target.email });
    const left = await call('DELETE', path, targetToken);
    expect([left.status, left.body.data]).toEqual([
      200,
      expect.objectContaining({ memberId: target.ownerId }),
    ]);
    const gone = await call('GET', `/api/v1/admin/stores/${storeId}`, targetToken);
    expect(gone.body.errorCode).toBe('STORE_NOT_FOUND');
    await dynamoAdminServices(table.db, table.tableName).members.add(CLI, storeId, {
      ...target,
      role: 'viewer',
    });
    expect((await call('DELETE', path, owners.owner.token)).status).toBe(200);
  });

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
    const expired = await signed(owners.owner.ownerId, { exp: Math.floor(Date.now() / 1000) - 60 });
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
    const list = await harness.call(
      handler,
      'GET',
      `/api/v1/admin/stores/${storeId}/api-keys`,
      owners.viewer.token,
      undefined,
      { query: { mode: 'live' } },
    );
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
        target: { type: 'apiKey', id, label: null },
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
