import { ConflictException, CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  eventBridgeFunctionScheduler,
  jobScheduleName,
} from '../../../shared/scheduler/eventbridge-function-scheduler.ts';

const scheduler = mockClient(SchedulerClient);

describe('one-time schedules that invoke a function (refund job)', () => {
  beforeEach(() => scheduler.reset());
  const port = () =>
    eventBridgeFunctionScheduler({
      groupName: 'grp',
      roleArn: 'arn:aws:iam::1:role/sched',
      functionArn: 'arn:aws:lambda:us-east-1:1:function:refund',
      description: 'refund',
    });

  it('creates an at() schedule in the group that invokes the function once and deletes itself', async () => {
    scheduler.on(CreateScheduleCommand).resolves({});
    await port().scheduleAt('refund-r1', new Date('2026-11-22T10:00:00.200Z'), '{"refundId":"r1"}');
    const input = scheduler.commandCalls(CreateScheduleCommand)[0]!.args[0].input;
    expect(input).toMatchObject({
      Name: 'refund-r1',
      GroupName: 'grp',
      ScheduleExpression: 'at(2026-11-22T10:00:01)',
      ActionAfterCompletion: 'DELETE',
      Target: { Arn: 'arn:aws:lambda:us-east-1:1:function:refund', Input: '{"refundId":"r1"}' },
    });
    expect(input.Target!.RetryPolicy!.MaximumEventAgeInSeconds).toBe(86400);
  });

  it('treats an existing schedule of the same name as done, and rethrows anything else', async () => {
    scheduler
      .on(CreateScheduleCommand)
      .rejectsOnce(
        new ConflictException({ message: 'exists', $metadata: {} } as ConstructorParameters<
          typeof ConflictException
        >[0]),
      )
      .rejectsOnce(new Error('throttled'));
    await expect(port().scheduleAt('x', new Date(), '{}')).resolves.toBeUndefined();
    await expect(port().scheduleAt('x', new Date(), '{}')).rejects.toThrow('throttled');
  });

  it('makes schedule names Scheduler accepts', () => {
    expect(jobScheduleName('refund', 'a/b c'.padEnd(80, 'z'))).toMatch(/^[0-9a-zA-Z\-_.]{1,64}$/);
  });
});
