import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { METRICS_NAMESPACE, SERVICE_NAME } from './app-function.ts';

/**
 * The pieces the alarms of docs/operations.md are built from (operations.ts,
 * schedule-alarms.ts), so that each alarm states only its metric, threshold and runbook line.
 */

/** The 5-minute Sum of one of our own metrics; Powertools adds the `service` dimension, so it is named too. */
export const ownMetricSum = (metricName: string, dimensions: Record<string, string> = {}) =>
  new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName,
    dimensionsMap: { service: SERVICE_NAME, ...dimensions },
    statistic: 'Sum',
    period: Duration.minutes(5),
  });

/**
 * Alarm when above `threshold` for `evaluationPeriods` periods. No data is no alarm: our jobs,
 * Scheduler and the stream publish nothing when nothing happened.
 */
export const alarmAbove = (
  threshold: number,
  alarmDescription: string,
  evaluationPeriods = 1,
): cloudwatch.CreateAlarmOptions => ({
  alarmDescription,
  threshold,
  evaluationPeriods,
  comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
  treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
});
