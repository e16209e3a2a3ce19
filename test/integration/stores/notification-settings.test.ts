import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { localCliAdmin } from '../../../infra/cli/admin-services.ts';
import { keys } from '../../../shared/db/keys.ts';
import type { ApiError } from '../../../shared/errors.ts';
import { dynamoStoreRepository } from '../../../shared/stores/dynamo-stores.ts';
import { useTestTable } from '../../support/dynamo.ts';

const table = useTestTable();

/** The store's customer notification switches on DynamoDB Local (docs/decisions.md §14.3). */
describe('notification switches in the store settings', () => {
  it('a store saved before the switches existed reads with every kind on', async () => {
    const admin = localCliAdmin(table.db, table.tableName);
    const { storeId } = await admin.createStore('Old Store');
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keys.store(storeId),
        UpdateExpression: 'REMOVE notifications',
      }),
    );
    const store = await dynamoStoreRepository(table.db, table.tableName).get(storeId);
    expect(store!.notifications).toEqual({
      orderConfirmed: true,
      orderShipped: true,
      orderDelivered: true,
      orderCancelled: true,
      orderRefunded: true,
    });
  });

  it('a partial update is merged and stored whole; a wrong value is 400 INVALID_REQUEST', async () => {
    const admin = localCliAdmin(table.db, table.tableName);
    const { storeId } = await admin.createStore('Switch Store');
    const updated = await admin.updateSettings(storeId, { notifications: { orderRefunded: false } });
    expect(updated.notifications).toMatchObject({ orderRefunded: false, orderConfirmed: true });
    const { Item } = await table.db.send(
      new GetCommand({ TableName: table.tableName, Key: keys.store(storeId) }),
    );
    expect(Item!.notifications).toEqual({
      orderConfirmed: true,
      orderShipped: true,
      orderDelivered: true,
      orderCancelled: true,
      orderRefunded: false,
    });
    const error = (await admin
      .updateSettings(storeId, { notifications: { orderShipped: 'no' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.errorCode).toBe('INVALID_REQUEST');
  });
});
