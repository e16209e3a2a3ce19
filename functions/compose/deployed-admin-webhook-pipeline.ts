import type { AppConfig } from '../../shared/config.ts';
import { documentClient } from '../../shared/db/dynamo-client.ts';
import type { WebhookQueue } from '../../shared/queue/ports.ts';
import { sqsWebhookQueueOnFirstUse } from '../../shared/queue/sqs-queue-on-first-use.ts';
import {
  awsRetryScheduler,
  createDeliveryPipeline,
  required,
  type AwsPipelineSettings,
  type DeliveryPipeline,
} from './delivery-pipeline.ts';
import { configuredWebhookSender } from './webhook-sender.ts';
import { perContainer } from './lifetime.ts';

/**
 * The SQS webhook queue with its package loaded on the first send. Only this module imports
 * sqs-queue-on-first-use.ts: where the package is bundled, esbuild inlines the whole of it behind
 * an `import()` (every command of the client); measured with this queue in delivery-pipeline.ts,
 * unused by the router, the router's bundle grew by 15 KiB.
 */
const awsWebhookQueueOnFirstUse = (settings: Pick<AwsPipelineSettings, 'webhookQueueUrl'>): WebhookQueue => {
  const queue = perContainer(() =>
    sqsWebhookQueueOnFirstUse(required(settings.webhookQueueUrl, 'WEBHOOK_QUEUE_URL')),
  );
  return { send: (messages) => queue().send(messages) };
};

/**
 * The deployed pipeline (deployed-pipeline.ts) for the owners' webhook function: the same sender
 * and scheduler, and the SQS queue with its package loaded on the first send. That function
 * queues only for a manual retry or recovery, so its bundle ships the SQS client beside it
 * (`FUNCTION_LAZY_PACKAGES` in infra/cdk/bundling.ts) instead of reading it at every cold start.
 */
export const deployedAdminWebhookPipeline = perContainer(
  (settings: AppConfig): Pick<DeliveryPipeline, 'queue' | 'sender' | 'staleClaimMs'> =>
    createDeliveryPipeline({
      db: documentClient(),
      tableName: settings.tableName,
      ports: {
        queue: awsWebhookQueueOnFirstUse(settings),
        scheduler: awsRetryScheduler(settings),
        sender: configuredWebhookSender(settings),
      },
      settings,
    }),
);
