import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminCatalogHandler } from '../../../functions/admin-catalog/handler.ts';
import { dynamoMembershipRepository } from '../../../shared/owners/dynamo-owner-repository.ts';
import { dynamoProductSearchIndex, reindexProducts } from '../../../shared/products/dynamo-product-search.ts';
import { useAdminHarness } from '../../support/admin-harness.ts';
import { call, createTestStore, login, syncProduct, type TestStore } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { outboxEvents } from '../../support/outbox.ts';

/**
 * Owners' products against DynamoDB Local: each change with its events and audit entry in one
 * transaction, atomic stock, the last variant, search by title prefix and SKU, paging (roles:
 * test/integration/admin/access-catalog.test.ts).
 */
const table = useTestTable();
const harness = useAdminHarness(table);
let handler: ReturnType<typeof createAdminCatalogHandler>;
let store: TestStore;

beforeAll(async () => {
  handler = createAdminCatalogHandler(undefined, { ownerAccess: () => harness.access });
  store = await createTestStore(table);
  await harness.createStore('Catalog', async () => {
    const at = new Date().toISOString();
    const { ownerId, email } = harness.owners.owner;
    await dynamoMembershipRepository(table.db, table.tableName).add({
      storeId: store.storeId,
      ownerId,
      email,
      role: 'owner',
      createdAt: at,
      updatedAt: at,
    });
    return store.storeId;
  });
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field below
type AdminAnswer = { status: number; body: { data?: any; errorCode?: string; nextCursor?: string | null } };
const admin = async (
  method: string,
  path: string,
  options: { body?: unknown; query?: Record<string, string>; as?: 'owner' | 'admin' | 'viewer' } = {},
): Promise<AdminAnswer> =>
  (await harness.call(
    handler,
    method,
    `/api/v1/admin/stores/${store.storeId}/products${path}`,
    harness.owners[options.as ?? 'owner'].token,
    options.body,
    options.query ? { query: options.query } : {},
  )) as AdminAnswer;

const auditActions = async (targetId: string): Promise<string[]> => {
  const { Items = [] } = await table.db.send(
    new ScanCommand({
      TableName: table.tableName,
      FilterExpression: 'entity = :e AND target.id = :id',
      ExpressionAttributeValues: { ':e': 'AuditEntry', ':id': targetId },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => item.action as string).sort();
};

const newProduct = async (title: string, variants: Array<Record<string, unknown>>, extra = {}) => {
  const created = await admin('POST', '', { body: { title, variants, ...extra } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as {
    productId: string;
    externalId: string;
    variants: Array<{ id: string; sku: string | null; inventoryQuantity: number }>;
  };
};

const eventsOf = async (type: string, productId: string) =>
  (await outboxEvents(table, store.storeId, type)).filter((event) => event.data.productId === productId);

describe('create, read, edit and delete', () => {
  it('creates a product with its variants, product.created (origin owner) and its audit entry', async () => {
    const product = await newProduct(
      'Espresso Cup',
      [
        { title: 'White', sku: 'CUP-W', price: 9.5, inventoryQuantity: 4 },
        { title: 'Black', sku: 'CUP-B', price: 9.5, compareAtPrice: 12, inventoryQuantity: 0 },
      ],
      { category: 'Kitchen', imageUrl: 'https://img.example.com/cup.png' },
    );
    expect(product.externalId).toBe(product.productId);
    expect(product.variants).toHaveLength(2);
    const [event] = await eventsOf('product.created', product.productId);
    expect(event).toMatchObject({
      origin: 'owner',
      customerId: null,
      data: { productTitle: 'Espresso Cup', externalProductId: product.productId, category: 'Kitchen' },
    });
    expect((event!.data.variants as unknown[]).length).toBe(2);
    expect(await auditActions(product.productId)).toEqual(['product.created']);

    const read = await admin('GET', `/${product.productId}`, { as: 'viewer' });
    expect(read.status).toBe(200);
    expect(read.body.data.variants.map((v: { title: string }) => v.title).sort()).toEqual(['Black', 'White']);
  });

  it('edits a product: product.updated carries the changed fields only, and variants follow', async () => {
    const product = await newProduct('Teapot', [
      { title: 'One size', sku: 'POT-1', price: 30, inventoryQuantity: 2 },
    ]);
    const edited = await admin('PUT', `/${product.productId}`, {
      body: { title: 'Tea Pot', status: 'Draft' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Tea Pot', status: 'Draft' });
    const [event] = await eventsOf('product.updated', product.productId);
    expect(event!.data.changes).toEqual({ productTitle: 'Tea Pot', status: 'Draft' });
    expect(event!.data.previousValues).toEqual({ productTitle: 'Teapot', status: 'Active' });
    // A Draft product's variant is no longer sellable: a cart add answers 404.
    const customer = await login(store);
    const add = await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
      key: store.keys.pk_test,
      token: customer.token,
      body: { productVariantId: product.variants[0]!.id, quantity: 1 },
    });
    expect(add.body.errorCode).toBe('PRODUCT_NOT_FOUND');
    // Nothing changed: no event, no audit entry.
    await admin('PUT', `/${product.productId}`, { body: { title: 'Tea Pot' } });
    expect(await eventsOf('product.updated', product.productId)).toHaveLength(1);
    expect(await auditActions(product.productId)).toEqual(['product.created', 'product.updated']);
  });

  it('deletes a product and its variants: gone from reads and cart adds, product.deleted sent', async () => {
    const product = await newProduct('Saucer', [
      { title: 'S', price: 3, inventoryQuantity: 5 },
      { title: 'L', price: 4, inventoryQuantity: 5 },
    ]);
    const customer = await login(store);
    const add = (variantId: string) =>
      call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
        key: store.keys.pk_test,
        token: customer.token,
        body: { productVariantId: variantId, quantity: 1 },
      });
    expect((await add(product.variants[0]!.id)).status).toBe(200);
    const deleted = await admin('DELETE', `/${product.productId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.variantsDeleted).toBe(2);
    expect((await admin('GET', `/${product.productId}`)).body.errorCode).toBe('PRODUCT_NOT_FOUND');
    expect((await add(product.variants[1]!.id)).body.errorCode).toBe('PRODUCT_NOT_FOUND');
    const [event] = await eventsOf('product.deleted', product.productId);
    expect(event!.data).toMatchObject({ productTitle: 'Saucer', externalProductId: product.externalId });
    expect((await admin('DELETE', `/${product.productId}`)).body.errorCode).toBe('PRODUCT_NOT_FOUND');
  });

  it('refuses a second product with the same external id (409 CONFLICT) and bad prices (400)', async () => {
    await newProduct('Spoon', [{ title: 'One', price: 1, inventoryQuantity: 1 }], { externalId: 'spoon-1' });
    const again = await admin('POST', '', {
      body: {
        title: 'Spoon',
        externalId: 'spoon-1',
        variants: [{ title: 'One', price: 1, inventoryQuantity: 1 }],
      },
    });
    expect(again.status).toBe(409);
    const decimals = await admin('POST', '', {
      body: { title: 'Fork', variants: [{ title: 'One', price: 1.234, inventoryQuantity: 1 }] },
    });
    expect(decimals.status).toBe(400);
    expect(decimals.body.errorCode).toBe('INVALID_REQUEST');
  });
});

describe('variants', () => {
  it('keep the order they were given, an added one last, in the admin API and the storefront', async () => {
    const sizes = ['S', 'M', 'L', 'XS', 'XXL', 'XL'];
    const product = await newProduct(
      'Order Tee',
      sizes.map((title) => ({ title, price: 10, inventoryQuantity: 1 })),
    );
    expect(product.variants.map((v) => (v as unknown as { title: string }).title)).toEqual(sizes);
    await admin('POST', `/${product.productId}/variants`, {
      body: { title: '3XL', price: 10, inventoryQuantity: 1 },
    });
    const read = await admin('GET', `/${product.productId}`);
    expect(read.body.data.variants.map((v: { title: string }) => v.title)).toEqual([...sizes, '3XL']);
    const shop = await call('GET', `/api/v1/sdk/store/${store.storeId}/products/${product.productId}`, {
      key: store.keys.pk_test,
    });
    expect(shop.status, JSON.stringify(shop.body)).toBe(200);
    expect((shop.body.data as { variants: Array<{ title: string }> }).variants.map((v) => v.title)).toEqual([
      ...sizes,
      '3XL',
    ]);
  });

  it('a sync gives the order too, and a re-sync in another order moves them', async () => {
    const spec = (titles: string[]) =>
      titles.map((title) => ({ externalVariantId: `order-sync-${title}`, title, price: 10 }));
    const synced = await syncProduct(store, spec(['S', 'M', 'L']), {
      externalId: `order-sync-${Date.now()}`,
    });
    const titlesOf = async () =>
      (await admin('GET', `/${synced.productId}`)).body.data.variants.map((v: { title: string }) => v.title);
    expect(await titlesOf()).toEqual(['S', 'M', 'L']);
    const externalId = ((await admin('GET', `/${synced.productId}`)).body.data as { externalId: string })
      .externalId;
    await syncProduct(store, spec(['L', 'S', 'M']), { externalId });
    expect(await titlesOf()).toEqual(['L', 'S', 'M']);
  });

  it('adds, edits and deletes variants; the last one stays (409 LAST_VARIANT)', async () => {
    const product = await newProduct('Bowl', [
      { title: 'Small', sku: 'BOWL-S', price: 5, inventoryQuantity: 1 },
    ]);
    const added = await admin('POST', `/${product.productId}/variants`, {
      body: { title: 'Large', sku: 'BOWL-L', price: 7, inventoryQuantity: 3 },
    });
    expect(added.status).toBe(201);
    const largeId = added.body.data.id as string;
    const edited = await admin('PUT', `/${product.productId}/variants/${largeId}`, { body: { price: 7.5 } });
    expect(edited.body.data).toMatchObject({ price: 7.5, inventoryQuantity: 3 });
    const [updated] = await eventsOf('product.variant_updated', product.productId);
    expect(updated!.data.changes).toEqual({ price: 7.5 });
    expect(updated!.data.previousValues).toEqual({ price: 7 });
    expect(await eventsOf('product.variant_created', product.productId)).toHaveLength(1);

    expect((await admin('DELETE', `/${product.productId}/variants/${largeId}`)).status).toBe(200);
    const last = await admin('DELETE', `/${product.productId}/variants/${product.variants[0]!.id}`);
    expect(last.status).toBe(409);
    expect(last.body.errorCode).toBe('LAST_VARIANT');
    const [deleted] = await eventsOf('product.variant_deleted', product.productId);
    expect(deleted!.data).toMatchObject({ variantId: largeId, sku: 'BOWL-L' });
    // A variant of another product is not found under this one.
    const other = await newProduct('Plate', [{ title: 'One', price: 5, inventoryQuantity: 1 }]);
    const wrong = await admin('PUT', `/${product.productId}/variants/${other.variants[0]!.id}`, {
      body: { title: 'X' },
    });
    expect(wrong.body.errorCode).toBe('PRODUCT_NOT_FOUND');
  });

  it('keeps tags, compareAtPrice, barcode and weight; null clears them; a sync keeps the weight', async () => {
    const externalId = `weighed-${Date.now()}`;
    const product = await newProduct(
      'Weighed Mug',
      [
        {
          title: 'Blue',
          externalVariantId: `${externalId}-blue`,
          price: 12,
          compareAtPrice: 15.5,
          barcode: '4006381333931',
          weight: { value: 0.35, unit: 'kg' },
          inventoryQuantity: 2,
        },
      ],
      { tags: ['kitchen', 'gift'], externalId },
    );
    const read = await admin('GET', `/${product.productId}`);
    expect(read.body.data.tags).toEqual(['kitchen', 'gift']);
    const variantId = read.body.data.variants[0].id as string;
    expect(read.body.data.variants[0]).toMatchObject({
      compareAtPrice: 15.5,
      barcode: '4006381333931',
      weight: { value: 0.35, unit: 'kg' },
    });

    const reweighed = await admin('PUT', `/${product.productId}/variants/${variantId}`, {
      body: { weight: { value: 12, unit: 'oz' } },
    });
    expect(reweighed.body.data.weight).toEqual({ value: 12, unit: 'oz' });
    const [updated] = await eventsOf('product.variant_updated', product.productId);
    expect(updated!.data.changes).toEqual({ weight: { value: 12, unit: 'oz' } });
    expect(updated!.data.previousValues).toEqual({ weight: { value: 0.35, unit: 'kg' } });

    // The product sync has no weight: syncing the same external ids keeps it.
    const synced = await call('POST', '/api/v1/products/sync', {
      key: store.keys.sk_test,
      body: {
        products: [
          {
            externalId,
            title: 'Weighed Mug',
            variants: [
              { externalVariantId: `${externalId}-blue`, title: 'Navy', price: 12, inventoryQuantity: 2 },
            ],
          },
        ],
      },
    });
    expect(synced.status).toBe(200);
    const afterSync = await admin('GET', `/${product.productId}`);
    expect(afterSync.body.data.variants[0]).toMatchObject({
      title: 'Navy',
      weight: { value: 12, unit: 'oz' },
    });

    const cleared = await admin('PUT', `/${product.productId}/variants/${variantId}`, {
      body: { weight: null, compareAtPrice: null, barcode: null },
    });
    expect(cleared.body.data).toMatchObject({ weight: null, compareAtPrice: null, barcode: null });
    const untagged = await admin('PUT', `/${product.productId}`, { body: { tags: [] } });
    expect(untagged.body.data.tags).toEqual([]);

    for (const weight of [{ value: 0, unit: 'kg' }, { value: 1, unit: 'stone' }, { value: 1 }]) {
      const bad = await admin('PUT', `/${product.productId}/variants/${variantId}`, { body: { weight } });
      expect(bad.status, JSON.stringify(weight)).toBe(400);
      expect(bad.body.errorCode).toBe('INVALID_REQUEST');
    }
  });

  it('two concurrent deletes of the last two variants leave one (LAST_VARIANT for the loser)', async () => {
    const product = await newProduct('Jug', [
      { title: 'A', price: 5, inventoryQuantity: 1 },
      { title: 'B', price: 5, inventoryQuantity: 1 },
    ]);
    const answers = await Promise.all(
      product.variants.map((v) => admin('DELETE', `/${product.productId}/variants/${v.id}`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await admin('GET', `/${product.productId}`)).body.data.variants).toHaveLength(1);
  });
});

describe('stock', () => {
  it('20 parallel adjustments lose nothing: exact final quantity and 20 inventory events', async () => {
    const product = await newProduct('Kettle', [
      { title: 'Steel', sku: 'KET-1', price: 40, inventoryQuantity: 10 },
    ]);
    const variantId = product.variants[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admin('POST', `/${product.productId}/variants/${variantId}/inventory`, {
          body: { adjust: i % 2 === 0 ? 3 : -1 },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const read = await admin('GET', `/${product.productId}`);
    expect(read.body.data.variants[0].inventoryQuantity).toBe(10 + 10 * 3 - 10);
    const events = await eventsOf('product.inventory_updated', product.productId);
    expect(events).toHaveLength(20);
    expect(events.every((e) => e.data.reason === 'adjustment' && e.origin === 'owner')).toBe(true);
    expect(events.reduce((sum, e) => sum + (e.data.change as number), 0)).toBe(20);
    // Each event is one request's own change: ten +3 and ten -1.
    expect(events.filter((e) => e.data.change === 3)).toHaveLength(10);
    expect(events.filter((e) => e.data.change === -1)).toHaveLength(10);
  });

  it('set answers the variant with its new quantity; below zero is 409 INSUFFICIENT_INVENTORY', async () => {
    const product = await newProduct('Tray', [{ title: 'Oak', price: 20, inventoryQuantity: 2 }]);
    const path = `/${product.productId}/variants/${product.variants[0]!.id}/inventory`;
    const set = await admin('POST', path, { body: { set: 7, reason: 'Stock count' } });
    expect(set.status).toBe(200);
    expect(set.body.data.inventoryQuantity).toBe(7);
    const [event] = await eventsOf('product.inventory_updated', product.productId);
    expect(event!.data).toMatchObject({
      previousQuantity: 2,
      newQuantity: 7,
      change: 5,
      note: 'Stock count',
    });
    const below = await admin('POST', path, { body: { adjust: -8 } });
    expect(below.status).toBe(409);
    expect(below.body.errorCode).toBe('INSUFFICIENT_INVENTORY');
    expect((await admin('POST', path, { body: { set: -1 } })).status).toBe(400);
    expect((await admin('POST', path, { body: { adjust: 1, set: 1 } })).status).toBe(400);
    expect(await eventsOf('product.inventory_updated', product.productId)).toHaveLength(1);
  });
});

describe('search and paging', () => {
  const index = () => dynamoProductSearchIndex(table.db, table.tableName);
  /** What the search indexer does after each product event. */
  const refresh = (...productIds: string[]) =>
    Promise.all(productIds.map((id) => index().refresh({ storeId: store.storeId, mode: 'test' }, id)));
  const titles = async (q: string, extra: Record<string, string> = {}) =>
    (await admin('GET', '', { query: { q, ...extra } })).body.data.map((p: { title: string }) => p.title);

  it('finds any word of the title, a tag or a SKU from its start, any case or accent; every word must match; newest first', async () => {
    const tag = `t${Date.now().toString(36)}`;
    const hoodie = await newProduct(
      'Harbor Hoodie',
      [{ title: 'M', sku: 'HB-HOOD-M', price: 50, inventoryQuantity: 1 }],
      {
        tags: [tag, 'Winter'],
      },
    );
    const creme = await newProduct(
      'Crème Brûlée Torch',
      [{ title: 'One', price: 20, inventoryQuantity: 1 }],
      {
        tags: [tag],
      },
    );
    await refresh(hoodie.productId, creme.productId);
    expect(await titles('hoodie')).toContain('Harbor Hoodie');
    expect(await titles('HOOD harb')).toContain('Harbor Hoodie');
    expect(await titles('hb-hood')).toContain('Harbor Hoodie');
    expect(await titles('creme brul')).toEqual(['Crème Brûlée Torch']);
    expect(await titles(`${tag} winter`)).toEqual(['Harbor Hoodie']);
    expect(await titles(tag)).toEqual(['Crème Brûlée Torch', 'Harbor Hoodie']);
    expect(await titles('hoodie torch')).toEqual([]);
    expect(await titles('arbor')).not.toContain('Harbor Hoodie');

    // A rename moves the product's entries: the old words no longer find it.
    await admin('PUT', `/${creme.productId}`, { body: { title: 'Kitchen Torch' } });
    await refresh(creme.productId);
    expect(await titles('creme brul')).toEqual([]);
    expect(await titles(`kitchen ${tag}`)).toEqual(['Kitchen Torch']);
    // A deleted product's entries go.
    await admin('DELETE', `/${hoodie.productId}`);
    await refresh(hoodie.productId);
    expect(await titles(`${tag} winter`)).toEqual([]);
    const { Items = [] } = await table.db.send(
      new ScanCommand({
        TableName: table.tableName,
        FilterExpression: 'productId = :id AND entity IN (:entry, :doc)',
        ExpressionAttributeValues: {
          ':id': hoodie.productId,
          ':entry': 'ProductSearchEntry',
          ':doc': 'ProductSearchDocument',
        },
      }),
    );
    expect(Items).toEqual([]);
  });

  it('a catalog written before the index is found after a reindex (admin CLI: search reindex)', async () => {
    const word = `older${Date.now().toString(36)}`;
    await newProduct(`${word} Kettle`, [{ title: 'One', price: 30, inventoryQuantity: 1 }]);
    expect(await titles(word)).toEqual([]);
    const { products } = await reindexProducts(table.db, table.tableName, {
      storeId: store.storeId,
      mode: 'test',
    });
    expect(products).toBeGreaterThan(0);
    expect(await titles(word)).toEqual([`${word} Kettle`]);
  });

  it('filters by status and pages newest first with a cursor', async () => {
    const prefix = `Zq${Date.now().toString(36)}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await newProduct(
        `${prefix} lamp ${i}`,
        [{ title: 'One', sku: `${prefix}-SKU-${i}`, price: 10, inventoryQuantity: 1 }],
        {
          status: i === 4 ? 'Archived' : 'Active',
        },
      );
      ids.push(created.productId);
    }
    await refresh(...ids);
    const newestFirst = [4, 3, 2, 1, 0].map((i) => `${prefix} lamp ${i}`);
    expect(await titles(prefix.toUpperCase())).toEqual(newestFirst);
    expect(await titles(`${prefix}-sku-3`)).toEqual([`${prefix} lamp 3`]);
    expect(await titles(prefix, { status: 'Archived' })).toEqual([`${prefix} lamp 4`]);

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await admin('GET', '', {
        query: { q: prefix, limit: '2', ...(cursor ? { cursor } : {}) },
      });
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.map((p: { title: string }) => p.title));
      cursor = page.body.nextCursor ?? undefined;
      pages++;
    } while (cursor && pages < 10);
    expect(seen).toEqual(newestFirst);

    const all = await admin('GET', '', { query: { limit: '3' } });
    expect(all.body.data).toHaveLength(3);
    expect(all.body.nextCursor).toBeTruthy();
    const next = await admin('GET', '', { query: { limit: '3', cursor: all.body.nextCursor! } });
    expect(next.status).toBe(200);
    const bad = await admin('GET', '', { query: { q: prefix, cursor: all.body.nextCursor! } });
    expect(bad.status).toBe(400);
  });
});
