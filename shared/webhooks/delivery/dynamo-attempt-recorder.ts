import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { cancellationReasons } from '../../db/transactions.ts';
import { endpointStatsUpdate, MAX_TRANSACTION_TRIES, recordItem, statsDelta } from './attempt-items.ts';
import { conflictBackoff } from './dynamo-claims.ts';
import { groupCommit, type GroupOutcome } from './group-commit.ts';
import type { AttemptOutcome, RecordResult } from './types.ts';

/**
 * Attempt records by group commit. Every delivery ends with a transaction that ADDs to its
 * endpoint's counters, so concurrent deliveries to one endpoint would conflict on that item.
 * Here one transaction at a time per process carries every outcome that arrived meanwhile
 * (delivery items + ONE summed stats ADD per endpoint): no conflicts among
 * this process's deliveries and far fewer calls. Each outcome is still recorded atomically
 * with its stats. Anything unusual in a group (claim lost, endpoint deleted, attempt already
 * recorded) falls back to recording its outcomes one by one, which tells the cases apart.
 */
const MAX_OUTCOMES_PER_GROUP = 48; // 1 item each + at most 48 stats updates < 100 items

export const groupCommitRecorder = (
  db: DynamoDBDocumentClient,
  tableName: string,
  recordAlone: (outcome: AttemptOutcome) => Promise<RecordResult>,
): ((outcome: AttemptOutcome) => Promise<RecordResult>) => {
  const settleAlone = (group: AttemptOutcome[]): Promise<Array<GroupOutcome<RecordResult>>> =>
    Promise.all(
      group.map((outcome) =>
        recordAlone(outcome).then(
          (done) => ({ done }),
          (error: unknown) => ({ error }),
        ),
      ),
    );

  const commit = async (group: AttemptOutcome[]): Promise<Array<GroupOutcome<RecordResult>>> => {
    if (group.length === 1) return settleAlone(group);
    const byEndpoint = new Map<string, AttemptOutcome[]>();
    for (const outcome of group) {
      const key = `${outcome.ref.storeId}#${outcome.ref.mode}#${outcome.ref.webhookId}`;
      byEndpoint.set(key, [...(byEndpoint.get(key) ?? []), outcome]);
    }
    const items = [
      ...group.map((outcome) => recordItem(tableName, outcome)),
      ...[...byEndpoint.values()].map((outcomes) =>
        endpointStatsUpdate(tableName, outcomes[0]!.ref, statsDelta(outcomes)),
      ),
    ];
    for (let tries = 1; ; tries++) {
      try {
        await db.send(new TransactWriteCommand({ TransactItems: items }));
        return group.map(() => ({ done: 'recorded' as const }));
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        const conditionFailed = reasons.includes('ConditionalCheckFailed');
        if (conditionFailed || tries >= MAX_TRANSACTION_TRIES) return settleAlone(group);
        await conflictBackoff(tries);
      }
    }
  };

  return groupCommit({
    maxGroup: MAX_OUTCOMES_PER_GROUP,
    keyOf: (outcome) => outcome.ref.deliveryId,
    commit,
  });
};
