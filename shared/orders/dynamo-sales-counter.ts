import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { customerSpendUpdate } from '../customers/dynamo-customer-spending.ts';
import { keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import { entersConfirmed, paidSale, type SalesDelta } from './sales.ts';
import type { OrderRecord } from './types.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export const SALES_DAY_ENTITY = 'SalesDay';

/**
 * The one UpdateItem that adds a sale or a refund to its day's counter, for the order change's own
 * transaction (docs/decisions.md §15.3): `ADD` creates the item on the day's first sale, and two
 * transactions on one day never lose an increment.
 */
export const salesCounterUpdate = (
  tableName: string,
  scope: { storeId: string; mode: OrderRecord['mode'] },
  delta: SalesDelta,
): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: keys.salesDay(scope.storeId, scope.mode, delta.day),
    UpdateExpression:
      'SET #entity = :entity, #day = :day, currency = :currency, #exponent = :exponent ADD orders :orders, grossSalesMinor :gross, refundsMinor :refunds',
    ExpressionAttributeNames: { '#entity': ENTITY_ATTRIBUTE, '#day': 'day', '#exponent': 'exponent' },
    ExpressionAttributeValues: {
      ':entity': SALES_DAY_ENTITY,
      ':day': delta.day,
      ':currency': delta.currency,
      ':exponent': delta.exponent,
      ':orders': delta.orders,
      ':gross': delta.grossMinor,
      ':refunds': delta.refundsMinor,
    },
  },
});

/**
 * The counter items of an order write that pays the order, else none: the day's sales and the
 * customer's paid orders and spend (the admin customer list reads them, docs/decisions.md §7.16).
 */
export const paidSaleItems = (tableName: string, next: OrderRecord): TransactItem[] =>
  entersConfirmed(next)
    ? [
        salesCounterUpdate(tableName, next, paidSale(next)),
        customerSpendUpdate(tableName, next, { orders: 1, spentMinor: next.totals.totalAmountMinor }),
      ]
    : [];
