import { beforeAll, describe, expect, it } from 'vitest';
import { useTestTable } from '../../support/dynamo.ts';
import { call, createTestStore, syncProduct, type TestStore } from '../../support/commerce.ts';

const table = useTestTable();
let store: TestStore;
let other: TestStore;

beforeAll(async () => {
  store = await createTestStore(table);
  other = await createTestStore(table);
});

const sync = (body: unknown, key = store.keys.sk_test) =>
  call('POST', '/api/v1/products/sync', { key, body });
const product = (
  externalId: string,
  variants: Array<Record<string, unknown>>,
  extra: Record<string, unknown> = {},
) => ({
  externalId,
  title: `Product ${externalId}`,
  ...extra,
  variants: variants.map((v, i) => ({
    externalVariantId: `${externalId}-${i}`,
    title: `V${i}`,
    price: 10,
    inventoryQuantity: 5,
    ...v,
  })),
});

type SyncData = {
  products: Array<{
    productId: string;
    externalId: string;
    variants: Array<{ variantId: string; externalVariantId: string }>;
  }>;
  created: number;
  updated: number;
};

describe('POST /api/v1/products/sync', () => {
  it('creates, then upserts by externalId / externalVariantId keeping the ids', async () => {
    const first = await sync({
      products: [product('shirt', [{ price: 19.99, compareAtPrice: 25 }]), product('hat', [{}])],
    });
    expect(first.status).toBe(200);
    const a = first.body.data as SyncData;
    expect(a).toMatchObject({ created: 2, updated: 0 });
    expect(a.products.map((p) => p.externalId)).toEqual(['shirt', 'hat']);

    const second = await sync({
      products: [
        product(
          'shirt',
          [
            { price: 17.5, title: 'Blue / M', sku: 'SH-M' },
            { title: 'Red / L', price: 18 },
          ],
          {
            title: 'Shirt v2',
            tags: ['summer'],
          },
        ),
      ],
    });
    const b = second.body.data as SyncData;
    expect(b).toMatchObject({ created: 0, updated: 1 });
    expect(b.products[0]!.productId).toBe(a.products[0]!.productId);
    expect(b.products[0]!.variants[0]!.variantId).toBe(a.products[0]!.variants[0]!.variantId);

    const got = await call('GET', `/api/v1/products/${a.products[0]!.productId}`, {
      key: store.keys.sk_test,
    });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({
      productId: a.products[0]!.productId,
      externalId: 'shirt',
      title: 'Shirt v2',
      status: 'Active',
      tags: ['summer'],
      description: null,
      currency: 'USD',
    });
    const variants = (got.body.data as { variants: Array<Record<string, unknown>> }).variants;
    expect(variants).toHaveLength(2);
    expect(variants[0]).toEqual({
      id: a.products[0]!.variants[0]!.variantId,
      title: 'Blue / M',
      sku: 'SH-M',
      barcode: null,
      price: 17.5,
      compareAtPrice: null,
      weight: null,
      inventoryQuantity: 5,
      inventoryTracking: true,
      externalVariantId: 'shirt-0',
      status: 'Active',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('variants left out of a later sync are kept and follow the product title', async () => {
    const { productId, variantIds } = await syncProduct(store, [{ price: 1 }, { price: 2 }], {
      externalId: 'kept',
      title: 'Old',
    });
    await sync({
      products: [
        {
          externalId: 'kept',
          title: 'New title',
          variants: [{ externalVariantId: 'kept-v0', title: 'x', price: 1, inventoryQuantity: 1 }],
        },
      ],
    });
    const got = await call('GET', `/api/v1/products/${productId}`, { key: store.keys.sk_test });
    expect((got.body.data as { variants: unknown[] }).variants).toHaveLength(2);
    // The unlisted variant's copy of the product title changed too: a cart line shows it.
    const { login } = await import('../../support/commerce.ts');
    const customer = await login(store);
    const added = await call('POST', `/api/v1/sdk/cart/store/${store.storeId}/item`, {
      key: store.keys.pk_test,
      token: customer.token,
      body: { productVariantId: variantIds[1], quantity: 1 },
    });
    expect((added.body.data as { items: Array<{ productTitle: string }> }).items[0]!.productTitle).toBe(
      'New title',
    );
  });

  it('concurrent syncs of one new product agree on one productId', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => sync({ products: [product('race', [{}, {}])] })),
    );
    for (const r of results) expect(r.status).toBe(200);
    const ids = new Set(results.map((r) => (r.body.data as SyncData).products[0]!.productId));
    const variantIds = new Set(
      results.map((r) => (r.body.data as SyncData).products[0]!.variants[1]!.variantId),
    );
    expect(ids.size).toBe(1);
    expect(variantIds.size).toBe(1);
  });

  it('names the offending item in errors', async () => {
    const result = await sync({
      products: [
        product('ok', [{}]),
        product('bad', [{}, { price: 1.999 }]),
        product('ok', [{ externalVariantId: 'bad-0', compareAtPrice: 3.14159 }]),
      ],
    });
    expect(result.status).toBe(400);
    expect(result.body.errorCode).toBe('INVALID_REQUEST');
    const paths = (result.body.details as Array<{ path: string }>).map((d) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'body.products.1.variants.1.price',
        'body.products.2.externalId',
        'body.products.2.variants.0.externalVariantId',
        'body.products.2.variants.0.compareAtPrice',
      ]),
    );
  });

  it.each([
    ['negative price', { products: [product('n', [{ price: -1 }])] }, 'body.products.0.variants.0.price'],
    ['price as string', { products: [product('n', [{ price: '10' }])] }, 'body.products.0.variants.0.price'],
    [
      'fractional inventory',
      { products: [product('n', [{ inventoryQuantity: 1.5 }])] },
      'body.products.0.variants.0.inventoryQuantity',
    ],
    [
      'no variants',
      { products: [{ externalId: 'n', title: 't', variants: [] }] },
      'body.products.0.variants',
    ],
    ['missing title', { products: [{ externalId: 'n', variants: [] }] }, 'body.products.0.title'],
    [
      'unknown status',
      { products: [product('n', [{ status: 'Deleted' }])] },
      'body.products.0.variants.0.status',
    ],
    ['empty list', { products: [] }, 'body.products'],
  ])('%s -> 400 naming %s', async (_name, body, path) => {
    const result = await sync(body);
    expect(result.status).toBe(400);
    expect((result.body.details as Array<{ path: string }>).map((d) => d.path)).toContain(path);
  });

  it('more than 100 products -> 400', async () => {
    const products = Array.from({ length: 101 }, (_, i) => product(`many-${i}`, [{}]));
    const result = await sync({ products });
    expect(result.status).toBe(400);
    expect(result.body.errorCode).toBe('INVALID_REQUEST');
  });

  it('a zero-decimal currency refuses cents', async () => {
    const yen = await createTestStore(table, { currency: 'JPY' });
    const result = await sync({ products: [product('jp', [{ price: 1000.5 }])] }, yen.keys.sk_test);
    expect(result.status).toBe(400);
    expect((result.body.details as Array<{ path: string; message: string }>)[0]).toMatchObject({
      path: 'body.products.0.variants.0.price',
      message: expect.stringContaining('0 decimal places'),
    });
    expect((await sync({ products: [product('jp', [{ price: 1000 }])] }, yen.keys.sk_test)).status).toBe(200);
  });

  it('publishable key -> 403 ACCESS_DENIED on sync and get', async () => {
    const denied = await sync({ products: [product('pk', [{}])] }, store.keys.pk_test);
    expect(denied.status).toBe(403);
    expect(denied.body.errorCode).toBe('ACCESS_DENIED');
    const get = await call('GET', '/api/v1/products/00000000-0000-4000-8000-000000000000', {
      key: store.keys.pk_test,
    });
    expect(get.body.errorCode).toBe('ACCESS_DENIED');
  });
});

describe('GET /api/v1/products/{productId}', () => {
  it('unknown or malformed -> 404; another store -> 403; other mode -> 404', async () => {
    const { productId } = await syncProduct(store, [{ price: 3 }]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const r = await call('GET', `/api/v1/products/${id}`, { key: store.keys.sk_test });
      expect(r.status).toBe(404);
      expect(r.body.errorCode).toBe('PRODUCT_NOT_FOUND');
    }
    const foreign = await call('GET', `/api/v1/products/${productId}`, { key: other.keys.sk_test });
    expect(foreign.status).toBe(403);
    expect(foreign.body.errorCode).toBe('NO_STORE_ACCESS');
    const live = await call('GET', `/api/v1/products/${productId}`, { key: store.keys.sk_live });
    expect(live.status).toBe(404);
  });
});
