import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCatalogHandler } from '../../../functions/admin-catalog/handler.ts';
import { useAdminHarness } from '../../support/admin-harness.ts';
import { call, createTestStore, type TestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';

/**
 * Copying the test catalog to live against DynamoDB Local: new live ids with the external ids
 * kept, a second copy updates instead of duplicating, stock zero (live stock kept) or copied,
 * a dry run writes nothing, and only owners and admins may copy.
 */
const table = useTestTable();
const harness = useAdminHarness(table);
let handler: ReturnType<typeof createAdminCatalogHandler>;
let store: TestStore;

beforeAll(async () => {
  handler = createAdminCatalogHandler(undefined, { ownerAccess: () => harness.access });
  store = await createTestStore(table);
  await harness.joinStore('Copy', store.storeId);
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field below
type Answer = { status: number; body: { data?: any; errorCode?: string } };
const admin = async (
  method: string,
  path: string,
  options: { body?: unknown; mode?: 'test' | 'live'; as?: 'owner' | 'admin' | 'viewer' } = {},
): Promise<Answer> =>
  (await harness.call(
    handler,
    method,
    `/api/v1/admin/stores/${store.storeId}${path}`,
    harness.owners[options.as ?? 'owner'].token,
    options.body,
    { query: { mode: options.mode ?? 'test' } },
  )) as Answer;

const copy = (body: unknown = {}, as?: 'owner' | 'admin' | 'viewer') =>
  admin('POST', '/catalog/copy-to-live', { body, ...(as ? { as } : {}) });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- product views
const liveProducts = async (): Promise<any[]> => {
  const listed = await admin('GET', '/products', { mode: 'live' });
  expect(listed.status).toBe(200);
  return listed.body.data;
};

describe('POST /admin/stores/{storeId}/catalog/copy-to-live', () => {
  it('copies test products to live once, then updates them by external id', async () => {
    // One product made in the dashboard (no external id given), one synced.
    const made = await admin('POST', '/products', {
      body: {
        title: 'Made Mug',
        tags: ['kitchen'],
        variants: [
          {
            title: 'Blue',
            sku: 'MADE-B',
            price: 12.5,
            compareAtPrice: 15,
            weight: { value: 350, unit: 'g' },
            inventoryQuantity: 7,
          },
        ],
      },
    });
    expect(made.status).toBe(201);
    const synced = await call('POST', '/api/v1/products/sync', {
      key: store.keys.sk_test,
      body: {
        products: [
          {
            externalId: 'erp-lamp',
            title: 'Synced Lamp',
            variants: [
              { externalVariantId: 'erp-lamp-1', title: 'One', price: 40, inventoryQuantity: 3 },
              { externalVariantId: 'erp-lamp-2', title: 'Two', price: 45, inventoryQuantity: 4 },
            ],
          },
        ],
      },
    });
    expect(synced.status).toBe(200);

    // A dry run answers the counts and writes nothing.
    const preview = await copy({ dryRun: true });
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data).toEqual({
      dryRun: true,
      stock: 'zero',
      created: 2,
      updated: 0,
      variantsCreated: 3,
      variantsUpdated: 0,
      titles: ['Synced Lamp', 'Made Mug'],
    });
    expect(await liveProducts()).toEqual([]);

    const first = await copy();
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ dryRun: false, created: 2, updated: 0, variantsCreated: 3 });
    const live = await liveProducts();
    expect(live.map((p) => p.title).sort()).toEqual(['Made Mug', 'Synced Lamp']);
    const liveMug = live.find((p) => p.title === 'Made Mug');
    const testMug = made.body.data;
    expect(liveMug.productId).not.toBe(testMug.productId);
    // The admin-made product's external id is its test id, so the copy has one to find it by.
    expect(liveMug.externalId).toBe(testMug.externalId);
    expect(liveMug.tags).toEqual(['kitchen']);
    expect(liveMug.variants[0]).toMatchObject({
      sku: 'MADE-B',
      price: 12.5,
      compareAtPrice: 15,
      weight: { value: 350, unit: 'g' },
      inventoryQuantity: 0,
      externalVariantId: testMug.variants[0].externalVariantId,
    });
    expect(liveMug.variants[0].id).not.toBe(testMug.variants[0].id);
    const created = (await outboxEvents(table, store.storeId, 'product.created')).filter(
      (event) => event.mode === 'live',
    );
    expect(created.map((event) => event.origin)).toEqual(['owner', 'owner']);

    // Live stock moves (a sale, a count); the test title changes; a second copy updates, keeping live stock.
    const stocked = await admin(
      'POST',
      `/products/${liveMug.productId}/variants/${liveMug.variants[0].id}/inventory`,
      { body: { set: 5 }, mode: 'live' },
    );
    expect(stocked.status).toBe(200);
    expect(
      (await admin('PUT', `/products/${testMug.productId}`, { body: { title: 'Made Mug II' } })).status,
    ).toBe(200);
    const second = await copy({}, 'admin');
    expect(second.body.data).toMatchObject({
      created: 0,
      updated: 2,
      variantsCreated: 0,
      variantsUpdated: 3,
    });
    const again = await liveProducts();
    expect(again).toHaveLength(2);
    const mugAgain = again.find((p) => p.productId === liveMug.productId);
    expect(mugAgain.title).toBe('Made Mug II');
    expect(mugAgain.variants[0].inventoryQuantity).toBe(5);

    // stock: copy sets live stock to the test stock.
    expect((await copy({ stock: 'copy' })).body.data).toMatchObject({ stock: 'copy', updated: 2 });
    const copied = await liveProducts();
    const lamp = copied.find((p) => p.title === 'Synced Lamp');
    expect(lamp.variants.map((v: { inventoryQuantity: number }) => v.inventoryQuantity).sort()).toEqual([
      3, 4,
    ]);
    expect(copied.find((p) => p.productId === liveMug.productId).variants[0].inventoryQuantity).toBe(7);
  });

  it('is for owners and admins; a bad stock choice is 400', async () => {
    const viewer = await copy({}, 'viewer');
    expect(viewer.status).toBe(403);
    const bad = await copy({ stock: 'half' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('INVALID_REQUEST');
  });
});
