import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../../shared/config.ts';
import { eventBridgeScheduler } from '../../../shared/scheduler/eventbridge-scheduler.ts';
import { eventBridgeFunctionScheduler } from '../../../shared/scheduler/eventbridge-function-scheduler.ts';

const scheduler = mockClient(SchedulerClient);
const DLQ = 'arn:aws:sqs:us-east-1:1:schedule-dlq';

afterEach(() => {
  scheduler.reset();
  delete process.env.SCHEDULE_DLQ_ARN;
  resetConfig();
});

const createdTarget = () => scheduler.commandCalls(CreateScheduleCommand)[0]!.args[0].input.Target!;

describe('one-time schedules name the group DLQ', () => {
  it('refund and webhook retry schedules carry SCHEDULE_DLQ_ARN as their dead-letter config', async () => {
    process.env.SCHEDULE_DLQ_ARN = DLQ;
    resetConfig();
    scheduler.on(CreateScheduleCommand).resolves({});
    await eventBridgeFunctionScheduler({
      groupName: 'grp',
      roleArn: 'arn:aws:iam::1:role/refund',
      functionArn: 'arn:aws:lambda:us-east-1:1:function:refund',
      description: 'refund',
    }).scheduleAt('refund-r1', new Date(), '{"refundId":"r1"}');
    expect(createdTarget().DeadLetterConfig).toEqual({ Arn: DLQ });
    scheduler.reset();
    scheduler.on(CreateScheduleCommand).resolves({});
    await eventBridgeScheduler({
      groupName: 'grp',
      roleArn: 'arn:aws:iam::1:role/webhook',
      queueArn: 'arn:aws:sqs:us-east-1:1:webhooks',
    }).scheduleAt('webhook-d1-a6', new Date(), '{}');
    expect(createdTarget().DeadLetterConfig).toEqual({ Arn: DLQ });
  });

  it('sends none when the variable is unset', async () => {
    scheduler.on(CreateScheduleCommand).resolves({});
    await eventBridgeScheduler({ groupName: 'grp', roleArn: 'r', queueArn: 'q' }).scheduleAt(
      'n',
      new Date(),
      '{}',
    );
    expect(createdTarget().DeadLetterConfig).toBeUndefined();
  });
});
