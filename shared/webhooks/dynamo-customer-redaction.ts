import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, type ItemKey } from '../db/batch.ts';
import { keys, type Mode } from '../db/keys.ts';
import { queryAll } from '../db/query.ts';
import { TABLE_INDEXES } from '../db/table-definition.ts';
import { isConditionalCheckFailed } from '../db/transactions.ts';
import { buildEnvelope, serializeEnvelope } from '../events/envelope.ts';
import type { OutboxRecord } from '../events/outbox.ts';
import { parseOutboxRecord } from '../events/outbox-record.ts';
import { COMPRESSED_DATA_ATTRIBUTE, storedEventData } from '../events/stored-data.ts';
import {
  erasedOutboxRecord,
  erasedPayload,
  type CustomerRedaction,
  type ErasedCustomers,
} from './erasure.ts';

/**
 * The customer's events and deliveries are found on gsi5 (keys only: `keys.eventsOfCustomer`,
 * `keys.deliveriesOfCustomer`), one Query each, then read in BatchGets of 100 and rewritten one
 * UpdateItem each, conditioned on the item still existing (TTL may have taken it meanwhile).
 */
const keysOn = async (db: DynamoDBDocumentClient, tableName: string, partition: string): Promise<ItemKey[]> =>
  (
    await queryAll(db, {
      TableName: tableName,
      IndexName: TABLE_INDEXES.gsi5.indexName,
      KeyConditionExpression: 'gsi5pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
    })
  ).map((item) => ({ pk: item.pk as string, sk: item.sk as string }));

const outboxRecordOf = (item: Record<string, unknown>): OutboxRecord | undefined => {
  try {
    return parseOutboxRecord(item);
  } catch {
    return undefined;
  }
};

export const dynamoCustomerRedaction = (db: DynamoDBDocumentClient, tableName: string): CustomerRedaction => {
  const rewrite = async (key: ItemKey, set: string, values: Record<string, unknown>, names = {}) => {
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: set,
          ConditionExpression: 'attribute_exists(pk)',
          ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
          ExpressionAttributeValues: values,
        }),
      );
      return true;
    } catch (error) {
      if (isConditionalCheckFailed(error)) return false; // expired meanwhile
      throw error;
    }
  };
  return {
    async redact(storeId: string, mode: Mode, customerId: string, now: Date) {
      const at = now.toISOString();
      const eventKeys = await keysOn(db, tableName, keys.eventsOfCustomer(storeId, mode, customerId));
      const erasedEvents = new Map<string, OutboxRecord>();
      const eventWrites: Array<() => Promise<boolean>> = [];
      for (const item of (await batchGetItems(db, tableName, eventKeys)).values()) {
        const record = outboxRecordOf(item);
        if (!record) continue;
        const erased = erasedOutboxRecord(record);
        erasedEvents.set(record.eventId, erased);
        if (item.erasedAt) continue;
        const key = { pk: item.pk as string, sk: item.sk as string };
        // Stored as the outbox stores data (compressed when large), the other attribute removed.
        const stored = storedEventData(erased.data);
        const [attribute, other, value] =
          COMPRESSED_DATA_ATTRIBUTE in stored
            ? [COMPRESSED_DATA_ATTRIBUTE, 'data', stored[COMPRESSED_DATA_ATTRIBUTE]]
            : ['data', COMPRESSED_DATA_ATTRIBUTE, stored.data];
        eventWrites.push(() =>
          rewrite(
            key,
            'SET #stored = :data, erasedAt = :at REMOVE #other',
            { ':data': value, ':at': at },
            { '#stored': attribute, '#other': other },
          ),
        );
      }

      const deliveryKeys = await keysOn(db, tableName, keys.deliveriesOfCustomer(storeId, mode, customerId));
      const deliveryWrites: Array<() => Promise<boolean>> = [];
      for (const item of (await batchGetItems(db, tableName, deliveryKeys)).values()) {
        if (item.erasedAt) continue;
        const key = { pk: item.pk as string, sk: item.sk as string };
        const kept = typeof item.payload === 'string' ? item.payload : undefined;
        // An attempt in flight has no payload yet: the redacted one is set first, and the
        // attempt's record keeps it (it only sets a payload where none is).
        const event = erasedEvents.get(item.eventId as string);
        const payload = kept
          ? erasedPayload(kept)
          : event
            ? serializeEnvelope(buildEnvelope(event))
            : undefined;
        deliveryWrites.push(() =>
          payload
            ? rewrite(key, 'SET payload = :payload, erasedAt = :at', { ':payload': payload, ':at': at })
            : rewrite(key, 'SET erasedAt = :at', { ':at': at }),
        );
      }
      const [events, deliveries] = [await inParallel(eventWrites), await inParallel(deliveryWrites)];
      return { events, deliveries };
    },
  };
};

/** Runs the writes WRITE_CONCURRENCY at a time; answers how many changed an item. */
const WRITE_CONCURRENCY = 10;
const inParallel = async (writes: Array<() => Promise<boolean>>): Promise<number> => {
  let next = 0;
  let changed = 0;
  const worker = async () => {
    while (next < writes.length) if (await writes[next++]!()) changed++;
  };
  await Promise.all(Array.from({ length: Math.min(WRITE_CONCURRENCY, writes.length) }, worker));
  return changed;
};

/** How long a "not erased" answer is trusted: a send after an erasure is redacted within this. */
const NOT_ERASED_TTL_MS = 5_000;
const CACHE_LIMIT = 10_000;

/**
 * The erasure marker (`keys.customerErasure`), read eventually consistent and remembered per
 * process: an erasure is permanent, so "erased" is kept; "not erased" for 5 s. So a consumer
 * reads it at most once per customer per 5 s, only for events that name a customer. The reads
 * asked for in the same turn of the event loop (a consumer invocation's events) go out as ONE
 * BatchGetItem: DynamoDB Local's cost is per request about as much as per item, and a GetItem
 * per event was the largest read of the pipeline (docs/performance.md).
 */
export const dynamoErasedCustomers = (db: DynamoDBDocumentClient, tableName: string): ErasedCustomers => {
  const known = new Map<string, { erased: boolean; at: number }>();
  const asked = new Map<string, Promise<boolean>>();
  let waiting: Array<{ id: string; key: ItemKey }> = [];
  let batch: Promise<Set<string>> | undefined;

  /** The keys (`pk|sk`) of the markers found among the reads waiting now (one BatchGetItem). */
  const read = (): Promise<Set<string>> =>
    (batch ??= new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
      const reads = waiting;
      waiting = [];
      batch = undefined;
      const found = await batchGetItems(
        db,
        tableName,
        reads.map(({ key }) => key),
      );
      return new Set([...found.values()].map((item) => `${String(item.pk)}|${String(item.sk)}`));
    }));

  return {
    async isErased(storeId, mode, customerId) {
      const id = `${storeId}#${mode}#${customerId}`;
      const cached = known.get(id);
      if (cached && (cached.erased || Date.now() - cached.at < NOT_ERASED_TTL_MS)) return cached.erased;
      const pending = asked.get(id);
      if (pending) return pending;
      const key = keys.customerErasure(storeId, mode, customerId);
      waiting.push({ id, key });
      const answer = read().then((found) => {
        const erased = found.has(`${key.pk}|${key.sk}`);
        if (known.size >= CACHE_LIMIT) known.clear();
        known.set(id, { erased, at: Date.now() });
        return erased;
      });
      asked.set(id, answer);
      try {
        return await answer;
      } finally {
        asked.delete(id);
      }
    },
  };
};
