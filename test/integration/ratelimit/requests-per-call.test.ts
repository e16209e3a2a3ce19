import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient } from '../../../shared/db/dynamo-client.ts';
import { countDynamoRequests, countRequestsOf } from '../../../bench/request-counter.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { call, createTestStore, login, syncProduct, type TestStore } from '../../support/commerce.ts';

/**
 * What one warm cart call costs in DynamoDB requests through the whole function (key lookup,
 * rate limit, customer token, the cart's own reads and write), counted by a middleware on the
 * functions' document client (docs/decisions.md §2.6, §11.x cost per request).
 */
const table = useTestTable();
let store: TestStore;
let variantId: string;
let token: string;

beforeAll(async () => {
  store = await createTestStore(table);
  variantId = (await syncProduct(store, [{ price: 3 }])).variantIds[0]!;
  ({ token } = await login(store));
  countRequestsOf(documentClient());
});

const addItem = () =>
  call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
    key: store.keys.pk_test,
    token,
    body: { productVariantId: variantId, quantity: 1 },
  });

describe('DynamoDB requests of one cart call, auth and rate limiting included', () => {
  it('add item: 2 requests in all while the rate-limit lease lasts: the key BatchGet (cart and variant with it) and the transaction', async () => {
    expect((await addItem()).status).toBe(200); // warm: the cart exists, the key's lastUsedAt is recent
    // The warm call's write leased tokens (docs/decisions.md §2.6): this one spends them locally.
    const { result, counts } = await countDynamoRequests(addItem);
    expect(result.status).toBe(200);
    expect(counts).toEqual({ BatchGetItemCommand: 1, TransactWriteItemsCommand: 1 });
  });

  it('add item that creates the cart: 3 requests (the prefetch found no cart; a new customer takes a lease of its share)', async () => {
    const { token: newcomer } = await login(store);
    const { result, counts } = await countDynamoRequests(() =>
      call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
        key: store.keys.pk_test,
        token: newcomer,
        body: { productVariantId: variantId, quantity: 2 },
      }),
    );
    expect(result.status).toBe(200);
    expect(counts).toEqual({ BatchGetItemCommand: 1, UpdateItemCommand: 1, TransactWriteItemsCommand: 1 });
  });

  it('get cart: the key BatchGet (the cart with it); the rate-limit lease is still held', async () => {
    const { result, counts } = await countDynamoRequests(() =>
      call('GET', `/api/v1/sdk/cart/${store.storeId}`, { key: store.keys.pk_test, token }),
    );
    expect(result.status).toBe(200);
    expect(counts).toEqual({ BatchGetItemCommand: 1 });
  });
});
