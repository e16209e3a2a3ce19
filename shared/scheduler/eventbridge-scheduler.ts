import { schedulerClient, type ScheduleCreator } from '../aws/scheduler.ts';
import type { OneTimeScheduler } from './ports.ts';

export interface EventBridgeSchedulerOptions {
  /** SCHEDULER_GROUP_NAME: the group the consumer may create schedules in. */
  groupName: string;
  /** WEBHOOK_SCHEDULER_ROLE_ARN: the role Scheduler assumes to send to the queue. */
  roleArn: string;
  /** WEBHOOK_QUEUE_ARN: the target. */
  queueArn: string;
  /** SCHEDULE_DLQ_ARN: where Scheduler parks a retry it could not send (none when unset). */
  deadLetterArn?: string;
}

/** `at(yyyy-mm-ddThh:mm:ss)` in UTC, rounded up to the next whole second. */
export const atExpression = (at: Date): string =>
  `at(${new Date(Math.ceil(at.getTime() / 1000) * 1000).toISOString().slice(0, 19)})`;

export interface OneTimeScheduleTarget {
  groupName: string;
  roleArn: string;
  /** What the schedule invokes or sends to (a queue, a function). */
  targetArn: string;
  description: string;
  /** How long Scheduler keeps retrying delivery to the target. */
  maximumEventAgeSeconds: number;
  /** Where Scheduler parks the event after that (SCHEDULE_DLQ_ARN; none when unset). */
  deadLetterArn?: string;
}

/**
 * OneTimeScheduler on EventBridge Scheduler: an `at(...)` schedule (UTC, no flexible
 * window) that hands the message body to the target once and is deleted after it runs
 * (ActionAfterCompletion DELETE); what cannot be delivered goes to the group's DLQ. A name that exists already is the same job scheduled by
 * an earlier try: ConflictException counts as done.
 */
export const eventBridgeOneTimeScheduler = (
  target: OneTimeScheduleTarget,
  client: ScheduleCreator = schedulerClient(),
): OneTimeScheduler => ({
  async scheduleAt(name: string, at: Date, messageBody: string): Promise<void> {
    // The package loads with the first schedule (shared/aws/scheduler.ts); later ones find it cached.
    const { ConflictException, CreateScheduleCommand } = await import('@aws-sdk/client-scheduler');
    const { deadLetterArn } = target;
    try {
      await client.send(
        new CreateScheduleCommand({
          Name: name,
          GroupName: target.groupName,
          ScheduleExpression: atExpression(at),
          ScheduleExpressionTimezone: 'UTC',
          FlexibleTimeWindow: { Mode: 'OFF' },
          ActionAfterCompletion: 'DELETE',
          State: 'ENABLED',
          Target: {
            Arn: target.targetArn,
            RoleArn: target.roleArn,
            Input: messageBody,
            RetryPolicy: {
              MaximumRetryAttempts: 10,
              MaximumEventAgeInSeconds: target.maximumEventAgeSeconds,
            },
            ...(deadLetterArn ? { DeadLetterConfig: { Arn: deadLetterArn } } : {}),
          },
          Description: target.description,
        }),
      );
    } catch (error) {
      if (error instanceof ConflictException) return;
      throw error;
    }
  },
});

/** Webhook retries beyond SQS's 15-minute delay: the schedule sends the message to the queue. */
export const eventBridgeScheduler = (
  options: EventBridgeSchedulerOptions,
  client: ScheduleCreator = schedulerClient(),
): OneTimeScheduler =>
  eventBridgeOneTimeScheduler(
    {
      groupName: options.groupName,
      roleArn: options.roleArn,
      targetArn: options.queueArn,
      description: 'One webhook delivery retry (deleted after it fires)',
      // Scheduler's own retries if SQS is briefly unavailable.
      maximumEventAgeSeconds: 3600,
      deadLetterArn: options.deadLetterArn,
    },
    client,
  );
