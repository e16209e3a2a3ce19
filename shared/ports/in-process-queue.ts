import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { QueueMessage, QueueSendResult, WebhookQueue } from './queue.ts';

/**
 * The local stand-in for SQS + its Lambda event source mapping (DECISIONS 1: no SQS
 * emulator offline). It behaves like the deployed pair where the pipeline depends on it:
 * - DelaySeconds: a message is invisible until its delay has passed;
 * - batches of up to `batchSize` go to the SAME consumer handler as an SQS event, with
 *   up to `maxConcurrentBatches` invocations at once (Lambda concurrency);
 * - partial batch failures: items in `batchItemFailures` (or the whole batch when the
 *   handler throws) become visible again after `visibilityTimeoutSeconds`, with
 *   ApproximateReceiveCount counting up; after `maxReceiveCount` receives they go to the
 *   dead-letter callback, as the deployed queue's redrive policy does.
 * Messages live in memory only: stopping the process drops them (local use only).
 */
export type SqsHandler = (event: SQSEvent) => Promise<SQSBatchResponse | void>;

export interface InProcessQueueOptions {
  handler: SqsHandler;
  batchSize?: number;
  maxConcurrentBatches?: number;
  visibilityTimeoutSeconds?: number;
  maxReceiveCount?: number;
  queueArn?: string;
  onDeadLetter?: (body: string, reason: string) => void;
  onError?: (error: unknown) => void;
}

interface StoredMessage {
  messageId: string;
  body: string;
  visibleAt: number;
  receiveCount: number;
  sentAt: number;
}

export class InProcessQueue implements WebhookQueue {
  private readonly ready: StoredMessage[] = [];
  /** Sorted by visibleAt (delayed or waiting out a visibility timeout). */
  private readonly waiting: StoredMessage[] = [];
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Infinity;
  private running = 0;
  private inFlight = 0;
  private stopped = false;
  private idleWaiters: Array<() => void> = [];
  private readonly options: Required<Omit<InProcessQueueOptions, 'onDeadLetter' | 'onError'>> &
    Pick<InProcessQueueOptions, 'onDeadLetter' | 'onError'>;

  constructor(options: InProcessQueueOptions) {
    this.options = {
      batchSize: 10,
      maxConcurrentBatches: 4,
      visibilityTimeoutSeconds: 30,
      maxReceiveCount: 5,
      queueArn: 'arn:aws:sqs:local:000000000000:webhook-deliveries',
      ...options,
    };
  }

  async send(messages: QueueMessage[]): Promise<QueueSendResult> {
    if (this.stopped) return { failedIds: messages.map((m) => m.id) };
    const now = Date.now();
    for (const message of messages) {
      const delay = Math.min(Math.max(message.delaySeconds ?? 0, 0), 900) * 1000;
      this.enqueue({
        messageId: randomUUID(),
        body: message.body,
        visibleAt: now + delay,
        receiveCount: 0,
        sentAt: now,
      });
    }
    this.pump();
    return { failedIds: [] };
  }

  /** Messages not yet deleted (ready, delayed or in flight are not distinguished). */
  get depth(): number {
    return this.ready.length + this.waiting.length + this.inFlight;
  }

  /** Resolves when nothing is ready or in flight (delayed messages may remain). */
  whenIdle(): Promise<void> {
    if (this.ready.length === 0 && this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.whenIdle();
  }

  private enqueue(message: StoredMessage): void {
    if (message.visibleAt <= Date.now()) {
      this.ready.push(message);
      return;
    }
    let low = 0;
    let high = this.waiting.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.waiting[mid]!.visibleAt <= message.visibleAt) low = mid + 1;
      else high = mid;
    }
    this.waiting.splice(low, 0, message);
  }

  private pump(): void {
    if (this.stopped) return;
    const now = Date.now();
    while (this.waiting.length > 0 && this.waiting[0]!.visibleAt <= now)
      this.ready.push(this.waiting.shift()!);
    while (this.running < this.options.maxConcurrentBatches && this.ready.length > 0) {
      const batch = this.ready.splice(0, this.options.batchSize);
      this.running += 1;
      void this.deliver(batch).finally(() => {
        this.running -= 1;
        this.pump();
        if (this.ready.length === 0 && this.running === 0) {
          for (const resolve of this.idleWaiters.splice(0)) resolve();
        }
      });
    }
    this.armTimer();
  }

  private armTimer(): void {
    const next = this.waiting[0]?.visibleAt ?? Infinity;
    if (next === this.timerAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.timerAt = next;
    if (next === Infinity) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.timerAt = Infinity;
        this.pump();
      },
      Math.max(0, next - Date.now()),
    );
  }

  private async deliver(batch: StoredMessage[]): Promise<void> {
    for (const message of batch) message.receiveCount += 1;
    this.inFlight += batch.length;
    let failedIds: Set<string>;
    try {
      const response = await this.options.handler({ Records: batch.map((m) => this.toRecord(m)) });
      failedIds = new Set((response?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
    } catch (error) {
      this.options.onError?.(error);
      failedIds = new Set(batch.map((m) => m.messageId));
    }
    this.inFlight -= batch.length;
    for (const message of batch) {
      if (!failedIds.has(message.messageId)) continue;
      if (message.receiveCount >= this.options.maxReceiveCount) {
        this.options.onDeadLetter?.(message.body, `failed ${message.receiveCount} receives`);
        continue;
      }
      this.enqueue({ ...message, visibleAt: Date.now() + this.options.visibilityTimeoutSeconds * 1000 });
    }
  }

  private toRecord(message: StoredMessage): SQSRecord {
    return {
      messageId: message.messageId,
      receiptHandle: `${message.messageId}#${message.receiveCount}`,
      body: message.body,
      attributes: {
        ApproximateReceiveCount: String(message.receiveCount),
        SentTimestamp: String(message.sentAt),
        SenderId: 'local',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: this.options.queueArn,
      awsRegion: 'local',
    };
  }
}
