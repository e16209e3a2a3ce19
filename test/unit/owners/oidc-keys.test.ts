import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalJWKSet, exportJWK, importJWK } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { localOwnerIdentity } from '../../../infra/local/oidc-identity.ts';
import { loadOrCreateOidcKeys, mintLocalAccessToken, oidcKeysFile } from '../../../infra/local/oidc-keys.ts';
import { createOwnerTokenVerifier } from '../../../shared/owners/access-token.ts';

const dir = mkdtempSync(join(tmpdir(), 'oidc-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('local OpenID provider keys', () => {
  it('are generated once into DATA_DIR (0600) and read back on the next start', async () => {
    const first = await loadOrCreateOidcKeys(dir);
    expect(statSync(oidcKeysFile(dir)).mode & 0o777).toBe(0o600);
    const again = await loadOrCreateOidcKeys(dir);
    expect(again).toEqual(first);
    expect(first.signingKey).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
  });

  it('a token minted with them passes the owner verifier against their public JWKS, after a "restart"', async () => {
    const identity = localOwnerIdentity(3000);
    const owner = { ownerId: 'owner-1', email: 'o@example.com', createdAt: new Date().toISOString() };
    const { accessToken, expiresAt } = await mintLocalAccessToken(
      await loadOrCreateOidcKeys(dir),
      identity,
      owner,
    );
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    // What /oidc/.well-known/jwks.json serves after a restart: the public half of the stored key.
    const { signingKey } = await loadOrCreateOidcKeys(dir);
    const publicJwk = await exportJWK(
      await importJWK(
        {
          ...signingKey,
          d: undefined,
          p: undefined,
          q: undefined,
          dp: undefined,
          dq: undefined,
          qi: undefined,
        },
        'RS256',
      ),
    );
    const keys = createLocalJWKSet({ keys: [{ ...publicJwk, kid: signingKey.kid, alg: 'RS256' }] });
    await expect(createOwnerTokenVerifier(identity, { keys }).verify(accessToken)).resolves.toEqual({
      ownerId: 'owner-1',
      email: 'o@example.com',
      clientId: 'dashboard',
    });
  });
});
