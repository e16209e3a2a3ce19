import { memoryProductSearch } from '../../support/memory-product-search.ts';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../../shared/errors.ts';
import { createAdminCatalog } from '../../../shared/products/admin-catalog.ts';
import type { AdminCatalogStore, CatalogChange } from '../../../shared/products/ports.ts';
import type { ProductRecord, VariantRecord } from '../../../shared/products/types.ts';

/** The owners' catalog service on an in-memory store: decisions, events and audit entries. */
const owner = { ownerId: 'o1', email: 'o@example.com', clientId: 'dashboard' };

const memoryCatalog = () => {
  const products = new Map<string, ProductRecord>();
  const variants = new Map<string, VariantRecord>();
  const changes: CatalogChange[] = [];
  /** Writes to refuse once as a lost race (the service must re-read). */
  let losses = 0;
  const write = (change: CatalogChange, apply: () => void) => {
    if (losses > 0) {
      losses--;
      return Promise.resolve({ ok: false as const, reason: 'conflict' as const });
    }
    apply();
    changes.push(change);
    return Promise.resolve({ ok: true as const });
  };
  const store: AdminCatalogStore = {
    getProduct: async (_s, id) => products.get(id),
    getProducts: async (_s, ids) =>
      new Map(ids.flatMap((id) => (products.has(id) ? [[id, products.get(id)!]] : []))),
    variantsOfProduct: async (_s, id) => [...variants.values()].filter((v) => v.productId === id),
    getVariant: async (_s, id) => variants.get(id),
    page: async () => ({ items: [...products.values()], nextCursor: null }),
    productIdsBySku: async (_s, sku) =>
      [...variants.values()]
        .filter((v) => v.sku?.toLowerCase() === sku.toLowerCase())
        .map((v) => v.productId),
    createProduct: (p, vs, c) =>
      write(c, () => {
        products.set(p.productId, p);
        for (const v of vs) variants.set(v.variantId, v);
      }),
    updateProduct: (_b, after, _vs, c) => write(c, () => products.set(after.productId, after)),
    deleteProduct: (p, vs, c) =>
      write(c, () => {
        products.delete(p.productId);
        for (const v of vs) variants.delete(v.variantId);
      }),
    createVariant: (_p, v, c) => write(c, () => variants.set(v.variantId, v)),
    updateVariant: (_b, after, c) => write(c, () => variants.set(after.variantId, after)),
    deleteVariant: (_p, v, c) => write(c, () => variants.delete(v.variantId)),
    setInventory: (v, quantity, c) =>
      write(c, () => variants.set(v.variantId, { ...v, inventoryQuantity: quantity })),
  };
  return { store, changes, loseNext: (n: number) => (losses = n), products, variants };
};

const setup = () => {
  const memory = memoryCatalog();
  const service = createAdminCatalog({
    catalog: memory.store,
    search: memoryProductSearch(() => ({
      products: memory.products.values(),
      variants: memory.variants.values(),
    })),
    storeCurrency: async () => 'USD',
    attempts: 5,
  });
  return { memory, service };
};

const create = (service: ReturnType<typeof setup>['service'], variants = 1) =>
  service.create(owner, 's1', 'test', {
    title: 'Mug',
    variants: Array.from({ length: variants }, (_, i) => ({
      title: `V${i}`,
      sku: `MUG-${i}`,
      price: 5,
      inventoryQuantity: 3,
    })),
  });

describe('owners catalog service', () => {
  it('a create writes product.created (origin owner) and a product.created audit entry with it', async () => {
    const { memory, service } = setup();
    const product = await create(service, 2);
    expect(product.externalId).toBe(product.productId);
    const [change] = memory.changes;
    expect(change!.events.map((e) => [e.type, e.origin])).toEqual([['product.created', 'owner']]);
    expect(change!.audit).toMatchObject({
      action: 'product.created',
      target: { type: 'product', id: product.productId },
      mode: 'test',
    });
  });

  it('stock below zero is INSUFFICIENT_INVENTORY; the same quantity writes nothing', async () => {
    const { memory, service } = setup();
    const product = await create(service);
    const variantId = product.variants[0]!.id;
    const error = (await service
      .adjustInventory(owner, 's1', 'test', product.productId, variantId, { adjust: -4 })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.errorCode).toBe('INSUFFICIENT_INVENTORY');
    await service.adjustInventory(owner, 's1', 'test', product.productId, variantId, { set: 3 });
    expect(memory.changes).toHaveLength(1);
  });

  it('a lost race re-reads and writes again, once', async () => {
    const { memory, service } = setup();
    const product = await create(service);
    memory.loseNext(2);
    const answer = await service.adjustInventory(
      owner,
      's1',
      'test',
      product.productId,
      product.variants[0]!.id,
      {
        adjust: 2,
      },
    );
    expect(answer.inventoryQuantity).toBe(5);
    expect(memory.changes.map((c) => c.events[0]!.type)).toEqual([
      'product.created',
      'product.inventory_updated',
    ]);
  });

  it('the last variant stays: LAST_VARIANT', async () => {
    const { service } = setup();
    const product = await create(service, 2);
    await service.removeVariant(owner, 's1', 'test', product.productId, product.variants[0]!.id);
    const error = (await service
      .removeVariant(owner, 's1', 'test', product.productId, product.variants[1]!.id)
      .catch((e: unknown) => e)) as ApiError;
    expect(error.errorCode).toBe('LAST_VARIANT');
  });

  it('an edit that changes nothing writes nothing; a malformed id is PRODUCT_NOT_FOUND', async () => {
    const { memory, service } = setup();
    const product = await create(service);
    await service.update(owner, 's1', 'test', product.productId, { title: 'Mug' });
    expect(memory.changes).toHaveLength(1);
    const error = (await service.get('s1', 'test', 'nope').catch((e: unknown) => e)) as ApiError;
    expect(error.errorCode).toBe('PRODUCT_NOT_FOUND');
  });

  it('q finds products by the words of their title and SKUs through the search index', async () => {
    const { service } = setup();
    const product = await create(service);
    const bySku = await service.list('s1', { mode: 'test', limit: 25, q: 'mug-0' });
    expect(bySku.data.map((p) => p.productId)).toEqual([product.productId]);
    const none = await service.list('s1', { mode: 'test', limit: 25, q: 'mug cup' });
    expect(none.data).toEqual([]);
  });
});
