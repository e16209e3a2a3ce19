import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoCartRepository } from '../../../shared/carts/dynamo-cart-repository.ts';
import { createCartService } from '../../../shared/carts/service.ts';
import { keys } from '../../../shared/db/keys.ts';
import { dynamoStoreRepository } from '../../../shared/stores/dynamo-stores.ts';
import type { StoreRecord } from '../../../shared/stores/types.ts';
import { newId } from '../../../shared/util/ids.ts';
import { createTestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';

const table = useTestTable();
let store: StoreRecord;
beforeAll(async () => {
  const created = await createTestStore(table);
  store = (await dynamoStoreRepository(table.db, table.tableName).get(created.storeId))!;
});

describe('cart save while the checkout it was paid with is Processing again', () => {
  it('is a lost race (read again, then decided), not an unexplained failure', async () => {
    const carts = dynamoCartRepository(table.db, table.tableName);
    const customerId = newId();
    await createCartService({ carts }).getCart({ store, mode: 'test', customerId });
    const scope = { storeId: store.storeId, mode: 'test' as const, customerId };
    const { cart } = await carts.read(scope, {});
    const paying = `chk_${newId()}`;
    // The cart was being paid with `paying`, whose completion is Processing (a live payment).
    await table.db.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: keys.openCart(store.storeId, 'test', customerId),
        UpdateExpression: 'SET payingCheckoutId = :paying',
        ExpressionAttributeValues: { ':paying': paying },
      }),
    );
    await table.db.send(
      new PutCommand({
        TableName: table.tableName,
        Item: { ...keys.checkout(store.storeId, 'test', paying), completionStatus: 'Processing' },
      }),
    );
    const outcome = await carts.save(
      {
        next: { ...cart!, payingCheckoutId: null, version: cart!.version + 1 },
        expectedVersion: cart!.version,
        expectedPayingCheckoutId: paying,
        notPaying: paying,
        sweepAt: new Date(Date.now() + 60_000).toISOString(),
        events: [],
      },
      new Date(),
    );
    expect(outcome).toEqual({ ok: false, reason: 'conflict' });
  });
});
