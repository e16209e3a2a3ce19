import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../db/keys.ts';
import type { SalesDay, SalesDays } from './ports.ts';

/** The sales report's read: one Query over the (store, mode) day counters between two days. */
export const dynamoSalesDays = (db: DynamoDBDocumentClient, tableName: string): SalesDays => ({
  async read({ storeId, mode }, fromDay, toDay) {
    const first = keys.salesDay(storeId, mode, fromDay);
    const last = keys.salesDay(storeId, mode, toDay);
    const found: SalesDay[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const response = await db.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
          ExpressionAttributeValues: { ':pk': first.pk, ':first': first.sk, ':last': last.sk },
          ...(startKey ? { ExclusiveStartKey: startKey } : {}),
        }),
      );
      for (const item of response.Items ?? []) {
        found.push({
          day: item.day as string,
          orders: Number(item.orders ?? 0),
          grossSalesMinor: Number(item.grossSalesMinor ?? 0),
          refundsMinor: Number(item.refundsMinor ?? 0),
          currency: item.currency as string,
          exponent: Number(item.exponent ?? 2),
        });
      }
      startKey = response.LastEvaluatedKey;
    } while (startKey);
    return found;
  },
});
