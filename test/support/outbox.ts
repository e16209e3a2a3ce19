import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { OutboxRecord } from '../../shared/events/outbox.ts';
import { withEventData } from '../../shared/events/stored-data.ts';
import type { TestTable } from './dynamo.ts';

/** Test-only: every outbox item of a store, oldest first (a Scan is fine on a per-file table). */
export const outboxEvents = async (
  table: TestTable,
  storeId: string,
  type?: string,
): Promise<OutboxRecord[]> => {
  const items: OutboxRecord[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table.db.send(
      new ScanCommand({
        TableName: table.tableName,
        FilterExpression: 'entity = :e AND storeId = :s',
        ExpressionAttributeValues: { ':e': 'OutboxEvent', ':s': storeId },
        ExclusiveStartKey: cursor,
        ConsistentRead: true,
      }),
    );
    // As the event log reads them: data inflated where it is stored compressed.
    items.push(...((page.Items ?? []).map(withEventData) as OutboxRecord[]));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items
    .filter((e) => !type || e.type === type)
    .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
};
