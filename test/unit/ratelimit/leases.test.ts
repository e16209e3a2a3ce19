import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../shared/auth/types.ts';
import type { ApiError } from '../../../shared/errors.ts';
import { createRequestGuard } from '../../../shared/ratelimit/guard.ts';
import { leaseSize, MAX_LEASE } from '../../../shared/ratelimit/leases.ts';
import { createRateLimiter } from '../../../shared/ratelimit/limiter.ts';
import { memoryCounterStore } from '../../support/memory-counter-store.ts';

const PK = `pk_test_${'a'.repeat(32)}`;
const AUTH: AuthContext = { keyId: 'k', keyType: 'publishable', storeId: 's', mode: 'test', last4: 'aaaa' };
const T0 = Date.UTC(2026, 0, 1, 0, 0, 30);

const outcome = (promise: Promise<{ headers: Record<string, string> }>) =>
  promise.then(
    (admitted) => ({ admitted: true, headers: admitted.headers, message: '' }),
    (error: ApiError) => ({ admitted: false, headers: error.headers ?? {}, message: error.message }),
  );

/** `n` limiter instances (Lambda containers) counting on one store. */
const instances = (
  n: number,
  limits: { key: number; perAddress?: number; perCustomer?: number },
  now: () => number = () => T0,
) => {
  const store = memoryCounterStore();
  const guards = Array.from({ length: n }, () =>
    createRequestGuard(createRateLimiter(store, now), () => ({
      publishable: limits.key,
      secret: limits.key,
      anonymous: 5,
      publishablePerAddress: limits.perAddress ?? 0,
      publishablePerCustomer: limits.perCustomer ?? 0,
    })),
  );
  const admit = (instance: number, sourceIp = '10.0.0.1', customerToken?: string) =>
    outcome(guards[instance]!.admit({ apiKey: PK, sourceIp, customerToken, authenticate: async () => AUTH }));
  return { store, admit };
};

describe('rate-limit leases (docs/decisions.md §2.6)', () => {
  it('sizes a lease at a fifth of what is left, 1 to 10: a quota under 10 is counted one by one', () => {
    expect([0, 5, 9, 10, 24, 49, 50, 600].map(leaseSize)).toEqual([1, 1, 1, 2, 4, 9, 10, 10]);
  });

  it('a steady client on one instance writes at most once per 5 requests, with exact headers', async () => {
    const { store, admit } = instances(1, { key: 600, perAddress: 120, perCustomer: 120 });
    for (let i = 1; i <= 100; i++) {
      const result = await admit(0, '10.0.0.1', 'jwt');
      expect(result.admitted).toBe(true);
      expect(result.headers['x-ratelimit-remaining']).toBe(String(600 - i));
    }
    // Its shares of 120 lease 10 tokens at a time until 50 are left, then a fifth of the rest:
    // 8 leases of 10, then 8, 6, 5 and 4.
    expect(store.writes()).toBe(12);
  });

  it('a limit of 5 works as one write per request: 5 admitted, then refused, nothing leased', async () => {
    const { store, admit } = instances(1, { key: 5 });
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await admit(0));
    expect(results.map((r) => r.admitted)).toEqual([true, true, true, true, true, false, false]);
    expect(results.map((r) => r.headers['x-ratelimit-remaining'])).toEqual([
      '4',
      '3',
      '2',
      '1',
      '0',
      '0',
      '0',
    ]);
    expect(store.writes()).toBe(7);
  });

  it('one instance alone admits exactly its quota (leases shrink as it runs out)', async () => {
    const { admit } = instances(1, { key: 137, perAddress: 90 });
    const results = [];
    for (let i = 0; i < 200; i++) results.push(await admit(0, `10.0.0.${i % 2}`));
    expect(results.filter((r) => r.admitted)).toHaveLength(137);
    expect(results.slice(137).every((r) => /Rate limit of 137/.test(r.message))).toBe(true);
  });

  it('across 4 instances the key quota and a share are never exceeded, and under-admit at most 3 × 9', async () => {
    const { admit } = instances(4, { key: 100, perAddress: 60 });
    const results: { ip: string; admitted: boolean }[] = [];
    // Interleaved: the instances take turns, as a load balancer spreads a stream.
    for (let i = 0; i < 300; i++) {
      const ip = i % 3 === 0 ? '10.0.0.1' : `10.0.1.${i % 7}`;
      results.push({ ip, ...(await admit(i % 4, ip)) });
    }
    const admitted = results.filter((r) => r.admitted);
    expect(admitted.length).toBeLessThanOrEqual(100);
    expect(admitted.length).toBeGreaterThanOrEqual(100 - 3 * (MAX_LEASE - 1));
    const perAddress = new Map<string, number>();
    for (const r of admitted) perAddress.set(r.ip, (perAddress.get(r.ip) ?? 0) + 1);
    for (const count of perAddress.values()) expect(count).toBeLessThanOrEqual(60);
  });

  it('a share alone is never exceeded across instances and under-admits at most (instances - 1) × (lease - 1)', async () => {
    const { admit } = instances(4, { key: 600, perAddress: 50, perCustomer: 30 });
    const results = [];
    for (let i = 0; i < 120; i++) results.push(await admit(i % 4, '10.0.0.9', 'customer'));
    const admitted = results.filter((r) => r.admitted).length;
    expect(admitted).toBeLessThanOrEqual(30);
    expect(admitted).toBeGreaterThanOrEqual(30 - 3 * (leaseSize(30) - 1));
    expect(results.find((r) => !r.admitted)!.message).toMatch(/customer used its share of 30/);
  });

  it('a lease larger than what is left is retried as one token, so the last tokens are still admitted', async () => {
    const { store, admit } = instances(2, { key: 100 });
    await admit(0); // instance 0 leases 10 and believes 90 are left
    for (let i = 0; i < 87; i++) await admit(1); // instance 1 takes all but 3
    for (let i = 0; i < 9; i++) expect((await admit(0)).admitted).toBe(true); // its own lease
    const writesBefore = store.writes();
    expect((await admit(0)).admitted).toBe(true); // asks 9, refused, takes 1
    expect(store.writes() - writesBefore).toBe(2);
  });

  it('concurrent requests on one instance reserve one token each while a lease is being written', async () => {
    const { admit } = instances(1, { key: 30 });
    const burst = await Promise.all(Array.from({ length: 50 }, () => admit(0)));
    const admitted = burst.filter((r) => r.admitted).length;
    expect(admitted).toBeLessThanOrEqual(30);
    expect(admitted).toBeGreaterThanOrEqual(30 - (leaseSize(30) - 1));
    // The lease's spare tokens serve the next requests: the quota is used in full.
    for (let i = admitted; i < 30; i++) expect((await admit(0)).admitted).toBe(true);
    expect((await admit(0)).admitted).toBe(false);
  });

  it('drops unspent tokens with their window: the next window starts a fresh count', async () => {
    let now = T0;
    const { store, admit } = instances(1, { key: 600 }, () => now);
    await admit(0);
    now = T0 + 30_000;
    const next = await admit(0);
    expect(next.headers['x-ratelimit-remaining']).toBe('599');
    expect(store.writes()).toBe(2);
  });

  it('gives locally spent tokens back when the counter write fails', async () => {
    const store = memoryCounterStore();
    let failing = false;
    const guard = createRequestGuard(
      createRateLimiter(
        { take: (request) => (failing ? Promise.reject(new Error('down')) : store.take(request)) },
        () => T0,
      ),
      () => ({ publishable: 600, secret: 600, anonymous: 5, publishablePerAddress: 120 }),
    );
    const admit = (ip: string) =>
      outcome(guard.admit({ apiKey: PK, sourceIp: ip, authenticate: async () => AUTH }));
    await admit('10.0.0.1'); // key and this address leased 10 each
    failing = true;
    expect((await admit('10.0.0.2')).admitted).toBe(true); // fail open, key token given back
    failing = false;
    expect((await admit('10.0.0.1')).headers['x-ratelimit-remaining']).toBe('598');
  });
});
