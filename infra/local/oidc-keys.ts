import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { calculateJwkThumbprint, importJWK, SignJWT, type JWK } from 'jose';
import type { OwnerIdentityConfig } from '../../shared/owners/access-token.ts';
import type { OwnerRecord } from '../../shared/owners/types.ts';

/**
 * The local OpenID provider's keys, kept in DATA_DIR/oidc-keys.json (mode 0600) so access
 * tokens and sessions survive a restart: one RS256 signing key (private JWK with its kid) and
 * the cookie-signing secrets. Generated on first use; `wx` makes concurrent first starts
 * (dev server and admin CLI) agree on one file.
 */
export interface LocalOidcKeys {
  signingKey: JWK & { kid: string; alg: 'RS256'; use: 'sig' };
  cookieKeys: string[];
}

export const oidcKeysFile = (directory: string): string => join(directory, 'oidc-keys.json');

export const loadOrCreateOidcKeys = async (directory: string): Promise<LocalOidcKeys> => {
  const file = oidcKeysFile(directory);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LocalOidcKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const keys: LocalOidcKeys = {
    signingKey: { ...jwk, kid: await calculateJwkThumbprint(jwk), alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(readFileSync(file, 'utf8')) as LocalOidcKeys;
  }
};

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

/**
 * An owner access token as the local provider issues it (RFC 9068: `typ: at+jwt`, iss, sub,
 * client_id, aud = the admin API's resource indicator, scope), signed with the provider's key:
 * `npm run admin -- owner token` uses it so tests need no browser. The API's verifier cannot
 * tell it from a token out of the authorization code flow, by design.
 */
export const mintLocalAccessToken = async (
  keys: LocalOidcKeys,
  identity: OwnerIdentityConfig,
  owner: OwnerRecord,
  now: Date = new Date(),
): Promise<{ accessToken: string; expiresAt: string }> => {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
  const accessToken = await new SignJWT({
    client_id: identity.clientId,
    scope: 'openid email admin',
    email: owner.email,
  })
    .setProtectedHeader({ alg: 'RS256', kid: keys.signingKey.kid, typ: 'at+jwt' })
    .setIssuer(identity.issuer)
    .setSubject(owner.ownerId)
    .setAudience(identity.audience ?? identity.clientId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .setJti(randomBytes(16).toString('base64url'))
    .sign(await importJWK(keys.signingKey, 'RS256'));
  return { accessToken, expiresAt: new Date(expiresAt * 1000).toISOString() };
};
