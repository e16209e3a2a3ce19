import { GetCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionalCheckFailed } from '../db/transactions.ts';
import { keys } from '../db/keys.ts';
import { queryAll } from '../db/query.ts';
import { TABLE_INDEXES } from '../db/table-definition.ts';
import { offsetClock, systemClock, type StoreClocks } from '../util/time.ts';
import type { TestClockStore } from './ports.ts';
import type { TestClockState } from './types.ts';

type Item = Record<string, unknown>;

/**
 * A test clock lives on its store's item (`testClockOffset`, `testClockTarget`), so every request
 * that reads the store for its key check has the clock at no extra read. A store advanced once is
 * listed on the sparse gsi3 (`TEST_CLOCKS`) for the minute sweep.
 */
const stateOf = (item: Item): TestClockState => ({
  offsetSeconds: (item.testClockOffset as number | undefined) ?? 0,
  targetOffsetSeconds: (item.testClockTarget as number | undefined) ?? 0,
});

export const dynamoTestClockStore = (db: DynamoDBDocumentClient, tableName: string): TestClockStore => ({
  async read(storeId) {
    const { Item } = await db.send(
      new GetCommand({
        TableName: tableName,
        Key: keys.store(storeId),
        ProjectionExpression: 'storeId, testClockOffset, testClockTarget',
        ConsistentRead: true,
      }),
    );
    return Item ? stateOf(Item) : undefined;
  },

  async request(storeId, seconds) {
    try {
      const { Attributes } = await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.store(storeId),
          UpdateExpression:
            // Both attributes are written together: a store without a target has no offset either.
            'SET testClockTarget = if_not_exists(testClockTarget, :zero) + :seconds, testClockOffset = if_not_exists(testClockOffset, :zero), gsi3pk = :listed, gsi3sk = :storeId',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':zero': 0,
            ':seconds': seconds,
            ':listed': keys.advancedTestClocks,
            ':storeId': storeId,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return stateOf(Attributes!);
    } catch (error) {
      if (isConditionalCheckFailed(error)) return undefined;
      throw error;
    }
  },

  async moveTo(storeId, offsetSeconds) {
    try {
      await db.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.store(storeId),
          UpdateExpression: 'SET testClockOffset = :offset',
          ConditionExpression: 'testClockOffset < :offset AND testClockTarget >= :offset',
          ExpressionAttributeValues: { ':offset': offsetSeconds },
        }),
      );
    } catch (error) {
      // Another run of the job moved it as far already.
      if (!isConditionalCheckFailed(error)) throw error;
    }
  },

  async advancedStores() {
    const items = await queryAll(db, {
      TableName: tableName,
      IndexName: TABLE_INDEXES.gsi3.indexName,
      KeyConditionExpression: 'gsi3pk = :listed',
      ExpressionAttributeValues: { ':listed': keys.advancedTestClocks },
      ProjectionExpression: 'storeId, testClockOffset, testClockTarget',
    });
    return items.map((item) => ({ storeId: item.storeId as string, ...stateOf(item) }));
  },
});

/** Store clocks read from the store item: live mode never reads, test mode reads the offset. */
export const dynamoStoreClocks = (db: DynamoDBDocumentClient, tableName: string): StoreClocks => {
  const store = dynamoTestClockStore(db, tableName);
  return {
    async clockFor({ storeId, mode }) {
      if (mode === 'live') return systemClock;
      const state = await store.read(storeId);
      return offsetClock(state?.offsetSeconds ?? 0);
    },
  };
};
