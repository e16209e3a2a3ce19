import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { dynamoProductSearchIndex, reindexProducts } from '../../../shared/products/dynamo-product-search.ts';
import { useCatalogAdmin } from '../../support/catalog-admin.ts';
import { useTestTable } from '../../support/dynamo.ts';

/**
 * Owners' products against DynamoDB Local: atomic stock, search by title prefix, tag and SKU, and
 * paging (changes and variants: admin-catalog.test.ts).
 */
const table = useTestTable();
const catalog = useCatalogAdmin(table);
const { admin, newProduct, eventsOf } = catalog;

describe('stock', () => {
  it('12 parallel adjustments lose nothing: exact final quantity and 12 inventory events', async () => {
    const product = await newProduct('Kettle', [
      { title: 'Steel', sku: 'KET-1', price: 40, inventoryQuantity: 10 },
    ]);
    const variantId = product.variants[0]!.id;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        admin('POST', `/${product.productId}/variants/${variantId}/inventory`, {
          body: { adjust: i % 2 === 0 ? 3 : -1 },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const read = await admin('GET', `/${product.productId}`);
    expect(read.body.data.variants[0].inventoryQuantity).toBe(10 + 6 * 3 - 6);
    const events = await eventsOf('product.inventory_updated', product.productId);
    expect(events).toHaveLength(12);
    expect(events.every((e) => e.data.reason === 'adjustment' && e.origin === 'owner')).toBe(true);
    expect(events.reduce((sum, e) => sum + (e.data.change as number), 0)).toBe(12);
    // Each event is one request's own change: six +3 and six -1.
    expect(events.filter((e) => e.data.change === 3)).toHaveLength(6);
    expect(events.filter((e) => e.data.change === -1)).toHaveLength(6);
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
    Promise.all(
      productIds.map((id) => index().refresh({ storeId: catalog.store.storeId, mode: 'test' }, id)),
    );
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
      storeId: catalog.store.storeId,
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
