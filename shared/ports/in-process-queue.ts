import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { QueueMessage, QueueSendResult, WebhookQueue } from './queue.ts';

/**
 * The local stand-in for SQS + its Lambda event source mapping (docs/decisions.md §8.2: no SQS
 * emulator offline). It behaves like the deployed pair where the pipeline depends on it:
 * - DelaySeconds: a message is invisible until its delay has passed;
 * - batches of up to `batchSize` go to the SAME consumer handler as an SQS event, with
 *   up to `maxConcurrentBatches` invocations at once (Lambda concurrency);
 * - partial batch failures: items in `batchItemFailures` (or the whole batch when the
 *   handler throws) become visible again after `visibilityTimeoutSeconds`, with
 *   ApproximateReceiveCount counting up; after `maxReceiveCount` receives they go to the
 *   dead-letter callback, as the deployed queue's redrive policy does.
 * Without a journal, messages live in memory only. With one (`npm run dev` passes the local
 * table's, infra/local/dynamo-local-journal.ts), a message is written before `send` accepts it,
 * its failed receives are written back, and it is removed once handled; `restore()` reloads
 * what a stopped or killed process left, in-flight messages included (at-least-once).
 *
 * Messages that come from a durable source which can replay them (the table stream, via
 * `fedByStream()`) skip the journal: the source keeps its position until `settled()` says every
 * such message was handled or written to the journal after a failed receive. That saves a
 * journal write and removal per first attempt (docs/decisions.md §8.2).
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
  journal?: QueueJournal;
}

/** A message as the queue keeps it (and a journal stores it). */
export interface StoredMessage {
  messageId: string;
  body: string;
  visibleAt: number;
  receiveCount: number;
  sentAt: number;
}

/**
 * Where a durable in-process queue writes its messages. `add` must be durable before it resolves
 * (send acknowledges after it); `remove` may be lazy: a removal lost in a crash only redelivers
 * a handled message, which the consumer's claim absorbs (at-least-once, as with SQS).
 */
export interface QueueJournal {
  add(messages: readonly StoredMessage[]): Promise<void>;
  /** A failed receive: the message's new visibility time and receive count. */
  update(message: StoredMessage): Promise<void>;
  remove(messageIds: readonly string[]): Promise<void>;
  /** Every message not removed yet. */
  load(): Promise<StoredMessage[]>;
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
  /** Journal writes not awaited by the caller (removals, updates): stop() waits for them. */
  private readonly journalWrites = new Set<Promise<void>>();
  /** Stream-fed messages not handled or journaled yet: message id -> ordinal (increasing). */
  private readonly unsettled = new Map<string, number>();
  private readonly unsettledOrdinals = new Set<number>();
  private nextOrdinal = 0;
  private lowestUnsettled = 0;
  private settleWaiters: Array<{ upTo: number; resolve: () => void }> = [];
  /** Journal writes of stream-fed messages after a failed receive: later writes wait for them. */
  private readonly journalAdds = new Map<string, Promise<void>>();
  private readonly options: Required<Omit<InProcessQueueOptions, 'onDeadLetter' | 'onError' | 'journal'>> &
    Pick<InProcessQueueOptions, 'onDeadLetter' | 'onError' | 'journal'>;

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
    return this.accept(messages, true);
  }

  /**
   * The queue as a replayable source feeds it: messages sent here are not journaled until a
   * receive fails; the source must keep them replayable until `settled()` resolves.
   */
  fedByStream(): WebhookQueue {
    return { send: (messages) => this.accept(messages, false) };
  }

  /**
   * Resolves once every message sent through `fedByStream()` so far has been handled (or
   * dead-lettered) or written to the journal. Without a journal there is nothing to wait for.
   */
  settled(): Promise<void> {
    const upTo = this.nextOrdinal - 1;
    if (this.lowestUnsettled > upTo) return Promise.resolve();
    return new Promise((resolve) => this.settleWaiters.push({ upTo, resolve }));
  }

  private async accept(messages: QueueMessage[], journaled: boolean): Promise<QueueSendResult> {
    if (this.stopped) return { failedIds: messages.map((m) => m.id) };
    const now = Date.now();
    const stored = messages.map((message): StoredMessage => ({
      messageId: randomUUID(),
      body: message.body,
      visibleAt: now + Math.min(Math.max(message.delaySeconds ?? 0, 0), 900) * 1000,
      receiveCount: 0,
      sentAt: now,
    }));
    if (!journaled && this.options.journal) {
      for (const message of stored) {
        this.unsettled.set(message.messageId, this.nextOrdinal);
        this.unsettledOrdinals.add(this.nextOrdinal++);
      }
    } else if (this.options.journal) {
      try {
        await this.options.journal.add(stored);
      } catch (error) {
        this.options.onError?.(error);
        return { failedIds: messages.map((m) => m.id) };
      }
    }
    for (const message of stored) this.enqueue(message);
    this.pump();
    return { failedIds: [] };
  }

  /**
   * Reloads the journal's messages (call once, before sending). Messages that were in flight
   * when the previous process died are visible at once: their only consumer is gone.
   */
  async restore(): Promise<number> {
    const messages = (await this.options.journal?.load()) ?? [];
    for (const message of messages) this.enqueue(message);
    this.pump();
    return messages.length;
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
    await Promise.allSettled([...this.journalWrites]);
  }

  private settle(messageId: string): void {
    const ordinal = this.unsettled.get(messageId);
    if (ordinal === undefined) return;
    this.unsettled.delete(messageId);
    this.unsettledOrdinals.delete(ordinal);
    while (this.lowestUnsettled < this.nextOrdinal && !this.unsettledOrdinals.has(this.lowestUnsettled))
      this.lowestUnsettled += 1;
    const ready = this.settleWaiters.filter((waiter) => waiter.upTo < this.lowestUnsettled);
    if (ready.length === 0) return;
    this.settleWaiters = this.settleWaiters.filter((waiter) => waiter.upTo >= this.lowestUnsettled);
    for (const waiter of ready) waiter.resolve();
  }

  private journalWrite(write: Promise<void> | undefined): void {
    if (!write) return;
    const tracked = write.catch((error: unknown) => this.options.onError?.(error));
    this.journalWrites.add(tracked);
    void tracked.finally(() => this.journalWrites.delete(tracked));
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
    const removed: string[] = [];
    const done = (message: StoredMessage) => {
      const adding = this.journalAdds.get(message.messageId);
      if (adding) this.journalWrite(adding.then(() => this.options.journal?.remove([message.messageId])));
      else if (!this.unsettled.has(message.messageId)) removed.push(message.messageId);
      this.settle(message.messageId);
    };
    for (const message of batch) {
      if (!failedIds.has(message.messageId)) {
        done(message);
        continue;
      }
      if (message.receiveCount >= this.options.maxReceiveCount) {
        this.options.onDeadLetter?.(message.body, `failed ${message.receiveCount} receives`);
        done(message);
        continue;
      }
      const returned = { ...message, visibleAt: Date.now() + this.options.visibilityTimeoutSeconds * 1000 };
      this.journalWrite(this.returnToJournal(returned));
      this.enqueue(returned);
    }
    if (removed.length > 0) this.journalWrite(this.options.journal?.remove(removed));
  }

  /** A failed receive: written back, or written for the first time if it came from the stream. */
  private returnToJournal(message: StoredMessage): Promise<void> | undefined {
    const { journal } = this.options;
    const adding = this.journalAdds.get(message.messageId);
    if (adding) return adding.then(() => journal?.update(message));
    if (!journal || !this.unsettled.has(message.messageId)) return journal?.update(message);
    // Settled only once written (or handled): until then the stream still replays it if we die.
    const add = journal.add([message]).then(() => this.settle(message.messageId));
    this.journalAdds.set(message.messageId, add);
    void add.then(
      () => this.journalAdds.delete(message.messageId),
      () => this.journalAdds.delete(message.messageId),
    );
    return add;
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
