import type { WebhookQueue } from '../../shared/queue/ports.ts';
import { sqsWebhookQueue } from '../../shared/queue/sqs-queue.ts';
import {
  awsRetryScheduler,
  required,
  type AwsPipelineSettings,
  type PipelinePorts,
} from './delivery-pipeline.ts';
import { perContainer } from './lifetime.ts';

// Apart from delivery-pipeline.ts: this module imports the SQS package statically, and a bundle
// keeps an external package's import once its graph holds it, used or not. The owners' webhook
// function, which ships SQS beside its bundle, composes its queue from deployed-admin-webhook-pipeline.ts.

/** Deployed: the SQS webhook queue, its client created on the first send. */
export const awsWebhookQueue = (settings: Pick<AwsPipelineSettings, 'webhookQueueUrl'>): WebhookQueue => {
  const queue = perContainer(() => sqsWebhookQueue(required(settings.webhookQueueUrl, 'WEBHOOK_QUEUE_URL')));
  return { send: (messages) => queue().send(messages) };
};

/**
 * Deployed: the SQS webhook queue, and EventBridge Scheduler for retries beyond SQS's delay. Each
 * is created on first use, so a function that only queues (the router, the sweep, the admin API)
 * needs no scheduler settings.
 */
export const awsPipelinePorts = (
  settings: AwsPipelineSettings,
): Pick<PipelinePorts, 'queue' | 'scheduler'> => ({
  queue: awsWebhookQueue(settings),
  scheduler: awsRetryScheduler(settings),
});
