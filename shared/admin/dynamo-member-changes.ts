import { TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../db/keys.ts';
import { cancellationReasons, isTransactionCanceled } from '../db/transactions.ts';
import { membershipItem } from '../owners/dynamo-owner-repository.ts';
import { AlreadyMember } from '../owners/ports.ts';
import { auditPut } from '../audit/dynamo-audit-log.ts';
import { MembershipChanged, type MemberChanges } from './ports.ts';

type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

/**
 * Membership writes, each one transaction with its audit entry. Role changes and removals are
 * conditional on the role that was read (`#role = :was`), and, when they take away an owner,
 * on another member still being an owner (a ConditionCheck on the keeper's item): DynamoDB
 * serialises transactions that touch the same items, so of two owners demoting each other at
 * once, one transaction sees the other's write and is cancelled.
 */
export const dynamoMemberChanges = (db: DynamoDBDocumentClient, tableName: string): MemberChanges => {
  const keeperCheck = (storeId: string, keeper: string | undefined): TransactItems =>
    keeper
      ? [
          {
            ConditionCheck: {
              TableName: tableName,
              Key: keys.membership(storeId, keeper),
              ConditionExpression: '#role = :owner',
              ExpressionAttributeNames: { '#role': 'role' },
              ExpressionAttributeValues: { ':owner': 'owner' },
            },
          },
        ]
      : [];
  const transact = async (items: TransactItems) => {
    try {
      await db.send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      // A failed condition or a conflict with a concurrent transaction: the caller re-reads.
      if (isTransactionCanceled(error)) throw new MembershipChanged();
      throw error;
    }
  };
  return {
    async addMember(membership, audit) {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: membershipItem(membership),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              auditPut(tableName, audit),
            ],
          }),
        );
      } catch (error) {
        if (cancellationReasons(error)?.[0] === 'ConditionalCheckFailed') throw new AlreadyMember();
        throw error;
      }
    },
    async changeRole(current, role, now, keeper, audit) {
      await transact([
        {
          Update: {
            TableName: tableName,
            Key: keys.membership(current.storeId, current.ownerId),
            UpdateExpression: 'SET #role = :role, updatedAt = :now',
            ConditionExpression: '#role = :was',
            ExpressionAttributeNames: { '#role': 'role' },
            ExpressionAttributeValues: { ':role': role, ':now': now, ':was': current.role },
          },
        },
        ...keeperCheck(current.storeId, keeper),
        auditPut(tableName, audit),
      ]);
    },
    async removeMember(current, keeper, audit) {
      await transact([
        {
          Delete: {
            TableName: tableName,
            Key: keys.membership(current.storeId, current.ownerId),
            ConditionExpression: '#role = :was',
            ExpressionAttributeNames: { '#role': 'role' },
            ExpressionAttributeValues: { ':was': current.role },
          },
        },
        ...keeperCheck(current.storeId, keeper),
        auditPut(tableName, audit),
      ]);
    },
  };
};
