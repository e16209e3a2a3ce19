import { join } from 'node:path';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { createAdminWebhooksHandler } from '../../functions/admin-webhooks/handler.ts';
import { adminWebhookServices } from '../../functions/admin-webhooks/wiring.ts';
import { createDeliveryHandler } from '../../functions/webhook-delivery/handler.ts';
import { createRouterHandler } from '../../functions/webhook-router/handler.ts';
import { createWebhookSweepHandler } from '../../functions/webhook-sweep/handler.ts';
import { config } from '../../shared/config.ts';
import { logger } from '../../shared/logger.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import { InProcessQueue, type QueueJournal } from './in-process-queue.ts';
import { InProcessScheduler, type ScheduleJournal } from './in-process-scheduler.ts';
import { matchesOutboxInsert } from '../../shared/events/stream-filter.ts';
import { createDeliveryPipeline, type DeliveryPipeline } from '../../functions/compose/delivery-pipeline.ts';
import type { WebhookSender } from '../../shared/webhooks/delivery/sender.ts';
import { configuredWebhookSender } from '../../functions/compose/webhook-sender.ts';
import { dataDir } from './environment.ts';
import { localLambdaContext } from '../../shared/util/lambda-context.ts';
import type { BackgroundService, HttpLambda } from './background-service.ts';
import { dynamoQueueJournal, dynamoScheduleJournal } from './dynamo-local-journal.ts';
import { periodicJobService } from './periodic-job.ts';
import { startStreamPoller, type StreamPoller } from './stream-poller.ts';

/**
 * The webhook pipeline in one process, wired like the deployed one: table stream ->
 * (filter: outbox inserts) -> router handler -> queue -> delivery handler, with retries
 * through queue delays and the in-process scheduler. The two handlers are the Lambda
 * handlers' own code on a pipeline built here with the in-process ports (the deployed one:
 * functions/compose/deployed-pipeline.ts). First attempts are not
 * journaled: the stream checkpoint waits until they are handled (or journaled after a failed
 * receive), so a crash replays them from the stream instead.
 */
export interface LocalWebhookPipeline {
  queue: InProcessQueue;
  scheduler: InProcessScheduler;
  poller: StreamPoller;
  /** The pipeline the handlers run on (the overdue sweep and the admin API queue on it too). */
  pipeline: DeliveryPipeline;
  stop(): Promise<void>;
}

export interface LocalWebhookPipelineOptions {
  streamArn: string;
  dynamoEndpoint: string;
  /** Stream positions across restarts (see stream-poller.ts); omit for "always start at LATEST". */
  checkpointFile?: string;
  /** Concurrent consumer invocations (Lambda concurrency stand-in). */
  maxConcurrentBatches?: number;
  visibilityTimeoutSeconds?: number;
  /** Tests and the bench inject a sender that trusts their CA; default: the process's sender. */
  sender?: WebhookSender;
  /** Keeps queued messages and retry schedules across restarts; omit for memory only. */
  journals?: { queue: QueueJournal; scheduler: ScheduleJournal };
}

/** Messages per consumer invocation and invocations at once: the local Lambda stand-in's shape. */
export const LOCAL_DELIVERY_BATCH_SIZE = 10;
export const LOCAL_DELIVERY_CONCURRENCY = 8;

export const startLocalWebhookPipeline = async (
  options: LocalWebhookPipelineOptions,
): Promise<LocalWebhookPipeline> => {
  const queue = new InProcessQueue({
    handler: (event) => deliveryHandler(event, localLambdaContext('webhook-delivery')),
    batchSize: LOCAL_DELIVERY_BATCH_SIZE,
    maxConcurrentBatches: options.maxConcurrentBatches ?? LOCAL_DELIVERY_CONCURRENCY,
    visibilityTimeoutSeconds: options.visibilityTimeoutSeconds ?? 30,
    maxReceiveCount: 5,
    onDeadLetter: (body, reason) => logger.error('Webhook delivery message dead-lettered', { reason, body }),
    onError: (error) => logger.error('Webhook delivery handler failed', { error }),
    journal: options.journals?.queue,
  });
  const scheduler = new InProcessScheduler(
    queue,
    (error, name) => logger.error('Scheduled webhook retry could not be queued', { name, error }),
    options.journals?.scheduler,
  );
  const settings = config();
  const ownSender = options.sender ? undefined : configuredWebhookSender(settings);
  const pipeline = createDeliveryPipeline({
    db: documentClient(),
    tableName: settings.tableName,
    // First attempts skip the queue's journal: the stream keeps them until they settle.
    ports: { queue, routedQueue: queue.fedByStream(), scheduler, sender: options.sender ?? ownSender! },
    settings,
  });
  const deliveryHandler = createDeliveryHandler(() => pipeline);
  const client = new DynamoDBStreamsClient({
    endpoint: options.dynamoEndpoint,
    region: config().region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  let poller: StreamPoller;
  try {
    // What a previous run left queued or scheduled goes first (a crash loses nothing).
    const restored = { messages: await queue.restore(), schedules: await scheduler.restore() };
    if (restored.messages + restored.schedules > 0) logger.info('Webhook pipeline restored', restored);
    poller = await startStreamPoller({
      streamArn: options.streamArn,
      client,
      handler: createRouterHandler(() => pipeline),
      filter: matchesOutboxInsert,
      checkpointFile: options.checkpointFile,
      settled: () => queue.settled(),
      onError: (message, error) => logger.error(message, { error }),
    });
  } catch (error) {
    await scheduler.stop();
    await queue.stop();
    await ownSender?.close();
    throw error;
  }
  return {
    queue,
    scheduler,
    poller,
    pipeline,
    stop: async () => {
      await poller.stop();
      await scheduler.stop();
      await queue.stop();
      await ownSender?.close();
      client.destroy();
    },
  };
};

/**
 * `npm run dev`'s entry in BACKGROUND_SERVICES: the pipeline, the overdue-delivery sweep on its
 * queue every WEBHOOK_SWEEP_SECONDS (60, and once at start), and the admin webhook routes on it.
 */
export const webhookPipelineService: BackgroundService = {
  name: 'webhook-pipeline',
  start: async ({ streamArn }) => {
    const local = await startLocalWebhookPipeline({
      streamArn,
      dynamoEndpoint: process.env.DYNAMODB_ENDPOINT!,
      checkpointFile: join(dataDir(), 'webhook-stream-checkpoint.json'),
      journals: {
        queue: dynamoQueueJournal(documentClient(), config().tableName, 'webhook-deliveries'),
        scheduler: dynamoScheduleJournal(documentClient(), config().tableName, 'webhook-retries'),
      },
    });
    const pipeline = () => local.pipeline;
    const sweep = await periodicJobService(
      'webhook-sweep',
      createWebhookSweepHandler(pipeline),
      () => config().webhookSweepSeconds,
    ).start({ streamArn });
    return {
      handlers: {
        adminWebhooks: createAdminWebhooksHandler(() =>
          adminWebhookServices(config(), pipeline),
        ) as HttpLambda,
      },
      stop: async () => {
        await sweep.stop();
        await local.stop();
      },
    };
  },
};
