import { awsClientOptions } from '../aws/client-options.ts';
import { tracer } from '../observability.ts';
import { sqsBatchQueue } from './sqs-batches.ts';
import type { WebhookQueue } from './ports.ts';

/**
 * WebhookQueue on SQS with the package loaded on the first send, its client created then (bounded
 * timeouts and retries, traced) and kept for the process. For a function that queues only on some
 * requests (the owners' webhook function: a manual retry or recovery), whose deployed bundle ships
 * the package beside it (`FUNCTION_LAZY_PACKAGES` in infra/cdk/bundling.ts). It must not import
 * sqs-queue.ts: a static import of the package would load it at the cold start.
 */
export const sqsWebhookQueueOnFirstUse = (queueUrl: string): WebhookQueue => {
  let queue: Promise<WebhookQueue> | undefined;
  const load = () =>
    import('@aws-sdk/client-sqs').then(({ SQSClient, SendMessageBatchCommand }) =>
      sqsBatchQueue(
        queueUrl,
        tracer.captureAWSv3Client(new SQSClient(awsClientOptions())),
        SendMessageBatchCommand,
      ),
    );
  return { send: async (messages) => (await (queue ??= load())).send(messages) };
};
