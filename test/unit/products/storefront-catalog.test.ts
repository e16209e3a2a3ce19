import { memoryProductSearch } from '../../support/memory-product-search.ts';
import { describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { productIndexKeys, titleKey, variantIndexKeys } from '../../../shared/products/catalog-index.ts';
import type { StorefrontCatalogReader } from '../../../shared/products/ports.ts';
import { createStorefrontCatalog } from '../../../shared/products/storefront-catalog.ts';
import type { ProductRecord, VariantRecord } from '../../../shared/products/types.ts';
import { variantRecord } from '../../support/variant-record.ts';

const STORE = '11111111-1111-4111-8111-111111111111';
const scope = { storeId: STORE, mode: 'test' as const };
const uuid = (n: number, kind: 'a' | 'b') =>
  `${kind}${String(n).padStart(7, '0')}-0000-4000-8000-000000000000`;

const productRecord = (n: number, fields: Partial<ProductRecord> = {}): ProductRecord => ({
  productId: uuid(n, 'a'),
  storeId: STORE,
  mode: 'test',
  externalId: `p${n}`,
  title: `Product ${String(n).padStart(3, '0')}`,
  description: null,
  status: 'Active',
  category: null,
  tags: [],
  imageUrl: null,
  currency: 'USD',
  createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

let variantCounter = 0;
const variantsOf = (product: ProductRecord, count: number, fields: Partial<VariantRecord> = {}) =>
  Array.from({ length: count }, (_, i) =>
    variantRecord({
      variantId: uuid(++variantCounter, 'b'),
      storeId: STORE,
      productId: product.productId,
      productTitle: product.title,
      productStatus: product.status,
      productCategory: product.category,
      externalVariantId: `v${String(i).padStart(3, '0')}`,
      ...fields,
    }),
  );

/**
 * The index as DynamoDB keeps it, built with the real index-key builders (catalog-index.ts): only
 * items those builders put on the storefront index are rows, in sort-key order; each product with
 * its variants, as the adapter reads them (one page call = one index Query).
 */
const fakeCatalog = (products: ProductRecord[], variants: VariantRecord[]) => {
  const calls: number[] = [];
  const reader: StorefrontCatalogReader = {
    async page(_scope, filter, cursor, limit) {
      calls.push(limit);
      const [pk, sk] = filter.category ? ['gsi3pk', 'gsi3sk'] : ['gsi2pk', 'gsi2sk'];
      const partition = filter.category
        ? keys.storefrontCategory(STORE, 'test', filter.category)
        : keys.storefrontCatalog(STORE, 'test');
      const prefix = filter.titlePrefix ? titleKey(filter.titlePrefix) : '';
      const rows = [
        ...products.map((product) => ({ index: productIndexKeys(product), product })),
        ...variants.map((variant) => ({ index: variantIndexKeys(variant), variant })),
      ]
        .filter((row) => row.index[pk] === partition && row.index[sk]!.startsWith(prefix))
        .sort((a, b) => (a.index[sk]! < b.index[sk]! ? -1 : 1));
      const start = cursor === undefined ? 0 : rows.findIndex((row) => row.index[sk] === cursor) + 1;
      const read = rows.slice(start, start + limit);
      return {
        products: read.flatMap((row) =>
          'product' in row
            ? [
                {
                  product: row.product,
                  variants: variants.filter((v) => v.productId === row.product.productId),
                },
              ]
            : [],
        ),
        nextCursor: start + limit < rows.length ? read.at(-1)!.index[sk]! : null,
      };
    },
    async product(_scope, productId) {
      const product = products.find((p) => p.productId === productId);
      return product
        ? { product, variants: variants.filter((v) => v.productId === productId) }
        : { variants: [] };
    },
  };
  return {
    reader,
    calls,
    service: createStorefrontCatalog({
      catalog: reader,
      search: memoryProductSearch(() => ({ products, variants })),
    }),
  };
};

const walk = async (
  service: ReturnType<typeof fakeCatalog>['service'],
  limit: number,
  filter: { titlePrefix?: string; category?: string } = {},
) => {
  const pages = [];
  let cursor: string | undefined;
  do {
    const page = await service.list(scope, filter, { limit, cursor });
    pages.push(page.data);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && pages.length < 1000);
  return pages;
};

describe('storefront catalog', () => {
  it('lists Active products with their Active variants only, by title, with stock as a shopper sees it', async () => {
    const shirt = productRecord(1, { title: 'Shirt' });
    const apron = productRecord(2, { title: 'apron' });
    const draft = productRecord(3, { title: 'Draft thing', status: 'Draft' });
    const archived = productRecord(4, { title: 'Boots', status: 'Archived' });
    const [inStock, soldOut, untracked, hidden] = [
      ...variantsOf(shirt, 1, { inventoryQuantity: 3, priceMinor: 1999, compareAtPriceMinor: 2500 }),
      ...variantsOf(shirt, 1, { inventoryQuantity: 0, externalVariantId: 'v1' }),
      ...variantsOf(shirt, 1, { inventoryTracking: false, inventoryQuantity: 0, externalVariantId: 'v2' }),
      ...variantsOf(shirt, 1, { status: 'Draft', externalVariantId: 'v3' }),
    ];
    const { service } = fakeCatalog(
      [shirt, apron, draft, archived],
      [inStock!, soldOut!, untracked!, hidden!, ...variantsOf(apron, 1), ...variantsOf(draft, 1)],
    );
    const page = await service.list(scope, {}, { limit: 25 });
    expect(page.nextCursor).toBeNull();
    expect(page.data.map((p) => p.title)).toEqual(['apron', 'Shirt']);
    expect(page.data[1]).toEqual({
      productId: shirt.productId,
      title: 'Shirt',
      description: null,
      category: null,
      tags: [],
      imageUrl: null,
      images: [],
      variants: [
        {
          id: inStock!.variantId,
          title: 'Large',
          sku: null,
          price: 19.99,
          compareAtPrice: 25,
          available: true,
          availableQuantity: 3,
        },
        {
          id: soldOut!.variantId,
          title: 'Large',
          sku: null,
          price: 20,
          compareAtPrice: null,
          available: false,
          availableQuantity: 0,
        },
        {
          id: untracked!.variantId,
          title: 'Large',
          sku: null,
          price: 20,
          compareAtPrice: null,
          available: true,
          availableQuantity: null,
        },
      ],
    });
  });

  it('answers whole products with all their variants, `limit` a page, whatever the variant counts', async () => {
    const products = Array.from({ length: 40 }, (_, i) => productRecord(i + 1));
    const counts = products.map((_, i) => [0, 1, 3, 7, 100, 2, 99, 15][i % 8]!);
    const variants = products.flatMap((p, i) => variantsOf(p, counts[i]!));
    for (const limit of [1, 2, 5, 25, 100]) {
      const { service, calls } = fakeCatalog(products, variants);
      const pages = await walk(service, limit);
      const seen = pages.flat();
      expect(seen.map((p) => p.productId)).toEqual(products.map((p) => p.productId));
      seen.forEach((p, i) => expect(p.variants).toHaveLength(counts[i]!));
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
      expect(calls).toEqual(pages.map(() => limit));
    }
  });

  it('keeps variants off the storefront indexes: a product rename or category move leaves its variants’ keys alone', () => {
    const product = productRecord(1, { title: 'Mug', category: 'Kitchen' });
    const [variant] = variantsOf(product, 1, { sku: 'MUG-1' });
    const renamed = { ...variant!, productTitle: 'Big mug', productCategory: 'Garden' };
    expect(variantIndexKeys(variant!)).toEqual(variantIndexKeys(renamed));
    expect(Object.keys(variantIndexKeys(variant!)).sort()).toEqual(['gsi4pk', 'gsi4sk']);
    expect(productIndexKeys({ ...product, title: 'Big mug' }).gsi2sk).not.toBe(
      productIndexKeys(product).gsi2sk,
    );
  });

  it('q finds any word from its start (any case, accents), newest first; category narrows (any case)', async () => {
    const products = [
      productRecord(1, { title: 'Crème mug', category: 'Kitchen' }),
      productRecord(2, { title: 'CREAM jug', category: 'kitchen' }),
      productRecord(3, { title: 'Cap', category: 'Hats' }),
      productRecord(4, { title: 'creme brulee torch' }),
    ];
    const { service } = fakeCatalog(
      products,
      products.flatMap((p) => variantsOf(p, 2)),
    );
    const titles = async (filter: { titlePrefix?: string; category?: string }, limit = 1) =>
      (await walk(service, limit, filter)).flat().map((p) => p.title);
    expect(await titles({ titlePrefix: 'CREME' })).toEqual(['creme brulee torch', 'Crème mug']);
    expect(await titles({ titlePrefix: 'cre' })).toEqual(['creme brulee torch', 'CREAM jug', 'Crème mug']);
    expect(await titles({ titlePrefix: 'MUG' })).toEqual(['Crème mug']);
    expect(await titles({ titlePrefix: 'brul creme' })).toEqual(['creme brulee torch']);
    expect(await titles({ titlePrefix: 'brul mug' })).toEqual([]);
    expect(await titles({ category: 'KITCHEN' })).toEqual(['CREAM jug', 'Crème mug']);
    expect(await titles({ category: 'kitchen', titlePrefix: 'crea' })).toEqual(['CREAM jug']);
    expect(await titles({ titlePrefix: 'zzz' })).toEqual([]);
  });

  it('gets an Active product; Draft, Archived, unknown and malformed ids are 404 PRODUCT_NOT_FOUND', async () => {
    const active = productRecord(1, { title: 'Mug' });
    const draft = productRecord(2, { status: 'Draft' });
    const archived = productRecord(3, { status: 'Archived' });
    const { service } = fakeCatalog(
      [active, draft, archived],
      [...variantsOf(active, 2), ...variantsOf(active, 1, { status: 'Archived' }), ...variantsOf(draft, 1)],
    );
    const found = await service.get(scope, active.productId.toUpperCase());
    expect(found.productId).toBe(active.productId);
    expect(found.variants).toHaveLength(2);
    for (const id of [draft.productId, archived.productId, uuid(77, 'a'), 'not-a-uuid']) {
      await expect(service.get(scope, id)).rejects.toMatchObject({ errorCode: 'PRODUCT_NOT_FOUND' });
    }
  });
});
