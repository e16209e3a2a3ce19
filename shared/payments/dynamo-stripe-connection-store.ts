import { GetCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { auditPut } from '../audit/dynamo-audit-log.ts';
import type { Mode } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import type { StripeConnectionRecord, StripeConnectionStore } from './ports.ts';

/** In the store's partition, one item per mode: a connection is one GetItem. */
export const STRIPE_CONNECTION_ENTITY = 'StripeConnection';
export const stripeConnectionKey = (storeId: string, mode: Mode) => ({
  pk: `STORE#${storeId}`,
  sk: `PAYMENTS#STRIPE#${mode}`,
});

export const dynamoStripeConnectionStore = (
  db: DynamoDBDocumentClient,
  tableName: string,
): StripeConnectionStore => ({
  async get(storeId, mode) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: stripeConnectionKey(storeId, mode), ConsistentRead: true }),
    );
    if (!Item) return undefined;
    const { pk: _pk, sk: _sk, [ENTITY_ATTRIBUTE]: _e, ...record } = Item;
    return record as StripeConnectionRecord;
  },
  async put(record, audit) {
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName,
              Item: {
                ...stripeConnectionKey(record.storeId, record.mode),
                [ENTITY_ATTRIBUTE]: STRIPE_CONNECTION_ENTITY,
                ...record,
              },
            },
          },
          auditPut(tableName, audit),
        ],
      }),
    );
  },
  async remove(storeId, mode, audit) {
    try {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: tableName,
                Key: stripeConnectionKey(storeId, mode),
                ConditionExpression: 'attribute_exists(pk)',
              },
            },
            auditPut(tableName, audit),
          ],
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'TransactionCanceledException') return false;
      throw error;
    }
  },
});
