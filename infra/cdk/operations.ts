import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { alarmAbove, ownMetricSum } from './alarms.ts';
import { scheduleAlarms } from './schedule-alarms.ts';
import type { StageConfig } from './stage.ts';
import type { StatefulResources } from './stateful.ts';
import type { StatelessResources } from './stateless.ts';

/**
 * The alarms of docs/operations.md and the topic they notify. Metric names of our own
 * (namespace StoreCommerce) come from shared/observability.ts; Powertools adds the
 * `service` dimension to each, so the alarms name it too.
 */
export const ALARM_THRESHOLDS = {
  /** Percent of API requests answered 5xx over 5 minutes. */
  serverErrorPercent: 1,
  /** Failed delivery attempts (any endpoint) in 5 minutes. */
  failedDeliveryAttempts: 25,
  /** Oldest unprocessed stream record seen by the webhook router, in ms. */
  streamIteratorAgeMs: 60_000,
  /** Checkout completions the recovery job had to settle (interrupted after the payment step) in 5 minutes. */
  stuckCompletions: 0,
  /** Refunds the payment provider failed in 5 minutes (each needs an operator). */
  refundsFailed: 0,
  /** Customer notification sends that failed (and will be retried) in 5 minutes. */
  notificationsFailed: 5,
} as const;

export interface OperationsProps {
  stage: StageConfig;
  stateful: StatefulResources;
  stateless: StatelessResources;
}

export class Operations extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, { stage, stateful, stateless }: OperationsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: `store-commerce ${stage.stage} alarms`,
      enforceSSL: true,
      masterKey: kms.Alias.fromAliasName(this, 'SnsManagedKey', 'alias/aws/sns'),
    });
    if (stage.alarmEmail) this.topic.addSubscription(new EmailSubscription(stage.alarmEmail));

    const { api } = stateless.api;
    const serverErrors = new cloudwatch.MathExpression({
      expression: '100 * errors / MAX([requests, 1])',
      usingMetrics: {
        errors: api.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
        requests: api.metricCount({ period: Duration.minutes(5), statistic: 'Sum' }),
      },
      label: 'API 5xx %',
      period: Duration.minutes(5),
    });
    this.alarms.push(
      serverErrors.createAlarm(
        this,
        'ApiServerErrorRate',
        alarmAbove(
          ALARM_THRESHOLDS.serverErrorPercent,
          `More than ${ALARM_THRESHOLDS.serverErrorPercent}% of API requests answered 5xx over 5 minutes (docs/operations.md#api-5xx-rate)`,
        ),
      ),
      ownMetricSum('DeliveryAttempts', { outcome: 'failure' }).createAlarm(
        this,
        'FailedDeliveries',
        alarmAbove(
          ALARM_THRESHOLDS.failedDeliveryAttempts,
          `More than ${ALARM_THRESHOLDS.failedDeliveryAttempts} failed webhook delivery attempts in 5 minutes (docs/operations.md#failed-deliveries)`,
        ),
      ),
      ownMetricSum('StuckCompletions').createAlarm(
        this,
        'StuckCheckoutCompletions',
        alarmAbove(
          ALARM_THRESHOLDS.stuckCompletions,
          'The checkout recovery job settled (or failed to settle) a completion interrupted after its payment step (docs/operations.md#stuck-checkout-completions)',
        ),
      ),
      ownMetricSum('RefundsFailed').createAlarm(
        this,
        'RefundsFailed',
        alarmAbove(
          ALARM_THRESHOLDS.refundsFailed,
          'The payment provider (Stripe) failed a refund: the order shows refund status Failed and the customer was not paid back (docs/operations.md#failed-refunds)',
        ),
      ),
      ownMetricSum('CustomerNotifications', { outcome: 'failed' }).createAlarm(
        this,
        'NotificationsFailing',
        alarmAbove(
          ALARM_THRESHOLDS.notificationsFailed,
          `More than ${ALARM_THRESHOLDS.notificationsFailed} customer notification sends failed in 5 minutes; they are being retried (docs/operations.md#failing-customer-notifications)`,
        ),
      ),
    );

    const router = stateless.workers.webhookRouter;
    if (router) {
      this.alarms.push(
        router.fn
          .metric('IteratorAge', { statistic: 'Maximum', period: Duration.minutes(1) })
          .createAlarm(
            this,
            'StreamIteratorAge',
            alarmAbove(
              ALARM_THRESHOLDS.streamIteratorAgeMs,
              `The webhook router is more than ${ALARM_THRESHOLDS.streamIteratorAgeMs / 1000} s behind the table stream (docs/operations.md#stream-iterator-age)`,
              3,
            ),
          ),
      );
    }

    this.alarms.push(...scheduleAlarms(this, stateful, stateless));

    const action = new SnsAction(this.topic);
    for (const alarm of [...stateful.alarms, ...this.alarms]) alarm.addAlarmAction(action);
  }
}
