import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId } from '../db/batch.ts';
import { cancellationReasons } from '../db/transactions.ts';
import { idOwnerPut, toIdOwner, type IdOwner } from '../db/id-owner.ts';
import { keys, type Mode } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import { outboxPut, type DomainEvent } from '../events/outbox.ts';
import { toCustomerRecord, type CustomerRecord } from './types.ts';

export const CUSTOMER_ENTITY = 'Customer';
export const CUSTOMER_EMAIL_ENTITY = 'CustomerEmail';
export const CUSTOMER_PHONE_ENTITY = 'CustomerPhone';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type CreateCustomerResult =
  | { kind: 'created' }
  | { kind: 'phone-taken' }
  | { kind: 'email-taken' }
  /** One of the caller's extra items (e.g. the OTP it consumes) failed its condition. */
  | { kind: 'precondition-failed' }
  /** Lost a race with another transaction on the same items: read again and retry. */
  | { kind: 'conflict' };

export interface CustomerRepository {
  /** The customer in (store, mode), and when absent, who owns the id (one BatchGet). */
  getById(
    storeId: string,
    mode: Mode,
    customerId: string,
  ): Promise<{ customer?: CustomerRecord; owner?: IdOwner }>;
  getByPhone(storeId: string, mode: Mode, phone: string): Promise<CustomerRecord | undefined>;
  getByEmail(storeId: string, mode: Mode, email: string): Promise<CustomerRecord | undefined>;
  /**
   * One transaction: the customer, its UNIQUE phone and email items, the id owner, the
   * events and the caller's extra items. Uniqueness is enforced by the write itself.
   */
  create(
    customer: CustomerRecord,
    options: {
      events: DomainEvent[];
      extra?: TransactItem[];
      now: Date;
      /**
       * Claim the store-wide unique email (default true). False stores the email on the
       * profile only: the customer is not found by it (another customer holds it).
       */
      claimEmail?: boolean;
    },
  ): Promise<CreateCustomerResult>;
}

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
      items.push(...extra);
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
