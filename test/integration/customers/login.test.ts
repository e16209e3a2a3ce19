import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { createCustomerTokens } from '../../../shared/auth/customer-token.ts';
import { createCustomerLogin } from '../../../shared/customer-accounts/login.ts';
import { dynamoOtpStore } from '../../../shared/customers/dynamo-otp.ts';
import { dynamoCustomerRepository } from '../../../shared/customers/dynamo-customers.ts';
import { localSmsSender } from '../../../shared/customers/sms.ts';
import type { ApiError } from '../../../shared/errors.ts';
import type { EmailMessage } from '../../../shared/notifications/ports.ts';
import { staticSecret } from '../../../shared/secrets/secret-source.ts';
import { defaultBranding, defaultCheckoutSettings, type StoreRecord } from '../../../shared/stores/types.ts';
import { newId } from '../../../shared/util/ids.ts';
import { useTestTable } from '../../support/dynamo.ts';

const table = useTestTable();

let now = new Date('2025-03-01T10:00:00.000Z');
const advance = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

const setup = (limits = { perPhonePerHour: 5, perSourcePerHour: 30 }) => {
  const sms = localSmsSender();
  const emails = {
    sent: [] as EmailMessage[],
    sendEmail: async (m: EmailMessage) => void emails.sent.push(m),
  };
  const store: StoreRecord = {
    storeId: newId(),
    name: 'Login Shop',
    checkoutSettings: defaultCheckoutSettings(),
    branding: defaultBranding('Login Shop'),
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const clock = { now: () => now };
  const login = createCustomerLogin({
    customers: dynamoCustomerRepository(table.db, table.tableName),
    otps: dynamoOtpStore(table.db, table.tableName),
    tokens: createCustomerTokens({
      secret: staticSecret('integration-jwt-secret-0123456789abcdef'),
      ttlSeconds: 3600,
      clock,
    }),
    otpSecret: staticSecret('integration-otp-secret-0123456789abcdef'),
    sms,
    emailFor: () => emails,
    limits,
    clock,
  });
  return { login, sms, store, emails };
};

let phoneSeq = 0;
const phone = () => `+4479460${String(++phoneSeq).padStart(5, '0')}`;
const errorOf = async (p: Promise<unknown>) => (await p.catch((e: unknown) => e)) as ApiError;

const outboxOf = async (storeId: string) => {
  const { Items = [] } = await table.db.send(
    new ScanCommand({
      TableName: table.tableName,
      FilterExpression: 'entity = :e AND storeId = :s',
      ExpressionAttributeValues: { ':e': 'OutboxEvent', ':s': storeId },
    }),
  );
  return Items;
};

describe('phone login on DynamoDB Local', () => {
  it('first verify creates the customer with customer.created; the next login finds it', async () => {
    const { login, store } = setup();
    const p = phone();
    await login.requestCode({ store, mode: 'test', phone: p, sourceIp: '10.1.0.1' });
    const first = await login.verify({
      store,
      mode: 'test',
      phone: p,
      code: '000000',
      firstName: 'Ada',
      email: 'Ada@Example.com',
    });
    expect(first.customer).toMatchObject({
      phone: p,
      firstName: 'Ada',
      lastName: null,
      email: 'Ada@Example.com',
    });
    expect(first.token.split('.')).toHaveLength(3);
    const events = await outboxOf(store.storeId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'customer.created',
      origin: 'customer',
      customerId: first.customer.customerId,
      data: {
        customer: {
          customerId: first.customer.customerId,
          phone: p,
          email: 'Ada@Example.com',
          firstName: 'Ada',
          lastName: null,
        },
      },
    });
    advance(31);
    await login.requestCode({ store, mode: 'test', phone: p, sourceIp: '10.1.0.1' });
    const second = await login.verify({
      store,
      mode: 'test',
      phone: p,
      code: '000000',
      firstName: 'Ignored',
    });
    expect(second.customer.customerId).toBe(first.customer.customerId);
    expect(second.customer.firstName).toBe('Ada');
    expect(await outboxOf(store.storeId)).toHaveLength(1);
  });

  it('a code works once', async () => {
    const { login, store } = setup();
    const p = phone();
    await login.requestCode({ store, mode: 'test', phone: p, sourceIp: '10.1.0.2' });
    await login.verify({ store, mode: 'test', phone: p, code: '000000' });
    expect((await errorOf(login.verify({ store, mode: 'test', phone: p, code: '000000' }))).errorCode).toBe(
      'INVALID_TOKEN',
    );
  });

  it('without a requested code, verify fails', async () => {
    const { login, store } = setup();
    expect(
      (await errorOf(login.verify({ store, mode: 'test', phone: phone(), code: '000000' }))).errorCode,
    ).toBe('INVALID_TOKEN');
  });

  it('codes expire after 5 minutes', async () => {
    const { login, store } = setup();
    const p = phone();
    await login.requestCode({ store, mode: 'test', phone: p, sourceIp: '10.1.0.3' });
    advance(300);
    expect((await errorOf(login.verify({ store, mode: 'test', phone: p, code: '000000' }))).errorCode).toBe(
      'INVALID_TOKEN',
    );
  });

  it('5 tries per code, 000000 included: after 5 wrong codes the right one is refused too', async () => {
    const { login, store } = setup();
    const p = phone();
    await login.requestCode({ store, mode: 'test', phone: p, sourceIp: '10.1.0.4' });
    for (let i = 0; i < 5; i++) {
      expect((await errorOf(login.verify({ store, mode: 'test', phone: p, code: '123456' }))).errorCode).toBe(
        'INVALID_TOKEN',
      );
    }
    expect((await errorOf(login.verify({ store, mode: 'test', phone: p, code: '000000' }))).errorCode).toBe(
      'RATE_LIMIT_EXCEEDED',
    );
    // A new code resets the tries.
    advance(31);
    await login.requestCode({ store, mode: 'test', phone: p, sourceIp: '10.1.0.4' });
    await expect(login.verify({ store, mode: 'test', phone: p, code: '000000' })).resolves.toBeDefined();
  });

  it('live mode: the texted code works, 000000 does not, and 5 concurrent guesses cannot exceed the tries', async () => {
    const { login, sms, store } = setup();
    const p = phone();
    await login.requestCode({ store, mode: 'live', phone: p, sourceIp: '10.1.0.5' });
    const code = /(\d{6})/.exec(sms.sent.at(-1)!.body)![1]!;
    const wrong = code === '000000' ? '000001' : '000000';
    const guesses = await Promise.all(
      Array.from({ length: 8 }, () => errorOf(login.verify({ store, mode: 'live', phone: p, code: wrong }))),
    );
    expect(guesses.filter((e) => e.errorCode === 'INVALID_TOKEN')).toHaveLength(5);
    expect(guesses.filter((e) => e.errorCode === 'RATE_LIMIT_EXCEEDED')).toHaveLength(3);
    expect((await errorOf(login.verify({ store, mode: 'live', phone: p, code }))).errorCode).toBe(
      'RATE_LIMIT_EXCEEDED',
    );
    advance(31);
    await login.requestCode({ store, mode: 'live', phone: p, sourceIp: '10.1.0.5' });
    const fresh = /(\d{6})/.exec(sms.sent.at(-1)!.body)![1]!;
    const result = await login.verify({ store, mode: 'live', phone: p, code: fresh });
    expect(result.customer.phone).toBe(p);
  });

  it('test mode sends no SMS', async () => {
    const { login, sms, store } = setup();
    await login.requestCode({ store, mode: 'test', phone: phone(), sourceIp: '10.1.0.6' });
    expect(sms.sent).toHaveLength(0);
  });

  it('resend throttle: 30 s per phone, with Retry-After', async () => {
    const { login, store } = setup();
    const p = phone();
    await login.requestCode({ store, mode: 'test', phone: p, sourceIp: '10.1.0.7' });
    advance(10);
    const error = await errorOf(login.requestCode({ store, mode: 'test', phone: p, sourceIp: '10.1.0.7' }));
    expect(error.errorCode).toBe('RATE_LIMIT_EXCEEDED');
    expect(error.headers).toEqual({ 'retry-after': '20' });
    advance(20);
    await expect(
      login.requestCode({ store, mode: 'test', phone: p, sourceIp: '10.1.0.7' }),
    ).resolves.toBeDefined();
  });

  it('hourly caps per phone and per source address', async () => {
    now = new Date('2025-03-02T10:00:00.000Z');
    const { login, store } = setup({ perPhonePerHour: 3, perSourcePerHour: 4 });
    const p = phone();
    for (let i = 0; i < 3; i++) {
      await login.requestCode({ store, mode: 'test', phone: p, sourceIp: `10.2.0.${i}` });
      advance(31);
    }
    const capped = await errorOf(login.requestCode({ store, mode: 'test', phone: p, sourceIp: '10.2.0.9' }));
    expect(capped.errorCode).toBe('RATE_LIMIT_EXCEEDED');
    expect(capped.message).toBe('Too many codes requested in the last hour');
    expect(Number(capped.headers?.['retry-after'])).toBe(3600 - 93);

    // Per source: 4 different phones from one address, the 5th is refused.
    for (let i = 0; i < 4; i++)
      await login.requestCode({ store, mode: 'test', phone: phone(), sourceIp: '10.3.0.1' });
    expect(
      (await errorOf(login.requestCode({ store, mode: 'test', phone: phone(), sourceIp: '10.3.0.1' })))
        .errorCode,
    ).toBe('RATE_LIMIT_EXCEEDED');
    // The caps hold in any hour, not per clock hour: at 11:00 the address's sends of 10:01:33
    // still count (a fixed window would have started again at zero).
    now = new Date('2025-03-02T11:00:00.000Z');
    const stillCapped = await errorOf(
      login.requestCode({ store, mode: 'test', phone: phone(), sourceIp: '10.3.0.1' }),
    );
    expect(Number(stillCapped.headers?.['retry-after'])).toBe(93);
    // A refused send does not count: an hour after the sends both work again.
    now = new Date('2025-03-02T11:01:33.000Z');
    await login.requestCode({ store, mode: 'test', phone: p, sourceIp: '10.3.0.1' });
  });

  it('email and phone stay unique per (store, mode) under concurrent signups; email ignores case', async () => {
    const { login, store } = setup();
    const phones = Array.from({ length: 6 }, phone);
    for (const p of phones) await login.requestCode({ store, mode: 'test', phone: p, sourceIp: '10.4.0.1' });
    const results = await Promise.all(
      phones.map((p, i) =>
        login
          .verify({
            store,
            mode: 'test',
            phone: p,
            code: '000000',
            email: i % 2 ? 'SAME@example.com' : 'same@EXAMPLE.com',
          })
          .then((r) => r.customer.customerId)
          .catch((e: ApiError) => e.errorCode),
      ),
    );
    // Every login succeeds (the answer never tells that the email is taken); one customer claims it.
    expect(new Set(results).size).toBe(6);
    const repo = dynamoCustomerRepository(table.db, table.tableName);
    expect(results).toContain((await repo.getByEmail(store.storeId, 'test', 'Same@Example.COM'))?.customerId);
    // The same email in the other mode is another customer.
    const p = phone();
    await login.requestCode({ store, mode: 'live', phone: p, sourceIp: '10.4.0.2' });
    expect(await repo.getByEmail(store.storeId, 'live', 'same@example.com')).toBeUndefined();
  });

  it('a crowd behind one source address: every code request is sent, refused by a cap or asked to retry (503), never a 500', async () => {
    const { login, store } = setup({ perPhonePerHour: 5, perSourcePerHour: 1000 });
    const sourceIp = '198.51.100.77';
    const outcomes = await Promise.all(
      Array.from({ length: 24 }, () =>
        login.requestCode({ store, mode: 'test', phone: phone(), sourceIp }).then(
          () => 200,
          (error: unknown) => (error as ApiError).errorCode ?? 'unexpected',
        ),
      ),
    );
    for (const outcome of outcomes)
      expect([200, 'SERVICE_UNAVAILABLE', 'RATE_LIMIT_EXCEEDED']).toContain(outcome);
    expect(outcomes).toContain(200);
  });

  it('one phone, many concurrent creates: exactly one customer', async () => {
    const repo = dynamoCustomerRepository(table.db, table.tableName);
    const storeId = newId();
    const p = phone();
    const attempts = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const customerId = newId();
        const at = new Date().toISOString();
        const result = await repo.create(
          {
            customerId,
            storeId,
            mode: 'test',
            phone: p,
            email: null,
            firstName: null,
            lastName: null,
            createdAt: at,
            updatedAt: at,
          },
          { events: [], now: new Date() },
        );
        return result.kind;
      }),
    );
    expect(attempts.filter((k) => k === 'created')).toHaveLength(1);
    expect(attempts.every((k) => ['created', 'phone-taken', 'conflict'].includes(k))).toBe(true);
    const { Items = [] } = await table.db.send(
      new ScanCommand({
        TableName: table.tableName,
        FilterExpression: 'entity = :e AND storeId = :s',
        ExpressionAttributeValues: { ':e': 'Customer', ':s': storeId },
      }),
    );
    expect(Items).toHaveLength(1);
  });
});

describe('email sign-in on DynamoDB Local', () => {
  let emailSeq = 0;
  const email = () => `shopper-${process.pid}-${++emailSeq}@example.com`;

  it('a first email code creates a customer without a phone, the email verified; the next signs into it', async () => {
    const { login, store, emails } = setup();
    const address = email();
    const sent = await login.requestEmailCode({ store, mode: 'test', email: address, sourceIp: '10.6.0.1' });
    expect(sent).toMatchObject({ email: address, expiresAt: expect.any(String) });
    // The code goes out by email (locally: emails.jsonl), in test mode too.
    expect(emails.sent.at(-1)).toMatchObject({ to: address, body: expect.stringContaining('000000') });
    const first = await login.verifyEmail({
      store,
      mode: 'test',
      email: address.toUpperCase(),
      code: '000000',
    });
    expect(first.customer).toMatchObject({ phone: null, email: address.toUpperCase(), emailVerified: true });
    const [created] = (await outboxOf(store.storeId)).filter((e) => e.type === 'customer.created');
    expect(created!.data).toMatchObject({ customer: { phone: null } });

    advance(31);
    await login.requestEmailCode({ store, mode: 'test', email: address, sourceIp: '10.6.0.1' });
    const again = await login.verifyEmail({ store, mode: 'test', email: address, code: '000000' });
    expect(again.customer.customerId).toBe(first.customer.customerId);
    // Used once: the same code does not sign in twice.
    expect(
      (await errorOf(login.verifyEmail({ store, mode: 'test', email: address, code: '000000' }))).errorCode,
    ).toBe('INVALID_TOKEN');
  });

  it('an email held unverified (given at phone sign-up) is detached: the holder keeps its phone, the code signs into a new customer', async () => {
    const { login, store } = setup();
    const address = email();
    const p = phone();
    await login.requestCode({ store, mode: 'test', phone: p, sourceIp: '10.7.0.1' });
    const holder = await login.verify({ store, mode: 'test', phone: p, code: '000000', email: address });
    expect(holder.customer).toMatchObject({ email: address, emailVerified: false });

    await login.requestEmailCode({ store, mode: 'test', email: address, sourceIp: '10.7.0.1' });
    const signedIn = await login.verifyEmail({ store, mode: 'test', email: address, code: '000000' });
    expect(signedIn.customer.customerId).not.toBe(holder.customer.customerId);
    expect(signedIn.customer).toMatchObject({ phone: null, email: address, emailVerified: true });

    const repository = dynamoCustomerRepository(table.db, table.tableName);
    const { customer: after } = await repository.getById(store.storeId, 'test', holder.customer.customerId);
    expect(after).toMatchObject({ phone: p, email: null, emailClaimed: false });
    expect((await repository.getByEmail(store.storeId, 'test', address))?.customerId).toBe(
      signedIn.customer.customerId,
    );
    const updated = (await outboxOf(store.storeId)).filter((e) => e.type === 'customer.updated');
    expect(updated.map((e) => e.data)).toEqual([
      expect.objectContaining({ changes: { email: null }, previousValues: { email: address } }),
    ]);
    // The phone still signs into the holder.
    advance(31);
    await login.requestCode({ store, mode: 'test', phone: p, sourceIp: '10.7.0.1' });
    const back = await login.verify({ store, mode: 'test', phone: p, code: '000000' });
    expect(back.customer.customerId).toBe(holder.customer.customerId);
  });

  it("email codes have the phone codes' caps, resend throttle and lockout", async () => {
    now = new Date('2025-03-03T10:00:00.000Z');
    const { login, store } = setup({ perPhonePerHour: 2, perSourcePerHour: 30 });
    const address = email();
    await login.requestEmailCode({ store, mode: 'test', email: address, sourceIp: '10.8.0.1' });
    const throttled = await errorOf(
      login.requestEmailCode({ store, mode: 'test', email: address, sourceIp: '10.8.0.1' }),
    );
    expect(throttled.errorCode).toBe('RATE_LIMIT_EXCEEDED');
    advance(31);
    await login.requestEmailCode({ store, mode: 'test', email: address, sourceIp: '10.8.0.2' });
    advance(31);
    const capped = await errorOf(
      login.requestEmailCode({ store, mode: 'test', email: address.toUpperCase(), sourceIp: '10.8.0.3' }),
    );
    expect(capped.errorCode).toBe('RATE_LIMIT_EXCEEDED');
    for (let i = 0; i < 5; i++) {
      expect(
        (await errorOf(login.verifyEmail({ store, mode: 'test', email: address, code: '123456' }))).errorCode,
      ).toBe('INVALID_TOKEN');
    }
    expect(
      (await errorOf(login.verifyEmail({ store, mode: 'test', email: address, code: '000000' }))).errorCode,
    ).toBe('RATE_LIMIT_EXCEEDED');
  });
});
