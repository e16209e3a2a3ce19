import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId } from '../db/batch.ts';
import { queryAll } from '../db/query.ts';
import { keys } from '../db/keys.ts';
import { isConditionalCheckFailed } from '../db/transactions.ts';
import { ENTITY_ATTRIBUTE, TABLE_INDEXES } from '../db/table-definition.ts';
import { toStoreRecord } from '../stores/dynamo-stores.ts';
import type { ApiKeyRepository, KeyUsage } from './ports.ts';
import type { ApiKeyRecord } from './types.ts';

export const API_KEY_ENTITY = 'ApiKey';

const toKeyRecord = (item: Record<string, unknown>): ApiKeyRecord => ({
  keyId: item.keyId as string,
  keyHash: item.keyHash as string,
  storeId: item.storeId as string,
  type: item.type as ApiKeyRecord['type'],
  mode: item.mode as ApiKeyRecord['mode'],
  last4: item.last4 as string,
  status: item.status as ApiKeyRecord['status'],
  createdAt: item.createdAt as string,
  ...(item.revokedAt ? { revokedAt: item.revokedAt as string } : {}),
  ...(item.name ? { name: item.name as string } : {}),
  ...(item.publishableKey ? { publishableKey: item.publishableKey as string } : {}),
  ...(item.lastUsedAt ? { lastUsedAt: item.lastUsedAt as string } : {}),
});

/** The key item (also written by the admin API, in one transaction with its audit entry). */
export const apiKeyItem = (record: ApiKeyRecord): Record<string, unknown> => ({
  ...keys.apiKey(record.keyHash),
  [ENTITY_ATTRIBUTE]: API_KEY_ENTITY,
  gsi1pk: keys.apiKeysOfStore(record.storeId),
  gsi1sk: `${record.createdAt}#${record.keyId}`,
  ...record,
});

export const dynamoKeyUsage = (db: DynamoDBDocumentClient, tableName: string): KeyUsage => ({
  async recordUse(keyHash, at, notBefore) {
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.apiKey(keyHash),
          UpdateExpression: 'SET lastUsedAt = :at',
          // attribute_exists: never resurrect a deleted key as a stub item.
          ConditionExpression:
            'attribute_exists(pk) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :notBefore)',
          ExpressionAttributeValues: { ':at': at, ':notBefore': notBefore },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  },
});

export const dynamoApiKeyRepository = (db: DynamoDBDocumentClient, tableName: string): ApiKeyRepository => {
  const listByStore = async (storeId: string): Promise<ApiKeyRecord[]> =>
    (
      await queryAll(db, {
        TableName: tableName,
        IndexName: TABLE_INDEXES.gsi1.indexName,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.apiKeysOfStore(storeId) },
      })
    ).map(toKeyRecord);

  return {
    async load({ keyHash, storeId, customer, prefetch = [] }) {
      const customerKey = customer && keys.customer(customer.storeId, customer.mode, customer.customerId);
      const wanted = [
        ...(keyHash ? [keys.apiKey(keyHash)] : []),
        ...(storeId ? [keys.store(storeId)] : []),
        ...(customerKey ? [customerKey] : []),
        ...prefetch,
      ];
      if (wanted.length === 0) return {};
      if (wanted.length === 1 && !customerKey && prefetch.length === 0) {
        const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: wanted[0] }));
        if (!Item) return {};
        return keyHash ? { key: toKeyRecord(Item) } : { store: toStoreRecord(Item) };
      }
      const consistent = customerKey !== undefined || prefetch.length > 0;
      const found = await batchGetItems(db, tableName, wanted, consistent);
      const keyItem = keyHash ? found.get(keyId(keys.apiKey(keyHash))) : undefined;
      const storeItem = storeId ? found.get(keyId(keys.store(storeId))) : undefined;
      return {
        ...(keyItem ? { key: toKeyRecord(keyItem) } : {}),
        ...(storeItem ? { store: toStoreRecord(storeItem) } : {}),
        ...(customerKey ? { customerExists: found.has(keyId(customerKey)) } : {}),
        ...(prefetch.length > 0 ? { prefetched: { keys: prefetch, found } } : {}),
      };
    },
    async create(record) {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: apiKeyItem(record),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },
    listByStore,
    async revoke(storeId, keyId, now) {
      const record = (await listByStore(storeId)).find((k) => k.keyId === keyId);
      if (!record) return undefined;
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.apiKey(record.keyHash),
          // Revocation is permanent: never overwrite the first revokedAt.
          UpdateExpression: 'SET #status = :revoked, revokedAt = if_not_exists(revokedAt, :now)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':revoked': 'Revoked', ':now': now },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return toKeyRecord(Attributes!);
    },
  };
};
