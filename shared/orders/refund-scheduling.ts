import { config } from '../config.ts';
import {
  eventBridgeFunctionScheduler,
  jobScheduleName,
} from '../scheduler/eventbridge-function-scheduler.ts';
import type { OneTimeScheduler } from '../scheduler/ports.ts';
import type { RefundRecord } from './types.ts';

/**
 * Which scheduler hands a committed refund to the delayed refund job. Deployed: a one-time
 * EventBridge schedule invoking the refund Lambda (SCHEDULER_GROUP_NAME,
 * REFUND_SCHEDULER_ROLE_ARN, REFUND_FUNCTION_ARN). The local runtime (infra/local/refund-jobs.ts)
 * and tests call `setRefundScheduler` with an in-process one first; nothing local ships here.
 */
let override: OneTimeScheduler | undefined;
let deployed: OneTimeScheduler | undefined;

export const setRefundScheduler = (scheduler: OneTimeScheduler | undefined): void => {
  override = scheduler;
};

const fromEnvironment = (): OneTimeScheduler => {
  const { schedulerGroupName, refundSchedulerRoleArn, refundFunctionArn } = config();
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
  });
};

/** The order service's `scheduleRefund`: the job gets `{ refundId }` at the refund's due time. */
export const scheduleRefund = async (refund: RefundRecord): Promise<void> => {
  const scheduler = override ?? (deployed ??= fromEnvironment());
  await scheduler.scheduleAt(
    jobScheduleName('refund', refund.refundId),
    new Date(refund.dueAt),
    JSON.stringify({ refundId: refund.refundId }),
  );
};
