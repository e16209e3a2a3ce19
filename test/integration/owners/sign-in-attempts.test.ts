import { describe, expect, it } from 'vitest';
import { dynamoSignInAttempts } from '../../../infra/local/dynamo-sign-in-attempts.ts';
import { SIGN_IN_LOCKOUT } from '../../../infra/local/sign-in-lockout.ts';
import { useTestTable } from '../../support/dynamo.ts';

const table = useTestTable();
const limits = { failuresPerAccount: 3, failuresPerSource: 5 };
const windowMs = SIGN_IN_LOCKOUT.windowSeconds * 1000;
// 100 s after a 15-minute-aligned time (where a fixed window would have started).
const aligned = 1_700_000_100_000 - (1_700_000_100_000 % windowMs);
const now = new Date(aligned + 100_000);

describe('sign-in failure counts in DynamoDB', () => {
  it('locks an account at its cap for a whole window; a successful try gives its count back', async () => {
    const attempts = dynamoSignInAttempts(table.db, table.tableName, limits);
    const subjects = { account: 'alice@example.com', source: '10.0.0.1' };
    const success = await attempts.reserve(subjects, now);
    if (!success.ok) throw new Error('refused');
    await success.release();
    for (let i = 0; i < limits.failuresPerAccount; i += 1)
      expect((await attempts.reserve(subjects, now)).ok).toBe(true);
    expect(await attempts.reserve(subjects, now)).toEqual({
      ok: false,
      lockedBy: 'account',
      retryAfterSeconds: SIGN_IN_LOCKOUT.windowSeconds,
    });
    // Another email from the same address is not locked; a window later the tries have left it.
    expect((await attempts.reserve({ ...subjects, account: 'bob@example.com' }, now)).ok).toBe(true);
    const later = new Date(now.getTime() + windowMs);
    expect((await attempts.reserve(subjects, later)).ok).toBe(true);
  });

  it('a window boundary lets no more through: the cap holds in any 15 minutes, and the wait is true', async () => {
    const attempts = dynamoSignInAttempts(table.db, table.tableName, limits);
    const subjects = { account: 'erin@example.com', source: '10.0.0.9' };
    const at = (ms: number) => new Date(aligned + ms);
    // The cap's tries in the last two seconds before the aligned time, spread one per second.
    for (let i = 0; i < limits.failuresPerAccount; i += 1)
      expect((await attempts.reserve(subjects, at(-3000 + i * 1000))).ok).toBe(true);
    // Just past it: a fixed window would start again at zero here.
    expect(await attempts.reserve(subjects, at(1000))).toEqual({
      ok: false,
      lockedBy: 'account',
      retryAfterSeconds: SIGN_IN_LOCKOUT.windowSeconds - 4,
    });
    // The first try leaves the window 15 minutes after it was made: one place, no more.
    expect((await attempts.reserve(subjects, at(-3000 + windowMs - 1))).ok).toBe(false);
    expect((await attempts.reserve(subjects, at(-3000 + windowMs))).ok).toBe(true);
    expect(await attempts.reserve(subjects, at(-3000 + windowMs))).toEqual({
      ok: false,
      lockedBy: 'account',
      retryAfterSeconds: 1,
    });
  });

  it('locks a source address at its cap, whatever the email; a refused try counts nowhere', async () => {
    const attempts = dynamoSignInAttempts(table.db, table.tableName, limits);
    for (let i = 0; i < limits.failuresPerSource; i += 1)
      expect(
        (await attempts.reserve({ account: `guess-${i}@example.com`, source: '10.0.0.2' }, now)).ok,
      ).toBe(true);
    const refused = await attempts.reserve({ account: 'carol@example.com', source: '10.0.0.2' }, now);
    expect(refused).toMatchObject({ ok: false, lockedBy: 'source' });
    // carol's try was refused by the address cap, so it did not count against carol.
    for (let i = 0; i < limits.failuresPerAccount; i += 1)
      expect((await attempts.reserve({ account: 'carol@example.com', source: '10.0.0.3' }, now)).ok).toBe(
        true,
      );
  });

  it('concurrent tries on one account: exactly the cap gets through', async () => {
    const attempts = dynamoSignInAttempts(table.db, table.tableName, limits);
    const results = await Promise.all(
      Array.from({ length: limits.failuresPerAccount + 2 }, (_, i) =>
        attempts.reserve({ account: 'dave@example.com', source: `10.0.1.${i}` }, now),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(limits.failuresPerAccount);
  });
});
