import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { keys } from '../db/keys.ts';
import { queryAll } from '../db/query.ts';
import { ENTITY_ATTRIBUTE, TABLE_INDEXES } from '../db/table-definition.ts';
import { isConditionalCheckFailed, isTransactionCanceled } from '../db/transactions.ts';
import { AlreadyMember, OwnerEmailTaken, type MembershipRepository, type OwnerRepository } from './ports.ts';
import { normalizeEmail, type MembershipRecord, type OwnerRecord, type Role } from './types.ts';

export const OWNER_ENTITY = 'Owner';
export const OWNER_EMAIL_ENTITY = 'OwnerEmail';
export const MEMBERSHIP_ENTITY = 'Membership';

const toOwner = (item: Record<string, unknown>): OwnerRecord => ({
  ownerId: item.ownerId as string,
  email: item.email as string,
  createdAt: item.createdAt as string,
});

const toMembership = (item: Record<string, unknown>): MembershipRecord => ({
  storeId: item.storeId as string,
  ownerId: item.ownerId as string,
  email: item.email as string,
  role: item.role as Role,
  createdAt: item.createdAt as string,
  updatedAt: item.updatedAt as string,
  ...(item.lastUsedAt ? { lastUsedAt: item.lastUsedAt as string } : {}),
});

/**
 * The membership item (also written by the admin API's store creation, in its transaction). Its
 * gsi1 sort key is the time the owner last used the store (else joined it), so "the owner's
 * most recently used stores" is one Query, newest first (docs/decisions.md §7.28).
 */
export const membershipItem = (membership: MembershipRecord): Record<string, unknown> => ({
  ...keys.membership(membership.storeId, membership.ownerId),
  [ENTITY_ATTRIBUTE]: MEMBERSHIP_ENTITY,
  [TABLE_INDEXES.gsi1.partitionKey]: keys.storesOfOwner(membership.ownerId),
  [TABLE_INDEXES.gsi1.sortKey]: `${membership.lastUsedAt ?? membership.createdAt}#${membership.storeId}`,
  ...membership,
});

/** Owner + unique-email items, written in one transaction (docs/data-model.md, "Store owners"). */
export const dynamoOwnerRepository = (db: DynamoDBDocumentClient, tableName: string): OwnerRepository => {
  const get = async (ownerId: string) => {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.owner(ownerId) }));
    return Item;
  };
  const byEmail = async (email: string) => {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: keys.ownerEmail(normalizeEmail(email)) }),
    );
    return Item ? get(Item.ownerId as string) : undefined;
  };
  return {
    async create(owner, passwordHash) {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: {
                    ...keys.ownerEmail(owner.email),
                    [ENTITY_ATTRIBUTE]: OWNER_EMAIL_ENTITY,
                    ownerId: owner.ownerId,
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: {
                    ...keys.owner(owner.ownerId),
                    [ENTITY_ATTRIBUTE]: OWNER_ENTITY,
                    ...owner,
                    ...(passwordHash ? { passwordHash } : {}),
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
      } catch (error) {
        if (isTransactionCanceled(error)) throw new OwnerEmailTaken();
        throw error;
      }
    },
    async get(ownerId) {
      const item = await get(ownerId);
      return item ? toOwner(item) : undefined;
    },
    async byEmail(email) {
      const item = await byEmail(email);
      return item ? toOwner(item) : undefined;
    },
    async credentials(email) {
      const item = await byEmail(email);
      return item
        ? { owner: toOwner(item), passwordHash: item.passwordHash as string | undefined }
        : undefined;
    },
  };
};

export const dynamoMembershipRepository = (
  db: DynamoDBDocumentClient,
  tableName: string,
): MembershipRepository => ({
  async add(membership) {
    try {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: membershipItem(membership),
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if (isConditionalCheckFailed(error)) throw new AlreadyMember();
      throw error;
    }
  },
  async get(storeId, ownerId) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: keys.membership(storeId, ownerId) }),
    );
    return Item ? toMembership(Item) : undefined;
  },
  async membersOf(storeId) {
    const items = await queryAll(db, {
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :member)',
      ExpressionAttributeValues: { ':pk': keys.store(storeId).pk, ':member': 'MEMBER#' },
    });
    return items.map(toMembership);
  },
  async storesOf(ownerId) {
    const items = await queryAll(db, {
      TableName: tableName,
      IndexName: TABLE_INDEXES.gsi1.indexName,
      KeyConditionExpression: `${TABLE_INDEXES.gsi1.partitionKey} = :owner`,
      ExpressionAttributeValues: { ':owner': keys.storesOfOwner(ownerId) },
      ScanIndexForward: false,
    });
    return items.map(toMembership);
  },
  async recentStoresOf(ownerId, limit) {
    const { Items } = await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: TABLE_INDEXES.gsi1.indexName,
        KeyConditionExpression: `${TABLE_INDEXES.gsi1.partitionKey} = :owner`,
        ExpressionAttributeValues: { ':owner': keys.storesOfOwner(ownerId) },
        ScanIndexForward: false,
        Limit: limit,
      }),
    );
    return (Items ?? []).map(toMembership);
  },
  async recordUse(storeId, ownerId, at, notBefore) {
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.membership(storeId, ownerId),
          UpdateExpression: 'SET lastUsedAt = :at, #gsk = :gsk',
          ConditionExpression:
            'attribute_exists(pk) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :notBefore)',
          ExpressionAttributeNames: { '#gsk': TABLE_INDEXES.gsi1.sortKey },
          ExpressionAttributeValues: { ':at': at, ':gsk': `${at}#${storeId}`, ':notBefore': notBefore },
        }),
      );
    } catch (error) {
      if (!isConditionalCheckFailed(error)) throw error;
    }
  },
});
