import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamoQueueJournal, dynamoScheduleJournal } from '../../../infra/local/dynamo-local-journal.ts';
import { startLocalWebhookPipeline } from '../../../infra/local/webhook-pipeline.ts';
import { resetConfig } from '../../../shared/config.ts';
import { outboxPut } from '../../../shared/events/outbox.ts';
import { createWebhookSender, type WebhookSender } from '../../../shared/webhooks/delivery/sender.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { endpointItem, endpointRecord } from '../../support/webhook-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../support/webhook-receiver.ts';

/**
 * First attempts are not written to the local queue's journal: the stream checkpoint stays
 * before their event until they are handled, so a process that dies first replays them from
 * the stream. "Dies" here: the first pipeline never gets to handle the message (no consumer
 * concurrency) and is abandoned; a second one starts from the same checkpoint file and table.
 */
process.env.WEBHOOK_QUEUE_URL = '';

const table = useTestTable();
let receiver: WebhookReceiver;
let sender: WebhookSender;
let dir: string;

beforeAll(async () => {
  resetConfig();
  receiver = await startWebhookReceiver();
  sender = createWebhookSender({
    timeoutMs: 2000,
    allowPrivateTargets: true,
    extraCaCertificates: [receiver.caPem],
  });
  dir = mkdtempSync(join(tmpdir(), 'first-attempt-replay-'));
});
afterAll(async () => {
  await sender.close();
  await receiver.close();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
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
