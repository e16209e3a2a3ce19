import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import { ownMetricSum } from './alarms.ts';
import type { StatefulResources } from './stateful.ts';
import type { StatelessResources } from './stateless.ts';

/**
 * Alarms on the schedules and the refund jobs they run (docs/operations.md): Scheduler's target
 * errors and lost invocations for the stage's group, failed refund jobs, and refunds the
 * reconciler found left Scheduled past due. The group DLQ's depth alarm is with the queue
 * (stateful.ts). Every threshold is "any": each of these is a refund or retry at risk.
 */
export const scheduleAlarms = (
  scope: Construct,
  stateful: StatefulResources,
  stateless: StatelessResources,
): cloudwatch.Alarm[] => {
  const group = stateful.scheduleGroup;
  const fiveMinutes = { period: Duration.minutes(5), statistic: 'Sum' };
  const anyInFiveMinutes = {
    threshold: 0,
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    // Scheduler and our jobs publish nothing when nothing happened.
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  };
  const alarms = [
    group.metricTargetErrors(fiveMinutes).createAlarm(scope, 'ScheduleTargetErrors', {
      alarmDescription:
        'EventBridge Scheduler got errors invoking schedule targets of the stage group (it retries, then parks them in the schedule DLQ) (docs/operations.md#schedule-target-errors)',
      ...anyInFiveMinutes,
    }),
    new cloudwatch.MathExpression({
      expression: 'dropped + notParked',
      usingMetrics: {
        dropped: group.metricDropped(fiveMinutes),
        notParked: group.metricFailedToBeSentToDLQ(undefined, fiveMinutes),
      },
      label: 'Schedule invocations lost',
      period: Duration.minutes(5),
    }).createAlarm(scope, 'ScheduleInvocationsLost', {
      alarmDescription:
        'EventBridge Scheduler dropped a schedule invocation or could not park it in the schedule DLQ: a refund or webhook retry may be lost (docs/operations.md#schedule-invocations-lost)',
      ...anyInFiveMinutes,
    }),
    ownMetricSum('LateRefunds').createAlarm(scope, 'LateRefunds', {
      alarmDescription:
        'The refund reconciler found refunds left Scheduled past their due time (their schedule was never created or their job gave up) (docs/operations.md#late-refunds)',
      ...anyInFiveMinutes,
    }),
  ];
  const refundJob = stateless.workers.refundJob;
  if (refundJob) {
    alarms.push(
      refundJob.fn.metricErrors(fiveMinutes).createAlarm(scope, 'RefundJobErrors', {
        alarmDescription:
          'A scheduled refund job failed (payment provider or storage error); the reconciler retries it (docs/operations.md#failed-refund-jobs)',
        ...anyInFiveMinutes,
      }),
    );
  }
  return alarms;
};
