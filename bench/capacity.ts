import { AsyncLocalStorage } from 'node:async_hooks';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

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
  /** Write units by command (`TransactWriteItemsCommand`, `UpdateItemCommand`, …), indexes included. */
  writesByCommand: Record<string, number>;
  requests: number;
}

const scoped = new AsyncLocalStorage<Capacity>();
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
      try {
        const result = await next(args);
        const consumed = (result.output as { ConsumedCapacity?: ConsumedCapacity }).ConsumedCapacity;
        if (debug) console.error(command, JSON.stringify(consumed));
        add(capacity, consumed, command);
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
    writesByCommand: {},
    requests: 0,
  };
  const result = await scoped.run(capacity, fn);
  return { result, capacity };
};
