import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearerToken, createCustomerTokens } from '../../../shared/auth/customer-token.ts';
import type { ApiError } from '../../../shared/errors.ts';
import { staticSecret } from '../../../shared/secrets/secret-source.ts';

const SECRET = 'unit-test-secret-unit-test-secret-0123456789';
const storeId = '11111111-1111-4111-8111-111111111111';
const customerId = '22222222-2222-4222-8222-222222222222';
let now = new Date('2025-06-01T12:00:00.000Z');
const clock = { now: () => now };
const tokens = createCustomerTokens({ secret: staticSecret(SECRET), ttlSeconds: 24 * 3600, clock });

const codeOf = async (promise: Promise<unknown>) =>
  ((await promise.catch((e: unknown) => e)) as ApiError).errorCode;

describe('customer JWT', () => {
  it('carries sub, storeId, mode and a 24 h expiry, and verifies back', async () => {
    now = new Date('2025-06-01T12:00:00.000Z');
    const issued = await tokens.issue({ customerId, storeId, mode: 'test' });
    expect(issued.expiresAt).toBe('2025-06-02T12:00:00.000Z');
    const [header, payload] = issued.token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({
      sub: customerId,
      storeId,
      mode: 'test',
      exp: Date.parse(issued.expiresAt) / 1000,
    });
    await expect(tokens.verify(issued.token, { storeId, mode: 'test' })).resolves.toEqual({
      customerId,
      storeId,
      mode: 'test',
    });
  });

  it('expired -> TOKEN_EXPIRED; one second before expiry it still works', async () => {
    now = new Date('2025-06-01T12:00:00.000Z');
    const issued = await tokens.issue({ customerId, storeId, mode: 'test' });
    now = new Date(Date.parse(issued.expiresAt) - 1000);
    await expect(tokens.verify(issued.token, { storeId, mode: 'test' })).resolves.toBeDefined();
    now = new Date(Date.parse(issued.expiresAt) + 1000);
    expect(await codeOf(tokens.verify(issued.token, { storeId, mode: 'test' }))).toBe('TOKEN_EXPIRED');
  });

  it('another store or another mode -> INVALID_TOKEN', async () => {
    now = new Date();
    const issued = await tokens.issue({ customerId, storeId, mode: 'test' });
    expect(await codeOf(tokens.verify(issued.token, { storeId: customerId, mode: 'test' }))).toBe(
      'INVALID_TOKEN',
    );
    expect(await codeOf(tokens.verify(issued.token, { storeId, mode: 'live' }))).toBe('INVALID_TOKEN');
  });

  it('tampered, foreign-signed, unsigned or garbage tokens -> INVALID_TOKEN (even when also expired)', async () => {
    now = new Date();
    const issued = await tokens.issue({ customerId, storeId, mode: 'test' });
    const [h, p, s] = issued.token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ sub: customerId, storeId, mode: 'live', exp: 9_999_999_999 }),
    ).toString('base64url');
    const foreign = createCustomerTokens({
      secret: staticSecret('another-secret-another-secret-0123456789'),
      ttlSeconds: 60,
      clock,
    });
    const foreignExpired = await new SignJWT({ storeId, mode: 'test' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(customerId)
      .setExpirationTime(1)
      .sign(new TextEncoder().encode('another-secret-another-secret-0123456789'));
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${p}.`;
    const withoutSubject = await new SignJWT({ storeId, mode: 'test' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('store-commerce')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(SECRET));
    for (const token of [
      `${h}.${otherPayload}.${s}`,
      (await foreign.issue({ customerId, storeId, mode: 'test' })).token,
      foreignExpired,
      unsigned,
      withoutSubject,
      'not-a-jwt',
      'a.b.c',
      '',
    ]) {
      expect(await codeOf(tokens.verify(token, { storeId, mode: 'test' })), token).toBe('INVALID_TOKEN');
    }
  });

  it('reads only `Authorization: Bearer <token>`', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    for (const header of [undefined, '', 'Bearer', 'Basic abc', 'abc', 'Bearer a b']) {
      expect(() => bearerToken(header), String(header)).toThrow(
        expect.objectContaining({ errorCode: 'INVALID_TOKEN' }),
      );
    }
  });
});
