import type { QueueMessage, QueueSendResult } from '../../shared/queue/ports.ts';
import type { OneTimeScheduler } from '../../shared/scheduler/ports.ts';

/** Node timers fire at most 2^31-1 ms ahead; longer waits re-arm. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A due schedule whose target refused it is tried again this much later (Scheduler retries too). */
const TARGET_RETRY_MS = 5_000;

/** One pending schedule as a journal stores it. */
export interface StoredSchedule {
  name: string;
  dueAt: number;
  body: string;
}

/**
 * Where a durable in-process scheduler keeps its pending schedules. `add` is durable before it
 * resolves and refuses a name that exists (the first one wins, as Scheduler's ConflictException).
 */
export interface ScheduleJournal {
  /** false when a schedule of that name is pending already. */
  add(schedule: StoredSchedule): Promise<boolean>;
  remove(name: string): Promise<void>;
  load(): Promise<StoredSchedule[]>;
}

/**
 * The local stand-in for EventBridge Scheduler: a timer per schedule name that hands the
 * message to its target when due and then forgets the name (ActionAfterCompletion DELETE).
 * Same-name calls while pending are no-ops, like the deployed ConflictException. Without a
 * journal, timers live in memory only; with one (`npm run dev`: the local table), a schedule is
 * written before `scheduleAt` resolves, removed once its target accepted it, and `restore()`
 * re-arms what a stopped or killed process left (overdue ones fire at once).
 */
export class InProcessScheduler implements OneTimeScheduler {
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private readonly firing = new Set<Promise<void>>();
  private stopped = false;

  private readonly target: { send(messages: QueueMessage[]): Promise<QueueSendResult> };
  private readonly onError: (error: unknown, name: string) => void;
  private readonly journal: ScheduleJournal | undefined;

  constructor(
    target: { send(messages: QueueMessage[]): Promise<QueueSendResult> },
    onError: (error: unknown, name: string) => void = () => undefined,
    journal?: ScheduleJournal,
  ) {
    this.target = target;
    this.onError = onError;
    this.journal = journal;
  }

  async scheduleAt(name: string, at: Date, messageBody: string): Promise<void> {
    if (this.stopped || this.pending.has(name)) return;
    const schedule = { name, dueAt: at.getTime(), body: messageBody };
    if (this.journal && !(await this.journal.add(schedule))) return;
    if (this.stopped || this.pending.has(name)) return;
    this.arm(schedule);
  }

  /** Re-arms the journal's pending schedules (call once, at start). */
  async restore(): Promise<number> {
    const schedules = (await this.journal?.load()) ?? [];
    for (const schedule of schedules) if (!this.pending.has(schedule.name)) this.arm(schedule);
    return schedules.length;
  }

  get size(): number {
    return this.pending.size;
  }

  /** Stops the timers (pending journal entries stay for the next start) and waits for firings. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
    await Promise.allSettled([...this.firing]);
  }

  private arm(schedule: StoredSchedule, dueAt = schedule.dueAt): void {
    const wait = Math.max(0, dueAt - Date.now());
    const timer = setTimeout(
      () => {
        if (wait > MAX_TIMER_MS) return this.arm(schedule, dueAt);
        const firing = this.fire(schedule);
        this.firing.add(firing);
        void firing.finally(() => this.firing.delete(firing));
      },
      Math.min(wait, MAX_TIMER_MS),
    );
    this.pending.set(schedule.name, timer);
  }

  private async fire(schedule: StoredSchedule): Promise<void> {
    const { name, body } = schedule;
    try {
      const { failedIds } = await this.target.send([{ id: name, body }]);
      if (failedIds.length > 0) throw new Error('the target refused the scheduled message');
    } catch (error) {
      this.onError(error, name);
      if (this.stopped) this.pending.delete(name);
      else if (this.journal) return this.arm(schedule, Date.now() + TARGET_RETRY_MS);
      else this.pending.delete(name);
      return;
    }
    this.pending.delete(name);
    await this.journal?.remove(name).catch((error: unknown) => this.onError(error, name));
  }
}
