import { config } from '../../config.ts';
import { documentClient } from '../../db/dynamo-client.ts';
import { eventBridgeScheduler } from '../../scheduler/eventbridge-scheduler.ts';
import type { WebhookQueue } from '../../queue/ports.ts';
import type { OneTimeScheduler } from '../../scheduler/ports.ts';
import { sqsWebhookQueue } from '../../queue/sqs-queue.ts';
import { systemClock, type Clock } from '../../util/time.ts';
import type { DeliveryConsumerDeps } from './consumer.ts';
import { batchedEndpointReads, batchGetEndpoints, dynamoDeliveryRecords } from './dynamo-deliveries.ts';
import type { DeliveryRecords } from './ports.ts';
import { dynamoAutoDisabler } from './dynamo-auto-disable.ts';
import { dynamoRateLimiter } from './dynamo-rate-limiter.ts';
import type { DeliveryRateLimiter } from './rate-limit.ts';
import type { RouterDeps } from './router.ts';
import { defaultWebhookSender, type WebhookSender } from './sender.ts';

/**
 * Which adapters the two handlers use. Deployed: SQS and EventBridge Scheduler from the
 * function's environment (WEBHOOK_QUEUE_URL, WEBHOOK_QUEUE_ARN, SCHEDULER_GROUP_NAME,
 * WEBHOOK_SCHEDULER_ROLE_ARN). The local runtime and tests call `setPipelinePorts` with the
 * in-process adapters first; the handlers themselves are the same code either way.
 */
export interface PipelinePorts {
  queue: WebhookQueue;
  /** Where the router puts first attempts; defaults to `queue` (the local runtime's skips its journal). */
  routedQueue: WebhookQueue;
  scheduler: OneTimeScheduler;
  sender: WebhookSender;
  clock: Clock;
}

let overrides: Partial<PipelinePorts> = {};
let awsQueue: WebhookQueue | undefined;
let awsScheduler: OneTimeScheduler | undefined;

export const setPipelinePorts = (ports: Partial<PipelinePorts>): void => {
  overrides = { ...ports };
};

const required = (value: string | undefined, name: string): string => {
  if (!value) throw new Error(`${name} is not set (the webhook pipeline needs it outside the local runtime)`);
  return value;
};

const queue = (): WebhookQueue =>
  overrides.queue ?? (awsQueue ??= sqsWebhookQueue(required(config().webhookQueueUrl, 'WEBHOOK_QUEUE_URL')));

const scheduler = (): OneTimeScheduler =>
  overrides.scheduler ??
  (awsScheduler ??= eventBridgeScheduler({
    groupName: required(config().schedulerGroupName, 'SCHEDULER_GROUP_NAME'),
    roleArn: required(config().webhookSchedulerRoleArn, 'WEBHOOK_SCHEDULER_ROLE_ARN'),
    queueArn: required(config().webhookQueueArn, 'WEBHOOK_QUEUE_ARN'),
  }));

/** One adapter per (client, table) per process, so its group-commit recorder is shared. */
let cachedRecords: { db: unknown; tableName: string; records: DeliveryRecords } | undefined;
const records = (): DeliveryRecords => {
  const db = documentClient();
  const { tableName } = config();
  if (cachedRecords?.db !== db || cachedRecords.tableName !== tableName) {
    cachedRecords = { db, tableName, records: dynamoDeliveryRecords(db, tableName) };
  }
  return cachedRecords.records;
};

/**
 * One rate limiter per (client, table) per process: what it learnt of each endpoint's next send
 * time (and of DynamoDB's latency) saves writes across invocations (rate-limit.ts).
 */
let cachedRateLimiter: { db: unknown; tableName: string; limiter: DeliveryRateLimiter } | undefined;
const rateLimiter = (): DeliveryRateLimiter => {
  const db = documentClient();
  const { tableName } = config();
  if (cachedRateLimiter?.db !== db || cachedRateLimiter.tableName !== tableName) {
    cachedRateLimiter = { db, tableName, limiter: dynamoRateLimiter(db, tableName) };
  }
  return cachedRateLimiter.limiter;
};

/** Endpoint reads batched per invocation (dynamo-deliveries.ts batchedEndpointReads). */
const withEndpointReadsPerBatch = (inner: DeliveryRecords): DeliveryRecords => ({
  ...inner,
  getEndpoint: batchedEndpointReads((endpointKeys) =>
    batchGetEndpoints(documentClient(), config().tableName, endpointKeys),
  ),
});

/** The webhook queue of this process (the admin API queues recovery jobs on it). */
export const webhookQueue = (): WebhookQueue => queue();

export const routerDeps = (): RouterDeps => ({
  endpoints: records(),
  queue: overrides.routedQueue ?? queue(),
});

/** A claim not recorded within the send timeout plus this margin belongs to a dead worker. */
const STALE_CLAIM_MARGIN_MS = 60_000;
export const staleClaimMs = (): number => config().webhookTimeoutMs + STALE_CLAIM_MARGIN_MS;

/** Built per invocation (see withEndpointReadsPerBatch). */
export const consumerDeps = (): DeliveryConsumerDeps => ({
  records: withEndpointReadsPerBatch(records()),
  sender: overrides.sender ?? defaultWebhookSender(),
  queue: queue(),
  scheduler: scheduler(),
  retryDelaysSeconds: config().webhookRetryDelaysSeconds,
  staleClaimMs: staleClaimMs(),
  rateLimiter: rateLimiter(),
  autoDisable: dynamoAutoDisabler(
    documentClient(),
    config().tableName,
    config().webhookAutoDisableAfterSeconds,
  ),
  clock: overrides.clock ?? systemClock,
});
