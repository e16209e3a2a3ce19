import { QueryCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { apiKeyItem } from '../auth/dynamo-api-keys.ts';
import { keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import { ApiError } from '../errors.ts';
import { membershipItem } from '../owners/dynamo-owner-repository.ts';
import { storeItem, storeSettingsUpdate } from '../stores/dynamo-stores.ts';
import { AUDIT_RETENTION_SECONDS, type AdminChanges, type AuditEntry, type AuditLog } from './ports.ts';

export const AUDIT_ENTITY = 'AuditEntry';
const AUDIT_PREFIX = 'AUDIT#';

/** The audit entry's Put, for any transaction that records an admin change. */
export const auditPut = (tableName: string, entry: AuditEntry) => ({
  Put: {
    TableName: tableName,
    Item: {
      ...keys.auditEntry(entry.storeId, entry.at, entry.auditId),
      [ENTITY_ATTRIBUTE]: AUDIT_ENTITY,
      [TTL_ATTRIBUTE]: Math.floor(Date.parse(entry.at) / 1000) + AUDIT_RETENTION_SECONDS,
      ...entry,
    },
  },
});

const toEntry = (item: Record<string, unknown>): AuditEntry => ({
  auditId: item.auditId as string,
  storeId: item.storeId as string,
  at: item.at as string,
  actor: item.actor as AuditEntry['actor'],
  action: item.action as string,
  target: item.target as AuditEntry['target'],
  mode: (item.mode as AuditEntry['mode']) ?? null,
});

/** The cursor is the last entry's sort key, opaque to callers (base64url). */
const encodeCursor = (sk: string) => Buffer.from(sk, 'utf8').toString('base64url');
const decodeCursor = (cursor: string): string => {
  const sk = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!sk.startsWith(AUDIT_PREFIX) || sk.length > 200)
    throw new ApiError('INVALID_REQUEST', 'Invalid cursor', [
      { path: 'query.cursor', message: 'Invalid cursor' },
    ]);
  return sk;
};

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
        {
          Put: {
            TableName: tableName,
            Item: membershipItem(owner),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
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

/** One Query per page: `pk = STORE#<id> AND sk > AUDIT#`, newest first, limit + 1 to know if more follow. */
export const dynamoAuditLog = (db: DynamoDBDocumentClient, tableName: string): AuditLog => ({
  async page(storeId, { limit, cursor }) {
    const { pk } = keys.store(storeId);
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': AUDIT_PREFIX },
        ...(cursor ? { ExclusiveStartKey: { pk, sk: decodeCursor(cursor) } } : {}),
        ScanIndexForward: false,
        Limit: limit + 1,
      }),
    );
    // TTL deletes lazily: an entry past its year is not shown even if it lingers.
    const nowSeconds = Date.now() / 1000;
    const entries = Items.slice(0, limit)
      .filter((item) => !(typeof item[TTL_ATTRIBUTE] === 'number' && item[TTL_ATTRIBUTE] <= nowSeconds))
      .map(toEntry);
    const last = Items.length > limit ? (Items[limit - 1]!.sk as string) : undefined;
    return { entries, nextCursor: last ? encodeCursor(last) : null };
  },
});
