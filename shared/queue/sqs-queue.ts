import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { sqsClient } from '../aws/sqs.ts';
import { sqsBatchQueue } from './sqs-batches.ts';
import type { WebhookQueue } from './ports.ts';

/**
 * WebhookQueue on SQS (sqs-batches.ts), the package imported statically: the functions that queue
 * on every event (the webhook router, the delivery consumer and sweep) keep the client in their
 * bundle. The owners' webhook function uses sqs-queue-on-first-use.ts.
 */
export const sqsWebhookQueue = (queueUrl: string, client: SQSClient = sqsClient()): WebhookQueue =>
  sqsBatchQueue(queueUrl, client, SendMessageBatchCommand);
