import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../shared/auth/types.ts';
import { ApiError } from '../../../shared/errors.ts';
import { createRequestGuard } from '../../../shared/ratelimit/guard.ts';
import { createRateLimiter } from '../../../shared/ratelimit/limiter.ts';
import { memoryCounterStore } from '../../support/memory-counter-store.ts';

const PK = `pk_test_${'a'.repeat(32)}`;
const SK = `sk_test_${'b'.repeat(32)}`;
const AUTH: AuthContext = { keyId: 'k', keyType: 'publishable', storeId: 's', mode: 'test', last4: 'aaaa' };
const T0 = Date.UTC(2026, 0, 1, 0, 0, 30);

const memoryCounters = () => {
  const store = memoryCounterStore();
  return { store, writes: store.writes };
};

const errorOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as ApiError,
  );

describe('publishable-key shares per source address and per customer token', () => {
  let counters: ReturnType<typeof memoryCounters>;
  const guard = (limits: { perAddress?: number; perCustomer?: number } = {}) =>
    createRequestGuard(
      createRateLimiter(counters.store, () => T0),
      () => ({
        publishable: 10,
        secret: 10,
        anonymous: 5,
        publishablePerAddress: limits.perAddress ?? 3,
        publishablePerCustomer: limits.perCustomer ?? 0,
      }),
    );
  const admit = (g: ReturnType<typeof guard>, sourceIp: string, customerToken?: string, apiKey = PK) =>
    g.admit({ apiKey, sourceIp, customerToken, authenticate: async () => AUTH });

  beforeEach(() => {
    counters = memoryCounters();
  });

  it('one address spends only its share; others keep the rest of the key quota', async () => {
    const g = guard();
    for (let i = 0; i < 3; i++) await admit(g, '127.0.0.1');
    const refused: ApiError[] = [];
    for (let i = 0; i < 20; i++) refused.push((await errorOf(admit(g, '127.0.0.1')))!);
    expect(refused.every((e) => e?.errorCode === 'RATE_LIMIT_EXCEEDED')).toBe(true);
    expect(refused[0]!.message).toMatch(
      /source address used its share of 3 requests per minute of this key's 10/,
    );
    // X-RateLimit-* still describe the key's quota; Retry-After is the share's.
    expect(refused[0]!.headers).toMatchObject({
      'x-ratelimit-limit': '10',
      'x-ratelimit-remaining': '7',
      'retry-after': '30',
    });
    // Another address is admitted: the refused requests gave their count back to the key.
    const other = await admit(g, '127.0.0.2');
    expect(other.headers).toMatchObject({ 'x-ratelimit-limit': '10', 'x-ratelimit-remaining': '6' });
  });

  it('a concurrent burst from one address past the key quota leaves the key usable by others', async () => {
    const g = guard();
    const burst = await Promise.all(Array.from({ length: 30 }, () => errorOf(admit(g, '127.0.0.1'))));
    expect(burst.filter((e) => e === undefined)).toHaveLength(3);
    const other = await admit(g, '127.0.0.2');
    expect(other.headers).toMatchObject({ 'x-ratelimit-remaining': '6' });
  });

  it('requests refused by authorisation still count only against their share', async () => {
    const g = guard();
    const denied = () =>
      errorOf(
        g.admit({
          apiKey: PK,
          sourceIp: '127.0.0.1',
          authenticate: async () => Promise.reject(new ApiError('ACCESS_DENIED', 'x')),
        }),
      );
    for (let i = 0; i < 20; i++) await denied();
    expect((await denied())?.errorCode).toBe('RATE_LIMIT_EXCEEDED');
    await expect(admit(g, '127.0.0.2')).resolves.toBeDefined();
  });

  it('the key quota stays the store ceiling across addresses', async () => {
    const g = guard();
    for (let i = 0; i < 10; i++) await admit(g, `10.0.0.${i}`);
    const error = await errorOf(admit(g, '10.0.0.99'));
    expect(error).toMatchObject({ errorCode: 'RATE_LIMIT_EXCEEDED' });
    expect(error!.message).toMatch(/Rate limit of 10 requests per minute exceeded/);
  });

  it('a customer token has its own share where present', async () => {
    const g = guard({ perAddress: 8, perCustomer: 2 });
    await admit(g, '10.1.0.1', 'jwt-a');
    await admit(g, '10.1.0.2', 'jwt-a');
    const error = await errorOf(admit(g, '10.1.0.3', 'jwt-a'));
    expect(error!.message).toMatch(/customer used its share of 2/);
    await expect(admit(g, '10.1.0.3', 'jwt-b')).resolves.toBeDefined();
  });

  it('secret keys have no shares, and 0 turns a share off', async () => {
    const g = guard();
    for (let i = 0; i < 6; i++) await admit(g, '127.0.0.1', undefined, SK);
    const off = guard({ perAddress: 0 });
    for (let i = 0; i < 6; i++) await admit(off, '127.0.0.9');
  });

  it('counts the key and every share in ONE write per request, admitted or refused', async () => {
    const g = guard({ perAddress: 3, perCustomer: 2 });
    await admit(g, '127.0.0.1', 'jwt-a');
    expect(counters.writes()).toBe(1);
    await admit(g, '127.0.0.1', 'jwt-a');
    await errorOf(admit(g, '127.0.0.1', 'jwt-a'));
    expect(counters.writes()).toBe(3);
  });

  it('a refused request counts nowhere: its share and the key keep their counts', async () => {
    const g = guard({ perAddress: 3, perCustomer: 2 });
    await admit(g, '10.2.0.1', 'jwt-a');
    await admit(g, '10.2.0.2', 'jwt-a');
    // Refused by the customer share: the address share of 10.2.0.3 is not spent either.
    expect((await errorOf(admit(g, '10.2.0.3', 'jwt-a')))?.message).toMatch(/customer used its share/);
    for (let i = 0; i < 3; i++) await admit(g, '10.2.0.3', `jwt-other-${i}`);
    const over = await errorOf(admit(g, '10.2.0.3', 'jwt-x'));
    expect(over?.message).toMatch(/source address used its share of 3/);
    expect(over?.headers).toMatchObject({ 'x-ratelimit-remaining': '5' });
  });
});
