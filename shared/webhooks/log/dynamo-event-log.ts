import { BatchGetCommand, GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../db/keys.ts';
import { queryNewestFirst } from '../../db/query.ts';
import { TABLE_INDEXES, TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import type { OutboxRecord } from '../../events/outbox.ts';
import { epochSeconds } from '../../util/time.ts';
import type { EventLog } from './ports.ts';

/**
 * The events of a (store, mode): the outbox items, kept 30 days and indexed by scope and time
 * (gsi1) and by scope, type and time (gsi2) when they are written (shared/events/outbox.ts).
 */
const recordOf = (item: Record<string, unknown>): OutboxRecord => ({
  eventId: item.eventId as string,
  type: item.type as OutboxRecord['type'],
  storeId: item.storeId as string,
  mode: item.mode as OutboxRecord['mode'],
  origin: item.origin as OutboxRecord['origin'],
  customerId: (item.customerId as string | null | undefined) ?? null,
  externalReference: (item.externalReference as string | null | undefined) ?? null,
  occurredAt: item.occurredAt as string,
  data: (item.data as Record<string, unknown> | undefined) ?? {},
});

export const dynamoEventLog = (
  db: DynamoDBDocumentClient,
  tableName: string,
  now: () => Date = () => new Date(),
): EventLog => {
  const alive = (item: Record<string, unknown>) =>
    typeof item[TTL_ATTRIBUTE] !== 'number' || item[TTL_ATTRIBUTE] > epochSeconds(now());
  return {
    async page(storeId, mode, { type, limit, cursor }) {
      const [index, partition] = type
        ? [TABLE_INDEXES.gsi2, keys.eventsOfScopeByType(storeId, mode, type)]
        : [TABLE_INDEXES.gsi1, keys.eventsOfScope(storeId, mode)];
      const page = await queryNewestFirst(db, { tableName, index, partition, cursor, limit });
      return { items: page.items.filter(alive).map(recordOf), nextCursor: page.nextCursor };
    },

    async get(eventId) {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.outbox(eventId) }));
      return Item && alive(Item) ? recordOf(Item) : undefined;
    },

    async getMany(eventIds) {
      const unique = [...new Set(eventIds)];
      const found: OutboxRecord[] = [];
      for (let i = 0; i < unique.length; i += 100) {
        let request: Record<string, { Keys: Array<Record<string, unknown>> }> | undefined = {
          [tableName]: { Keys: unique.slice(i, i + 100).map((id) => keys.outbox(id)) },
        };
        while (request && Object.keys(request).length > 0) {
          const output = await db.send(new BatchGetCommand({ RequestItems: request }));
          found.push(...(output.Responses?.[tableName] ?? []).filter(alive).map(recordOf));
          request = output.UnprocessedKeys as typeof request;
        }
      }
      return found;
    },
  };
};
