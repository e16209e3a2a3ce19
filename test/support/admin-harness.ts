/**
 * Shared set-up for admin API tests that run the handlers in-process: a local signing key and
 * JWKS standing in for the issuer, one owner per role (plus a stranger), the owner access built
 * on the real membership repository, and the table-driven role walk over route-table entries.
 * Each admin area's access test calls `walkRoutesWithRoles` for its own routes; together they
 * cover every admin route (test/integration/admin/access.test.ts checks that).
 */
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { createOwnerTokenVerifier } from '../../shared/owners/access-token.ts';
import { dynamoMembershipRepository } from '../../shared/owners/dynamo-owner-repository.ts';
import { createOwnerAccess, type OwnerAccess } from '../../shared/owners/owner-access.ts';
import { roleAtLeast } from '../../shared/owners/roles.ts';
import type { Role } from '../../shared/owners/types.ts';
import type { RouteDefinition } from '../../shared/routes.ts';
import { newId } from '../../shared/util/ids.ts';
import type { TestTable } from './dynamo.ts';
import { httpEvent, invoke, type ParsedResult } from './http-event.ts';

export const ADMIN_TEST_ISSUER = 'https://issuer.example.com/pool';
export const ADMIN_TEST_CLIENT_ID = 'dashboard';

export type Caller = Role | 'stranger' | 'anonymous';
export const CALLERS: Caller[] = ['anonymous', 'stranger', 'viewer', 'admin', 'owner'];

export interface TestOwner {
  ownerId: string;
  email: string;
  token: string;
}

type Handler = Parameters<typeof invoke>[0];

export interface AdminHarness {
  owners: Record<Role | 'stranger', TestOwner>;
  /** The owner access the handlers under test take (`createXHandler(..., { ownerAccess: () => h.access })`). */
  access: OwnerAccess;
  /** An access token from the test issuer; `exp` in epoch seconds. */
  token(ownerId: string, options?: { exp?: number; email?: string }): Promise<string>;
  /** Makes a store whose members are the harness's owner, admin and viewer. */
  createStore(name: string, create: (ownerToken: string) => Promise<string>): Promise<string>;
  /**
   * A store the test made itself (records put straight into the table) joined by the four owners
   * as `createStore` does: `owner` as its owner, `admin` and `viewer` with their roles.
   */
  joinStore(name: string, storeId: string): Promise<string>;
  call(
    handler: unknown,
    method: string,
    path: string,
    bearer?: string,
    body?: unknown,
    options?: { headers?: Record<string, string>; query?: Record<string, string> },
  ): Promise<ParsedResult>;
}

/** Registers a `beforeAll` that makes the signing key, the owners and their tokens. */
export const useAdminHarness = (table: TestTable): AdminHarness => {
  let signingKey: CryptoKey;
  const harness = {
    owners: {
      owner: { ownerId: newId(), email: 'owner@example.com', token: '' },
      admin: { ownerId: newId(), email: 'admin@example.com', token: '' },
      viewer: { ownerId: newId(), email: 'viewer@example.com', token: '' },
      stranger: { ownerId: newId(), email: 'stranger@example.com', token: '' },
    },
    access: undefined as unknown as OwnerAccess,
    token: (ownerId: string, options: { exp?: number; email?: string } = {}) =>
      new SignJWT({
        token_use: 'access',
        client_id: ADMIN_TEST_CLIENT_ID,
        ...(options.email ? { email: options.email } : {}),
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setSubject(ownerId)
        .setIssuer(ADMIN_TEST_ISSUER)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600)
        .sign(signingKey),
    createStore: async (_name: string, create: (ownerToken: string) => Promise<string>) => {
      const storeId = await create(harness.owners.owner.token);
      const memberships = dynamoMembershipRepository(table.db, table.tableName);
      const at = new Date().toISOString();
      for (const role of ['admin', 'viewer'] as const) {
        const { ownerId, email } = harness.owners[role];
        await memberships.add({ storeId, ownerId, email, role, createdAt: at, updatedAt: at });
      }
      return storeId;
    },
    joinStore: (name: string, storeId: string): Promise<string> =>
      harness.createStore(name, async () => {
        const at = new Date().toISOString();
        const { ownerId, email } = harness.owners.owner;
        await dynamoMembershipRepository(table.db, table.tableName).add({
          storeId,
          ownerId,
          email,
          role: 'owner',
          createdAt: at,
          updatedAt: at,
        });
        return storeId;
      }),
    call: (
      handler: unknown,
      method: string,
      path: string,
      bearer?: string,
      body?: unknown,
      options: { headers?: Record<string, string>; query?: Record<string, string> } = {},
    ) =>
      invoke(
        handler as Handler,
        httpEvent(method, path, {
          headers: { ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}), ...options.headers },
          ...(body !== undefined ? { body } : {}),
          ...(options.query ? { query: options.query } : {}),
        }),
      ),
  } satisfies AdminHarness;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    signingKey = pair.privateKey;
    const pub: JWK = await exportJWK(pair.publicKey);
    const keys = createLocalJWKSet({ keys: [{ ...pub, kid: 'k1', alg: 'RS256', use: 'sig' }] });
    harness.access = createOwnerAccess({
      verifier: createOwnerTokenVerifier(
        { issuer: ADMIN_TEST_ISSUER, clientId: ADMIN_TEST_CLIENT_ID },
        { keys },
      ),
      memberships: dynamoMembershipRepository(table.db, table.tableName),
    });
    for (const who of Object.values(harness.owners))
      who.token = await harness.token(who.ownerId, { email: who.email });
  });
  return harness;
};

/** What each caller gets on a route, from the route table alone; `ok` is the status a permitted caller gets. */
export const expectedForCaller = (
  route: RouteDefinition,
  caller: Caller,
  ok: number,
): { status: number; errorCode?: string } => {
  if (caller === 'anonymous') return { status: 401, errorCode: 'INVALID_TOKEN' };
  if (!route.path.includes('{storeId}')) return { status: ok };
  if (caller === 'stranger') return { status: 404, errorCode: 'STORE_NOT_FOUND' };
  return roleAtLeast(caller, route.role!) ? { status: ok } : { status: 403, errorCode: 'ACCESS_DENIED' };
};

export interface RoleWalk {
  harness: AdminHarness;
  routes: readonly RouteDefinition[];
  handler: unknown;
  /** The concrete path for a route (fill in `{storeId}` and the other parameters). */
  pathOf(route: RouteDefinition): string;
  bodyOf?(route: RouteDefinition): unknown;
  queryOf?(route: RouteDefinition): Record<string, string> | undefined;
  /** The success status of a route (default: 201 for POST, 200 otherwise). */
  okStatus?(route: RouteDefinition): number;
}

/** One `it` per route and caller: no token, a stranger, viewer, admin and owner. */
export const walkRoutesWithRoles = (walk: RoleWalk): void => {
  for (const route of walk.routes) {
    for (const caller of CALLERS) {
      it(`${route.method} ${route.path} as ${caller}`, async () => {
        const bearer = caller === 'anonymous' ? undefined : walk.harness.owners[caller].token;
        const query = walk.queryOf?.(route);
        const result = await walk.harness.call(
          walk.handler,
          route.method,
          walk.pathOf(route),
          bearer,
          walk.bodyOf?.(route),
          query ? { query } : {},
        );
        const ok = walk.okStatus?.(route) ?? (route.method === 'POST' ? 201 : 200);
        const want = expectedForCaller(route, caller, ok);
        expect({ status: result.status, errorCode: result.body.errorCode }).toEqual({
          status: want.status,
          errorCode: want.errorCode,
        });
        expect(result.headers['x-request-id']).toBeTruthy();
        if (caller !== 'anonymous') expect(result.headers['x-ratelimit-limit']).toBeTruthy();
      });
    }
  }
};
