import {
  BatchWriteCommand,
  DeleteCommand,
  PutCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { queryAll } from '../../shared/db/query.ts';
import { ENTITY_ATTRIBUTE } from '../../shared/db/table-definition.ts';
import type { QueueJournal, StoredMessage } from './in-process-queue.ts';
import type { ScheduleJournal, StoredSchedule } from './in-process-scheduler.ts';

/**
 * The local runtime's queue messages and one-time schedules, kept in the local table so they
 * survive a restart or a `kill -9` of `npm run dev` (docs/data-model.md, "Local runtime
 * items"). One partition per queue or schedule group: the runtime reads it whole once at start
 * and writes single items after that. Local only: deployed, SQS and EventBridge Scheduler hold them.
 */
export const LOCAL_QUEUE_ENTITY = 'LocalQueueMessage';
export const LOCAL_SCHEDULE_ENTITY = 'LocalSchedule';
const BATCH_WRITE_LIMIT = 25;
const UNPROCESSED_RETRIES = 8;

const localPartitions = {
  queue: (queue: string) => `LOCAL_QUEUE#${queue}`,
  schedules: (group: string) => `LOCAL_SCHEDULES#${group}`,
};

const localKeys = {
  queueMessage: (queue: string, messageId: string) => ({ pk: localPartitions.queue(queue), sk: messageId }),
  schedule: (group: string, name: string) => ({ pk: localPartitions.schedules(group), sk: name }),
};

/** A whole queue or schedule group, read once at start (consistent: nothing written before a restart is missed). */
const loadPartition = (db: DynamoDBDocumentClient, tableName: string, pk: string) =>
  queryAll(db, {
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pk },
    ConsistentRead: true,
  });

type WriteRequest = NonNullable<ConstructorParameters<typeof BatchWriteCommand>[0]['RequestItems']>[string];

/**
 * BatchWriteItem in chunks of 25, retrying what DynamoDB left unprocessed. The chunks go out
 * at once: one after the other, a router batch of 100 events x 3 endpoints waited for 12
 * round trips before the queue accepted it (docs/decisions.md §8.2).
 */
const batchWrite = async (db: DynamoDBDocumentClient, tableName: string, requests: WriteRequest) => {
  const writeChunk = async (chunk: WriteRequest) => {
    let pending = chunk;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt > UNPROCESSED_RETRIES) throw new Error('local journal: writes left unprocessed');
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt));
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = result.UnprocessedItems?.[tableName] ?? [];
    }
  };
  const chunks: WriteRequest[] = [];
  for (let i = 0; i < requests.length; i += BATCH_WRITE_LIMIT)
    chunks.push(requests.slice(i, i + BATCH_WRITE_LIMIT));
  await Promise.all(chunks.map(writeChunk));
};

export const dynamoQueueJournal = (
  db: DynamoDBDocumentClient,
  tableName: string,
  queue: string,
): QueueJournal => {
  const key = (messageId: string) => localKeys.queueMessage(queue, messageId);
  // Removals of one turn of the event loop go out together (one BatchWriteItem per 25).
  let removals: { ids: string[]; written: Promise<void> } | undefined;
  return {
    add: (messages) =>
      batchWrite(
        db,
        tableName,
        messages.map((message) => ({
          PutRequest: {
            Item: { ...key(message.messageId), [ENTITY_ATTRIBUTE]: LOCAL_QUEUE_ENTITY, ...message },
          },
        })),
      ),
    async update(message) {
      await db
        .send(
          new UpdateCommand({
            TableName: tableName,
            Key: key(message.messageId),
            UpdateExpression: 'SET visibleAt = :visibleAt, receiveCount = :receiveCount',
            // A message removed meanwhile (handled by another receive) is not brought back.
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: {
              ':visibleAt': message.visibleAt,
              ':receiveCount': message.receiveCount,
            },
          }),
        )
        .catch((error: unknown) => {
          if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
        });
    },
    remove(messageIds) {
      if (!removals) {
        const batch = { ids: [] as string[], written: Promise.resolve() };
        batch.written = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
          removals = undefined;
          return batchWrite(
            db,
            tableName,
            batch.ids.map((id) => ({ DeleteRequest: { Key: key(id) } })),
          );
        });
        removals = batch;
      }
      removals.ids.push(...messageIds);
      return removals.written;
    },
    async load() {
      const items = await loadPartition(db, tableName, localPartitions.queue(queue));
      return items.map((item): StoredMessage => ({
        messageId: item.sk as string,
        body: item.body as string,
        visibleAt: item.visibleAt as number,
        receiveCount: item.receiveCount as number,
        sentAt: item.sentAt as number,
      }));
    },
  };
};

export const dynamoScheduleJournal = (
  db: DynamoDBDocumentClient,
  tableName: string,
  group: string,
): ScheduleJournal => ({
  async add(schedule) {
    try {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...localKeys.schedule(group, schedule.name),
            [ENTITY_ATTRIBUTE]: LOCAL_SCHEDULE_ENTITY,
            ...schedule,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  },
  async remove(name) {
    await db.send(new DeleteCommand({ TableName: tableName, Key: localKeys.schedule(group, name) }));
  },
  async load() {
    const items = await loadPartition(db, tableName, localPartitions.schedules(group));
    return items.map((item): StoredSchedule => ({
      name: item.sk as string,
      dueAt: item.dueAt as number,
      body: item.body as string,
    }));
  },
});
