import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId } from '../db/batch.ts';
import { cancellationReasons } from '../db/transactions.ts';
import { idOwnerPut, toIdOwner } from '../db/id-owner.ts';
import { keys, type Mode } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import { outboxPut } from '../events/outbox.ts';
import type { CustomerRepository } from './ports.ts';
import { toCustomerRecord } from './types.ts';

export const CUSTOMER_ENTITY = 'Customer';
export const CUSTOMER_EMAIL_ENTITY = 'CustomerEmail';
export const CUSTOMER_PHONE_ENTITY = 'CustomerPhone';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

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
            Item: {
              ...keys.customer(storeId, mode, customerId),
              [ENTITY_ATTRIBUTE]: CUSTOMER_ENTITY,
              ...customer,
              ...(claimsEmail && customer.email ? { emailLower: customer.email.toLowerCase() } : {}),
              // The admin customer list (newest first).
              gsi1pk: keys.customersOfStore(storeId, mode),
              gsi1sk: `${customer.createdAt}#${customerId}`,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        idOwnerPut(tableName, customerId, { storeId, mode, kind: 'Customer' }),
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
  };
};
