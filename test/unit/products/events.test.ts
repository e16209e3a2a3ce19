import { describe, expect, it } from 'vitest';
import {
  inventoryUpdatedEvent,
  productCreatedEvent,
  productDeletedEvent,
  productUpdatedEvent,
  variantCreatedEvent,
  variantDeletedEvent,
  variantUpdatedEvent,
} from '../../../shared/products/events.ts';
import type { ProductRecord, VariantRecord } from '../../../shared/products/types.ts';

/** The product events' payloads carry the spec's fields ("Data shapes by event", "Variant fields"). */
const scope = { storeId: 's1', mode: 'test' as const, origin: 'owner' as const };
const at = '2026-01-02T03:04:05.000Z';
const product: ProductRecord = {
  productId: 'p1',
  storeId: 's1',
  mode: 'test',
  externalId: 'ext-1',
  title: 'Mug',
  description: 'A mug',
  status: 'Active',
  category: 'Kitchen',
  tags: ['blue'],
  imageUrl: null,
  currency: 'USD',
  createdAt: at,
  updatedAt: at,
};
const variant: VariantRecord = {
  variantId: 'v1',
  productId: 'p1',
  storeId: 's1',
  mode: 'test',
  externalId: 'ext-1',
  externalVariantId: 'ext-1-a',
  productTitle: 'Mug',
  productStatus: 'Active',
  productCategory: 'Kitchen',
  imageUrl: null,
  title: 'Blue',
  sku: 'MUG-B',
  barcode: null,
  priceMinor: 1250,
  compareAtPriceMinor: null,
  currency: 'USD',
  inventoryQuantity: 4,
  inventoryTracking: true,
  status: 'Active',
  createdAt: at,
  updatedAt: at,
};
const VARIANT_FIELDS = [
  'id',
  'title',
  'sku',
  'barcode',
  'price',
  'compareAtPrice',
  'inventoryQuantity',
  'inventoryTracking',
  'externalVariantId',
  'status',
  'createdAt',
  'updatedAt',
  // Beyond the spec's list: the shipping weight (docs/decisions.md §7.24), null when none is set.
  'weight',
];
const keysOf = (value: unknown) => Object.keys(value as object).sort();

describe('product event payloads', () => {
  it('product.created: the spec fields, variants with the variant fields, no customer', () => {
    const event = productCreatedEvent(scope, product, [variant]);
    expect(event).toMatchObject({ type: 'product.created', origin: 'owner', customerId: null });
    expect(event.data).toMatchObject({
      productId: 'p1',
      productTitle: 'Mug',
      description: 'A mug',
      externalProductId: 'ext-1',
      status: 'Active',
      category: 'Kitchen',
      tags: ['blue'],
    });
    const [first] = event.data.variants as Array<Record<string, unknown>>;
    expect(keysOf(first)).toEqual([...VARIANT_FIELDS].sort());
    expect(first).toMatchObject({ id: 'v1', price: 12.5, compareAtPrice: null, weight: null });
  });

  it('product.updated: changed fields only, under the spec names; null when nothing changed', () => {
    const after = { ...product, title: 'Big Mug', tags: ['blue', 'large'], updatedAt: 'later' };
    const event = productUpdatedEvent(scope, product, after)!;
    expect(event.data).toMatchObject({
      productId: 'p1',
      productTitle: 'Big Mug',
      externalProductId: 'ext-1',
    });
    expect(event.data.changes).toEqual({ productTitle: 'Big Mug', tags: ['blue', 'large'] });
    expect(event.data.previousValues).toEqual({ productTitle: 'Mug', tags: ['blue'] });
    expect(productUpdatedEvent(scope, product, { ...product, updatedAt: 'later' })).toBeNull();
  });

  it('product.deleted and product.variant_deleted: the contract fields', () => {
    expect(productDeletedEvent(scope, product, at).data).toEqual({
      productId: 'p1',
      productTitle: 'Mug',
      externalProductId: 'ext-1',
      deletedAt: at,
    });
    expect(variantDeletedEvent(scope, variant, at).data).toEqual({
      productId: 'p1',
      productTitle: 'Mug',
      externalProductId: 'ext-1',
      variantId: 'v1',
      sku: 'MUG-B',
      deletedAt: at,
    });
  });

  it('product.variant_created and _updated: the variant, and changes of the variant fields', () => {
    const created = variantCreatedEvent(scope, variant);
    expect(keysOf(created.data)).toEqual(['externalProductId', 'productId', 'productTitle', 'variant']);
    const updated = variantUpdatedEvent(scope, variant, {
      ...variant,
      priceMinor: 1300,
      inventoryQuantity: 9,
    })!;
    expect(updated.data.changes).toEqual({ price: 13 });
    expect(updated.data.previousValues).toEqual({ price: 12.5 });
    // Stock alone is an inventory event, not a variant update.
    expect(variantUpdatedEvent(scope, variant, { ...variant, inventoryQuantity: 9 })).toBeNull();
  });

  it('product.inventory_updated: quantities, change and reason', () => {
    const event = inventoryUpdatedEvent({ ...scope, origin: 'api' }, variant, 4, 1, 'sync');
    expect(event.origin).toBe('api');
    expect(event.data).toEqual({
      productId: 'p1',
      productTitle: 'Mug',
      externalProductId: 'ext-1',
      variantId: 'v1',
      sku: 'MUG-B',
      previousQuantity: 4,
      newQuantity: 1,
      change: -3,
      reason: 'sync',
    });
  });
});
