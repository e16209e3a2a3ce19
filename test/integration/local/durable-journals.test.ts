import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { dynamoQueueJournal, dynamoScheduleJournal } from '../../../infra/local/dynamo-local-journal.ts';
import { InProcessQueue } from '../../../infra/local/in-process-queue.ts';
import { InProcessScheduler } from '../../../infra/local/in-process-scheduler.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { eventually } from '../../support/wait.ts';

/**
 * The local queue and scheduler on the local table's journals: what one instance leaves (in
 * flight, failed once, delayed, scheduled) the next instance on the same table restores, as a
 * restarted `npm run dev` does. "Crash" here = the first instance is abandoned mid-work. Each
 * step waits on what it needs (poll until), so a slow machine only makes the test slower.
 */
const table = useTestTable();
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
    await eventually(() => received, { intervalMs: 20 }).toEqual(['retry-me', 'retry-me']);
    await crashed.send([{ id: '2', body: 'done' }]);
    await crashed.send([{ id: '3', body: 'later', delaySeconds: 2 }]);
    // "done" handled and deleted; "retry-me" (in flight, failed once) and "later" (delayed) kept.
    await eventually(
      async () => (await partition('LOCAL_QUEUE#q1')).map((item) => [item.body, item.receiveCount]).sort(),
      { intervalMs: 20 },
    ).toEqual([
      ['later', 0],
      ['retry-me', 1],
    ]);
    expect(received.slice(0, 3)).toEqual(['retry-me', 'retry-me', 'done']);
    const later = (await partition('LOCAL_QUEUE#q1')).find((item) => item.body === 'later')!;

    const restarted: Array<{ body: string; receiveCount: string; at: number }> = [];
    const next = new InProcessQueue({
      journal: journal(),
      handler: async (event) => {
        for (const record of event.Records)
          restarted.push({
            body: record.body,
            receiveCount: record.attributes.ApproximateReceiveCount,
            at: Date.now(),
          });
      },
    });
    expect(await next.restore()).toBe(2);
    await eventually(() => restarted.length, { intervalMs: 20 }).toBe(2);
    // The message in flight when the first instance died comes back at once, counting its
    // receives; the delayed one keeps its delay across the restart.
    expect(restarted.map(({ body, receiveCount }) => [body, receiveCount]).sort()).toEqual([
      ['later', '1'],
      ['retry-me', '2'],
    ]);
    expect(restarted.find((r) => r.body === 'later')!.at).toBeGreaterThanOrEqual(later.visibleAt as number);
    await next.stop();
    expect(await partition('LOCAL_QUEUE#q1')).toEqual([]);
  });
});

/** A target that refuses every message: a process going down never hands its schedules over. */
const refusing = () => {
  const tried: string[] = [];
  return {
    tried,
    send: async (messages: Array<{ id: string }>) => {
      tried.push(...messages.map((m) => m.id));
      return { failedIds: messages.map((m) => m.id) };
    },
  };
};

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
    // Whenever job-a comes due on the first instance, its target refuses it: it stays journaled.
    const first = new InProcessScheduler(refusing(), undefined, journal());
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
    await eventually(async () => (await partition('LOCAL_SCHEDULES#jobs')).map((item) => item.sk), {
      intervalMs: 20,
    }).toEqual(['job-b']);
    expect(fired).toEqual(['job-a:first']);
    await restarted.stop();
  });

  it('a target that refuses is retried, the schedule kept until it is accepted', async () => {
    const journal = dynamoScheduleJournal(table.db, table.tableName, 'flaky');
    const down = refusing();
    const scheduler = new InProcessScheduler(down, undefined, journal);
    await scheduler.scheduleAt('job', new Date(), 'x');
    await eventually(() => down.tried, { intervalMs: 20 }).toContain('job');
    await scheduler.stop();
    expect(await partition('LOCAL_SCHEDULES#flaky')).toHaveLength(1);
    // The next start fires it again (deployed: Scheduler's retry policy).
    const accepted: string[] = [];
    const restarted = new InProcessScheduler(
      { send: async (messages) => (accepted.push(...messages.map((m) => m.id)), { failedIds: [] }) },
      undefined,
      journal,
    );
    await restarted.restore();
    await eventually(() => partition('LOCAL_SCHEDULES#flaky'), { intervalMs: 20 }).toEqual([]);
    expect(accepted).toEqual(['job']);
    await restarted.stop();
  });
});
