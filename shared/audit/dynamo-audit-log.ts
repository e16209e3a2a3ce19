import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId } from '../db/batch.ts';
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
  async page(storeId, { limit, cursor, actor, action, from, before }) {
    const { pk } = keys.store(storeId);
    // The cursor is the last shown entry's key: this store's partition, an audit sort key.
    const shape = cursorShape(undefined, pk, { sk: AUDIT_PREFIX });
    let start: Record<string, unknown> | undefined = startKeyOf(cursor, shape);
    // Dates bound the sort key (`AUDIT#<at>#<id>`); actor and action filter what the Query reads.
    const low = `${AUDIT_PREFIX}${from ?? ''}`;
    const high = `${AUDIT_PREFIX}${before ?? '~'}`;
    const filters: string[] = [];
    const values: Record<string, unknown> = { ':pk': pk, ':low': low, ':high': high };
    if (actor) {
      filters.push('(actor.ownerId = :actor OR actor.email = :actor)');
      values[':actor'] = actor;
    }
    if (action) {
      filters.push('#action = :action');
      values[':action'] = action;
    }
    const Items: Record<string, unknown>[] = [];
    // A filtered Query may read pages with few matches: read on until a page and one more are found.
    do {
      const output = await db.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
          ExpressionAttributeValues: values,
          ...(action ? { ExpressionAttributeNames: { '#action': 'action' } } : {}),
          ...(filters.length ? { FilterExpression: filters.join(' AND ') } : {}),
          ...(start ? { ExclusiveStartKey: start } : {}),
          ScanIndexForward: false,
          Limit: filters.length ? Math.max(100, limit + 1) : limit + 1 - Items.length,
        }),
      );
      Items.push(...(output.Items ?? []));
      start = output.LastEvaluatedKey;
    } while (start && Items.length <= limit);
    // TTL deletes lazily: an entry past its year is not shown even if it lingers.
    const nowSeconds = Date.now() / 1000;
    const entries = Items.slice(0, limit)
      .filter((item) => !(typeof item[TTL_ATTRIBUTE] === 'number' && item[TTL_ATTRIBUTE] <= nowSeconds))
      .map(toEntry);
    const last = Items.length > limit ? Items[limit - 1]! : undefined;
    return { entries, nextCursor: encodeCursor(last && startKeyAfter(last, shape)) };
  },

  async labels(entries) {
    const keyOf = (entry: AuditEntry) => {
      if (!entry.mode) return undefined;
      if (entry.target.type === 'order') return keys.order(entry.storeId, entry.mode, entry.target.id);
      if (entry.target.type === 'customer') return keys.customer(entry.storeId, entry.mode, entry.target.id);
      if (entry.target.type === 'product') return keys.product(entry.storeId, entry.mode, entry.target.id);
      return undefined;
    };
    const wanted = entries.flatMap((entry) => {
      const key = keyOf(entry);
      return key ? [{ entry, key }] : [];
    });
    const found = wanted.length
      ? await batchGetItems(
          db,
          tableName,
          wanted.map((w) => w.key),
        )
      : new Map<string, Record<string, unknown>>();
    const labels = new Map<string, string>();
    for (const { entry, key } of wanted) {
      const item = found.get(keyId(key));
      if (!item) continue;
      const label =
        entry.target.type === 'order'
          ? `Order ${String(item.orderNumber)}`
          : entry.target.type === 'customer'
            ? [item.firstName, item.lastName].filter(Boolean).join(' ') ||
              (item.email as string | undefined) ||
              (item.phone as string | undefined)
            : (item.title as string | undefined);
      if (label) labels.set(entry.auditId, label);
    }
    return labels;
  },
});
