/**
 * The webhook delivery queue as the domain sees it. Deployed: SQS (sqs-queue.ts). Locally:
 * the in-process queue (infra/local/in-process-queue.ts), which invokes the same consumer handler.
 */
export interface QueueMessage {
  /** Caller-chosen id, unique within one `send` call; failures are reported by it. */
  id: string;
  body: string;
  /** 0..900 (the SQS maximum); longer waits go through the OneTimeScheduler. */
  delaySeconds?: number;
}

export interface QueueSendResult {
  /** Ids of messages that were not accepted (the rest were). */
  failedIds: string[];
}

export interface WebhookQueue {
  send(messages: QueueMessage[]): Promise<QueueSendResult>;
}

/** Sends and throws unless every message was accepted (for callers with one message). */
export const sendAllOrThrow = async (queue: WebhookQueue, messages: QueueMessage[]): Promise<void> => {
  const { failedIds } = await queue.send(messages);
  if (failedIds.length > 0)
    throw new Error(`queue refused ${failedIds.length} of ${messages.length} message(s)`);
};
