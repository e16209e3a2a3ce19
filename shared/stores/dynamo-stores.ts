import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '../db/keys.ts';
import { ENTITY_ATTRIBUTE } from '../db/table-definition.ts';
import type { StoreRepository, StoreSettingsParts } from './ports.ts';
import { notificationSettingsOf } from './notification-settings.ts';
import type { Branding, CheckoutSettings, StoreRecord } from './types.ts';

export const STORE_ENTITY = 'Store';

/** Strip table keys and bookkeeping attributes from a stored item. */
export const toStoreRecord = (item: Record<string, unknown>): StoreRecord => ({
  storeId: item.storeId as string,
  name: item.name as string,
  checkoutSettings: item.checkoutSettings as CheckoutSettings,
  branding: item.branding as Branding,
  // Stores made before the switches existed have every notification on (docs/decisions.md §14.3).
  notifications: notificationSettingsOf(item as Pick<StoreRecord, 'notifications'>),
  createdAt: item.createdAt as string,
  updatedAt: item.updatedAt as string,
  ...(typeof item.testClockOffset === 'number' ? { testClockOffsetSeconds: item.testClockOffset } : {}),
});

/** A new store's item (its test clock is written only by the test-clock adapter). */
export const storeItem = ({
  testClockOffsetSeconds: _clock,
  ...store
}: StoreRecord): Record<string, unknown> => ({
  ...keys.store(store.storeId),
  [ENTITY_ATTRIBUTE]: STORE_ENTITY,
  ...store,
});

/**
 * The update of a store's name, checkout settings, branding and notification switches (only the parts given), for the
 * admin services' transaction (the API's and the CLI's settings changes).
 */
export const storeSettingsUpdate = (storeId: string, parts: StoreSettingsParts, now: string) => {
  const sets = ['updatedAt = :now'];
  const values: Record<string, unknown> = { ':now': now };
  if (parts.name !== undefined) {
    sets.push('#name = :name');
    values[':name'] = parts.name;
  }
  if (parts.checkoutSettings) {
    sets.push('checkoutSettings = :cs');
    values[':cs'] = parts.checkoutSettings;
  }
  if (parts.notifications) {
    sets.push('notifications = :nt');
    values[':nt'] = parts.notifications;
  }
  if (parts.branding) {
    sets.push('branding = :br');
    values[':br'] = parts.branding;
  }
  return {
    Key: keys.store(storeId),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: values,
    ...(parts.name !== undefined ? { ExpressionAttributeNames: { '#name': 'name' } } : {}),
  };
};

export const dynamoStoreRepository = (db: DynamoDBDocumentClient, tableName: string): StoreRepository => ({
  async get(storeId) {
    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.store(storeId) }));
    return Item ? toStoreRecord(Item) : undefined;
  },
  async create(store) {
    await db.send(
      new PutCommand({
        TableName: tableName,
        Item: storeItem(store),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },
  async updateSettings(storeId, parts, now) {
    const { Attributes } = await db.send(
      new UpdateCommand({
        TableName: tableName,
        ...storeSettingsUpdate(storeId, parts, now),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toStoreRecord(Attributes!);
  },
});
