import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createTestStore, type TestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';

/**
 * Product sync sends product events (origin api) written with the records they describe: created
 * products, changed fields, new variants and stock changes (reason sync); nothing when nothing changed.
 */
const table = useTestTable();
let store: TestStore;

beforeAll(async () => {
  store = await createTestStore(table);
});

/**
 * A sync that runs out of its time answers 503 and its retry finishes it (docs/decisions.md §3.8),
 * as a store's server does: a busy machine can make a large sync take more than one call.
 */
const sync = async (products: unknown[]) => {
  let answer = await call('POST', '/api/v1/products/sync', { key: store.keys.sk_test, body: { products } });
  for (let retry = 0; answer.status === 503 && retry < 5; retry++)
    answer = await call('POST', '/api/v1/products/sync', { key: store.keys.sk_test, body: { products } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as {
    products: Array<{ productId: string; variants: Array<{ variantId: string }> }>;
  };
};

const eventsOf = async (type: string, productId: string) =>
  (await outboxEvents(table, store.storeId, type)).filter((event) => event.data.productId === productId);

const variant = (id: string, price: number, inventoryQuantity: number) => ({
  externalVariantId: id,
  title: id,
  sku: id.toUpperCase(),
  price,
  inventoryQuantity,
});

describe('product events from product sync', () => {
  it('created, updated, variant created/updated and inventory (reason sync), origin api', async () => {
    const ext = `p-${randomUUID()}`;
    const first = await sync([
      { externalId: ext, title: 'Lamp', variants: [variant(`${ext}-a`, 10, 5), variant(`${ext}-b`, 12, 5)] },
    ]);
    const productId = first.products[0]!.productId;
    const [created] = await eventsOf('product.created', productId);
    expect(created).toMatchObject({ origin: 'api', data: { productTitle: 'Lamp', externalProductId: ext } });
    expect((created!.data.variants as unknown[]).length).toBe(2);
    // A new product's variants are in its product.created, not events of their own.
    expect(await eventsOf('product.variant_created', productId)).toEqual([]);

    await sync([
      {
        externalId: ext,
        title: 'Desk Lamp',
        variants: [variant(`${ext}-a`, 11, 5), variant(`${ext}-b`, 12, 2), variant(`${ext}-c`, 15, 1)],
      },
    ]);
    const [updated] = await eventsOf('product.updated', productId);
    expect(updated).toMatchObject({
      origin: 'api',
      data: { changes: { productTitle: 'Desk Lamp' }, previousValues: { productTitle: 'Lamp' } },
    });
    const [variantUpdated] = await eventsOf('product.variant_updated', productId);
    expect(variantUpdated!.data).toMatchObject({ changes: { price: 11 }, previousValues: { price: 10 } });
    const [inventory] = await eventsOf('product.inventory_updated', productId);
    expect(inventory).toMatchObject({
      origin: 'api',
      data: {
        previousQuantity: 5,
        newQuantity: 2,
        change: -3,
        reason: 'sync',
        sku: `${ext}-B`.toUpperCase(),
      },
    });
    const [variantCreated] = await eventsOf('product.variant_created', productId);
    expect(variantCreated!.data).toMatchObject({
      variant: { externalVariantId: `${ext}-c`, inventoryQuantity: 1 },
    });

    // The same request again changes nothing: no event.
    const before = (await outboxEvents(table, store.storeId)).length;
    await sync([
      {
        externalId: ext,
        title: 'Desk Lamp',
        variants: [variant(`${ext}-a`, 11, 5), variant(`${ext}-b`, 12, 2), variant(`${ext}-c`, 15, 1)],
      },
    ]);
    expect((await outboxEvents(table, store.storeId)).length).toBe(before);
  });

  it('100 variants whose stock and price all change: every write with its events, split under 100 items', async () => {
    const ext = `big-${randomUUID()}`;
    const variants = (price: number, stock: number) =>
      Array.from({ length: 100 }, (_, i) => variant(`${ext}-${i}`, price, stock));
    const first = await sync([{ externalId: ext, title: 'Big', variants: variants(10, 5) }]);
    const productId = first.products[0]!.productId;
    await sync([{ externalId: ext, title: 'Bigger', variants: variants(11, 7) }]);
    expect(await eventsOf('product.inventory_updated', productId)).toHaveLength(100);
    expect(await eventsOf('product.variant_updated', productId)).toHaveLength(100);
    expect(await eventsOf('product.updated', productId)).toHaveLength(1);
    // Several transactions of up to 64 items, run one after another for the product: its 202
    // events (created, 100 + 100 variant events, updated) are numbered 1..202 once each (§6.23).
    const sequences = (await outboxEvents(table, store.storeId))
      .filter((event) => event.data.productId === productId)
      .map((event) => event.sequence)
      .sort((a, b) => a! - b!);
    expect(sequences).toEqual(Array.from({ length: 202 }, (_, i) => i + 1));
    const got = await call('GET', `/api/v1/products/${productId}`, { key: store.keys.sk_test });
    const stock = (got.body.data as { variants: Array<{ inventoryQuantity: number; price: number }> })
      .variants;
    expect(stock.every((v) => v.inventoryQuantity === 7 && v.price === 11)).toBe(true);
  });
});
