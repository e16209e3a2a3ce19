import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  cursorShape,
  decodeCursor,
  encodeCursor,
  invalidCursor,
  startKeyAfter,
  type StartKey,
} from '../../db/cursor.ts';
import { keys, type Mode } from '../../db/keys.ts';
import { queryNewestFirst } from '../../db/query.ts';
import { TABLE_INDEXES, TTL_ATTRIBUTE } from '../../db/table-definition.ts';
import { firstAttemptAttribute, firstAttemptEntry } from './dynamo-first-attempts.ts';
import type { ApiDeliveryStatus } from './log-index.ts';
import { deliveryIdFor } from './messages.ts';

/**
 * Where the delivery log reads an endpoint's deliveries (docs/decisions.md §6.27): the delivery
 * items (gsi1 by endpoint, gsi2 by endpoint and status), and the first attempts that succeeded,
 * kept on their event's claim item (gsi1 by store and mode, filtered by the endpoint's entry).
 * A list merges both newest first; its cursor holds a position in each.
 */
type Item = Record<string, unknown>;

export interface EndpointScope {
  webhookId: string;
  storeId: string;
  mode: Mode;
}

/**
 * A first attempt kept on its event's claim item, shaped as the delivery item it stands for
 * (`source: 'event'`), or undefined if the claim holds no success for this endpoint.
 */
export const firstDeliveryItem = (claim: Item | undefined, webhookId: string): Item | undefined => {
  const entry = firstAttemptEntry(claim, webhookId);
  if (!claim || entry?.status !== 'succeeded' || !entry.attempt) return undefined;
  const at = String(entry.attempt.timestamp ?? claim.claimedAt);
  return {
    source: 'event',
    deliveryId: deliveryIdFor(String(claim.eventId), webhookId),
    eventId: claim.eventId,
    eventType: claim.eventType,
    webhookId,
    storeId: claim.storeId,
    mode: claim.mode,
    customerId: claim.customerId ?? null,
    status: 'succeeded',
    lastAttempt: 1,
    lastResponseCode: entry.attempt.responseCode ?? null,
    nextAttemptAt: null,
    claimedAt: claim.claimedAt,
    createdAt: at,
    updatedAt: at,
    payload: claim.payload,
    ...(claim.erasedAt ? { erasedAt: claim.erasedAt } : {}),
    attempts: [entry.attempt],
    [TTL_ATTRIBUTE]: claim[TTL_ATTRIBUTE],
    sortKey: claim.gsi1sk,
  };
};

/** How many claim items one list request reads at most while looking for an endpoint's entries. */
const MAX_CLAIMS_READ = 2_000;
const CLAIM_PAGE = 200;

interface Source {
  items: Item[];
  /** Where the source's reading stopped (undefined: read to its end). */
  last: StartKey | undefined;
}

/** Up to `limit` first deliveries of the endpoint from the store's claim items, newest first. */
const readFirstDeliveries = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  endpoint: EndpointScope,
  start: StartKey | undefined,
  limit: number,
): Promise<Source> => {
  const items: Item[] = [];
  let last = start;
  let read = 0;
  do {
    const page = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: TABLE_INDEXES.gsi1.indexName,
        KeyConditionExpression: 'gsi1pk = :pk',
        FilterExpression: '#entry.#status = :succeeded',
        ExpressionAttributeNames: {
          '#entry': firstAttemptAttribute(endpoint.webhookId),
          '#status': 'status',
        },
        ExpressionAttributeValues: {
          ':pk': keys.firstDeliveriesOfScope(endpoint.storeId, endpoint.mode),
          ':succeeded': 'succeeded',
        },
        ExclusiveStartKey: last,
        ScanIndexForward: false,
        Limit: CLAIM_PAGE,
      }),
    );
    read += page.ScannedCount ?? 0;
    for (const claim of page.Items ?? []) {
      const item = firstDeliveryItem(claim, endpoint.webhookId);
      if (item) items.push(item);
    }
    last = page.LastEvaluatedKey as StartKey | undefined;
  } while (last && items.length < limit && read < MAX_CLAIMS_READ);
  return { items, last };
};

const END = 'end';

interface MergedCursor {
  deliveries: StartKey | typeof END | undefined;
  first: StartKey | typeof END | undefined;
}

const decodeMerged = (
  cursor: string | undefined,
  shapes: { deliveries: ReturnType<typeof cursorShape>; first: ReturnType<typeof cursorShape> },
): MergedCursor => {
  if (cursor === undefined) return { deliveries: undefined, first: undefined };
  const parts = decodeCursor(cursor);
  const names = Object.keys(parts);
  if (!names.every((name) => name === 'deliveries' || name === 'first')) throw invalidCursor();
  const part = (name: 'deliveries' | 'first') => {
    const value = parts[name];
    return value === undefined || value === END ? value : decodeCursor(value, shapes[name]);
  };
  return { deliveries: part('deliveries'), first: part('first') };
};

const encodeMerged = (cursor: MergedCursor): string | null => {
  if (cursor.deliveries === END && cursor.first === END) return null;
  const part = (value: StartKey | typeof END | undefined) =>
    value === undefined || value === END ? value : encodeCursor(value);
  return encodeCursor(
    Object.fromEntries(
      Object.entries({ deliveries: part(cursor.deliveries), first: part(cursor.first) }).filter(
        ([, value]) => value !== undefined,
      ),
    ),
  );
};

/**
 * One page of an endpoint's deliveries, newest first, as delivery items (a first attempt kept on
 * its event's claim item is shaped as one, firstDeliveryItem). Pending and failed deliveries
 * always have an item; succeeded ones and the whole list merge both sources.
 */
export const listDeliveryItems = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  endpoint: EndpointScope,
  {
    status,
    limit,
    cursor,
  }: { status?: ApiDeliveryStatus | undefined; limit: number; cursor: string | undefined },
): Promise<{ items: Item[]; nextCursor: string | null }> => {
  const [index, partition] = status
    ? [TABLE_INDEXES.gsi2, keys.deliveriesOfEndpointByStatus(endpoint.webhookId, status)]
    : [TABLE_INDEXES.gsi1, keys.deliveriesOfEndpoint(endpoint.webhookId)];
  if (status === 'pending' || status === 'failed')
    return queryNewestFirst(db, { tableName, index, partition, cursor, limit });

  const shapes = {
    deliveries: cursorShape(index, partition),
    first: cursorShape(TABLE_INDEXES.gsi1, keys.firstDeliveriesOfScope(endpoint.storeId, endpoint.mode)),
  };
  const at = decodeMerged(cursor, shapes);
  const deliveries: Source =
    at.deliveries === END
      ? { items: [], last: undefined }
      : await db
          .send(
            new QueryCommand({
              TableName: tableName,
              IndexName: index.indexName,
              KeyConditionExpression: '#pk = :pk',
              ExpressionAttributeNames: { '#pk': index.partitionKey },
              ExpressionAttributeValues: { ':pk': partition },
              ExclusiveStartKey: at.deliveries,
              ScanIndexForward: false,
              Limit: limit,
            }),
          )
          .then((page) => ({
            items: (page.Items ?? []).map((item) => ({ ...item, sortKey: item[index.sortKey] })),
            last: page.LastEvaluatedKey as StartKey | undefined,
          }));
  const first: Source =
    at.first === END
      ? { items: [], last: undefined }
      : await readFirstDeliveries(db, tableName, endpoint, at.first, limit);

  // A source that stopped before its end has been read down to its last position only: items
  // of the other source older than that wait for the next page, or the merge could skip some.
  const boundary = (source: Source, attribute: string) => (source.last ? String(source.last[attribute]) : '');
  const deliveriesBoundary = boundary(deliveries, index.sortKey);
  const firstBoundary = boundary(first, TABLE_INDEXES.gsi1.sortKey);
  const candidates = [
    ...deliveries.items
      .filter((item) => String(item.sortKey) >= firstBoundary)
      .map((item) => ({ item, from: 'deliveries' as const })),
    ...first.items
      .filter((item) => String(item.sortKey) >= deliveriesBoundary)
      .map((item) => ({ item, from: 'first' as const })),
  ].sort(
    (a, b) =>
      String(b.item.sortKey).localeCompare(String(a.item.sortKey)) ||
      String(b.item.deliveryId).localeCompare(String(a.item.deliveryId)),
  );
  const page = candidates.slice(0, limit);

  const next = (source: Source, from: 'deliveries' | 'first', was: MergedCursor['deliveries']) => {
    const taken = page.filter((entry) => entry.from === from);
    if (taken.length === source.items.length) return source.last ?? END;
    if (taken.length === 0) return was;
    const lastTaken = taken.at(-1)!.item;
    return from === 'deliveries'
      ? startKeyAfter(lastTaken, shapes.deliveries)
      : // The claim item's key: the delivery stands for its event's claim.
        startKeyAfter(
          {
            ...keys.eventDeliveryClaim(String(lastTaken.eventId)),
            gsi1pk: shapes.first.fixed.gsi1pk,
            gsi1sk: lastTaken.sortKey,
          },
          shapes.first,
        );
  };
  return {
    items: page.map(({ item }) => item),
    nextCursor: encodeMerged({
      deliveries: next(deliveries, 'deliveries', at.deliveries),
      first: next(first, 'first', at.first),
    }),
  };
};
