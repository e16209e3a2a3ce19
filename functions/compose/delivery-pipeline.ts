import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { WebhookQueue } from '../../shared/queue/ports.ts';
import { eventBridgeScheduler } from '../../shared/scheduler/eventbridge-scheduler.ts';
import type { OneTimeScheduler } from '../../shared/scheduler/ports.ts';
import { systemClock, type Clock } from '../../shared/util/time.ts';
import {
  dynamoCustomerRedaction,
  dynamoErasedCustomers,
} from '../../shared/webhooks/dynamo-customer-redaction.ts';
import { dynamoRecoveryRunDeps } from './delivery-log-service.ts';
import type { RecoveryRunDeps } from '../../shared/webhooks/log/recovery.ts';
import type { DeliveryConsumerDeps } from '../../shared/webhooks/delivery/consumer.ts';
import { dynamoAutoDisabler } from '../../shared/webhooks/delivery/dynamo-auto-disable.ts';
import {
  batchedEndpointReads,
  batchGetEndpoints,
  dynamoDeliveryRecords,
} from '../../shared/webhooks/delivery/dynamo-deliveries.ts';
import { dynamoOrderingCursors } from '../../shared/webhooks/delivery/dynamo-ordering-cursors.ts';
import { dynamoRateLimiter } from '../../shared/webhooks/delivery/dynamo-rate-limiter.ts';
import type { RouterDeps } from '../../shared/webhooks/delivery/router.ts';
import { perContainer } from './lifetime.ts';
import type { WebhookSender } from '../../shared/webhooks/delivery/sender.ts';

/**
 * The webhook pipeline on the DynamoDB adapters and the ports it is given: what the router, the
 * delivery consumer, the overdue sweep and the delivery log's recovery jobs run on. The
 * composition roots build one per container (functions/compose/deployed-pipeline.ts with SQS and
 * EventBridge Scheduler; infra/local/webhook-pipeline.ts with the in-process queue and
 * scheduler); nothing here reads the environment.
 */
export interface PipelinePorts {
  queue: WebhookQueue;
  /** Where the router puts first attempts; defaults to `queue` (the local runtime's skips its journal). */
  routedQueue?: WebhookQueue;
  scheduler: OneTimeScheduler;
  sender: WebhookSender;
  clock?: Clock;
}

/** The pipeline's settings, named as in the process configuration (shared/config.ts). */
export interface PipelineSettings {
  webhookRetryDelaysSeconds: number[];
  webhookTimeoutMs: number;
  webhookAutoDisableAfterSeconds: number;
  webhookOrderWaitMaxSeconds?: number;
  webhookRecoveryPageSize: number;
  webhookRecoveryRatePerSecond: number;
}

export interface DeliveryPipeline {
  queue: WebhookQueue;
  sender: WebhookSender;
  /** A claim not recorded within this long belongs to a dead worker. */
  staleClaimMs: number;
  routerDeps(): RouterDeps;
  /** Built per invocation: endpoint reads are batched per invocation. */
  consumerDeps(): DeliveryConsumerDeps;
  /** What a run of a recovery job needs (the delivery consumer's function runs them). */
  recoveryRunDeps(): RecoveryRunDeps;
}

/** A claim not recorded within the send timeout plus this margin belongs to a dead worker. */
const STALE_CLAIM_MARGIN_MS = 60_000;
export const staleClaimMsFor = (webhookTimeoutMs: number): number => webhookTimeoutMs + STALE_CLAIM_MARGIN_MS;

export const createDeliveryPipeline = (options: {
  db: DynamoDBDocumentClient;
  tableName: string;
  ports: PipelinePorts;
  settings: PipelineSettings;
}): DeliveryPipeline => {
  const { db, tableName, ports, settings } = options;
  const clock = ports.clock ?? systemClock;
  // One of each per pipeline: the records' group-commit recorder is shared by concurrent
  // invocations, and what the rate limiter learnt of each endpoint's next send time (and of
  // DynamoDB's latency) saves writes across invocations (rate-limit.ts).
  const records = dynamoDeliveryRecords(db, tableName);
  const rateLimiter = dynamoRateLimiter(db, tableName);
  const autoDisable = dynamoAutoDisabler(db, tableName, settings.webhookAutoDisableAfterSeconds);
  const staleClaimMs = staleClaimMsFor(settings.webhookTimeoutMs);
  // Erasure (docs/decisions.md §3.16): the router redacts, the consumer checks before each send.
  const customerRedaction = dynamoCustomerRedaction(db, tableName);
  const erasedCustomers = dynamoErasedCustomers(db, tableName);
  // Ordered endpoints (docs/decisions.md §6.26): the router notes, the consumer gates.
  const ordering = dynamoOrderingCursors(db, tableName);
  return {
    queue: ports.queue,
    sender: ports.sender,
    staleClaimMs,
    routerDeps: () => ({
      endpoints: records,
      queue: ports.routedQueue ?? ports.queue,
      customerRedaction,
      ordering,
      clock,
    }),
    consumerDeps: () => ({
      // Endpoint reads batched per invocation (dynamo-deliveries.ts batchedEndpointReads).
      records: {
        ...records,
        getEndpoint: batchedEndpointReads((endpointKeys) => batchGetEndpoints(db, tableName, endpointKeys)),
      },
      sender: ports.sender,
      queue: ports.queue,
      scheduler: ports.scheduler,
      retryDelaysSeconds: settings.webhookRetryDelaysSeconds,
      staleClaimMs,
      rateLimiter,
      autoDisable,
      erasedCustomers,
      ordering,
      ...(settings.webhookOrderWaitMaxSeconds !== undefined
        ? { orderWaitMaxSeconds: settings.webhookOrderWaitMaxSeconds }
        : {}),
      clock,
    }),
    recoveryRunDeps: () =>
      dynamoRecoveryRunDeps({
        db,
        tableName,
        queue: ports.queue,
        clock,
        pace: {
          pageSize: settings.webhookRecoveryPageSize,
          ratePerSecond: settings.webhookRecoveryRatePerSecond,
        },
      }),
  };
};

/** The deployed pipeline's transport settings, named as in the process configuration. */
export interface AwsPipelineSettings {
  webhookQueueUrl: string | undefined;
  webhookQueueArn: string | undefined;
  schedulerGroupName: string | undefined;
  webhookSchedulerRoleArn: string | undefined;
  scheduleDeadLetterArn: string | undefined;
}

export const required = (value: string | undefined, name: string): string => {
  if (!value) throw new Error(`${name} is not set (the webhook pipeline needs it outside the local runtime)`);
  return value;
};

/** Deployed: EventBridge Scheduler for retries beyond SQS's delay, created on first use. */
export const awsRetryScheduler = (settings: AwsPipelineSettings): PipelinePorts['scheduler'] => {
  const scheduler = perContainer(() =>
    eventBridgeScheduler({
      groupName: required(settings.schedulerGroupName, 'SCHEDULER_GROUP_NAME'),
      roleArn: required(settings.webhookSchedulerRoleArn, 'WEBHOOK_SCHEDULER_ROLE_ARN'),
      queueArn: required(settings.webhookQueueArn, 'WEBHOOK_QUEUE_ARN'),
      deadLetterArn: settings.scheduleDeadLetterArn,
    }),
  );
  return { scheduleAt: (name, at, body) => scheduler().scheduleAt(name, at, body) };
};
