import { beforeAll, describe, expect, it } from 'vitest';
import { useTestTable } from '../../support/dynamo.ts';
import { call, createTestStore, login, type TestStore } from '../../support/commerce.ts';

const table = useTestTable();

let store: TestStore;
let other: TestStore;
let customer: Awaited<ReturnType<typeof login>>;

beforeAll(async () => {
  store = await createTestStore(table);
  other = await createTestStore(table);
  customer = await login(store, {
    profile: { firstName: 'Grace', lastName: 'Hopper', email: 'Grace@Navy.mil' },
  });
});

describe('GET /api/v1/customers (secret key)', () => {
  it('by id and by email (any case), with the customer fields', async () => {
    const byId = await call('GET', `/api/v1/customers/${customer.customerId}`, { key: store.keys.sk_test });
    expect(byId.status).toBe(200);
    expect(byId.body.data).toEqual({
      customerId: customer.customerId,
      email: 'Grace@Navy.mil',
      phone: customer.phone,
      firstName: 'Grace',
      lastName: 'Hopper',
      emailVerified: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const byEmail = await call('GET', `/api/v1/customers/by-email/${encodeURIComponent('grace@NAVY.mil')}`, {
      key: store.keys.sk_test,
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data).toEqual(byId.body.data);
  });

  it.each([
    ['malformed id', `/api/v1/customers/not-a-uuid`, 400, 'INVALID_CUSTOMER_ID'],
    ['unknown id', `/api/v1/customers/00000000-0000-4000-8000-000000000000`, 404, 'CUSTOMER_NOT_FOUND'],
    ['malformed email', `/api/v1/customers/by-email/not-an-email`, 400, 'INVALID_EMAIL_FORMAT'],
    ['unknown email', `/api/v1/customers/by-email/nobody%40example.com`, 404, 'CUSTOMER_NOT_FOUND'],
  ])('%s -> %i %s', async (_name, path, status, errorCode) => {
    const result = await call('GET', path, { key: store.keys.sk_test });
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ success: false, errorCode });
  });

  it("another store's customer by id -> 403 NO_STORE_ACCESS; by email it is simply not found", async () => {
    const byId = await call('GET', `/api/v1/customers/${customer.customerId}`, { key: other.keys.sk_test });
    expect(byId.status).toBe(403);
    expect(byId.body.errorCode).toBe('NO_STORE_ACCESS');
    const byEmail = await call('GET', `/api/v1/customers/by-email/grace%40navy.mil`, {
      key: other.keys.sk_test,
    });
    expect(byEmail.body.errorCode).toBe('CUSTOMER_NOT_FOUND');
  });

  it('a test customer is invisible to live keys of the same store (404)', async () => {
    const result = await call('GET', `/api/v1/customers/${customer.customerId}`, { key: store.keys.sk_live });
    expect(result.status).toBe(404);
    expect(result.body.errorCode).toBe('CUSTOMER_NOT_FOUND');
  });

  it('publishable keys -> 403 ACCESS_DENIED; no key -> 401', async () => {
    for (const path of [
      `/api/v1/customers/${customer.customerId}`,
      '/api/v1/customers/by-email/grace%40navy.mil',
    ]) {
      const denied = await call('GET', path, { key: store.keys.pk_test });
      expect(denied.status).toBe(403);
      expect(denied.body.errorCode).toBe('ACCESS_DENIED');
      expect((await call('GET', path)).body.errorCode).toBe('INVALID_API_KEY');
    }
  });
});

describe('login endpoints', () => {
  const otpPath = () => `/api/v1/sdk/auth/store/${store.storeId}/otp`;
  const verifyPath = () => `/api/v1/sdk/auth/store/${store.storeId}/verify`;

  it('answers 202 to a code request, with either key type', async () => {
    for (const key of [store.keys.pk_test, store.keys.sk_test]) {
      const result = await call('POST', otpPath(), {
        key,
        body: { phone: `+1415555${String(Math.random()).slice(2, 6)}` },
      });
      expect(result.status).toBe(202);
      expect(result.body.data).toMatchObject({
        expiresAt: expect.any(String),
        resendAvailableAt: expect.any(String),
      });
      expect(JSON.stringify(result.body)).not.toContain('000000');
    }
  });

  it.each([
    ['national form, and the store has no default country', { phone: '4155550123' }],
    ['letters', { phone: '+1415abc0123' }],
    ['too long', { phone: '+1234567890123456' }],
    ['impossible (too short for its country)', { phone: '+1555123' }],
    ['missing', {}],
    ['extra field', { phone: '+14155550123', code: '1' }],
    ['phone and email', { phone: '+14155550123', email: 'a@example.com' }],
    ['bad email', { email: 'not-an-email' }],
  ])('otp with a bad body (%s) -> 400 INVALID_REQUEST', async (_name, body) => {
    const result = await call('POST', otpPath(), { key: store.keys.pk_test, body });
    expect(result.status).toBe(400);
    expect(result.body.errorCode).toBe('INVALID_REQUEST');
  });

  it.each([
    ['5-digit code', { phone: '+14155550123', code: '00000' }],
    ['letters in code', { phone: '+14155550123', code: 'abcdef' }],
    ['bad email', { phone: '+14155550123', code: '000000', email: 'nope' }],
  ])('verify with a bad body (%s) -> 400 INVALID_REQUEST', async (_name, body) => {
    const result = await call('POST', verifyPath(), { key: store.keys.pk_test, body });
    expect(result.status).toBe(400);
    expect(result.body.errorCode).toBe('INVALID_REQUEST');
  });

  it("national numbers are read with the store's default country and stored in E.164; fictional 555 numbers pass", async () => {
    const us = await createTestStore(table, { defaultCountry: 'US' });
    const auth = `/api/v1/sdk/auth/store/${us.storeId}`;
    const national = '(555) 730-1234';
    const sent = await call('POST', `${auth}/otp`, { key: us.keys.pk_test, body: { phone: national } });
    expect(sent.status).toBe(202);
    expect(sent.body.data).toMatchObject({ phone: '+15557301234' });
    // The code was stored for the E.164 number: either spelling verifies it.
    const verified = await call('POST', `${auth}/verify`, {
      key: us.keys.pk_test,
      body: { phone: '+1 555 730 1234', code: '000000' },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ customer: { phone: '+15557301234' } });
    // A number with + needs no default country; one that cannot be possible is refused.
    const abroad = await call('POST', `${auth}/otp`, {
      key: us.keys.pk_test,
      body: { phone: '+44 7946 012345' },
    });
    expect(abroad.body.data).toMatchObject({ phone: '+447946012345' });
    const impossible = await call('POST', `${auth}/otp`, {
      key: us.keys.pk_test,
      body: { phone: '555-1234' },
    });
    expect(impossible.status).toBe(400);
    expect(impossible.body).toMatchObject({
      errorCode: 'INVALID_REQUEST',
      message: expect.stringContaining('US'),
    });
  });

  it('unknown store -> 404 STORE_NOT_FOUND; other store -> 403 NO_STORE_ACCESS', async () => {
    const unknown = await call('POST', '/api/v1/sdk/auth/store/00000000-0000-4000-8000-000000000000/otp', {
      key: store.keys.pk_test,
      body: { phone: '+14155550199' },
    });
    expect(unknown.body.errorCode).toBe('STORE_NOT_FOUND');
    const foreign = await call('POST', `/api/v1/sdk/auth/store/${other.storeId}/otp`, {
      key: store.keys.pk_test,
      body: { phone: '+14155550199' },
    });
    expect(foreign.body.errorCode).toBe('NO_STORE_ACCESS');
  });

  it('email taken by another customer of the store: the login succeeds alike, the email stays with its holder', async () => {
    const phone = '+14155550777';
    await call('POST', otpPath(), { key: store.keys.pk_test, body: { phone } });
    const result = await call('POST', verifyPath(), {
      key: store.keys.pk_test,
      body: { phone, code: '000000', email: 'GRACE@navy.mil' },
    });
    expect(result.status).toBe(200);
    expect((result.body.data as { customer: { email: string } }).customer.email).toBe('GRACE@navy.mil');
    const byEmail = await call('GET', `/api/v1/customers/by-email/grace%40navy.mil`, {
      key: store.keys.sk_test,
    });
    expect((byEmail.body.data as { customerId: string }).customerId).toBe(customer.customerId);
  });
});
