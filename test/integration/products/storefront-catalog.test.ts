import {
  DeleteCommand,
  GetCommand,
  ScanCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCatalogHandler } from '../../../functions/catalog/handler.ts';
import { keys } from '../../../shared/db/keys.ts';
import { titleKey } from '../../../shared/products/catalog-index.ts';
import { dynamoProductSearchIndex } from '../../../shared/products/dynamo-product-search.ts';
import { dynamoStorefrontCatalog } from '../../../shared/products/dynamo-storefront-catalog.ts';
import {
  createStorefrontCatalog,
  type StorefrontProduct,
} from '../../../shared/products/storefront-catalog.ts';
import { createTestStore, syncProduct, type TestStore, type VariantSpec } from '../../support/commerce.ts';
import { useTestTable } from '../../support/dynamo.ts';
import { httpEvent, invoke } from '../../support/http-event.ts';

const table = useTestTable();
let store: TestStore;
let other: TestStore;

/** Every request the catalog sends to DynamoDB, by command name and index (`QueryCommand gsi2`). */
const sent: string[] = [];
const counting = (db: DynamoDBDocumentClient): DynamoDBDocumentClient =>
  ({
    send: (command: { constructor: { name: string }; input?: { IndexName?: string } }) => {
      sent.push([command.constructor.name, command.input?.IndexName].filter(Boolean).join(' '));
      return db.send(command as never);
    },
  }) as unknown as DynamoDBDocumentClient;

let handler: ReturnType<typeof createCatalogHandler>;
const get = async (path: string, key = store.keys.pk_test, query?: Record<string, string>) =>
  invoke(
    handler,
    httpEvent('GET', path, { headers: key ? { 'X-API-Key': key } : {}, ...(query ? { query } : {}) }),
  );
const list = (query: Record<string, string> = {}, key?: string) =>
  get(`/api/v1/sdk/store/${store.storeId}/products`, key, query);
const one = (productId: string, key?: string) =>
  get(`/api/v1/sdk/store/${store.storeId}/products/${productId}`, key);

/** What the search indexer does after each product event (here: after each change the test made). */
const refreshSearch = async () => {
  const { Items = [] } = await table.db.send(
    new ScanCommand({
      TableName: table.tableName,
      FilterExpression: 'entity = :e AND storeId = :s',
      ExpressionAttributeValues: { ':e': 'Product', ':s': store.storeId },
    }),
  );
  const index = dynamoProductSearchIndex(table.db, table.tableName);
  for (const item of Items)
    await index.refresh({ storeId: store.storeId, mode: 'test' }, item.productId as string);
};

/**
 * Every page of a listing, checking each page is one Query of the storefront index and one of
 * each product's variants (no Scan, no other read); a search (`q`) reads the index with Queries,
 * then the products found by key, never a Scan.
 */
const walk = async (query: Record<string, string>, { staleRows = false } = {}) => {
  const pages: StorefrontProduct[][] = [];
  let cursor: string | null = null;
  if (query.q) await refreshSearch();
  do {
    sent.length = 0;
    const page = await list({ ...query, ...(cursor ? { cursor } : {}) });
    expect(page.status).toBe(200);
    if (query.q) {
      expect(sent[0]).toBe('QueryCommand');
      expect(sent).not.toContain('ScanCommand');
    } else {
      const products = (page.body.data as StorefrontProduct[]).length;
      const index = `QueryCommand ${query.category ? 'gsi3' : 'gsi2'}`;
      // Rows of variants from before they left the index may take the index Query further.
      const indexQueries = staleRows ? sent.filter((name) => name === index).length : 1;
      expect(sent).toEqual([
        ...Array<string>(indexQueries).fill(index),
        ...Array<string>(products).fill('QueryCommand gsi1'),
      ]);
    }
    pages.push(page.body.data as StorefrontProduct[]);
    cursor = (page.body as unknown as { nextCursor: string | null }).nextCursor;
  } while (cursor);
  return pages;
};

const variants = (count: number, extra: Partial<VariantSpec> = {}): VariantSpec[] =>
  Array.from({ length: count }, (_, i) => ({
    price: 10 + i,
    ...extra,
    externalVariantId: `${extra.externalVariantId ?? 'v'}-${i}`,
  }));

let mug: { productId: string; variantIds: string[] };
let big: { productId: string; variantIds: string[] };
let draft: { productId: string };
let archived: { productId: string };
let foreign: { productId: string };

beforeAll(async () => {
  store = await createTestStore(table);
  other = await createTestStore(table);
  handler = createCatalogHandler(() =>
    createStorefrontCatalog({
      catalog: dynamoStorefrontCatalog(counting(table.db), table.tableName),
      search: dynamoProductSearchIndex(counting(table.db), table.tableName),
    }),
  );
  mug = await syncProduct(
    store,
    [
      { externalVariantId: 'mug-blue', title: 'Blue', price: 12.5, compareAtPrice: 15, inventoryQuantity: 4 },
      { externalVariantId: 'mug-red', title: 'Red', price: 12.5, inventoryQuantity: 0 },
      { externalVariantId: 'mug-any', title: 'Any', price: 9, inventoryTracking: false },
      { externalVariantId: 'mug-old', title: 'Old', price: 9, status: 'Draft' },
    ],
    { externalId: 'mug', title: 'Crème Mug', category: 'Kitchen', tags: ['mug'] },
  );
  big = await syncProduct(store, variants(100, { externalVariantId: 'big' }), {
    externalId: 'big',
    title: 'Big box',
  });
  for (const [i, title] of ['Apron', 'Dish', 'Egg cup', 'Fork'].entries())
    await syncProduct(store, variants(i + 1, { externalVariantId: `small${i}` }), {
      externalId: `small${i}`,
      title,
      category: 'kitchen',
    });
  draft = await syncProduct(store, variants(1, { externalVariantId: 'd' }), {
    externalId: 'draft',
    title: 'Draft hat',
    status: 'Draft',
  });
  archived = await syncProduct(store, variants(1, { externalVariantId: 'a' }), {
    externalId: 'archived',
    title: 'Archived hat',
    status: 'Archived',
  });
  foreign = await syncProduct(other, variants(1), { externalId: 'foreign', title: 'Apple' });
});

describe('GET /api/v1/sdk/store/{storeId}/products', () => {
  it('lists Active products by title with their Active variants, one Query per page, whole products only', async () => {
    for (const limit of ['1', '2', '25']) {
      const pages = await walk({ limit });
      const products = pages.flat();
      expect(products.map((p) => p.title)).toEqual([
        'Apron',
        'Big box',
        'Crème Mug',
        'Dish',
        'Egg cup',
        'Fork',
      ]);
      expect(products.map((p) => p.variants.length)).toEqual([1, 100, 3, 2, 3, 4]);
      expect(pages.every((page) => page.length <= Number(limit))).toBe(true);
    }
    await refreshSearch();
    const page = await list({ q: 'creme' });
    expect(page.body).toEqual({
      success: true,
      nextCursor: null,
      data: [
        {
          productId: mug.productId,
          title: 'Crème Mug',
          description: null,
          category: 'Kitchen',
          tags: ['mug'],
          imageUrl: null,
          images: [],
          variants: [
            // In the order the sync gave them.
            {
              id: mug.variantIds[0],
              title: 'Blue',
              sku: null,
              price: 12.5,
              compareAtPrice: 15,
              available: true,
              availableQuantity: 4,
            },
            {
              id: mug.variantIds[1],
              title: 'Red',
              sku: null,
              price: 12.5,
              compareAtPrice: null,
              available: false,
              availableQuantity: 0,
            },
            {
              id: mug.variantIds[2],
              title: 'Any',
              sku: null,
              price: 9,
              compareAtPrice: null,
              available: true,
              availableQuantity: null,
            },
          ],
        },
      ],
    });
  });

  it('finds words (q) and filters by category (any case)', async () => {
    const titles = async (query: Record<string, string>) => (await walk(query)).flat().map((p) => p.title);
    expect(await titles({ q: 'E', limit: '1' })).toEqual(['Egg cup']);
    expect(await titles({ category: 'KITCHEN', limit: '2' })).toEqual([
      'Apron',
      'Crème Mug',
      'Dish',
      'Egg cup',
      'Fork',
    ]);
    expect(await titles({ category: 'kitchen', q: 'd' })).toEqual(['Dish']);
    expect(await titles({ q: 'hat' })).toEqual([]);
  });

  it('refuses a cursor that is not a position of this listing: 400 INVALID_REQUEST', async () => {
    const first = await list({ limit: '1' });
    const cursor = (first.body as unknown as { nextCursor: string }).nextCursor;
    const queries: Array<Record<string, string>> = [
      { cursor: 'garbage' },
      { cursor: 'x'.repeat(1001) },
      { cursor, q: 'zzz' },
    ];
    for (const query of queries) {
      const answer = await list(query);
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('INVALID_REQUEST');
    }
    expect((await list({ limit: '0' })).status).toBe(400);
  });

  it('takes either key of the store, and no key is 401', async () => {
    expect((await list({}, store.keys.sk_test)).status).toBe(200);
    expect((await list({}, '')).status).toBe(401);
    // Live mode has its own catalog: empty here.
    expect((await list({}, store.keys.pk_live)).body.data).toEqual([]);
  });
});

describe('GET /api/v1/sdk/store/{storeId}/products/{productId}', () => {
  it('answers an Active product with its Active variants', async () => {
    const answer = await one(big.productId.toUpperCase());
    expect(answer.status).toBe(200);
    const product = answer.body.data as StorefrontProduct;
    expect(product.variants.map((v) => v.id).sort()).toEqual([...big.variantIds].sort());
  });

  it('is 404 PRODUCT_NOT_FOUND for Draft, Archived, unknown, malformed and other stores’ products', async () => {
    for (const id of [draft.productId, archived.productId, foreign.productId, crypto.randomUUID(), 'nope']) {
      const answer = await one(id);
      expect(answer.status).toBe(404);
      expect(answer.body.errorCode).toBe('PRODUCT_NOT_FOUND');
    }
  });
});

describe('the storefront index follows the catalog', () => {
  const titlesOf = async (query: Record<string, string> = {}) =>
    (await walk(query)).flat().map((p) => p.title);

  it('drops a product that leaves Active with its variants, and brings it back', async () => {
    await syncProduct(store, [{ externalVariantId: 'small0-0', price: 10 }], {
      externalId: 'small0',
      title: 'Apron',
      status: 'Draft',
    });
    expect(await titlesOf()).not.toContain('Apron');
    expect((await walk({ q: 'apron' })).flat()).toEqual([]);
    await syncProduct(store, [{ externalVariantId: 'small0-0', price: 10 }], {
      externalId: 'small0',
      title: 'Apron',
      category: 'kitchen',
    });
    expect(await titlesOf({ q: 'apron' })).toEqual(['Apron']);
  });

  it('moves product and variants, listed or not in the sync, to a new category and title', async () => {
    // Only one variant listed: the other three are refreshed (their product copy) by the sync.
    await syncProduct(store, [{ externalVariantId: 'small3-0', price: 10 }], {
      externalId: 'small3',
      title: 'Garden fork',
      category: 'Garden',
    });
    expect(await titlesOf({ category: 'kitchen' })).not.toContain('Fork');
    const garden = (await walk({ category: 'garden' })).flat();
    expect(garden.map((p) => [p.title, p.variants.length])).toEqual([['Garden fork', 4]]);
    const all = (await walk({ limit: '1' })).flat();
    expect(all.find((p) => p.title === 'Garden fork')!.variants).toHaveLength(4);
    expect(all.map((p) => p.title)).not.toContain('Fork');
  });

  it('drops an archived variant and a deleted one', async () => {
    await syncProduct(
      store,
      [
        { externalVariantId: 'small2-0', price: 10, status: 'Archived' },
        { externalVariantId: 'small2-1', price: 10 },
        { externalVariantId: 'small2-2', price: 10 },
      ],
      { externalId: 'small2', title: 'Egg cup', category: 'kitchen' },
    );
    const egg = () => walk({ q: 'egg' }).then((pages) => pages.flat()[0]!);
    expect((await egg()).variants).toHaveLength(2);
    const deleted = (await egg()).variants[0]!.id;
    await table.db.send(
      new DeleteCommand({ TableName: table.tableName, Key: keys.variant(store.storeId, 'test', deleted) }),
    );
    expect((await egg()).variants.map((v) => v.id)).not.toContain(deleted);
    expect((await one((await egg()).productId)).body.data).toMatchObject({ variants: [{}] });
  });

  it('skips the storefront rows variants written before carried (keyed by their product title)', async () => {
    const shown = async (limit: string, staleRows: boolean) =>
      (await walk({ limit }, { staleRows })).flat().map((p) => [p.title, p.variants.length]);
    const before = await shown('25', false);
    expect(before).toContainEqual(['Big box', 100]);
    // As variants were indexed before they left the storefront index: a row right after their product's.
    for (const [product, title] of [
      [big, 'Big box'],
      [mug, 'Crème Mug'],
    ] as const)
      for (const variantId of product.variantIds)
        await table.db.send(
          new UpdateCommand({
            TableName: table.tableName,
            Key: keys.variant(store.storeId, 'test', variantId),
            UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk',
            ExpressionAttributeValues: {
              ':pk': keys.storefrontCatalog(store.storeId, 'test'),
              ':sk': `${titleKey(title)}#${product.productId}#V#${variantId}`,
            },
          }),
        );
    for (const limit of ['1', '2', '25']) expect(await shown(limit, true)).toEqual(before);
    // A later write of the variant takes its old row away.
    await syncProduct(store, [{ externalVariantId: 'big-0', price: 11 }], {
      externalId: 'big',
      title: 'Big box',
    });
    const { Item } = await table.db.send(
      new GetCommand({
        TableName: table.tableName,
        Key: keys.variant(store.storeId, 'test', big.variantIds[0]!),
      }),
    );
    expect(Item).not.toHaveProperty('gsi2pk');
  });
});
