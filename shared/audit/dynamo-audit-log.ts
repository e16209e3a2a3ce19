import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { cursorShape, encodeCursor, startKeyAfter, startKeyOf } from '../db/cursor.ts';
import { keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import { AUDIT_RETENTION_SECONDS, type AuditEntry, type AuditLog } from './ports.ts';

export const AUDIT_ENTITY = 'AuditEntry';
const AUDIT_PREFIX = 'AUDIT#';

/**
 * The audit entry's Put, for the transaction of the change it records: every area's adapter adds
 * it to its own TransactWrite, so a change is never stored without its entry nor the other way.
 */
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

/** One Query per page: `pk = STORE#<id> AND sk > AUDIT#`, newest first, limit + 1 to know if more follow. */
export const dynamoAuditLog = (db: DynamoDBDocumentClient, tableName: string): AuditLog => ({
  async page(storeId, { limit, cursor }) {
    const { pk } = keys.store(storeId);
    // The cursor is the last shown entry's key: this store's partition, an audit sort key.
    const shape = cursorShape(undefined, pk, { sk: AUDIT_PREFIX });
    const start = startKeyOf(cursor, shape);
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': AUDIT_PREFIX },
        ...(start ? { ExclusiveStartKey: start } : {}),
        ScanIndexForward: false,
        Limit: limit + 1,
      }),
    );
    // TTL deletes lazily: an entry past its year is not shown even if it lingers.
    const nowSeconds = Date.now() / 1000;
    const entries = Items.slice(0, limit)
      .filter((item) => !(typeof item[TTL_ATTRIBUTE] === 'number' && item[TTL_ATTRIBUTE] <= nowSeconds))
      .map(toEntry);
    const last = Items.length > limit ? Items[limit - 1]! : undefined;
    return { entries, nextCursor: encodeCursor(last && startKeyAfter(last, shape)) };
  },
});
