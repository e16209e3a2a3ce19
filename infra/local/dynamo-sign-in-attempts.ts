import { TransactWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../shared/db/keys.ts';
import { cancellationReasons, contentionBackoff } from '../../shared/db/transactions.ts';
import { countUnderCap, uncount } from '../../shared/ratelimit/dynamo-capped-counter.ts';
import { fixedWindow } from '../../shared/ratelimit/fixed-window.ts';
import { SIGN_IN_LOCKOUT, type SignInAttempts } from './sign-in-lockout.ts';

export const SIGN_IN_FAILURES_ENTITY = 'SignInFailures';
const ATTRIBUTE = 'failures';
const ROUNDS = 10;

/**
 * Sign-in failure counts in the local table, the way the OTP send caps count: both subjects'
 * conditional ADDs in one transaction, so a refused try counts nowhere.
 */
export const dynamoSignInAttempts = (
  db: DynamoDBDocumentClient,
  tableName: string,
  limits: { failuresPerAccount: number; failuresPerSource: number } = SIGN_IN_LOCKOUT,
): SignInAttempts => ({
  async reserve({ account, source }, now) {
    const window = fixedWindow(now, SIGN_IN_LOCKOUT.windowSeconds);
    const counters = [
      { key: keys.signInFailures(`ACCOUNT#${account}`, window.start), cap: limits.failuresPerAccount },
      { key: keys.signInFailures(`SOURCE#${source}`, window.start), cap: limits.failuresPerSource },
    ];
    for (let round = 0; ; round++) {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: counters.map(({ key, cap }) =>
              countUnderCap({
                tableName,
                key,
                entity: SIGN_IN_FAILURES_ENTITY,
                attribute: ATTRIBUTE,
                cap,
                expiresAt: window.resetsAt + 3600,
              }),
            ),
          }),
        );
        break;
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        const retryAfterSeconds = Math.max(1, window.resetsAt - Math.floor(now.getTime() / 1000));
        if (reasons[0] === 'ConditionalCheckFailed')
          return { ok: false, lockedBy: 'account', retryAfterSeconds };
        if (reasons[1] === 'ConditionalCheckFailed')
          return { ok: false, lockedBy: 'source', retryAfterSeconds };
        // Concurrent tries on the same counter: try again.
        if (!reasons.includes('TransactionConflict') || round + 1 >= ROUNDS) throw error;
        await contentionBackoff(round);
      }
    }
    return {
      ok: true,
      async release() {
        // Plain atomic ADDs (no transaction): they cannot conflict with concurrent tries.
        await Promise.all(
          counters.map(({ key }) =>
            db.send(new UpdateCommand(uncount({ tableName, key, attribute: ATTRIBUTE }).Update!)),
          ),
        );
      },
    };
  },
});
