import type { Mode } from '../db/keys.ts';
import type { DomainEvent, EventOrigin } from '../events/outbox.ts';
import { productView, variantView } from './service.ts';
import { imageViews } from '../images/types.ts';
import { primaryImageUrl, type ProductRecord, type VariantRecord } from './types.ts';

/**
 * The product events' payloads (docs/decisions.md §6.1): every writer of the catalog (the admin
 * API, product sync, checkout, `POST /orders`, cancellation, refunds) builds its events here, so
 * a `product.*` payload has one shape whoever caused it. Product events carry no customer.
 */

/** Why a variant's stock changed: an owner's adjustment, an order taking stock, a restock. */
export const INVENTORY_REASONS = ['adjustment', 'order', 'cancellation', 'return', 'sync'] as const;
export type InventoryReason = (typeof INVENTORY_REASONS)[number];

interface EventScope {
  storeId: string;
  mode: Mode;
  origin: EventOrigin;
}

type ProductNaming = Pick<ProductRecord, 'productId' | 'title' | 'externalId'>;

const productFields = (product: ProductNaming) => ({
  productId: product.productId,
  productTitle: product.title,
  externalProductId: product.externalId,
});

/**
 * The same naming fields from a variant as read with its product's current title (orders read the
 * lines' products with the variants, docs/decisions.md §3.7).
 */
const productFieldsOfVariant = (
  variant: Pick<VariantRecord, 'productId' | 'productTitle' | 'externalId'>,
) => ({
  productId: variant.productId,
  productTitle: variant.productTitle,
  externalProductId: variant.externalId,
});

const productEvent = (
  scope: EventScope,
  type: DomainEvent['type'],
  data: Record<string, unknown>,
): DomainEvent => ({
  type,
  storeId: scope.storeId,
  mode: scope.mode,
  origin: scope.origin,
  customerId: null,
  data,
});

export const productCreatedEvent = (
  scope: EventScope,
  product: ProductRecord,
  variants: VariantRecord[],
): DomainEvent => {
  const view = productView(product, variants);
  return productEvent(scope, 'product.created', {
    ...productFields(product),
    description: view.description,
    status: view.status,
    category: view.category,
    tags: view.tags,
    imageUrl: view.imageUrl,
    currency: view.currency,
    variants: view.variants,
    createdAt: view.createdAt,
  });
};

/**
 * `changes` and `previousValues` hold the changed fields only, under the spec's names
 * (`productTitle` for the title). Answers null when nothing changed: no event is written then.
 */
export const productUpdatedEvent = (
  scope: EventScope,
  before: ProductRecord,
  after: ProductRecord,
): DomainEvent | null => {
  const fields = {
    productTitle: [before.title, after.title],
    description: [before.description, after.description],
    status: [before.status, after.status],
    category: [before.category, after.category],
    tags: [before.tags, after.tags],
    imageUrl: [primaryImageUrl(before), primaryImageUrl(after)],
    images: [imageViews(before.images), imageViews(after.images)],
    externalProductId: [before.externalId, after.externalId],
  } as const;
  const { changes, previousValues } = changedFields(fields);
  if (Object.keys(changes).length === 0) return null;
  return productEvent(scope, 'product.updated', {
    ...productFields(after),
    changes,
    previousValues,
    updatedAt: after.updatedAt,
  });
};

export const productDeletedEvent = (
  scope: EventScope,
  product: ProductNaming,
  deletedAt: string,
): DomainEvent => productEvent(scope, 'product.deleted', { ...productFields(product), deletedAt });

export const variantCreatedEvent = (scope: EventScope, variant: VariantRecord): DomainEvent =>
  productEvent(scope, 'product.variant_created', {
    ...productFieldsOfVariant(variant),
    variant: variantView(variant),
  });

/** Changed variant fields only, in the spec's variant field names; null when nothing changed. */
export const variantUpdatedEvent = (
  scope: EventScope,
  before: VariantRecord,
  after: VariantRecord,
): DomainEvent | null => {
  const was = variantView(before);
  const now = variantView(after);
  const fields = {
    title: [was.title, now.title],
    sku: [was.sku, now.sku],
    barcode: [was.barcode, now.barcode],
    price: [was.price, now.price],
    compareAtPrice: [was.compareAtPrice, now.compareAtPrice],
    weight: [was.weight, now.weight],
    inventoryTracking: [was.inventoryTracking, now.inventoryTracking],
    externalVariantId: [was.externalVariantId, now.externalVariantId],
    status: [was.status, now.status],
  } as const;
  const { changes, previousValues } = changedFields(fields);
  if (Object.keys(changes).length === 0) return null;
  return productEvent(scope, 'product.variant_updated', {
    ...productFieldsOfVariant(after),
    variant: now,
    changes,
    previousValues,
  });
};

export const variantDeletedEvent = (
  scope: EventScope,
  variant: VariantRecord,
  deletedAt: string,
): DomainEvent =>
  productEvent(scope, 'product.variant_deleted', {
    ...productFieldsOfVariant(variant),
    variantId: variant.variantId,
    sku: variant.sku,
    deletedAt,
  });

/**
 * One stock change of one variant. `change` is `newQuantity - previousQuantity`; a change of 0
 * is not an event (the caller skips it).
 */
export const inventoryUpdatedEvent = (
  scope: EventScope,
  variant: Pick<VariantRecord, 'productId' | 'productTitle' | 'externalId' | 'variantId' | 'sku'>,
  previousQuantity: number,
  newQuantity: number,
  reason: InventoryReason,
): DomainEvent =>
  productEvent(scope, 'product.inventory_updated', {
    ...productFieldsOfVariant(variant),
    variantId: variant.variantId,
    sku: variant.sku,
    previousQuantity,
    newQuantity,
    change: newQuantity - previousQuantity,
    reason,
  });

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const changedFields = (fields: Record<string, readonly [unknown, unknown]>) => {
  const changes: Record<string, unknown> = {};
  const previousValues: Record<string, unknown> = {};
  for (const [name, [previous, current]] of Object.entries(fields)) {
    if (sameValue(previous, current)) continue;
    changes[name] = current;
    previousValues[name] = previous;
  }
  return { changes, previousValues };
};
