import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { useCatalogAdmin } from '../../support/catalog-admin.ts';
import { call, login, syncProduct } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';

/**
 * Owners' products against DynamoDB Local: each change with its events and audit entry in one
 * transaction, the variants' order and fields, the last variant (stock, search and paging:
 * catalog-stock-search.test.ts; roles: test/integration/admin/access-catalog.test.ts).
 */
const table = useTestTable();
const catalog = useCatalogAdmin(table);
const { admin, auditActions, newProduct, eventsOf } = catalog;

describe('create, read, edit and delete', () => {
  it('a new title writes the product alone; its variants’ events and cart lines name it as it is now', async () => {
    const product = await newProduct('Lamp', [
      { title: 'One', sku: 'LMP-1', price: 20, inventoryQuantity: 3 },
    ]);
    const variantId = product.variants[0]!.id;
    expect((await admin('PUT', `/${product.productId}`, { body: { title: 'Desk lamp' } })).status).toBe(200);
    const { Item } = await table.db.send(
      new GetCommand({
        TableName: table.tableName,
        Key: keys.variant(catalog.store.storeId, 'test', variantId),
      }),
    );
    expect(Item!.productTitle).toBe('Lamp'); // not written: its copy is as of its own last write
    const adjusted = await admin('POST', `/${product.productId}/variants/${variantId}/inventory`, {
      body: { adjust: 2 },
    });
    expect(adjusted.status).toBe(200);
    const [stock] = await eventsOf('product.inventory_updated', product.productId);
    expect(stock!.data.productTitle).toBe('Desk lamp');
    const customer = await login(catalog.store);
    const add = await call('POST', `/api/v1/sdk/cart/store/${catalog.store.storeId}/item`, {
      key: catalog.store.keys.pk_test,
      token: customer.token,
      body: { productVariantId: variantId, quantity: 1 },
    });
    expect(add.body.data).toMatchObject({ items: [{ productTitle: 'Desk lamp' }] });
  });

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
    const customer = await login(catalog.store);
    const add = await call('POST', `/api/v1/sdk/cart/store/${catalog.store.storeId}/item`, {
      key: catalog.store.keys.pk_test,
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
    const customer = await login(catalog.store);
    const add = (variantId: string) =>
      call('POST', `/api/v1/sdk/cart/store/${catalog.store.storeId}/item`, {
        key: catalog.store.keys.pk_test,
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
    const shop = await call(
      'GET',
      `/api/v1/sdk/store/${catalog.store.storeId}/products/${product.productId}`,
      {
        key: catalog.store.keys.pk_test,
      },
    );
    expect(shop.status, JSON.stringify(shop.body)).toBe(200);
    expect((shop.body.data as { variants: Array<{ title: string }> }).variants.map((v) => v.title)).toEqual([
      ...sizes,
      '3XL',
    ]);
  });

  it('a sync gives the order too, and a re-sync in another order moves them', async () => {
    const spec = (titles: string[]) =>
      titles.map((title) => ({ externalVariantId: `order-sync-${title}`, title, price: 10 }));
    const synced = await syncProduct(catalog.store, spec(['S', 'M', 'L']), {
      externalId: `order-sync-${Date.now()}`,
    });
    const titlesOf = async () =>
      (await admin('GET', `/${synced.productId}`)).body.data.variants.map((v: { title: string }) => v.title);
    expect(await titlesOf()).toEqual(['S', 'M', 'L']);
    const externalId = ((await admin('GET', `/${synced.productId}`)).body.data as { externalId: string })
      .externalId;
    await syncProduct(catalog.store, spec(['L', 'S', 'M']), { externalId });
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
      key: catalog.store.keys.sk_test,
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
