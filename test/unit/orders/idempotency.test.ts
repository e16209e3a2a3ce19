import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/errors.ts';
import type { IdempotencyStore } from '../../../shared/idempotency/ports.ts';
import {
  canonicalJson,
  createIdempotencyRunner,
  requestFingerprint,
} from '../../../shared/idempotency/run.ts';
import type { ClaimResult, StoredOutcome } from '../../../shared/idempotency/types.ts';

describe('request fingerprint', () => {
  it('ignores object key order at every level, not array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
    expect(requestFingerprint({ a: 1, b: [1, 2] })).toBe(requestFingerprint({ b: [1, 2], a: 1 }));
    expect(requestFingerprint({ a: 1, b: [1, 2] })).not.toBe(requestFingerprint({ a: 1, b: [2, 1] }));
    expect(requestFingerprint({ a: 1 })).not.toBe(requestFingerprint({ a: '1' }));
  });
});

/** A store that answers one scripted claim and records what the runner did afterwards. */
const fakeStore = (claim: ClaimResult) => {
  const calls: Array<['complete', StoredOutcome] | ['release']> = [];
  const store = {
    claim: async () => claim,
    complete: async (_scope: unknown, outcome: StoredOutcome) => void calls.push(['complete', outcome]),
    release: async () => void calls.push(['release']),
  } as unknown as IdempotencyStore;
  return { store, calls };
};

const clock = { now: () => new Date('2030-01-01T00:00:00Z') };
const scope = { storeId: 's', mode: 'test' as const, principal: 'api' };

describe('idempotency runner', () => {
  it('runs without a key, with a fresh resource id each time', async () => {
    const { store, calls } = fakeStore({ kind: 'in-progress' });
    const run = createIdempotencyRunner(store, clock);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      await run({ scope, key: undefined, request: {}, run: async (id) => (ids.push(id), { data: id }) });
    }
    expect(ids[0]).not.toBe(ids[1]);
    expect(calls).toEqual([]);
  });

  it('stores a success and deterministic errors; releases unexpected errors, conflicts and changed totals', async () => {
    const cases: Array<[() => Promise<never> | Promise<{ status: number; data: string }>, string]> = [
      [async () => ({ status: 201, data: 'order' }), 'complete'],
      [async () => Promise.reject(new ApiError('PAYMENT_DECLINED', 'declined')), 'complete'],
      [async () => Promise.reject(new ApiError('INSUFFICIENT_INVENTORY', 'short')), 'complete'],
      [async () => Promise.reject(new ApiError('CONFLICT', 'busy')), 'release'],
      [async () => Promise.reject(new ApiError('TOTAL_CHANGED', 'the total is now 10')), 'release'],
      [async () => Promise.reject(new Error('socket hang up')), 'release'],
      [async () => Promise.reject(new ApiError('INTERNAL_ERROR', 'x')), 'release'],
    ];
    for (const [work, expected] of cases) {
      const { store, calls } = fakeStore({ kind: 'claimed', resourceId: 'r-1' });
      await createIdempotencyRunner(
        store,
        clock,
      )({ scope, key: 'k', request: {}, run: work }).catch(() => undefined);
      expect(calls.map((c) => c[0])).toEqual([expected]);
    }
  });

  it('passes the claimed resource id to the work', async () => {
    const { store } = fakeStore({ kind: 'claimed', resourceId: 'fixed-id' });
    const result = await createIdempotencyRunner(
      store,
      clock,
    )({ scope, key: 'k', request: {}, run: async (id) => ({ data: id }) });
    expect(result.data).toBe('fixed-id');
  });

  it('answers a mismatch, an in-progress claim and a stored error', async () => {
    const run = (claim: ClaimResult) =>
      createIdempotencyRunner(
        fakeStore(claim).store,
        clock,
      )({ scope, key: 'k', request: {}, run: async () => ({ data: 1 }) });
    await expect(run({ kind: 'mismatch' })).rejects.toMatchObject({
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
      status: 409,
    });
    await expect(run({ kind: 'in-progress' })).rejects.toMatchObject({ errorCode: 'CONFLICT', status: 409 });
    await expect(
      run({ kind: 'replay', outcome: { kind: 'error', errorCode: 'PAYMENT_DECLINED', message: 'declined' } }),
    ).rejects.toMatchObject({ errorCode: 'PAYMENT_DECLINED', headers: { 'idempotent-replayed': 'true' } });
    // A refused discount code keeps its reason on a replay.
    await expect(
      run({
        kind: 'replay',
        outcome: {
          kind: 'error',
          errorCode: 'INVALID_DISCOUNT_CODE',
          message: 'disabled',
          fields: { reason: 'disabled' },
        },
      }),
    ).rejects.toMatchObject({ errorCode: 'INVALID_DISCOUNT_CODE', fields: { reason: 'disabled' } });
    await expect(
      run({ kind: 'replay', outcome: { kind: 'success', status: 201, data: { id: 1 } } }),
    ).resolves.toEqual({
      status: 201,
      data: { id: 1 },
      headers: { 'idempotent-replayed': 'true' },
    });
  });
});
