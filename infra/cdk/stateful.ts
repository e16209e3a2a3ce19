import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  STREAM_VIEW_TYPE,
  TABLE_INDEXES,
  TABLE_KEYS,
  TTL_ATTRIBUTE,
} from '../../shared/db/table-definition.ts';
import { CustomerAuthSecrets } from './customer-auth.ts';
import { InlinePolicyRole } from './inline-policy-role.ts';
import { OwnerIdentity } from './owner-identity.ts';
import type { StageConfig } from './stage.ts';

/**
 * Visibility timeout of the webhook queue. Lambda requires it to be at least the consumer's
 * timeout; AWS recommends 6x so a throttled or retried batch does not reappear mid-flight.
 */
export const WEBHOOK_QUEUE_VISIBILITY_TIMEOUT = Duration.seconds(180);

/**
 * A delivery message is received again only when the consumer failed on our side (throttled
 * table, crash, timeout). A receiver answering 5xx is an *attempt*: the consumer records it and
 * enqueues the next attempt itself (the retry schedule, docs/decisions.md §6.8), so receive counts never measure the
 * receiver. 5 receives x 180 s visibility ride out ~15 minutes of trouble before a message is
 * parked in the DLQ for a human.
 */
export const WEBHOOK_MAX_RECEIVE_COUNT = 5;

export interface StatefulResourcesProps {
  stage: StageConfig;
}

/**
 * Everything that holds data or state and must survive a redeploy of the code: the table,
 * the queues, the schedule group and the role Scheduler assumes for webhook retries. Stateless resources
 * (functions, API) get this construct by props and never create stateful ones themselves.
 */
export class StatefulResources extends Construct {
  readonly table: dynamodb.Table;
  /** One message per (event, endpoint) delivery attempt; the consumer reads it. */
  readonly webhookQueue: sqs.Queue;
  readonly webhookDeadLetterQueue: sqs.Queue;
  /** On-failure destination of table stream event sources (record metadata of batches given up on). */
  readonly streamFailureQueue: sqs.Queue;
  readonly scheduleGroup: scheduler.ScheduleGroup;
  /**
   * Dead-letter queue of every schedule target in the group (recurring jobs, refund jobs,
   * webhook retries): what Scheduler could not deliver after its retry policy lands here.
   */
  readonly scheduleDeadLetterQueue: sqs.Queue;
  /**
   * Assumed by EventBridge Scheduler for webhook retry schedules only: it may send to the
   * webhook queue and nothing else. Scheduled functions get their own role (`schedulerRoleFor`).
   */
  readonly webhookSchedulerRole: iam.Role;
  /** Alarms a later stage wires to a notification topic (docs/operations.md). */
  readonly alarms: cloudwatch.Alarm[] = [];
  /** Customer JWT signing key and OTP HMAC key (Secrets Manager, generated). */
  readonly customerSecrets: CustomerAuthSecrets;
  /** Store owners' Cognito user pool and dashboard client (docs/decisions.md §7.3). */
  readonly ownerIdentity: OwnerIdentity;
  /**
   * Seals stores' payment credentials (Stripe keys) by envelope encryption: functions get
   * GenerateDataKey (connect) or Decrypt (pay, refund, webhook) on this key only (permissions.ts).
   */
  readonly paymentSecretsKey: kms.Key;
  /**
   * Product images (docs/decisions.md §3.23): owners' browsers post files under `uploads/` with a
   * presigned POST; the admin catalog copies confirmed ones under `images/`, which the dashboard's
   * distribution serves (dashboard-hosting.ts). Private: no public access, no website.
   */
  readonly productImages: s3.Bucket;

  constructor(scope: Construct, id: string, { stage }: StatefulResourcesProps) {
    super(scope, id);

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      // AWS-managed key (aws/dynamodb): KMS encryption with key use visible in CloudTrail, and
      // no key policy or per-function kms grants to maintain (docs/decisions.md §9.2).
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: TTL_ATTRIBUTE,
      stream: dynamodb.StreamViewType[STREAM_VIEW_TYPE],
      deletionProtection: stage.isProduction,
      removalPolicy: stage.removalPolicy,
    });
    for (const index of Object.values(TABLE_INDEXES)) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType[index.projection],
      });
    }

    this.webhookDeadLetterQueue = this.queue('WebhookDeliveryDlq', stage, {
      // The maximum: time for someone to look, fix and redrive.
      retentionPeriod: Duration.days(14),
    });
    this.webhookQueue = this.queue('WebhookDeliveryQueue', stage, {
      visibilityTimeout: WEBHOOK_QUEUE_VISIBILITY_TIMEOUT,
      retentionPeriod: Duration.days(4),
      deadLetterQueue: { queue: this.webhookDeadLetterQueue, maxReceiveCount: WEBHOOK_MAX_RECEIVE_COUNT },
    });
    this.alarmWhenNotEmpty(
      'WebhookDlqNotEmpty',
      this.webhookDeadLetterQueue,
      'Webhook deliveries failed on our side 5 times and were parked in the DLQ',
    );

    this.streamFailureQueue = this.queue('StreamFailureQueue', stage, { retentionPeriod: Duration.days(14) });
    Validations.of(this.streamFailureQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself a dead-letter destination: the on-failure target of the table stream event source mappings. A DLQ of a DLQ would only move the same records again.',
    });
    this.alarmWhenNotEmpty(
      'StreamFailuresNotEmpty',
      this.streamFailureQueue,
      'A stream consumer gave up on a batch of table stream records (outbox events not routed)',
    );

    this.paymentSecretsKey = new kms.Key(this, 'PaymentSecretsKey', {
      description: 'Envelope encryption of stores’ payment provider credentials',
      enableKeyRotation: true,
      removalPolicy: stage.removalPolicy,
    });

    this.productImages = new s3.Bucket(this, 'ProductImages', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Owners' files: kept with a production stack. Elsewhere the bucket must be emptied before
      // `cdk destroy` (auto-deleting objects would add a custom resource and its function).
      removalPolicy: stage.removalPolicy,
      // The dashboard posts the file straight to the bucket; the presigned policy, not the
      // origin, is what authorises an upload.
      cors: [
        { allowedMethods: [s3.HttpMethods.POST], allowedOrigins: ['*'], allowedHeaders: ['*'], maxAge: 3600 },
      ],
      lifecycleRules: [
        // An upload never confirmed is never served: gone after a day.
        { id: 'unconfirmed-uploads', prefix: 'uploads/', expiration: Duration.days(1) },
        { id: 'incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
    Validations.of(this.productImages).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        "Reads go through the dashboard's distribution and every write through the admin API, which audits each gallery change; S3 server access logs would add a log bucket for nothing the audit log lacks.",
    });

    this.customerSecrets = new CustomerAuthSecrets(this, 'CustomerAuth', { stage });
    this.ownerIdentity = new OwnerIdentity(this, 'OwnerIdentity', { stage });

    this.scheduleGroup = new scheduler.ScheduleGroup(this, 'ScheduleGroup', {
      scheduleGroupName: `store-commerce-${stage.stage}`,
      removalPolicy: stage.removalPolicy,
    });
    this.scheduleDeadLetterQueue = this.queue('ScheduleTargetDlq', stage, {
      // The maximum: a parked refund or retry carries its input, to be replayed by hand.
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.scheduleDeadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        'This queue is itself a dead-letter destination: the DeadLetterConfig of every schedule target in the stage group. A DLQ of a DLQ would only move the same events again.',
    });
    this.alarmWhenNotEmpty(
      'ScheduleDlqNotEmpty',
      this.scheduleDeadLetterQueue,
      'EventBridge Scheduler could not deliver a schedule to its target (refund job, webhook retry or recurring job) and parked it in the schedule DLQ (docs/operations.md#schedule-dlq-depth)',
    );

    // Webhook retries beyond SQS's 15-minute delay are one-time schedules that put the message back.
    this.webhookSchedulerRole = this.schedulerRoleFor(
      this,
      'WebhookSchedulerRole',
      'Assumed by EventBridge Scheduler for webhook retry schedules of this stage group: send to the webhook queue',
    );
    this.webhookSchedulerRole.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.webhookQueue.queueArn] }),
    );
  }

  /**
   * A role EventBridge Scheduler assumes for one schedule target, so each target's schedules can
   * do exactly one thing and a function may pass only the roles of the targets it schedules.
   * Confused-deputy guard: only Scheduler acting for a schedule of our group in this account.
   */
  schedulerRoleFor(scope: Construct, id: string, description: string): iam.Role {
    const role = new InlinePolicyRole(scope, id, {
      description,
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: {
            'aws:SourceAccount': Stack.of(this).account,
            'aws:SourceArn': this.scheduleGroup.scheduleGroupArn,
          },
        },
      }),
    });
    // Scheduler sends an undeliverable event to the target's DLQ as the schedule's role.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['sqs:SendMessage'],
        resources: [this.scheduleDeadLetterQueue.queueArn],
      }),
    );
    return role;
  }

  /** A scheduler role that may invoke exactly this function (no version/alias wildcard). */
  schedulerRoleInvoking(scope: Construct, id: string, fn: lambda.IFunction, description: string): iam.Role {
    const role = this.schedulerRoleFor(scope, id, description);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }),
    );
    return role;
  }

  private queue(id: string, stage: StageConfig, props: sqs.QueueProps): sqs.Queue {
    return new sqs.Queue(this, id, {
      // SSE-SQS: encrypted at rest with no key policy to maintain, and every producer we have
      // (Lambda, EventBridge Scheduler) can send with IAM permissions alone.
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: stage.removalPolicy,
      ...props,
    });
  }

  private alarmWhenNotEmpty(id: string, queue: sqs.IQueue, description: string): void {
    this.alarms.push(
      new cloudwatch.Alarm(this, id, {
        alarmDescription: description,
        metric: queue.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(1),
          statistic: cloudwatch.Stats.MAXIMUM,
        }),
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        threshold: 0,
        evaluationPeriods: 1,
        // SQS stops publishing for idle queues: no data means nothing in the DLQ.
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }),
    );
  }
}
