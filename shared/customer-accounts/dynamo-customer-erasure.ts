import {
  DeleteCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../audit/dynamo-audit-log.ts';
import { toCartRecord } from '../carts/cart-item.ts';
import { keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import { cancellationReasons } from '../db/transactions.ts';
import { outboxPut } from '../events/outbox.ts';
import { searchTermDelete } from '../customers/dynamo-customer-search.ts';
import type { CustomerErasureStore, ErasureRecord } from './ports.ts';
import { searchTermsOf } from '../customers/search-terms.ts';
import { toCustomerRecord } from '../customers/types.ts';
import { transactWithEvents } from '../events/dynamo-sequenced-transaction.ts';

export const CUSTOMER_ERASURE_ENTITY = 'CustomerErasure';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const dynamoCustomerErasureStore = (
  db: DynamoDBDocumentClient,
  tableName: string,
): CustomerErasureStore => ({
  async read({ storeId, mode }, customerId) {
    const { Items = [] } = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.customer(storeId, mode, customerId).pk },
        ConsistentRead: true,
      }),
    );
    const bySk = new Map(Items.map((item) => [item.sk as string, item]));
    const profile = bySk.get(keys.customer(storeId, mode, customerId).sk);
    const cart = bySk.get(keys.openCart(storeId, mode, customerId).sk);
    const erasure = bySk.get(keys.customerErasure(storeId, mode, customerId).sk);
    return {
      ...(profile ? { customer: toCustomerRecord(profile) } : {}),
      ...(cart ? { cart: toCartRecord(cart) } : {}),
      ...(erasure
        ? {
            erasure: {
              customerId,
              deletedAt: erasure.deletedAt as string,
              status: erasure.status as ErasureRecord['status'],
            },
          }
        : {}),
    };
  },

  async begin(customer, erasure, { events, audit, now }) {
    const { storeId, mode, customerId } = customer;
    const mine = {
      ConditionExpression: 'customerId = :me',
      ExpressionAttributeValues: { ':me': customerId },
    };
    const items: TransactItem[] = [
      {
        Delete: {
          TableName: tableName,
          Key: keys.customer(storeId, mode, customerId),
          ConditionExpression: 'updatedAt = :read',
          ExpressionAttributeValues: { ':read': customer.updatedAt },
        },
      },
      ...(customer.phone
        ? [
            {
              Delete: {
                TableName: tableName,
                Key: keys.customerPhone(storeId, mode, customer.phone),
                ...mine,
              },
            },
          ]
        : []),
      ...(customer.emailClaimed && customer.email
        ? [
            {
              Delete: {
                TableName: tableName,
                Key: keys.customerEmail(storeId, mode, customer.email),
                ...mine,
              },
            },
          ]
        : []),
      ...searchTermsOf(customer).map((term) => searchTermDelete(tableName, customer, customerId, term)),
      { Delete: { TableName: tableName, Key: keys.idOwner(customerId) } },
      { Delete: { TableName: tableName, Key: keys.openCart(storeId, mode, customerId) } },
      // The cart's abandonment schedule goes with it (docs/decisions.md §3.13).
      { Delete: { TableName: tableName, Key: keys.cartSweep(storeId, mode, customerId) } },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.customerErasure(storeId, mode, customerId),
            [ENTITY_ATTRIBUTE]: CUSTOMER_ERASURE_ENTITY,
            ...erasure,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...events.map((event) => outboxPut(tableName, event, now)),
      ...(audit ? [auditPut(tableName, audit)] : []),
    ];
    try {
      await transactWithEvents(db, items);
      return { ok: true };
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (reasons && (reasons.includes('ConditionalCheckFailed') || reasons.includes('TransactionConflict')))
        return { ok: false, reason: 'conflict' };
      throw error;
    }
  },

  async deleteOpenCart({ storeId, mode }, customerId) {
    await db.send(new DeleteCommand({ TableName: tableName, Key: keys.openCart(storeId, mode, customerId) }));
    await db.send(
      new DeleteCommand({ TableName: tableName, Key: keys.cartSweep(storeId, mode, customerId) }),
    );
  },

  async finish({ storeId, mode }, customerId, finishedAt) {
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.customerErasure(storeId, mode, customerId),
        UpdateExpression: 'SET #status = :done, finishedAt = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':done': 'Done', ':at': finishedAt },
      }),
    );
  },
});
