import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../db/keys.ts';
import { orderItems } from './dynamo-order-repository.ts';
import type { RefundSettlementStore } from './refund-settlement.ts';
import { transactWithEventsOutcome } from '../events/dynamo-sequenced-transaction.ts';

export const dynamoRefundSettlement = (
  db: DynamoDBDocumentClient,
  tableName: string,
): RefundSettlementStore => {
  const items = orderItems(tableName);
  return {
    async markSubmitted(refundId, providerRefundId) {
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keys.refund(refundId),
            UpdateExpression: 'SET providerRefundId = :providerRefundId',
            ConditionExpression: '#status = :scheduled',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':providerRefundId': providerRefundId, ':scheduled': 'Scheduled' },
          }),
        );
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
      }
    },
    async markFailed(failure) {
      const outcome = await transactWithEventsOutcome(db, [
        {
          Update: {
            TableName: tableName,
            Key: keys.refund(failure.refund.refundId),
            // Off the due-refund index too: the reconciler must not pick a failed refund up again.
            UpdateExpression:
              'SET #status = :failed, failedAt = :at, providerRefundId = :providerRefundId REMOVE gsi2pk, gsi2sk, gsi4pk, gsi4sk',
            ConditionExpression: '#status = :scheduled',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':failed': 'Failed',
              ':scheduled': 'Scheduled',
              ':at': failure.failedAt,
              ':providerRefundId': failure.providerRefundId,
            },
          },
        },
        items.orderReplace(failure.next, failure.expectedVersion),
      ]);
      if (outcome.committed) return { ok: true };
      if (outcome.reasons[0] === 'ConditionalCheckFailed')
        return { ok: false, reason: 'refund-not-scheduled' };
      return { ok: false, reason: 'conflict' };
    },
  };
};
