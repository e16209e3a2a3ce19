import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../../shared/errors.ts';
import { createOwnerTokenVerifier, ownerIdentityFromEnv } from '../../../shared/owners/access-token.ts';

// A local issuer: an RSA key pair in a JWKS served over HTTP, as Cognito and the local provider do.
const ISSUER = 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Test';
const CLIENT_ID = 'dashboard-client';
const OWNER = 'owner-sub-1';

let server: Server;
let jwksFetches = 0;
let jwksUrl: string;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
const KID = 'key-1';

const now = () => Math.floor(Date.now() / 1000);
const codeOf = async (promise: Promise<unknown>) =>
  ((await promise.catch((e: unknown) => e)) as ApiError).errorCode;

/** A Cognito-style access token: token_use "access", client_id, no aud. */
const cognitoToken = (
  overrides: JWTPayload = {},
  options: { key?: CryptoKey; kid?: string; typ?: string } = {},
) =>
  new SignJWT({ token_use: 'access', client_id: CLIENT_ID, scope: 'openid email', ...overrides })
    .setProtectedHeader({
      alg: 'RS256',
      kid: options.kid ?? KID,
      ...(options.typ ? { typ: options.typ } : {}),
    })
    .setSubject(OWNER)
    .setIssuer(ISSUER)
    .setIssuedAt(now() - 7200)
    .setExpirationTime(overrides.exp ?? now() + 3600)
    .sign(options.key ?? signingKey);

/** An oidc-provider (RFC 9068) access token: typ at+jwt, client_id and aud. */
const rfc9068Token = (overrides: JWTPayload = {}) =>
  new SignJWT({
    client_id: CLIENT_ID,
    email: 'owner@example.com',
    aud: 'http://127.0.0.1:3000/api/v1/admin',
    ...overrides,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'at+jwt' })
    .setSubject(OWNER)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(now() + 3600)
    .sign(signingKey);

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  ({ privateKey: strangerKey } = await generateKeyPair('RS256'));
  const pub: JWK = await exportJWK(pair.publicKey);
  const jwks = JSON.stringify({ keys: [{ ...pub, kid: KID, alg: 'RS256', use: 'sig' }] });
  server = createServer((req, res) => {
    jwksFetches += 1;
    res.writeHead(req.url === '/.well-known/jwks.json' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(req.url === '/.well-known/jwks.json' ? jwks : '{}');
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const verifier = (audience?: string) =>
  createOwnerTokenVerifier({
    issuer: ISSUER,
    clientId: CLIENT_ID,
    jwksUrl,
    ...(audience ? { audience } : {}),
  });

describe('owner access token verification', () => {
  it('accepts a Cognito access token and an RFC 9068 (oidc-provider) access token; fetches the JWKS once', async () => {
    const before = jwksFetches;
    const v = verifier();
    await expect(v.verify(await cognitoToken())).resolves.toEqual({
      ownerId: OWNER,
      email: undefined,
      clientId: CLIENT_ID,
    });
    await expect(v.verify(await rfc9068Token())).resolves.toEqual({
      ownerId: OWNER,
      email: 'owner@example.com',
      clientId: CLIENT_ID,
    });
    await v.verify(await cognitoToken());
    expect(jwksFetches - before).toBe(1);
  });

  it('a token from another issuer -> INVALID_TOKEN', async () => {
    const token = await new SignJWT({ token_use: 'access', client_id: CLIENT_ID })
      .setProtectedHeader({ alg: 'RS256', kid: KID })
      .setSubject(OWNER)
      .setIssuer('https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Other')
      .setExpirationTime(now() + 3600)
      .sign(signingKey);
    expect(await codeOf(verifier().verify(token))).toBe('INVALID_TOKEN');
  });

  it('a token for another client -> INVALID_TOKEN', async () => {
    expect(await codeOf(verifier().verify(await cognitoToken({ client_id: 'someone-else' })))).toBe(
      'INVALID_TOKEN',
    );
    expect(await codeOf(verifier().verify(await rfc9068Token({ client_id: undefined })))).toBe(
      'INVALID_TOKEN',
    );
  });

  it('an expired token -> TOKEN_EXPIRED; an expired forgery is INVALID_TOKEN', async () => {
    expect(await codeOf(verifier().verify(await cognitoToken({ exp: now() - 60 })))).toBe('TOKEN_EXPIRED');
    expect(
      await codeOf(verifier().verify(await cognitoToken({ exp: now() - 60 }, { key: strangerKey }))),
    ).toBe('INVALID_TOKEN');
  });

  it('alg: none -> INVALID_TOKEN', async () => {
    const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const payload = { iss: ISSUER, sub: OWNER, token_use: 'access', client_id: CLIENT_ID, exp: now() + 3600 };
    expect(
      await codeOf(verifier().verify(`${segment({ alg: 'none', kid: KID })}.${segment(payload)}.`)),
    ).toBe('INVALID_TOKEN');
  });

  it('an HMAC token keyed with the public key (algorithm confusion) -> INVALID_TOKEN', async () => {
    const token = await new SignJWT({ token_use: 'access', client_id: CLIENT_ID })
      .setProtectedHeader({ alg: 'HS256', kid: KID })
      .setSubject(OWNER)
      .setIssuer(ISSUER)
      .setExpirationTime(now() + 3600)
      .sign(new TextEncoder().encode(jwksUrl.padEnd(64, 'x')));
    expect(await codeOf(verifier().verify(token))).toBe('INVALID_TOKEN');
  });

  it('a tampered payload -> INVALID_TOKEN', async () => {
    const [header, , signature] = (await cognitoToken()).split('.');
    const forged = Buffer.from(
      JSON.stringify({
        iss: ISSUER,
        sub: 'another-owner',
        token_use: 'access',
        client_id: CLIENT_ID,
        exp: now() + 3600,
      }),
    ).toString('base64url');
    expect(await codeOf(verifier().verify(`${header}.${forged}.${signature}`))).toBe('INVALID_TOKEN');
  });

  it('a key id that is not in the JWKS, or a key the issuer never published -> INVALID_TOKEN', async () => {
    expect(
      await codeOf(verifier().verify(await cognitoToken({}, { kid: 'unknown-kid', key: strangerKey }))),
    ).toBe('INVALID_TOKEN');
    expect(await codeOf(verifier().verify(await cognitoToken({}, { key: strangerKey })))).toBe(
      'INVALID_TOKEN',
    );
  });

  it('an ID token, or a JWT with no access-token mark -> INVALID_TOKEN', async () => {
    expect(await codeOf(verifier().verify(await cognitoToken({ token_use: 'id', aud: CLIENT_ID })))).toBe(
      'INVALID_TOKEN',
    );
    expect(
      await codeOf(verifier().verify(await cognitoToken({ token_use: undefined }, { typ: 'JWT' }))),
    ).toBe('INVALID_TOKEN');
  });

  it('with an audience configured, aud must contain it', async () => {
    const v = verifier('http://127.0.0.1:3000/api/v1/admin');
    await expect(v.verify(await rfc9068Token())).resolves.toMatchObject({ ownerId: OWNER });
    expect(await codeOf(v.verify(await rfc9068Token({ aud: 'http://elsewhere/api' })))).toBe('INVALID_TOKEN');
  });

  it('garbage -> INVALID_TOKEN', async () => {
    expect(await codeOf(verifier().verify('not-a-jwt'))).toBe('INVALID_TOKEN');
    expect(await codeOf(verifier().verify('a.b.c'))).toBe('INVALID_TOKEN');
  });

  it('reads OWNER_ISSUER / OWNER_CLIENT_ID / OWNER_JWKS_URL / OWNER_AUDIENCE', () => {
    expect(ownerIdentityFromEnv({})).toBeUndefined();
    expect(ownerIdentityFromEnv({ OWNER_ISSUER: ISSUER })).toBeUndefined();
    expect(
      ownerIdentityFromEnv({ OWNER_ISSUER: ISSUER, OWNER_CLIENT_ID: CLIENT_ID, OWNER_JWKS_URL: jwksUrl }),
    ).toEqual({ issuer: ISSUER, clientId: CLIENT_ID, jwksUrl });
  });
});
