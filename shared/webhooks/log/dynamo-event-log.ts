import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { cursorShape, encodeCursor, startKeyAfter, startKeyOf } from '../../db/cursor.ts';
import { keys } from '../../db/keys.ts';
import { TABLE_INDEXES, TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import {
  OUTBOX_RETENTION_SECONDS,
  parseEventListingKey,
  type EventListing,
  type OutboxRecord,
} from '../../events/outbox.ts';
import { formatResource } from '../../events/resource.ts';
import { withEventData } from '../../events/stored-data.ts';
import { epochSeconds } from '../../util/time.ts';
import type { FeedRequest } from '../../events/ports.ts';
import type { EventLog } from './ports.ts';

/**
 * The events of a (store, mode): the outbox items, kept 30 days. They are listed on gsi6, a
 * KEYS_ONLY index in (occurredAt, id) order whose sort key also names each event's type and
 * resource (shared/events/outbox.ts `eventListingKey`), so a filtered list reads keys, keeps the
 * matching ones and fetches only those items by key (docs/decisions.md §6.25).
 */
const recordOf = (stored: Record<string, unknown>): OutboxRecord => {
  const item = withEventData(stored);
  return {
    eventId: item.eventId as string,
    type: item.type as OutboxRecord['type'],
    storeId: item.storeId as string,
    mode: item.mode as OutboxRecord['mode'],
    origin: item.origin as OutboxRecord['origin'],
    customerId: (item.customerId as string | null | undefined) ?? null,
    externalReference: (item.externalReference as string | null | undefined) ?? null,
    occurredAt: item.occurredAt as string,
    data: (item.data as Record<string, unknown> | undefined) ?? {},
    ...(typeof item.sequence === 'number' ? { sequence: item.sequence } : {}),
  };
};

const INDEX = TABLE_INDEXES.gsi6;
/** Index keys read per Query page: a keys-only entry is ~200 B, so one page is ~1 read unit per 20. */
const KEYS_PER_QUERY = 500;
/** Index keys one request reads at most before answering with what it found (a sparse filter). */
const KEYS_PER_REQUEST = 5_000;

type Key = Record<string, unknown>;

export const dynamoEventLog = (
  db: DynamoDBDocumentClient,
  tableName: string,
  now: () => Date = () => new Date(),
): EventLog => {
  const alive = (item: Record<string, unknown>) =>
    typeof item[TTL_ATTRIBUTE] !== 'number' || item[TTL_ATTRIBUTE] > epochSeconds(now());

  const getMany = async (eventIds: readonly string[]): Promise<OutboxRecord[]> => {
    const unique = [...new Set(eventIds)];
    const found = new Map<string, OutboxRecord>();
    for (let i = 0; i < unique.length; i += 100) {
      let request: Record<string, { Keys: Array<Record<string, unknown>> }> | undefined = {
        [tableName]: { Keys: unique.slice(i, i + 100).map((id) => keys.outbox(id)) },
      };
      while (request && Object.keys(request).length > 0) {
        const output = await db.send(new BatchGetCommand({ RequestItems: request }));
        for (const item of (output.Responses?.[tableName] ?? []).filter(alive))
          found.set(item.eventId as string, recordOf(item));
        request = output.UnprocessedKeys as typeof request;
      }
    }
    // In the order asked (BatchGet answers in any order).
    return unique.flatMap((id) => found.get(id) ?? []);
  };

  /**
   * Index keys of the scope in order from `start`, those `keep` accepts, until `limit` are kept
   * (then `next` is the last kept one's key) or the partition or this request's budget ends.
   */
  const listKeys = async (input: {
    partition: string;
    forward: boolean;
    start: Key | undefined;
    /** Only sort keys in this range (inclusive). */
    range?: { from: string; to: string };
    limit: number;
    keep: (listing: EventListing) => boolean;
  }): Promise<{ kept: Array<{ listing: EventListing; key: Key }>; next: Key | undefined }> => {
    const kept: Array<{ listing: EventListing; key: Key }> = [];
    let start = input.start;
    let read = 0;
    do {
      const page = await db.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: INDEX.indexName,
          KeyConditionExpression: input.range ? '#pk = :pk AND #sk BETWEEN :from AND :to' : '#pk = :pk',
          ExpressionAttributeNames: {
            '#pk': INDEX.partitionKey,
            ...(input.range ? { '#sk': INDEX.sortKey } : {}),
          },
          ExpressionAttributeValues: {
            ':pk': input.partition,
            ...(input.range ? { ':from': input.range.from, ':to': input.range.to } : {}),
          },
          ExclusiveStartKey: start,
          ScanIndexForward: input.forward,
          Limit: KEYS_PER_QUERY,
        }),
      );
      const items = page.Items ?? [];
      read += items.length;
      for (const item of items) {
        const listing = parseEventListingKey(item[INDEX.sortKey] as string);
        if (!input.keep(listing)) continue;
        kept.push({ listing, key: item });
        if (kept.length === input.limit) {
          const last = items.indexOf(item) === items.length - 1 ? page.LastEvaluatedKey : item;
          return { kept, next: last ? startKeyAfter(last, cursorShape(INDEX, input.partition)) : undefined };
        }
      }
      start = page.LastEvaluatedKey;
    } while (start && read < KEYS_PER_REQUEST);
    return { kept, next: start };
  };

  return {
    async page(storeId, mode, { type, limit, cursor }) {
      const partition = keys.eventsOfScope(storeId, mode);
      const { kept, next } = await listKeys({
        partition,
        forward: false,
        start: startKeyOf(cursor, cursorShape(INDEX, partition)),
        limit,
        keep: (listing) => !type || listing.type === type,
      });
      const items = await getMany(kept.map((k) => k.listing.eventId));
      return { items, nextCursor: encodeCursor(next) };
    },

    async feed(storeId, mode, request: FeedRequest) {
      const partition = keys.eventsOfScope(storeId, mode);
      const kept30Days = new Date(now().getTime() - OUTBOX_RETENTION_SECONDS * 1000).toISOString();
      let from = kept30Days;
      if (request.after) {
        const { Item } = await db.send(
          new GetCommand({ TableName: tableName, Key: keys.outbox(request.after), ConsistentRead: true }),
        );
        const listed = Item?.[INDEX.sortKey];
        if (
          !Item ||
          !alive(Item) ||
          Item.storeId !== storeId ||
          Item.mode !== mode ||
          typeof listed !== 'string'
        )
          return 'invalid-cursor';
        if (listed > from) from = listed;
      }
      // Events are listed from 2 s after their time: a change committed late with an earlier
      // stamp is on the list before a poller's `after` can pass it (docs/decisions.md §6.24).
      const to = `${request.listedBefore}#`;
      if (from >= to) return { items: [], hasMore: false, nextAfter: request.after ?? null };
      const types = request.types ? new Set<string>(request.types) : undefined;
      const resource = request.resource ? formatResource(request.resource) : undefined;
      const { kept, next } = await listKeys({
        partition,
        forward: true,
        start: undefined,
        range: { from, to },
        // One more than asked: whether there is more to list.
        limit: request.limit + 1,
        keep: (listing) =>
          listing.eventId !== request.after &&
          (!types || types.has(listing.type)) &&
          (!resource || listing.resource === resource),
      });
      const shown = kept.slice(0, request.limit);
      const items = await getMany(shown.map((k) => k.listing.eventId));
      // A sparse filter can end this request's read budget before `limit` events: the next
      // request goes on after the last key read, not the last event shown.
      const budgetEnded = kept.length <= request.limit && next !== undefined;
      const lastRead = budgetEnded ? parseEventListingKey(next[INDEX.sortKey] as string).eventId : undefined;
      return {
        items,
        hasMore: kept.length > request.limit || budgetEnded,
        nextAfter: lastRead ?? shown.at(-1)?.listing.eventId ?? request.after ?? null,
      };
    },

    async get(eventId) {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.outbox(eventId) }));
      return Item && alive(Item) ? recordOf(Item) : undefined;
    },

    getMany,
  };
};
