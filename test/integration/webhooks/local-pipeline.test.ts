import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dynamoQueueJournal, dynamoScheduleJournal } from '../../../infra/local/dynamo-local-journal.ts';
import { startStreamPoller } from '../../../infra/local/stream-poller.ts';
import {
  startLocalWebhookPipeline,
  type LocalWebhookPipeline,
} from '../../../infra/local/webhook-pipeline.ts';
import { resetConfig } from '../../../shared/config.ts';
import { keys } from '../../../shared/db/keys.ts';
import { outboxPut } from '../../../shared/events/outbox.ts';
import { createWebhookSender, type WebhookSender } from '../../../shared/webhooks/delivery/sender.ts';
import { matchesOutboxInsert } from '../../../shared/events/stream-filter.ts';
import type { WebhookEndpointRecord } from '../../../shared/webhooks/types.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { endpointItem, endpointRecord } from '../../support/webhook-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';
import { sleep } from '../../support/wait.ts';

// Short retry delays (a local knob, docs/decisions.md §8.1) so a retry through the in-process queue's delay is quick.
process.env.WEBHOOK_RETRY_DELAYS_SECONDS = '1,1,1';
process.env.WEBHOOK_QUEUE_URL = '';

const table = useTestTable();
let receiver: WebhookReceiver;
let sender: WebhookSender;
let dir: string;
let pipeline: LocalWebhookPipeline | undefined;

beforeAll(async () => {
  resetConfig();
  receiver = await startWebhookReceiver();
  sender = createWebhookSender({
    timeoutMs: 2000,
    allowPrivateTargets: true,
    extraCaCertificates: [receiver.caPem],
  });
  dir = mkdtempSync(join(tmpdir(), 'webhook-pipeline-'));
});
afterEach(async () => {
  await pipeline?.stop();
  pipeline = undefined;
  receiver.reset();
});
afterAll(async () => {
  await sender.close();
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

const start = (checkpointFile?: string) =>
  startLocalWebhookPipeline({
    streamArn: table.streamArn,
    dynamoEndpoint: table.endpoint,
    checkpointFile,
    sender,
  }).then((p) => {
    pipeline = p;
    return p;
  });

const putEndpoint = async (storeId: string) => {
  const endpoint = endpointRecord({ storeId, url: receiver.url });
  await table.db.send(new PutCommand({ TableName: table.tableName, Item: endpointItem(endpoint) }));
  return endpoint;
};

const emit = async (storeId: string, data: Record<string, unknown> = {}) => {
  await table.db.send(
    new TransactWriteCommand({
      TransactItems: [
        outboxPut(
          table.tableName,
          { type: 'cart.created', storeId, mode: 'test', origin: 'customer', customerId: null, data },
          new Date(),
        ),
      ],
    }),
  );
};

const statsOf = async (endpoint: WebhookEndpointRecord) =>
  (
    await table.db.send(
      new GetCommand({
        TableName: table.tableName,
        Key: keys.webhookEndpoint(endpoint.storeId, 'test', endpoint.id),
      }),
    )
  ).Item?.deliveryStats;

describe('local pipeline: stream poller -> router -> in-process queue -> consumer', () => {
  it('delivers an outbox event written after start, and retries through the queue delay (500 then 200)', async () => {
    const storeId = randomUUID();
    const endpoint = await putEndpoint(storeId);
    await start();
    receiver.script(500);
    await emit(storeId, { n: 1 });
    const [first, second] = await receiver.waitForRequests(2);
    expect(first!.headers['x-service-attempt']).toBe('1');
    expect(second!.headers['x-service-attempt']).toBe('2');
    expect(second!.headers['x-service-delivery-id']).toBe(first!.headers['x-service-delivery-id']);
    await pipeline!.queue.whenIdle();
    expect(await statsOf(endpoint)).toEqual({ total: 2, successful: 1, failed: 1 });
  });

  it('first start begins at LATEST; a restart resumes from the checkpoint and delivers what was written meanwhile', async () => {
    const checkpointFile = join(dir, 'checkpoint.json');
    const storeId = randomUUID();
    await putEndpoint(storeId);
    await emit(storeId, { phase: 'before-first-start' });

    await start(checkpointFile);
    await emit(storeId, { phase: 'while-running' });
    await receiver.waitForRequests(1);
    await pipeline!.stop();
    pipeline = undefined;
    expect(existsSync(checkpointFile)).toBe(true);
    expect(JSON.parse(readFileSync(checkpointFile, 'utf8')).streamArn).toBe(table.streamArn);

    await emit(storeId, { phase: 'while-down' });
    await start(checkpointFile);
    await emit(storeId, { phase: 'after-restart' });
    await receiver.waitForRequests(3);
    await pipeline!.queue.whenIdle();
    expect(receiver.requests.map((r) => r.body.data.phase).sort()).toEqual([
      'after-restart',
      'while-down',
      'while-running',
    ]);
  });
});

describe('stream poller (the event source mapping stand-in)', () => {
  it('passes outbox inserts only, in Lambda shape, and retries from the lowest failed sequence number', async () => {
    const storeId = randomUUID();
    const batches: DynamoDBStreamEvent[] = [];
    let failOnce = true;
    const client = new DynamoDBStreamsClient({
      endpoint: table.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const poller = await startStreamPoller({
      streamArn: table.streamArn,
      client,
      filter: matchesOutboxInsert,
      batchSize: 100,
      handler: async (event) => {
        batches.push(event);
        const second = event.Records[1];
        if (failOnce && second) {
          failOnce = false;
          return { batchItemFailures: [{ itemIdentifier: second.dynamodb!.SequenceNumber! }] };
        }
        return { batchItemFailures: [] };
      },
    });
    try {
      await table.db.send(
        new PutCommand({
          TableName: table.tableName,
          Item: { pk: `X#${storeId}`, sk: 'NOT_OUTBOX', entity: 'Cart' },
        }),
      );
      // One transaction, three outbox items: they reach the stream together.
      await table.db.send(
        new TransactWriteCommand({
          TransactItems: [1, 2, 3].map((n) =>
            outboxPut(
              table.tableName,
              { type: 'cart.created', storeId, mode: 'test', origin: 'customer', data: { n } },
              new Date(),
            ),
          ),
        }),
      );
      const deadline = Date.now() + 15_000;
      while (batches.length < 2 && Date.now() < deadline) await sleep(50);
      const numbers = (event: DynamoDBStreamEvent) =>
        event.Records.map((r) => Number(r.dynamodb!.NewImage!.data!.M!.n!.N));
      expect(batches.map(numbers)).toEqual([
        [1, 2, 3],
        [2, 3],
      ]);
      const record = batches[0]!.Records[0]!;
      expect(record).toMatchObject({
        eventName: 'INSERT',
        eventSource: 'aws:dynamodb',
        eventSourceARN: table.streamArn,
      });
      expect(typeof record.dynamodb!.ApproximateCreationDateTime).toBe('number');
      expect(record.dynamodb!.NewImage!.entity).toEqual({ S: 'OutboxEvent' });
    } finally {
      await poller.stop();
      client.destroy();
    }
  });
});

const journals = () => ({
  queue: dynamoQueueJournal(table.db, table.tableName, 'replay-deliveries'),
  scheduler: dynamoScheduleJournal(table.db, table.tableName, 'replay-retries'),
});
const journalItems = async () =>
  (
    await table.db.send(
      new QueryCommand({
        TableName: table.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'LOCAL_QUEUE#replay-deliveries' },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];
/** The checkpoint's position in the (single) shard the event landed in. */
const positions = (file: string): bigint[] =>
  Object.values(
    (JSON.parse(readFileSync(file, 'utf8')) as { shards: Record<string, { sequenceNumber: string | null }> })
      .shards,
  )
    .map((shard) => BigInt(shard.sequenceNumber ?? 0))
    .sort((a, b) => (a < b ? -1 : 1));

/**
 * First attempts are not written to the local queue's journal: the stream checkpoint stays
 * before their event until they are handled, so a process that dies first replays them from
 * the stream. "Dies" here: the first pipeline never gets to handle the message (no consumer
 * concurrency) and is abandoned; a second one starts from the same checkpoint file and table.
 */
describe('first attempts replayed from the stream after a crash', () => {
  it('is delivered once by the next start, without ever being journaled, and the checkpoint then moves past it', async () => {
    const checkpointFile = join(dir, 'checkpoint.json');
    const storeId = randomUUID();
    const endpoint = endpointRecord({ storeId, url: receiver.url, events: ['cart.created'] });
    await table.db.send(new PutCommand({ TableName: table.tableName, Item: endpointItem(endpoint) }));

    const dying = await startLocalWebhookPipeline({
      streamArn: table.streamArn,
      dynamoEndpoint: table.endpoint,
      checkpointFile,
      sender,
      maxConcurrentBatches: 0,
      journals: journals(),
    });
    await table.db.send(
      new TransactWriteCommand({
        TransactItems: [
          outboxPut(
            table.tableName,
            { type: 'cart.created', storeId, mode: 'test', origin: 'customer', customerId: null, data: {} },
            new Date(),
          ),
        ],
      }),
    );
    for (let i = 0; i < 100 && dying.queue.depth === 0; i++) await sleep(50);
    expect(dying.queue.depth).toBe(1);
    await sleep(600); // past the poller's checkpoint interval
    expect(await journalItems()).toEqual([]);
    // The process dies: its poller stops (writing its checkpoint); its queue is abandoned.
    await dying.poller.stop();
    await dying.scheduler.stop();
    const before = positions(checkpointFile);

    const restarted = await startLocalWebhookPipeline({
      streamArn: table.streamArn,
      dynamoEndpoint: table.endpoint,
      checkpointFile,
      sender,
      journals: journals(),
    });
    try {
      const [request] = await receiver.waitForRequests(1);
      expect(request!.headers['x-service-attempt']).toBe('1');
      await restarted.queue.whenIdle();
      await sleep(700);
      expect(receiver.requests).toHaveLength(1);
      expect(await journalItems()).toEqual([]);
    } finally {
      await restarted.stop();
    }
    const after = positions(checkpointFile);
    expect(after.at(-1)! > before.at(-1)!).toBe(true);
  });
});
