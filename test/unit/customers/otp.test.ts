import { describe, expect, it } from 'vitest';
import { createCustomerTokens } from '../../../shared/auth/customer-token.ts';
import { createCustomerLogin } from '../../../shared/customer-accounts/login.ts';
import { createCodes } from '../../../shared/customer-accounts/codes.ts';
import {
  emailScope,
  generateOtpCode,
  maskPhone,
  OTP_RULES,
  otpHmac,
  otpHmacsMatch,
} from '../../../shared/customers/otp.ts';
import type {
  AttemptResult,
  IssueResult,
  OtpStore,
  CustomerRepository,
} from '../../../shared/customers/ports.ts';
import type { ApiError } from '../../../shared/errors.ts';
import { staticSecret } from '../../../shared/secrets/secret-source.ts';
import { defaultCheckoutSettings, defaultBranding } from '../../../shared/stores/types.ts';

const secret = new TextEncoder().encode('otp-unit-secret-otp-unit-secret-0123');
const scope = { storeId: 's1', mode: 'live' as const, address: '+14155550123' };

describe('OTP rules', () => {
  it('has the numbers of docs/decisions.md §3.1', () => {
    expect(OTP_RULES).toMatchObject({
      codeLength: 6,
      ttlSeconds: 300,
      maxAttempts: 5,
      resendAfterSeconds: 30,
      testCode: '000000',
    });
  });

  it('live codes are 6 random digits; test mode always uses 000000', () => {
    const codes = Array.from({ length: 200 }, () => generateOtpCode('live'));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(generateOtpCode('test')).toBe('000000');
  });

  it('stores an HMAC bound to store, mode and phone, compared in constant time', () => {
    const hmac = otpHmac(secret, scope, '123456');
    expect(hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(hmac).not.toContain('123456');
    expect(otpHmacsMatch(hmac, otpHmac(secret, scope, '123456'))).toBe(true);
    expect(otpHmacsMatch(hmac, otpHmac(secret, scope, '123457'))).toBe(false);
    expect(otpHmacsMatch(hmac, otpHmac(secret, { ...scope, address: '+14155550124' }, '123456'))).toBe(false);
    expect(otpHmacsMatch(hmac, otpHmac(secret, { ...scope, mode: 'test' }, '123456'))).toBe(false);
    expect(otpHmacsMatch(hmac, otpHmac(new TextEncoder().encode('other'), scope, '123456'))).toBe(false);
    expect(otpHmacsMatch(hmac, '')).toBe(false);
  });

  it('masks phones for logs', () => {
    expect(maskPhone('+14155550123')).toBe('+1******0123');
  });
});

describe('login service (ports faked)', () => {
  const store = {
    storeId: 's1',
    name: 'Shop',
    checkoutSettings: defaultCheckoutSettings(),
    branding: defaultBranding('Shop'),
    createdAt: '',
    updatedAt: '',
  };
  const setup = (issueResult: IssueResult = { ok: true, expiresAt: new Date() }, attempt?: AttemptResult) => {
    const stored: string[] = [];
    const sent: Array<{ to: string; body: string }> = [];
    const otps: OtpStore = {
      issue: async (_scope, hmac) => {
        stored.push(hmac);
        return issueResult;
      },
      attempt: async () => attempt ?? { kind: 'counted', codeHmac: stored.at(-1)! },
      consumeItem: () => ({}),
      consume: async () => true,
    };
    const customers = {
      getByPhone: async () => undefined,
      create: async () => ({ kind: 'created' }),
    } as unknown as CustomerRepository;
    const login = createCustomerLogin({
      customers,
      otps,
      tokens: createCustomerTokens({
        secret: staticSecret('jwt-secret-jwt-secret-jwt-secret-0123'),
        ttlSeconds: 60,
      }),
      otpSecret: { value: async () => secret },
      sms: { send: async (m) => void sent.push(m) },
      emailFor: () => undefined,
      limits: { perPhonePerHour: 5, perSourcePerHour: 30 },
    });
    return { login, sent, stored };
  };
  const codeOf = async (p: Promise<unknown>) => ((await p.catch((e: unknown) => e)) as ApiError).errorCode;

  it('live mode texts the code through the SMS port; the texted code verifies', async () => {
    const { login, sent } = setup();
    await login.requestCode({ store, mode: 'live', phone: scope.address, sourceIp: '1.2.3.4' });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(scope.address);
    const code = /(\d{6})/.exec(sent[0]!.body)![1]!;
    const result = await login.verify({ store, mode: 'live', phone: scope.address, code });
    expect(result.customer.phone).toBe(scope.address);
    if (code !== '000000') {
      expect(await codeOf(login.verify({ store, mode: 'live', phone: scope.address, code: '000000' }))).toBe(
        'INVALID_TOKEN',
      );
    }
  });

  it('test mode sends nothing and stores the HMAC of 000000', async () => {
    const { login, sent, stored } = setup();
    await login.requestCode({ store, mode: 'test', phone: scope.address, sourceIp: '1.2.3.4' });
    expect(sent).toHaveLength(0);
    expect(stored[0]).toBe(otpHmac(secret, { ...scope, mode: 'test' }, '000000'));
  });

  it('maps throttles to 429 with Retry-After and lockout/expiry to their codes', async () => {
    const throttled = setup({ ok: false, reason: 'resend-throttled', retryAfterSeconds: 17 });
    const error = (await throttled.login
      .requestCode({ store, mode: 'test', phone: scope.address, sourceIp: '1.2.3.4' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.errorCode).toBe('RATE_LIMIT_EXCEEDED');
    expect(error.headers).toEqual({ 'retry-after': '17' });
    expect(
      await codeOf(
        setup(undefined, { kind: 'locked' }).login.verify({
          store,
          mode: 'test',
          phone: scope.address,
          code: '000000',
        }),
      ),
    ).toBe('RATE_LIMIT_EXCEEDED');
    expect(
      await codeOf(
        setup(undefined, { kind: 'missing' }).login.verify({
          store,
          mode: 'test',
          phone: scope.address,
          code: '000000',
        }),
      ),
    ).toBe('INVALID_TOKEN');
  });
});

describe('email codes (ports faked)', () => {
  const store = {
    storeId: 's1',
    name: 'Shop',
    checkoutSettings: defaultCheckoutSettings(),
    branding: defaultBranding('Shop'),
    createdAt: '',
    updatedAt: '',
  };
  const setup = (deployedTestMode: boolean) => {
    const emails: Array<{ to: string; body: string }> = [];
    const stored: string[] = [];
    const codes = createCodes({
      otps: {
        issue: async (_scope, hmac) => {
          stored.push(hmac);
          return { ok: true, expiresAt: new Date() };
        },
        attempt: async () => ({ kind: 'counted', codeHmac: stored.at(-1)! }),
        consumeItem: () => ({}),
        consume: async () => true,
      },
      otpSecret: { value: async () => secret },
      sms: { send: async () => expect.unreachable('an email code is not texted') },
      emailFor: (mode) =>
        mode === 'test' && deployedTestMode ? undefined : { sendEmail: async (m) => void emails.push(m) },
      limits: { perPhonePerHour: 5, perSourcePerHour: 30 },
      clock: { now: () => new Date() },
    });
    return { codes, emails, stored };
  };

  it('live mode emails a random code, bound to the lower-case address; it checks, 000000 does not', async () => {
    const { codes, emails } = setup(true);
    const scope = emailScope('s1', 'live', 'Ada@Example.com');
    expect(scope.address).toBe('ada@example.com');
    await codes.send(store, scope, 'Ada@Example.com', '1.2.3.4');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.to).toBe('Ada@Example.com');
    const code = /(\d{6})/.exec(emails[0]!.body)![1]!;
    await expect(codes.check(scope, code)).resolves.toMatch(/^[0-9a-f]{64}$/);
    if (code !== '000000')
      await expect(codes.check(scope, '000000')).rejects.toMatchObject({ errorCode: 'INVALID_TOKEN' });
  });

  it('test mode deployed sends nothing (the code is 000000); locally the message is written in both modes', async () => {
    const deployed = setup(true);
    await deployed.codes.send(store, emailScope('s1', 'test', 'a@example.com'), 'a@example.com', '1.2.3.4');
    expect(deployed.emails).toEqual([]);
    expect(deployed.stored[0]).toBe(otpHmac(secret, emailScope('s1', 'test', 'a@example.com'), '000000'));
    const local = setup(false);
    await local.codes.send(store, emailScope('s1', 'test', 'a@example.com'), 'a@example.com', '1.2.3.4');
    expect(local.emails[0]!.body).toContain('000000');
  });
});
