import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../../shared/auth/api-keys.ts';
import { API_KEY_ENTITY, dynamoApiKeyRepository } from '../../../shared/auth/dynamo-api-keys.ts';
import { keys } from '../../../shared/db/keys.ts';
import { defaultBranding, defaultCheckoutSettings } from '../../../shared/stores/types.ts';

const STORE = '11111111-1111-4111-8111-111111111111';
const SECRET = `sk_test_${'a'.repeat(32)}`;

const keyItem = {
  ...keys.apiKey(hashApiKey(SECRET)),
  entity: API_KEY_ENTITY,
  keyId: 'key-sk',
  keyHash: hashApiKey(SECRET),
  storeId: STORE,
  type: 'secret',
  mode: 'test',
  last4: 'aaaa',
  status: 'Active',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const storeItem = {
  ...keys.store(STORE),
  entity: 'Store',
  storeId: STORE,
  name: 'S',
  checkoutSettings: defaultCheckoutSettings(),
  branding: defaultBranding('S'),
  createdAt: 'x',
  updatedAt: 'x',
};

const ddb = mockClient(DynamoDBDocumentClient);
const repository = dynamoApiKeyRepository(DynamoDBDocumentClient.from(new DynamoDBClient({})), 'table');

/** What the authenticator relies on: each load of the API-key port is at most one DynamoDB request. */
describe('DynamoDB API-key repository: load', () => {
  beforeEach(() => ddb.reset());

  it('reads key and path store with one BatchGet', async () => {
    ddb.on(BatchGetCommand).resolves({ Responses: { table: [keyItem, storeItem] } });
    const found = await repository.load({ keyHash: hashApiKey(SECRET), storeId: STORE });
    expect(found.key).toMatchObject({ keyId: 'key-sk', storeId: STORE, status: 'Active' });
    expect(found.store).toMatchObject({ storeId: STORE, name: 'S' });
    expect(ddb.calls()).toHaveLength(1);
    expect(ddb.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems?.table?.Keys).toEqual([
      keys.apiKey(hashApiKey(SECRET)),
      keys.store(STORE),
    ]);
  });

  it('reads a store alone with one Get, and sends nothing when asked for nothing', async () => {
    ddb.on(GetCommand).resolves({ Item: storeItem });
    expect((await repository.load({ storeId: STORE })).store?.storeId).toBe(STORE);
    expect(ddb.calls()).toHaveLength(1);
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input.Key).toEqual(keys.store(STORE));
    expect(await repository.load({})).toEqual({});
    expect(ddb.calls()).toHaveLength(1);
  });

  it('reads a key alone with one Get', async () => {
    ddb.on(GetCommand).resolves({ Item: keyItem });
    expect((await repository.load({ keyHash: hashApiKey(SECRET) })).key?.last4).toBe('aaaa');
    expect(ddb.commandCalls(GetCommand)[0]!.args[0].input.Key).toEqual(keys.apiKey(hashApiKey(SECRET)));
  });
});
