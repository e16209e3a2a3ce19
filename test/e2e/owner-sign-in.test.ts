import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localOwnerIdentity } from '../../infra/local/oidc-identity.ts';
import type { ApiError } from '../../shared/errors.ts';
import { createOwnerTokenVerifier } from '../../shared/owners/access-token.ts';
import { startDevServer, type DevServer } from '../support/dev-server.ts';
import { ownerSignIn, pkce } from '../support/owner-sign-in.ts';
import { runDynamoEndpoint } from '../support/dynamo.ts';

/**
 * Owner sign-in through the local OpenID provider of `npm run dev`, over HTTP as a browser
 * would do it: authorization request with PKCE, the login form, the redirects followed by
 * hand, the code exchanged at the token endpoint, and the access token checked with the same
 * verifier the admin API uses. Then the admin API with that token (not a CLI-minted one): a
 * store, a key pair, a revocation that takes effect at once. The dev server checks every
 * response against docs/openapi.json (contractViolations).
 */
let dev: DevServer;
let demoOwner: { email: string; password: string };
let port: string;

const signIn: ReturnType<typeof ownerSignIn>['signIn'] = (...args) =>
  ownerSignIn(dev.baseUrl).signIn(...args);
const exchange: ReturnType<typeof ownerSignIn>['exchange'] = (...args) =>
  ownerSignIn(dev.baseUrl).exchange(...args);

/** An admin API call with an owner access token. */
const adminCall = async (token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(new URL(path, dev.baseUrl), {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return {
    status: response.status,
    requestId: response.headers.get('x-request-id'),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- reads of the documented response shapes
    body: (await response.json()) as { data?: any; errorCode?: string; nextCursor?: unknown },
  };
};

beforeAll(async () => {
  // The run's DynamoDB Local: a JVM of its own would cost ~10 s of CPU; first start is the store-endpoints file's.
  dev = await startDevServer({ dynamoEndpoint: runDynamoEndpoint() });
  port = new URL(dev.baseUrl).port;
  const [, email, password] = /Demo owner[^:]*: (\S+) \/ (\S+)/.exec(dev.output())!;
  demoOwner = { email: email!, password: password! };
}, 120_000);
afterAll(async () => dev?.stop());

describe('owner sign-in through the local OpenID provider', () => {
  it('serves discovery and the JWKS under /oidc on the API port', async () => {
    const discovery = (await (
      await fetch(`${dev.baseUrl}/oidc/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: localOwnerIdentity(port).issuer,
      jwks_uri: `${dev.baseUrl}/oidc/.well-known/jwks.json`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = (await (await fetch(discovery.jwks_uri as string)).json()) as {
      keys: Array<Record<string, unknown>>;
    };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('authorization code + PKCE: the access token passes the admin API verifier', async () => {
    const { verifier, challenge } = pkce();
    const redirectUri = `http://127.0.0.1:${port}/dashboard/callback`;
    const { code } = await signIn(demoOwner.email, demoOwner.password, challenge, redirectUri);
    expect(code).toBeTruthy();

    // The wrong verifier is refused, and the code is single use after the right one.
    expect((await exchange(code!, pkce().verifier, redirectUri)).status).toBe(400);
    const second = await signIn(demoOwner.email, demoOwner.password, challenge, redirectUri);
    const tokenResponse = await exchange(second.code!, verifier, redirectUri);
    expect(tokenResponse.status).toBe(200);
    const tokens = (await tokenResponse.json()) as {
      access_token: string;
      token_type: string;
      expires_in: number;
    };
    expect(tokens.token_type).toBe('Bearer');
    expect((await exchange(second.code!, verifier, redirectUri)).status).toBe(400);

    const identity = localOwnerIdentity(port);
    const principal = await createOwnerTokenVerifier(identity).verify(tokens.access_token);
    expect(principal).toMatchObject({ email: demoOwner.email, clientId: 'dashboard' });

    // The owner token CLI mints the same kind of token for the same owner.
    const minted = (await dev.admin('owner', 'token', '--email', demoOwner.email)) as { accessToken: string };
    await expect(createOwnerTokenVerifier(identity).verify(minted.accessToken)).resolves.toEqual(principal);

    // Another client id configured on the API side: the same token is refused.
    const other = createOwnerTokenVerifier({ ...identity, clientId: 'another-client' });
    expect(((await other.verify(tokens.access_token).catch((e: unknown) => e)) as ApiError).errorCode).toBe(
      'INVALID_TOKEN',
    );
  });

  it('a wrong password shows the form again (401) and issues nothing', async () => {
    const result = await signIn(
      demoOwner.email,
      'not-the-password',
      pkce().challenge,
      `http://localhost:${port}/dashboard/`,
    );
    expect(result.status).toBe(401);
    expect(result.body).toContain('Wrong email or password');
  });

  it('refuses a redirect URI outside /dashboard/ and an authorization request without PKCE', async () => {
    const base = { client_id: 'dashboard', response_type: 'code', scope: 'openid email admin' };
    const bad = await fetch(
      `${dev.baseUrl}/oidc/auth?${new URLSearchParams({ ...base, redirect_uri: 'http://evil.example/cb', code_challenge: pkce().challenge, code_challenge_method: 'S256' })}`,
      { redirect: 'manual' },
    );
    expect(bad.status).toBe(400);
    const noPkce = await fetch(
      `${dev.baseUrl}/oidc/auth?${new URLSearchParams({ ...base, redirect_uri: `http://127.0.0.1:${port}/dashboard/` })}`,
      { redirect: 'manual' },
    );
    // The provider answers at the redirect URI with error=invalid_request.
    expect(noPkce.status).toBe(303);
    expect(new URL(noPkce.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
  });
});

describe('admin API with a signed-in owner (code + PKCE token)', () => {
  it('creates a store and a key pair, revokes a key, and the revoked key is refused at once', async () => {
    const { verifier, challenge } = pkce();
    const redirectUri = `http://localhost:${port}/dashboard/`;
    const { code } = await signIn(demoOwner.email, demoOwner.password, challenge, redirectUri);
    const { access_token: token } = (await (await exchange(code!, verifier, redirectUri)).json()) as {
      access_token: string;
    };
    const call = (method: string, path: string, body?: unknown) => adminCall(token, method, path, body);

    const anonymous = await adminCall('', 'GET', '/api/v1/admin/me');
    expect([anonymous.status, anonymous.body.errorCode]).toEqual([401, 'INVALID_TOKEN']);
    const created = await call('POST', '/api/v1/admin/stores', { name: 'E2E Shop' });
    expect([created.status, created.body.data.role]).toEqual([201, 'owner']);
    expect(created.requestId).toBeTruthy();
    const storeId = created.body.data.storeId as string;
    const me = await call('GET', '/api/v1/admin/me');
    expect(me.body.data.stores).toContainEqual({ storeId, name: 'E2E Shop', role: 'owner' });
    const settings = await call('PUT', `/api/v1/admin/stores/${storeId}`, {
      checkoutSettings: { taxRate: 0.1 },
    });
    expect(settings.status).toBe(200);

    const keys = `/api/v1/admin/stores/${storeId}/api-keys`;
    const pk = await call('POST', keys, { type: 'publishable', mode: 'test' });
    const sk = await call('POST', keys, { type: 'secret', mode: 'test', name: 'server' });
    expect([pk.status, sk.status]).toEqual([201, 201]);
    expect(sk.body.data.key).toMatch(/^sk_test_/);
    const branding = new URL(`/api/v1/sdk/store/${storeId}/branding`, dev.baseUrl);
    const useKey = async () => {
      const response = await fetch(branding, { headers: { 'x-api-key': pk.body.data.key } });
      return [response.status, ((await response.json()) as { errorCode?: string }).errorCode];
    };
    expect(await useKey()).toEqual([200, undefined]);

    const revoked = await call('POST', `${keys}/${pk.body.data.keyId}/revoke`);
    expect([revoked.status, revoked.body.data.status]).toEqual([200, 'Revoked']);
    // Used just before: no positive key cache may outlive the revocation.
    expect(await useKey()).toEqual([401, 'API_KEY_INACTIVE']);

    const list = await call('GET', keys);
    expect(JSON.stringify(list.body)).not.toContain(sk.body.data.key);
    const publishable = list.body.data.find((k: { keyId: string }) => k.keyId === pk.body.data.keyId);
    expect(publishable).toMatchObject({ status: 'Revoked', lastUsedAt: expect.any(String) });
    expect((await call('GET', `${keys}?mode=live`)).body.data).toEqual([]);
    const members = await call('GET', `/api/v1/admin/stores/${storeId}/members`);
    expect(members.body.data).toEqual([expect.objectContaining({ email: demoOwner.email, role: 'owner' })]);
    const lastOwner = await call(
      'DELETE',
      `/api/v1/admin/stores/${storeId}/members/${members.body.data[0].memberId}`,
    );
    expect([lastOwner.status, lastOwner.body.errorCode]).toEqual([409, 'LAST_OWNER']);

    const log = await call('GET', `/api/v1/admin/stores/${storeId}/audit-log`);
    expect(log.body.data.map((e: { action: string }) => e.action)).toEqual([
      'apiKey.revoked',
      'apiKey.created',
      'apiKey.created',
      'store.updated',
      'store.created',
    ]);
    expect(log.body.nextCursor).toBeNull();
    expect(dev.contractViolations()).toEqual([]);
  }, 60_000);
});

describe('admin CLI: owners and members', () => {
  it('owner create, member add (roles, 409 twice, 404 unknown), owner token', async () => {
    // Each CLI call is a Node process (~2.5 s of CPU): calls that do not depend on each other run
    // together, in three rounds instead of nine in a row.
    const [created, generated] = (await Promise.all([
      dev.admin('owner', 'create', '--email', 'Carol@Example.com', '--password', 'carol long password'),
      dev.admin('owner', 'create', '--email', 'dave@example.com'),
      expect(
        dev.admin('member', 'add', '--store', dev.storeId, '--email', 'carol@example.com', '--role', 'boss'),
      ).rejects.toThrow(/--role must be/),
      expect(dev.admin('owner', 'token', '--email', 'nobody@example.com')).rejects.toThrow(/No owner/),
    ])) as [Record<string, unknown>, Record<string, unknown>, unknown, unknown];
    expect(created).toEqual({ ownerId: expect.any(String), email: 'carol@example.com' });
    expect(generated).toMatchObject({ email: 'dave@example.com', password: expect.any(String) });

    const [member] = await Promise.all([
      dev.admin('member', 'add', '--store', dev.storeId, '--email', 'carol@example.com', '--role', 'viewer'),
      expect(dev.admin('owner', 'create', '--email', 'carol@example.com')).rejects.toThrow(/CONFLICT/),
      expect(
        dev.admin(
          'member',
          'add',
          '--store',
          created.ownerId as string,
          '--email',
          'carol@example.com',
          '--role',
          'owner',
        ),
      ).rejects.toThrow(/STORE_NOT_FOUND/),
    ]);
    expect(member).toEqual({
      storeId: dev.storeId,
      ownerId: created.ownerId,
      email: 'carol@example.com',
      role: 'viewer',
    });
    // Carol signs in with her password through the provider, and the CLI token names the same owner.
    const { verifier, challenge } = pkce();
    const redirectUri = `http://localhost:${port}/dashboard/`;
    const { code } = await signIn('carol@example.com', 'carol long password', challenge, redirectUri);
    const tokens = (await (await exchange(code!, verifier, redirectUri)).json()) as { access_token: string };
    const verify = createOwnerTokenVerifier(localOwnerIdentity(port));
    await expect(verify.verify(tokens.access_token)).resolves.toMatchObject({ ownerId: created.ownerId });
    const [minted] = (await Promise.all([
      dev.admin('owner', 'token', '--email', 'carol@example.com'),
      expect(
        dev.admin('member', 'add', '--store', dev.storeId, '--email', 'carol@example.com', '--role', 'admin'),
      ).rejects.toThrow(/CONFLICT/),
    ])) as [{ accessToken: string; expiresAt: string }, unknown];
    expect(Date.parse(minted.expiresAt) - Date.now()).toBeGreaterThan(50 * 60_000);
    await expect(verify.verify(minted.accessToken)).resolves.toMatchObject({ ownerId: created.ownerId });
  }, 180_000);
});
