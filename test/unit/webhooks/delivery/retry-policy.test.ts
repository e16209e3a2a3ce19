import { describe, expect, it } from 'vitest';
import { maxAttempts, nextAttemptAfterFailure } from '../../../../shared/webhooks/delivery/retry-policy.ts';

const DEFAULT = [60, 300, 900, 3600, 86400];

describe('retry schedule', () => {
  it('makes 6 attempts with the default delays (first send + 5 retries)', () => {
    expect(maxAttempts(DEFAULT)).toBe(6);
  });

  it('waits 1 m, 5 m, 15 m on the queue, then 1 h and 24 h through the scheduler', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => nextAttemptAfterFailure(attempt, DEFAULT))).toEqual([
      { kind: 'queue-delay', attempt: 2, delaySeconds: 60 },
      { kind: 'queue-delay', attempt: 3, delaySeconds: 300 },
      { kind: 'queue-delay', attempt: 4, delaySeconds: 900 },
      { kind: 'schedule', attempt: 5, delaySeconds: 3600 },
      { kind: 'schedule', attempt: 6, delaySeconds: 86400 },
    ]);
  });

  it('stops after the last attempt', () => {
    expect(nextAttemptAfterFailure(6, DEFAULT)).toEqual({ kind: 'none' });
    expect(nextAttemptAfterFailure(7, DEFAULT)).toEqual({ kind: 'none' });
  });

  it('follows a custom WEBHOOK_RETRY_DELAYS_SECONDS list (boundary: 900 s is still an SQS delay)', () => {
    const delays = [1, 901];
    expect(maxAttempts(delays)).toBe(3);
    expect(nextAttemptAfterFailure(1, delays)).toEqual({ kind: 'queue-delay', attempt: 2, delaySeconds: 1 });
    expect(nextAttemptAfterFailure(2, delays)).toEqual({ kind: 'schedule', attempt: 3, delaySeconds: 901 });
    expect(nextAttemptAfterFailure(3, delays)).toEqual({ kind: 'none' });
  });

  it('with no delays makes a single attempt', () => {
    expect(nextAttemptAfterFailure(1, [])).toEqual({ kind: 'none' });
  });
});
