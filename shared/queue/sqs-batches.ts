import type { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { QueueMessage, QueueSendResult, WebhookQueue } from './ports.ts';

/** SendMessageBatch takes at most 10 entries. */
export const SQS_BATCH_LIMIT = 10;

/**
 * WebhookQueue on SQS: chunks of 10 per SendMessageBatch, chunks sent concurrently. Entries
 * SQS rejects (or whole chunks whose call failed) come back in `failedIds` so the caller
 * can report exactly those as failed. The client and the command class are given: imported
 * statically (sqs-queue.ts) or with the first send (sqs-queue-on-first-use.ts); this module has
 * no value of the package, so neither way reaches it through here.
 */
export const sqsBatchQueue = (
  queueUrl: string,
  client: Pick<SQSClient, 'send'>,
  BatchCommand: typeof SendMessageBatchCommand,
): WebhookQueue => ({
  async send(messages: QueueMessage[]): Promise<QueueSendResult> {
    const chunks: QueueMessage[][] = [];
    for (let i = 0; i < messages.length; i += SQS_BATCH_LIMIT)
      chunks.push(messages.slice(i, i + SQS_BATCH_LIMIT));
    const failed = await Promise.all(
      chunks.map(async (chunk) => {
        try {
          const result = await client.send(
            new BatchCommand({
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
