import {
  eventBridgeFunctionScheduler,
  jobScheduleName,
} from '../scheduler/eventbridge-function-scheduler.ts';
import type { OneTimeScheduler } from '../scheduler/ports.ts';
import type { RefundRecord } from './types.ts';

/** The deployed refund schedules' settings, named as in the process configuration. */
export interface RefundSchedulerSettings {
  schedulerGroupName: string | undefined;
  refundSchedulerRoleArn: string | undefined;
  refundFunctionArn: string | undefined;
  scheduleDeadLetterArn: string | undefined;
}

/**
 * Deployed, a committed refund is handed to the delayed refund job by a one-time EventBridge
 * schedule invoking the refund Lambda (SCHEDULER_GROUP_NAME, REFUND_SCHEDULER_ROLE_ARN,
 * REFUND_FUNCTION_ARN). The local runtime gives the orders functions an in-process scheduler
 * instead (infra/local/refund-jobs.ts); nothing local ships here.
 */
export const eventBridgeRefundScheduler = (settings: RefundSchedulerSettings): OneTimeScheduler => {
  const { schedulerGroupName, refundSchedulerRoleArn, refundFunctionArn } = settings;
  if (!schedulerGroupName || !refundSchedulerRoleArn || !refundFunctionArn) {
    // A timer would die with the Lambda container: refuse loudly instead of losing refunds.
    throw new Error(
      'Refund scheduling needs SCHEDULER_GROUP_NAME, REFUND_SCHEDULER_ROLE_ARN and REFUND_FUNCTION_ARN',
    );
  }
  return eventBridgeFunctionScheduler({
    groupName: schedulerGroupName,
    roleArn: refundSchedulerRoleArn,
    functionArn: refundFunctionArn,
    description: 'One order refund (deleted after it runs)',
    deadLetterArn: settings.scheduleDeadLetterArn,
  });
};

/**
 * The order service's `scheduleRefund` on a scheduler: the job gets `{ refundId }` at the
 * refund's due time. The scheduler is asked for at each refund, so one that cannot be built
 * fails that refund's scheduling (the reconciler runs it later), not the function.
 */
export const scheduleRefundOn =
  (scheduler: () => OneTimeScheduler) =>
  async (refund: RefundRecord): Promise<void> => {
    await scheduler().scheduleAt(
      jobScheduleName('refund', refund.refundId),
      new Date(refund.dueAt),
      JSON.stringify({ refundId: refund.refundId }),
    );
  };
