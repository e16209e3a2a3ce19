import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../../shared/auth/api-keys.ts';
import { createAuthenticator } from '../../../shared/auth/authenticator.ts';
import { API_KEY_ENTITY, dynamoApiKeyRepository } from '../../../shared/auth/repository.ts';
import { keys } from '../../../shared/db/keys.ts';
import { ApiError } from '../../../shared/errors.ts';
import { defaultBranding, defaultCheckoutSettings } from '../../../shared/stores/types.ts';

const STORE = '11111111-1111-4111-8111-111111111111';
const OTHER_STORE = '22222222-2222-4222-8222-222222222222';
const SECRET = `sk_test_${'a'.repeat(32)}`;
const PUBLISHABLE = `pk_test_${'b'.repeat(32)}`;

const keyItem = (key: string, overrides: Record<string, unknown> = {}) => ({
  ...keys.apiKey(hashApiKey(key)),
  entity: API_KEY_ENTITY,
  keyId: `key-${key.slice(0, 2)}`,
  keyHash: hashApiKey(key),
  storeId: STORE,
  type: key.startsWith('pk') ? 'publishable' : 'secret',
  mode: 'test',
  last4: key.slice(-4),
  status: 'Active',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const storeItem = (storeId: string) => ({
  ...keys.store(storeId),
  entity: 'Store',
  storeId,
  name: 'S',
  checkoutSettings: defaultCheckoutSettings(),
  branding: defaultBranding('S'),
  createdAt: 'x',
  updatedAt: 'x',
});

const ddb = mockClient(DynamoDBDocumentClient);
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));

/** Answer BatchGet/Get from a small in-memory item list, keyed like the table. */
const serve = (items: Record<string, unknown>[]) => {
  const find = (key: { pk: string; sk: string }) => items.find((i) => i.pk === key.pk && i.sk === key.sk);
  ddb.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => ({ Item: find(input.Key) }));
  ddb.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: { pk: string; sk: string }[] }> }) => {
    const [table, request] = Object.entries(input.RequestItems)[0]!;
    return { Responses: { [table]: request.Keys.map(find).filter(Boolean) } };
  });
};

const expectError = async (promise: Promise<unknown>, code: string) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).errorCode).toBe(code);
};

describe('authenticator (DynamoDB mocked with aws-sdk-client-mock)', () => {
  let clock = 0;
  const make = (cacheMs = 5000) =>
    createAuthenticator({ repository: dynamoApiKeyRepository(db, 'table'), cacheMs, now: () => clock });

  beforeEach(() => {
    ddb.reset();
    clock = 0;
    serve([keyItem(SECRET), keyItem(PUBLISHABLE), storeItem(STORE), storeItem(OTHER_STORE)]);
  });

  it('accepts an active key for its own store and returns the store from the same request', async () => {
    const auth = await make().authenticate({ apiKey: SECRET, access: 'secret', pathStoreId: STORE });
    expect(auth).toMatchObject({ storeId: STORE, mode: 'test', keyType: 'secret', last4: 'aaaa' });
    expect(auth.store?.storeId).toBe(STORE);
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(1);
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('makes at most one DynamoDB request per authentication and none for a cached key without a path store', async () => {
    const authenticator = make();
    await authenticator.authenticate({ apiKey: SECRET, access: 'secret' });
    await authenticator.authenticate({ apiKey: SECRET, access: 'secret' });
    expect(ddb.calls()).toHaveLength(1);
    await authenticator.authenticate({ apiKey: SECRET, access: 'secret', pathStoreId: STORE });
    expect(ddb.calls()).toHaveLength(2);
    expect(ddb.commandCalls(GetCommand).at(-1)!.args[0].input.Key).toEqual(keys.store(STORE));
  });

  it.each([
    ['missing', undefined],
    ['malformed', 'sk_test_short'],
    ['wrong prefix', `xk_test_${'a'.repeat(32)}`],
    ['unknown', `sk_test_${'z'.repeat(32)}`],
    ['right random part, wrong mode', `sk_live_${'a'.repeat(32)}`],
  ])('rejects a %s key with 401 INVALID_API_KEY', async (_name, apiKey) => {
    await expectError(make().authenticate({ apiKey, access: 'publishable' }), 'INVALID_API_KEY');
  });

  it('does not read DynamoDB for a malformed key', async () => {
    await expectError(make().authenticate({ apiKey: 'nope', access: 'publishable' }), 'INVALID_API_KEY');
    expect(ddb.calls()).toHaveLength(0);
  });

  it('rejects a revoked key with 401 API_KEY_INACTIVE', async () => {
    serve([keyItem(SECRET, { status: 'Revoked', revokedAt: 'x' }), storeItem(STORE)]);
    await expectError(make().authenticate({ apiKey: SECRET, access: 'secret' }), 'API_KEY_INACTIVE');
  });

  it('gives ACCESS_DENIED to a publishable key on a secret operation and INSUFFICIENT_PERMISSIONS on webhook admin', async () => {
    await expectError(make().authenticate({ apiKey: PUBLISHABLE, access: 'secret' }), 'ACCESS_DENIED');
    await expectError(make().authenticate({ apiKey: PUBLISHABLE, access: 'webhookAdmin' }), 'INSUFFICIENT_PERMISSIONS');
  });

  it('checks key type before the path store (DECISIONS 2 order)', async () => {
    await expectError(
      make().authenticate({ apiKey: PUBLISHABLE, access: 'secret', pathStoreId: 'not-a-store' }),
      'ACCESS_DENIED',
    );
  });

  it('answers STORE_NOT_FOUND for unknown or malformed path stores and NO_STORE_ACCESS for another store', async () => {
    await expectError(
      make().authenticate({ apiKey: SECRET, access: 'secret', pathStoreId: '33333333-3333-4333-8333-333333333333' }),
      'STORE_NOT_FOUND',
    );
    await expectError(make().authenticate({ apiKey: SECRET, access: 'secret', pathStoreId: 'abc' }), 'STORE_NOT_FOUND');
    await expectError(make().authenticate({ apiKey: SECRET, access: 'secret', pathStoreId: '' }), 'STORE_NOT_FOUND');
    await expectError(
      make().authenticate({ apiKey: SECRET, access: 'secret', pathStoreId: OTHER_STORE }),
      'NO_STORE_ACCESS',
    );
  });

  it('serves a key from memory only within the cache bound, so a revocation takes effect by then', async () => {
    const authenticator = make(5000);
    await authenticator.authenticate({ apiKey: SECRET, access: 'secret' });
    serve([keyItem(SECRET, { status: 'Revoked' })]);
    clock = 4999;
    await expect(authenticator.authenticate({ apiKey: SECRET, access: 'secret' })).resolves.toBeDefined();
    clock = 5000;
    await expectError(authenticator.authenticate({ apiKey: SECRET, access: 'secret' }), 'API_KEY_INACTIVE');
  });

  it('bounds the cache size', async () => {
    const authenticator = createAuthenticator({
      repository: dynamoApiKeyRepository(db, 'table'),
      cacheMs: 5000,
      maxCachedKeys: 1,
      now: () => clock,
    });
    await authenticator.authenticate({ apiKey: SECRET, access: 'secret' });
    await authenticator.authenticate({ apiKey: PUBLISHABLE, access: 'publishable' });
    await authenticator.authenticate({ apiKey: SECRET, access: 'secret' });
    expect(ddb.calls()).toHaveLength(3);
  });
});
