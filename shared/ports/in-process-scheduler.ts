import type { QueueMessage, QueueSendResult } from './queue.ts';
import type { OneTimeScheduler } from './scheduler.ts';

/** Node timers fire at most 2^31-1 ms ahead; longer waits re-arm. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The local stand-in for EventBridge Scheduler: a timer per schedule name that puts the
 * message on the (in-process) queue when due and then forgets the name (ActionAfterCompletion
 * DELETE). Same-name calls while pending are no-ops, like the deployed ConflictException.
 * Timers live in memory: schedules pending when the process stops are lost (local only).
 */
export class InProcessScheduler implements OneTimeScheduler {
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly target: { send(messages: QueueMessage[]): Promise<QueueSendResult> },
    private readonly onError: (error: unknown, name: string) => void = () => undefined,
  ) {}

  async scheduleAt(name: string, at: Date, messageBody: string): Promise<void> {
    if (this.stopped || this.pending.has(name)) return;
    this.arm(name, at.getTime(), messageBody);
  }

  get size(): number {
    return this.pending.size;
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }

  private arm(name: string, dueAt: number, body: string): void {
    const wait = Math.max(0, dueAt - Date.now());
    const timer = setTimeout(
      () => {
        if (wait > MAX_TIMER_MS) return this.arm(name, dueAt, body);
        this.pending.delete(name);
        this.target.send([{ id: name, body }]).then(
          ({ failedIds }) =>
            failedIds.length && this.onError(new Error('queue refused the scheduled message'), name),
          (error: unknown) => this.onError(error, name),
        );
      },
      Math.min(wait, MAX_TIMER_MS),
    );
    this.pending.set(name, timer);
  }
}
