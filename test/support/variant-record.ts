import type { VariantRecord } from '../../shared/products/types.ts';

/** A sellable, stock-tracked variant record for unit tests on in-memory fakes; fields override. */
export const variantRecord = (
  fields: Pick<VariantRecord, 'variantId' | 'storeId'> & Partial<VariantRecord>,
): VariantRecord => ({
  productId: `p-${fields.variantId}`,
  mode: 'test',
  externalId: `ext-${fields.variantId}`,
  externalVariantId: `extv-${fields.variantId}`,
  productTitle: 'Tee',
  productStatus: 'Active',
  productCategory: null,
  imageUrl: null,
  title: 'Large',
  sku: null,
  barcode: null,
  priceMinor: 2000,
  compareAtPriceMinor: null,
  currency: 'USD',
  inventoryQuantity: 10,
  inventoryTracking: true,
  status: 'Active',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
