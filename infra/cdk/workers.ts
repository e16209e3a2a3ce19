import { SEARCH_REFRESH_EVENT_TYPES } from '../../shared/products/search-stream-filter.ts';
import { Duration } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import type { Construct } from 'constructs';
import { ENTITY_ATTRIBUTE } from '../../shared/db/table-definition.ts';
import { OUTBOX_ENTITY } from '../../shared/events/outbox.ts';
import { NOTIFYING_EVENT_TYPES } from '../../shared/notifications/types.ts';
import type { AppFunction } from './app-function.ts';
import { WORKER_PERMISSIONS, type FunctionPermissions } from './permissions.ts';
import { WEBHOOK_QUEUE_VISIBILITY_TIMEOUT, type StatefulResources } from './stateful.ts';

/**
 * Non-HTTP functions ("workers"): the table stream router, queue consumers, scheduled jobs.
 *
 * To add one, append an entry to `WORKERS` below; the stack builds it with the shared function
 * construct, applies its permissions and wires its trigger. Nothing else to touch in infra/cdk.
 *
 *   {
 *     name: 'webhookRouter',                               // unique, camelCase: construct id
 *     entry: 'functions/webhook-router/handler.ts',        // exports `handler`
 *     description: 'Fans outbox events out to the webhook queue',
 *     trigger: { kind: 'tableStream', filters: [OUTBOX_INSERTS] },
 *     permissions: WORKER_PERMISSIONS.webhookRouter,      // declared in permissions.ts
 *   },
 *   {
 *     name: 'webhookDelivery',
 *     entry: 'functions/webhook-delivery/handler.ts',
 *     description: 'Signs and sends one delivery attempt per message',
 *     trigger: { kind: 'webhookQueue', batchSize: 10 },
 *     permissions: WORKER_PERMISSIONS.webhookDelivery,
 *     timeout: Duration.seconds(30),
 *   },
 *   {
 *     name: 'cartAbandonmentSweep',
 *     entry: 'functions/cart-sweep/handler.ts',
 *     description: 'Marks idle carts abandoned',
 *     trigger: { kind: 'schedule', expression: 'rate(1 minute)' },
 *     permissions: WORKER_PERMISSIONS.cartAbandonmentSweep,
 *   },
 *
 * Triggers:
 * - tableStream: DynamoDB stream event source (the table has two: DynamoDB Streams serves two
 *   readers per shard, and a third throttles them all; a new consumer joins the router or the
 *   stream followers, docs/decisions.md §14.1; test/infra checks the count), from TRIM_HORIZON, with filter criteria (use
 *   `OUTBOX_INSERTS` for outbox events), bisect on error, partial batch responses
 *   (`batchItemFailures`), 10 retries, then the batch's position goes to the stream failure queue.
 * - webhookQueue: SQS event source on the delivery queue with partial batch responses. The
 *   function timeout must stay within the queue's visibility timeout (checked here).
 * - schedule: a recurring EventBridge Scheduler schedule in the stage's group, invoking the
 *   function as its own scheduler role (which may invoke that function only). No retries by
 *   default: a periodic job's next tick redoes the work. Undeliverable ticks go to the group's
 *   schedule DLQ, like every schedule target's.
 * - scheduleTarget: invoked by one-time schedules the application creates at runtime (e.g. a
 *   refund completion job), as its own scheduler role. Every function that lists the worker's
 *   name in its permissions' `schedules` gets the worker's ARN in `arnVariable` and the role's
 *   ARN in `roleArnVariable`, and may pass that role only, e.g. `trigger: { kind:
 *   'scheduleTarget', arnVariable: 'REFUND_FUNCTION_ARN', roleArnVariable: 'REFUND_SCHEDULER_ROLE_ARN' }`.
 * Need a trigger that is not here (another queue, ...)? Add a kind to `WorkerTrigger` and a case
 * to `attachTrigger`.
 */
export type WorkerTrigger =
  | {
      kind: 'tableStream';
      /** Event filter patterns (`lambda.FilterCriteria.filter(...)`); records matching none are never delivered. */
      filters: Array<Record<string, unknown>>;
      batchSize?: number;
      maxBatchingWindow?: Duration;
      parallelizationFactor?: number;
    }
  | { kind: 'webhookQueue'; batchSize?: number; maxBatchingWindow?: Duration; maxConcurrency?: number }
  | { kind: 'schedule'; expression: string; retryAttempts?: number }
  | {
      kind: 'scheduleTarget';
      /** Env variable that carries this worker's ARN to the functions that schedule it. */
      arnVariable: string;
      /** Env variable that carries the ARN of this worker's scheduler role to the same functions. */
      roleArnVariable: string;
    };

export interface WorkerDefinition {
  name: string;
  entry: string;
  description: string;
  trigger: WorkerTrigger;
  permissions: FunctionPermissions;
  /** Default 30 s. */
  timeout?: Duration;
  /** Default 512 MB. */
  memorySize?: number;
  environment?: Record<string, string>;
}

/** Outbox inserts only: the stream also carries every other write of the single table. */
export const OUTBOX_INSERTS = lambda.FilterCriteria.filter({
  eventName: lambda.FilterRule.isEqual('INSERT'),
  dynamodb: { NewImage: { [ENTITY_ATTRIBUTE]: { S: lambda.FilterRule.isEqual(OUTBOX_ENTITY) } } },
});

/**
 * Outbox inserts of the five order events that notify the customer (docs/decisions.md §14.1); the
 * local runtime applies the same rule (shared/notifications/stream-filter.ts). Given with
 * SEARCH_REFRESH_INSERTS to the one stream followers mapping: a record matching either is delivered.
 */
export const NOTIFYING_INSERTS = lambda.FilterCriteria.filter({
  eventName: lambda.FilterRule.isEqual('INSERT'),
  dynamodb: {
    NewImage: {
      [ENTITY_ATTRIBUTE]: { S: lambda.FilterRule.isEqual(OUTBOX_ENTITY) },
      type: { S: lambda.FilterRule.or(...NOTIFYING_EVENT_TYPES) },
    },
  },
});

/**
 * Outbox inserts of the product events after which a product's search entries may change
 * (docs/decisions.md §3.21); the local runtime applies the same rule
 * (shared/products/search-stream-filter.ts).
 */
export const SEARCH_REFRESH_INSERTS = lambda.FilterCriteria.filter({
  eventName: lambda.FilterRule.isEqual('INSERT'),
  dynamodb: {
    NewImage: {
      [ENTITY_ATTRIBUTE]: { S: lambda.FilterRule.isEqual(OUTBOX_ENTITY) },
      type: { S: lambda.FilterRule.or(...SEARCH_REFRESH_EVENT_TYPES) },
    },
  },
});

/** The workers of the deployed service. */
export const WORKERS: readonly WorkerDefinition[] = [
  // Outbox inserts -> one queue message per (event, subscribed endpoint).
  {
    name: 'webhookRouter',
    entry: 'functions/webhook-router/handler.ts',
    description: 'Fans outbox events out to the webhook delivery queue (one message per endpoint)',
    trigger: { kind: 'tableStream', filters: [OUTBOX_INSERTS], batchSize: 100 },
    permissions: WORKER_PERMISSIONS.webhookRouter,
  },
  // The table's second stream reader (DynamoDB Streams serves two per shard; the router is the
  // first): customer notifications and product search share it (docs/decisions.md §14.1). One
  // message per notifying order event, in stream order, and each named product's search entries
  // rewritten (idempotent); the batch is retried from its first failed record, and no message is
  // sent past it (functions/compose/stream-followers.ts), so a retry sends none twice.
  {
    name: 'streamFollowers',
    entry: 'functions/stream-followers/handler.ts',
    description:
      "Emails or texts customers on order confirmed/shipped/delivered/cancelled/refunded; rewrites a changed product's search entries",
    trigger: { kind: 'tableStream', filters: [NOTIFYING_INSERTS, SEARCH_REFRESH_INSERTS], batchSize: 50 },
    permissions: WORKER_PERMISSIONS.streamFollowers,
    timeout: Duration.seconds(60),
  },
  // Webhook delivery: one signed HTTPS attempt per message (5 s each, a batch of 10 in parallel); records
  // it, then re-enqueues the next attempt (SQS delay <= 15 min) or schedules it (EventBridge Scheduler).
  {
    name: 'webhookDelivery',
    entry: 'functions/webhook-delivery/handler.ts',
    description: 'Signs and sends webhook delivery attempts; records them and plans retries',
    trigger: { kind: 'webhookQueue', batchSize: 10 },
    permissions: WORKER_PERMISSIONS.webhookDelivery,
    timeout: Duration.seconds(30),
  },
  // Cart abandonment: reads the carts whose schedule came due (gsi2 query per shard, one BatchGet per
  // page), flips those past their due time (one conditional transaction per cart with its
  // cart.abandoned event) and moves the others' schedules to their due time. Overlapping runs are safe.
  {
    name: 'cartAbandonmentSweep',
    entry: 'functions/cart-sweep/handler.ts',
    description: 'Marks idle carts Abandoned and emits cart.abandoned (every minute)',
    trigger: { kind: 'schedule', expression: 'rate(1 minute)' },
    permissions: WORKER_PERMISSIONS.cartAbandonmentSweep,
    timeout: Duration.seconds(55),
  },
  // Settles checkout completions whose lease ended (their attempt died after reserving): asks the
  // payment provider whether the order was charged, then confirms or releases it; never charges.
  // Found by lease end on the sparse completion index (gsi2, no scan). Overlapping runs are safe.
  {
    name: 'checkoutRecovery',
    entry: 'functions/checkout-recovery/handler.ts',
    description: 'Confirms or releases interrupted checkout completions (every minute)',
    trigger: { kind: 'schedule', expression: 'rate(1 minute)' },
    permissions: WORKER_PERMISSIONS.checkoutRecovery,
    timeout: Duration.seconds(55),
  },
  // Refunds: a cancellation with refundAmount creates a one-time schedule (REFUND_DELAY_SECONDS
  // later) that invokes this job with { refundId }: refund through the payments port, then the
  // order Cancelled -> Refunded with order.refunded. Idempotent, so Scheduler/Lambda retries are safe.
  {
    name: 'refundJob',
    entry: 'functions/refund-job/handler.ts',
    description: 'Completes a scheduled order refund (payments port) and marks the order Refunded',
    trigger: {
      kind: 'scheduleTarget',
      arnVariable: 'REFUND_FUNCTION_ARN',
      roleArnVariable: 'REFUND_SCHEDULER_ROLE_ARN',
    },
    permissions: WORKER_PERMISSIONS.refundJob,
  },
  // Runs refunds left Scheduled past due (+ REFUND_RECONCILE_GRACE_SECONDS): a cancellation whose
  // schedule could not be created, or a job that gave up. Due-refund index (gsi2), no scan.
  {
    name: 'refundReconciler',
    entry: 'functions/refund-reconciler/handler.ts',
    description: 'Runs order refunds left Scheduled past their due time (every 5 minutes)',
    trigger: { kind: 'schedule', expression: 'rate(5 minutes)' },
    permissions: WORKER_PERMISSIONS.refundReconciler,
    timeout: Duration.minutes(4),
  },
  // Puts the next attempt of deliveries left pending past due (+ WEBHOOK_SWEEP_GRACE_SECONDS) back
  // on the webhook queue, or marks them failed when their event is gone. Due-delivery index
  // (gsi3), no scan. Overlapping runs are safe (the consumer's claim dedupes).
  {
    name: 'webhookDeliverySweep',
    entry: 'functions/webhook-sweep/handler.ts',
    description:
      'Re-sends or fails webhook deliveries left pending past their next attempt (every 5 minutes)',
    trigger: { kind: 'schedule', expression: 'rate(5 minutes)' },
    permissions: WORKER_PERMISSIONS.webhookDeliverySweep,
    timeout: Duration.minutes(4),
  },
];

export const WORKER_DEFAULT_TIMEOUT = Duration.seconds(30);
export const WORKER_DEFAULT_MEMORY_MB = 512;

/**
 * Wires a worker's trigger; called by the stateless construct after the function is built.
 * Returns the scheduler role of a scheduled worker (its schedules' only way to invoke it).
 */
export const attachTrigger = (
  scope: Construct,
  worker: WorkerDefinition,
  fn: AppFunction,
  stateful: StatefulResources,
): iam.Role | undefined => {
  const { trigger } = worker;
  switch (trigger.kind) {
    case 'tableStream': {
      fn.fn.addEventSource(
        new DynamoEventSource(stateful.table, {
          // Outbox events written while the mapping was disabled or being created are not skipped.
          startingPosition: lambda.StartingPosition.TRIM_HORIZON,
          filters: trigger.filters,
          batchSize: trigger.batchSize ?? 100,
          maxBatchingWindow: trigger.maxBatchingWindow ?? Duration.seconds(1),
          parallelizationFactor: trigger.parallelizationFactor ?? 1,
          bisectBatchOnError: true,
          reportBatchItemFailures: true,
          retryAttempts: 10,
          onFailure: new SqsDlq(stateful.streamFailureQueue),
        }),
      );
      fn.acknowledgeWildcardResource(
        'dynamodb:ListStreams supports no resource-level permissions; the event source mapping grant adds it next to the stream-scoped DescribeStream/GetRecords/GetShardIterator.',
      );
      return;
    }
    case 'webhookQueue': {
      const timeout = worker.timeout ?? WORKER_DEFAULT_TIMEOUT;
      if (timeout.toSeconds() > WEBHOOK_QUEUE_VISIBILITY_TIMEOUT.toSeconds()) {
        // Lambda refuses the mapping otherwise; fail at synth rather than at deploy.
        throw new Error(`Worker ${worker.name}: timeout exceeds the webhook queue's visibility timeout`);
      }
      fn.fn.addEventSource(
        new SqsEventSource(stateful.webhookQueue, {
          batchSize: trigger.batchSize ?? 10,
          maxBatchingWindow: trigger.maxBatchingWindow,
          maxConcurrency: trigger.maxConcurrency,
          reportBatchItemFailures: true,
        }),
      );
      return;
    }
    case 'schedule': {
      const role = stateful.schedulerRoleInvoking(
        fn,
        'SchedulerRole',
        fn.fn,
        `Assumed by EventBridge Scheduler to run ${worker.name}: invoke that function only`,
      );
      const schedule = new scheduler.Schedule(scope, `${worker.name}Schedule`, {
        description: worker.description,
        schedule: scheduler.ScheduleExpression.expression(trigger.expression),
        scheduleGroup: stateful.scheduleGroup,
        target: {
          bind: () => ({
            arn: fn.fn.functionArn,
            role,
            retryPolicy: { maximumRetryAttempts: trigger.retryAttempts ?? 0, maximumEventAgeInSeconds: 60 },
            deadLetterConfig: { arn: stateful.scheduleDeadLetterQueue.queueArn },
          }),
        },
      });
      // The group is referenced by its literal name, which carries no CloudFormation dependency.
      schedule.node.addDependency(stateful.scheduleGroup);
      return role;
    }
    case 'scheduleTarget':
      // The ARNs reach the functions that schedule it in StatelessResources, once every function exists.
      return stateful.schedulerRoleInvoking(
        fn,
        'SchedulerRole',
        fn.fn,
        `Assumed by EventBridge Scheduler for one-time ${worker.name} schedules: invoke that function only`,
      );
  }
};
