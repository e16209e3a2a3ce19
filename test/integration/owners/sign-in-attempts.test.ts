import { describe, expect, it } from 'vitest';
import { dynamoSignInAttempts } from '../../../infra/local/dynamo-sign-in-attempts.ts';
import { SIGN_IN_LOCKOUT } from '../../../infra/local/sign-in-lockout.ts';
import { useTestTable } from '../../support/dynamo.ts';

const table = useTestTable();
const limits = { failuresPerAccount: 3, failuresPerSource: 5 };
// A window start (15 min aligned) plus 100 s: 800 s remain in the window.
const now = new Date(
  1_700_000_100_000 - (1_700_000_100_000 % (SIGN_IN_LOCKOUT.windowSeconds * 1000)) + 100_000,
);
const remaining = SIGN_IN_LOCKOUT.windowSeconds - 100;

describe('sign-in failure counts in DynamoDB', () => {
  it('locks an account at its cap until the window ends; a successful try gives its count back', async () => {
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
      retryAfterSeconds: remaining,
    });
    // Another email from the same address is not locked; the next window starts at zero.
    expect((await attempts.reserve({ ...subjects, account: 'bob@example.com' }, now)).ok).toBe(true);
    const later = new Date(now.getTime() + remaining * 1000);
    expect((await attempts.reserve(subjects, later)).ok).toBe(true);
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
