/**
 * TransactWriteItems helpers: which item's condition failed, and retrying transactions
 * that DynamoDB cancelled only because another transaction touched the same item at the
 * same moment (concurrent creates all update the one COUNT item).
 */
interface CancellationReason {
  Code?: string;
}

interface TransactionCanceled extends Error {
  name: 'TransactionCanceledException';
  CancellationReasons?: CancellationReason[];
}

export const isTransactionCanceled = (error: unknown): error is TransactionCanceled =>
  error instanceof Error && error.name === 'TransactionCanceledException';

/**
 * One code per TransactItem, in order ('None' where that item was fine). Falls back to the
 * message, which lists the same codes in brackets, for engines that omit the structured reasons.
 */
export const cancellationCodes = (error: TransactionCanceled): string[] => {
  if (error.CancellationReasons && error.CancellationReasons.length > 0) {
    return error.CancellationReasons.map((reason) => reason.Code ?? 'None');
  }
  const listed = /\[([^\]]*)\]/.exec(error.message)?.[1];
  return listed ? listed.split(',').map((code) => code.trim()) : [];
};

const isConflictOnly = (error: unknown): boolean => {
  if (isTransactionCanceled(error)) {
    const codes = cancellationCodes(error);
    return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
  }
  return error instanceof Error && error.name === 'TransactionConflictException';
};

export interface ConflictRetryOptions {
  attempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export class TransactionContentionError extends Error {
  constructor(cause: unknown) {
    super('Transaction kept conflicting with concurrent writes', { cause });
    this.name = 'TransactionContentionError';
  }
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `write` again after a conflict cancellation, with full-jitter exponential backoff
 * so concurrent writers spread out. Any other error (including failed conditions) is
 * the caller's to interpret. After the last attempt: TransactionContentionError.
 */
export const withConflictRetry = async <T>(
  write: () => Promise<T>,
  options: ConflictRetryOptions = {},
): Promise<T> => {
  const { attempts = 12, baseDelayMs = 15, maxDelayMs = 400, sleep = defaultSleep } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isConflictOnly(error)) throw error;
      if (attempt >= attempts) throw new TransactionContentionError(error);
      await sleep(Math.random() * Math.min(maxDelayMs, baseDelayMs * 2 ** attempt));
    }
  }
};
