import { randomUUID } from 'node:crypto';
import { DynamoDBStreamsClient, GetRecordsCommand } from '@aws-sdk/client-dynamodb-streams';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { startStreamPoller } from '../../../infra/local/stream-poller.ts';
import { outboxPut } from '../../../shared/events/outbox.ts';
import { matchesOutboxInsert } from '../../../shared/events/stream-filter.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { sleep } from '../../support/wait.ts';

const table = useTestTable();

describe('stream poller paging (reads large pages, hands the handler batches)', () => {
  it('reads past non-outbox records in one page, splits inserts into handler batches, and reads the next page while the handler works', async () => {
    const storeId = randomUUID();
    const batches: number[][] = [];
    let readsIssued = 0;
    let readsAnswered = 0;
    let readsPendingAtFirstBatch = -1;
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const client = new DynamoDBStreamsClient({
      endpoint: table.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    // Reads issued and answered, counted at the call (a prefetch shows as one issued, not answered).
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    client.send = ((command: unknown) => {
      const isRead = command instanceof GetRecordsCommand;
      if (isRead) readsIssued += 1;
      return send(command).finally(() => {
        if (isRead) readsAnswered += 1;
      });
    }) as typeof client.send;
    const poller = await startStreamPoller({
      streamArn: table.streamArn,
      client,
      filter: matchesOutboxInsert,
      batchSize: 2,
      idleDelayMs: 20,
      handler: async (event: DynamoDBStreamEvent) => {
        batches.push(event.Records.map((r) => Number(r.dynamodb!.NewImage!.data!.M!.n!.N)));
        if (batches.length === 1) {
          readsPendingAtFirstBatch = readsIssued - readsAnswered;
          await firstHeld;
        }
      },
    });
    try {
      // A non-outbox record first: with reads as small as the handler batch, it would take
      // a page of its own and the batches would come out [1], [2, 3], [4, 5].
      await table.db.send(
        new PutCommand({ TableName: table.tableName, Item: { pk: `X#${storeId}`, sk: 'NOT_OUTBOX' } }),
      );
      await table.db.send(
        new TransactWriteCommand({
          TransactItems: [1, 2, 3, 4, 5].map((n) =>
            outboxPut(
              table.tableName,
              { type: 'cart.created', storeId, mode: 'test', origin: 'customer', data: { n } },
              new Date(),
            ),
          ),
        }),
      );
      const deadline = Date.now() + 15_000;
      while (batches.length < 1 && Date.now() < deadline) await sleep(20);
      // The next page was already asked for when the handler got the first batch.
      expect(readsPendingAtFirstBatch).toBe(1);
      releaseFirst();
      while (batches.flat().length < 5 && Date.now() < deadline) await sleep(20);
      expect(batches).toEqual([[1, 2], [3, 4], [5]]);
    } finally {
      releaseFirst();
      await poller.stop();
      client.destroy();
    }
  });
});
