import type { DynamoDBDocumentClient, TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { discountReleaseItems } from '../promotions/dynamo-discounts.ts';
import type { OrderRecord } from './types.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Payment states of an order that was never paid: its code's use goes back when it is cancelled. */
const UNPAID = new Set(['Pending', 'ActionRequired', 'Declined']);

/**
 * The updates that give an unpaid order's discount code use back, for the transaction that cancels
 * it (docs/decisions.md §12.6): a released completion, or a store cancelling an order still waiting
 * for its payment. None for a paid order or an order without a code. A retried cancellation gives
 * nothing back twice: its order condition fails first.
 */
export const unpaidDiscountGiveBack = (
  db: DynamoDBDocumentClient,
  tableName: string,
  order: OrderRecord,
): Promise<TransactItem[]> =>
  order.discount && UNPAID.has(order.payment.status)
    ? discountReleaseItems(db, tableName, {
        scope: { storeId: order.storeId, mode: order.mode },
        discountId: order.discount.discountId,
        customerId: order.customerId,
      })
    : Promise.resolve([]);
