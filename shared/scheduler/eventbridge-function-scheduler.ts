import { schedulerClient, type ScheduleCreator } from '../aws/scheduler.ts';
import { eventBridgeOneTimeScheduler } from './eventbridge-scheduler.ts';
import type { OneTimeScheduler } from './ports.ts';

/**
 * The same OneTimeScheduler port, with a Lambda function as the target instead of the webhook
 * queue: delayed jobs such as the refund job. Deployed: an EventBridge Scheduler
 * `at(...)` schedule in the stage's group that invokes the function once with `messageBody` as
 * its event and is deleted afterwards. Locally: an InProcessScheduler whose target runs the job
 * in-process (infra/local/refund-jobs.ts).
 */
export interface EventBridgeFunctionSchedulerOptions {
  /** SCHEDULER_GROUP_NAME */
  groupName: string;
  /** The target's own scheduler role (REFUND_SCHEDULER_ROLE_ARN): it may invoke that function only. */
  roleArn: string;
  /** The function to invoke (e.g. REFUND_FUNCTION_ARN). */
  functionArn: string;
  description: string;
  /** SCHEDULE_DLQ_ARN: where Scheduler parks a job it could not invoke (none when unset). */
  deadLetterArn?: string;
}

export const eventBridgeFunctionScheduler = (
  options: EventBridgeFunctionSchedulerOptions,
  client: ScheduleCreator = schedulerClient(),
): OneTimeScheduler =>
  eventBridgeOneTimeScheduler(
    {
      groupName: options.groupName,
      roleArn: options.roleArn,
      targetArn: options.functionArn,
      description: options.description,
      // The job is idempotent (its record says whether it is done): retrying for a day is safe.
      maximumEventAgeSeconds: 24 * 3600,
      deadLetterArn: options.deadLetterArn,
    },
    client,
  );

/** Schedule names allow [0-9a-zA-Z-_.], at most 64 characters. */
export const jobScheduleName = (job: string, id: string): string =>
  `${job}-${id}`.replace(/[^0-9a-zA-Z\-_.]/g, '-').slice(0, 64);
