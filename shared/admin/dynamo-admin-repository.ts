import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../audit/dynamo-audit-log.ts';
import { apiKeyItem } from '../auth/dynamo-api-keys.ts';
import { keys } from '../db/keys.ts';
import { membershipItem } from '../owners/dynamo-owner-repository.ts';
import { storeItem, storeSettingsUpdate } from '../stores/dynamo-stores.ts';
import type { AdminChanges } from './ports.ts';

export const dynamoAdminChanges = (db: DynamoDBDocumentClient, tableName: string): AdminChanges => {
  const transact = (
    items: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
  ) => db.send(new TransactWriteCommand({ TransactItems: items }));
  return {
    async createStore(store, owner, audit) {
      await transact([
        {
          Put: {
            TableName: tableName,
            Item: storeItem(store),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...(owner
          ? [
              {
                Put: {
                  TableName: tableName,
                  Item: membershipItem(owner),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ]
          : []),
        auditPut(tableName, audit),
      ]);
    },
    async updateStore(storeId, parts, now, audit) {
      await transact([
        { Update: { TableName: tableName, ...storeSettingsUpdate(storeId, parts, now) } },
        auditPut(tableName, audit),
      ]);
    },
    async createKey(record, audit) {
      await transact([
        {
          Put: {
            TableName: tableName,
            Item: apiKeyItem(record),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        auditPut(tableName, audit),
      ]);
    },
    async revokeKey(record, now, audit) {
      await transact([
        {
          Update: {
            TableName: tableName,
            Key: keys.apiKey(record.keyHash),
            UpdateExpression: 'SET #status = :revoked, revokedAt = if_not_exists(revokedAt, :now)',
            ConditionExpression: 'attribute_exists(pk) AND storeId = :store',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':revoked': 'Revoked', ':now': now, ':store': record.storeId },
          },
        },
        auditPut(tableName, audit),
      ]);
    },
  };
};
