import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TABLE_INDEXES, TABLE_KEYS } from '../shared/db/table-definition.ts';

/**
 * Consumed capacity of the DynamoDB requests a call makes, for `npm run bench` only: the
 * middleware below asks for `ReturnConsumedCapacity` (`INDEXES`: the total and each index's part) only inside `recordCapacity`, so
 * shipped code never asks for it (it costs response bytes, no money, but nothing needs it) and
 * the service's own requests are untouched unless a bench installed it.
 */
export interface Capacity {
  readUnits: number;
  writeUnits: number;
  /** The part of `writeUnits` spent on global secondary indexes (their projected copies). */
  indexWriteUnits: number;
  /** `indexWriteUnits` by index name. */
  indexWrites: Record<string, number>;
  /**
   * Index write units by index at AWS's documented rate: 1 per started KB of each index entry an
   * item Put writes (a KEYS_ONLY entry is its four keys; an index is written after the
   * transaction commits, so not doubled), for the indexes DynamoDB Local reports written. Local
   * reports 2–4 units for a ~250 B keys-only entry in a transaction. An index written by an
   * Update (whose item the bench does not see) keeps Local's figure.
   */
  indexWritesDocumented: Record<string, number>;
  /** Write units by command (`TransactWriteItemsCommand`, `UpdateItemCommand`, …), indexes included. */
  writesByCommand: Record<string, number>;
  /**
   * Table write units by item written (its `entity`, or an update's key kind), at AWS's documented
   * rate: 1 per started KB of the item, 2 inside a transaction. DynamoDB Local reports more for
   * transactions (bench/cost.ts); this is what the deployed table is billed for each item.
   */
  itemWrites: Record<string, number>;
  requests: number;
}

const scoped = new AsyncLocalStorage<Capacity>();

/** DynamoDB's item size rules, close enough for units: names and values in UTF-8, numbers ~1 B per 2 digits. */
const sizeOf = (value: unknown): number => {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (value instanceof Uint8Array) return value.byteLength;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return Math.ceil(String(value).replace(/[-.]/g, '').length / 2) + 1;
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, v) => sum + 1 + sizeOf(v), 0);
  if (typeof value === 'object')
    return (
      3 +
      Object.entries(value as Record<string, unknown>).reduce(
        (sum, [name, v]) => sum + 1 + Buffer.byteLength(name) + sizeOf(v),
        0,
      )
    );
  return 0;
};
const itemSize = (item: Record<string, unknown>): number =>
  Object.entries(item).reduce((sum, [name, v]) => sum + Buffer.byteLength(name) + sizeOf(v), 0);

interface WriteInput {
  Item?: Record<string, unknown>;
  Key?: Record<string, unknown>;
  TransactItems?: Array<{
    Put?: { Item: Record<string, unknown> };
    Update?: { Key: Record<string, unknown> };
    Delete?: { Key: Record<string, unknown> };
  }>;
}

/** An update's or delete's item kind from its key: the first part of `pk` that is not the store scope. */
const kindOfKey = (key: Record<string, unknown>): string => {
  const parts = String(key.pk ?? '').split('#');
  return `${(parts[0] === 'S' ? parts[3] : parts[0]) ?? 'item'} (update, ≤ 1 KB assumed)`;
};

const addItemWrites = (into: Capacity, command: string, input: WriteInput) => {
  const add = (label: string, units: number) =>
    (into.itemWrites[label] = (into.itemWrites[label] ?? 0) + units);
  const kb = (item: Record<string, unknown>) => Math.max(1, Math.ceil(itemSize(item) / 1024));
  if (/TransactWrite/.test(command)) {
    for (const entry of input.TransactItems ?? []) {
      if (entry.Put) add(String(entry.Put.Item.entity ?? 'item'), 2 * kb(entry.Put.Item));
      else if (entry.Update) add(kindOfKey(entry.Update.Key), 2);
      else if (entry.Delete) add(kindOfKey(entry.Delete.Key), 2);
    }
  } else if (/^Put/.test(command)) {
    if (input.Item) add(String(input.Item.entity ?? 'item'), kb(input.Item));
  } else if (/Update|Delete/.test(command) && input.Key) add(kindOfKey(input.Key), 1);
};
/** Per index, the documented units of the entries the request's Puts write (see `indexWritesDocumented`). */
const indexEntryUnits = (command: string, input: WriteInput): Record<string, number> => {
  const puts = /TransactWrite/.test(command)
    ? (input.TransactItems ?? []).flatMap((entry) => (entry.Put ? [entry.Put.Item] : []))
    : /^Put/.test(command) && input.Item
      ? [input.Item]
      : [];
  const units: Record<string, number> = {};
  for (const item of puts) {
    for (const index of Object.values(TABLE_INDEXES)) {
      if (item[index.partitionKey] === undefined || item[index.sortKey] === undefined) continue;
      const entry =
        index.projection === 'ALL'
          ? item
          : Object.fromEntries(
              [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, index.partitionKey, index.sortKey].map((name) => [
                name,
                item[name],
              ]),
            );
      // AWS counts 100 B of overhead per index entry (for storage; kept here as an upper bound).
      units[index.indexName] =
        (units[index.indexName] ?? 0) + Math.max(1, Math.ceil((itemSize(entry) + 100) / 1024));
    }
  }
  return units;
};

const installed = new WeakSet<object>();

interface Units {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}
interface ConsumedCapacity extends Units {
  GlobalSecondaryIndexes?: Record<string, Units>;
}

const add = (
  into: Capacity,
  consumed: ConsumedCapacity | ConsumedCapacity[] | undefined,
  command: string,
  entryUnits: Record<string, number>,
) => {
  for (const c of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
    // Reads report ReadCapacityUnits (or only CapacityUnits), writes WriteCapacityUnits.
    const read = c.ReadCapacityUnits ?? (/Get|Query|Scan/.test(command) ? (c.CapacityUnits ?? 0) : 0);
    const write = c.WriteCapacityUnits ?? (/Get|Query|Scan/.test(command) ? 0 : (c.CapacityUnits ?? 0));
    into.readUnits += read;
    into.writeUnits += write;
    if (write > 0) {
      into.writesByCommand[command] = (into.writesByCommand[command] ?? 0) + write;
      for (const [name, index] of Object.entries(c.GlobalSecondaryIndexes ?? {})) {
        const units = index.WriteCapacityUnits ?? index.CapacityUnits ?? 0;
        into.indexWriteUnits += units;
        into.indexWrites[name] = (into.indexWrites[name] ?? 0) + units;
        if (units > 0)
          into.indexWritesDocumented[name] =
            (into.indexWritesDocumented[name] ?? 0) + (entryUnits[name] ?? units);
      }
    }
  }
};

/** Installs the recording middleware on `client` (once per client); it acts only inside `recordCapacity`. */
export const recordCapacityOf = (client: DynamoDBDocumentClient): void => {
  if (installed.has(client.middlewareStack)) return;
  installed.add(client.middlewareStack);
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const capacity = scoped.getStore();
      if (!capacity) return next(args);
      const debug = process.env.BENCH_CAPACITY_DEBUG === '1';
      // INDEXES: the TOTAL plus each index's share.
      (args.input as { ReturnConsumedCapacity?: string }).ReturnConsumedCapacity = 'INDEXES';
      capacity.requests++;
      const command = context.commandName ?? '';
      addItemWrites(capacity, command, args.input as WriteInput);
      const entryUnits = indexEntryUnits(command, args.input as WriteInput);
      try {
        const result = await next(args);
        const consumed = (result.output as { ConsumedCapacity?: ConsumedCapacity }).ConsumedCapacity;
        if (debug) console.error(command, JSON.stringify(consumed));
        add(capacity, consumed, command, entryUnits);
        return result;
      } catch (error) {
        // A refused conditional write still consumes its write units; the error does not say how
        // many, so it is counted as one (the items the benches refuse are under 1 KB).
        if (/Update|Put|Delete/.test(command)) {
          capacity.writeUnits += 1;
          capacity.writesByCommand[command] = (capacity.writesByCommand[command] ?? 0) + 1;
        }
        throw error;
      }
    },
    { step: 'initialize', name: 'capacityRecorder' },
  );
};

/** The capacity of the requests `fn` makes and what it awaits. */
export const recordCapacity = async <T>(fn: () => Promise<T>): Promise<{ result: T; capacity: Capacity }> => {
  const capacity: Capacity = {
    readUnits: 0,
    writeUnits: 0,
    indexWriteUnits: 0,
    indexWrites: {},
    indexWritesDocumented: {},
    writesByCommand: {},
    itemWrites: {},
    requests: 0,
  };
  const result = await scoped.run(capacity, fn);
  return { result, capacity };
};
