import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../../shared/auth/types.ts';
import { ApiError } from '../../../shared/errors.ts';
import { createRequestGuard } from '../../../shared/ratelimit/guard.ts';
import { createRateLimiter } from '../../../shared/ratelimit/limiter.ts';
import { memoryCounterStore } from '../../support/memory-counter-store.ts';
import { dynamoCounterStore, shareAttribute } from '../../../shared/ratelimit/dynamo-counter-store.ts';

const PK = `pk_test_${'a'.repeat(32)}`;
const SK = `sk_test_${'b'.repeat(32)}`;
const AUTH: AuthContext = { keyId: 'k', keyType: 'publishable', storeId: 's', mode: 'test', last4: 'aaaa' };
const T0 = Date.UTC(2026, 0, 1, 0, 0, 30); // 30 s into a window

const memoryCounters = () => ({ store: memoryCounterStore() });

const errorOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: unknown) => e as ApiError,
  );

describe('rate-limit guard', () => {
  let now = T0;
  let counters: ReturnType<typeof memoryCounters>;
  const guard = () =>
    createRequestGuard(
      createRateLimiter(counters.store, () => now),
      () => ({ publishable: 2, secret: 3, anonymous: 1 }),
    );

  beforeEach(() => {
    now = T0;
    counters = memoryCounters();
  });

  it('adds X-RateLimit-* to admitted requests and counts down', async () => {
    const g = guard();
    const first = await g.admit({ apiKey: PK, sourceIp: '1.1.1.1', authenticate: async () => AUTH });
    expect(first.auth).toBe(AUTH);
    expect(first.headers).toEqual({
      'x-ratelimit-limit': '2',
      'x-ratelimit-remaining': '1',
      'x-ratelimit-reset': String(T0 / 1000 + 30),
    });
    const second = await g.admit({ apiKey: PK, sourceIp: '1.1.1.1', authenticate: async () => AUTH });
    expect(second.headers['x-ratelimit-remaining']).toBe('0');
  });

  it('answers 429 RATE_LIMIT_EXCEEDED with Retry-After once the window quota is used', async () => {
    const g = guard();
    for (let i = 0; i < 2; i++) await g.admit({ apiKey: PK, sourceIp: 'ip', authenticate: async () => AUTH });
    const error = await errorOf(g.admit({ apiKey: PK, sourceIp: 'ip', authenticate: async () => AUTH }));
    expect(error).toMatchObject({ errorCode: 'RATE_LIMIT_EXCEEDED', status: 429 });
    expect(error!.headers).toMatchObject({ 'retry-after': '30', 'x-ratelimit-remaining': '0' });
  });

  it('starts a fresh quota in the next window', async () => {
    const g = guard();
    for (let i = 0; i < 2; i++) await g.admit({ apiKey: PK, sourceIp: 'ip', authenticate: async () => AUTH });
    now = T0 + 30_000;
    await expect(
      g.admit({ apiKey: PK, sourceIp: 'ip', authenticate: async () => AUTH }),
    ).resolves.toBeDefined();
  });

  it('gives secret keys their own limit', async () => {
    const admitted = await guard().admit({ apiKey: SK, sourceIp: 'ip', authenticate: async () => AUTH });
    expect(admitted.headers['x-ratelimit-limit']).toBe('3');
  });

  it('counts requests without a valid key per source address, so key guessing is throttled', async () => {
    const g = guard();
    const unknownKey = () =>
      g.admit({
        apiKey: `sk_test_${Math.random().toString(36).slice(2).padEnd(32, 'x').slice(0, 32)}`,
        sourceIp: '9.9.9.9',
        authenticate: async () => {
          throw new ApiError('INVALID_API_KEY', 'Unknown API key');
        },
      });
    const first = await errorOf(unknownKey());
    expect(first).toMatchObject({ errorCode: 'INVALID_API_KEY' });
    expect(first!.headers).toMatchObject({ 'x-ratelimit-limit': '1', 'x-ratelimit-remaining': '0' });
    expect(await errorOf(unknownKey())).toMatchObject({ errorCode: 'RATE_LIMIT_EXCEEDED' });
    // Another address is not affected.
    const other = await errorOf(
      g.admit({
        apiKey: undefined,
        sourceIp: '8.8.8.8',
        authenticate: async () => Promise.reject(new ApiError('INVALID_API_KEY', 'x')),
      }),
    );
    expect(other).toMatchObject({ errorCode: 'INVALID_API_KEY' });
  });

  it('keeps the documented error but adds rate headers for valid keys that fail authorisation', async () => {
    const error = await errorOf(
      guard().admit({
        apiKey: PK,
        sourceIp: 'ip',
        authenticate: async () => Promise.reject(new ApiError('ACCESS_DENIED', 'x')),
      }),
    );
    expect(error).toMatchObject({ errorCode: 'ACCESS_DENIED' });
    expect(error!.headers).toMatchObject({ 'x-ratelimit-limit': '2' });
  });

  it('keeps a refused request refused when the store cannot say which counter is full', async () => {
    const g = createRequestGuard(
      createRateLimiter({ take: async () => ({ admitted: false, count: 0, shares: [0] }) }, () => now),
      () => ({ publishable: 5, secret: 5, anonymous: 5, publishablePerAddress: 2 }),
    );
    const error = await errorOf(g.admit({ apiKey: PK, sourceIp: 'ip', authenticate: async () => AUTH }));
    expect(error).toMatchObject({ errorCode: 'RATE_LIMIT_EXCEEDED' });
    expect(error!.headers).toMatchObject({ 'x-ratelimit-remaining': '0', 'retry-after': '30' });
  });

  it('admits the request when the counter store fails (never a 500 because of counting)', async () => {
    const g = createRequestGuard(
      createRateLimiter({ take: () => Promise.reject(new Error('throttled')) }),
      () => ({ publishable: 1, secret: 1, anonymous: 1 }),
    );
    await expect(g.admit({ apiKey: PK, sourceIp: 'ip', authenticate: async () => AUTH })).resolves.toEqual({
      auth: AUTH,
      headers: {},
    });
  });
});

describe('DynamoDB counter store', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  beforeEach(() => ddb.reset());

  it('counts the key and its shares in one conditional UpdateItem with a TTL', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { count: 7, [shareAttribute('ip:1.2.3.4')]: 2 } });
    const store = dynamoCounterStore(DynamoDBDocumentClient.from(new DynamoDBClient({})), 'tbl');
    expect(
      await store.take({
        subject: 'key:abc',
        windowStart: 1200,
        limit: 10,
        shares: [{ name: 'ip:1.2.3.4', limit: 3 }],
      }),
    ).toEqual({ admitted: true, count: 7, shares: [2] });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.Key).toEqual({ pk: 'RATELIMIT#key:abc#1200', sk: 'RATELIMIT' });
    expect(input.UpdateExpression).toContain('ADD #count :countBy, #s0 :s0By');
    expect(input.ConditionExpression).toBe(
      '(attribute_not_exists(#count) OR #count <= :countMax) AND (attribute_not_exists(#s0) OR #s0 <= :s0Max)',
    );
    expect(input.ExpressionAttributeValues).toMatchObject({
      ':countBy': 1,
      ':countMax': 9,
      ':s0By': 1,
      ':s0Max': 2,
    });
    expect(input.ExpressionAttributeValues![':ttl']).toBe(1320);
    expect(input.ReturnValuesOnConditionCheckFailure).toBe('ALL_OLD');
  });

  it('reserves a lease of n tokens only while each counter stays within its limit; 0 leaves one out', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: { [shareAttribute('ip:1.2.3.4')]: 10 } });
    const store = dynamoCounterStore(DynamoDBDocumentClient.from(new DynamoDBClient({})), 'tbl');
    await store.take({
      subject: 'key:abc',
      windowStart: 1200,
      limit: 600,
      amount: 0,
      shares: [{ name: 'ip:1.2.3.4', limit: 120, amount: 10 }],
    });
    const input = ddb.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(input.UpdateExpression).toBe('ADD #s0 :s0By SET #entity = :entity, #ttl = :ttl');
    expect(input.ConditionExpression).toBe('(attribute_not_exists(#s0) OR #s0 <= :s0Max)');
    expect(input.ExpressionAttributeValues).toMatchObject({ ':s0By': 10, ':s0Max': 110 });
  });

  it('reads the stored counts from a refused write (nothing counted)', async () => {
    const refused = Object.assign(new Error('The conditional request failed'), {
      name: 'ConditionalCheckFailedException',
      Item: { count: { N: '4' }, [shareAttribute('ip:1.2.3.4')]: { N: '3' } },
    });
    ddb.on(UpdateCommand).rejects(refused);
    const store = dynamoCounterStore(DynamoDBDocumentClient.from(new DynamoDBClient({})), 'tbl');
    expect(
      await store.take({
        subject: 'key:abc',
        windowStart: 1200,
        limit: 10,
        shares: [{ name: 'ip:1.2.3.4', limit: 3 }],
      }),
    ).toEqual({ admitted: false, count: 4, shares: [3] });
  });
});
