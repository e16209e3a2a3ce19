import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ENTITY_ATTRIBUTE, TTL_ATTRIBUTE } from '../db/table-definition.ts';
import type { ChargeLedger, ChargeResult } from './ports.ts';

/**
 * The test provider's charge ledger in the single table: one item per idempotency key (our order
 * id, a UUID, so keys never collide across stores) with the amount charged, written with
 * `attribute_not_exists` so the first result wins. Kept 30 days (TTL), far longer than any completion lease.
 */
export const CHARGE_LEDGER_ENTITY = 'TestCharge';
export const CHARGE_LEDGER_RETENTION_SECONDS = 30 * 24 * 3600;

const ledgerKey = (idempotencyKey: string) => ({ pk: `TEST_CHARGE#${idempotencyKey}`, sk: 'CHARGE' });

export const dynamoChargeLedger = (db: DynamoDBDocumentClient, tableName: string): ChargeLedger => {
  const find = async (idempotencyKey: string): Promise<ChargeResult | undefined> => {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: ledgerKey(idempotencyKey), ConsistentRead: true }),
    );
    return Item
      ? {
          chargeId: Item.chargeId as string,
          paymentMethod: Item.paymentMethod as ChargeResult['paymentMethod'],
        }
      : undefined;
  };
  return {
    find,
    async record(idempotencyKey, result, amount) {
      try {
        await db.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...ledgerKey(idempotencyKey),
              [ENTITY_ATTRIBUTE]: CHARGE_LEDGER_ENTITY,
              chargeId: result.chargeId,
              paymentMethod: result.paymentMethod,
              ...(amount ? { amountMinor: amount.amountMinor, currency: amount.currency } : {}),
              recordedAt: new Date().toISOString(),
              [TTL_ATTRIBUTE]: Math.floor(Date.now() / 1000) + CHARGE_LEDGER_RETENTION_SECONDS,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return result;
      } catch (error) {
        if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
        return (await find(idempotencyKey)) ?? result;
      }
    },
  };
};
