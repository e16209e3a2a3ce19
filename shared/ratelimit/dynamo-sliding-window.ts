import { randomUUID } from 'node:crypto';
import {
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ApiError } from '../errors.ts';
import { cancellationReasons, contentionBackoff, isConditionalCheckFailed } from '../db/transactions.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import { decideInWindow, type SlidingWindowRule, type TryLog } from './sliding-window.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One subject's sliding window (sliding-window.ts): one item holding its try log. */
export interface WindowCounter {
  key: { pk: string; sk: string };
  entity: string;
  rule: SlidingWindowRule;
}

export type WindowReservation =
  | { ok: true; /** Takes this try back (it turned out not to count). */ release(): Promise<void> }
  /** `refusedBy`: the index of the first counter at its cap. */
  | { ok: false; refusedBy: number; retryAfterSeconds: number };

const TRIES = 'tries';
const VERSION = 'version';
/** Rounds of read-and-write when concurrent tries on the same subjects keep winning the race. */
const ROUNDS = 10;
/** The item outlives its newest try's window by this (TTL deletion is lazy anyway). */
const TTL_SLACK_SECONDS = 3600;

/**
 * Counts tries in sliding windows, the OTP send caps and the local sign-in lockout alike. A try
 * reads each subject's item, decides (sliding-window.ts) and writes every item back in ONE
 * transaction, each conditioned on the version it read: a refused try counts nowhere, and tries
 * racing on a subject cannot both take its last place (the loser reads again). Old tries are
 * dropped by the write, so an item holds at most `cap` times.
 */
export const dynamoSlidingWindows = (db: DynamoDBDocumentClient, tableName: string) => {
  const read = async ({ key }: WindowCounter) => {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    return Item
      ? { log: (Item[TRIES] ?? {}) as TryLog, version: Number(Item[VERSION] ?? 0) }
      : { log: {}, version: undefined };
  };

  const release = (counters: WindowCounter[], tryId: string) => async () => {
    // Plain updates, no read: removing its own entry cannot take anyone else's place. The version
    // moves on so a try that read the entry before cannot write it back.
    await Promise.all(
      counters.map(({ key }) =>
        db
          .send(
            new UpdateCommand({
              TableName: tableName,
              Key: key,
              UpdateExpression: 'REMOVE #tries.#id ADD #version :one',
              ConditionExpression: 'attribute_exists(#tries.#id)',
              ExpressionAttributeNames: { '#tries': TRIES, '#id': tryId, '#version': VERSION },
              ExpressionAttributeValues: { ':one': 1 },
            }),
          )
          .catch((error: unknown) => {
            // Already gone: the window had dropped it.
            if (!isConditionalCheckFailed(error)) throw error;
          }),
      ),
    );
  };

  return {
    /**
     * Counts one try against every counter unless one of them is at its cap (then none). `extra`
     * items join the same transaction; if one of them is refused the TransactionCanceled error is
     * thrown as is (its reasons list the counters first, then `extra`).
     */
    async count(
      counters: WindowCounter[],
      now: Date,
      extra: TransactItem[] = [],
    ): Promise<WindowReservation> {
      const nowMs = now.getTime();
      const tryId = randomUUID();
      for (let round = 0; ; round++) {
        const items = await Promise.all(counters.map(read));
        const writes: TransactItem[] = [];
        for (const [index, counter] of counters.entries()) {
          const { log, version } = items[index]!;
          const decision = decideInWindow(log, nowMs, counter.rule);
          if (!decision.ok)
            return { ok: false, refusedBy: index, retryAfterSeconds: decision.retryAfterSeconds };
          writes.push({
            Put: {
              TableName: tableName,
              Item: {
                ...counter.key,
                [ENTITY_ATTRIBUTE]: counter.entity,
                [TRIES]: { ...decision.kept, [tryId]: nowMs },
                [VERSION]: (version ?? 0) + 1,
                [TTL_ATTRIBUTE]: Math.ceil(nowMs / 1000) + counter.rule.windowSeconds + TTL_SLACK_SECONDS,
              },
              ...(version === undefined
                ? { ConditionExpression: 'attribute_not_exists(pk)' }
                : {
                    ConditionExpression: '#version = :version',
                    ExpressionAttributeNames: { '#version': VERSION },
                    ExpressionAttributeValues: { ':version': version },
                  }),
            },
          });
        }
        try {
          await db.send(new TransactWriteCommand({ TransactItems: [...writes, ...extra] }));
          return { ok: true, release: release(counters, tryId) };
        } catch (error) {
          const reasons = cancellationReasons(error);
          if (!reasons) throw error;
          if (reasons.slice(counters.length).includes('ConditionalCheckFailed')) throw error;
          // A counter moved since it was read, or a concurrent transaction held an item: read again.
          // Still contended after every round (a crowd behind one address): a 503 the client
          // retries, never a 500 (docs/decisions.md §1.8).
          if (round + 1 >= ROUNDS) {
            throw new ApiError(
              'SERVICE_UNAVAILABLE',
              'Too many requests at once: try again shortly',
              undefined,
              {
                'retry-after': '1',
              },
            );
          }
          await contentionBackoff(round);
        }
      }
    },
  };
};
