import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { dynamoQueueJournal, dynamoScheduleJournal } from '../../../infra/local/dynamo-local-journal.ts';
import { InProcessQueue } from '../../../infra/local/in-process-queue.ts';
import { InProcessScheduler } from '../../../infra/local/in-process-scheduler.ts';
import { useTestTable } from '../../support/dynamo.ts';

/**
 * The local queue and scheduler on the local table's journals: what one instance leaves (in
 * flight, failed once, delayed, scheduled) the next instance on the same table restores, as a
 * restarted `npm run dev` does. "Crash" here = the first instance is abandoned mid-work.
 */
const table = useTestTable();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const bodies = (event: SQSEvent) => event.Records.map((record) => record.body);
const partition = async (pk: string) =>
  (
    await table.db.send(
      new QueryCommand({
        TableName: table.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

describe('durable in-process queue', () => {
  it('restores in-flight, failed and delayed messages; handled ones are removed; receive counts carry over', async () => {
    const journal = () => dynamoQueueJournal(table.db, table.tableName, 'q1');
    const received: string[] = [];
    // The first instance: fails "retry-me" once, then hangs on everything (its process dies).
    const crashed = new InProcessQueue({
      journal: journal(),
      visibilityTimeoutSeconds: 0,
      handler: async (event) => {
        received.push(...bodies(event));
        if (bodies(event).includes('retry-me') && received.length === 1)
          return { batchItemFailures: [{ itemIdentifier: event.Records[0]!.messageId }] };
        if (bodies(event).includes('done')) return;
        await new Promise(() => undefined);
      },
    });
    await crashed.send([{ id: '1', body: 'retry-me' }]);
    await sleep(200);
    await crashed.send([{ id: '2', body: 'done' }]);
    await crashed.send([{ id: '3', body: 'later', delaySeconds: 1 }]);
    await sleep(200);
    expect(received.slice(0, 3)).toEqual(['retry-me', 'retry-me', 'done']);
    const left = await partition('LOCAL_QUEUE#q1');
    expect(left.map((item) => item.body).sort()).toEqual(['later', 'retry-me']);
    expect(left.find((item) => item.body === 'retry-me')!.receiveCount).toBe(1);

    const restartedBodies: Array<[string, string]> = [];
    const restarted = new InProcessQueue({
      journal: journal(),
      handler: async (event) => {
        for (const record of event.Records)
          restartedBodies.push([record.body, record.attributes.ApproximateReceiveCount]);
      },
    });
    expect(await restarted.restore()).toBe(2);
    await restarted.whenIdle();
    expect(restartedBodies).toEqual([['retry-me', '2']]);
    await sleep(1100);
    await restarted.whenIdle();
    expect(restartedBodies).toEqual([
      ['retry-me', '2'],
      ['later', '1'],
    ]);
    await restarted.stop();
    expect(await partition('LOCAL_QUEUE#q1')).toEqual([]);
  });
});

describe('durable in-process scheduler', () => {
  it('keeps the first schedule of a name, and a restarted scheduler fires what the stopped one left, once', async () => {
    const journal = () => dynamoScheduleJournal(table.db, table.tableName, 'jobs');
    const fired: string[] = [];
    const target = {
      send: async (messages: Array<{ id: string; body: string }>) => {
        fired.push(...messages.map((m) => `${m.id}:${m.body}`));
        return { failedIds: [] };
      },
    };
    const first = new InProcessScheduler(target, undefined, journal());
    await first.scheduleAt('job-a', new Date(Date.now() + 300), 'first');
    await first.scheduleAt('job-a', new Date(Date.now() + 300), 'second');
    await first.scheduleAt('job-b', new Date(Date.now() + 60_000), 'much later');
    await first.stop();
    expect((await partition('LOCAL_SCHEDULES#jobs')).map((item) => [item.sk, item.body])).toEqual([
      ['job-a', 'first'],
      ['job-b', 'much later'],
    ]);

    // A fresh instance knows nothing in memory: the journal still refuses the taken name.
    const restarted = new InProcessScheduler(target, undefined, journal());
    await restarted.scheduleAt('job-a', new Date(), 'third');
    expect(await restarted.restore()).toBe(2);
    await sleep(600);
    expect(fired).toEqual(['job-a:first']);
    expect((await partition('LOCAL_SCHEDULES#jobs')).map((item) => item.sk)).toEqual(['job-b']);
    await restarted.stop();
  });

  it('a target that refuses is retried, the schedule kept until it is accepted', async () => {
    const journal = dynamoScheduleJournal(table.db, table.tableName, 'flaky');
    let calls = 0;
    const scheduler = new InProcessScheduler(
      {
        send: async () => {
          calls++;
          if (calls === 1) throw new Error('target down');
          return { failedIds: [] };
        },
      },
      undefined,
      journal,
    );
    await scheduler.scheduleAt('job', new Date(), 'x');
    await sleep(300);
    expect(calls).toBe(1);
    expect(await partition('LOCAL_SCHEDULES#flaky')).toHaveLength(1);
    await scheduler.stop();
    // The next start fires it again (deployed: Scheduler's retry policy).
    const restarted = new InProcessScheduler(
      { send: async () => (calls++, { failedIds: [] }) },
      undefined,
      journal,
    );
    await restarted.restore();
    await sleep(200);
    expect(calls).toBe(2);
    expect(await partition('LOCAL_SCHEDULES#flaky')).toEqual([]);
    await restarted.stop();
  });
});
