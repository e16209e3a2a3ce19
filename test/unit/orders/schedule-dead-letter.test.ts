import { CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { config, resetConfig } from '../../../shared/config.ts';
import { eventBridgeRefundScheduler } from '../../../shared/orders/refund-scheduling.ts';
import { awsPipelinePorts } from '../../../functions/compose/aws-pipeline-ports.ts';

const scheduler = mockClient(SchedulerClient);
const DLQ = 'arn:aws:sqs:us-east-1:1:schedule-dlq';

afterEach(() => {
  scheduler.reset();
  delete process.env.SCHEDULE_DLQ_ARN;
  resetConfig();
});

// What the composition roots build from the configuration (functions/compose/order-service.ts,
// functions/compose/deployed-pipeline.ts).
const refundScheduler = () =>
  eventBridgeRefundScheduler({
    ...config(),
    schedulerGroupName: 'grp',
    refundSchedulerRoleArn: 'arn:aws:iam::1:role/refund',
    refundFunctionArn: 'arn:aws:lambda:us-east-1:1:function:refund',
  });
const webhookRetryScheduler = (roleArn: string, queueArn: string) =>
  awsPipelinePorts({
    ...config(),
    schedulerGroupName: 'grp',
    webhookSchedulerRoleArn: roleArn,
    webhookQueueArn: queueArn,
  }).scheduler;

const createdTarget = () => scheduler.commandCalls(CreateScheduleCommand)[0]!.args[0].input.Target!;

describe('one-time schedules name the group DLQ', () => {
  it('refund and webhook retry schedules carry SCHEDULE_DLQ_ARN as their dead-letter config', async () => {
    process.env.SCHEDULE_DLQ_ARN = DLQ;
    resetConfig();
    scheduler.on(CreateScheduleCommand).resolves({});
    await refundScheduler().scheduleAt('refund-r1', new Date(), '{"refundId":"r1"}');
    expect(createdTarget().DeadLetterConfig).toEqual({ Arn: DLQ });
    scheduler.reset();
    scheduler.on(CreateScheduleCommand).resolves({});
    await webhookRetryScheduler('arn:aws:iam::1:role/webhook', 'arn:aws:sqs:us-east-1:1:webhooks').scheduleAt(
      'webhook-d1-a6',
      new Date(),
      '{}',
    );
    expect(createdTarget().DeadLetterConfig).toEqual({ Arn: DLQ });
  });

  it('sends none when the variable is unset', async () => {
    scheduler.on(CreateScheduleCommand).resolves({});
    await webhookRetryScheduler('r', 'q').scheduleAt('n', new Date(), '{}');
    expect(createdTarget().DeadLetterConfig).toBeUndefined();
  });
});
