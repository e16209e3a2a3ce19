import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../shared/db/keys.ts';
import { isApiError } from '../../../shared/errors.ts';
import { dynamoProductRepository } from '../../../shared/products/dynamo-products.ts';
import { createProductSync, derivedCatalogId } from '../../../shared/products/sync.ts';
import type { SyncWrite } from '../../../shared/products/ports.ts';
import type { SyncRequest } from '../../../shared/products/types.ts';
import { localLambdaContext } from '../../../shared/util/lambda-context.ts';
import { call, createTestStore, handlers, type TestStore } from '../../support/commerce.ts';
import { patientDocumentClient, useTestTable } from '../../support/dynamo.ts';
import { httpEvent } from '../../support/http-event.ts';
import { sleep } from '../../support/wait.ts';

/**
 * Large product syncs: a sync that cannot finish before the function's deadline answers 503
 * with Retry-After (never 500), keeps what it saved, and the same request sent again finishes
 * the rest without rewriting what is unchanged.
 */
// This file is about the function's deadline: keep the deployed 2.5 s bound on each AWS call
// (the test project raises it for files that merely run beside others).
process.env.AWS_REQUEST_TIMEOUT_MS = '2500';
const table = useTestTable();
let store: TestStore;

beforeAll(async () => {
  store = await createTestStore(table);
});

const catalogue = (prefix: string, products: number, variants: number, stock = 5): SyncRequest => ({
  products: Array.from({ length: products }, (_, p) => ({
    externalId: `${prefix}-${p}`,
    title: `Product ${p}`,
    variants: Array.from({ length: variants }, (_, v) => ({
      externalVariantId: `${prefix}-${p}-${v}`,
      title: `V${v}`,
      price: 10 + v,
      inventoryQuantity: stock,
    })),
  })),
});

const scopeOf = () => ({ storeId: store.storeId, mode: 'test' as const, currency: 'USD' });

/**
 * The real repository, counting the records (each with its events) each putItems call is given.
 * Its client waits as long as DynamoDB Local takes: these tests stop on a deadline they are given,
 * and a request timed out on a busy machine would be a different failure.
 */
const countingRepository = () => {
  const repo = dynamoProductRepository(patientDocumentClient(table.endpoint), table.tableName);
  const written: number[] = [];
  return {
    written,
    repo: {
      ...repo,
      putItems: (
        writes: Parameters<typeof repo.putItems>[0],
        options: Parameters<typeof repo.putItems>[1],
      ) => {
        written.push(writes.length);
        return repo.putItems(writes, options);
      },
    },
  };
};

describe('large product syncs', () => {
  it('past the deadline: 503 with Retry-After after the writes in flight; a retry finishes without rewriting', async () => {
    const request = catalogue(`dl${randomUUID().slice(0, 6)}`, 3, 100);
    const first = countingRepository();
    let starts = 0;
    // Time for the product batch and two variant batches, then the deadline is near.
    const remainingMs = () => (++starts <= 3 ? 60_000 : 0);
    const error = await createProductSync({ products: first.repo, concurrency: 2 })
      .sync(scopeOf(), request, { remainingMs })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.errorCode).toBe('SERVICE_UNAVAILABLE');
    expect(isApiError(error) && error.status).toBe(503);
    expect(isApiError(error) && error.headers).toEqual({ 'retry-after': '1' });

    // What was saved is there: 3 products, 50 variants.
    const productIds = request.products.map((p) => derivedCatalogId('product', scopeOf(), p.externalId));
    const repo = dynamoProductRepository(patientDocumentClient(table.endpoint), table.tableName);
    expect((await repo.getProducts(scopeOf(), productIds)).size).toBe(3);
    const allVariantIds = request.products.flatMap((p) =>
      p.variants.map((v) => derivedCatalogId('variant', scopeOf(), v.externalVariantId)),
    );
    expect((await repo.getVariants(scopeOf(), allVariantIds)).size).toBe(50);

    // The retry writes only the 250 missing variants; the products were saved by the first attempt.
    // Time enough: this part is about what the retry writes, and a busy machine's DynamoDB Local
    // can take longer than the default budget for 250 variants with their events.
    const ample = { remainingMs: () => 60_000 };
    const second = countingRepository();
    const result = await createProductSync({ products: second.repo }).sync(scopeOf(), request, ample);
    expect(result).toMatchObject({ created: 0, updated: 3 });
    expect(second.written).toEqual([0, 250, 0]);
    expect((await repo.getVariants(scopeOf(), allVariantIds)).size).toBe(300);

    // The same request once more writes nothing at all.
    const third = countingRepository();
    await createProductSync({ products: third.repo }).sync(scopeOf(), request, ample);
    expect(third.written).toEqual([0, 0, 0]);
  });

  it('through the HTTP handler with a short function timeout: never 500, converges to the full catalogue', async () => {
    const request = catalogue(`http${randomUUID().slice(0, 6)}`, 20, 100);
    const statuses: number[] = [];
    let data: { created: number; updated: number; products: Array<{ productId: string }> } | undefined;
    // Each attempt keeps what it wrote, so retries converge; a busy machine needs more of them.
    // Every attempt first reads all 2,000 variants again: on a machine where DynamoDB Local is
    // starved of CPU those reads alone can take seconds, so the catalogue is sized for that.
    for (let attempt = 0; attempt < 60 && !data; attempt++) {
      const event = httpEvent('POST', '/api/v1/products/sync', {
        headers: { 'X-API-Key': store.keys.sk_test },
        body: request,
      });
      // An 8 s function: the sync keeps 2.5 s in hand, so it has about 5.5 s per attempt.
      const result = (await handlers.products(event, localLambdaContext('test', 8_000), {
        signal: new AbortController().signal,
      })) as { statusCode: number; headers: Record<string, string>; body: string };
      statuses.push(result.statusCode);
      const body = JSON.parse(result.body) as { data?: typeof data; errorCode?: string };
      if (result.statusCode === 503) {
        expect(body.errorCode).toBe('SERVICE_UNAVAILABLE');
        // 1: the sync stopped at its own budget; 2: a slow DynamoDB call met the function's deadline.
        expect(result.headers['retry-after']).toMatch(/^[12]$/);
      } else if (result.statusCode === 200) data = body.data;
    }
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(data).toBeDefined();
    expect(data!.created + data!.updated).toBe(20);
    for (const product of data!.products.slice(0, 5)) {
      const got = await call('GET', `/api/v1/products/${product.productId}`, { key: store.keys.sk_test });
      expect((got.body.data as { variants: unknown[] }).variants).toHaveLength(100);
    }
  }, 240_000);

  it('new ids are derived per store and mode; ids claimed by the older uniqueness items still win', async () => {
    const scope = scopeOf();
    const prefix = `ids${randomUUID().slice(0, 6)}`;
    expect(derivedCatalogId('variant', scope, 'x')).toBe(derivedCatalogId('variant', scope, 'x'));
    expect(derivedCatalogId('variant', scope, 'x')).not.toBe(
      derivedCatalogId('variant', { ...scope, mode: 'live' }, 'x'),
    );
    expect(derivedCatalogId('variant', scope, 'x')).not.toBe(
      derivedCatalogId('variant', { ...scope, storeId: randomUUID() }, 'x'),
    );
    expect(derivedCatalogId('product', scope, 'x')).not.toBe(derivedCatalogId('variant', scope, 'x'));
    expect(derivedCatalogId('product', scope, 'x')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );

    // A product and variant synced before ids were derived: their UNIQUE items name random ids.
    const legacyProductId = randomUUID();
    const legacyVariantId = randomUUID();
    const put = (item: Record<string, unknown>) =>
      table.db.send(new PutCommand({ TableName: table.tableName, Item: item }));
    await put({ ...keys.productExternal(store.storeId, 'test', `${prefix}-0`), productId: legacyProductId });
    await put({
      ...keys.variantExternal(store.storeId, 'test', `${prefix}-0-0`),
      variantId: legacyVariantId,
    });
    const result = await createProductSync({
      products: dynamoProductRepository(table.db, table.tableName),
    }).sync(scope, catalogue(prefix, 1, 2));
    expect(result.products[0]!.productId).toBe(legacyProductId);
    expect(result.products[0]!.variants.map((v) => v.variantId)).toEqual([
      legacyVariantId,
      derivedCatalogId('variant', scope, `${prefix}-0-1`),
    ]);
  });

  it('a category move stopped before the unlisted variants were refreshed is finished by its retry', async () => {
    const prefix = `rn${randomUUID().slice(0, 6)}`;
    const repo = dynamoProductRepository(table.db, table.tableName);
    const first = await createProductSync({ products: repo }).sync(scopeOf(), catalogue(prefix, 1, 4));
    const productId = first.products[0]!.productId;
    const renamed = catalogue(prefix, 1, 2);
    renamed.products[0]!.category = 'Renamed';
    let starts = 0;
    // One batch for the two listed variants, then the deadline: the refresh never starts.
    const error = await createProductSync({ products: repo })
      .sync(scopeOf(), renamed, { remainingMs: () => (++starts <= 1 ? 60_000 : 0) })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.errorCode).toBe('SERVICE_UNAVAILABLE');
    const titles = async () =>
      (await repo.variantsOfProduct(scopeOf(), productId)).map((v) => v.productCategory).sort();
    expect((await repo.getProducts(scopeOf(), [productId])).get(productId)!.category).toBeNull();

    await createProductSync({ products: repo }).sync(scopeOf(), renamed);
    expect((await repo.getProducts(scopeOf(), [productId])).get(productId)!.category).toBe('Renamed');
    // The GSI is eventually consistent: wait for the refreshed copies to show.
    for (let i = 0; i < 50 && (await titles()).some((t) => t !== 'Renamed'); i++) {
      await sleep(100);
    }
    expect(await titles()).toEqual(['Renamed', 'Renamed', 'Renamed', 'Renamed']);
  });

  it('a category move stopped after the refresh does not refresh the copies again on its retry', async () => {
    const prefix = `rr${randomUUID().slice(0, 6)}`;
    const repo = dynamoProductRepository(table.db, table.tableName);
    const first = await createProductSync({ products: repo }).sync(scopeOf(), catalogue(prefix, 1, 4));
    const productId = first.products[0]!.productId;
    const renamed = catalogue(prefix, 1, 2);
    renamed.products[0]!.category = 'Renamed';
    let starts = 0;
    // The listed variants' batch and the refresh start; the deadline comes before the product.
    const error = await createProductSync({ products: repo })
      .sync(scopeOf(), renamed, { remainingMs: () => (++starts <= 2 ? 60_000 : 0) })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.errorCode).toBe('SERVICE_UNAVAILABLE');
    expect((await repo.getProducts(scopeOf(), [productId])).get(productId)!.category).toBeNull();
    const copies = async () =>
      (await repo.variantsOfProduct(scopeOf(), productId)).map((v) => v.productCategory).sort();
    // The GSI is eventually consistent: wait for the refreshed copies to show.
    await expect.poll(copies).toEqual(['Renamed', 'Renamed', 'Renamed', 'Renamed']);

    const refreshed: number[] = [];
    const counting = {
      ...repo,
      transact: (items: Parameters<typeof repo.transact>[0]) => {
        refreshed.push(items.length);
        return repo.transact(items);
      },
      update: (item: Parameters<typeof repo.update>[0]) => {
        refreshed.push(1);
        return repo.update(item);
      },
    };
    await createProductSync({ products: counting }).sync(scopeOf(), renamed);
    expect(refreshed).toEqual([]);
    expect((await repo.getProducts(scopeOf(), [productId])).get(productId)!.category).toBe('Renamed');
  });

  it('a rename writes the products only: no unlisted variant is written, and a listed one only for its own changes', async () => {
    const prefix = `ro${randomUUID().slice(0, 6)}`;
    const repo = dynamoProductRepository(table.db, table.tableName);
    const first = await createProductSync({ products: repo }).sync(scopeOf(), catalogue(prefix, 2, 4));
    const renamed = catalogue(prefix, 2, 2);
    renamed.products.forEach((product, p) => (product.title = `Renamed ${p}`));
    renamed.products[0]!.variants[0]!.inventoryQuantity = 9;
    const refreshed: number[] = [];
    const written: number[] = [];
    const counting = {
      ...repo,
      putItems: (writes: SyncWrite[], options: Parameters<typeof repo.putItems>[1]) => {
        written.push(...writes.map((write) => write.items.length));
        return repo.putItems(writes, options);
      },
      transact: (items: Parameters<typeof repo.transact>[0]) => {
        refreshed.push(items.length);
        return repo.transact(items);
      },
    };
    await createProductSync({ products: counting }).sync(scopeOf(), renamed);
    expect(refreshed).toEqual([]);
    // The one variant whose stock changed, then the two products.
    expect(written).toEqual([1, 1, 1]);
    const products = await repo.getProducts(
      scopeOf(),
      first.products.map((p) => p.productId),
    );
    expect([...products.values()].map((p) => p.title).sort()).toEqual(['Renamed 0', 'Renamed 1']);
  });

  it('an unchanged sync keeps updatedAt; a changed stock level is written', async () => {
    const request = catalogue(`st${randomUUID().slice(0, 6)}`, 1, 2);
    const sync = (body: unknown) => call('POST', '/api/v1/products/sync', { key: store.keys.sk_test, body });
    const first = await sync(request);
    const productId = (first.body.data as { products: Array<{ productId: string }> }).products[0]!.productId;
    const get = async () =>
      (await call('GET', `/api/v1/products/${productId}`, { key: store.keys.sk_test })).body.data as {
        updatedAt: string;
        variants: Array<{ inventoryQuantity: number; updatedAt: string }>;
      };
    const before = await get();
    await sleep(20);
    expect((await sync(request)).body.data).toMatchObject({ created: 0, updated: 1 });
    expect(await get()).toEqual(before);
    const restocked = catalogue(request.products[0]!.externalId.split('-')[0]!, 1, 2, 9);
    expect((await sync(restocked)).status).toBe(200);
    const after = await get();
    expect(after.variants.map((v) => v.inventoryQuantity)).toEqual([9, 9]);
    expect(after.variants[0]!.updatedAt > before.variants[0]!.updatedAt).toBe(true);
    expect(after.updatedAt).toBe(before.updatedAt);
  });
});
