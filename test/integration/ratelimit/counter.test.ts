import { describe, expect, it } from 'vitest';
import { createRequestGuard } from '../../../shared/ratelimit/guard.ts';
import { createRateLimiter } from '../../../shared/ratelimit/limiter.ts';
import { dynamoCounterStore } from '../../../shared/ratelimit/dynamo-counter-store.ts';
import { leaseSize } from '../../../shared/ratelimit/leases.ts';
import type { AuthContext } from '../../../shared/auth/types.ts';
import { countDynamoRequests, countRequestsOf } from '../../../bench/request-counter.ts';
import { patientDocumentClient, useTestTable } from '../../support/dynamo.ts';

const table = useTestTable();

/**
 * 120 conditional writes to one item at once queue up in DynamoDB Local on a busy machine: these
 * tests wait as long as it takes (an SDK retry of a write that did land would count twice).
 */
const patientDb = () => patientDocumentClient(table.endpoint);
const countedDb = () => {
  const db = patientDb();
  countRequestsOf(db);
  return db;
};
const AUTH: AuthContext = { keyId: 'k', keyType: 'publishable', storeId: 's', mode: 'test', last4: 'aaaa' };
const NOW = Date.UTC(2026, 0, 1, 0, 0, 10);

/** One limiter per "instance", as separate Lambda containers each build their own (requests counted). */
const instances = (n: number, limits: { key: number; perAddress: number; perCustomer: number }) =>
  Array.from({ length: n }, () =>
    createRequestGuard(
      createRateLimiter(dynamoCounterStore(countedDb(), table.tableName), () => NOW),
      () => ({
        publishable: limits.key,
        secret: limits.key,
        anonymous: 5,
        publishablePerAddress: limits.perAddress,
        publishablePerCustomer: limits.perCustomer,
      }),
    ),
  );

const groupBy = <T>(items: T[], by: (item: T) => string): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(by(item), [...(groups.get(by(item)) ?? []), item]);
  return groups;
};

const settled = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'admitted' as const,
    (error: { errorCode?: string; message?: string }) => error.message ?? String(error),
  );

describe('rate-limit counters on DynamoDB Local (docs/decisions.md §2.6: leases, never over a limit)', () => {
  it('counts concurrent requests within the limit: 50 hits against 40 admit 40 less one lease at most', async () => {
    const limiter = createRateLimiter(dynamoCounterStore(patientDb(), table.tableName), () => NOW);
    const states = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('key:concurrent', 40)));
    const admitted = states.filter((s) => !s.exceeded).length;
    expect(admitted).toBeLessThanOrEqual(40);
    // The burst's first write leased 8 tokens; the requests already in flight took one each.
    expect(admitted).toBeGreaterThanOrEqual(40 - (leaseSize(40) - 1));
    expect(new Set(states.map((s) => s.remaining)).size).toBeGreaterThan(1);
    // The lease's spare tokens serve the next requests: the whole quota is used, never more.
    const after = [];
    for (let i = admitted; i <= 40; i++) after.push(await limiter.hit('key:concurrent', 40));
    expect(after.map((s) => s.exceeded)).toEqual([...after.slice(1).map(() => false), true]);
  });

  it('holds the key quota and both shares across 4 instances sending in parallel', async () => {
    const guards = instances(4, { key: 30, perAddress: 8, perCustomer: 5 });
    const apiKey = `pk_test_${crypto.randomUUID().replaceAll('-', '')}`;
    // 8 addresses x 3 customers each, 5 requests per (address, customer), spread over the instances.
    const calls: { ip: string; jwt: string; run: Promise<string> }[] = [];
    let i = 0;
    for (let a = 0; a < 8; a++)
      for (let c = 0; c < 3; c++)
        for (let r = 0; r < 5; r++) {
          const ip = `10.7.0.${a}`;
          const jwt = `jwt-${c % 2 === 0 ? 'shared' : `${a}-${c}`}`; // one customer on every address
          const guard = guards[i++ % guards.length]!;
          calls.push({
            ip,
            jwt,
            run: settled(
              guard.admit({ apiKey, sourceIp: ip, customerToken: jwt, authenticate: async () => AUTH }),
            ),
          });
        }
    const outcomes = await Promise.all(calls.map(async (call) => ({ ...call, outcome: await call.run })));
    const admitted = outcomes.filter((o) => o.outcome === 'admitted');
    // 120 requests at once: never more than the key's 30; each instance's first write leased
    // 6 key tokens that its requests already in flight could not spend (shares of 8 and 5 lease
    // one token: exact).
    expect(admitted.length).toBeLessThanOrEqual(30);
    expect(admitted.length).toBeGreaterThanOrEqual(30 - 4 * (leaseSize(30) - 1));
    const perAddress = groupBy(admitted, (o) => o.ip);
    for (const group of perAddress.values()) expect(group.length).toBeLessThanOrEqual(8);
    const perCustomer = groupBy(admitted, (o) => o.jwt);
    for (const group of perCustomer.values()) expect(group.length).toBeLessThanOrEqual(5);
    // The customer on every address hit its share: refused with the share's message.
    expect(perCustomer.get('jwt-shared')!.length).toBeLessThanOrEqual(5);
    expect(outcomes.some((o) => /customer used its share of 5/.test(o.outcome))).toBe(true);
    expect(
      outcomes.filter((o) => /Rate limit of 30 requests per minute exceeded/.test(o.outcome)).length,
    ).toBeGreaterThan(0);
  });

  it('writes once per request, admitted or refused', async () => {
    const [guard] = instances(1, { key: 2, perAddress: 1, perCustomer: 1 });
    const apiKey = `pk_test_${crypto.randomUUID().replaceAll('-', '')}`;
    const { counts } = await countDynamoRequests(async () => {
      for (let i = 0; i < 3; i++)
        await settled(
          guard!.admit({
            apiKey,
            sourceIp: '10.8.0.1',
            customerToken: 'jwt',
            authenticate: async () => AUTH,
          }),
        );
    });
    expect(counts).toEqual({ UpdateItemCommand: 3 });
  });

  it('a steady client on one instance writes once per 10 requests; across 3 instances no limit is passed', async () => {
    const [guard] = instances(1, { key: 600, perAddress: 120, perCustomer: 120 });
    const apiKey = `pk_test_${crypto.randomUUID().replaceAll('-', '')}`;
    const { counts } = await countDynamoRequests(async () => {
      for (let i = 0; i < 50; i++)
        await guard!.admit({
          apiKey,
          sourceIp: '10.9.0.1',
          customerToken: 'jwt',
          authenticate: async () => AUTH,
        });
    });
    expect(counts).toEqual({ UpdateItemCommand: 5 });

    // A stream spread over 3 instances in turn: the share of 40 is never passed, and the
    // unspent leases of the other two instances (8 tokens each at most) are all it under-admits.
    const guards = instances(3, { key: 600, perAddress: 40, perCustomer: 0 });
    const streamKey = `pk_test_${crypto.randomUUID().replaceAll('-', '')}`;
    const outcomes: string[] = [];
    for (let i = 0; i < 60; i++)
      outcomes.push(
        await settled(
          guards[i % 3]!.admit({ apiKey: streamKey, sourceIp: '10.9.0.2', authenticate: async () => AUTH }),
        ),
      );
    const admitted = outcomes.filter((o) => o === 'admitted').length;
    expect(admitted).toBeLessThanOrEqual(40);
    expect(admitted).toBeGreaterThanOrEqual(40 - 2 * (leaseSize(40) - 1));
    expect(outcomes.at(-1)).toMatch(/source address used its share of 40/);
  });
});
