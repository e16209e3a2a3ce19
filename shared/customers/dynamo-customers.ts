import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
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
import { emailClaimMoves, withoutEmail } from './profile-patch.ts';
import { searchTermChanges, searchTermsOf } from './search-terms.ts';
import { toCustomerRecord, type CustomerRecord } from './types.ts';
import { transactWithEvents } from '../events/dynamo-sequenced-transaction.ts';

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

  /**
   * The store's unique email item for `customer`: a new claim, or, taking the email from its
   * unverified holder, a move of the item that holder still has (docs/decisions.md §3.19).
   */
  const emailClaim = (customer: CustomerRecord, takeEmailFrom?: CustomerRecord): TransactItem => ({
    Put: {
      TableName: tableName,
      Item: {
        ...keys.customerEmail(customer.storeId, customer.mode, customer.email!),
        [ENTITY_ATTRIBUTE]: CUSTOMER_EMAIL_ENTITY,
        customerId: customer.customerId,
      },
      ...(takeEmailFrom
        ? {
            ConditionExpression: 'customerId = :holder',
            ExpressionAttributeValues: { ':holder': takeEmailFrom.customerId },
          }
        : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  });

  /**
   * The unverified holder loses the email (keeping phone, names and orders): its profile, only if
   * still as read, and its email search term. The first item is the profile (its condition).
   */
  const detachEmail = (holder: CustomerRecord, now: Date): TransactItem[] => {
    const after = withoutEmail(holder, now);
    return [
      {
        Put: {
          TableName: tableName,
          Item: customerItem(after),
          ConditionExpression: 'updatedAt = :read',
          ExpressionAttributeValues: { ':read': holder.updatedAt },
        },
      },
      ...searchTermChanges(holder, after).remove.map((term) =>
        searchTermDelete(tableName, holder, holder.customerId, term),
      ),
    ];
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

    async create(customer, { events, extra = [], now, claimEmail = true, takeEmailFrom }) {
      const claimsEmail = claimEmail && customer.email !== null;
      const { storeId, mode, customerId } = customer;
      const unique = (key: { pk: string; sk: string }, entity: string): TransactItem => ({
        Put: {
          TableName: tableName,
          Item: { ...key, [ENTITY_ATTRIBUTE]: entity, customerId },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
      const items: TransactItem[] = [];
      const phoneIndex = customer.phone
        ? items.push(unique(keys.customerPhone(storeId, mode, customer.phone), CUSTOMER_PHONE_ENTITY)) - 1
        : -1;
      const emailIndex =
        claimsEmail && customer.email ? items.push(emailClaim(customer, takeEmailFrom)) - 1 : -1;
      items.push(
        {
          Put: {
            TableName: tableName,
            Item: customerItem({ ...customer, emailClaimed: claimsEmail }),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        idOwnerPut(tableName, customerId, { storeId, mode, kind: 'Customer' }),
        ...searchTermsOf(customer).map((term) => searchTermPut(tableName, customer, customerId, term)),
      );
      const holderIndex = takeEmailFrom ? items.length : -1;
      if (takeEmailFrom) items.push(...detachEmail(takeEmailFrom, now));
      items.push(...events.map((event) => outboxPut(tableName, event, now)));
      const extraStart = items.length;
      // The only parts callers pass come from DynamoDB adapters (the OTP store's consumeItem).
      items.push(...(extra as TransactItem[]));
      try {
        await transactWithEvents(db, items);
        return { kind: 'created' };
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        const failed = (index: number) => index >= 0 && reasons[index] === 'ConditionalCheckFailed';
        if (failed(phoneIndex)) return { kind: 'phone-taken' };
        // The holder changed since it was read (or the email moved on): read again and decide again.
        if (takeEmailFrom && (failed(emailIndex) || failed(holderIndex))) return { kind: 'conflict' };
        if (failed(emailIndex)) return { kind: 'email-taken' };
        if (reasons.slice(extraStart).includes('ConditionalCheckFailed'))
          return { kind: 'precondition-failed' };
        if (reasons.includes('TransactionConflict')) return { kind: 'conflict' };
        throw error;
      }
    },

    async update(before, after, { events, audit, now, extra = [], takeEmailFrom }) {
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
      const claimIndex = claimsNew ? items.push(emailClaim(after, takeEmailFrom)) - 1 : -1;
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
      const holderIndex = takeEmailFrom && claimsNew ? items.length : -1;
      if (holderIndex >= 0) items.push(...detachEmail(takeEmailFrom!, now));
      items.push(
        ...terms.remove.map((term) => searchTermDelete(tableName, before, customerId, term)),
        ...terms.add.map((term) => searchTermPut(tableName, before, customerId, term)),
        ...events.map((event) => outboxPut(tableName, event, now)),
        ...(audit ? [auditPut(tableName, audit)] : []),
      );
      const extraStart = items.length;
      items.push(...(extra as TransactItem[]));
      try {
        await transactWithEvents(db, items);
        return { kind: 'updated' };
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        const failed = (index: number) => index >= 0 && reasons[index] === 'ConditionalCheckFailed';
        // The profile moved first: decide again on what it is now, before blaming the email.
        if (failed(0)) return { kind: 'conflict' };
        if (takeEmailFrom && (failed(claimIndex) || failed(holderIndex))) return { kind: 'conflict' };
        if (failed(claimIndex)) return { kind: 'email-taken' };
        if (reasons.slice(extraStart).includes('ConditionalCheckFailed'))
          return { kind: 'precondition-failed' };
        if (reasons.includes('ConditionalCheckFailed') || reasons.includes('TransactionConflict'))
          return { kind: 'conflict' };
        throw error;
      }
    },
  };
};
