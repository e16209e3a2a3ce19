import { DeleteCommand, GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { cancellationReasons } from '../db/transactions.ts';
import { keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import { dynamoSlidingWindows } from '../ratelimit/dynamo-sliding-window.ts';
import { isPhoneScope, OTP_RULES, type OtpScope } from './otp.ts';
import type { OtpStore } from './ports.ts';

export const OTP_ENTITY = 'Otp';
export const OTP_SENDS_ENTITY = 'OtpSends';

/** The per-address cap counts phones and emails apart (`PHONE#` kept for counters already written). */
const addressSubject = (scope: OtpScope) =>
  `${isPhoneScope(scope) ? 'PHONE' : 'EMAIL'}#${scope.storeId}#${scope.mode}#${scope.address}`;
const sourceSubject = (sourceIp: string) => `SOURCE#${sourceIp}`;

export const dynamoOtpStore = (db: DynamoDBDocumentClient, tableName: string): OtpStore => {
  const otpKey = (scope: OtpScope) => keys.otp(scope.storeId, scope.mode, scope.address);

  const windows = dynamoSlidingWindows(db, tableName);
  const sendCounter = (subject: string, cap: number) => ({
    key: keys.otpSends(subject),
    entity: OTP_SENDS_ENTITY,
    rule: { cap, windowSeconds: OTP_RULES.windowSeconds },
  });

  return {
    async issue(scope, codeHmac, sourceIp, now, limits) {
      const nowMs = now.getTime();
      const expiresAt = new Date(nowMs + OTP_RULES.ttlSeconds * 1000);
      try {
        const counted = await windows.count(
          [
            sendCounter(addressSubject(scope), limits.perPhonePerHour),
            sendCounter(sourceSubject(sourceIp), limits.perSourcePerHour),
          ],
          now,
          [
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...otpKey(scope),
                  [ENTITY_ATTRIBUTE]: OTP_ENTITY,
                  codeHmac,
                  attempts: 0,
                  sentAtMs: nowMs,
                  codeExpiresAtMs: expiresAt.getTime(),
                  // Kept a little past expiry for the resend throttle; reads check codeExpiresAtMs, never TTL.
                  [TTL_ATTRIBUTE]: Math.ceil(expiresAt.getTime() / 1000) + 60,
                },
                ConditionExpression: 'attribute_not_exists(pk) OR sentAtMs <= :resendBoundary',
                ExpressionAttributeValues: {
                  ':resendBoundary': nowMs - OTP_RULES.resendAfterSeconds * 1000,
                },
              },
            },
          ],
        );
        if (!counted.ok)
          return {
            ok: false,
            reason: counted.refusedBy === 0 ? 'phone-cap' : 'source-cap',
            retryAfterSeconds: counted.retryAfterSeconds,
          };
        return { ok: true, expiresAt };
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        // The code's own put was refused, or concurrent sends kept racing (the counters read
        // again on a race, a few times): a code was just sent.
        if (reasons[2] === 'ConditionalCheckFailed' || reasons.includes('TransactionConflict')) {
          const { Item } = await db.send(
            new GetCommand({ TableName: tableName, Key: otpKey(scope), ConsistentRead: true }),
          );
          const sentAtMs = (Item?.sentAtMs as number | undefined) ?? nowMs;
          const wait = Math.ceil((sentAtMs + OTP_RULES.resendAfterSeconds * 1000 - nowMs) / 1000);
          return { ok: false, reason: 'resend-throttled', retryAfterSeconds: Math.max(1, wait) };
        }
        throw error;
      }
    },

    async attempt(scope, now) {
      try {
        const { Attributes } = await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: otpKey(scope),
            UpdateExpression: 'ADD attempts :one',
            ConditionExpression: 'attribute_exists(pk) AND codeExpiresAtMs > :now AND attempts < :max',
            ExpressionAttributeValues: { ':one': 1, ':now': now.getTime(), ':max': OTP_RULES.maxAttempts },
            ReturnValues: 'ALL_NEW',
          }),
        );
        return { kind: 'counted', codeHmac: Attributes!.codeHmac as string };
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
        const { Item } = await db.send(
          new GetCommand({ TableName: tableName, Key: otpKey(scope), ConsistentRead: true }),
        );
        if (!Item || (Item.codeExpiresAtMs as number) <= now.getTime()) return { kind: 'missing' };
        return { kind: 'locked' };
      }
    },

    consumeItem: (scope, codeHmac) => ({
      Delete: {
        TableName: tableName,
        Key: otpKey(scope),
        ConditionExpression: 'codeHmac = :hmac',
        ExpressionAttributeValues: { ':hmac': codeHmac },
      },
    }),

    async consume(scope, codeHmac) {
      try {
        await db.send(
          new DeleteCommand({
            TableName: tableName,
            Key: otpKey(scope),
            ConditionExpression: 'codeHmac = :hmac',
            ExpressionAttributeValues: { ':hmac': codeHmac },
          }),
        );
        return true;
      } catch (error) {
        if ((error as Error).name === 'ConditionalCheckFailedException') return false;
        throw error;
      }
    },
  };
};
