import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Mode } from '../../shared/db/keys.ts';
import { storedOrderItem } from '../../shared/orders/dynamo-order-index.ts';
import { newOrderRecord } from '../../shared/orders/records.ts';
import type { Address } from '../../shared/customers/address.ts';
import type { OrderRecord, OrderStatus } from '../../shared/orders/types.ts';
import { newId } from '../../shared/util/ids.ts';
import { testAddress } from './address.ts';
import { sleep } from './wait.ts';

/**
 * Synthetic orders for list tests and the bench: real records (newOrderRecord) stored through
 * the same item builder as the order writes, so they carry the list index keys.
 */
export const syntheticOrder = (input: {
  storeId: string;
  mode?: Mode;
  orderNumber: number;
  customerId?: string;
  status?: OrderStatus;
}): OrderRecord => {
  const at = new Date(Date.UTC(2026, 0, 1) + input.orderNumber * 1000).toISOString();
  const customerId = input.customerId ?? newId();
  const address = { ...testAddress(), address2: 'Flat 1', province: 'London' } as Address;
  const order = newOrderRecord({
    orderId: newId(),
    storeId: input.storeId,
    mode: input.mode ?? 'test',
    orderNumber: input.orderNumber,
    checkoutId: null,
    source: 'api',
    customer: { customerId, email: null, phone: '+15550100000', firstName: 'Ada', lastName: 'Lovelace' },
    items: [],
    shippingAddress: address,
    billingAddress: address,
    currency: 'USD',
    exponent: 2,
    totals: {
      subtotalMinor: 1000,
      shippingTotalMinor: 0,
      taxTotalMinor: 0,
      discountTotalMinor: 0,
      totalAmountMinor: 1000,
    },
    paymentMethod: { method: 'card', display: 'Visa', last4: null, brand: null },
    payment: { provider: 'external', chargeId: null, status: 'External' },
    deliveryInstructions: null,
    origin: 'api',
    now: at,
  });
  return input.status ? { ...order, orderStatus: input.status } : order;
};

/** BatchWrite, 25 items a request, `concurrency` requests in flight; unprocessed items retried. */
export const putOrders = async (
  db: DynamoDBDocumentClient,
  tableName: string,
  orders: readonly OrderRecord[],
  concurrency = 2,
): Promise<void> => {
  const batches: OrderRecord[][] = [];
  for (let i = 0; i < orders.length; i += 25) batches.push(orders.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      let items = batches[next++]!.map((order) => ({ PutRequest: { Item: storedOrderItem(order) } }));
      for (let attempt = 0; items.length > 0; attempt++) {
        if (attempt > 0) await sleep(20 * attempt);
        // Seeding is not the request path: a busy DynamoDB Local may take seconds per batch.
        const { UnprocessedItems } = await db.send(
          new BatchWriteCommand({ RequestItems: { [tableName]: items } }),
          { requestTimeout: 30_000 },
        );
        items = (UnprocessedItems?.[tableName] ?? []) as typeof items;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
};
