import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { countDynamoRequests, countRequestsOf } from '../../../bench/request-counter.ts';
import { documentClient } from '../../../shared/db/dynamo-client.ts';
import { keys } from '../../../shared/db/keys.ts';
import { dynamoProductSearchIndex } from '../../../shared/products/dynamo-product-search.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';
import {
  call,
  complete,
  createOrder,
  login,
  startCheckout,
  syncProduct,
  type TestStore,
} from '../orders/helpers.ts';
import { createTestStore } from '../../support/commerce.ts';

/**
 * A rename writes the product alone (docs/decisions.md §3.7): the variants the sync did not list
 * keep the title they were written with, and every reader shows the product's current title
 * (storefront, search, cart lines, orders and their stock events; owners' renames:
 * admin-catalog.test.ts).
 */
const table = useTestTable();
let store: TestStore;
let productId: string;
let variants: string[];

const titleCopy = async (variantId: string) =>
  (
    await table.db.send(
      new GetCommand({ TableName: table.tableName, Key: keys.variant(store.storeId, 'test', variantId) }),
    )
  ).Item!.productTitle as string;

beforeAll(async () => {
  store = await createTestStore(table);
  const lamp = Array.from({ length: 4 }, (_, i) => ({
    price: 10 + i,
    sku: `LAMP-${i}`,
    inventoryQuantity: 20,
  }));
  ({ productId, variantIds: variants } = await syncProduct(store, lamp, {
    externalId: 'lamp',
    title: 'Lamp',
  }));
  // Renamed with one variant listed: the other three keep their copy of the old title.
  await syncProduct(store, lamp.slice(0, 1), { externalId: 'lamp', title: 'Desk lamp' });
  countRequestsOf(documentClient());
});

describe('a renamed product shows its new title though its unlisted variants were not written', () => {
  it('the rename wrote the product alone, not its variants', async () => {
    expect(await titleCopy(variants[1]!)).toBe('Lamp');
    // A listed variant whose own fields are unchanged is not written either.
    expect(await titleCopy(variants[0]!)).toBe('Lamp');
  });

  it('storefront listing, product page and search', async () => {
    const base = `/api/v1/sdk/store/${store.storeId}/products`;
    const listed = await call('GET', base, { key: store.keys.pk_test });
    expect(listed.body.data).toMatchObject([{ productId, title: 'Desk lamp' }]);
    expect((listed.body.data as Array<{ variants: unknown[] }>)[0]!.variants).toHaveLength(4);
    const page = await call('GET', `${base}/${productId}`, { key: store.keys.pk_test });
    expect(page.body.data).toMatchObject({ title: 'Desk lamp' });
    // What the search indexer does after the product event.
    const scope = { storeId: store.storeId, mode: 'test' as const };
    await dynamoProductSearchIndex(table.db, table.tableName).refresh(scope, productId);
    const found = await call('GET', `${base}?q=desk`, { key: store.keys.pk_test });
    expect(found.body.data).toMatchObject([{ productId, title: 'Desk lamp' }]);
    const bySku = await call('GET', `${base}?q=lamp-2`, { key: store.keys.pk_test });
    expect(bySku.body.data).toMatchObject([{ productId, title: 'Desk lamp' }]);
  });

  it('a cart line of an unlisted variant, and its cart.item_added; the next add is 2 requests again', async () => {
    const { token } = await login(store);
    const add = (variantId: string) =>
      call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
        key: store.keys.pk_test,
        token,
        body: { productVariantId: variantId, quantity: 1 },
      });
    expect((await add(variants[0]!)).status).toBe(200); // warm: the cart exists, the key is cached
    // The copy is old: the title check fails, the product's title is read, the cart written.
    const stale = await countDynamoRequests(() => add(variants[1]!));
    expect(stale.result.status).toBe(200);
    const lines = (
      stale.result.body.data as { items: Array<{ productVariantId: string; productTitle: string }> }
    ).items;
    expect(lines.map((line) => line.productTitle)).toEqual(['Desk lamp', 'Desk lamp']);
    expect(stale.counts).toEqual({ BatchGetItemCommand: 3, TransactWriteItemsCommand: 2 });
    const added = (await outboxEvents(table, store.storeId, 'cart.item_added')).map(
      (event) => (event.data as { item: { productTitle: string } }).item.productTitle,
    );
    expect(added).toEqual(['Desk lamp', 'Desk lamp']);
    expect(await titleCopy(variants[0]!)).toBe('Desk lamp');
    // The cart's write brought the variant's copy up to date: the next add is the key's BatchGet
    // (cart and variant) and the transaction.
    expect(await titleCopy(variants[1]!)).toBe('Desk lamp');
    const fresh = await countDynamoRequests(() => add(variants[1]!));
    expect(fresh.counts).toEqual({ BatchGetItemCommand: 1, TransactWriteItemsCommand: 1 });
  });

  it('an order made by the API and one from a checkout, with their stock events', async () => {
    const { customer, checkoutId } = await startCheckout(store, [{ variantId: variants[2]!, quantity: 1 }]);
    const made = await createOrder(store, customer.customerId, [
      { productVariantId: variants[3]!, quantity: 1 },
    ]);
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ items: [{ productTitle: 'Desk lamp' }] });
    // Renamed again while the checkout is open: the order names the product as it is when placed.
    await syncProduct(store, [{ price: 10, sku: 'LAMP-0', inventoryQuantity: 20 }], {
      externalId: 'lamp',
      title: 'Reading lamp',
    });
    expect(await titleCopy(variants[2]!)).toBe('Desk lamp');
    const completed = await complete(store, customer.token, checkoutId);
    expect(completed.status).toBe(201);
    expect(completed.body.data).toMatchObject({ items: [{ productTitle: 'Reading lamp' }] });
    const stock = await outboxEvents(table, store.storeId, 'product.inventory_updated');
    const ofOrders = stock
      .filter((event) => (event.data as { reason: string }).reason === 'order')
      .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
    expect(ofOrders.map((event) => (event.data as { productTitle: string }).productTitle)).toEqual([
      'Desk lamp',
      'Reading lamp',
    ]);
  });
});
