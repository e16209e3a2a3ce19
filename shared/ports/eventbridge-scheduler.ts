import { ConflictException, CreateScheduleCommand, SchedulerClient } from '@aws-sdk/client-scheduler';
import type { OneTimeScheduler } from './scheduler.ts';

export interface EventBridgeSchedulerOptions {
  /** SCHEDULER_GROUP_NAME: the group the consumer may create schedules in. */
  groupName: string;
  /** SCHEDULER_ROLE_ARN: the role Scheduler assumes to send to the queue. */
  roleArn: string;
  /** WEBHOOK_QUEUE_ARN: the target. */
  queueArn: string;
}

/** `at(yyyy-mm-ddThh:mm:ss)` in UTC, rounded up to the next whole second. */
export const atExpression = (at: Date): string =>
  `at(${new Date(Math.ceil(at.getTime() / 1000) * 1000).toISOString().slice(0, 19)})`;

/**
 * OneTimeScheduler on EventBridge Scheduler: an `at(...)` schedule (UTC, no flexible
 * window) that sends the message body to the queue once and is deleted after it runs
 * (ActionAfterCompletion DELETE). A name that exists already is the same attempt
 * scheduled by an earlier try of this consumer: ConflictException counts as done.
 */
export const eventBridgeScheduler = (
  options: EventBridgeSchedulerOptions,
  client: SchedulerClient = new SchedulerClient({}),
): OneTimeScheduler => ({
  async scheduleAt(name: string, at: Date, messageBody: string): Promise<void> {
    try {
      await client.send(
        new CreateScheduleCommand({
          Name: name,
          GroupName: options.groupName,
          ScheduleExpression: atExpression(at),
          ScheduleExpressionTimezone: 'UTC',
          FlexibleTimeWindow: { Mode: 'OFF' },
          ActionAfterCompletion: 'DELETE',
          State: 'ENABLED',
          Target: {
            Arn: options.queueArn,
            RoleArn: options.roleArn,
            Input: messageBody,
            // Scheduler's own retries if SQS is briefly unavailable.
            RetryPolicy: { MaximumRetryAttempts: 10, MaximumEventAgeInSeconds: 3600 },
          },
          Description: 'One webhook delivery retry (deleted after it fires)',
        }),
      );
    } catch (error) {
      if (error instanceof ConflictException) return;
      throw error;
    }
  },
});
