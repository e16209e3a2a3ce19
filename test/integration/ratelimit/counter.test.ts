import { describe, expect, it } from 'vitest';
import { createRequestGuard } from '../../../shared/ratelimit/guard.ts';
import { createRateLimiter } from '../../../shared/ratelimit/limiter.ts';
import { dynamoCounterStore } from '../../../shared/ratelimit/dynamo-counter-store.ts';
import type { AuthContext } from '../../../shared/auth/types.ts';
import { countDynamoRequests, countRequestsOf } from '../../../bench/request-counter.ts';
import { createDocumentClient } from '../../../shared/db/dynamo-client.ts';
import { useTestTable } from '../../support/dynamo.ts';

const table = useTestTable();

/**
 * 120 conditional writes to one item at once queue up in DynamoDB Local on a busy machine. A
 * client that times out and sends a write again counts one request twice (the first write did
 * land): that is the SDK's retry, not the limiter, so these tests wait as long as it takes.
 */
const patientDb = () => {
  const saved = process.env.AWS_REQUEST_TIMEOUT_MS;
  process.env.AWS_REQUEST_TIMEOUT_MS = '60000';
  try {
    return createDocumentClient(table.endpoint);
  } finally {
    if (saved === undefined) delete process.env.AWS_REQUEST_TIMEOUT_MS;
    else process.env.AWS_REQUEST_TIMEOUT_MS = saved;
  }
};
const AUTH: AuthContext = { keyId: 'k', keyType: 'publishable', storeId: 's', mode: 'test', last4: 'aaaa' };
const NOW = Date.UTC(2026, 0, 1, 0, 0, 10);

/** One limiter per "instance", as separate Lambda containers each build their own. */
const instances = (n: number, limits: { key: number; perAddress: number; perCustomer: number }) =>
  Array.from({ length: n }, () =>
    createRequestGuard(
      createRateLimiter(dynamoCounterStore(patientDb(), table.tableName), () => NOW),
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

describe('rate-limit counters on DynamoDB Local (docs/decisions.md §2.6: exact, tolerance 0)', () => {
  it('counts concurrent requests exactly: 50 hits against a limit of 40 admit exactly 40', async () => {
    const limiter = createRateLimiter(dynamoCounterStore(patientDb(), table.tableName), () => NOW);
    const states = await Promise.all(Array.from({ length: 50 }, () => limiter.hit('key:concurrent', 40)));
    expect(states.filter((s) => !s.exceeded)).toHaveLength(40);
    expect(new Set(states.map((s) => s.remaining)).size).toBeGreaterThan(1);
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
    // 120 requests: the key's 30 are all used, and never more.
    expect(admitted).toHaveLength(30);
    const perAddress = groupBy(admitted, (o) => o.ip);
    for (const group of perAddress.values()) expect(group.length).toBeLessThanOrEqual(8);
    const perCustomer = groupBy(admitted, (o) => o.jwt);
    for (const group of perCustomer.values()) expect(group.length).toBeLessThanOrEqual(5);
    // The customer on every address hit its share: refused with the share's message.
    expect(perCustomer.get('jwt-shared')).toHaveLength(5);
    expect(outcomes.some((o) => /customer used its share of 5/.test(o.outcome))).toBe(true);
    expect(
      outcomes.filter((o) => /Rate limit of 30 requests per minute exceeded/.test(o.outcome)).length,
    ).toBeGreaterThan(0);
  });

  it('writes once per request, admitted or refused', async () => {
    const [guard] = instances(1, { key: 2, perAddress: 1, perCustomer: 1 });
    const apiKey = `pk_test_${crypto.randomUUID().replaceAll('-', '')}`;
    countRequestsOf(table.db);
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
});
