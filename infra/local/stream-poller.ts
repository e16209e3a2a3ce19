import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

/**
 * The local stand-in for Lambda's DynamoDB stream event source mapping: polls every shard of
 * the table's stream (DescribeStream / GetShardIterator / GetRecords), follows new shards
 * (children start once their parent is finished, as Lambda keeps per-key order), applies the
 * same filter as the deployed filter criteria and calls the SAME handler with the event
 * shape Lambda uses, honouring partial batch responses (retry from the lowest failed
 * sequence number, then give up on those records after `maxRetries`, like MaximumRetryAttempts).
 *
 * Where it starts (docs/decisions.md §8.3):
 * - first start for a stream (no checkpoint): LATEST, so pointing the runtime at an existing
 *   database does not replay a day of history;
 * - restart: from the checkpoint file (AFTER_SEQUENCE_NUMBER), so events written while dev
 *   was down are delivered (within the stream's 24 h retention); shards the checkpoint does
 *   not know, or knows without a position, are read from TRIM_HORIZON, skipping records older
 *   than the first start. Checkpoints are written at most every 500 ms: a crash can replay a
 *   few records, which the pipeline's deterministic delivery ids make harmless.
 */
export interface StreamPollerOptions {
  streamArn: string;
  client: DynamoDBStreamsClient;
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;
  filter: (record: DynamoDBRecord) => boolean;
  /** Where positions survive restarts; without it every start is a first start. */
  checkpointFile?: string;
  /** Records per handler call (the deployed mapping's BatchSize). */
  batchSize?: number;
  /**
   * Records per GetRecords (DynamoDB's maximum is 1000). Most of the stream is not outbox
   * inserts (deliveries, attempts, the local journal): reading 100 at a time, the poller
   * spent its time skipping them and fell seconds behind.
   */
  readLimit?: number;
  idleDelayMs?: number;
  discoveryIntervalMs?: number;
  maxRetries?: number;
  onError?: (message: string, error: unknown) => void;
  /**
   * Resolves once what the handler has done so far is durable elsewhere. The checkpoint passes
   * a page only then, so a crash before it replays the page (the local queue keeps first
   * attempts in memory and relies on this; see InProcessQueue.fedByStream).
   */
  settled?: () => Promise<void>;
}

export interface StreamPoller {
  stop(): Promise<void>;
  /** Shards being read right now. */
  readonly shardCount: number;
}

interface Checkpoint {
  streamArn: string;
  /** First start (ISO); TRIM_HORIZON reads skip records created before it. */
  since: string;
  shards: Record<string, { sequenceNumber: string | null; done?: boolean }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seqCompare = (a: string, b: string) => (BigInt(a) < BigInt(b) ? -1 : BigInt(a) > BigInt(b) ? 1 : 0);

/** The Lambda event record for an SDK stream record (dates as epoch seconds, plus the source ARN). */
export const toLambdaRecord = (record: _Record, streamArn: string): DynamoDBRecord => ({
  ...(record as unknown as DynamoDBRecord),
  eventSourceARN: streamArn,
  dynamodb: {
    ...(record.dynamodb as unknown as DynamoDBRecord['dynamodb']),
    ApproximateCreationDateTime: record.dynamodb?.ApproximateCreationDateTime
      ? Math.floor(record.dynamodb.ApproximateCreationDateTime.getTime() / 1000)
      : undefined,
  },
});

export const startStreamPoller = async (options: StreamPollerOptions): Promise<StreamPoller> => {
  const batchSize = options.batchSize ?? 100;
  const readLimit = options.readLimit ?? 1000;
  const idleDelayMs = options.idleDelayMs ?? 100;
  const discoveryIntervalMs = options.discoveryIntervalMs ?? 1000;
  const maxRetries = options.maxRetries ?? 10;
  const report = options.onError ?? (() => undefined);
  const { client, streamArn } = options;

  const loaded = loadCheckpoint(options.checkpointFile, streamArn);
  const firstStart = !loaded;
  const checkpoint: Checkpoint = loaded ?? { streamArn, since: new Date().toISOString(), shards: {} };
  // ApproximateCreationDateTime is coarse (DynamoDB Local rounds it down to the minute):
  // only records from before the first start's minute are skipped; the rest replay harmlessly.
  const sinceSeconds = Math.floor(Date.parse(checkpoint.since) / 60_000) * 60;
  let dirty = firstStart;
  let lastSave = 0;
  const save = (force = false) => {
    if (!options.checkpointFile || !dirty || (!force && Date.now() - lastSave < 500)) return;
    writeCheckpoint(options.checkpointFile, checkpoint);
    dirty = false;
    lastSave = Date.now();
  };

  let stopped = false;
  const workers = new Map<string, Promise<void>>();
  const known = new Map<string, Shard>();

  const listShards = async (): Promise<Shard[]> => {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const { StreamDescription } = await client.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
      );
      shards.push(...(StreamDescription?.Shards ?? []));
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return shards;
  };

  const iteratorFor = async (shardId: string, type: ShardIteratorType, sequenceNumber?: string) => {
    const { ShardIterator } = await client.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ShardIteratorType: type,
        SequenceNumber: sequenceNumber,
      }),
    );
    return ShardIterator;
  };

  /** Hands records to the handler; returns once they are done (or given up on). */
  const deliver = async (shardId: string, records: DynamoDBRecord[]) => {
    let pending = records;
    for (let attempt = 0; pending.length > 0; attempt++) {
      let failedFrom = -1;
      try {
        const response = await options.handler({ Records: pending });
        const failed = (response?.batchItemFailures ?? []).map((f) => f.itemIdentifier).filter(Boolean);
        if (failed.length > 0) {
          const lowest = failed.sort(seqCompare)[0]!;
          failedFrom = Math.max(
            0,
            pending.findIndex((r) => r.dynamodb?.SequenceNumber === lowest),
          );
        }
      } catch (error) {
        report(`stream handler failed on shard ${shardId}`, error);
        failedFrom = 0;
      }
      if (failedFrom < 0) return;
      pending = pending.slice(failedFrom);
      if (attempt >= maxRetries || stopped) {
        report(
          `giving up on ${pending.length} stream record(s) of shard ${shardId} after ${attempt + 1} tries`,
          undefined,
        );
        return;
      }
      await sleep(Math.min(5000, 100 * 2 ** attempt));
    }
  };

  /** Positions a shard (awaited, so a LATEST start really begins before start() returns). */
  const openShard = async (shardId: string, startType: ShardIteratorType) => {
    const state = (checkpoint.shards[shardId] ??= { sequenceNumber: null });
    dirty = true;
    const reposition = async () =>
      state.sequenceNumber
        ? iteratorFor(shardId, 'AFTER_SEQUENCE_NUMBER', state.sequenceNumber)
        : iteratorFor(shardId, startType === 'LATEST' ? 'LATEST' : 'TRIM_HORIZON');
    return { state, reposition, iterator: await reposition() };
  };

  const runShard = async (
    shardId: string,
    startType: ShardIteratorType,
    opened: Awaited<ReturnType<typeof openShard>>,
  ) => {
    const { state } = opened;
    let iterator = opened.iterator;
    // Where reading goes on after an expired iterator: past what was handed to the handler,
    // which may be ahead of the checkpoint (that waits for `settled`).
    let readPosition: string | null = state.sequenceNumber;
    const reposition = () =>
      readPosition ? iteratorFor(shardId, 'AFTER_SEQUENCE_NUMBER', readPosition) : opened.reposition();
    // Checkpoint advances in page order, each once its page's work is durable.
    let checkpointed: Promise<void> = Promise.resolve();
    const advanceCheckpoint = (update: () => void) => {
      const durable = options.settled?.() ?? Promise.resolve();
      checkpointed = checkpointed.then(async () => {
        await durable;
        update();
        dirty = true;
        save();
      });
    };
    const skipOld = startType === 'TRIM_HORIZON' && !firstStart;
    const read = (shardIterator: string) =>
      client.send(new GetRecordsCommand({ ShardIterator: shardIterator, Limit: readLimit }));
    // The next page is read while the handler works on this one (the handler, not the read,
    // is what takes time); it is used only after this page's records are done.
    let prefetched: ReturnType<typeof read> | undefined;
    while (!stopped && iterator) {
      let result;
      try {
        const next = prefetched ?? read(iterator);
        prefetched = undefined;
        result = await next;
      } catch (error) {
        if (stopped) return;
        if (error instanceof ExpiredIteratorException) {
          iterator = await reposition();
          continue;
        }
        if (error instanceof TrimmedDataAccessException) {
          readPosition = null;
          iterator = await iteratorFor(shardId, 'TRIM_HORIZON');
          continue;
        }
        report(`GetRecords failed on shard ${shardId}`, error);
        await sleep(1000);
        continue;
      }
      const records = (result.Records ?? []).map((r) => toLambdaRecord(r, streamArn));
      const wanted = records.filter(
        (r) =>
          options.filter(r) &&
          !(skipOld && (r.dynamodb?.ApproximateCreationDateTime ?? Infinity) < sinceSeconds),
      );
      if (records.length > 0 && result.NextShardIterator && !stopped) {
        prefetched = read(result.NextShardIterator);
        prefetched.catch(() => undefined); // handled where it is awaited
      }
      for (let i = 0; i < wanted.length; i += batchSize)
        await deliver(shardId, wanted.slice(i, i + batchSize));
      const last = records.at(-1)?.dynamodb?.SequenceNumber;
      if (last) {
        readPosition = last;
        advanceCheckpoint(() => (state.sequenceNumber = last));
      }
      iterator = result.NextShardIterator;
      if (records.length === 0 && iterator) await sleep(idleDelayMs);
    }
    if (!stopped && !iterator) {
      advanceCheckpoint(() => (state.done = true));
      await checkpointed;
      save(true);
    }
  };

  const discover = async (initial: boolean) => {
    const shards = await listShards();
    for (const shard of shards) known.set(shard.ShardId!, shard);
    for (const shard of shards) {
      const shardId = shard.ShardId!;
      if (workers.has(shardId) || checkpoint.shards[shardId]?.done) continue;
      const parent = shard.ParentShardId;
      const parentPending = parent && known.has(parent) && !checkpoint.shards[parent]?.done;
      if (parentPending) continue;
      const startType: ShardIteratorType = checkpoint.shards[shardId]?.sequenceNumber
        ? 'AFTER_SEQUENCE_NUMBER'
        : initial && firstStart
          ? 'LATEST'
          : 'TRIM_HORIZON';
      const opened = await openShard(shardId, startType);
      workers.set(
        shardId,
        runShard(shardId, startType, opened).catch((error: unknown) => {
          report(`stream shard ${shardId} stopped`, error);
          workers.delete(shardId);
        }),
      );
    }
  };

  await discover(true);
  save(true);
  const discovery = (async () => {
    while (!stopped) {
      await sleep(discoveryIntervalMs);
      if (stopped) break;
      await discover(false).catch((error: unknown) => report('DescribeStream failed', error));
    }
  })();

  return {
    get shardCount() {
      return workers.size;
    },
    async stop() {
      stopped = true;
      await Promise.allSettled([discovery, ...workers.values()]);
      dirty = true;
      save(true);
    },
  };
};

const loadCheckpoint = (file: string | undefined, streamArn: string): Checkpoint | undefined => {
  if (!file || !existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Checkpoint;
    return parsed.streamArn === streamArn ? parsed : undefined;
  } catch {
    return undefined;
  }
};

const writeCheckpoint = (file: string, checkpoint: Checkpoint) => {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, JSON.stringify(checkpoint, null, 2));
  renameSync(temporary, file);
};
