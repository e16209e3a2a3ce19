/**
 * One-time schedules that put a message on the webhook queue at a given time (retries
 * longer than the SQS 15-minute delay). Deployed: EventBridge Scheduler with an `at(...)`
 * expression and ActionAfterCompletion DELETE. Locally: timers.
 */
export interface OneTimeScheduler {
  /**
   * Idempotent by `name`: scheduling a name that already exists is a no-op (the first one
   * wins), so a retried consumer cannot schedule the same attempt twice.
   */
  scheduleAt(name: string, at: Date, messageBody: string): Promise<void>;
}

/** Schedule names allow [0-9a-zA-Z-_.], at most 64 characters. */
export const scheduleNameFor = (deliveryId: string, attempt: number): string =>
  `webhook-${deliveryId}-a${attempt}`.replace(/[^0-9a-zA-Z\-_.]/g, '-').slice(0, 64);
