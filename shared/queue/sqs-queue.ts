import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';
import { sqsClient } from '../aws/sqs.ts';
import type { QueueMessage, QueueSendResult, WebhookQueue } from './ports.ts';

/** SendMessageBatch takes at most 10 entries. */
export const SQS_BATCH_LIMIT = 10;

/**
 * WebhookQueue on SQS: chunks of 10 per SendMessageBatch, chunks sent concurrently. Entries
 * SQS rejects (or whole chunks whose call failed) come back in `failedIds` so the caller
 * can report exactly those as failed.
 */
export const sqsWebhookQueue = (queueUrl: string, client: SQSClient = sqsClient()): WebhookQueue => ({
  async send(messages: QueueMessage[]): Promise<QueueSendResult> {
    const chunks: QueueMessage[][] = [];
    for (let i = 0; i < messages.length; i += SQS_BATCH_LIMIT)
      chunks.push(messages.slice(i, i + SQS_BATCH_LIMIT));
    const failed = await Promise.all(
      chunks.map(async (chunk) => {
        try {
          const result = await client.send(
            new SendMessageBatchCommand({
              QueueUrl: queueUrl,
              // Entry ids must be unique within the call and [A-Za-z0-9_-]: use positions.
              Entries: chunk.map((message, index) => ({
                Id: String(index),
                MessageBody: message.body,
                ...(message.delaySeconds ? { DelaySeconds: message.delaySeconds } : {}),
              })),
            }),
          );
          return (result.Failed ?? []).map((entry) => chunk[Number(entry.Id)]!.id);
        } catch {
          return chunk.map((message) => message.id);
        }
      }),
    );
    return { failedIds: failed.flat() };
  },
});
