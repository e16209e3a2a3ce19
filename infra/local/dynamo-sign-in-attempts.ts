import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../shared/db/keys.ts';
import { dynamoSlidingWindows } from '../../shared/ratelimit/dynamo-sliding-window.ts';
import { SIGN_IN_LOCKOUT, type SignInAttempts } from './sign-in-lockout.ts';

export const SIGN_IN_FAILURES_ENTITY = 'SignInFailures';

/**
 * Sign-in tries in the local table, counted the way the OTP send caps count: one sliding window
 * per subject, both written in one transaction, so a refused try counts nowhere.
 */
export const dynamoSignInAttempts = (
  db: DynamoDBDocumentClient,
  tableName: string,
  limits: { failuresPerAccount: number; failuresPerSource: number } = SIGN_IN_LOCKOUT,
): SignInAttempts => {
  const windows = dynamoSlidingWindows(db, tableName);
  const counter = (subject: string, cap: number) => ({
    key: keys.signInFailures(subject),
    entity: SIGN_IN_FAILURES_ENTITY,
    rule: { cap, windowSeconds: SIGN_IN_LOCKOUT.windowSeconds },
  });
  return {
    async reserve({ account, source }, now) {
      const counted = await windows.count(
        [
          counter(`ACCOUNT#${account}`, limits.failuresPerAccount),
          counter(`SOURCE#${source}`, limits.failuresPerSource),
        ],
        now,
      );
      if (counted.ok) return { ok: true, release: counted.release };
      return {
        ok: false,
        lockedBy: counted.refusedBy === 0 ? 'account' : 'source',
        retryAfterSeconds: counted.retryAfterSeconds,
      };
    },
  };
};
