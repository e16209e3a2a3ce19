import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../audit/dynamo-audit-log.ts';
import { keys } from '../db/keys.ts';
import { queryAll } from '../db/query.ts';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import { cancellationReasons } from '../db/transactions.ts';
import { membershipItem } from '../owners/dynamo-owner-repository.ts';
import { AlreadyMember } from '../owners/ports.ts';
import type { Role } from '../owners/types.ts';
import {
  InvitationGone,
  type InvitationChanges,
  type InvitationReads,
  type InvitationRecord,
} from './ports.ts';

export const INVITATION_ENTITY = 'Invitation';
export const INVITATION_TOKEN_ENTITY = 'InvitationToken';

/**
 * Invitations (docs/decisions.md §7.26): two items with the same fields, written and deleted
 * together: one in the store's partition (`INVITE#<invitationId>`, the store's pending list is
 * one Query) and one under the token's SHA-256 (accept finds it with one Get). TTL removes both
 * once expired; reads filter on the expiry anyway (TTL deletes late).
 */
const fields = (i: InvitationRecord) => ({
  invitationId: i.invitationId,
  storeId: i.storeId,
  email: i.email,
  role: i.role,
  tokenHash: i.tokenHash,
  invitedBy: i.invitedBy,
  createdAt: i.createdAt,
  invitationExpiresAt: i.expiresAt,
  [TTL_ATTRIBUTE]: Math.ceil(Date.parse(i.expiresAt) / 1000),
});

const toInvitation = (item: Record<string, unknown>): InvitationRecord => ({
  invitationId: item.invitationId as string,
  storeId: item.storeId as string,
  email: item.email as string,
  role: item.role as Role,
  tokenHash: item.tokenHash as string,
  invitedBy: item.invitedBy as string,
  createdAt: item.createdAt as string,
  expiresAt: item.invitationExpiresAt as string,
});

type TransactItems = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>;

export const dynamoInvitations = (
  db: DynamoDBDocumentClient,
  tableName: string,
): InvitationChanges & InvitationReads => {
  const deleteBoth = (i: InvitationRecord): TransactItems => [
    {
      Delete: {
        TableName: tableName,
        Key: keys.invitation(i.storeId, i.invitationId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Delete: {
        TableName: tableName,
        Key: keys.invitationToken(i.tokenHash),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ];
  return {
    async create(invitation, audit) {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...keys.invitation(invitation.storeId, invitation.invitationId),
                  [ENTITY_ATTRIBUTE]: INVITATION_ENTITY,
                  ...fields(invitation),
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...keys.invitationToken(invitation.tokenHash),
                  [ENTITY_ATTRIBUTE]: INVITATION_TOKEN_ENTITY,
                  ...fields(invitation),
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            auditPut(tableName, audit),
          ],
        }),
      );
    },
    async revoke(invitation, audit) {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [...deleteBoth(invitation), auditPut(tableName, audit)],
          }),
        );
      } catch (error) {
        if (cancellationReasons(error)?.some((r) => r === 'ConditionalCheckFailed'))
          throw new InvitationGone();
        throw error;
      }
    },
    async accept(invitation, membership, audit, inviter) {
      // The inviter's right to invite holds at commit time, not only when it was read.
      const inviterCheck: TransactItems = inviter
        ? [
            {
              ConditionCheck: {
                TableName: tableName,
                Key: keys.membership(inviter.storeId, inviter.ownerId),
                ConditionExpression: '#role = :role',
                ExpressionAttributeNames: { '#role': 'role' },
                ExpressionAttributeValues: { ':role': inviter.role },
              },
            },
          ]
        : [];
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
              ...deleteBoth(invitation),
              ...inviterCheck,
              auditPut(tableName, audit),
            ],
          }),
        );
      } catch (error) {
        const reasons = cancellationReasons(error);
        const gone = inviter ? [1, 2, 3] : [1, 2];
        if (gone.some((index) => reasons?.[index] === 'ConditionalCheckFailed')) throw new InvitationGone();
        if (reasons?.[0] === 'ConditionalCheckFailed') throw new AlreadyMember();
        throw error;
      }
    },
    async byTokenHash(tokenHash) {
      const { Item } = await db.send(
        new GetCommand({ TableName: tableName, Key: keys.invitationToken(tokenHash), ConsistentRead: true }),
      );
      return Item ? toInvitation(Item) : undefined;
    },
    async ofStore(storeId) {
      const items = await queryAll(db, {
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :invite)',
        ExpressionAttributeValues: { ':pk': keys.store(storeId).pk, ':invite': 'INVITE#' },
      });
      return items.map(toInvitation);
    },
  };
};
