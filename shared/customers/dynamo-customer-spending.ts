import type { DynamoDBDocumentClient, TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, keyId } from '../db/batch.ts';
import { keys, type Mode } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import type { CustomerSpend, CustomerSpending } from './spending.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const CUSTOMER_SPEND_ENTITY = 'CustomerSpend';

/**
 * The one UpdateItem that adds to a customer's counters, for the order change's own transaction:
 * `ADD` creates the item on the first paid order and never loses a concurrent increment. No
 * condition: an order write is never refused because of its customer's counters.
 */
export const customerSpendUpdate = (
  tableName: string,
  order: { storeId: string; mode: Mode; customerId: string; exponent: number },
  delta: { orders: number; spentMinor: number },
): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: keys.customerSpend(order.storeId, order.mode, order.customerId),
    UpdateExpression:
      'SET #entity = :entity, customerId = :customerId, #exponent = :exponent ADD ordersCount :orders, totalSpentMinor :spent',
    ExpressionAttributeNames: { '#entity': ENTITY_ATTRIBUTE, '#exponent': 'exponent' },
    ExpressionAttributeValues: {
      ':entity': CUSTOMER_SPEND_ENTITY,
      ':customerId': order.customerId,
      ':exponent': order.exponent,
      ':orders': delta.orders,
      ':spent': delta.spentMinor,
    },
  },
});

/** One BatchGet of the counters of a page of customers. */
export const dynamoCustomerSpending = (db: DynamoDBDocumentClient, tableName: string): CustomerSpending => ({
  async read({ storeId, mode }, customerIds) {
    const found = await batchGetItems(
      db,
      tableName,
      customerIds.map((id) => keys.customerSpend(storeId, mode, id)),
    );
    const spends = new Map<string, CustomerSpend>();
    for (const id of customerIds) {
      const item = found.get(keyId(keys.customerSpend(storeId, mode, id)));
      if (!item) continue;
      spends.set(id, {
        ordersCount: Number(item.ordersCount ?? 0),
        totalSpentMinor: Number(item.totalSpentMinor ?? 0),
        exponent: Number(item.exponent ?? 2),
      });
    }
    return spends;
  },
});
