/**
 * TransactWriteItems helpers shared by every repository: which item of a cancelled
 * transaction failed, whether the cancellation was only a race with concurrent writers, and
 * the jittered backoff before trying again.
 *
 * Errors are matched by name, never with instanceof: a bundle may carry its own copy of the
 * SDK's error classes, and services can use these helpers without importing `@aws-sdk/*`.
 */

/**
 * What a port's conditional write answers instead of throwing: done, or why not (`conflict`:
 * a race was lost, so read again and decide again).
 */
export type Outcome<Reason extends string> = { ok: true } | { ok: false; reason: Reason };

interface TransactionCanceled extends Error {
  name: 'TransactionCanceledException';
  CancellationReasons?: Array<{ Code?: string; Item?: Record<string, unknown> }>;
}

export const isTransactionCanceled = (error: unknown): error is TransactionCanceled =>
  error instanceof Error && error.name === 'TransactionCanceledException';

/** A single-item conditional write (Put/Update/Delete) whose condition did not hold. */
export const isConditionalCheckFailed = (
  error: unknown,
): error is Error & { name: 'ConditionalCheckFailedException'; Item?: Record<string, unknown> } =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

/**
 * One code per TransactItem, in order (`ConditionalCheckFailed`, `TransactionConflict`, 'None'
 * where that item was fine...), or undefined when the error is not a cancellation. Falls back
 * to the message, which lists the same codes in brackets, for engines that omit the
 * structured reasons.
 */
export const cancellationReasons = (error: unknown): string[] | undefined => {
  if (!isTransactionCanceled(error)) return undefined;
  if (error.CancellationReasons && error.CancellationReasons.length > 0) {
    return error.CancellationReasons.map((reason) => reason.Code ?? 'None');
  }
  const listed = /\[([^\]]*)\]/.exec(error.message)?.[1];
  return listed ? listed.split(',').map((code) => code.trim()) : [];
};

/** A cancellation caused only by concurrent writers (lost a race): worth re-reading and retrying. */
export const isContention = (reasons: string[] | undefined, index: number): boolean =>
  reasons !== undefined &&
  (reasons[index] === 'ConditionalCheckFailed' || reasons.includes('TransactionConflict'));

/** Cancelled by a conflict with another transaction and by nothing else (no failed condition). */
export const isConflictOnly = (error: unknown): boolean => {
  const reasons = cancellationReasons(error);
  if (reasons) return reasons.includes('TransactionConflict') && !reasons.includes('ConditionalCheckFailed');
  return error instanceof Error && error.name === 'TransactionConflictException';
};

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export interface BackoffOptions {
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Full-jitter exponential backoff: a random wait below min(max, base * 2^attempt), so
 * concurrent writers that lost the same race spread out instead of colliding again.
 */
export const backoffDelay = (attempt: number, { baseDelayMs = 5, maxDelayMs = 200 }: BackoffOptions = {}) =>
  Math.random() * Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);

/** The wait before retrying an optimistic-concurrency write (short: the winner is already done). */
export const contentionBackoff = (attempt: number, options?: BackoffOptions): Promise<void> =>
  sleep(backoffDelay(attempt, options));

export interface ConflictRetryOptions extends BackoffOptions {
  attempts?: number;
  sleep?: (ms: number) => Promise<void>;
}

export class TransactionContentionError extends Error {
  constructor(cause: unknown) {
    super('Transaction kept conflicting with concurrent writes', { cause });
    this.name = 'TransactionContentionError';
  }
}

/**
 * Runs `write` again after a conflict-only cancellation, with backoff. Any other error
 * (including failed conditions) is the caller's to interpret. After the last attempt:
 * TransactionContentionError.
 */
export const withConflictRetry = async <T>(
  write: () => Promise<T>,
  options: ConflictRetryOptions = {},
): Promise<T> => {
  const { attempts = 12, baseDelayMs = 15, maxDelayMs = 400, sleep: wait = sleep } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isConflictOnly(error)) throw error;
      if (attempt >= attempts) throw new TransactionContentionError(error);
      await wait(backoffDelay(attempt, { baseDelayMs, maxDelayMs }));
    }
  }
};
