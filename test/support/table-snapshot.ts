import { ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';

/** Usage bookkeeping written by any accepted key, even on a rejected request: not a change of data. */
const BOOKKEEPING_ATTRIBUTES = new Set(['lastUsedAt']);

/**
 * A digest of every item in a table except the ones that change on every request by design
 * (rate-limit counters, a key's `lastUsedAt`). Tests only: the service itself never scans.
 */
export const snapshotTable = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  ignoreEntities: string[] = ['RateLimitCounter'],
): Promise<Map<string, string>> => {
  const items = new Map<string, string>();
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.send(
      new ScanCommand({ TableName: tableName, ExclusiveStartKey: cursor, ConsistentRead: true }),
    );
    for (const item of page.Items ?? []) {
      if (ignoreEntities.includes(String(item.entity))) continue;
      const fields = Object.keys(item)
        .filter((name) => !BOOKKEEPING_ATTRIBUTES.has(name))
        .sort();
      items.set(
        `${item.pk}|${item.sk}`,
        createHash('sha256').update(JSON.stringify(item, fields)).digest('hex'),
      );
    }
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
};

export const diffSnapshots = (before: Map<string, string>, after: Map<string, string>): string[] => {
  const changes: string[] = [];
  for (const [key, hash] of after)
    if (before.get(key) !== hash) changes.push(before.has(key) ? `changed ${key}` : `added ${key}`);
  for (const key of before.keys()) if (!after.has(key)) changes.push(`removed ${key}`);
  return changes;
};
