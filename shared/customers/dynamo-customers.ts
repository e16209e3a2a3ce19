import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId } from '../db/batch.ts';
import { cancellationReasons } from '../db/transactions.ts';
import { idOwnerPut, toIdOwner } from '../db/id-owner.ts';
import { keys, type Mode } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import { auditPut } from '../audit/dynamo-audit-log.ts';
import { outboxPut } from '../events/outbox.ts';
import { searchTermDelete, searchTermPut } from './dynamo-customer-search.ts';
import type { CustomerRepository } from './ports.ts';
import { emailClaimMoves } from './profile-patch.ts';
import { searchTermChanges, searchTermsOf } from './search-terms.ts';
import { toCustomerRecord, type CustomerRecord } from './types.ts';

export const CUSTOMER_ENTITY = 'Customer';
export const CUSTOMER_EMAIL_ENTITY = 'CustomerEmail';
export const CUSTOMER_PHONE_ENTITY = 'CustomerPhone';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The profile item; `emailLower` marks the holder of the store's unique email. */
export const customerItem = (customer: CustomerRecord): Record<string, unknown> => {
  const { emailClaimed, ...record } = customer;
  const { storeId, mode, customerId } = record;
  return {
    ...keys.customer(storeId, mode, customerId),
    [ENTITY_ATTRIBUTE]: CUSTOMER_ENTITY,
    ...record,
    ...(emailClaimed && record.email ? { emailLower: record.email.toLowerCase() } : {}),
    // The admin customer list (newest first).
    gsi1pk: keys.customersOfStore(storeId, mode),
    gsi1sk: `${record.createdAt}#${customerId}`,
  };
};

export const dynamoCustomerRepository = (
  db: DynamoDBDocumentClient,
  tableName: string,
): CustomerRepository => {
  const getCustomer = async (storeId: string, mode: Mode, customerId: string) => {
    const { Item } = await db.send(
      new GetCommand({
        TableName: tableName,
        Key: keys.customer(storeId, mode, customerId),
        ConsistentRead: true,
      }),
    );
    return Item ? toCustomerRecord(Item) : undefined;
  };

  const viaUniqueItem = async (storeId: string, mode: Mode, key: { pk: string; sk: string }) => {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    return Item ? getCustomer(storeId, mode, Item.customerId as string) : undefined;
  };

  return {
    async getById(storeId, mode, customerId) {
      const customerKey = keys.customer(storeId, mode, customerId);
      const ownerKey = keys.idOwner(customerId);
      const found = await batchGetItems(db, tableName, [customerKey, ownerKey]);
      const item = found.get(keyId(customerKey));
      if (item) return { customer: toCustomerRecord(item) };
      return { owner: toIdOwner(found.get(keyId(ownerKey))) };
    },

    getByPhone: (storeId, mode, phone) =>
      viaUniqueItem(storeId, mode, keys.customerPhone(storeId, mode, phone)),
    getByEmail: (storeId, mode, email) =>
      viaUniqueItem(storeId, mode, keys.customerEmail(storeId, mode, email)),

    async create(customer, { events, extra = [], now, claimEmail = true }) {
      const claimsEmail = claimEmail && customer.email !== null;
      const { storeId, mode, customerId } = customer;
      const unique = (key: { pk: string; sk: string }, entity: string): TransactItem => ({
        Put: {
          TableName: tableName,
          Item: { ...key, [ENTITY_ATTRIBUTE]: entity, customerId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
      const items: TransactItem[] = [
        unique(keys.customerPhone(storeId, mode, customer.phone), CUSTOMER_PHONE_ENTITY),
        ...(claimsEmail && customer.email
          ? [unique(keys.customerEmail(storeId, mode, customer.email), CUSTOMER_EMAIL_ENTITY)]
          : []),
        {
          Put: {
            TableName: tableName,
            Item: customerItem({ ...customer, emailClaimed: claimsEmail }),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        idOwnerPut(tableName, customerId, { storeId, mode, kind: 'Customer' }),
        ...searchTermsOf(customer).map((term) => searchTermPut(tableName, customer, customerId, term)),
        ...events.map((event) => outboxPut(tableName, event, now)),
      ];
      const extraStart = items.length;
      // The only parts callers pass come from DynamoDB adapters (the OTP store's consumeItem).
      items.push(...(extra as TransactItem[]));
      try {
        await db.send(new TransactWriteCommand({ TransactItems: items }));
        return { kind: 'created' };
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        if (reasons[0] === 'ConditionalCheckFailed') return { kind: 'phone-taken' };
        if (claimsEmail && reasons[1] === 'ConditionalCheckFailed') return { kind: 'email-taken' };
        if (reasons.slice(extraStart).includes('ConditionalCheckFailed'))
          return { kind: 'precondition-failed' };
        if (reasons.includes('TransactionConflict')) return { kind: 'conflict' };
        throw error;
      }
    },

    async update(before, after, { events, audit, now }) {
      const { storeId, mode, customerId } = before;
      const moves = emailClaimMoves(before, after);
      const claimsNew = moves && after.email !== null;
      const next: CustomerRecord = { ...after, emailClaimed: moves ? claimsNew : before.emailClaimed };
      const terms = searchTermChanges(before, after);
      const items: TransactItem[] = [
        {
          Put: {
            TableName: tableName,
            Item: customerItem(next),
            ConditionExpression: 'updatedAt = :read',
            ExpressionAttributeValues: { ':read': before.updatedAt },
          },
        },
      ];
      const claimIndex = claimsNew ? items.length : -1;
      if (claimsNew) {
        items.push({
          Put: {
            TableName: tableName,
            Item: {
              ...keys.customerEmail(storeId, mode, after.email!),
              [ENTITY_ATTRIBUTE]: CUSTOMER_EMAIL_ENTITY,
              customerId,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        });
      }
      if (moves && before.emailClaimed && before.email) {
        items.push({
          Delete: {
            TableName: tableName,
            Key: keys.customerEmail(storeId, mode, before.email),
            ConditionExpression: 'customerId = :me',
            ExpressionAttributeValues: { ':me': customerId },
          },
        });
      }
      items.push(
        ...terms.remove.map((term) => searchTermDelete(tableName, before, customerId, term)),
        ...terms.add.map((term) => searchTermPut(tableName, before, customerId, term)),
        ...events.map((event) => outboxPut(tableName, event, now)),
        ...(audit ? [auditPut(tableName, audit)] : []),
      );
      try {
        await db.send(new TransactWriteCommand({ TransactItems: items }));
        return { kind: 'updated' };
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        // The profile moved first: decide again on what it is now, before blaming the email.
        if (reasons[0] === 'ConditionalCheckFailed') return { kind: 'conflict' };
        if (claimIndex >= 0 && reasons[claimIndex] === 'ConditionalCheckFailed')
          return { kind: 'email-taken' };
        if (reasons.includes('ConditionalCheckFailed') || reasons.includes('TransactionConflict'))
          return { kind: 'conflict' };
        throw error;
      }
    },
  };
};
