import { isOtherStore } from '../db/id-owner.ts';
import type { Mode } from '../db/keys.ts';
import { ApiError } from '../errors.ts';
import { isUuid } from '../util/ids.ts';
import { currencyExponent, fromMinorUnits } from '../util/money.ts';
import type { ProductRepository } from './ports.ts';
import { imageViews } from '../images/types.ts';
import { byGivenOrder, primaryImageUrl, type ProductRecord, type VariantRecord } from './types.ts';

/** The spec's variant fields (Events: "Variant fields"), money as JSON numbers. */
export const variantView = (variant: VariantRecord) => {
  const exponent = currencyExponent(variant.currency);
  return {
    id: variant.variantId,
    title: variant.title,
    sku: variant.sku,
    barcode: variant.barcode,
    price: fromMinorUnits(variant.priceMinor, exponent),
    compareAtPrice:
      variant.compareAtPriceMinor === null ? null : fromMinorUnits(variant.compareAtPriceMinor, exponent),
    weight: variant.weight ?? null,
    inventoryQuantity: variant.inventoryQuantity,
    inventoryTracking: variant.inventoryTracking,
    externalVariantId: variant.externalVariantId,
    status: variant.status,
    createdAt: variant.createdAt,
    updatedAt: variant.updatedAt,
  };
};

export const productView = (product: ProductRecord, variants: VariantRecord[]) => ({
  productId: product.productId,
  externalId: product.externalId,
  title: product.title,
  description: product.description,
  status: product.status,
  category: product.category,
  tags: product.tags,
  imageUrl: primaryImageUrl(product),
  images: imageViews(product.images),
  currency: product.currency,
  variants: [...variants].sort(byGivenOrder).map(variantView),
  createdAt: product.createdAt,
  updatedAt: product.updatedAt,
});

export const createProductLookup = (products: ProductRepository) => ({
  /** A malformed id names no product: 404 like an unknown one. Another store's product: 403. */
  async get(scope: { storeId: string; mode: Mode }, productId: string) {
    const notFound = () => new ApiError('PRODUCT_NOT_FOUND', 'Product not found');
    if (!isUuid(productId)) throw notFound();
    const { product, owner } = await products.getProductWithOwner(scope, productId);
    if (!product) {
      if (isOtherStore(owner, scope.storeId, 'Product')) {
        throw new ApiError('NO_STORE_ACCESS', 'This product belongs to another store');
      }
      throw notFound();
    }
    return productView(product, await products.variantsOfProduct(scope, productId));
  },
});
