import { ConflictException, CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atExpression, eventBridgeScheduler } from '../../../../shared/scheduler/eventbridge-scheduler.ts';
import { InProcessQueue } from '../../../../infra/local/in-process-queue.ts';
import { InProcessScheduler } from '../../../../infra/local/in-process-scheduler.ts';
import { sendAllOrThrow } from '../../../../shared/queue/ports.ts';
import { scheduleNameFor } from '../../../../shared/scheduler/ports.ts';
import { sqsWebhookQueue } from '../../../../shared/queue/sqs-queue.ts';
import { sleep } from '../../../support/wait.ts';

describe('sqsWebhookQueue', () => {
  const sqs = mockClient(SQSClient);
  beforeEach(() => sqs.reset());

  it('sends in chunks of 10 with DelaySeconds only when set', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    const queue = sqsWebhookQueue('https://sqs.local/q', new SQSClient({}));
    const messages = Array.from({ length: 23 }, (_, i) => ({
      id: `m${i}`,
      body: `b${i}`,
      ...(i === 1 ? { delaySeconds: 60 } : {}),
    }));
    await expect(queue.send(messages)).resolves.toEqual({ failedIds: [] });
    const calls = sqs.commandCalls(SendMessageBatchCommand).map((c) => c.args[0].input);
    expect(calls.map((c) => c.Entries!.length)).toEqual([10, 10, 3]);
    expect(calls.every((c) => c.QueueUrl === 'https://sqs.local/q')).toBe(true);
    expect(calls[0]!.Entries![0]).toEqual({ Id: '0', MessageBody: 'b0' });
    expect(calls[0]!.Entries![1]).toEqual({ Id: '1', MessageBody: 'b1', DelaySeconds: 60 });
  });

  it('maps failed entries and failed calls back to the caller ids', async () => {
    sqs
      .on(SendMessageBatchCommand)
      .resolvesOnce({ Failed: [{ Id: '3', Code: 'InternalError', SenderFault: false }] })
      .rejectsOnce(new Error('network'));
    const queue = sqsWebhookQueue('https://sqs.local/q', new SQSClient({}));
    const messages = Array.from({ length: 12 }, (_, i) => ({ id: `m${i}`, body: 'x' }));
    const { failedIds } = await queue.send(messages);
    expect(failedIds.sort()).toEqual(['m10', 'm11', 'm3']);
  });

  it('sendAllOrThrow throws when anything was refused', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Failed: [{ Id: '0', Code: 'x', SenderFault: true }] });
    await expect(
      sendAllOrThrow(sqsWebhookQueue('q', new SQSClient({})), [{ id: 'a', body: 'b' }]),
    ).rejects.toThrow(/refused 1/);
  });
});

describe('eventBridgeScheduler', () => {
  const scheduler = mockClient(SchedulerClient);
  beforeEach(() => scheduler.reset());
  const options = {
    groupName: 'webhook-retries',
    roleArn: 'arn:aws:iam::123456789012:role/scheduler',
    queueArn: 'arn:aws:sqs:us-east-1:123456789012:webhooks',
  };

  it('creates a one-time at() schedule in UTC that targets the queue with the body and deletes itself', async () => {
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn' });
    await eventBridgeScheduler(options, new SchedulerClient({})).scheduleAt(
      'webhook-d-a5',
      new Date('2025-03-01T13:00:00.200Z'),
      '{"attempt":5}',
    );
    const input = scheduler.commandCalls(CreateScheduleCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      Name: 'webhook-d-a5',
      GroupName: 'webhook-retries',
      ScheduleExpression: 'at(2025-03-01T13:00:01)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: { Arn: options.queueArn, RoleArn: options.roleArn, Input: '{"attempt":5}' },
    });
  });

  it('treats an existing schedule of the same name as done (idempotent)', async () => {
    scheduler
      .on(CreateScheduleCommand)
      .rejects(new ConflictException({ message: 'exists', Message: 'exists', $metadata: {} }));
    await expect(
      eventBridgeScheduler(options, new SchedulerClient({})).scheduleAt('n', new Date(), 'b'),
    ).resolves.toBeUndefined();
  });

  it('lets other errors through', async () => {
    scheduler.on(CreateScheduleCommand).rejects(new Error('AccessDenied'));
    await expect(
      eventBridgeScheduler(options, new SchedulerClient({})).scheduleAt('n', new Date(), 'b'),
    ).rejects.toThrow('AccessDenied');
  });

  it('formats at() to whole seconds and names schedules within the 64-character limit', () => {
    expect(atExpression(new Date('2025-12-31T23:59:59.000Z'))).toBe('at(2025-12-31T23:59:59)');
    const name = scheduleNameFor('8f14e45f-ceea-867a-a9c1-0a2b3c4d5e6f', 6);
    expect(name).toBe('webhook-8f14e45f-ceea-867a-a9c1-0a2b3c4d5e6f-a6');
    expect(name.length).toBeLessThanOrEqual(64);
  });
});

describe('InProcessQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const bodiesOf = (event: SQSEvent) => event.Records.map((r) => r.body);

  it('delivers batches of at most batchSize to the handler as SQS events', async () => {
    const batches: string[][] = [];
    const queue = new InProcessQueue({
      handler: async (event) => void batches.push(bodiesOf(event)),
      batchSize: 3,
    });
    await queue.send(Array.from({ length: 7 }, (_, i) => ({ id: String(i), body: `m${i}` })));
    await queue.whenIdle();
    expect(batches.map((b) => b.length)).toEqual([3, 3, 1]);
    expect(batches.flat().sort()).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('keeps a delayed message invisible until its delay has passed', async () => {
    const received: string[] = [];
    const queue = new InProcessQueue({ handler: async (event) => void received.push(...bodiesOf(event)) });
    await queue.send([{ id: 'a', body: 'later', delaySeconds: 60 }]);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(received).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(received).toEqual(['later']);
  });

  it('redelivers only the failed items of a batch after the visibility timeout, counting receives', async () => {
    const seen: Array<{ body: string; count: string }> = [];
    const queue = new InProcessQueue({
      visibilityTimeoutSeconds: 30,
      handler: async (event) => {
        for (const r of event.Records)
          seen.push({ body: r.body, count: r.attributes.ApproximateReceiveCount });
        const failed = event.Records.filter(
          (r) => r.body === 'bad' && r.attributes.ApproximateReceiveCount === '1',
        );
        return { batchItemFailures: failed.map((r) => ({ itemIdentifier: r.messageId })) };
      },
    });
    await queue.send([
      { id: '1', body: 'good' },
      { id: '2', body: 'bad' },
    ]);
    await queue.whenIdle();
    expect(seen).toEqual([
      { body: 'good', count: '1' },
      { body: 'bad', count: '1' },
    ]);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(seen[2]).toEqual({ body: 'bad', count: '2' });
    expect(queue.depth).toBe(0);
  });

  it('treats a throwing handler as a whole-batch failure and dead-letters after maxReceiveCount', async () => {
    const deadLetters: string[] = [];
    const handler = vi.fn(async () => {
      throw new Error('boom');
    });
    const queue = new InProcessQueue({
      handler,
      visibilityTimeoutSeconds: 1,
      maxReceiveCount: 3,
      onDeadLetter: (body) => deadLetters.push(body),
    });
    await queue.send([{ id: '1', body: 'poison' }]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(handler).toHaveBeenCalledTimes(3);
    expect(deadLetters).toEqual(['poison']);
    expect(queue.depth).toBe(0);
  });

  it('runs at most maxConcurrentBatches handler invocations at once', async () => {
    let running = 0;
    let peak = 0;
    const queue = new InProcessQueue({
      batchSize: 1,
      maxConcurrentBatches: 2,
      handler: async () => {
        running += 1;
        peak = Math.max(peak, running);
        await sleep(10);
        running -= 1;
      },
    });
    await queue.send(Array.from({ length: 6 }, (_, i) => ({ id: String(i), body: 'x' })));
    await vi.advanceTimersByTimeAsync(100);
    expect(peak).toBe(2);
    expect(queue.depth).toBe(0);
  });

  it('refuses messages after stop', async () => {
    const queue = new InProcessQueue({ handler: async () => undefined });
    await queue.stop();
    await expect(queue.send([{ id: 'x', body: 'y' }])).resolves.toEqual({ failedIds: ['x'] });
  });
});

describe('InProcessScheduler', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2025-03-01T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('puts the message on the queue when due, once per name, and forgets the name afterwards', async () => {
    const sent: string[] = [];
    const scheduler = new InProcessScheduler({
      send: async (m) => (sent.push(...m.map((x) => x.body)), { failedIds: [] }),
    });
    await scheduler.scheduleAt('a', new Date('2025-03-01T13:00:00Z'), 'first');
    await scheduler.scheduleAt('a', new Date('2025-03-01T12:30:00Z'), 'duplicate');
    expect(scheduler.size).toBe(1);
    await vi.advanceTimersByTimeAsync(3_599_000);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual(['first']);
    expect(scheduler.size).toBe(0);
  });

  it('fires a past time immediately and drops everything on stop', async () => {
    const sent: string[] = [];
    const scheduler = new InProcessScheduler({
      send: async (m) => (sent.push(...m.map((x) => x.body)), { failedIds: [] }),
    });
    await scheduler.scheduleAt('past', new Date('2025-03-01T11:00:00Z'), 'now');
    await scheduler.scheduleAt('later', new Date('2025-03-02T12:00:00Z'), 'never');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual(['now']);
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(2 * 86_400_000);
    expect(sent).toEqual(['now']);
  });
});
