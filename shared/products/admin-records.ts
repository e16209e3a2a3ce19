import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import type { DomainEvent } from '../events/outbox.ts';
import { newId } from '../util/ids.ts';
import { currencyExponent, toMinorUnits } from '../util/money.ts';
import type { NewVariantInput, ProductPatch, VariantPatch } from './admin-schemas.ts';
import { derivedCatalogId } from './sync.ts';
import { primaryImageUrl, type ProductRecord, type VariantRecord } from './types.ts';

/** The records an owner's catalog change writes, built from the request (docs/decisions.md §7.24). */

/** A price in the currency's minor units; too many decimals is 400 naming the field. */
export const priceInMinor = (amount: number, currency: string, path: string): number => {
  const exponent = currencyExponent(currency);
  const value = toMinorUnits(amount, exponent);
  if (value === undefined)
    throw new ApiError('INVALID_REQUEST', 'The request is invalid', [
      { path, message: `At most ${exponent} decimal places for ${currency}` },
    ]);
  return value;
};

/**
 * A new variant of `product`. With an `externalVariantId` its id is derived as the sync derives it
 * (a later sync of that id updates it); without, its own id is its external id.
 */
export const newVariantRecord = (
  scope: { storeId: string; mode: Mode },
  product: ProductRecord,
  input: NewVariantInput,
  currency: string,
  path: string,
  at: string,
  position: number,
): VariantRecord => {
  const variantId = input.externalVariantId
    ? derivedCatalogId('variant', scope, input.externalVariantId)
    : newId();
  return {
    variantId,
    productId: product.productId,
    storeId: scope.storeId,
    mode: scope.mode,
    externalId: product.externalId,
    externalVariantId: input.externalVariantId ?? variantId,
    productTitle: product.title,
    productStatus: product.status,
    productCategory: product.category,
    imageUrl: primaryImageUrl(product),
    title: input.title,
    sku: input.sku ?? null,
    barcode: input.barcode ?? null,
    weight: input.weight ?? null,
    priceMinor: priceInMinor(input.price, currency, `${path}.price`),
    compareAtPriceMinor:
      input.compareAtPrice == null
        ? null
        : priceInMinor(input.compareAtPrice, currency, `${path}.compareAtPrice`),
    currency,
    inventoryQuantity: input.inventoryQuantity,
    inventoryTracking: input.inventoryTracking ?? true,
    status: input.status ?? 'Active',
    position,
    createdAt: at,
    updatedAt: at,
  };
};

/** The fields the patch names, replaced (null clears an optional one). */
export const patchedProduct = (before: ProductRecord, patch: ProductPatch, at: string): ProductRecord => ({
  ...before,
  ...(patch.title !== undefined ? { title: patch.title } : {}),
  ...(patch.description !== undefined ? { description: patch.description ?? null } : {}),
  ...(patch.status !== undefined ? { status: patch.status } : {}),
  ...(patch.category !== undefined ? { category: patch.category ?? null } : {}),
  ...(patch.tags !== undefined ? { tags: patch.tags } : {}),
  // The view's imageUrl is the first uploaded image: a product sent back as read keeps the given URL.
  ...(patch.imageUrl !== undefined && !(before.images?.length && patch.imageUrl === primaryImageUrl(before))
    ? { imageUrl: patch.imageUrl ?? null }
    : {}),
  updatedAt: at,
});

/** The variant's copy of its product's fields, as an edit of the product leaves it. */
export const withProductCopy = (variant: VariantRecord, product: ProductRecord): VariantRecord => ({
  ...variant,
  productTitle: product.title,
  externalId: product.externalId,
  productStatus: product.status,
  productCategory: product.category,
  imageUrl: primaryImageUrl(product),
  updatedAt: product.updatedAt,
});

/** Prices given are in `currency` (the store's now); the stock is never patched. */
export const patchedVariant = (
  before: VariantRecord,
  patch: VariantPatch,
  currency: string,
  at: string,
): VariantRecord => ({
  ...before,
  ...(patch.title !== undefined ? { title: patch.title } : {}),
  ...(patch.sku !== undefined ? { sku: patch.sku ?? null } : {}),
  ...(patch.barcode !== undefined ? { barcode: patch.barcode ?? null } : {}),
  ...(patch.weight !== undefined ? { weight: patch.weight ?? null } : {}),
  ...(patch.inventoryTracking !== undefined ? { inventoryTracking: patch.inventoryTracking } : {}),
  ...(patch.status !== undefined ? { status: patch.status } : {}),
  ...(patch.price !== undefined ? { priceMinor: priceInMinor(patch.price, currency, 'body.price') } : {}),
  ...(patch.compareAtPrice !== undefined
    ? {
        compareAtPriceMinor:
          patch.compareAtPrice === null
            ? null
            : priceInMinor(patch.compareAtPrice, currency, 'body.compareAtPrice'),
      }
    : {}),
  currency,
  updatedAt: at,
});

/** The owner's own words on a stock change ride along as `note` (docs/decisions.md §7.24). */
export const withNote = (event: DomainEvent, note: string | undefined): DomainEvent =>
  note ? { ...event, data: { ...event.data, note } } : event;
