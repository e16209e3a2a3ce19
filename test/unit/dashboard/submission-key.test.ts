import { describe, expect, it } from 'vitest';
import { submissionKeys } from '../../../dashboard/src/api/submission-key.ts';

describe('dashboard Idempotency-Key per submission', () => {
  it('reuses the key for the same body submitted again and makes a new one for another body', () => {
    let n = 0;
    const keyFor = submissionKeys(() => `key-${++n}`);
    expect(keyFor({ amount: 5, reason: 'damaged' })).toBe('key-1');
    expect(keyFor({ amount: 5, reason: 'damaged' })).toBe('key-1');
    expect(keyFor({ amount: 6, reason: 'damaged' })).toBe('key-2');
    expect(keyFor({ amount: 5, reason: 'damaged' })).toBe('key-3');
  });

  it('draws random keys by default', () => {
    const [a, b] = [submissionKeys()({}), submissionKeys()({})];
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });
});
